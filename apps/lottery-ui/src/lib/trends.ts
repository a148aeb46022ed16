import type { TLotteryKind, TLotteryTier } from '@croupier/contracts';

/**
 * Hot and cold numbers over recent results, counted the way players of each game read them: the
 * Vietnamese and 4D draws by the last two digits of every prize (the lô players bet on), the 5D
 * game by digit, racing by the winning car, dice by face, 11x5 by ball.
 */

/** One number of the trend board: how often it came in the window and how many draws since it last did. */
export interface TrendEntry {
  readonly key: string;
  readonly count: number;
  /** Draws since it last appeared (0: in the latest draw); the window's size when it never did. */
  readonly gap: number;
}

const range = (from: number, to: number, digits: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(digits, '0'));

/** Every key the trend board of a kind shows. */
export function trendUniverse(kind: TLotteryKind): string[] {
  switch (kind) {
    case 'VN_NORTH':
    case 'VN_SOUTH':
    case 'SEA_4D':
      return range(0, 99, 2);
    case 'FAST_5D':
      return range(0, 9, 1);
    case 'FAST_RACE':
      return range(1, 10, 2);
    case 'FAST_DICE':
      return range(1, 6, 1);
    case 'FAST_11X5':
      return range(1, 11, 2);
  }
}

/** The keys one result contributes (with repeats: a lô ending drawn twice counts twice). */
export function trendKeys(kind: TLotteryKind, tiers: readonly TLotteryTier[]): string[] {
  const numbers = tiers.flatMap((tier) => tier.numbers);
  switch (kind) {
    case 'VN_NORTH':
    case 'VN_SOUTH':
    case 'SEA_4D':
      return numbers.map((n) => n.slice(-2));
    case 'FAST_RACE':
      return numbers.slice(0, 1);
    default:
      return numbers;
  }
}

/** The trend board of results given newest first; results without numbers are skipped. */
export function trendBoard(
  kind: TLotteryKind,
  results: readonly (readonly TLotteryTier[] | null)[],
): TrendEntry[] {
  const drawn = results.filter((tiers): tiers is readonly TLotteryTier[] => tiers !== null);
  const counts = new Map<string, number>();
  const gaps = new Map<string, number>();
  drawn.forEach((tiers, index) => {
    for (const key of trendKeys(kind, tiers)) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (!gaps.has(key)) gaps.set(key, index);
    }
  });
  return trendUniverse(kind).map((key) => ({
    key,
    count: counts.get(key) ?? 0,
    gap: gaps.get(key) ?? drawn.length,
  }));
}

/** The `n` hottest (most frequent, then most recent) and coldest (longest absent, then least frequent) keys. */
export function hotAndCold(
  board: readonly TrendEntry[],
  n: number,
): { hot: TrendEntry[]; cold: TrendEntry[] } {
  const hot = [...board].sort((a, b) => b.count - a.count || a.gap - b.gap || a.key.localeCompare(b.key));
  const cold = [...board].sort((a, b) => b.gap - a.gap || a.count - b.count || a.key.localeCompare(b.key));
  return { hot: hot.slice(0, n), cold: cold.slice(0, n) };
}
