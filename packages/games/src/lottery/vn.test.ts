import { describe, expect, it } from 'vitest';
import { houseEdge, LOTTERY_BET_TYPES, lineExposure, priceLine, settleLine } from './lottery.ts';
import type { LotteryResult } from './types.ts';
import { xienProbability } from './vn.ts';

/** A northern result written by hand; its 2-digit endings are listed beside each tier. */
const NORTH: LotteryResult = {
  kind: 'VN_NORTH',
  tiers: [
    { tier: 'DB', name: 'Special prize', numbers: ['12345'] }, // 45
    { tier: 'G1', name: 'First prize', numbers: ['67890'] }, // 90
    { tier: 'G2', name: 'Second prize', numbers: ['11122', '33344'] }, // 22 44
    { tier: 'G3', name: 'Third prize', numbers: ['55566', '77788', '99900', '12307', '45607', '78945'] }, // 66 88 00 07 07 45
    { tier: 'G4', name: 'Fourth prize', numbers: ['1234', '5607', '9012', '3456'] }, // 34 07 12 56
    { tier: 'G5', name: 'Fifth prize', numbers: ['7890', '1207', '3456', '7845', '9012', '3445'] }, // 90 07 56 45 12 45
    { tier: 'G6', name: 'Sixth prize', numbers: ['123', '456', '789'] }, // 23 56 89
    { tier: 'G7', name: 'Seventh prize', numbers: ['07', '45', '89', '12'] },
  ],
};

/** A southern result written by hand. */
const SOUTH: LotteryResult = {
  kind: 'VN_SOUTH',
  tiers: [
    { tier: 'G8', name: 'Eighth prize', numbers: ['07'] },
    { tier: 'G7', name: 'Seventh prize', numbers: ['345'] },
    { tier: 'G6', name: 'Sixth prize', numbers: ['1234', '5607', '9045'] },
    { tier: 'G5', name: 'Fifth prize', numbers: ['1207'] },
    {
      tier: 'G4',
      name: 'Fourth prize',
      numbers: ['11111', '22222', '33333', '44444', '55555', '66666', '77345'],
    },
    { tier: 'G3', name: 'Third prize', numbers: ['88888', '99999'] },
    { tier: 'G2', name: 'Second prize', numbers: ['10101'] },
    { tier: 'G1', name: 'First prize', numbers: ['20202'] },
    { tier: 'DB', name: 'Special prize', numbers: ['123456'] },
  ],
};

const line = (betType: string, selections: string[], stake = 1000n) => ({ betType, selections, stake });

describe('VN_NORTH bet types', () => {
  it('lô 2 số costs 27 points and pays 99 per point for each occurrence', () => {
    expect(priceLine('VN_NORTH', line('LO2', ['07']))).toEqual({ ok: true, combinations: 1, cost: 27_000n });
    // 07 ends G3 12307, G3 45607, G4 5607, G5 1207 and G7 07: five times.
    expect(settleLine('VN_NORTH', line('LO2', ['07']), NORTH)).toBe(495_000n);
    // 45 ends DB 12345, G3 78945, G5 7845, G5 3445 and G7 45: five times.
    expect(settleLine('VN_NORTH', line('LO2', ['45']), NORTH)).toBe(495_000n);
    // 90 ends G1 67890 and G5 7890.
    expect(settleLine('VN_NORTH', line('LO2', ['90']), NORTH)).toBe(198_000n);
    expect(settleLine('VN_NORTH', line('LO2', ['13']), NORTH)).toBe(0n);
    expect(lineExposure('VN_NORTH', line('LO2', ['07']))).toEqual([{ key: 'LO2:07', payout: 27n * 99_000n }]);
  });

  it('lô 3 số costs 23 points and counts only prizes of 3 digits or more', () => {
    expect(priceLine('VN_NORTH', line('LO3', ['456']))).toEqual({ ok: true, combinations: 1, cost: 23_000n });
    // 456 ends G4 3456, G5 3456 and G6 456.
    expect(settleLine('VN_NORTH', line('LO3', ['456']), NORTH)).toBe(3n * 980_000n);
    expect(settleLine('VN_NORTH', line('LO3', ['345']), NORTH)).toBe(980_000n);
    // 089 would match G7 89 only by its last two digits: G7 has 2 digits, so no.
    expect(settleLine('VN_NORTH', line('LO3', ['089']), NORTH)).toBe(0n);
  });

  it('đề, đầu, đuôi and 3 càng read the special prize 12345', () => {
    expect(settleLine('VN_NORTH', line('DE', ['45']), NORTH)).toBe(95_000n);
    expect(settleLine('VN_NORTH', line('DE', ['07']), NORTH)).toBe(0n);
    expect(settleLine('VN_NORTH', line('DAU', ['4']), NORTH)).toBe(9_500n);
    expect(settleLine('VN_NORTH', line('DAU', ['5']), NORTH)).toBe(0n);
    expect(settleLine('VN_NORTH', line('DUOI', ['5']), NORTH)).toBe(9_500n);
    expect(settleLine('VN_NORTH', line('DUOI', ['4']), NORTH)).toBe(0n);
    expect(settleLine('VN_NORTH', line('BA_CANG', ['345']), NORTH)).toBe(900_000n);
    expect(settleLine('VN_NORTH', line('BA_CANG', ['245']), NORTH)).toBe(0n);
    // 3 × 9.5 = 28.5, floored.
    expect(settleLine('VN_NORTH', line('DAU', ['4'], 3n), NORTH)).toBe(28n);
    expect(priceLine('VN_NORTH', line('DE', ['45']))).toEqual({ ok: true, combinations: 1, cost: 1000n });
  });

  it('xiên pays once when every chosen number appears as lô', () => {
    expect(settleLine('VN_NORTH', line('XIEN2', ['07', '45']), NORTH)).toBe(17_000n);
    expect(settleLine('VN_NORTH', line('XIEN2', ['07', '13']), NORTH)).toBe(0n);
    expect(settleLine('VN_NORTH', line('XIEN3', ['07', '45', '00']), NORTH)).toBe(65_000n);
    expect(settleLine('VN_NORTH', line('XIEN3', ['07', '45', '99']), NORTH)).toBe(0n);
    expect(settleLine('VN_NORTH', line('XIEN4', ['07', '45', '00', '22']), NORTH)).toBe(250_000n);
    expect(lineExposure('VN_NORTH', line('XIEN2', ['45', '07']))).toEqual([
      { key: 'XIEN2:07-45', payout: 17_000n },
    ]);
  });

  it('uses the merchant odds when given', () => {
    expect(settleLine('VN_NORTH', line('DE', ['45']), NORTH, { DE: 700_000n })).toBe(70_000n);
    expect(settleLine('VN_NORTH', line('LO2', ['90']), NORTH, { LO2: 800_000n })).toBe(160_000n);
    expect(() => settleLine('VN_NORTH', line('DE', ['45']), NORTH, { DE: -1n })).toThrow(RangeError);
  });
});

describe('VN_SOUTH bet types', () => {
  it('prices lô on 18 and 17 numbers and reads the 6-digit special prize', () => {
    expect(priceLine('VN_SOUTH', line('LO2', ['07']))).toEqual({ ok: true, combinations: 1, cost: 18_000n });
    expect(priceLine('VN_SOUTH', line('LO3', ['345']))).toEqual({ ok: true, combinations: 1, cost: 17_000n });
    // 07 ends G8 07, G6 5607, G5 1207.
    expect(settleLine('VN_SOUTH', line('LO2', ['07']), SOUTH)).toBe(297_000n);
    // 345 ends G7 345 and G4 77345.
    expect(settleLine('VN_SOUTH', line('LO3', ['345']), SOUTH)).toBe(1_960_000n);
    expect(settleLine('VN_SOUTH', line('DE', ['56']), SOUTH)).toBe(95_000n);
    expect(settleLine('VN_SOUTH', line('BA_CANG', ['456']), SOUTH)).toBe(900_000n);
    expect(settleLine('VN_SOUTH', line('DAU', ['5']), SOUTH)).toBe(9_500n);
    expect(settleLine('VN_SOUTH', line('DUOI', ['6']), SOUTH)).toBe(9_500n);
    // 45 ends G6 9045; xiên 2 south pays ×35.
    expect(settleLine('VN_SOUTH', line('XIEN2', ['07', '45']), SOUTH)).toBe(35_000n);
    expect(settleLine('VN_SOUTH', line('XIEN3', ['07', '45', '34']), SOUTH)).toBe(200_000n);
    expect(settleLine('VN_SOUTH', line('XIEN4', ['07', '45', '34', '56']), SOUTH)).toBe(1_200_000n);
    expect(settleLine('VN_SOUTH', line('XIEN4', ['07', '45', '34', '57']), SOUTH)).toBe(0n);
    expect(() => settleLine('VN_SOUTH', line('DE', ['56']), NORTH)).toThrow(RangeError);
  });
});

describe('VN line validation', () => {
  it('refuses unknown types, bad selections and bad stakes with their codes', () => {
    const code = (r: ReturnType<typeof priceLine>) => (r.ok ? 'ok' : r.code);
    expect(code(priceLine('VN_NORTH', line('NOPE', ['07'])))).toBe('LOTTERY_UNKNOWN_BET_TYPE');
    expect(code(priceLine('VN_NORTH', line('LO2', ['7'])))).toBe('LOTTERY_BAD_SELECTION');
    expect(code(priceLine('VN_NORTH', line('LO2', ['007'])))).toBe('LOTTERY_BAD_SELECTION');
    expect(code(priceLine('VN_NORTH', line('LO2', ['0a'])))).toBe('LOTTERY_BAD_SELECTION');
    expect(code(priceLine('VN_NORTH', line('LO2', ['07', '08'])))).toBe('LOTTERY_BAD_SELECTION');
    expect(code(priceLine('VN_NORTH', line('LO2', [])))).toBe('LOTTERY_BAD_SELECTION');
    expect(code(priceLine('VN_NORTH', line('DAU', ['10'])))).toBe('LOTTERY_BAD_SELECTION');
    expect(code(priceLine('VN_NORTH', line('XIEN2', ['07', '07'])))).toBe('LOTTERY_BAD_SELECTION');
    expect(code(priceLine('VN_NORTH', line('XIEN3', ['07', '08'])))).toBe('LOTTERY_BAD_SELECTION');
    expect(code(priceLine('VN_NORTH', line('LO2', ['07'], 0n)))).toBe('LOTTERY_BAD_STAKE');
    expect(code(priceLine('VN_NORTH', line('LO2', ['07'], -5n)))).toBe('LOTTERY_BAD_STAKE');
    expect(
      code(priceLine('VN_NORTH', { betType: 'LO2', selections: ['07'], stake: 5 as unknown as bigint })),
    ).toBe('LOTTERY_BAD_STAKE');
    expect(() => settleLine('VN_NORTH', line('LO2', ['7']), NORTH)).toThrow(RangeError);
  });

  it('lists the bet types with their cost factors', () => {
    const north = Object.fromEntries(LOTTERY_BET_TYPES.VN_NORTH.map((t) => [t.code, t.costFactor]));
    expect(north).toEqual({
      LO2: 27n,
      LO3: 23n,
      DE: 1n,
      DAU: 1n,
      DUOI: 1n,
      XIEN2: 1n,
      XIEN3: 1n,
      XIEN4: 1n,
      BA_CANG: 1n,
    });
    const south = Object.fromEntries(LOTTERY_BET_TYPES.VN_SOUTH.map((t) => [t.code, t.costFactor]));
    expect(south.LO2).toBe(18n);
    expect(south.LO3).toBe(17n);
  });
});

describe('VN house edge', () => {
  it('is exact for the single-number bets', () => {
    // lô 2 số: 27 points buy 27/100 expected occurrences × 99 = 26.73: edge 1 %.
    expect(houseEdge('VN_NORTH', 'LO2')).toEqual({ numerator: 1n, denominator: 100n });
    expect(houseEdge('VN_SOUTH', 'LO2')).toEqual({ numerator: 1n, denominator: 100n });
    expect(houseEdge('VN_NORTH', 'LO3')).toEqual({ numerator: 1n, denominator: 50n });
    expect(houseEdge('VN_NORTH', 'DE')).toEqual({ numerator: 1n, denominator: 20n });
    expect(houseEdge('VN_NORTH', 'DAU')).toEqual({ numerator: 1n, denominator: 20n });
    expect(houseEdge('VN_NORTH', 'BA_CANG')).toEqual({ numerator: 1n, denominator: 10n });
    expect(houseEdge('VN_NORTH', 'DE', { DE: 700_000n })).toEqual({ numerator: 3n, denominator: 10n });
    expect(houseEdge('VN_NORTH', 'DE', { DE: 1_010_000n })).toEqual({ numerator: -1n, denominator: 100n });
    expect(() => houseEdge('VN_NORTH', 'NOPE')).toThrow(RangeError);
  });

  it('computes the xiên probability exactly (checked against enumeration of 3 numbers)', () => {
    expect(xienProbability(2, 2)).toEqual({ num: 2n, den: 10_000n });
    let both = 0;
    for (let a = 0; a < 100; a++)
      for (let b = 0; b < 100; b++)
        for (let c = 0; c < 100; c++) if ([a, b, c].includes(7) && [a, b, c].includes(45)) both++;
    const p = xienProbability(2, 3);
    expect(p.num * 1_000_000n).toBe(BigInt(both) * p.den);
    // Xiên 2 north at ×17: 1 − 17·(100^27 − 2·99^27 + 98^27)/100^27 ≈ 6.66 %.
    const e = houseEdge('VN_NORTH', 'XIEN2');
    expect(Number((e.numerator * 1_000_000n) / e.denominator) / 1e6).toBeCloseTo(0.067, 3);
    // Xiên 4 south at ×1200: 1 − 1200·P(4 given endings among 18 numbers) ≈ 33.4 %.
    const s4 = houseEdge('VN_SOUTH', 'XIEN4');
    expect(Number((s4.numerator * 1_000_000n) / s4.denominator) / 1e6).toBeCloseTo(0.334, 3);
  });
});
