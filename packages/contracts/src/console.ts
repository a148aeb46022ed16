import { ZVendorSettingsRequest } from './vendor-platform.ts';
import { ZPage, ZPageNo } from './wallet.ts';
import * as z from './z.ts';

/** `GET …/players`: search by username, nickname, mobile, email or address; sorted and paged on the server. */
export const ZPlayersQuery = z.object({
  q: z.string().trim().max(64).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  sort: z.enum(['createdAt', 'username', 'lastLoginAt']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPlayersQuery = z.infer<typeof ZPlayersQuery>;

export const ZPlayerRow = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  status: z.enum(['active', 'disabled']),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  balance: z.string(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type TPlayerRow = z.infer<typeof ZPlayerRow>;
export const ZPlayersPage = ZPage(ZPlayerRow);

export const ZPlayerProfile = z.object({
  player: ZPlayerRow.extend({ registerIp: z.string().nullable(), registerDomain: z.string().nullable() }),
  ledger: z.array(
    z.object({
      at: z.string(),
      kind: z.string(),
      amount: z.string(),
      balanceAfter: z.string(),
      actor: z.string(),
    }),
  ),
  bets: z.array(
    z.object({
      at: z.string(),
      vendor: z.string(),
      game: z.string(),
      bet: z.string(),
      win: z.string(),
      open: z.boolean(),
    }),
  ),
  logins: z.array(
    z.object({
      at: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      side: z.string(),
    }),
  ),
});
export type TPlayerProfile = z.infer<typeof ZPlayerProfile>;

/** `POST …/players/:id/lock`: lock (ends the player's sessions) or unlock, with the reason audited. */
export const ZPlayerLock = z.object({ locked: z.boolean(), reason: z.string().trim().min(3).max(500) });
export type TPlayerLock = z.infer<typeof ZPlayerLock>;

/** `POST …/players/:id/password-reset`: why the operator resets the player's password (audited). */
export const ZPlayerPasswordReset = z.object({ reason: z.string().trim().min(3).max(500) });
export type TPlayerPasswordReset = z.infer<typeof ZPlayerPasswordReset>;

/**
 * How long an operator's temporary password signs a player in: after it, a login with it is refused
 * (TEMPORARY_PASSWORD_EXPIRED) and the player resets the password themselves or asks for a new one.
 * A password that went by phone or chat should not open the account a week later.
 */
export const TEMPORARY_PASSWORD_VALID_HOURS = 24;

/**
 * The temporary password, answered once and never stored in clear: the operator hands it to the
 * player, whose sessions have ended and who must choose a new password right after logging in with it,
 * before `expiresAt` (TEMPORARY_PASSWORD_VALID_HOURS after the reset).
 */
export const ZPlayerPasswordResetResult = z.object({
  temporaryPassword: z.string(),
  expiresAt: z.string().datetime(),
});
export type TPlayerPasswordResetResult = z.infer<typeof ZPlayerPasswordResetResult>;

/** A player note's longest text. */
export const PLAYER_NOTE_MAX_LENGTH = 500;

/** `POST …/players/:id/notes`: an operator's note on a player (append-only: never edited or deleted). */
export const ZPlayerNoteCreate = z.object({ text: z.string().trim().min(1).max(PLAYER_NOTE_MAX_LENGTH) });
export type TPlayerNoteCreate = z.infer<typeof ZPlayerNoteCreate>;

export const ZPlayerNote = z.object({
  id: z.string(),
  text: z.string(),
  /** The operator who wrote it (`operator:<username>`, or the API token's name). */
  author: z.string(),
  at: z.string(),
});
export type TPlayerNote = z.infer<typeof ZPlayerNote>;

/** `GET …/players/:id/notes`: newest first, paged on the server. */
export const ZPlayerNotesQuery = z.object({
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type TPlayerNotesQuery = z.infer<typeof ZPlayerNotesQuery>;
export const ZPlayerNotesPage = ZPage(ZPlayerNote);
export type TPlayerNotesPage = z.infer<typeof ZPlayerNotesPage>;

/** `GET …/dashboard`: today and the last `days` days in the merchant's timezone. */
export const ZDashboardQuery = z.object({ days: z.coerce.number().int().min(2).max(90).default(14) });

export const ZDashboardFigures = z.object({
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: z.string(),
  depositCount: z.number().int(),
  withdrawals: z.string(),
  withdrawalCount: z.number().int(),
  bets: z.string(),
  wins: z.string(),
  /** Gross gaming revenue: bets minus wins. */
  ggr: z.string(),
  activePlayers: z.number().int(),
});
export type TDashboardFigures = z.infer<typeof ZDashboardFigures>;
export const ZDashboard = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  timezone: z.string(),
  today: ZDashboardFigures,
  period: ZDashboardFigures,
  /** One row per day of the period, oldest first (`day`: YYYY-MM-DD in the merchant's timezone). */
  series: z.array(ZDashboardFigures.extend({ day: z.string() })),
});
export type TDashboard = z.infer<typeof ZDashboard>;

// ---- game settings a merchant tunes at its vendors (limits, odds, house cut) ----

/** The vendor codes the merchant is connected to whose services declare settings. */
export const ZConsoleVendorSettingsListResponse = z.object({
  success: z.literal(true),
  value: z.object({
    vendors: z.array(z.object({ vendorCode: z.string(), name: z.string() })),
  }),
});

export const ZConsoleVendorSettingsParams = z.object({
  merchantCode: z.string().min(1).max(32),
  vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
});

/** PUT body: the changed settings (null: back to the default); all applied or none. */
export const ZConsoleVendorSettingsChange = z.object({
  changes: ZVendorSettingsRequest.shape.changes.min(1),
});
export type TConsoleVendorSettingsChange = z.infer<typeof ZConsoleVendorSettingsChange>;

// ---- games: the merchant's vendors and games ----

const ZYesNo = z.enum(['yes', 'no']);

/** `GET …/vendors`: every vendor of the platform with the merchant's setting; filtered, sorted, paged. */
export const ZConsoleVendorsQuery = z.object({
  q: z.string().trim().max(64).optional(),
  enabled: ZYesNo.optional(),
  sort: z.enum(['sortOrder', 'vassalage', 'games']).default('sortOrder'),
  order: z.enum(['asc', 'desc']).default('asc'),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TConsoleVendorsQuery = z.infer<typeof ZConsoleVendorsQuery>;
export const ZConsoleVendorRow = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  /** The platform's own state of the vendor: maintenance there holds for every brand. */
  platformStatus: z.enum(['active', 'maintenance', 'retired']),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  sortOrder: z.number().int(),
  games: z.number().int(),
  /** Named back by a change; 0 until the merchant first sets the vendor. */
  version: z.number().int(),
});
export type TConsoleVendorRow = z.infer<typeof ZConsoleVendorRow>;
export const ZConsoleVendorsPage = ZPage(ZConsoleVendorRow);

/** `GET …/games`: the games of the platform's vendors with the merchant's hot and hidden choices. */
export const ZConsoleGamesQuery = z.object({
  q: z.string().trim().max(64).optional(),
  vassalage: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}$/)
    .optional(),
  hot: ZYesNo.optional(),
  hidden: ZYesNo.optional(),
  sort: z.enum(['name', 'vassalage', 'sortOrder']).default('sortOrder'),
  order: z.enum(['asc', 'desc']).default('asc'),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TConsoleGamesQuery = z.infer<typeof ZConsoleGamesQuery>;
export const ZConsoleGameRow = z.object({
  /** The catalogue node id the override call names. */
  id: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  name: z.string(),
  gameType: z.string(),
  status: z.enum(['active', 'maintenance', 'retired']),
  /** What the catalogue says; `hot` is the merchant's own choice (null: the catalogue's). */
  catalogueHot: z.boolean(),
  hot: z.boolean().nullable(),
  hidden: z.boolean(),
  version: z.number().int(),
});
export type TConsoleGameRow = z.infer<typeof ZConsoleGameRow>;
export const ZConsoleGamesPage = ZPage(ZConsoleGameRow);
