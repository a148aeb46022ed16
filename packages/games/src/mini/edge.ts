/**
 * The mini games' shared house edge and the bust-multiplier formula used by limbo and crash.
 * Edge 1 %: every fixed-odds mini game returns exactly 99 % of the stake in expectation (before the
 * floor to the minor unit), as each game's tests prove from the exact probabilities.
 */
export const HOUSE_EDGE = 0.01;
/** 1 − edge as a fraction 99/100. */
export const RETURN_NUM = 99n;
export const RETURN_DEN = 100n;

const TWO_52 = 2n ** 52n;

/**
 * Multiplier in hundredths from a uniform u ∈ [0, 2^52): with v = 2^52 − u ∈ [1, 2^52] the raw
 * result is floor(99·2^52 / v), floored to 1.00× (100) when below. For any target T (hundredths,
 * T ≥ 101): P(result ≥ T) = floor(99·2^52/T) / 2^52, so the return of a bet on T is
 * (T/100)·floor(99·2^52/T)/2^52 ∈ (0.99 − T/(100·2^52), 0.99]: the 1 % edge up to < 1e-9 for T ≤ 10^6×.
 */
export function bustMultiplier(u: bigint): bigint {
  if (u < 0n || u >= TWO_52) throw new RangeError('u must be in [0, 2^52)');
  const r = (RETURN_NUM * TWO_52) / (TWO_52 - u);
  return r < 100n ? 100n : r;
}

/** Exact probability that `bustMultiplier` reaches target T (hundredths): num / 2^52. */
export function reachProbability(targetHundredths: bigint): { num: bigint; den: bigint } {
  if (targetHundredths < 101n) throw new RangeError('target must be at least 1.01×');
  return { num: (RETURN_NUM * TWO_52) / targetHundredths, den: TWO_52 };
}
