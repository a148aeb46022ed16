/**
 * Helpers around the agreed interface for the bet slip and the results page: quick picks, hot/cold
 * statistics over past results, and the house edge as a percentage for display.
 */
import { type RandomSource, uniformInt } from '../rng.ts';
import { findBetType, priceLine } from './lottery.ts';
import type { LotteryEdge, LotteryKind, LotteryResult } from './types.ts';

/**
 * A random valid selection for a bet type (the bet slip's quick pick): distinct values where a line
 * takes several, and for box bets a number with at least two different digits. Throws a RangeError
 * for an unknown bet type.
 */
export function randomSelections(kind: LotteryKind, betType: string, rng: RandomSource): string[] {
  const type = findBetType(kind, betType);
  if (type === undefined) throw new RangeError(`${kind} has no bet type ${betType}`);
  const { count, min, max, digits } = type.pick;
  const one = (): string => {
    if (digits === null) {
      const options = type.options ?? [];
      return options[uniformInt(rng, options.length)] ?? '';
    }
    return String(min + uniformInt(rng, max - min + 1)).padStart(digits, '0');
  };
  for (;;) {
    const picked: string[] = [];
    while (picked.length < count) {
      const s = one();
      if (!picked.includes(s)) picked.push(s);
    }
    if (priceLine(kind, { betType, selections: picked, stake: 1n }).ok) return picked;
  }
}

/** How often one key came up over a window of results, and how many draws ago it last did. */
export interface LotteryTrend {
  readonly key: string;
  readonly count: number;
  /** Draws since it last came up (0 = in the newest result), null when not in the window. */
  readonly drawsAgo: number | null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The keys a kind's trends count, and the keys one result contributes (with repeats). */
function trendKeys(kind: LotteryKind): { all: string[]; of: (r: LotteryResult) => string[] } {
  const numbers = (r: LotteryResult) => r.tiers.flatMap((t) => t.numbers);
  const positional = (positions: number, values: string[]) => ({
    all: Array.from({ length: positions }, (_, p) => values.map((v) => `${p + 1}:${v}`)).flat(),
    of: (r: LotteryResult) => numbers(r).map((n, p) => `${p + 1}:${n}`),
  });
  const digits = Array.from({ length: 10 }, (_, d) => String(d));
  switch (kind) {
    case 'VN_NORTH':
    case 'VN_SOUTH':
      return {
        all: Array.from({ length: 100 }, (_, n) => pad2(n)),
        of: (r) => numbers(r).map((n) => n.slice(-2)),
      };
    case 'SEA_4D':
      return {
        all: Array.from({ length: 4 }, (_, p) => digits.map((d) => `${p + 1}:${d}`)).flat(),
        of: (r) => numbers(r).flatMap((n) => n.split('').map((d, p) => `${p + 1}:${d}`)),
      };
    case 'FAST_5D':
      return positional(5, digits);
    case 'FAST_RACE':
      return positional(
        10,
        Array.from({ length: 10 }, (_, c) => pad2(c + 1)),
      );
    case 'FAST_DICE':
      return { all: ['1', '2', '3', '4', '5', '6'], of: numbers };
    case 'FAST_11X5':
      return { all: Array.from({ length: 11 }, (_, b) => pad2(b + 1)), of: numbers };
  }
}

/**
 * Hot and cold statistics over past results, newest first: per key, its count and how many draws
 * ago it last came up. Keys: VN the lô endings '00'–'99' (counted per occurrence; a number absent
 * for many draws is "lô gan"); SEA_4D and FAST_5D `${position}:${digit}`; FAST_RACE `${rank}:${car}`;
 * FAST_DICE the faces; FAST_11X5 the balls. Every key is listed, in key order, zero counts included.
 */
export function lotteryTrends(
  kind: LotteryKind,
  newestFirst: readonly LotteryResult[],
): readonly LotteryTrend[] {
  const { all, of } = trendKeys(kind);
  const count = new Map<string, number>(all.map((k) => [k, 0]));
  const ago = new Map<string, number>();
  newestFirst.forEach((r, i) => {
    if (r.kind !== kind) throw new RangeError(`a ${r.kind} result among ${kind} results`);
    for (const k of of(r)) {
      count.set(k, (count.get(k) ?? 0) + 1);
      if (!ago.has(k)) ago.set(k, i);
    }
  });
  return all.map((key) => ({ key, count: count.get(key) ?? 0, drawsAgo: ago.get(key) ?? null }));
}

/** The house edge as a percentage string truncated to `digits` places, e.g. 1/36 → '2.77'. */
export function formatEdgePercent(edge: LotteryEdge, digits = 2): string {
  const scale = 10n ** BigInt(digits);
  const negative = edge.numerator < 0n;
  const scaled = ((negative ? -edge.numerator : edge.numerator) * 100n * scale) / edge.denominator;
  const whole = (scaled / scale).toString();
  const frac = digits === 0 ? '' : `.${(scaled % scale).toString().padStart(digits, '0')}`;
  return `${negative ? '-' : ''}${whole}${frac}`;
}
