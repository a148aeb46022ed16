/** Points with thousands separators (they are whole numbers). */
export function points(text: string): string {
  return BigInt(text).toLocaleString('en-US');
}

/**
 * A counted points phrase's values: the figure with separators and the `count` i18next picks the
 * plural form by ("1 point", Russian "3 балла"). Beyond 2^53 the count keeps the last six digits
 * above a million, which every language's plural rule reads alike.
 */
export function pointsCount(value: string | number): { points: string; count: number } {
  const whole = BigInt(value);
  const count =
    whole <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(whole) : Number(whole % 1_000_000n) + 1_000_000;
  return { points: whole.toLocaleString('en-US'), count };
}
