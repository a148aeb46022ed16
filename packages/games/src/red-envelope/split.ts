import { hmacBlock } from '../fair.ts';

/**
 * Red-envelope rain split (issue 18): a pool of `pool` minor units into `count` envelopes, fixed
 * by the rain's secret seed (whose SHA-256 is published before the rain, the seed after it):
 * - every envelope gets `floor` (1% of an even share, at least 1 unit) and a share of the rest in
 *   proportion to its weight w_i = 2^32 + u32(HMAC-SHA256(seed, `red-envelope:${i}:0`)[0..4]),
 *   so shares differ by at most two to one;
 * - the units left by rounding go one each to the first envelopes, so the amounts sum to `pool`
 *   exactly: a rain can never pay more than its pool however its envelopes are claimed.
 * Envelope i (0-based) is the (i+1)-th claim. Throws RangeError when `pool < count`.
 */
export function splitRedEnvelopePool(seed: string, pool: bigint, count: number): bigint[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  if (pool < BigInt(count)) throw new RangeError('the pool must hold at least one unit per envelope');
  const n = BigInt(count);
  const even = pool / n;
  const floor = even / 100n > 0n ? even / 100n : 1n;
  const rest = pool - floor * n;
  const weights: bigint[] = [];
  let total = 0n;
  for (let i = 0; i < count; i++) {
    const block = hmacBlock(seed, 'red-envelope', i, 0);
    const word =
      (((block[0] ?? 0) << 24) | ((block[1] ?? 0) << 16) | ((block[2] ?? 0) << 8) | (block[3] ?? 0)) >>> 0;
    const weight = 0x1_0000_0000n + BigInt(word);
    weights.push(weight);
    total += weight;
  }
  const amounts = weights.map((weight) => floor + (rest * weight) / total);
  let left = pool - amounts.reduce((sum, amount) => sum + amount, 0n);
  for (let i = 0; left > 0n; i = (i + 1) % count, left--) amounts[i] = (amounts[i] ?? 0n) + 1n;
  return amounts;
}
