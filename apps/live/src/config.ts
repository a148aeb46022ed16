import { LIVE_TABLES, type TLiveGameKind, type TLiveTableCode } from '@croupier/contracts';
import { type LiveGameKind, livePayTable, liveSpots } from '@croupier/games';

/** How long each phase of a round lasts on the vendor clock (ms). */
export interface RoundTiming {
  bettingMs: number;
  /** Cockfight: "last call" this long before betting ends (0: none). */
  lastCallMs: number;
  /** The pause between the close and the first reveal step. */
  closedMs: number;
  /** Between two reveal steps, and after the last one before the result. */
  stepMs: number;
  /** How long the result shows before the next round opens. */
  resultMs: number;
}

export const PRODUCTION_TIMING: Record<TLiveGameKind, RoundTiming> = {
  BACCARAT: { bettingMs: 15_000, lastCallMs: 0, closedMs: 1_000, stepMs: 1_000, resultMs: 4_000 },
  DRAGON_TIGER: { bettingMs: 12_000, lastCallMs: 0, closedMs: 1_000, stepMs: 1_000, resultMs: 4_000 },
  ROULETTE: { bettingMs: 18_000, lastCallMs: 0, closedMs: 1_000, stepMs: 3_000, resultMs: 5_000 },
  SIC_BO: { bettingMs: 15_000, lastCallMs: 0, closedMs: 1_000, stepMs: 2_000, resultMs: 4_000 },
  COCKFIGHT: { bettingMs: 20_000, lastCallMs: 5_000, closedMs: 1_000, stepMs: 2_000, resultMs: 5_000 },
};

/** The demo (SEED_DEMO / LIVE_DEMO_TIMING): shorter rounds so a visitor sees several a minute. */
export const DEMO_TIMING: Record<TLiveGameKind, RoundTiming> = {
  BACCARAT: { bettingMs: 10_000, lastCallMs: 0, closedMs: 800, stepMs: 800, resultMs: 3_000 },
  DRAGON_TIGER: { bettingMs: 8_000, lastCallMs: 0, closedMs: 800, stepMs: 800, resultMs: 3_000 },
  ROULETTE: { bettingMs: 10_000, lastCallMs: 0, closedMs: 800, stepMs: 2_000, resultMs: 3_000 },
  SIC_BO: { bettingMs: 10_000, lastCallMs: 0, closedMs: 800, stepMs: 1_500, resultMs: 3_000 },
  COCKFIGHT: { bettingMs: 12_000, lastCallMs: 4_000, closedMs: 800, stepMs: 1_500, resultMs: 3_000 },
};

/** A table's limits in minor units (10,000 per unit): each spot's total per player and round is in [min, spot max]; the player's round total ≤ maxBet. */
export interface TableLimits {
  minBet: bigint;
  maxBet: bigint;
}

const UNIT = 10_000n;
export const DEFAULT_TABLE_LIMITS: Record<TLiveGameKind, TableLimits> = {
  BACCARAT: { minBet: 1n * UNIT, maxBet: 10_000n * UNIT },
  DRAGON_TIGER: { minBet: 1n * UNIT, maxBet: 10_000n * UNIT },
  ROULETTE: { minBet: 1n * UNIT, maxBet: 5_000n * UNIT },
  SIC_BO: { minBet: 1n * UNIT, maxBet: 5_000n * UNIT },
  COCKFIGHT: { minBet: 1n * UNIT, maxBet: 20_000n * UNIT },
};

/** Shoe games: a new shoe when fewer cards than this are left at a round's start (the cut card). */
export const CUT_CARD_AT = 16;
export const SHOE_DECKS = 8;
/** HMAC games: the table seed is replaced (and revealed) after this many rounds. */
export const ROUNDS_PER_SEED = 100;

export const isShoeGame = (game: TLiveGameKind) => game === 'BACCARAT' || game === 'DRAGON_TIGER';

export const gameOf = (table: TLiveTableCode): TLiveGameKind => LIVE_TABLES[table].game;

const spotLimitCache = new Map<string, Map<string, { min: bigint; max: bigint }>>();

/**
 * The spot limits of a game (computed once per game and limits): the minimum is the table's, the maximum the table's maximum divided by
 * the spot's payout ratio (a straight up at 35:1 takes 1/35 of an even-money bet), so no single spot
 * can owe more than the table's maximum win; never below the minimum.
 */
export function spotLimits(
  game: TLiveGameKind,
  limits: TableLimits,
): Map<string, { min: bigint; max: bigint }> {
  const key = `${game}:${limits.minBet}:${limits.maxBet}`;
  const known = spotLimitCache.get(key);
  if (known) return known;
  const payTable = livePayTable(
    game as LiveGameKind,
    game === 'COCKFIGHT' ? { meron: 100, wala: 100 } : undefined,
  );
  const result = new Map<string, { min: bigint; max: bigint }>();
  for (const spot of liveSpots(game as LiveGameKind)) {
    const text = payTable[spot] ?? '1:1';
    // '11:1', '0.95:1', '1:1 / 2:1 / 3:1' (sic bo singles: the largest).
    const ratios = text.split('/').map((part) => Number.parseFloat(part.trim().split(':')[0] ?? '1'));
    const ratio = Math.max(1, ...ratios.filter((r) => Number.isFinite(r)));
    const hundredths = BigInt(Math.round(ratio * 100));
    let max = (limits.maxBet * 100n) / hundredths;
    max -= max % UNIT;
    result.set(spot, { min: limits.minBet, max: max < limits.minBet ? limits.minBet : max });
  }
  spotLimitCache.set(key, result);
  return result;
}
