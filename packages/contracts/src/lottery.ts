/**
 * The lottery vendor (apps/lottery): vendor codes TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT, its games,
 * the game API its player UI (apps/lottery-ui, served by the vendor under `/play/`) calls, and the
 * platform -> vendor launch.
 *
 * Flow (the same as the in-house vendor, inhouse.ts):
 * 1. the lobby's /wps/game/launchGame makes the platform ask the vendor for a launch URL
 *    `http://<vendor>/play/<gameCode>?token=<launchToken>` (signed `LOTTERY_VENDOR_API.launch`);
 * 2. the UI POSTs the one-time launch token to `LOTTERY_API.session` and gets a session token;
 * 3. every later call carries that token in the `x-lottery-session` header.
 *
 * Conventions: money is a decimal string (`ZMoney`, 4 decimals at most); times are ISO-8601 UTC
 * strings; success bodies are `{ success: true, value }`; errors are `{ success: false, code,
 * message }` with codes from errors.ts (the LOTTERY_* codes below, plus UNAUTHORIZED /
 * SESSION_EXPIRED, VALIDATION_FAILED, NOT_FOUND, INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT,
 * SERVICE_UNAVAILABLE when the platform wallet cannot be reached).
 *
 * A draw is verifiable: its `seedHash` = SHA-256(hex seed) is published when sales open, the `seed`
 * once the result is; `drawLottery(kind, seed, drawKey)` of packages/games reproduces the tiers.
 */

import { ZRowId } from './primitives.ts';
import { ZGamePageBalanceResponse, ZGamePageSession } from './vendor-platform.ts';
import { ZMoney, ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

// ---------------------------------------------------------------------------------------------
// Vendors, kinds, games
// ---------------------------------------------------------------------------------------------

/** Vendor codes (platform vassalages) the lottery service serves. */
export const LOTTERY_VENDOR_CODES = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
export const ZLotteryVendorCode = z.enum(LOTTERY_VENDOR_CODES);
export type TLotteryVendorCode = z.infer<typeof ZLotteryVendorCode>;

/** The maths kinds of packages/games `LotteryKind` (same strings). */
export const LOTTERY_KIND_CODES = [
  'VN_NORTH',
  'VN_SOUTH',
  'SEA_4D',
  'FAST_5D',
  'FAST_RACE',
  'FAST_DICE',
  'FAST_11X5',
] as const;
export const ZLotteryKind = z.enum(LOTTERY_KIND_CODES);
export type TLotteryKind = z.infer<typeof ZLotteryKind>;

/** One game per kind and vendor: the platform catalogue's `gameCode` under the vendor's vassalage. */
export const LOTTERY_GAMES = {
  'vn-north': { vendorCode: 'TCG_LOTTO_VN', kind: 'VN_NORTH', name: 'Vietnam North (XSMB)' },
  'vn-south': { vendorCode: 'TCG_LOTTO_VN', kind: 'VN_SOUTH', name: 'Vietnam South (XSMN)' },
  'sea-4d': { vendorCode: 'TCG_SEA', kind: 'SEA_4D', name: '4D Lottery' },
  'lott-5d': { vendorCode: 'LOTT', kind: 'FAST_5D', name: 'Fast 5D' },
  'lott-race': { vendorCode: 'LOTT', kind: 'FAST_RACE', name: 'Fast Racing' },
  'lott-dice': { vendorCode: 'LOTT', kind: 'FAST_DICE', name: 'Fast 3 Dice' },
  'lott-11x5': { vendorCode: 'LOTT', kind: 'FAST_11X5', name: 'Fast 11x5' },
  'elott-5d': { vendorCode: 'ELOTT', kind: 'FAST_5D', name: '1-Minute 5D' },
  'elott-race': { vendorCode: 'ELOTT', kind: 'FAST_RACE', name: '1-Minute Racing' },
  'elott-dice': { vendorCode: 'ELOTT', kind: 'FAST_DICE', name: '1-Minute 3 Dice' },
  'elott-11x5': { vendorCode: 'ELOTT', kind: 'FAST_11X5', name: '1-Minute 11x5' },
} as const satisfies Record<string, { vendorCode: TLotteryVendorCode; kind: TLotteryKind; name: string }>;
export type TLotteryGameCode = keyof typeof LOTTERY_GAMES;
export const LOTTERY_GAME_CODES = Object.keys(LOTTERY_GAMES) as TLotteryGameCode[];
export const ZLotteryGameCode = z.enum(LOTTERY_GAME_CODES as [TLotteryGameCode, ...TLotteryGameCode[]]);

export function isLotteryGameCode(code: string): code is TLotteryGameCode {
  return Object.hasOwn(LOTTERY_GAMES, code);
}

/** The game codes one vendor code offers, in catalogue order. */
export function lotteryGamesOf(vendorCode: TLotteryVendorCode): TLotteryGameCode[] {
  return LOTTERY_GAME_CODES.filter((code) => LOTTERY_GAMES[code].vendorCode === vendorCode);
}

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

/** Header carrying the vendor game session token after the launch-token exchange. */
export const LOTTERY_SESSION_HEADER = 'x-lottery-session';

/** Every path the lottery vendor serves to its UI. `:gameCode` / `:drawId` / `:ticketId` are path parameters. */
export const LOTTERY_API = {
  /** GET: the player UI (the built apps/lottery-ui), `?token=<launchToken>`; assets under `/play/`. */
  play: '/play/:gameCode',
  /** POST `ZLotterySessionRequest` -> `ZLotterySessionResponse`. Exchanges the one-time launch token. */
  session: '/lottery/api/session',
  /** GET -> `ZLotteryBalanceResponse`: the platform balance (asked through the vendor protocol). */
  balance: '/lottery/api/balance',
  /** GET -> `ZLotteryGamesResponse`: every game of the session's vendor code with its current draw. */
  games: '/lottery/api/games',
  /** GET -> `ZLotteryGameResponse`: one game (any vendor code of this service) with its current draw. */
  game: '/lottery/api/games/:gameCode',
  /** GET `ZLotteryDrawsQuery` -> `ZLotteryDrawsResponse`: published results of a game, newest first. */
  draws: '/lottery/api/games/:gameCode/draws',
  /** GET -> `ZLotteryDrawResponse`: one draw (tiers and seed once drawn). */
  draw: '/lottery/api/draws/:drawId',
  /** POST `ZLotteryBuyRequest` -> `ZLotteryBuyResponse`. One ticket = one wallet debit; same requestId answers the first result. */
  buy: '/lottery/api/tickets',
  /** GET `ZLotteryTicketsQuery` -> `ZLotteryTicketsResponse`: the player's tickets, newest first. */
  tickets: '/lottery/api/tickets',
  /** GET -> `ZLotteryTicketResponse`: one of the player's tickets (NOT_FOUND otherwise). */
  ticket: '/lottery/api/tickets/:ticketId',
} as const;

/** Platform -> vendor (signed with the merchant's vendor credential; schemas in vendor-platform.ts). */
export const LOTTERY_VENDOR_API = {
  /** POST `ZVendorLaunchRequest` -> `ZInhouseLaunchResponse` (same shape: `{ url, expiresAt }`). */
  launch: '/lottery/platform/launch',
  /** POST `ZVendorOperatorRegistration` with header x-vendor-admin-key -> `{ success: true }`. */
  operators: '/lottery/admin/operators',
  /** POST `ZVendorResultsRequest` -> `ZVendorResultsResponse`: a game's published draws, newest first. */
  results: '/lottery/platform/results',
  /** POST `ZVendorSettingsRequest` (signed) -> `ZVendorSettingsResponse`: a merchant's stakes and odds per bet type. */
  settings: '/lottery/platform/settings',
  health: '/lottery/healthz',
} as const;

// ---------------------------------------------------------------------------------------------
// Games and draws
// ---------------------------------------------------------------------------------------------

/** A bet type of a game (packages/games `LotteryBetType`), with the merchant's odds and limits. */
export const ZLotteryBetType = z.object({
  /** Stable code ('LO2', 'DE', 'XIEN2', 'BIG', 'IBOX', 'P1_DIGIT', 'SUM_BIG' …); the UI translates by code. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** How many selections a line takes; digits: each selection is exactly N digits, null: an option code. */
  pick: z.object({
    count: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
    digits: z.number().int().nullable(),
  }),
  /** For option bets: the allowed selections ('BIG', 'SMALL' …). */
  options: z.array(z.string()).optional(),
  /** Cost of one combination = stake × costFactor (VN lô 2 số north: 27). */
  costFactor: z.number().int(),
  /** Payout per unit stake as a decimal string ("80.00" = 80×); the house edge below is at these odds. */
  odds: z.string(),
  /** House edge as a percentage string ("4.50"), exact from the maths, rounded to 2 decimals. */
  houseEdge: z.string(),
  /** Stake per combination limits. */
  minStake: ZPositiveMoney,
  maxStake: ZPositiveMoney,
});
export type TLotteryBetType = z.infer<typeof ZLotteryBetType>;

export const LOTTERY_DRAW_STATUSES = ['open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export const ZLotteryDrawStatus = z.enum(LOTTERY_DRAW_STATUSES);
export type TLotteryDrawStatus = z.infer<typeof ZLotteryDrawStatus>;

/** A draw without its result: open for sales until `salesCloseAt`, drawn at `drawAt`. */
export const ZLotteryDrawSummary = z.object({
  drawId: z.string(),
  /** The draw's public key (e.g. '20261125-0042'), the `drawKey` of `drawLottery`. */
  drawKey: z.string(),
  gameCode: ZLotteryGameCode,
  status: ZLotteryDrawStatus,
  opensAt: z.string(),
  salesCloseAt: z.string(),
  drawAt: z.string(),
  /** SHA-256 (hex) of the draw's server seed, published when sales open. */
  seedHash: z.string(),
});
export type TLotteryDrawSummary = z.infer<typeof ZLotteryDrawSummary>;

export const ZLotteryTier = z.object({ tier: z.string(), name: z.string(), numbers: z.array(z.string()) });
export type TLotteryTier = z.infer<typeof ZLotteryTier>;

/** A draw with its result: `tiers` (every prize tier in publishing order) and `seed` once drawn, else null. */
export const ZLotteryDraw = ZLotteryDrawSummary.extend({
  kind: ZLotteryKind,
  seed: z.string().nullable(),
  tiers: z.array(ZLotteryTier).nullable(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type TLotteryDraw = z.infer<typeof ZLotteryDraw>;

export const ZLotteryGameInfo = z.object({
  code: ZLotteryGameCode,
  vendorCode: ZLotteryVendorCode,
  kind: ZLotteryKind,
  /** Title in the session language. */
  name: z.string(),
  /** Seconds between draws, and how long before a draw sales close. */
  drawIntervalSeconds: z.number().int(),
  closeBeforeSeconds: z.number().int(),
  /** Largest payout one number key may owe in one draw (the sold-out cap). */
  maxPayoutPerNumber: ZMoney,
  betTypes: z.array(ZLotteryBetType),
  /** The draw on sale now (null between a closed draw and the next opening). */
  currentDraw: ZLotteryDrawSummary.nullable(),
});
export type TLotteryGameInfo = z.infer<typeof ZLotteryGameInfo>;

// ---------------------------------------------------------------------------------------------
// Session
// ---------------------------------------------------------------------------------------------

export const ZLotterySessionRequest = z.object({ launchToken: z.string().min(16).max(128) });
export type TLotterySessionRequest = z.infer<typeof ZLotterySessionRequest>;

export const ZLotterySessionResponse = z.object({
  success: z.literal(true),
  value: ZGamePageSession.extend({
    /** The vendor code the platform launched (its games are `games`). */
    vendorCode: ZLotteryVendorCode,
    /** The game launched. */
    gameCode: ZLotteryGameCode,
    games: z.array(ZLotteryGameInfo),
  }),
});
export type TLotterySessionResponse = z.infer<typeof ZLotterySessionResponse>;

export const ZLotteryBalanceResponse = ZGamePageBalanceResponse;

export const ZLotteryGamesResponse = z.object({
  success: z.literal(true),
  value: z.object({ games: z.array(ZLotteryGameInfo), serverTime: z.string() }),
});
export type TLotteryGamesResponse = z.infer<typeof ZLotteryGamesResponse>;

export const ZLotteryGameResponse = z.object({
  success: z.literal(true),
  value: z.object({ game: ZLotteryGameInfo, serverTime: z.string() }),
});

export const ZLotteryDrawsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZLotteryDrawsResponse = z.object({
  success: z.literal(true),
  value: z.object({ draws: z.array(ZLotteryDraw) }),
});
export type TLotteryDrawsResponse = z.infer<typeof ZLotteryDrawsResponse>;
export const ZLotteryDrawResponse = z.object({
  success: z.literal(true),
  value: z.object({ draw: ZLotteryDraw }),
});

// ---------------------------------------------------------------------------------------------
// Tickets
// ---------------------------------------------------------------------------------------------

/** One line as the player submits it: a bet type, its selections, the stake per combination. */
export const ZLotteryLineInput = z.object({
  betType: z.string().min(1).max(32),
  selections: z.array(z.string().min(1).max(16)).min(1).max(100),
  stake: ZPositiveMoney,
});
export type TLotteryLineInput = z.infer<typeof ZLotteryLineInput>;

export const LOTTERY_MAX_LINES = 50;

/** `:drawId` and `:ticketId` path parameters: row ids. */
export const ZLotteryDrawParams = z.object({ drawId: ZRowId });
export const ZLotteryTicketParams = z.object({ ticketId: ZRowId });

/** Buying a ticket: all lines on one draw (the current one unless `drawId`), one wallet debit of the total cost. */
export const ZLotteryBuyRequest = z.object({
  /** Idempotency key chosen by the UI (a UUID); a repeat answers the first result and moves nothing. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  gameCode: ZLotteryGameCode,
  drawId: ZRowId.optional(),
  lines: z.array(ZLotteryLineInput).min(1).max(LOTTERY_MAX_LINES),
});
export type TLotteryBuyRequest = z.infer<typeof ZLotteryBuyRequest>;

export const LOTTERY_TICKET_STATUSES = ['pending', 'won', 'lost', 'cancelled'] as const;
export const ZLotteryTicketStatus = z.enum(LOTTERY_TICKET_STATUSES);
export type TLotteryTicketStatus = z.infer<typeof ZLotteryTicketStatus>;

export const ZLotteryTicketLine = z.object({
  betType: z.string(),
  selections: z.array(z.string()),
  stake: ZMoney,
  combinations: z.number().int(),
  cost: ZMoney,
  /** What the line won, null until the draw settles. */
  win: ZMoney.nullable(),
});

export const ZLotteryTicket = z.object({
  ticketId: z.string(),
  requestId: z.string(),
  gameCode: ZLotteryGameCode,
  vendorCode: ZLotteryVendorCode,
  drawId: z.string(),
  drawKey: z.string(),
  drawAt: z.string(),
  /** pending until settled; won (win > 0), lost, or cancelled (the cost refunded). */
  status: ZLotteryTicketStatus,
  cost: ZMoney,
  /** Total win ("0" while pending or lost; the refund is not a win). */
  win: ZMoney,
  lines: z.array(ZLotteryTicketLine),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TLotteryTicket = z.infer<typeof ZLotteryTicket>;

export const ZLotteryBuyResponse = z.object({
  success: z.literal(true),
  value: z.object({ ticket: ZLotteryTicket, balance: ZMoney }),
});
export type TLotteryBuyResponse = z.infer<typeof ZLotteryBuyResponse>;

export const ZLotteryTicketsQuery = z.object({
  gameCode: ZLotteryGameCode.optional(),
  status: ZLotteryTicketStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TLotteryTicketsQuery = z.infer<typeof ZLotteryTicketsQuery>;

export const ZLotteryTicketsResponse = z.object({
  success: z.literal(true),
  value: z.object({ tickets: z.array(ZLotteryTicket) }),
});
export type TLotteryTicketsResponse = z.infer<typeof ZLotteryTicketsResponse>;

export const ZLotteryTicketResponse = z.object({
  success: z.literal(true),
  value: z.object({ ticket: ZLotteryTicket }),
});
