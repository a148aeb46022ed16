/**
 * The sportsbook vendor (apps/sportsbook): vendor codes CSPORT (football and basketball, category
 * SPORTS) and IMES (e-sports: CS2, Dota 2, League of Legends, Valorant; category ESPORTS), its
 * matches and markets, the bet slip API its player UI (apps/sportsbook-ui, served under `/play/`)
 * calls, its WebSocket, and the platform -> vendor launch.
 *
 * Flow (as the live vendor, live.ts): the platform asks for a launch URL
 * `http://<vendor>/play/<gameCode>?token=<launchToken>` (signed `SPORTS_VENDOR_API.launch`); the UI
 * exchanges the token at `SPORTS_API.session` and sends the session token in `x-sports-session`;
 * the socket (`SPORTS_WS_PATH`) is joined with `{ type: 'join', sessionToken }` and pushes prices.
 *
 * Prices are decimal odds in thousandths (1.950 -> 1950, packages/games sports/odds.ts). Market keys
 * are packages/games `marketKey`: `1X2`, `HT_1X2`, `AH:<line in quarters>`, `OU:<quarters>`, `CS`,
 * `BTTS`, `ML`, `MAP_AH:<quarters>`, `MAP_OU:<quarters>`, `MAP_WIN:<n>`.
 *
 * Money: a bet is one platform wallet round: its stake one debit at placement, its settlement one
 * credit (also of 0), a cash-out the credit of the offer instead; a void bet is rolled back.
 * Errors (errors.ts): SPORTS_MATCH_NOT_FOUND, SPORTS_SELECTION_CLOSED (suspended, finished, or no
 * price), SPORTS_ODDS_CHANGED (the price moved and the player did not accept it; `detail` holds the
 * new prices), SPORTS_SAME_MATCH, SPORTS_STAKE_LIMIT, SPORTS_BAD_SLIP, SPORTS_CASHOUT_UNAVAILABLE,
 * plus UNAUTHORIZED / SESSION_EXPIRED, VALIDATION_FAILED, INSUFFICIENT_FUNDS, SERVICE_UNAVAILABLE.
 */

import { ZGamePageSession } from './vendor-platform.ts';
import { ZMoney, ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

export const SPORTS_VENDOR_CODES = ['CSPORT', 'IMES'] as const;
export const ZSportsVendorCode = z.enum(SPORTS_VENDOR_CODES);
export type TSportsVendorCode = z.infer<typeof ZSportsVendorCode>;

/** The one catalogue game of each vendor code: the whole book. */
export const SPORTS_GAMES = {
  SB_SPORTS: { vendorCode: 'CSPORT', name: 'Croupier Sports', gameType: 'SPORTS' },
  SB_ESPORTS: { vendorCode: 'IMES', name: 'IM E-Sports', gameType: 'ESPORTS' },
} as const satisfies Record<string, { vendorCode: TSportsVendorCode; name: string; gameType: string }>;
export type TSportsGameCode = keyof typeof SPORTS_GAMES;
export const SPORTS_GAME_CODES = Object.keys(SPORTS_GAMES) as TSportsGameCode[];

export function isSportsGameCode(code: string): code is TSportsGameCode {
  return Object.hasOwn(SPORTS_GAMES, code);
}

export const SPORT_KINDS = ['FOOTBALL', 'BASKETBALL', 'ESPORTS'] as const;
export const ZSportKind = z.enum(SPORT_KINDS);
export type TSportKind = z.infer<typeof ZSportKind>;

/** The sports each vendor code books. */
export const SPORTS_OF_VENDOR: Record<TSportsVendorCode, readonly TSportKind[]> = {
  CSPORT: ['FOOTBALL', 'BASKETBALL'],
  IMES: ['ESPORTS'],
};

export const ESPORTS_TITLES = ['CS2', 'DOTA2', 'LOL', 'VALORANT'] as const;
export type TEsportsTitle = (typeof ESPORTS_TITLES)[number];

export const ODDS_FORMAT_CODES = ['DECIMAL', 'HK', 'MALAY', 'INDO'] as const;

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

export const SPORTS_SESSION_HEADER = 'x-sports-session';
export const SPORTS_WS_PATH = '/sports/ws';
export const SPORTS_WS_CLOSE = { unauthorized: 4401, joinTimeout: 4408, badMessage: 4400 } as const;

export const SPORTS_API = {
  /** GET: the player UI (apps/sportsbook-ui), `?token=<launchToken>`. */
  play: '/play/:gameCode',
  /** POST `{ launchToken }` -> `ZSportsSessionResponse`. */
  session: '/sports/api/session',
  /** GET -> `{ balance, currency }`. */
  balance: '/sports/api/balance',
  /** GET `?tab=live|today|early&sport=&league=` -> `ZSportsMatchesResponse` (main markets inline). */
  matches: '/sports/api/matches',
  /** GET -> `ZSportsMatchResponse`: one match with every market. */
  match: '/sports/api/matches/:matchId',
  /** POST `ZSportsSlipRequest` -> `ZSportsSlipResponse`: one bet = one wallet debit; the same requestId answers the first result. */
  slips: '/sports/api/slips',
  /** GET `?status=open|settled` -> `ZSportsBetsResponse`: my bets with each leg's state and the cash-out offer. */
  bets: '/sports/api/bets',
  /** POST `ZSportsCashOutRequest` -> `ZSportsSlipResponse`. */
  cashOut: '/sports/api/bets/:betId/cash-out',
} as const;

export const SPORTS_VENDOR_API = {
  launch: '/sports/platform/launch',
  operators: '/sports/admin/operators',
  health: '/sports/healthz',
  /** POST `{ matchId, home, away, ... }` with x-vendor-admin-key: a corrected result (a new version). */
  corrections: '/sports/admin/results',
} as const;

// ---------------------------------------------------------------------------------------------
// Matches and markets
// ---------------------------------------------------------------------------------------------

export const MATCH_STATUSES = ['UPCOMING', 'LIVE', 'FINISHED'] as const;

export const ZSportsSelection = z.object({
  code: z.string(),
  /** Decimal odds in thousandths; null: no price (closed). */
  odds: z.number().int().nullable(),
});
export const ZSportsMarket = z.object({
  key: z.string(),
  selections: z.array(ZSportsSelection),
});
export type TSportsMarket = z.infer<typeof ZSportsMarket>;

export const ZSportsTeam = z.object({ name: z.string(), short: z.string(), color: z.string() });

export const ZSportsMatch = z.object({
  matchId: z.string(),
  sport: ZSportKind,
  title: z.enum(ESPORTS_TITLES).nullable(),
  league: z.object({ id: z.string(), name: z.string(), country: z.string() }),
  home: ZSportsTeam,
  away: ZSportsTeam,
  startsAt: z.string(),
  status: z.enum(MATCH_STATUSES),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  /** Football: minute; basketball: quarter and minute; e-sports: map number and its score. */
  clock: z.object({ period: z.string(), minute: z.number().int() }).nullable(),
  /** E-sports: each map's winner so far and the map in play's score. */
  maps: z.array(z.enum(['HOME', 'AWAY'])).optional(),
  mapScore: z.object({ home: z.number().int(), away: z.number().int() }).optional(),
  bestOf: z.number().int().optional(),
  /** Goals, cards, maps: the latest first. */
  events: z.array(z.object({ minute: z.number().int(), kind: z.string(), side: z.enum(['HOME', 'AWAY']) })),
  /** Markets closed for a moment after an event. */
  suspended: z.boolean(),
  markets: z.array(ZSportsMarket),
  /** How many markets the match page shows. */
  marketCount: z.number().int(),
});
export type TSportsMatch = z.infer<typeof ZSportsMatch>;

export const ZSportsLeague = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  sport: ZSportKind,
  count: z.number().int(),
  live: z.number().int(),
});
export type TSportsLeague = z.infer<typeof ZSportsLeague>;

export const ZSportsMatchesQuery = z.object({
  tab: z.enum(['live', 'today', 'early']).default('today'),
  sport: ZSportKind.optional(),
  league: z.string().max(64).optional(),
});

export const ZSportsSessionResponse = z.object({
  success: z.literal(true),
  value: ZGamePageSession.extend({
    vendorCode: ZSportsVendorCode,
    gameCode: z.string(),
    sports: z.array(ZSportKind),
    /** The live acceptance delay (ms) the slip waits before a live bet is taken. */
    liveDelayMs: z.number().int(),
    limits: z.object({ minStake: ZMoney, maxStake: ZMoney, maxLegs: z.number().int() }),
  }),
});
export type TSportsSession = z.infer<typeof ZSportsSessionResponse>['value'];

export const ZSportsMatchesResponse = z.object({
  success: z.literal(true),
  value: z.object({
    matches: z.array(ZSportsMatch),
    leagues: z.array(ZSportsLeague),
    counts: z.object({ live: z.number().int(), today: z.number().int(), early: z.number().int() }),
    serverTime: z.string(),
  }),
});

export const ZSportsMatchResponse = z.object({ success: z.literal(true), value: ZSportsMatch });

// ---------------------------------------------------------------------------------------------
// Slip, bets, cash-out
// ---------------------------------------------------------------------------------------------

export const ZSportsLegInput = z.object({
  matchId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  market: z.string().regex(/^[A-Z0-9_]{1,10}(:-?\d{1,4})?$/),
  selection: z.string().regex(/^[A-Z0-9-]{1,10}$/),
  /** The price the player saw (thousandths). */
  odds: z.number().int().min(1001).max(1_000_000),
});
export type TSportsLegInput = z.infer<typeof ZSportsLegInput>;

export const SPORTS_MAX_LEGS = 10;

export const ZSportsSlipRequest = z.object({
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  kind: z.enum(['SINGLE', 'PARLAY', 'SYSTEM']),
  /** SYSTEM: the size of each combination (2 for 2/3). */
  systemSize: z.number().int().min(1).max(SPORTS_MAX_LEGS).optional(),
  /** SINGLE / PARLAY: the stake; SYSTEM: the stake of each combination. */
  stake: ZPositiveMoney,
  legs: z.array(ZSportsLegInput).min(1).max(SPORTS_MAX_LEGS),
  /** Take a higher price than the one shown without asking. */
  acceptHigher: z.boolean().default(false),
});
export type TSportsSlipRequest = z.infer<typeof ZSportsSlipRequest>;

export const LEG_STATES = ['OPEN', 'WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE', 'VOID'] as const;
export const BET_STATES = ['OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT', 'SETTLING', 'REJECTED'] as const;

export const ZSportsBet = z.object({
  betId: z.string(),
  kind: z.enum(['SINGLE', 'PARLAY', 'SYSTEM']),
  systemSize: z.number().int().nullable(),
  stake: ZMoney,
  /** SYSTEM: the stake of each combination. */
  unitStake: ZMoney,
  odds: z.number().int(),
  potentialReturn: ZMoney,
  status: z.enum(BET_STATES),
  payout: ZMoney.nullable(),
  /** The offer for the whole open stake now (null: not offered). */
  cashOut: ZMoney.nullable(),
  /** The stake still riding (the stake less what partial cash-outs sold). */
  openStake: ZMoney,
  /** What partial cash-outs have paid so far. */
  cashedOut: ZMoney,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(
    z.object({
      matchId: z.string(),
      matchName: z.string(),
      sport: ZSportKind,
      market: z.string(),
      selection: z.string(),
      odds: z.number().int(),
      state: z.enum(LEG_STATES),
      score: z.string().nullable(),
    }),
  ),
});
export type TSportsBet = z.infer<typeof ZSportsBet>;

export const ZSportsSlipResponse = z.object({
  success: z.literal(true),
  value: z.object({ bet: ZSportsBet, balance: ZMoney.nullable() }),
});
export const ZSportsBetsQuery = z.object({
  status: z.enum(['open', 'settled']).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const ZSportsBetsResponse = z.object({
  success: z.literal(true),
  value: z.object({ bets: z.array(ZSportsBet) }),
});
export const ZSportsCashOutRequest = z.object({
  /** The offer the player saw (for `stake`); a lower current offer is SPORTS_ODDS_CHANGED. */
  amount: ZPositiveMoney,
  /**
   * Partial cash-out: the part of the open stake to sell, for its share of the offer; the rest of the
   * bet stays open. Absent (or the whole open stake): the whole bet.
   */
  stake: ZPositiveMoney.optional(),
});

export const ZSportsResultCorrection = z.object({
  matchId: z.string(),
  home: z.number().int().min(0).max(500),
  away: z.number().int().min(0).max(500),
  htHome: z.number().int().min(0).max(500).optional(),
  htAway: z.number().int().min(0).max(500).optional(),
});

// ---------------------------------------------------------------------------------------------
// Socket
// ---------------------------------------------------------------------------------------------

export const ZSportsClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), sessionToken: z.string().min(1).max(200) }),
  z.object({ type: z.literal('ping') }),
]);
export type TSportsServerMessage =
  | { type: 'matches'; matches: TSportsMatch[]; serverTime: string }
  | { type: 'bet'; bet: TSportsBet; balance: string | null }
  | { type: 'pong'; serverTime: string }
  | { type: 'error'; code: string; message: string };
