/**
 * Exact payout arithmetic. Money is a bigint count of minor units; a multiplier is an exact rational
 * `num/den` of bigints, never a float. Payouts are floored to the minor unit (the house keeps the
 * sub-unit remainder), so a payout never exceeds the exact product stake × multiplier.
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

/** Builds a rational, rejecting a non-positive denominator or a negative numerator. */
export function rational(num: bigint | number, den: bigint | number = 1n): Rational {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n) throw new RangeError('denominator must be positive');
  if (n < 0n) throw new RangeError('multiplier must not be negative');
  return { num: n, den: d };
}

/** stake × multiplier, floored to the minor unit. Throws on a negative stake. */
export function payout(stake: bigint, multiplier: Rational): bigint {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  return (stake * multiplier.num) / multiplier.den;
}

/** Product of two rationals (not reduced: bigints do not overflow). */
export function mulRational(a: Rational, b: Rational): Rational {
  return { num: a.num * b.num, den: a.den * b.den };
}

/** The multiplier as a decimal string truncated to `digits` places, for display only. */
export function formatMultiplier(m: Rational, digits = 2): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (m.num * scale) / m.den;
  const whole = scaled / scale;
  if (digits === 0) return whole.toString();
  const frac = (scaled % scale).toString().padStart(digits, '0');
  return `${whole}.${frac}`;
}

/** Float view of a rational, for statistics only (never for money). */
export function toNumber(m: Rational): number {
  return Number(m.num) / Number(m.den);
}
