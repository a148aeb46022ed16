import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  expandAnnouncedBet,
  ROULETTE_RED,
  ROULETTE_SPOTS,
  ROULETTE_WHEEL,
  rouletteCoverage,
  rouletteNumber,
  rouletteReturn,
} from './roulette.ts';

const SEED = 'c1f4a8e3b2d5f6071829304a5b6c7d8e9fa0b1c2d3e4f5061728394a5b6c7d8e';

describe('rouletteNumber', () => {
  it('equals the first unbiased word of HMAC-SHA256(seed, "<roundKey>:0") modulo 37', () => {
    for (const key of ['ROULETTE-1:1', 'ROULETTE-1:2', 'table-9:77']) {
      const block = createHmac('sha256', SEED).update(`${key}:0`).digest();
      const u = block.readUInt32BE(0);
      const limit = 2 ** 32 - (2 ** 32 % 37);
      // The first word is below the limit with probability 1 − 2e-9; these keys are.
      expect(u).toBeLessThan(limit);
      expect(rouletteNumber(SEED, key)).toBe(u % 37);
    }
    expect(rouletteNumber(SEED, 'a')).toBe(rouletteNumber(SEED, 'a'));
  });

  it('hits every number equally often (chi-square over 37,000 fixed round keys)', () => {
    const counts = new Array(37).fill(0);
    const seed = createHash('sha256').update('roulette-test').digest('hex');
    for (let i = 0; i < 37_000; i++) counts[rouletteNumber(seed, `R:${i}`)] += 1;
    const chi = counts.reduce((s, c) => s + (c - 1000) ** 2 / 1000, 0);
    // 36 degrees of freedom: P(χ² > 67.0) = 0.001.
    expect(chi).toBeLessThan(67);
  });

  it('rejects a bad seed or an empty round key', () => {
    expect(() => rouletteNumber('xyz', 'k')).toThrow(RangeError);
    expect(() => rouletteNumber(SEED, '')).toThrow(RangeError);
  });
});

describe('roulette spots', () => {
  it('lists every inside and outside bet once with the right coverage', () => {
    const count = (prefix: string) => ROULETTE_SPOTS.filter((s) => s.startsWith(prefix)).length;
    expect(count('STRAIGHT_')).toBe(37);
    expect(count('SPLIT_')).toBe(60);
    expect(count('STREET_')).toBe(12);
    expect(count('CORNER_')).toBe(22);
    expect(count('LINE_')).toBe(11);
    expect(count('TRIO_')).toBe(2);
    expect(new Set(ROULETTE_SPOTS).size).toBe(ROULETTE_SPOTS.length);
    expect(ROULETTE_SPOTS).toHaveLength(37 + 60 + 12 + 22 + 11 + 2 + 1 + 3 + 3 + 6);
    expect(rouletteCoverage('SPLIT_0_2')).toEqual([0, 2]);
    expect(rouletteCoverage('SPLIT_2_3')).toEqual([2, 3]);
    expect(rouletteCoverage('SPLIT_33_36')).toEqual([33, 36]);
    expect(() => rouletteCoverage('SPLIT_3_4')).toThrow(RangeError);
    expect(() => rouletteCoverage('SPLIT_2_1')).toThrow(RangeError);
    expect(rouletteCoverage('STREET_34')).toEqual([34, 35, 36]);
    expect(rouletteCoverage('CORNER_32_33_35_36')).toEqual([32, 33, 35, 36]);
    expect(() => rouletteCoverage('CORNER_3_4_6_7')).toThrow(RangeError);
    expect(rouletteCoverage('LINE_31')).toEqual([31, 32, 33, 34, 35, 36]);
    expect(rouletteCoverage('BASKET')).toEqual([0, 1, 2, 3]);
    expect(rouletteCoverage('DOZEN_3')).toEqual([25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
    expect(rouletteCoverage('COLUMN_1')).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(rouletteCoverage('RED')).toEqual([
      1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
    ]);
    expect(rouletteCoverage('BLACK')).toHaveLength(18);
    expect(rouletteCoverage('LOW')).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(rouletteCoverage('HIGH')[0]).toBe(19);
    for (const outside of ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH', 'DOZEN_1', 'COLUMN_2'])
      expect(rouletteCoverage(outside)).not.toContain(0);
  });

  it('has 18 red numbers and a wheel of all 37 numbers alternating colours', () => {
    expect(ROULETTE_RED.size).toBe(18);
    expect([...ROULETTE_WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    for (let i = 1; i < 36; i++)
      expect(ROULETTE_RED.has(ROULETTE_WHEEL[i] as number)).not.toBe(
        ROULETTE_RED.has(ROULETTE_WHEEL[i + 1] as number),
      );
  });

  it('returns 36/k on a win and 0 on a loss, and 0 loses every outside bet', () => {
    expect(rouletteReturn('STRAIGHT_17', 17)).toEqual({ num: 36n, den: 1n });
    expect(rouletteReturn('STRAIGHT_17', 18)).toEqual({ num: 0n, den: 1n });
    expect(rouletteReturn('SPLIT_17_20', 20)).toEqual({ num: 36n, den: 2n });
    expect(rouletteReturn('STREET_16', 18)).toEqual({ num: 36n, den: 3n });
    expect(rouletteReturn('TRIO_0_1_2', 0)).toEqual({ num: 36n, den: 3n });
    expect(rouletteReturn('BASKET', 3)).toEqual({ num: 36n, den: 4n });
    expect(rouletteReturn('LINE_1', 6)).toEqual({ num: 36n, den: 6n });
    expect(rouletteReturn('DOZEN_2', 24)).toEqual({ num: 36n, den: 12n });
    expect(rouletteReturn('RED', 0)).toEqual({ num: 0n, den: 1n });
    expect(rouletteReturn('BLACK', 2)).toEqual({ num: 36n, den: 18n });
    expect(() => rouletteReturn('RED', 37)).toThrow(RangeError);
  });
});

describe('expandAnnouncedBet', () => {
  const chips = (bet: Parameters<typeof expandAnnouncedBet>[0]) =>
    expandAnnouncedBet(bet, 100n).reduce((s, b) => s + b.amount, 0n) / 100n;
  const covered = (bet: Parameters<typeof expandAnnouncedBet>[0]) =>
    [...new Set(expandAnnouncedBet(bet, 1n).flatMap((b) => rouletteCoverage(b.spot)))].sort((a, b) => a - b);
  const arc = (from: number, to: number) => {
    const i = ROULETTE_WHEEL.indexOf(from);
    const out: number[] = [];
    for (let k = i; ; k = (k + 1) % 37) {
      out.push(ROULETTE_WHEEL[k] as number);
      if (ROULETTE_WHEEL[k] === to) break;
    }
    return out.sort((a, b) => a - b);
  };

  it('places voisins du zéro (9 chips, 22 to 25 through 0), tiers (6, 27 to 33) and orphelins (5)', () => {
    expect(chips('VOISINS')).toBe(9n);
    expect(expandAnnouncedBet('VOISINS', 100n)).toContainEqual({ spot: 'TRIO_0_2_3', amount: 200n });
    expect(expandAnnouncedBet('VOISINS', 100n)).toContainEqual({ spot: 'CORNER_25_26_28_29', amount: 200n });
    expect(covered('VOISINS')).toEqual(arc(22, 25));
    expect(chips('TIERS')).toBe(6n);
    expect(covered('TIERS')).toEqual(arc(27, 33));
    expect(chips('ORPHELINS')).toBe(5n);
    expect(covered('ORPHELINS')).toEqual([...arc(17, 6), ...arc(1, 9)].sort((a, b) => a - b));
    // The three sections cover the wheel exactly once.
    expect(
      [...covered('VOISINS'), ...covered('TIERS'), ...covered('ORPHELINS')].sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('places jeu zéro (4 chips: 12 to 15 through 0) and neighbours bets', () => {
    expect(chips('ZERO')).toBe(4n);
    expect(covered('ZERO')).toEqual(arc(12, 15));
    expect(expandAnnouncedBet({ neighbours: 0, count: 2 }, 50n)).toEqual([
      { spot: 'STRAIGHT_3', amount: 50n },
      { spot: 'STRAIGHT_26', amount: 50n },
      { spot: 'STRAIGHT_0', amount: 50n },
      { spot: 'STRAIGHT_32', amount: 50n },
      { spot: 'STRAIGHT_15', amount: 50n },
    ]);
    expect(expandAnnouncedBet({ neighbours: 26, count: 1 }, 1n).map((b) => b.spot)).toEqual([
      'STRAIGHT_3',
      'STRAIGHT_26',
      'STRAIGHT_0',
    ]);
    expect(expandAnnouncedBet({ neighbours: 5, count: 18 }, 1n)).toHaveLength(37);
  });

  it('only ever produces ordinary spots and rejects bad input', () => {
    for (const bet of ['VOISINS', 'TIERS', 'ORPHELINS', 'ZERO'] as const)
      for (const { spot } of expandAnnouncedBet(bet, 1n)) expect(ROULETTE_SPOTS).toContain(spot);
    expect(() => expandAnnouncedBet('VOISINS', 0n)).toThrow(RangeError);
    expect(() => expandAnnouncedBet('NOPE' as never, 1n)).toThrow(RangeError);
    expect(() => expandAnnouncedBet({ neighbours: 37, count: 1 }, 1n)).toThrow(RangeError);
    expect(() => expandAnnouncedBet({ neighbours: 3, count: 19 }, 1n)).toThrow(RangeError);
  });
});
