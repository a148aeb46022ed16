import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertResultShape, drawLottery, LotteryRandom } from './draw.ts';
import { LOTTERY_KINDS } from './types.ts';

const SEED = 'c1f4a8e3b2d5f6071829304a5b6c7d8e9fa0b1c2d3e4f5061728394a5b6c7d8e';

/** The derivation written out independently on node:crypto: words, rejection sampling, padding. */
function referenceNorth(seed: string, drawKey: string): string[][] {
  const words: number[] = [];
  let counter = 0;
  const next = (): number => {
    if (words.length === 0) {
      const block = createHmac('sha256', seed).update(`${drawKey}:${counter++}`).digest();
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
    }
    return words.shift() as number;
  };
  const layout: [number, number][] = [
    [1, 5],
    [1, 5],
    [2, 5],
    [6, 5],
    [4, 4],
    [6, 4],
    [3, 3],
    [4, 2],
  ];
  return layout.map(([count, digits]) =>
    Array.from({ length: count }, () => {
      const n = 10 ** digits;
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const u = next();
        if (u < limit) return String(u % n).padStart(digits, '0');
      }
    }),
  );
}

describe('drawLottery', () => {
  it('matches fixed vectors for every kind', () => {
    const numbers = (kind: (typeof LOTTERY_KINDS)[number]) =>
      drawLottery(kind, SEED, `${kind}:2026-11-25`).tiers.map((t) => t.numbers);
    expect(numbers('VN_NORTH')).toEqual([
      ['00141'],
      ['66373'],
      ['91353', '35337'],
      ['46782', '70906', '36405', '67318', '51724', '02935'],
      ['2152', '0656', '0289', '8132'],
      ['6283', '4665', '9282', '5579', '1351', '6983'],
      ['744', '345', '334'],
      ['55', '98', '76', '11'],
    ]);
    expect(numbers('VN_SOUTH')).toEqual([
      ['89'],
      ['027'],
      ['0309', '7843', '6655'],
      ['1069'],
      ['46985', '40367', '23150', '55080', '31809', '50251', '33923'],
      ['98077', '98034'],
      ['30048'],
      ['11208'],
      ['970423'],
    ]);
    expect(numbers('SEA_4D')).toEqual([
      ['5082'],
      ['6761'],
      ['9191'],
      ['7794', '7608', '8878', '5387', '7097', '5923', '1380', '1493', '3079', '4418'],
      ['5706', '0533', '3402', '5019', '8047', '4379', '4096', '2068', '3392', '2103'],
    ]);
    expect(numbers('FAST_5D')).toEqual([['2', '6', '7', '9', '5']]);
    expect(numbers('FAST_RACE')).toEqual([['09', '07', '05', '02', '01', '06', '03', '08', '04', '10']]);
    expect(numbers('FAST_DICE')).toEqual([['6', '1', '2']]);
    expect(numbers('FAST_11X5')).toEqual([['03', '05', '04', '10', '08']]);
  });

  it('equals an independent node:crypto derivation of the northern draw', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.string({ minLength: 1, maxLength: 30 }),
        (seed, key) => {
          const drawn = drawLottery('VN_NORTH', seed, key).tiers.map((t) => t.numbers);
          expect(drawn).toEqual(referenceNorth(seed, key));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('names its tiers in publishing order', () => {
    const r = drawLottery('VN_NORTH', SEED, 'k');
    expect(r.tiers.map((t) => t.tier)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(r.tiers.reduce((n, t) => n + t.numbers.length, 0)).toBe(27);
    const s = drawLottery('VN_SOUTH', SEED, 'k');
    expect(s.tiers.map((t) => t.tier)).toEqual(['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB']);
    expect(s.tiers.reduce((n, t) => n + t.numbers.length, 0)).toBe(18);
    const sea = drawLottery('SEA_4D', SEED, 'k');
    expect(sea.tiers.reduce((n, t) => n + t.numbers.length, 0)).toBe(23);
  });

  it('gives every kind the right shape and distinctness for any seed and key', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOTTERY_KINDS),
        fc.stringMatching(/^[0-9a-f]{32,64}$/),
        fc.string({ minLength: 1, maxLength: 20 }),
        (kind, seed, key) => {
          const r = drawLottery(kind, seed, key);
          expect(() => assertResultShape(kind, r)).not.toThrow();
          const all = r.tiers.flatMap((t) => t.numbers);
          if (kind === 'SEA_4D') expect(new Set(all).size).toBe(23);
          if (kind === 'FAST_RACE')
            expect([...all].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
          if (kind === 'FAST_11X5') {
            expect(new Set(all).size).toBe(5);
            for (const b of all)
              expect(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']).toContain(b);
          }
          if (kind === 'FAST_DICE') for (const d of all) expect(['1', '2', '3', '4', '5', '6']).toContain(d);
          expect(drawLottery(kind, seed, key)).toEqual(r);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is roughly uniform: the last two digits of 2 000 northern draws (54 000 numbers) pass χ²', () => {
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 2000; i++)
      for (const n of drawLottery('VN_NORTH', SEED, `chi:${i}`).tiers.flatMap((t) => t.numbers))
        counts[Number(n.slice(-2))] = (counts[Number(n.slice(-2))] ?? 0) + 1;
    const expected = 54_000 / 100;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 99 degrees of freedom: P(χ² > 160) < 1e-4.
    expect(chi2).toBeLessThan(160);
  });

  it('is roughly uniform for the fast games: dice faces, 11x5 balls and the car at each rank (χ²)', () => {
    const chi2 = (counts: number[]) => {
      const expected = counts.reduce((a, b) => a + b, 0) / counts.length;
      return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    };
    const bump = (counts: number[], i: number) => {
      counts[i] = (counts[i] ?? 0) + 1;
    };
    const dice = new Array<number>(6).fill(0);
    const balls = new Array<number>(11).fill(0);
    const rank10 = new Array<number>(10).fill(0);
    for (let i = 0; i < 6000; i++) {
      for (const d of drawLottery('FAST_DICE', SEED, `d:${i}`).tiers[0]?.numbers ?? [])
        bump(dice, Number(d) - 1);
      for (const b of drawLottery('FAST_11X5', SEED, `b:${i}`).tiers[0]?.numbers ?? [])
        bump(balls, Number(b) - 1);
      const car = drawLottery('FAST_RACE', SEED, `r:${i}`).tiers[0]?.numbers[9];
      bump(rank10, Number(car) - 1);
    }
    // P(χ² above the bound) < 1e-4 for 5, 10 and 9 degrees of freedom.
    expect(chi2(dice)).toBeLessThan(25.7);
    expect(chi2(balls)).toBeLessThan(35.6);
    expect(chi2(rank10)).toBeLessThan(33.7);
  });

  it('refuses a seed that is not lower-case hex and an empty draw key', () => {
    expect(() => drawLottery('VN_NORTH', 'not-hex', 'k')).toThrow(RangeError);
    expect(() => drawLottery('VN_NORTH', SEED.toUpperCase(), 'k')).toThrow(RangeError);
    expect(() => new LotteryRandom(SEED, '')).toThrow(RangeError);
    expect(() => drawLottery('VN_CENTRAL' as 'VN_NORTH', SEED, 'k')).toThrow(RangeError);
  });

  it('refuses to accept a result of another shape', () => {
    const r = drawLottery('VN_NORTH', SEED, 'k');
    expect(() => assertResultShape('VN_SOUTH', r)).toThrow(RangeError);
    expect(() => assertResultShape('VN_NORTH', { kind: 'VN_NORTH', tiers: r.tiers.slice(1) })).toThrow(
      RangeError,
    );
    const bad = {
      kind: 'VN_NORTH' as const,
      tiers: r.tiers.map((t, i) => (i === 0 ? { ...t, numbers: ['123'] } : t)),
    };
    expect(() => assertResultShape('VN_NORTH', bad)).toThrow(RangeError);
  });
});
