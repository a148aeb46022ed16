/**
 * The live studio vendor (apps/live): vendor codes CLIVE (baccarat, dragon tiger, roulette, sic bo
 * tables, category LIVE) and DS88 (cockfight arenas, category COCKFIGHT), its tables, the game API its
 * player UI (apps/live-ui, served by the vendor under `/play/`) calls, its WebSocket, and the
 * platform -> vendor launch.
 *
 * Flow (as the lottery, lottery.ts):
 * 1. the lobby's /wps/game/launchGame makes the platform ask the vendor for a launch URL
 *    `http://<vendor>/play/<tableCode>?token=<launchToken>` (signed `LIVE_VENDOR_API.launch`);
 * 2. the UI POSTs the one-time launch token to `LIVE_API.session` and gets a session token;
 * 3. every later HTTP call carries that token in the `x-live-session` header; the socket
 *    (`LIVE_WS_PATH`) is joined with `{ type: 'join', sessionToken, tableCode }`.
 *
 * A round runs on the vendor's clock, shared by every player at the table:
 * BETTING (until `bettingEndsAt`; cockfight shows "last call" from `lastCallAt`) -> CLOSED (a short
 * pause) -> REVEALING (one reveal step about every second: card by card, the ball, the dice, the
 * fight) -> SETTLED (result shown, wins paid) -> the next round opens. A round a crash cut short
 * before its outcome was fixed is VOIDED and every bet refunded.
 *
 * Conventions: money is a decimal string (`ZMoney`); times are ISO-8601 UTC strings; success bodies
 * are `{ success: true, value }`; errors are `{ success: false, code, message }` with codes from
 * errors.ts: LIVE_TABLE_NOT_FOUND, LIVE_BETTING_CLOSED (a bet after the close, or for a round that is
 * not the table's open round), LIVE_UNKNOWN_SPOT, LIVE_TABLE_LIMIT (a stake outside the spot's or the
 * table's limits), LIVE_CHAT_MUTED, LIVE_CHAT_RATE_LIMITED, LIVE_CHAT_TOO_LONG, plus UNAUTHORIZED /
 * SESSION_EXPIRED, VALIDATION_FAILED, NOT_FOUND, INSUFFICIENT_FUNDS (the platform's refusal),
 * IDEMPOTENCY_CONFLICT, SERVICE_UNAVAILABLE when the platform wallet cannot be reached.
 *
 * Provably fair: baccarat and dragon tiger deal from an 8-deck shoe `shuffleShoe(seed)` whose
 * `shoeCommitment(seed)` (SHA-256 hex) is shown before the first card and whose seed is revealed when
 * the shoe ends (cut card); roulette, sic bo and cockfight draw each round from HMAC-SHA256(seed,
 * roundKey) with the table seed's hash shown while it is in use and the seed revealed when it is
 * replaced (`rouletteNumber` / `sicBoDice` / `cockfightResult` of packages/games reproduce them).
 */

import { ZGamePageBalanceResponse, ZGamePageSession } from './vendor-platform.ts';
import { ZMoney, ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

// ---------------------------------------------------------------------------------------------
// Vendors, games, tables
// ---------------------------------------------------------------------------------------------

/** Vendor codes (platform vassalages) the live service serves. */
export const LIVE_VENDOR_CODES = ['CLIVE', 'DS88'] as const;
export const ZLiveVendorCode = z.enum(LIVE_VENDOR_CODES);
export type TLiveVendorCode = z.infer<typeof ZLiveVendorCode>;

/** The maths kinds of packages/games `LiveGameKind` (same strings). */
export const LIVE_GAME_KINDS = ['BACCARAT', 'DRAGON_TIGER', 'ROULETTE', 'SIC_BO', 'COCKFIGHT'] as const;
export const ZLiveGameKind = z.enum(LIVE_GAME_KINDS);
export type TLiveGameKind = z.infer<typeof ZLiveGameKind>;

/** Every table: the platform catalogue's `gameCode` under the vendor's vassalage. */
export const LIVE_TABLES = {
  BAC1: { vendorCode: 'CLIVE', game: 'BACCARAT', name: 'Baccarat A' },
  BAC2: { vendorCode: 'CLIVE', game: 'BACCARAT', name: 'Baccarat B' },
  DT1: { vendorCode: 'CLIVE', game: 'DRAGON_TIGER', name: 'Dragon Tiger' },
  ROU1: { vendorCode: 'CLIVE', game: 'ROULETTE', name: 'European Roulette' },
  SICBO1: { vendorCode: 'CLIVE', game: 'SIC_BO', name: 'Sic Bo' },
  ARENA1: { vendorCode: 'DS88', game: 'COCKFIGHT', name: 'DS88 Arena 1' },
  ARENA2: { vendorCode: 'DS88', game: 'COCKFIGHT', name: 'DS88 Arena 2' },
} as const satisfies Record<string, { vendorCode: TLiveVendorCode; game: TLiveGameKind; name: string }>;
export type TLiveTableCode = keyof typeof LIVE_TABLES;
export const LIVE_TABLE_CODES = Object.keys(LIVE_TABLES) as TLiveTableCode[];
export const ZLiveTableCode = z.enum(LIVE_TABLE_CODES as [TLiveTableCode, ...TLiveTableCode[]]);

/** A catalogue game code of this service is a table code. */
export function isLiveGameCode(code: string): code is TLiveTableCode {
  return Object.hasOwn(LIVE_TABLES, code);
}

/** The table codes one vendor code offers, in catalogue order. */
export function liveTablesOf(vendorCode: TLiveVendorCode): TLiveTableCode[] {
  return LIVE_TABLE_CODES.filter((code) => LIVE_TABLES[code].vendorCode === vendorCode);
}

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

/** Header carrying the vendor game session token after the launch-token exchange. */
export const LIVE_SESSION_HEADER = 'x-live-session';

/** The socket (JSON text frames): `ZLiveClientMessage` in, `ZLiveServerMessage` out. */
export const LIVE_WS_PATH = '/live/ws';

/** Close codes of the socket. */
export const LIVE_WS_CLOSE = {
  /** The session token of `join` is unknown or expired. */
  unauthorized: 4401,
  /** No `join` came within LIVE_WS_JOIN_TIMEOUT_MS. */
  joinTimeout: 4408,
  /** The frame was not a `ZLiveClientMessage`. */
  badMessage: 4400,
} as const;
export const LIVE_WS_JOIN_TIMEOUT_MS = 10_000;

/** Every path the live vendor serves to its UI. `:tableCode` / `:modelId` are path parameters. */
export const LIVE_API = {
  /** GET: the player UI (the built apps/live-ui), `?token=<launchToken>`; assets under `/play/`. */
  play: '/play/:tableCode',
  /** POST `ZLiveSessionRequest` -> `ZLiveSessionResponse`. Exchanges the one-time launch token. */
  session: '/live/api/session',
  /** GET -> `ZLiveBalanceResponse`: the platform balance (asked through the vendor protocol). */
  balance: '/live/api/balance',
  /** GET -> `ZLiveTablesResponse`: every table of the session's vendor code with its live state. */
  tables: '/live/api/tables',
  /** GET -> `ZLiveTableSnapshotResponse`: one table's state, current round and my bets in it (as the socket's snapshot). */
  table: '/live/api/tables/:tableCode',
  /** POST `ZLivePlaceBetsRequest` -> `ZLivePlaceBetsResponse`: one placement = one wallet debit; same requestId answers the first result. */
  bets: '/live/api/tables/:tableCode/bets',
  /** GET `ZLiveMyRoundsQuery` -> `ZLiveMyRoundsResponse`: my bets per round at this table, newest first. */
  myBets: '/live/api/tables/:tableCode/my-bets',
  /** GET `ZLiveHistoryQuery` -> `ZLiveHistoryResponse`: settled rounds (results, roads' input, shoe seeds). */
  history: '/live/api/tables/:tableCode/history',
  /** GET -> `ZLiveChatResponse`: the latest chat messages of the table, oldest first. */
  chat: '/live/api/tables/:tableCode/chat',
  /** POST `ZLiveChatSendRequest` -> `ZLiveChatSendResponse`. */
  chatSend: '/live/api/tables/:tableCode/chat',
  /** GET -> `ZLiveModelsResponse`: the dealers (models) and the table each one is on. */
  models: '/live/api/models',
  /** GET: a model's generated portrait (image/svg+xml), public. */
  modelPortrait: '/live/api/models/:modelId/portrait.svg',
} as const;

/** Platform -> vendor (signed with the merchant's vendor credential; schemas in vendor-platform.ts) and admin routes. */
export const LIVE_VENDOR_API = {
  /** POST `ZVendorLaunchRequest` -> `ZInhouseLaunchResponse` (same shape: `{ url, expiresAt }`). */
  launch: '/live/platform/launch',
  /** POST `ZVendorSettingsRequest` (signed) -> `ZVendorSettingsResponse`: a merchant's table limits and plasada. */
  settings: '/live/platform/settings',
  /** POST `ZVendorModelsRequest` (signed) -> `ZVendorModelsResponse`: the dealers, with absolute portrait URLs. */
  models: '/live/platform/models',
  /** POST `ZVendorOperatorRegistration` with header x-vendor-admin-key -> `{ success: true }`. */
  operators: '/live/admin/operators',
  /** POST `ZLiveMuteRequest` with header x-vendor-admin-key -> `ZLiveMuteResponse`: mutes (or unmutes) a player in chat. */
  mutes: '/live/admin/mutes',
  /**
   * PUT `ZLiveTableLimitsRequest` with header x-vendor-admin-key -> `ZLiveTableLimitsResponse`: a
   * merchant's limits at one table (its brand's players only), each change kept in the vendor's
   * audit with its actor. GET `?merchantCode=` -> `ZLiveTableLimitsListResponse` (the merchant's
   * limits and its latest changes). DELETE-like: `limits: null` goes back to the table's defaults.
   */
  limits: '/live/admin/limits',
  /** PUT `ZLivePariMutuelRequest` with header x-vendor-admin-key -> `ZLivePariMutuelResponse` (audited like the limits). */
  pariMutuel: '/live/admin/pari-mutuel',
  health: '/live/healthz',
} as const;

// ---------------------------------------------------------------------------------------------
// Rounds, outcomes, reveal steps
// ---------------------------------------------------------------------------------------------

export const LIVE_PHASES = ['BETTING', 'CLOSED', 'REVEALING', 'SETTLED', 'VOIDED'] as const;
export const ZLivePhase = z.enum(LIVE_PHASES);
export type TLivePhase = z.infer<typeof ZLivePhase>;

/** A card: rank of 'A23456789TJQK' + suit of 'SHDC' ('TH', 'AS'). */
export const ZLiveCard = z.string().regex(/^[A23456789TJQK][SHDC]$/);

export const ZLiveBaccaratHand = z.object({
  player: z.array(ZLiveCard),
  banker: z.array(ZLiveCard),
  playerPoint: z.number().int(),
  bankerPoint: z.number().int(),
  winner: z.enum(['PLAYER', 'BANKER', 'TIE']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export const ZLiveDragonTigerHand = z.object({
  dragon: ZLiveCard,
  tiger: ZLiveCard,
  winner: z.enum(['DRAGON', 'TIGER', 'TIE']),
  suitedTie: z.boolean(),
});
/** Cockfight odds: integer win per 100 staked (90 = pays 0.90 to 1); draw pays 8:1. */
export const ZLiveCockfightOdds = z.object({ meron: z.number().int(), wala: z.number().int() });
export type TLiveCockfightOdds = z.infer<typeof ZLiveCockfightOdds>;

/** The outcome of a round (packages/games `LiveOutcome`, without the maths' bookkeeping fields). */
export const ZLiveOutcome = z.discriminatedUnion('game', [
  z.object({ game: z.literal('BACCARAT'), hand: ZLiveBaccaratHand }),
  z.object({ game: z.literal('DRAGON_TIGER'), hand: ZLiveDragonTigerHand }),
  z.object({ game: z.literal('ROULETTE'), number: z.number().int().min(0).max(36) }),
  z.object({
    game: z.literal('SIC_BO'),
    dice: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  }),
  z.object({
    game: z.literal('COCKFIGHT'),
    result: z.enum(['MERON', 'WALA', 'DRAW', 'CANCELLED']),
    odds: ZLiveCockfightOdds,
  }),
]);
export type TLiveOutcome = z.infer<typeof ZLiveOutcome>;

/**
 * One reveal step, in order (`index` from 0). Baccarat: CARD steps in dealing order P1, B1, P2, B2,
 * (P3), (B3); dragon tiger: CARD DRAGON then CARD TIGER; roulette: SPIN then BALL; sic bo: SHAKE then
 * DICE; cockfight: FIGHT (stage START, then CLASH) then FIGHT_RESULT. The last step fixes the result.
 */
export const ZLiveRevealStep = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('CARD'),
    index: z.number().int(),
    side: z.enum(['PLAYER', 'BANKER', 'DRAGON', 'TIGER']),
    card: ZLiveCard,
  }),
  z.object({ kind: z.literal('SPIN'), index: z.number().int() }),
  z.object({ kind: z.literal('BALL'), index: z.number().int(), number: z.number().int().min(0).max(36) }),
  z.object({ kind: z.literal('SHAKE'), index: z.number().int() }),
  z.object({
    kind: z.literal('DICE'),
    index: z.number().int(),
    dice: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  }),
  z.object({ kind: z.literal('FIGHT'), index: z.number().int(), stage: z.enum(['START', 'CLASH']) }),
  z.object({
    kind: z.literal('FIGHT_RESULT'),
    index: z.number().int(),
    result: z.enum(['MERON', 'WALA', 'DRAW', 'CANCELLED']),
  }),
]);
export type TLiveRevealStep = z.infer<typeof ZLiveRevealStep>;

/** The table's total on one spot this round (every player). */
export const ZLiveSpotTotal = z.object({ spot: z.string(), amount: ZMoney, bets: z.number().int() });
export type TLiveSpotTotal = z.infer<typeof ZLiveSpotTotal>;

/** A cockfight round's fight (the arena's fight card). */
export const ZLiveFight = z.object({
  fightNo: z.number().int(),
  meron: z.string(),
  wala: z.string(),
  odds: ZLiveCockfightOdds,
});
export type TLiveFight = z.infer<typeof ZLiveFight>;

/** A round as every player at the table sees it. */
export const ZLiveRound = z.object({
  roundId: z.string(),
  tableCode: ZLiveTableCode,
  /** Public key of the round ('BAC1-000123'), the `roundKey` of the HMAC games. */
  roundKey: z.string(),
  /** Sequence number of the round at the table. */
  roundNo: z.number().int(),
  phase: ZLivePhase,
  /** When the current phase ends on the server clock (null once SETTLED/VOIDED has no end). */
  phaseEndsAt: z.string().nullable(),
  openedAt: z.string(),
  bettingEndsAt: z.string(),
  /** Cockfight: "last call" from this time until bettingEndsAt; null elsewhere. */
  lastCallAt: z.string().nullable(),
  /** The reveal steps shown so far (all of them once SETTLED). */
  reveal: z.array(ZLiveRevealStep),
  /** Total number of reveal steps of this round; null until CLOSED (baccarat's third cards are not known before). */
  revealSteps: z.number().int().nullable(),
  /** The outcome once the last reveal step is shown, else null. */
  outcome: ZLiveOutcome.nullable(),
  totals: z.array(ZLiveSpotTotal),
  /** Players with at least one bet this round. */
  players: z.number().int(),
  /** Shoe games: the shoe's commitment; HMAC games: the hash of the table seed this round uses. */
  seedHash: z.string(),
  /** Cockfight only. */
  fight: ZLiveFight.nullable(),
});
export type TLiveRound = z.infer<typeof ZLiveRound>;

// ---------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------

/** Limits of one bet spot: a player's total on the spot in one round stays within [min, max]. */
export const ZLiveSpotLimit = z.object({ spot: z.string(), min: ZPositiveMoney, max: ZPositiveMoney });
export type TLiveSpotLimit = z.infer<typeof ZLiveSpotLimit>;

export const ZLiveDealer = z.object({
  modelId: z.string(),
  name: z.string(),
  /** `LIVE_API.modelPortrait` of the model, absolute path on the vendor. */
  portraitUrl: z.string(),
});
export type TLiveDealer = z.infer<typeof ZLiveDealer>;

/** A short result of a settled round for the table's bead strip (see `ZLiveHistoryRound` for the whole outcome). */
export const ZLiveResultSummary = z.object({
  roundId: z.string(),
  roundNo: z.number().int(),
  outcome: ZLiveOutcome.nullable(),
  /** VOIDED rounds have no outcome. */
  phase: z.enum(['SETTLED', 'VOIDED']),
});
export type TLiveResultSummary = z.infer<typeof ZLiveResultSummary>;

export const ZLiveShoe = z.object({
  shoeId: z.string(),
  shoeNo: z.number().int(),
  /** SHA-256 hex of the shoe seed, shown before the first card. */
  commitment: z.string(),
  cardsDealt: z.number().int(),
  cardsLeft: z.number().int(),
  /** The cut card: a new shoe starts when fewer than this many cards are left at a round's start. */
  cutCardAt: z.number().int(),
});
export type TLiveShoe = z.infer<typeof ZLiveShoe>;

export const ZLiveTable = z.object({
  code: ZLiveTableCode,
  vendorCode: ZLiveVendorCode,
  game: ZLiveGameKind,
  /** Title in the session language. */
  name: z.string(),
  dealer: ZLiveDealer,
  /** The table's limits: each placement total, and a player's round total on the table. */
  minBet: ZPositiveMoney,
  maxBet: ZPositiveMoney,
  /** Every spot of the game with its limits (the closed list of packages/games `liveSpots`). */
  spots: z.array(ZLiveSpotLimit),
  /**
   * Cockfight run pari-mutuel for the session's merchant: meron and wala share the pool less the
   * plasada (basis points of the pool) instead of paying the fight's odds; null: fixed odds.
   */
  pariMutuel: z
    .object({
      plasadaBp: z.number().int(),
      /** The merchant's meron and wala pools of the current round (its players' stakes at these terms). */
      pool: z.object({ meron: ZMoney, wala: ZMoney }).optional(),
    })
    .nullable()
    .default(null),
  bettingSeconds: z.number().int(),
  /** The current round (null only before a table's first round). */
  round: ZLiveRound.nullable(),
  /** Shoe games: the shoe in use; null for HMAC games. */
  shoe: ZLiveShoe.nullable(),
  /** The last settled/voided rounds, newest first (up to 20). */
  lastResults: z.array(ZLiveResultSummary),
  /** Shoe games: every settled hand of the current shoe, oldest first, for the road maps (`baccaratRoads`); [] elsewhere. */
  shoeResults: z.array(
    z.object({
      winner: z.enum(['PLAYER', 'BANKER', 'TIE', 'DRAGON', 'TIGER']),
      playerPair: z.boolean(),
      bankerPair: z.boolean(),
    }),
  ),
  /** Players connected to the table's socket now. */
  watching: z.number().int(),
});
export type TLiveTable = z.infer<typeof ZLiveTable>;

// ---------------------------------------------------------------------------------------------
// Bets
// ---------------------------------------------------------------------------------------------

export const LIVE_MAX_BETS_PER_PLACEMENT = 60;

/** One chip stack on a spot. */
export const ZLiveBetInput = z.object({ spot: z.string().min(1).max(32), amount: ZPositiveMoney });
export type TLiveBetInput = z.infer<typeof ZLiveBetInput>;

/** A placement: several spots at once on the table's open round, one wallet debit of the total. */
export const ZLivePlaceBetsRequest = z.object({
  /** Idempotency key chosen by the UI (a UUID); a repeat answers the first result and moves nothing. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** The round the player sees open; a bet for any other round is LIVE_BETTING_CLOSED. */
  roundId: z.string().regex(/^[1-9]\d{0,18}$/),
  bets: z.array(ZLiveBetInput).min(1).max(LIVE_MAX_BETS_PER_PLACEMENT),
});
export type TLivePlaceBetsRequest = z.infer<typeof ZLivePlaceBetsRequest>;

export const LIVE_PLACEMENT_STATUSES = ['ACCEPTED', 'REFUNDED'] as const;

export const ZLivePlacement = z.object({
  placementId: z.string(),
  requestId: z.string(),
  /** ACCEPTED (debited), REFUNDED (the round was voided and the stake rolled back). */
  status: z.enum(LIVE_PLACEMENT_STATUSES),
  bets: z.array(z.object({ spot: z.string(), amount: ZMoney })),
  total: ZMoney,
  createdAt: z.string(),
});
export type TLivePlacement = z.infer<typeof ZLivePlacement>;

/** What one spot paid in a settled round. */
export const ZLiveSpotSettlement = z.object({ spot: z.string(), stake: ZMoney, returned: ZMoney });

/** My settlement of a round: one credit of `returned` (stakes back included; 0 when all lost). */
export const ZLiveSettlement = z.object({
  roundId: z.string(),
  stake: ZMoney,
  returned: ZMoney,
  /** returned - stake. */
  net: z.string(),
  spots: z.array(ZLiveSpotSettlement),
  /** VOIDED rounds: the stakes were refunded (returned = stake). */
  voided: z.boolean(),
});
export type TLiveSettlement = z.infer<typeof ZLiveSettlement>;

/** My bets in one round. */
export const ZLiveMyRound = z.object({
  roundId: z.string(),
  roundNo: z.number().int(),
  tableCode: ZLiveTableCode,
  placements: z.array(ZLivePlacement),
  /** My accepted total per spot. */
  spots: z.array(z.object({ spot: z.string(), amount: ZMoney })),
  stake: ZMoney,
  /** Null until the round settled (or was voided). */
  settlement: ZLiveSettlement.nullable(),
});
export type TLiveMyRound = z.infer<typeof ZLiveMyRound>;

export const ZLivePlaceBetsResponse = z.object({
  success: z.literal(true),
  value: z.object({ placement: ZLivePlacement, myRound: ZLiveMyRound, balance: ZMoney }),
});
export type TLivePlaceBetsResponse = z.infer<typeof ZLivePlaceBetsResponse>;

export const ZLiveMyRoundsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const ZLiveMyRoundsResponse = z.object({
  success: z.literal(true),
  value: z.object({ rounds: z.array(ZLiveMyRound) }),
});
export type TLiveMyRoundsResponse = z.infer<typeof ZLiveMyRoundsResponse>;

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

export const ZLiveHistoryRound = z.object({
  roundId: z.string(),
  roundNo: z.number().int(),
  roundKey: z.string(),
  phase: z.enum(['SETTLED', 'VOIDED']),
  outcome: ZLiveOutcome.nullable(),
  settledAt: z.string().nullable(),
  /** Shoe games: the shoe; its seed once the shoe ended (else null). HMAC games: the table seed once replaced. */
  seedHash: z.string(),
  seed: z.string().nullable(),
  shoeNo: z.number().int().nullable(),
  fight: ZLiveFight.nullable(),
});
export type TLiveHistoryRound = z.infer<typeof ZLiveHistoryRound>;

export const ZLiveHistoryQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(60) });
export const ZLiveHistoryResponse = z.object({
  success: z.literal(true),
  value: z.object({ rounds: z.array(ZLiveHistoryRound) }),
});
export type TLiveHistoryResponse = z.infer<typeof ZLiveHistoryResponse>;

// ---------------------------------------------------------------------------------------------
// Chat and models
// ---------------------------------------------------------------------------------------------

export const LIVE_CHAT_MAX_LENGTH = 200;
/** A player may send at most LIVE_CHAT_RATE.messages messages per LIVE_CHAT_RATE.seconds at one table. */
export const LIVE_CHAT_RATE = { messages: 3, seconds: 10 } as const;

export const ZLiveChatMessage = z.object({
  messageId: z.string(),
  tableCode: ZLiveTableCode,
  /** PLAYER messages carry the player's display name; DEALER ones the model's name; SYSTEM ones the vendor's. */
  role: z.enum(['PLAYER', 'DEALER', 'SYSTEM']),
  author: z.string(),
  text: z.string(),
  at: z.string(),
});
export type TLiveChatMessage = z.infer<typeof ZLiveChatMessage>;

export const ZLiveChatResponse = z.object({
  success: z.literal(true),
  value: z.object({ messages: z.array(ZLiveChatMessage), muted: z.boolean() }),
});
export const ZLiveChatSendRequest = z.object({ text: z.string().trim().min(1).max(1000) });
export const ZLiveChatSendResponse = z.object({
  success: z.literal(true),
  value: z.object({ message: ZLiveChatMessage }),
});

export const ZLiveModel = z.object({
  modelId: z.string(),
  name: z.string(),
  /** The table the model deals now (null when resting). */
  tableCode: ZLiveTableCode.nullable(),
  languages: z.array(z.string()),
  portraitUrl: z.string(),
});
export type TLiveModel = z.infer<typeof ZLiveModel>;
export const ZLiveModelsResponse = z.object({
  success: z.literal(true),
  value: z.object({ models: z.array(ZLiveModel) }),
});

/** Operator moderation: mute a player of a merchant (all tables, or one) until a time; `minutes: 0` unmutes. */
export const ZLiveMuteRequest = z.object({
  merchantCode: z.string().min(1).max(64),
  /** The platform's player id as the launch named it. */
  playerId: z.string().min(1).max(64),
  tableCode: ZLiveTableCode.nullable().default(null),
  minutes: z.number().int().min(0).max(525_600),
  reason: z.string().max(200).optional(),
});
export type TLiveMuteRequest = z.infer<typeof ZLiveMuteRequest>;
export const ZLiveMuteResponse = z.object({
  success: z.literal(true),
  value: z.object({ mutedUntil: z.string().nullable() }),
});

/** A merchant's limits at a table: the table's per-round minimum and maximum, and per bet spot. */
export const ZLiveLimits = z.object({
  minBet: ZPositiveMoney,
  maxBet: ZPositiveMoney,
  /** Spots named here take these bounds instead of those derived from the table's (at most one row a spot). */
  spots: z.array(ZLiveSpotLimit).max(200).default([]),
});
export type TLiveLimits = z.infer<typeof ZLiveLimits>;
export const ZLiveTableLimitsRequest = z.object({
  merchantCode: z.string().min(1).max(64),
  tableCode: ZLiveTableCode,
  /** null: the table's default limits again. */
  limits: ZLiveLimits.nullable(),
  /** Who made the change (the operator's staff account as the platform names it), for the audit. */
  actor: z.string().min(1).max(120),
});
export type TLiveTableLimitsRequest = z.infer<typeof ZLiveTableLimitsRequest>;
export const ZLiveMerchantLimits = z.object({
  tableCode: ZLiveTableCode,
  limits: ZLiveLimits,
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type TLiveMerchantLimits = z.infer<typeof ZLiveMerchantLimits>;
export const ZLiveLimitsChange = z.object({
  tableCode: ZLiveTableCode,
  before: ZLiveLimits.nullable(),
  after: ZLiveLimits.nullable(),
  actor: z.string(),
  at: z.string(),
});
/** A merchant's cockfight arena pari-mutuel (plasada in basis points of the pool, 0..2000) or, null, at fixed odds. */
export const ZLivePariMutuelRequest = z.object({
  merchantCode: z.string().min(1).max(64),
  tableCode: ZLiveTableCode,
  pariMutuel: z.object({ plasadaBp: z.number().int().min(0).max(2000) }).nullable(),
  actor: z.string().min(1).max(120),
});
export type TLivePariMutuelRequest = z.infer<typeof ZLivePariMutuelRequest>;
export const ZLivePariMutuelResponse = z.object({
  success: z.literal(true),
  value: z.object({
    tableCode: ZLiveTableCode,
    pariMutuel: z.object({ plasadaBp: z.number().int() }).nullable(),
  }),
});
export const ZLiveTableLimitsResponse = z.object({
  success: z.literal(true),
  value: z.object({ tableCode: ZLiveTableCode, limits: ZLiveLimits.nullable() }),
});
export const ZLiveTableLimitsQuery = z.object({ merchantCode: z.string().min(1).max(64) });
export const ZLiveTableLimitsListResponse = z.object({
  success: z.literal(true),
  value: z.object({ limits: z.array(ZLiveMerchantLimits), changes: z.array(ZLiveLimitsChange) }),
});

// ---------------------------------------------------------------------------------------------
// Session, balance, tables, snapshot
// ---------------------------------------------------------------------------------------------

export const ZLiveSessionRequest = z.object({ launchToken: z.string().min(16).max(128) });
export type TLiveSessionRequest = z.infer<typeof ZLiveSessionRequest>;

export const ZLiveSessionResponse = z.object({
  success: z.literal(true),
  value: ZGamePageSession.extend({
    /** The vendor code the platform launched (its tables are `tables`). */
    vendorCode: ZLiveVendorCode,
    /** The table launched. */
    tableCode: ZLiveTableCode,
    tables: z.array(ZLiveTable),
  }),
});
export type TLiveSessionResponse = z.infer<typeof ZLiveSessionResponse>;

export const ZLiveBalanceResponse = ZGamePageBalanceResponse;

export const ZLiveTablesResponse = z.object({
  success: z.literal(true),
  value: z.object({ tables: z.array(ZLiveTable), serverTime: z.string() }),
});
export type TLiveTablesResponse = z.infer<typeof ZLiveTablesResponse>;

/** Everything a client needs to draw a table now and resume the round (the socket's first message too). */
export const ZLiveSnapshot = z.object({
  serverTime: z.string(),
  table: ZLiveTable,
  /** My bets in the table's current round (null round: nothing yet). */
  myRound: ZLiveMyRound.nullable(),
  /** My settlement of the previous round, so a client reconnecting during its SETTLED phase shows it. */
  lastSettlement: ZLiveSettlement.nullable(),
  chat: z.array(ZLiveChatMessage),
  muted: z.boolean(),
});
export type TLiveSnapshot = z.infer<typeof ZLiveSnapshot>;

export const ZLiveTableSnapshotResponse = z.object({ success: z.literal(true), value: ZLiveSnapshot });

// ---------------------------------------------------------------------------------------------
// WebSocket messages
// ---------------------------------------------------------------------------------------------

export const ZLiveClientMessage = z.discriminatedUnion('type', [
  /** Joins a table (again to switch tables); answered by a `snapshot`. */
  z.object({ type: z.literal('join'), sessionToken: z.string().min(1).max(256), tableCode: ZLiveTableCode }),
  z.object({ type: z.literal('ping') }),
]);
export type TLiveClientMessage = z.infer<typeof ZLiveClientMessage>;

export const ZLiveServerMessage = z.discriminatedUnion('type', [
  /** After every join (and on reconnect): the whole state. */
  z.object({ type: z.literal('snapshot'), snapshot: ZLiveSnapshot }),
  /** A phase change of the table's round (a new round opening comes as phase BETTING with the new round). */
  z.object({
    type: z.literal('phase'),
    tableCode: ZLiveTableCode,
    serverTime: z.string(),
    round: ZLiveRound,
  }),
  /** The table's bet totals changed (at most a few times a second). */
  z.object({
    type: z.literal('totals'),
    tableCode: ZLiveTableCode,
    roundId: z.string(),
    totals: z.array(ZLiveSpotTotal),
    players: z.number().int(),
    /** Pari-mutuel cockfight: the receiving player's merchant's meron and wala pools now. */
    pool: z.object({ meron: ZMoney, wala: ZMoney }).optional(),
  }),
  /** One reveal step. */
  z.object({
    type: z.literal('reveal'),
    tableCode: ZLiveTableCode,
    roundId: z.string(),
    serverTime: z.string(),
    step: ZLiveRevealStep,
    /** Total steps of the round. */
    of: z.number().int(),
  }),
  /** The round's outcome (after its last step), with the table's refreshed history inputs. */
  z.object({
    type: z.literal('result'),
    tableCode: ZLiveTableCode,
    roundId: z.string(),
    outcome: ZLiveOutcome,
    lastResults: z.array(ZLiveResultSummary),
    shoeResults: ZLiveTable.shape.shoeResults,
  }),
  /** A shoe ended (its seed revealed) or a new one started (its commitment), or an HMAC table seed was replaced. */
  z.object({
    type: z.literal('seed'),
    tableCode: ZLiveTableCode,
    ended: z.object({ seedHash: z.string(), seed: z.string() }).nullable(),
    started: z.object({ seedHash: z.string(), shoe: ZLiveShoe.nullable() }),
  }),
  /** My bets of the round changed (this socket's player, from any tab). */
  z.object({ type: z.literal('myRound'), myRound: ZLiveMyRound }),
  /** My settlement of a round (sent once it is paid; `balance` is the platform balance after it when known). */
  z.object({ type: z.literal('settlement'), settlement: ZLiveSettlement, balance: ZMoney.nullable() }),
  z.object({ type: z.literal('chat'), message: ZLiveChatMessage }),
  z.object({ type: z.literal('watching'), tableCode: ZLiveTableCode, watching: z.number().int() }),
  z.object({ type: z.literal('pong'), serverTime: z.string() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type TLiveServerMessage = z.infer<typeof ZLiveServerMessage>;
