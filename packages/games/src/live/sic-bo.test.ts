import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIC_BO_SPOTS, sicBoDice, sicBoReturn } from './sic-bo.ts';

const SEED = 'c1f4a8e3b2d5f6071829304a5b6c7d8e9fa0b1c2d3e4f5061728394a5b6c7d8e';
const win = (spot: string, dice: number[]) => {
  const r = sicBoReturn(spot, dice);
  return Number(r.num / r.den) - 1; // the win per unit, −1 when lost
};

describe('sicBoDice', () => {
  it('throws three dice 1..6, deterministic in seed and round key', () => {
    const dice = sicBoDice(SEED, 'SICBO-1:5');
    expect(dice).toHaveLength(3);
    expect(dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
    expect(sicBoDice(SEED, 'SICBO-1:5')).toEqual(dice);
  });

  it('throws each face equally often on each die (chi-square over 12,000 fixed rounds)', () => {
    const seed = createHash('sha256').update('sicbo-test').digest('hex');
    const counts: number[][] = [0, 1, 2].map(() => new Array(7).fill(0));
    for (let i = 0; i < 12_000; i++) {
      const dice = sicBoDice(seed, `S:${i}`);
      for (let k = 0; k < 3; k++) {
        const perDie = counts[k] as number[];
        const face = dice[k] as number;
        perDie[face] = (perDie[face] as number) + 1;
      }
    }
    for (const perDie of counts) {
      const chi = perDie.slice(1).reduce((s, c) => s + (c - 2000) ** 2 / 2000, 0);
      // 5 degrees of freedom: P(χ² > 20.5) = 0.001.
      expect(chi).toBeLessThan(20.5);
    }
  });
});

describe('sicBoReturn: the standard pay table', () => {
  it('settles small, big, odd and even, all losing on a triple', () => {
    expect(win('SMALL', [1, 2, 3])).toBe(1);
    expect(win('SMALL', [4, 4, 3])).toBe(-1);
    expect(win('SMALL', [2, 2, 2])).toBe(-1);
    expect(win('BIG', [6, 4, 1])).toBe(1);
    expect(win('BIG', [5, 5, 5])).toBe(-1);
    expect(win('ODD', [1, 1, 3])).toBe(1);
    expect(win('ODD', [1, 1, 1])).toBe(-1);
    expect(win('EVEN', [6, 6, 4])).toBe(1);
    expect(win('EVEN', [4, 4, 4])).toBe(-1);
  });

  it('pays each total by its odds', () => {
    const odds: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 };
    for (const [total, pays] of Object.entries(odds)) {
      const t = Number(total);
      const low = t <= 8 ? [1, 1, t - 2] : [t - 8, 2, 6];
      expect(low.reduce((a, b) => a + b)).toBe(t);
      expect(win(`TOTAL_${t}`, low)).toBe(pays);
      const high = low.map((d) => 7 - d); // total 21 − t
      expect(win(`TOTAL_${21 - t}`, high)).toBe(pays);
      expect(win(`TOTAL_${t}`, high)).toBe(-1);
    }
  });

  it('pays triples, doubles, combinations and singles', () => {
    expect(win('TRIPLE_3', [3, 3, 3])).toBe(180);
    expect(win('TRIPLE_3', [3, 3, 2])).toBe(-1);
    expect(win('TRIPLE_4', [3, 3, 3])).toBe(-1);
    expect(win('ANY_TRIPLE', [6, 6, 6])).toBe(30);
    expect(win('ANY_TRIPLE', [6, 6, 5])).toBe(-1);
    expect(win('DOUBLE_5', [5, 2, 5])).toBe(10);
    expect(win('DOUBLE_5', [5, 5, 5])).toBe(10);
    expect(win('DOUBLE_5', [5, 2, 4])).toBe(-1);
    expect(win('COMBO_2_5', [5, 3, 2])).toBe(5);
    expect(win('COMBO_2_5', [2, 2, 5])).toBe(5);
    expect(win('COMBO_2_5', [2, 2, 2])).toBe(-1);
    expect(win('SINGLE_4', [4, 1, 2])).toBe(1);
    expect(win('SINGLE_4', [4, 4, 2])).toBe(2);
    expect(win('SINGLE_4', [4, 4, 4])).toBe(3);
    expect(win('SINGLE_4', [1, 2, 3])).toBe(-1);
  });

  it('lists 52 spots and rejects unknown spots and bad dice', () => {
    expect(SIC_BO_SPOTS).toHaveLength(4 + 14 + 6 + 1 + 6 + 15 + 6);
    expect(new Set(SIC_BO_SPOTS).size).toBe(SIC_BO_SPOTS.length);
    for (const bad of ['TOTAL_3', 'TOTAL_18', 'COMBO_2_2', 'COMBO_5_2', 'SINGLE_7', 'TRIPLE'])
      expect(() => sicBoReturn(bad, [1, 2, 3])).toThrow(RangeError);
    expect(() => sicBoReturn('BIG', [1, 2, 7])).toThrow(RangeError);
    expect(() => sicBoReturn('BIG', [1, 2])).toThrow(RangeError);
  });
});
