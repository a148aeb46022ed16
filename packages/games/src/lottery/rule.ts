/** The internal shape of a bet type's maths; each game module builds its rules with these helpers. */
import { BP, type LotteryBetType, type LotteryOdds, type LotteryResult } from './types.ts';

/** A rational with a positive denominator. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/** The maths of one bet type. Selections reaching these functions are already validated. */
export interface BetRule {
  readonly type: LotteryBetType;
  /** Selections of one line must differ from each other (xiên, 11x5 picks). */
  readonly isDistinct?: boolean;
  /** Combinations of a line; a string is the reason a well-formed selection is refused. Default 1. */
  combinations?(selections: readonly string[]): number | string;
  /** Cost = stake × costFactor × combinations when true (box), else stake × costFactor. */
  readonly isChargedPerCombination?: boolean;
  /** What the line wins against a validated result, floored. */
  settle(
    selections: readonly string[],
    result: LotteryResult,
    stake: bigint,
    odds: LotteryOdds | undefined,
  ): bigint;
  /** Worst-case payout per number key; the sum is ≥ settle for every result. */
  exposure(
    selections: readonly string[],
    stake: bigint,
    odds: LotteryOdds | undefined,
  ): readonly { key: string; payout: bigint }[];
  /** Exact expected payout per unit of cost, before the floor to minor units. */
  returnRatio(odds: LotteryOdds | undefined): Ratio;
  /**
   * The result's winning keys of this bet type (see LotteryWinKey, without betType): summing
   * floor(stake × multiplier ÷ divisor) over the rows whose key is the line's win key is `settle`.
   */
  winKeys(result: LotteryResult, odds: LotteryOdds | undefined): readonly WinKeyRow[];
}

/** A win-table row of one bet type. */
export interface WinKeyRow {
  readonly key: string;
  readonly multiplier: bigint;
  readonly divisor: bigint;
}

/** The win key of a line: its one selection, or its selections sorted (code-unit order) and joined by '-'. */
export function lineWinKey(selections: readonly string[]): string {
  return selections.length === 1 ? (selections[0] ?? '') : [...selections].sort().join('-');
}

/** Every k-subset of `values` (kept in the given order), e.g. the xiên pairs of the drawn endings. */
export function subsets<T>(values: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const walk = (start: number, acc: T[]) => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i <= values.length - (k - acc.length); i++) {
      acc.push(values[i] as T);
      walk(i + 1, acc);
      acc.pop();
    }
  };
  walk(0, []);
  return out;
}

/**
 * Every selection a line of `type` may take, as win keys (options, or numbers min..max padded; for
 * several selections their sorted distinct k-subsets). For small domains only (the fast games).
 */
export function selectionDomain(type: LotteryBetType): string[][] {
  const { count, min, max, digits } = type.pick;
  const singles =
    digits === null
      ? [...(type.options ?? [])]
      : Array.from({ length: max - min + 1 }, (_, i) => String(min + i).padStart(digits, '0'));
  return count === 1 ? singles.map((s) => [s]) : subsets([...singles].sort(), count);
}

/** The odds of a bet type: the merchant's figure for its code, else the default; never negative. */
export function oddsOf(
  type: LotteryBetType,
  odds: LotteryOdds | undefined,
  key: string = type.code,
  fallback: bigint = type.defaultOddsBp,
): bigint {
  const v = odds?.[key] ?? fallback;
  if (typeof v !== 'bigint' || v < 0n) throw new RangeError(`odds for ${key} must be a non-negative bigint`);
  return v;
}

/** stake × oddsBp × times / 10000, floored. */
export function pay(stake: bigint, oddsBp: bigint, times: bigint | number = 1n): bigint {
  return (stake * oddsBp * BigInt(times)) / BP;
}

/** Greatest common divisor of two non-negative bigints. */
export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** C(n, k) as a bigint. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/**
 * A bet paying `oddsBp` once with probability wins/outcomes, at cost stake × costFactor: the return
 * per unit cost is oddsBp·wins / (10000·outcomes·costFactor).
 */
export function fixedOddsReturn(oddsBp: bigint, wins: bigint, outcomes: bigint, costFactor = 1n): Ratio {
  return { num: oddsBp * wins, den: BP * outcomes * costFactor };
}
