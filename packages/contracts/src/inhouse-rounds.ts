/** The in-house vendor's rounds, game calls, fairness and jackpot answers (conventions: inhouse.ts). */

import {
  ZFairnessState,
  ZInhouseGameCode,
  ZInhouseGameInfo,
  ZInhouseGameKind,
  ZMultiplier,
  ZRevealedSeed,
} from './inhouse.ts';
import { ZMoney, ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

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
    /**
     * A demo session (a trial member): `balance` is play money the vendor keeps, starting at
     * `startBalance` and never touching the platform's wallet; null for real play.
     */
    demo: z.object({ startBalance: ZMoney }).nullable(),
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
