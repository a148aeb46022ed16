import { describe, expect, it } from 'vitest';
import {
  clampDiceTarget,
  hundredthsText,
  limboChance,
  limboFrame,
  parseTarget,
  plinkoPeg,
  plinkoSlot,
  plinkoWaypoints,
} from './mini-logic.ts';

describe('dice target', () => {
  it('keeps the win chance within the limits for both directions', () => {
    expect(clampDiceTarget(50, 'under', 1, 98)).toBe(100);
    expect(clampDiceTarget(9950, 'under', 1, 98)).toBe(9800);
    expect(clampDiceTarget(50, 'over', 1, 98)).toBe(200);
    expect(clampDiceTarget(9950, 'over', 1, 98)).toBe(9900);
    expect(clampDiceTarget(4950.4, 'over', 1, 98)).toBe(4950);
  });
});

describe('limbo', () => {
  it('parses targets with at most 2 decimals within the limits', () => {
    expect(parseTarget('2')).toBe(200n);
    expect(parseTarget(' 2.5 ')).toBe(250n);
    expect(parseTarget('1.01')).toBe(101n);
    expect(parseTarget('1.00')).toBeNull();
    expect(parseTarget('1000000')).toBe(100_000_000n);
    expect(parseTarget('1000000.01')).toBeNull();
    expect(parseTarget('2.555')).toBeNull();
    expect(parseTarget('abc')).toBeNull();
    expect(hundredthsText(250n)).toBe('2.50');
    expect(hundredthsText(101n)).toBe('1.01');
    expect(limboChance(200n)).toBeCloseTo(49.5, 10);
  });
  it('rises monotonically from 1.00× and ends exactly on the result, never above it', () => {
    for (const result of [100n, 101n, 245n, 100_000n, 123_456_789n]) {
      let previous = 0n;
      for (let i = 0; i <= 50; i++) {
        const v = limboFrame(result, i / 50);
        expect(v).toBeGreaterThanOrEqual(previous);
        expect(v).toBeLessThanOrEqual(result);
        previous = v;
      }
      expect(limboFrame(result, 0)).toBe(100n);
      expect(limboFrame(result, 1)).toBe(result);
    }
  });
});

describe('plinko geometry', () => {
  it('drops the ball onto a peg of every row and into the slot the path names', () => {
    const paths = [
      [true, true, true, true, true, true, true, true],
      [false, false, false, false, false, false, false, false],
      [true, false, true, false, true, false, true, false, true, false, true, false],
    ];
    for (const path of paths) {
      const rows = path.length;
      const points = plinkoWaypoints(path);
      expect(points).toHaveLength(rows + 1);
      // Every hit point is on a peg of its row.
      points.slice(0, rows).forEach((p, row) => {
        const pegs = Array.from({ length: row + 3 }, (_, k) => plinkoPeg(rows, row, k).x);
        expect(pegs.some((x) => Math.abs(x - p.x) < 1e-9)).toBe(true);
      });
      // The last point is the centre of the slot: slot k sits between pegs k and k+1 of the last row.
      const slot = plinkoSlot(path);
      const left = plinkoPeg(rows, rows - 1, slot).x;
      const right = plinkoPeg(rows, rows - 1, slot + 1).x;
      expect((points[rows] as { x: number }).x).toBeCloseTo((left + right) / 2, 9);
    }
  });
});
