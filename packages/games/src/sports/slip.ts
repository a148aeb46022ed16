import { type LegOutcome, parlayReturn } from './settle.ts';

/**
 * System bets: "k/n" is every parlay of k legs out of the n selections, each staked the unit stake
 * (2/3: three doubles). A combination of one leg is a single.
 */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k < 1 || k > items.length) return [];
  const out: T[][] = [];
  const pick = (start: number, chosen: T[]) => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i] as T);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/** How many combinations a k/n system has: n choose k. */
export function combinationCount(n: number, k: number): number {
  if (k < 1 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/** What a k/n system returns: the sum of each combination's parlay return on `unitStake`. */
export function systemReturn(
  unitStake: bigint,
  size: number,
  legs: readonly { outcome: LegOutcome; oddsMilli: number }[],
): bigint {
  let total = 0n;
  for (const combo of combinations(legs, size)) total += parlayReturn(unitStake, combo);
  return total;
}

/** The most a k/n system can return: every leg wins. */
export function systemMaxReturn(unitStake: bigint, size: number, oddsMilli: readonly number[]): bigint {
  return systemReturn(
    unitStake,
    size,
    oddsMilli.map((o) => ({ outcome: 'WIN' as const, oddsMilli: o })),
  );
}

/**
 * The cash-out offer of an open bet (single or parlay): what it is worth at the current prices,
 * minus the operator's cash-out margin (per mille). A settled leg counts by its result
 * (multiplier), an open leg by placed odds / current odds (the current price already holds the
 * book's margin, so a bet whose prices have not moved is offered less than its stake). A lost leg,
 * or a leg without a price (suspended), offers nothing.
 */
export function cashOutValue(
  stake: bigint,
  legs: readonly (
    | { state: 'OPEN'; placedOddsMilli: number; currentOddsMilli: number | null }
    | { state: 'SETTLED'; outcome: LegOutcome; placedOddsMilli: number }
  )[],
  marginPermille: number,
): bigint {
  let num = stake * BigInt(1000 - marginPermille);
  let den = 1000n;
  for (const leg of legs) {
    if (leg.state === 'OPEN') {
      if (leg.currentOddsMilli === null || leg.currentOddsMilli <= 1000) return 0n;
      num *= BigInt(leg.placedOddsMilli);
      den *= BigInt(leg.currentOddsMilli);
    } else {
      if (leg.outcome === 'LOSE') return 0n;
      const r = parlayReturn(1_000_000n, [{ outcome: leg.outcome, oddsMilli: leg.placedOddsMilli }]);
      num *= r;
      den *= 1_000_000n;
    }
  }
  return num / den;
}
