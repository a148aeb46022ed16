import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cockfightResult, cockfightReturn, cockfightWeights, isValidCockfightOdds } from './cockfight.ts';

const SEED = 'c1f4a8e3b2d5f6071829304a5b6c7d8e9fa0b1c2d3e4f5061728394a5b6c7d8e';
const EVEN = { meron: 90, wala: 90 };

describe('cockfightReturn', () => {
  it('pays the winning side its odds per 100, returns both sides on a draw, pays the draw 8:1', () => {
    const odds = { meron: 80, wala: 120 };
    expect(isValidCockfightOdds(odds)).toBe(true);
    expect(cockfightReturn('MERON', 'MERON', odds)).toEqual({ num: 180n, den: 100n });
    expect(cockfightReturn('WALA', 'WALA', odds)).toEqual({ num: 220n, den: 100n });
    expect(cockfightReturn('WALA', 'MERON', odds)).toEqual({ num: 0n, den: 1n });
    expect(cockfightReturn('MERON', 'DRAW', odds)).toEqual({ num: 1n, den: 1n });
    expect(cockfightReturn('WALA', 'DRAW', odds)).toEqual({ num: 1n, den: 1n });
    expect(cockfightReturn('DRAW', 'DRAW', odds)).toEqual({ num: 9n, den: 1n });
    expect(cockfightReturn('DRAW', 'WALA', odds)).toEqual({ num: 0n, den: 1n });
    for (const spot of ['MERON', 'WALA', 'DRAW'] as const)
      expect(cockfightReturn(spot, 'CANCELLED', odds)).toEqual({ num: 1n, den: 1n });
  });

  it('rejects odds that are not integers 1..10000 or give the player an edge', () => {
    for (const odds of [
      { meron: 0, wala: 90 },
      { meron: 90.5, wala: 90 },
      { meron: 101, wala: 100 },
      { meron: 10_001, wala: 1 },
    ]) {
      expect(isValidCockfightOdds(odds)).toBe(false);
      expect(() => cockfightReturn('MERON', 'MERON', odds)).toThrow(RangeError);
      expect(() => cockfightResult(SEED, 'F:1', odds)).toThrow(RangeError);
    }
    expect(isValidCockfightOdds({ meron: 100, wala: 100 })).toBe(true);
  });
});

describe('cockfightResult', () => {
  it('weighs the results by the odds: a draw 1/50, meron : wala as 1/(100+m) : 1/(100+w)', () => {
    const w = cockfightWeights({ meron: 80, wala: 120 });
    expect(w.total).toBe(50n * 400n);
    expect(w.DRAW * 50n).toBe(w.total);
    // meron : wala = (100 + 120) : (100 + 80)
    expect(w.MERON * 180n).toBe(w.WALA * 220n);
  });

  it('is deterministic and lands on each result at its probability (fixed fights)', () => {
    expect(cockfightResult(SEED, 'ARENA-1:42', EVEN)).toBe(cockfightResult(SEED, 'ARENA-1:42', EVEN));
    const odds = { meron: 70, wala: 130 };
    const w = cockfightWeights(odds);
    const seed = createHash('sha256').update('cockfight-test').digest('hex');
    const counts = { MERON: 0, WALA: 0, DRAW: 0 };
    const n = 20_000;
    for (let i = 0; i < n; i++) counts[cockfightResult(seed, `F:${i}`, odds)] += 1;
    for (const r of ['MERON', 'WALA', 'DRAW'] as const) {
      const p = Number(w[r]) / Number(w.total);
      expect(Math.abs(counts[r] / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
  });
});
