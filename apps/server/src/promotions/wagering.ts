/**
 * The bonus wallet's arithmetic, pure and in bigint minor units: what a deposit match pays, what a
 * bonus must be wagered, how much of a bet counts, and the progress shown to the member.
 */

/** The bonus a deposit earns: `percent` of it, at most `cap`; nothing below `minDeposit`. */
export function depositMatchBonus(
  deposit: bigint,
  rule: { percent: number; cap: bigint; minDeposit: bigint },
) {
  if (deposit <= 0n || deposit < rule.minDeposit) return 0n;
  const matched = (deposit * BigInt(rule.percent)) / 100n;
  return matched < rule.cap ? matched : rule.cap;
}

/** The wagering a bonus needs: `multiplier` times the bonus, or the bonus and its deposit. */
export function wageringRequirement(
  bonus: bigint,
  deposit: bigint,
  rule: { multiplier: number; base: 'bonus' | 'bonus_deposit' },
): bigint {
  const base = rule.base === 'bonus_deposit' ? bonus + deposit : bonus;
  return base * BigInt(rule.multiplier);
}

/**
 * How much of a bet counts towards wagering: its game type's weight in whole percent (a type the
 * promotion does not list counts nothing), rounded down to the minor unit.
 */
export function wageringContribution(
  bet: bigint,
  gameType: string | null,
  weights: Readonly<Record<string, number>>,
): bigint {
  if (bet <= 0n || gameType === null) return 0n;
  const weight = weights[gameType] ?? 0;
  if (weight <= 0) return 0n;
  return (bet * BigInt(Math.min(100, Math.trunc(weight)))) / 100n;
}

/** Whole percent of the requirement met, 0 to 100 (a bonus with no requirement is at 100). */
export function wageringProgress(done: bigint, required: bigint): number {
  if (required <= 0n || done >= required) return 100;
  return Number((done * 100n) / required);
}
