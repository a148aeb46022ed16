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

import { ZMoney, ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

/** Header carrying the vendor game session token after the launch-token exchange. */
export const INHOUSE_SESSION_HEADER = 'x-inhouse-session';

/** Every path the vendor serves. `:gameCode` / `:roundId` are path parameters. */
export const INHOUSE_API = {
  /** GET: the game page (the built apps/originals-ui), `?token=<launchToken>`. */
  play: '/play/:gameCode',
  /** POST `ZInhouseSessionRequest` -> `ZInhouseSessionResponse`. Exchanges the one-time launch token. */
  session: '/inhouse/api/session',
  /** GET -> `ZInhouseBalanceResponse`: the platform balance (asked through the vendor protocol); in a demo session the play money. */
  balance: '/inhouse/api/balance',
  /** POST (demo sessions only, else FORBIDDEN) -> `ZInhouseBalanceResponse`: the play money back to its starting amount. */
  demoReset: '/inhouse/api/demo/reset',
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

// Rounds and game calls: inhouse-rounds.ts; the crash socket: inhouse-crash.ts; the vendor <-> platform
// calls (launch, operator onboarding, jackpot, catalogue): vendor-platform.ts.
