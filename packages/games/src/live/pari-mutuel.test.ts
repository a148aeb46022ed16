import { describe, expect, it } from 'vitest';
import { payout } from '../money.ts';
import {
  type CockfightPool,
  isValidPlasada,
  pariMutuelOdds,
  pariMutuelReturn,
  plasadaOf,
} from './pari-mutuel.ts';

const UNIT = 10_000n;

describe('pari-mutuel cockfight', () => {
  it('shares the pool minus the plasada among the winners pro rata', () => {
    // Meron 600, wala 400, plasada 10 %: 900 to share; meron pays 900/600 = 1.5 per unit, wala 2.25.
    const pool: CockfightPool = { meron: 600n * UNIT, wala: 400n * UNIT, plasadaBp: 1_000 };
    expect(plasadaOf(pool)).toEqual({ num: 1000n * UNIT * 1_000n, den: 10_000n });
    expect(payout(100n * UNIT, pariMutuelReturn('MERON', 'MERON', pool))).toBe(150n * UNIT);
    expect(payout(100n * UNIT, pariMutuelReturn('WALA', 'WALA', pool))).toBe(225n * UNIT);
    expect(payout(100n * UNIT, pariMutuelReturn('WALA', 'MERON', pool))).toBe(0n);
    expect(payout(100n * UNIT, pariMutuelReturn('MERON', 'WALA', pool))).toBe(0n);
    // No plasada: the winners take the whole pool.
    const free = { ...pool, plasadaBp: 0 };
    expect(payout(600n * UNIT, pariMutuelReturn('MERON', 'MERON', free))).toBe(1000n * UNIT);
  });

  it('refunds meron and wala on a draw, a cancelled fight or a one-sided pool; the draw bet pays 8:1', () => {
    const pool: CockfightPool = { meron: 600n * UNIT, wala: 400n * UNIT, plasadaBp: 500 };
    for (const spot of ['MERON', 'WALA'] as const) {
      expect(pariMutuelReturn(spot, 'DRAW', pool)).toEqual({ num: 1n, den: 1n });
      expect(pariMutuelReturn(spot, 'CANCELLED', pool)).toEqual({ num: 1n, den: 1n });
    }
    expect(pariMutuelReturn('DRAW', 'DRAW', pool)).toEqual({ num: 9n, den: 1n });
    expect(pariMutuelReturn('DRAW', 'MERON', pool)).toEqual({ num: 0n, den: 1n });
    expect(pariMutuelReturn('DRAW', 'CANCELLED', pool)).toEqual({ num: 1n, den: 1n });
    const oneSided = { meron: 50n * UNIT, wala: 0n, plasadaBp: 500 };
    expect(pariMutuelReturn('MERON', 'MERON', oneSided)).toEqual({ num: 1n, den: 1n });
    expect(pariMutuelOdds(oneSided, 'MERON')).toBeNull();
  });

  it('never pays the winners more than the pool after the plasada, whatever the stakes (flooring to the minor unit)', () => {
    let seed = 12345;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let trial = 0; trial < 300; trial++) {
      const stakes = Array.from({ length: 1 + next(40) }, () => ({
        side: next(2) === 0 ? ('MERON' as const) : ('WALA' as const),
        stake: BigInt(1 + next(5_000_000)),
      }));
      const pool: CockfightPool = {
        meron: stakes.filter((s) => s.side === 'MERON').reduce((a, s) => a + s.stake, 0n),
        wala: stakes.filter((s) => s.side === 'WALA').reduce((a, s) => a + s.stake, 0n),
        plasadaBp: next(2_001),
      };
      for (const result of ['MERON', 'WALA'] as const) {
        const paid = stakes.reduce((a, s) => a + payout(s.stake, pariMutuelReturn(s.side, result, pool)), 0n);
        const total = pool.meron + pool.wala;
        if (pool.meron === 0n || pool.wala === 0n) {
          expect(paid).toBe(total);
          continue;
        }
        const net = (total * BigInt(10_000 - pool.plasadaBp)) / 10_000n;
        const winners = stakes.filter((s) => s.side === result).length;
        expect(paid).toBeLessThanOrEqual(net);
        // Each winner loses less than one minor unit to the flooring.
        expect(net - paid).toBeLessThan(BigInt(winners));
      }
    }
  });

  it('accepts a plasada of 0..20 % in whole basis points only', () => {
    expect(isValidPlasada(0)).toBe(true);
    expect(isValidPlasada(2_000)).toBe(true);
    for (const bad of [-1, 2_001, 10.5, '500', null]) expect(isValidPlasada(bad)).toBe(false);
    expect(() => pariMutuelReturn('MERON', 'MERON', { meron: 1n, wala: 1n, plasadaBp: 5_000 })).toThrow(
      RangeError,
    );
    expect(() => pariMutuelReturn('MERON', 'MERON', { meron: -1n, wala: 1n, plasadaBp: 0 })).toThrow(
      RangeError,
    );
  });
});
