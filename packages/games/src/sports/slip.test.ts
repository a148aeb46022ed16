import { describe, expect, it } from 'vitest';
import { cashOutValue, combinationCount, combinations, systemMaxReturn, systemReturn } from './slip.ts';

describe('system bets', () => {
  it('2/3 is three doubles', () => {
    expect(combinations(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(combinationCount(3, 2)).toBe(3);
    expect(combinationCount(5, 3)).toBe(10);
    expect(combinationCount(3, 4)).toBe(0);
  });

  it('2/3 with one leg lost pays the one double that won', () => {
    const legs = [
      { outcome: 'WIN' as const, oddsMilli: 2000 },
      { outcome: 'WIN' as const, oddsMilli: 1500 },
      { outcome: 'LOSE' as const, oddsMilli: 3000 },
    ];
    // 10.00 a double: only 2.00 × 1.50 wins: 30.00.
    expect(systemReturn(1_000n, 2, legs)).toBe(3_000n);
    // Every leg won: 30 + 60 + 45.
    expect(systemMaxReturn(1_000n, 2, [2000, 1500, 3000])).toBe(13_500n);
  });
});

describe('cash-out', () => {
  it('unchanged prices offer the stake less the margin', () => {
    expect(
      cashOutValue(10_000n, [{ state: 'OPEN', placedOddsMilli: 2000, currentOddsMilli: 2000 }], 50),
    ).toBe(9_500n);
  });

  it('a shortened price offers more, a drifting one less; a lost leg or suspension nothing', () => {
    // Placed at 2.00, now 1.25: worth 160, less 5 %: 152.
    expect(
      cashOutValue(10_000n, [{ state: 'OPEN', placedOddsMilli: 2000, currentOddsMilli: 1250 }], 50),
    ).toBe(15_200n);
    expect(
      cashOutValue(10_000n, [{ state: 'OPEN', placedOddsMilli: 2000, currentOddsMilli: 4000 }], 50),
    ).toBe(4_750n);
    expect(
      cashOutValue(
        10_000n,
        [
          { state: 'SETTLED', outcome: 'LOSE', placedOddsMilli: 2000 },
          { state: 'OPEN', placedOddsMilli: 2000, currentOddsMilli: 1500 },
        ],
        50,
      ),
    ).toBe(0n);
    expect(
      cashOutValue(10_000n, [{ state: 'OPEN', placedOddsMilli: 2000, currentOddsMilli: null }], 50),
    ).toBe(0n);
  });

  it('a parlay with a won leg counts that leg by its odds', () => {
    expect(
      cashOutValue(
        10_000n,
        [
          { state: 'SETTLED', outcome: 'WIN', placedOddsMilli: 2000 },
          { state: 'OPEN', placedOddsMilli: 1800, currentOddsMilli: 1800 },
        ],
        0,
      ),
    ).toBe(20_000n);
  });
});
