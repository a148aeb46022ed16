/**
 * The in-house vendor (vassalage `INHOUSE`): the game API its pages call and the crash WebSocket.
 *
 * Served by the vendor service (apps/originals), never by the platform. Flow:
 * 1. the lobby's /wps/game/launchGame makes the platform ask the vendor for a launch URL
 *    `http://<vendor>/play/<gameCode>?token=<launchToken>`; the lobby's /seamless page frames it;
 * 2. the game page POSTs the launch token ONCE to `INHOUSE_API.session` (the token is one-time and
 *    expires after a minute) and gets a vendor game session token;
 * 3. every later call carries that token in the `x-inhouse-session` header (the crash socket takes
 *    it as the `session` query parameter, browsers cannot set socket headers).
 *
 * Conventions of every call:
 * - money is a decimal string of the merchant's currency (4 decimals at most, `ZMoney`), never a
 *   number; multipliers are decimal strings with two decimals ("1.98");
 * - success bodies are `{ success: true, value: ... }`; errors are the platform's
 *   `{ success: false, code, message }` with codes from errors.ts (UNAUTHORIZED / SESSION_EXPIRED for
 *   a missing or dead session, LAUNCH_TOKEN_INVALID, BET_OUT_OF_LIMITS, INSUFFICIENT_FUNDS,
 *   ROUND_IN_PROGRESS, ROUND_CLOSED, BETTING_CLOSED, NOT_FOUND, VALIDATION_FAILED,
 *   SERVICE_UNAVAILABLE when the platform wallet cannot be reached);
 * - a round is provably fair: outcome = f(HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`))
 *   exactly as packages/games fair.ts `FairRandom`; the game's function (packages/games) applied to
 *   `new FairRandom(serverSeed, clientSeed, nonce)` reproduces the round (see `ZInhouseOutcome` for
 *   which function per kind). The server seed is revealed by `rotate`.
 */

import { ZMoney, ZPositiveMoney, ZVendorPlayerId } from './wallet.ts';
import * as z from './z.ts';

/** Header carrying the vendor game session token after the launch-token exchange. */
export const INHOUSE_SESSION_HEADER = 'x-inhouse-session';

/** Every path the vendor serves. `:gameCode` / `:roundId` are path parameters. */
export const INHOUSE_API = {
  /** GET: the game page (the built apps/originals-ui), `?token=<launchToken>`. */
  play: '/play/:gameCode',
  /** POST `ZInhouseSessionRequest` -> `ZInhouseSessionResponse`. Exchanges the one-time launch token. */
  session: '/inhouse/api/session',
  /** GET -> `ZInhouseBalanceResponse`: the platform balance (asked through the vendor protocol). */
  balance: '/inhouse/api/balance',
  /** POST `ZSlotSpinRequest` -> `ZInhouseRoundResponse` (outcome kind `slot`). Slot games only. */
  slotsSpin: '/inhouse/api/slots/spin',
  /** POST `ZDiceRollRequest` -> `ZInhouseRoundResponse` (outcome kind `dice`). Game `ih-dice`. */
  diceRoll: '/inhouse/api/dice/roll',
  /** POST `ZLimboPlayRequest` -> `ZInhouseRoundResponse` (outcome kind `limbo`). Game `ih-limbo`. */
  limboPlay: '/inhouse/api/limbo/play',
  /** POST `ZPlinkoDropRequest` -> `ZInhouseRoundResponse` (outcome kind `plinko`). Game `ih-plinko`. */
  plinkoDrop: '/inhouse/api/plinko/drop',
  /**
   * POST `ZMinesStartRequest` -> `ZInhouseRoundResponse` (outcome kind `mines`, status `open`).
   * The stake is debited now; ROUND_IN_PROGRESS when a mines round is already open (resume it with
   * `minesActive`).
   */
  minesStart: '/inhouse/api/mines/start',
  /**
   * POST `ZMinesRevealRequest` -> `ZInhouseRoundResponse`. A mine settles the round (win 0, status
   * `settled`, mine tiles revealed); revealing every safe tile cashes out automatically.
   */
  minesReveal: '/inhouse/api/mines/reveal',
  /** POST `ZMinesCashoutRequest` -> `ZInhouseRoundResponse` (settled at the current multiplier). */
  minesCashout: '/inhouse/api/mines/cashout',
  /** GET -> `ZInhouseOpenRoundResponse`: the player's open mines round (after a reload), or null. */
  minesActive: '/inhouse/api/mines/active',
  /** GET `?limit=1..100` (default 20) -> `ZInhouseRoundsResponse`: the player's last rounds, newest first. */
  rounds: '/inhouse/api/rounds',
  /** GET -> `ZInhouseOpenRoundResponse` (`value.round`, never null here): one round's recall (the player's own rounds only; NOT_FOUND otherwise). */
  round: '/inhouse/api/rounds/:roundId',
  /** GET -> `ZInhouseFairnessResponse`: the current seed pair commitment and the previous revealed one. */
  fairness: '/inhouse/api/fairness',
  /** POST `ZSetClientSeedRequest` -> `ZInhouseFairnessResponse`. Changing the client seed rotates the server seed. */
  clientSeed: '/inhouse/api/fairness/client-seed',
  /** POST `ZRotateSeedRequest` -> `ZInhouseFairnessResponse` whose `previous` reveals the old server seed. */
  rotateSeed: '/inhouse/api/fairness/rotate',
  /** GET -> `ZInhouseJackpotResponse`: the progressive pool fed by slot bets (platform ledger). */
  jackpot: '/inhouse/api/jackpot',
  /**
   * POST (session header) -> `ZInhouseSocketTicketResponse`: a one-time ticket, valid 60 s, to open the
   * crash socket with (a socket URL lands in logs, so it never carries the session token).
   */
  crashTicket: '/inhouse/api/crash/ticket',
  /** WebSocket `?ticket=<crashTicket>`: the shared crash game (`ZCrashClientMessage` / `ZCrashServerMessage`). */
  crashSocket: '/inhouse/ws/crash',
} as const;

/** Game codes of the in-house catalogue (the platform catalogue's `gameCode`, vassalage INHOUSE). */
export const INHOUSE_SLOT_CODES = [
  'ih-fruit-fiesta',
  'ih-pharaohs-fortune',
  'ih-dragon-pearls',
  'ih-neon-nights',
  'ih-viking-voyage',
  'ih-ocean-treasure',
] as const;
export const INHOUSE_MINI_CODES = ['ih-dice', 'ih-limbo', 'ih-plinko', 'ih-mines', 'ih-crash'] as const;
export const INHOUSE_GAME_CODES = [...INHOUSE_SLOT_CODES, ...INHOUSE_MINI_CODES] as const;
export const ZInhouseGameCode = z.enum(INHOUSE_GAME_CODES);
export type TInhouseGameCode = z.infer<typeof ZInhouseGameCode>;

/** The slot title id in packages/games `SLOT_TITLES` of a slot game code ('ih-fruit-fiesta' -> 'fruit-fiesta'). */
export function inhouseSlotTitleId(code: string): string {
  return code.replace(/^ih-/, '');
}

export const INHOUSE_GAME_KINDS = ['slot', 'dice', 'limbo', 'plinko', 'mines', 'crash'] as const;
export const ZInhouseGameKind = z.enum(INHOUSE_GAME_KINDS);
export type TInhouseGameKind = z.infer<typeof ZInhouseGameKind>;

/** A multiplier for display: decimal string, two decimals ("2.00"). */
export const ZMultiplier = z.string().regex(/^\d{1,20}\.\d{2}$/);

// ---------------------------------------------------------------------------------------------
// Session
// ---------------------------------------------------------------------------------------------

export const ZInhouseSessionRequest = z.object({ launchToken: z.string().min(16).max(128) });
export type TInhouseSessionRequest = z.infer<typeof ZInhouseSessionRequest>;

/** The provably-fair state shown before any bet: the next bet uses `nonce`. */
export const ZFairnessState = z.object({
  /** SHA-256 (hex) of the current, still secret server seed. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the NEXT bet will use (0 after a rotation). */
  nonce: z.number().int().min(0),
});
export type TFairnessState = z.infer<typeof ZFairnessState>;

/** A revealed (rotated-out) seed pair: every bet with nonce 0..lastNonce can now be verified. */
export const ZRevealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Last nonce used with this pair; -1 when none was. */
  lastNonce: z.number().int().min(-1),
});
export type TRevealedSeed = z.infer<typeof ZRevealedSeed>;

/** A symbol of a slot paytable: `pays[k]` coins for k of a kind (index 0..reels), per `betCoins` staked. */
export const ZSlotSymbolInfo = z.object({
  id: z.string().length(1),
  name: z.string(),
  kind: z.enum(['regular', 'wild', 'scatter']),
  pays: z.array(z.number().int()),
});

/** Per-kind rules data for the paytable/rules panel. */
export const ZInhouseRules = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('slot'),
    /** packages/games SLOT_TITLES id; the verifier replays with `playRound(compileTitle(title), rng)`. */
    titleId: z.string(),
    theme: z.string(),
    reels: z.number().int(),
    rows: z.number().int(),
    mode: z.enum(['lines', 'ways']),
    /** Row (0 = top) per reel of every line; empty for ways. */
    lines: z.array(z.array(z.number().int())),
    /** A round stakes `betCoins` coins: win = bet × totalCoins / betCoins (floored to the minor unit). */
    betCoins: z.number().int(),
    symbols: z.array(ZSlotSymbolInfo),
    /** Free spins awarded by scatter count (index = count). */
    freeSpins: z.array(z.number().int()),
    freeSpinMultiplier: z.number().int(),
    /** Share of each bet that feeds the progressive jackpot, in basis points (1/10000). */
    jackpotContributionBps: z.number().int(),
    /** Jackpot chance per spin = bet / jackpotOddsStake (decimal string of money, see jackpot rules text). */
    jackpotOddsStake: ZMoney,
  }),
  z.object({ kind: z.literal('dice'), minChance: z.number(), maxChance: z.number() }),
  z.object({ kind: z.literal('limbo'), minTarget: ZMultiplier, maxTarget: ZMultiplier }),
  z.object({
    kind: z.literal('plinko'),
    minRows: z.number().int(),
    maxRows: z.number().int(),
    risks: z.array(z.enum(['low', 'medium', 'high'])),
    /** tables[risk][rows] = multipliers in hundredths (integers) for slots 0..rows. */
    tables: z.record(z.string(), z.record(z.string(), z.array(z.number().int()))),
  }),
  z.object({
    kind: z.literal('mines'),
    tiles: z.literal(25),
    minMines: z.number().int(),
    maxMines: z.number().int(),
  }),
  z.object({
    kind: z.literal('crash'),
    /** Betting phase length in ms. */
    bettingMs: z.number().int(),
    /** Multiplier curve: m(t) = floor(100·e^(growthPerMs·t)) / 100 for t ms since the start (`crashMultiplierAt`). */
    growthPerMs: z.number(),
    /** SHA-256 commitment of the crash hash chain (see packages/games crash.ts) and the public salt. */
    chainCommitment: z.string(),
    salt: z.string(),
  }),
]);
export type TInhouseRules = z.infer<typeof ZInhouseRules>;

export const ZInhouseGameInfo = z.object({
  code: ZInhouseGameCode,
  /** Title in the session language. */
  title: z.string(),
  kind: ZInhouseGameKind,
  /** Return to player as a percentage string ("96.02"), the house edge is 100 − rtp. */
  rtp: z.string(),
  minBet: ZPositiveMoney,
  maxBet: ZPositiveMoney,
  rules: ZInhouseRules,
});
export type TInhouseGameInfo = z.infer<typeof ZInhouseGameInfo>;

// ---------------------------------------------------------------------------------------------
// Rounds
// ---------------------------------------------------------------------------------------------

/** One slot spin in recall: the same fields as packages/games `SpinOutcome`. */
export const ZSlotSpinOutcome = z.object({
  stops: z.array(z.number().int()),
  /** window[reel][row] symbol ids. */
  window: z.array(z.array(z.string())),
  lineWins: z.array(
    z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), coins: z.number() }),
  ),
  waysWins: z.array(
    z.object({ symbol: z.string(), count: z.number().int(), ways: z.number().int(), coins: z.number() }),
  ),
  scatter: z.object({ count: z.number().int(), coins: z.number() }),
  freeSpinsAwarded: z.number().int(),
  multiplier: z.number().int(),
  totalCoins: z.number(),
});
export type TSlotSpinOutcome = z.infer<typeof ZSlotSpinOutcome>;

/**
 * What happened in a round, by kind. Replaying with packages/games on `FairRandom(serverSeed,
 * clientSeed, nonce)`: slot `playRound`; dice `playDice`; limbo `playLimbo`; plinko `playPlinko`;
 * mines `minesLayout`; crash uses the round hash chain instead (`crashPoint(roundHash, salt)`).
 */
export const ZInhouseOutcome = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('slot'),
    titleId: z.string(),
    base: ZSlotSpinOutcome,
    freeSpins: z.array(ZSlotSpinOutcome),
    totalCoins: z.number(),
    betCoins: z.number().int(),
    /** Jackpot draw of this spin: won when `roll` < `chance` (both out of 2^32, roll = the next fair word after the round). */
    jackpot: z.object({ roll: z.number().int(), chance: z.number().int(), isWon: z.boolean() }),
  }),
  z.object({
    kind: z.literal('dice'),
    /** 0..9999, shown as roll/100 (00.00–99.99). */
    roll: z.number().int(),
    /** Hundredths (4950 = 49.50). */
    target: z.number().int(),
    direction: z.enum(['under', 'over']),
    isWin: z.boolean(),
  }),
  z.object({
    kind: z.literal('limbo'),
    /** Drawn multiplier. */
    result: ZMultiplier,
    target: ZMultiplier,
    isWin: z.boolean(),
  }),
  z.object({
    kind: z.literal('plinko'),
    rows: z.number().int(),
    risk: z.enum(['low', 'medium', 'high']),
    /** true = right at each row. */
    path: z.array(z.boolean()),
    slot: z.number().int(),
  }),
  z.object({
    kind: z.literal('mines'),
    mines: z.number().int(),
    /** Tiles revealed so far (0..24, row-major), in order. */
    revealed: z.array(z.number().int()),
    /** The mine layout: null while the round is open (shown once it is settled). */
    mineTiles: z.array(z.number().int()).nullable(),
    /** True when a revealed tile was a mine. */
    isBust: z.boolean(),
    /** Cash-out multiplier now (after `revealed.length` safe tiles) and after one more safe tile. */
    currentMultiplier: ZMultiplier,
    nextMultiplier: ZMultiplier.nullable(),
  }),
  z.object({
    kind: z.literal('crash'),
    crashRoundId: z.string(),
    /** Bust point of the crash round (null while running). */
    bust: ZMultiplier.nullable(),
    /** Where the player cashed out, null when they did not (lost). */
    cashOut: ZMultiplier.nullable(),
    /** Round hash (revealed at the bust) of the chain. */
    roundHash: z.string().nullable(),
  }),
]);
export type TInhouseOutcome = z.infer<typeof ZInhouseOutcome>;

export const ROUND_STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** A round, as recalled: the player's own rounds only. */
export const ZInhouseRound = z.object({
  roundId: z.string(),
  gameCode: ZInhouseGameCode,
  kind: ZInhouseGameKind,
  /**
   * open: stake taken, not settled yet (a mines round in play, a crash bet riding, or a win the
   * platform has not confirmed yet: the vendor keeps retrying it, so it turns `settled`);
   * settled: win paid (may be 0); rolled_back: stake refunded (the bet's answer was lost, or the
   * round was interrupted).
   */
  status: z.enum(ROUND_STATUSES),
  bet: ZMoney,
  /** Total credited (game win + jackpot win); "0" while open or lost. */
  win: ZMoney,
  /** Multiplier paid (win / bet of the game, excluding the jackpot). */
  multiplier: ZMultiplier,
  jackpotWin: ZMoney,
  /** Platform balance before the bet and after the settlement (null while unknown/open). */
  balanceBefore: ZMoney.nullable(),
  balanceAfter: ZMoney.nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  fairness: z.object({
    serverSeedHash: z.string(),
    /** Revealed after a rotation; null while the pair is active. */
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  }),
  outcome: ZInhouseOutcome,
});
export type TInhouseRound = z.infer<typeof ZInhouseRound>;

/** The answer of every round call: the round and the balance now. */
export const ZInhouseRoundResponse = z.object({
  success: z.literal(true),
  value: z.object({ round: ZInhouseRound, balance: ZMoney, fairness: ZFairnessState }),
});
export type TInhouseRoundResponse = z.infer<typeof ZInhouseRoundResponse>;

export const ZInhouseOpenRoundResponse = z.object({
  success: z.literal(true),
  value: z.object({ round: ZInhouseRound.nullable() }),
});

export const ZInhouseRoundsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
/** A round id as the vendor mints it (`r…`, URL-safe, at most 64 characters). */
export const ZInhouseRoundId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const ZInhouseRoundParams = z.object({ roundId: ZInhouseRoundId });
export const ZInhouseRoundsResponse = z.object({
  success: z.literal(true),
  value: z.object({ list: z.array(ZInhouseRound) }),
});
export type TInhouseRoundsResponse = z.infer<typeof ZInhouseRoundsResponse>;

export const ZInhouseSessionResponse = z.object({
  success: z.literal(true),
  value: z.object({
    sessionToken: z.string(),
    player: z.object({ displayName: z.string() }),
    currency: z.string(),
    balance: ZMoney,
    /** The session language (EN, CN, VI, TH). */
    language: z.string(),
    game: ZInhouseGameInfo,
    fairness: ZFairnessState,
    /** An unfinished round of this game (mines) to resume; slots/dice/limbo/plinko never stay open. */
    openRound: ZInhouseRound.nullable(),
    /** Where the lobby is (the platform's backUrl), may be null. */
    lobbyUrl: z.string().nullable(),
  }),
});
export type TInhouseSessionResponse = z.infer<typeof ZInhouseSessionResponse>;

export const ZInhouseBalanceResponse = z.object({
  success: z.literal(true),
  value: z.object({ balance: ZMoney, currency: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Game calls
// ---------------------------------------------------------------------------------------------

export const ZSlotSpinRequest = z.object({ bet: ZPositiveMoney });
export type TSlotSpinRequest = z.infer<typeof ZSlotSpinRequest>;

/** Dice: `target` in hundredths; win chance (under: target, over: 10000 − target) within 1 %..98 %. */
export const ZDiceRollRequest = z.object({
  bet: ZPositiveMoney,
  target: z.number().int().min(100).max(9900),
  direction: z.enum(['under', 'over']),
});
export type TDiceRollRequest = z.infer<typeof ZDiceRollRequest>;

/** Limbo: target multiplier 1.01..1000000.00 as a decimal string (two decimals at most). */
export const ZLimboPlayRequest = z.object({
  bet: ZPositiveMoney,
  target: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .refine((t) => Number(t) >= 1.01 && Number(t) <= 1_000_000, '1.01 to 1000000'),
});
export type TLimboPlayRequest = z.infer<typeof ZLimboPlayRequest>;

export const ZPlinkoDropRequest = z.object({
  bet: ZPositiveMoney,
  rows: z.number().int().min(8).max(16),
  risk: z.enum(['low', 'medium', 'high']),
});
export type TPlinkoDropRequest = z.infer<typeof ZPlinkoDropRequest>;

export const ZMinesStartRequest = z.object({ bet: ZPositiveMoney, mines: z.number().int().min(1).max(24) });
export type TMinesStartRequest = z.infer<typeof ZMinesStartRequest>;
export const ZMinesRevealRequest = z.object({
  roundId: ZInhouseRoundId,
  tile: z.number().int().min(0).max(24),
});
export type TMinesRevealRequest = z.infer<typeof ZMinesRevealRequest>;
export const ZMinesCashoutRequest = z.object({ roundId: ZInhouseRoundId });
export type TMinesCashoutRequest = z.infer<typeof ZMinesCashoutRequest>;

// ---------------------------------------------------------------------------------------------
// Fairness and jackpot
// ---------------------------------------------------------------------------------------------

export const ZInhouseFairnessResponse = z.object({
  success: z.literal(true),
  value: z.object({ current: ZFairnessState, previous: ZRevealedSeed.nullable() }),
});
export type TInhouseFairnessResponse = z.infer<typeof ZInhouseFairnessResponse>;

export const ZClientSeed = z.string().regex(/^[\x21-\x7e]{1,64}$/, '1-64 printable characters, no spaces');
/** Sets a new client seed; the server seed rotates at the same time (the old one is revealed). */
export const ZSetClientSeedRequest = z.object({ clientSeed: ZClientSeed });
/** Rotates the server seed, optionally with a new client seed. */
export const ZRotateSeedRequest = z.object({ clientSeed: ZClientSeed.optional() });

export const ZInhouseJackpotResponse = z.object({
  success: z.literal(true),
  value: z.object({ amount: ZMoney, currency: z.string() }),
});

export const ZInhouseSocketTicketResponse = z.object({
  success: z.literal(true),
  value: z.object({ ticket: z.string(), expiresAt: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Crash (WebSocket, JSON text frames)
// ---------------------------------------------------------------------------------------------

/** Growth of the crash multiplier per millisecond: 2× after ~11.6 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

/**
 * The crash multiplier in hundredths t ms after the start: floor(100·e^(g·t)), never below 100.
 * `growthPerMs` is the game's `rules.growthPerMs` (CRASH_GROWTH_PER_MS in production).
 */
export function crashMultiplierAt(elapsedMs: number, growthPerMs: number = CRASH_GROWTH_PER_MS): number {
  if (elapsedMs <= 0) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(growthPerMs * elapsedMs)));
}

/** Ms after the start at which the multiplier reaches `hundredths` (inverse of `crashMultiplierAt`). */
export function crashElapsedFor(hundredths: number, growthPerMs: number = CRASH_GROWTH_PER_MS): number {
  if (hundredths <= 100) return 0;
  return Math.ceil(Math.log(hundredths / 100) / growthPerMs);
}

/** Messages from the browser. `requestId` is echoed in the `ack` or `error` answering it. */
export const ZCrashClientMessage = z.discriminatedUnion('type', [
  /** Join the next round (only in the betting phase); `autoCashOut` in hundredths (≥ 101) is optional. */
  z.object({
    type: z.literal('bet'),
    requestId: z.string().max(64),
    bet: ZPositiveMoney,
    autoCashOut: z.number().int().min(101).max(100_000_000).nullable().optional(),
  }),
  /** Cash out now: the server takes the multiplier at ITS receipt time; after the bust it is refused. */
  z.object({ type: z.literal('cashout'), requestId: z.string().max(64) }),
  z.object({ type: z.literal('ping') }),
]);
export type TCrashClientMessage = z.infer<typeof ZCrashClientMessage>;

export const CRASH_PHASES = ['betting', 'running', 'busted'] as const;

export const ZCrashPlayer = z.object({
  /** Masked display name ("de***er"). */
  name: z.string(),
  bet: ZMoney,
  /** Cash-out multiplier, null while riding or when lost. */
  cashOut: ZMultiplier.nullable(),
  win: ZMoney.nullable(),
  isMe: z.boolean(),
});
export type TCrashPlayer = z.infer<typeof ZCrashPlayer>;

export const ZCrashRoundState = z.object({
  crashRoundId: z.string(),
  phase: z.enum(CRASH_PHASES),
  /** Server epoch ms when betting closes (betting phase). */
  bettingEndsAt: z.number().nullable(),
  /** Server epoch ms when the multiplier started rising (running/busted). */
  startedAt: z.number().nullable(),
  /** Bust multiplier (busted phase only). */
  bust: ZMultiplier.nullable(),
  /** Round hash, revealed at the bust; `commitment` is the hash of the previous round (chain link). */
  roundHash: z.string().nullable(),
  previousHash: z.string(),
});
export type TCrashRoundState = z.infer<typeof ZCrashRoundState>;

/** Messages from the server. */
export const ZCrashServerMessage = z.discriminatedUnion('type', [
  /** Full state: sent on connect and at every phase change. `serverTime` lets the page align its clock. */
  z.object({
    type: z.literal('state'),
    serverTime: z.number(),
    round: ZCrashRoundState,
    players: z.array(ZCrashPlayer),
    /** Last busts, newest first. */
    history: z.array(z.object({ crashRoundId: z.string(), bust: ZMultiplier })),
    balance: ZMoney,
    currency: z.string(),
  }),
  /** Running phase, every ~100 ms. */
  z.object({
    type: z.literal('tick'),
    crashRoundId: z.string(),
    multiplier: ZMultiplier,
    elapsedMs: z.number(),
  }),
  /** The player list changed (a bet joined, someone cashed out). */
  z.object({ type: z.literal('players'), crashRoundId: z.string(), players: z.array(ZCrashPlayer) }),
  /** Answer to this player's own `bet` or `cashout`. */
  z.object({
    type: z.literal('ack'),
    requestId: z.string(),
    action: z.enum(['bet', 'cashout']),
    crashRoundId: z.string(),
    roundId: z.string(),
    bet: ZMoney,
    cashOut: ZMultiplier.nullable(),
    win: ZMoney.nullable(),
    balance: ZMoney,
  }),
  /** This player's round settled (a cash-out, an auto cash-out or a loss at the bust). */
  z.object({
    type: z.literal('settled'),
    crashRoundId: z.string(),
    roundId: z.string(),
    win: ZMoney,
    cashOut: ZMultiplier.nullable(),
    balance: ZMoney,
  }),
  z.object({
    type: z.literal('error'),
    requestId: z.string().nullable(),
    code: z.string(),
    message: z.string(),
  }),
  z.object({ type: z.literal('pong'), serverTime: z.number() }),
]);
export type TCrashServerMessage = z.infer<typeof ZCrashServerMessage>;

// ---------------------------------------------------------------------------------------------
// Vendor <-> platform (server to server; not used by the game pages)
// ---------------------------------------------------------------------------------------------

/** Platform -> vendor launch (signed with the merchant's vendor credential, same headers as the wallet protocol). */
export const INHOUSE_VENDOR_API = {
  /** POST `ZInhouseLaunchRequest` -> `ZInhouseLaunchResponse`. */
  launch: '/inhouse/platform/launch',
  /** POST `ZInhouseOperatorRegistration` with header x-vendor-admin-key -> `{ success: true }`. */
  operators: '/inhouse/admin/operators',
  health: '/inhouse/healthz',
} as const;

/** Header carrying the vendor's own admin key (operator onboarding). */
export const INHOUSE_ADMIN_KEY_HEADER = 'x-vendor-admin-key';

export const ZInhouseLaunchRequest = z.object({
  requestId: z.string().min(1).max(128),
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  /** `<merchantCode>:<memberId>` as in the wallet protocol. */
  playerId: ZVendorPlayerId,
  displayName: z.string().min(1).max(64),
  currency: z.string().min(3).max(8),
  gameCode: ZInhouseGameCode,
  language: z.string().max(8),
  device: z.string().max(16).optional(),
  backUrl: z.string().max(500).nullable().optional(),
});
export type TInhouseLaunchRequest = z.infer<typeof ZInhouseLaunchRequest>;

export const ZInhouseLaunchResponse = z.object({
  success: z.literal(true),
  value: z.object({ url: z.string(), expiresAt: z.string() }),
});
export type TInhouseLaunchResponse = z.infer<typeof ZInhouseLaunchResponse>;

/** An operator (merchant) onboarded on the vendor: where its wallet is and the credential it issued. */
export const ZInhouseOperatorRegistration = z.object({
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  platformUrl: z.string().url(),
  vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  keyId: z.string().min(1).max(128),
  secret: z.string().min(16).max(256),
  currency: z.string().min(3).max(8),
});
export type TInhouseOperatorRegistration = z.infer<typeof ZInhouseOperatorRegistration>;

// ---------------------------------------------------------------------------------------------
// Vendor -> platform additions to the signed vendor protocol (same headers and signature as the
// wallet calls): progressive jackpot pools held in the platform ledger, and catalogue registration.
// ---------------------------------------------------------------------------------------------

export const VENDOR_JACKPOT_API = {
  /** POST `ZJackpotContributeRequest` -> `ZJackpotValue`: vendor account -> pool, idempotent by transactionId. */
  contribute: '/vendor-api/v1/:vendorCode/jackpot/contribute',
  /** POST `ZJackpotAwardRequest` -> `ZJackpotValue`: the whole pool -> the player's wallet, idempotent by transactionId. */
  award: '/vendor-api/v1/:vendorCode/jackpot/award',
  /** POST `ZJackpotPoolRequest` -> `ZJackpotValue` (amount "0"): the pool's balance. */
  pool: '/vendor-api/v1/:vendorCode/jackpot/pool',
  /** POST `ZVendorCatalogueRequest` -> `{ success, value: { upserted } }`: the vendor's games (its own vassalage only). */
  catalogue: '/vendor-api/v1/:vendorCode/catalogue',
} as const;

export const ZJackpotPoolCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);

export const ZJackpotContributeRequest = z.object({
  requestId: z.string().min(1).max(128),
  transactionId: z.string().min(1).max(128),
  roundId: z.string().min(1).max(128),
  playerId: ZVendorPlayerId,
  gameCode: z.string().min(1).max(128),
  poolCode: ZJackpotPoolCode,
  amount: ZPositiveMoney,
});
export type TJackpotContributeRequest = z.infer<typeof ZJackpotContributeRequest>;

export const ZJackpotAwardRequest = ZJackpotContributeRequest.omit({ amount: true });
export type TJackpotAwardRequest = z.infer<typeof ZJackpotAwardRequest>;

export const ZJackpotPoolRequest = z.object({
  requestId: z.string().min(1).max(128),
  poolCode: ZJackpotPoolCode,
});

export const ZJackpotValue = z.object({
  requestId: z.string(),
  poolCode: z.string(),
  /** The pool after the call. */
  pool: z.string(),
  /** What this call moved (the award: the pool at the time of the award; a replay returns the first answer). */
  amount: z.string(),
  /** The player's balance after an award (absent otherwise). */
  balance: z.string().optional(),
  currency: z.string(),
  transactionId: z.string().optional(),
});
export type TJackpotValue = z.infer<typeof ZJackpotValue>;

/** One game of a vendor's catalogue registration (the vassalage is the signing vendor's code). */
export const ZVendorCatalogueGame = z.object({
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  gameId: z.string().min(1).max(64),
  /** Slots list under RNG, mini games under BGS (the lobby's mini-games page); INHOUSE is the vendor's own lane. */
  gameType: z.enum(['RNG', 'BGS', 'INHOUSE']),
  name: z.string().min(1).max(120),
  names: z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().min(1).max(120)),
  iconUrl: z.string().max(2000),
  tags: z.array(z.string().min(1).max(32)).max(20),
  rtp: z.string().regex(/^\d{1,3}(\.\d{1,3})?$/),
  isHot: z.boolean(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
});
export const ZVendorCatalogueRequest = z.object({
  requestId: z.string().min(1).max(128),
  displayName: z.string().min(1).max(80),
  games: z.array(ZVendorCatalogueGame).min(1).max(200),
});
export type TVendorCatalogueRequest = z.infer<typeof ZVendorCatalogueRequest>;
