import { describe, expect, it } from 'vitest';
import { splitRedEnvelopePool } from './split.ts';

describe('splitRedEnvelopePool', () => {
  it('sums to the pool exactly, every envelope positive', () => {
    for (const [pool, count] of [
      [1_000_000n, 7],
      [50_000_000n, 500],
      [999n, 999],
      [123_456_789n, 10_000],
    ] as const) {
      const amounts = splitRedEnvelopePool('seed-a', pool, count);
      expect(amounts).toHaveLength(count);
      expect(amounts.reduce((sum, a) => sum + a, 0n)).toBe(pool);
      expect(amounts.every((a) => a > 0n)).toBe(true);
    }
  });

  it('is fixed by the seed: the same seed gives the same amounts, another seed others', () => {
    const first = splitRedEnvelopePool('committed', 10_000_000n, 20);
    expect(splitRedEnvelopePool('committed', 10_000_000n, 20)).toEqual(first);
    expect(splitRedEnvelopePool('other', 10_000_000n, 20)).not.toEqual(first);
    // Random amounts, not an even split.
    expect(new Set(first.map(String)).size).toBeGreaterThan(10);
  });

  it('keeps every share within two to one of another (above the floor)', () => {
    const amounts = splitRedEnvelopePool('spread', 100_000_000n, 1000);
    const min = amounts.reduce((a, b) => (a < b ? a : b));
    const max = amounts.reduce((a, b) => (a > b ? a : b));
    expect(max).toBeLessThanOrEqual(min * 2n + 1n);
  });

  it('refuses a pool smaller than one unit per envelope', () => {
    expect(() => splitRedEnvelopePool('s', 9n, 10)).toThrow(RangeError);
    expect(() => splitRedEnvelopePool('s', 10n, 0)).toThrow(RangeError);
  });
});
