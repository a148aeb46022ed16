import { describe, expect, it } from 'vitest';
import { betPoints, convertedMoney, POINT_DENOMINATOR, rebateAmount } from './points-math.ts';

describe('betPoints', () => {
  it('earns the rate per 100 units and carries the remainder', () => {
    // 150.0000 at 10 points per 100: 15 points, nothing left over.
    expect(betPoints(1_500_000n, 10, 0n)).toEqual({ points: 15n, carry: 0n });
    // 0.5000 at 10 per 100 is 0.05 points: carried, not lost.
    expect(betPoints(5_000n, 10, 0n)).toEqual({ points: 0n, carry: 50_000n });
  });

  it('gives many small bets exactly the points of their sum', () => {
    let carry = 0n;
    let points = 0n;
    for (let i = 0; i < 200; i += 1) {
      const earned = betPoints(12_345n, 7, carry);
      points += earned.points;
      carry = earned.carry;
    }
    expect(points).toBe((200n * 12_345n * 7n) / POINT_DENOMINATOR);
    expect(carry).toBe((200n * 12_345n * 7n) % POINT_DENOMINATOR);
  });

  it('refuses a carry out of range', () => {
    expect(() => betPoints(1n, 1, POINT_DENOMINATOR)).toThrow(RangeError);
  });
});

describe('convertedMoney and rebateAmount', () => {
  it('round down in minor units', () => {
    expect(convertedMoney(250n, 100)).toBe(25_000n);
    expect(convertedMoney(1n, 3)).toBe(3_333n);
    expect(convertedMoney(100n, 0)).toBe(0n);
    expect(rebateAmount(1_000_000n, 8_000)).toBe(8_000n);
    expect(rebateAmount(1n, 8_000)).toBe(0n);
  });
});
