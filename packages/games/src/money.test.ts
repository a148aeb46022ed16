import { describe, expect, it } from 'vitest';
import { formatMultiplier, mulRational, payout, rational } from './money.ts';

describe('money', () => {
  it('floors stake × multiplier to the minor unit', () => {
    expect(payout(10_000n, rational(9900, 4950))).toBe(20_000n);
    expect(payout(10_001n, rational(99, 100))).toBe(9_900n); // 9900.99 → 9900
    expect(payout(1n, rational(1, 3))).toBe(0n);
    expect(payout(123_456_789_012_345_678n, rational(3, 2))).toBe(185_185_183_518_518_517n);
  });

  it('multiplies and formats rationals exactly', () => {
    expect(mulRational(rational(3, 2), rational(4, 5))).toEqual({ num: 12n, den: 10n });
    expect(formatMultiplier(rational(9900, 4950))).toBe('2.00');
    expect(formatMultiplier(rational(99, 7), 4)).toBe('14.1428');
  });

  it('rejects a negative stake or a bad rational', () => {
    expect(() => payout(-1n, rational(1))).toThrow();
    expect(() => rational(1, 0)).toThrow();
    expect(() => rational(-1, 2)).toThrow();
  });
});
