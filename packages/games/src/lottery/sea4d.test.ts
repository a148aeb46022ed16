import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawLottery } from './draw.ts';
import { houseEdge, lineExposure, priceLine, settleLine } from './lottery.ts';
import { permutations4d, sea4dTable } from './sea4d.ts';
import type { LotteryResult } from './types.ts';

/** A draw written by hand: 1234 is 1st, 4321 a special prize and 2143 a consolation prize. */
const DRAW: LotteryResult = {
  kind: 'SEA_4D',
  tiers: [
    { tier: 'P1', name: '1st prize', numbers: ['1234'] },
    { tier: 'P2', name: '2nd prize', numbers: ['5678'] },
    { tier: 'P3', name: '3rd prize', numbers: ['9012'] },
    {
      tier: 'SPECIAL',
      name: 'Special prize',
      numbers: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '4321'],
    },
    {
      tier: 'CONSOLATION',
      name: 'Consolation prize',
      numbers: ['1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000', '2143'],
    },
  ],
};

const line = (betType: string, number: string, stake = 100n) => ({ betType, selections: [number], stake });
const win = (betType: string, number: string, odds?: Record<string, bigint>) =>
  settleLine('SEA_4D', line(betType, number), DRAW, odds);

describe('SEA_4D Big and Small (stake 100 minor units = 1 unit)', () => {
  it('pays Big on every tier and Small on the top three', () => {
    expect(win('BIG', '1234')).toBe(250_000n); // 1st: 2500 × 100
    expect(win('BIG', '5678')).toBe(100_000n);
    expect(win('BIG', '9012')).toBe(50_000n);
    expect(win('BIG', '4321')).toBe(18_000n); // special: 180 × 100
    expect(win('BIG', '2143')).toBe(6_000n); // consolation: 60 × 100
    expect(win('BIG', '3412')).toBe(0n);
    expect(win('SMALL', '1234')).toBe(350_000n);
    expect(win('SMALL', '5678')).toBe(200_000n);
    expect(win('SMALL', '9012')).toBe(100_000n);
    expect(win('SMALL', '4321')).toBe(0n);
    expect(priceLine('SEA_4D', line('BIG', '0042'))).toEqual({ ok: true, combinations: 1, cost: 100n });
  });

  it('reads the merchant table per tier, and the plain code as the 1st prize', () => {
    expect(win('BIG', '4321', { 'BIG:SPECIAL': 2_000_000n })).toBe(20_000n);
    expect(win('BIG', '1234', { BIG: 30_000_000n })).toBe(300_000n);
    expect(win('BIG', '1234', { BIG: 30_000_000n, 'BIG:P1': 20_000_000n })).toBe(200_000n);
    expect(win('SMALL', '9012', { 'SMALL:P3': 8_000_000n })).toBe(80_000n);
    expect(sea4dTable('SMALL')).toEqual({ P1: 35_000_000n, P2: 20_000_000n, P3: 10_000_000n });
  });
});

describe('SEA_4D box and i-box', () => {
  it('counts the distinct permutations', () => {
    expect(permutations4d('1234')).toHaveLength(24);
    expect(permutations4d('1123')).toHaveLength(12);
    expect(permutations4d('1122')).toHaveLength(6);
    expect(permutations4d('1112')).toEqual(['1112', '1121', '1211', '2111']);
    expect(permutations4d('7777')).toEqual(['7777']);
  });

  it('prices a box at a stake per permutation and an i-box at one stake', () => {
    expect(priceLine('SEA_4D', line('BOX', '1234'))).toEqual({ ok: true, combinations: 24, cost: 2_400n });
    expect(priceLine('SEA_4D', line('BOX', '1123'))).toEqual({ ok: true, combinations: 12, cost: 1_200n });
    expect(priceLine('SEA_4D', line('IBOX', '1122'))).toEqual({ ok: true, combinations: 6, cost: 100n });
    const refused = priceLine('SEA_4D', line('BOX', '7777'));
    expect(refused.ok ? 'ok' : refused.code).toBe('LOTTERY_BAD_SELECTION');
    const short = priceLine('SEA_4D', line('BIG', '123'));
    expect(short.ok ? 'ok' : short.code).toBe('LOTTERY_BAD_SELECTION');
  });

  it('pays a box on every permutation drawn', () => {
    // 1234 1st (250 000) + 4321 special (18 000) + 2143 consolation (6 000).
    expect(win('BOX', '3412')).toBe(274_000n);
    // Small box: only 1234 (1st) counts.
    expect(win('SMALL_BOX', '4321')).toBe(350_000n);
    expect(win('BOX', '5566')).toBe(0n);
  });

  it('pays an i-box the table divided by the permutations, floored per permutation', () => {
    // 100·2500/24 = 10 416.67 → 10 416; 100·180/24 = 750; 100·60/24 = 250.
    expect(win('IBOX', '1234')).toBe(11_416n);
    // 100·3500/24 = 14 583.33 → 14 583.
    expect(win('SMALL_IBOX', '1234')).toBe(14_583n);
  });

  it('exposes each permutation under its family key at the top payout', () => {
    const box = lineExposure('SEA_4D', line('BOX', '1123'));
    expect(box).toHaveLength(12);
    expect(box[0]).toEqual({ key: 'BIG:1123', payout: 250_000n });
    const ibox = lineExposure('SEA_4D', line('IBOX', '1234'));
    expect(ibox).toHaveLength(24);
    expect(ibox.every((e) => e.payout === 10_416n)).toBe(true);
    expect(lineExposure('SEA_4D', line('SMALL', '0042'))).toEqual([{ key: 'SMALL:0042', payout: 350_000n }]);
  });
});

describe('SEA_4D house edge', () => {
  it('is exact from the tier counts over 10 000 numbers', () => {
    // Big: (2500 + 1000 + 500 + 10·180 + 10·60) / 10 000 = 0.64 returned.
    expect(houseEdge('SEA_4D', 'BIG')).toEqual({ numerator: 9n, denominator: 25n });
    expect(houseEdge('SEA_4D', 'BOX')).toEqual({ numerator: 9n, denominator: 25n });
    expect(houseEdge('SEA_4D', 'IBOX')).toEqual({ numerator: 9n, denominator: 25n });
    // Small: (3500 + 2000 + 1000) / 10 000 = 0.65 returned.
    expect(houseEdge('SEA_4D', 'SMALL')).toEqual({ numerator: 7n, denominator: 20n });
    expect(houseEdge('SEA_4D', 'BIG', { 'BIG:CONSOLATION': 0n })).toEqual({
      numerator: 21n,
      denominator: 50n,
    });
  });
});

describe('SEA_4D exposure', () => {
  it('covers what any bet type wins when permutations of its number are planted in every tier', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.stringMatching(/^\d{4}$/),
        fc.constantFrom('BIG', 'SMALL', 'BOX', 'IBOX', 'SMALL_BOX', 'SMALL_IBOX'),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (seed, number, betType, stake) => {
          const l = { betType, selections: [number], stake };
          fc.pre(priceLine('SEA_4D', l).ok);
          // The number itself becomes the 1st prize and its other permutations the next tiers (kept distinct).
          const perms = permutations4d(number);
          const drawn = drawLottery('SEA_4D', seed, 'plant').tiers;
          const rest = drawn.flatMap((t) => t.numbers).filter((n) => !perms.includes(n));
          const numbers = [number, ...perms.filter((p) => p !== number), ...rest].slice(0, 23);
          let i = 0;
          const planted: LotteryResult = {
            kind: 'SEA_4D',
            tiers: drawn.map((t) => ({ ...t, numbers: t.numbers.map(() => numbers[i++] as string) })),
          };
          const won = settleLine('SEA_4D', l, planted);
          expect(won).toBeGreaterThan(0n);
          expect(lineExposure('SEA_4D', l).reduce((s, e) => s + e.payout, 0n)).toBeGreaterThanOrEqual(won);
        },
      ),
      { numRuns: 500 },
    );
  });
});
