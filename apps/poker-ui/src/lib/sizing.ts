/** The smallest chip of the tables (a hundredth of a unit, in minor units). */
export const CHIP = 100n;

/**
 * A raise to a fraction of the pot: after calling, add `fraction` of the pot as it would be with the
 * call in it (a pot-sized raise for 1). Clamped to [minTo, maxTo] and cut to whole chips (the
 * maximum, all in, is kept exact).
 */
export function potRaiseTo(
  fraction: number,
  {
    pot,
    toCall,
    myBet,
    minTo,
    maxTo,
  }: { pot: bigint; toCall: bigint; myBet: bigint; minTo: bigint; maxTo: bigint },
): bigint {
  const basis = pot + toCall;
  const add = (basis * BigInt(Math.round(fraction * 100))) / 100n;
  let to = myBet + toCall + add;
  to -= to % CHIP;
  if (to >= maxTo) return maxTo;
  return to < minTo ? minTo : to;
}

/** The slider's value (0..1000) for an amount, and back (whole chips; the top is all in). */
export function sliderOf(amount: bigint, minTo: bigint, maxTo: bigint): number {
  if (maxTo <= minTo) return 1000;
  return Number(((amount - minTo) * 1000n) / (maxTo - minTo));
}
export function amountOf(position: number, minTo: bigint, maxTo: bigint): bigint {
  if (position >= 1000 || maxTo <= minTo) return maxTo;
  let to = minTo + ((maxTo - minTo) * BigInt(Math.max(0, Math.round(position)))) / 1000n;
  to -= to % CHIP;
  return to < minTo ? minTo : to;
}
