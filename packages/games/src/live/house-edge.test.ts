import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baccaratProbabilities } from './baccarat.ts';
import { dealDragonTiger } from './dragon-tiger.ts';
import {
  type ExactFraction,
  type LiveOutcome,
  liveHouseEdge,
  liveMaxWin,
  livePayTable,
  liveSpotReturn,
  liveSpots,
} from './payouts.ts';
import { rouletteNumber } from './roulette.ts';
import { shuffleShoe } from './shoe.ts';
import { sicBoDice } from './sic-bo.ts';

const percent = (e: ExactFraction) => Number((e.numerator * 10n ** 12n) / e.denominator) / 10 ** 10;
const equal = (e: ExactFraction, num: bigint, den: bigint) => e.numerator * den === num * e.denominator;
const round2 = (e: ExactFraction) => Math.round(percent(e) * 100) / 100;

describe('liveHouseEdge: baccarat (8 decks, exact enumeration)', () => {
  it('gives banker 1.06 %, player 1.24 %, tie 8:1 14.36 %, pairs 11:1 10.36 %', () => {
    expect(round2(liveHouseEdge('BACCARAT', 'BANKER'))).toBe(1.06);
    expect(round2(liveHouseEdge('BACCARAT', 'PLAYER'))).toBe(1.24);
    expect(round2(liveHouseEdge('BACCARAT', 'TIE'))).toBe(14.36);
    expect(round2(liveHouseEdge('BACCARAT', 'PLAYER_PAIR'))).toBe(10.36);
    // Four decimals of the published figures: 1.0579 %, 1.2351 %, 14.3596 %.
    expect(percent(liveHouseEdge('BACCARAT', 'BANKER'))).toBeCloseTo(1.0579, 4);
    expect(percent(liveHouseEdge('BACCARAT', 'PLAYER'))).toBeCloseTo(1.2351, 4);
    expect(percent(liveHouseEdge('BACCARAT', 'TIE'))).toBeCloseTo(14.3596, 4);
  });

  it('equals the closed forms over the outcome counts', () => {
    const { total, player, banker, tie } = baccaratProbabilities(8);
    // Banker: 1 − (1.95·B + T)/N; player: 1 − (2·P + T)/N; tie: 1 − 9·T/N; pair: 1 − 12·31/415.
    expect(
      equal(liveHouseEdge('BACCARAT', 'BANKER'), 100n * total - 195n * banker - 100n * tie, 100n * total),
    ).toBe(true);
    expect(equal(liveHouseEdge('BACCARAT', 'PLAYER'), total - 2n * player - tie, total)).toBe(true);
    expect(equal(liveHouseEdge('BACCARAT', 'TIE'), total - 9n * tie, total)).toBe(true);
    expect(liveHouseEdge('BACCARAT', 'PLAYER_PAIR')).toEqual({ numerator: 43n, denominator: 415n });
    expect(liveHouseEdge('BACCARAT', 'BANKER_PAIR')).toEqual({ numerator: 43n, denominator: 415n });
  });
});

describe('liveHouseEdge: dragon tiger (8 decks)', () => {
  it('gives the sides 3.73 % (half back on a tie), tie 32.77 %, suited tie 13.98 %, side bets 1/13', () => {
    // P(tie) = 31/415, P(suited tie) = 7/415, P(dragon) = 192/415.
    expect(liveHouseEdge('DRAGON_TIGER', 'DRAGON')).toEqual({ numerator: 31n, denominator: 830n });
    expect(liveHouseEdge('DRAGON_TIGER', 'TIGER')).toEqual({ numerator: 31n, denominator: 830n });
    expect(liveHouseEdge('DRAGON_TIGER', 'TIE')).toEqual({ numerator: 136n, denominator: 415n });
    expect(liveHouseEdge('DRAGON_TIGER', 'SUITED_TIE')).toEqual({ numerator: 58n, denominator: 415n });
    expect(round2(liveHouseEdge('DRAGON_TIGER', 'DRAGON'))).toBe(3.73);
    expect(round2(liveHouseEdge('DRAGON_TIGER', 'TIE'))).toBe(32.77);
    expect(round2(liveHouseEdge('DRAGON_TIGER', 'SUITED_TIE'))).toBe(13.98);
    for (const side of ['DRAGON', 'TIGER'])
      for (const kind of ['BIG', 'SMALL', 'ODD', 'EVEN'])
        expect(liveHouseEdge('DRAGON_TIGER', `${side}_${kind}`)).toEqual({ numerator: 1n, denominator: 13n });
  });
});

describe('liveHouseEdge: European roulette', () => {
  it('is exactly 1/37 on every one of the 157 spots', () => {
    for (const spot of liveSpots('ROULETTE'))
      expect(liveHouseEdge('ROULETTE', spot), spot).toEqual({ numerator: 1n, denominator: 37n });
  });
});

describe('liveHouseEdge: sic bo (standard pay table)', () => {
  // Ways out of 216 to win, with the win per unit: edge = 1 − (odds + 1)·ways/216.
  const cases: [string, number, number, number][] = [
    // spot, ways, odds, published edge %
    ['SMALL', 105, 1, 2.78],
    ['BIG', 105, 1, 2.78],
    ['ODD', 105, 1, 2.78],
    ['EVEN', 105, 1, 2.78],
    ['TOTAL_4', 3, 60, 15.28],
    ['TOTAL_17', 3, 60, 15.28],
    ['TOTAL_5', 6, 30, 13.89],
    ['TOTAL_16', 6, 30, 13.89],
    ['TOTAL_6', 10, 17, 16.67],
    ['TOTAL_15', 10, 17, 16.67],
    ['TOTAL_7', 15, 12, 9.72],
    ['TOTAL_14', 15, 12, 9.72],
    ['TOTAL_8', 21, 8, 12.5],
    ['TOTAL_13', 21, 8, 12.5],
    ['TOTAL_9', 25, 6, 18.98],
    ['TOTAL_12', 25, 6, 18.98],
    ['TOTAL_10', 27, 6, 12.5],
    ['TOTAL_11', 27, 6, 12.5],
    ['TRIPLE_1', 1, 180, 16.2],
    ['TRIPLE_6', 1, 180, 16.2],
    ['ANY_TRIPLE', 6, 30, 13.89],
    ['DOUBLE_2', 16, 10, 18.52],
    ['COMBO_1_6', 30, 5, 16.67],
  ];
  it.each(cases)('%s: %i ways at %i:1 → %s %%', (spot, ways, odds, published) => {
    const e = liveHouseEdge('SIC_BO', spot);
    expect(equal(e, BigInt(216 - (odds + 1) * ways), 216n)).toBe(true);
    expect(round2(e)).toBe(published);
  });

  it('gives a single number 7.87 % (1:1 on one die, 2:1 on two, 3:1 on three)', () => {
    // 75 throws show the number once, 15 twice, 1 three times: return (2·75 + 3·15 + 4·1)/216.
    for (let f = 1; f <= 6; f++) {
      const e = liveHouseEdge('SIC_BO', `SINGLE_${f}`);
      expect(equal(e, BigInt(216 - (2 * 75 + 3 * 15 + 4)), 216n)).toBe(true);
      expect(round2(e)).toBe(7.87);
    }
  });

  it('has an edge for every spot between 2 % and 20 %', () => {
    for (const spot of liveSpots('SIC_BO')) {
      const p = percent(liveHouseEdge('SIC_BO', spot));
      expect(p).toBeGreaterThan(2);
      expect(p).toBeLessThan(20);
    }
  });
});

describe('liveHouseEdge: cockfight', () => {
  it('gives meron and wala the same edge (49/50)·(10000 − m·w)/(100·(200 + m + w)), the draw 41/50', () => {
    for (const [m, w] of [
      [90, 90],
      [80, 120],
      [100, 100],
      [70, 140],
      [1, 1],
    ] as [number, number][]) {
      const odds = { meron: m, wala: w };
      const num = 49n * BigInt(10_000 - m * w);
      const den = 50n * 100n * BigInt(200 + m + w);
      expect(equal(liveHouseEdge('COCKFIGHT', 'MERON', odds), num, den), `${m}/${w}`).toBe(true);
      expect(equal(liveHouseEdge('COCKFIGHT', 'WALA', odds), num, den), `${m}/${w}`).toBe(true);
      expect(liveHouseEdge('COCKFIGHT', 'DRAW', odds)).toEqual({ numerator: 41n, denominator: 50n });
    }
    expect(liveHouseEdge('COCKFIGHT', 'MERON', { meron: 90, wala: 90 })).toEqual({
      numerator: 49n,
      denominator: 1000n,
    });
    expect(liveHouseEdge('COCKFIGHT', 'MERON', { meron: 100, wala: 100 }).numerator).toBe(0n);
  });

  it('needs the odds and a spot of the game', () => {
    expect(() => liveHouseEdge('COCKFIGHT', 'MERON')).toThrow(RangeError);
    expect(() => liveHouseEdge('ROULETTE', 'BANKER')).toThrow(RangeError);
  });
});

describe('livePayTable', () => {
  it('lists every spot with its payout ratio', () => {
    expect(livePayTable('BACCARAT')).toEqual({
      PLAYER: '1:1',
      BANKER: '0.95:1',
      TIE: '8:1',
      PLAYER_PAIR: '11:1',
      BANKER_PAIR: '11:1',
    });
    const dt = livePayTable('DRAGON_TIGER');
    expect([dt.DRAGON, dt.TIE, dt.SUITED_TIE, dt.TIGER_EVEN]).toEqual(['1:1', '8:1', '50:1', '1:1']);
    const roulette = livePayTable('ROULETTE');
    expect(Object.keys(roulette)).toHaveLength(157);
    expect([
      roulette.STRAIGHT_0,
      roulette.SPLIT_0_1,
      roulette.STREET_1,
      roulette.TRIO_0_2_3,
      roulette.CORNER_1_2_4_5,
      roulette.BASKET,
      roulette.LINE_1,
      roulette.DOZEN_1,
      roulette.COLUMN_3,
      roulette.RED,
    ]).toEqual(['35:1', '17:1', '11:1', '11:1', '8:1', '8:1', '5:1', '2:1', '2:1', '1:1']);
    const sicBo = livePayTable('SIC_BO');
    expect([
      sicBo.BIG,
      sicBo.TOTAL_4,
      sicBo.TOTAL_10,
      sicBo.TOTAL_14,
      sicBo.TRIPLE_2,
      sicBo.ANY_TRIPLE,
      sicBo.DOUBLE_6,
      sicBo.COMBO_3_4,
      sicBo.SINGLE_1,
    ]).toEqual(['1:1', '60:1', '6:1', '12:1', '180:1', '30:1', '10:1', '5:1', '1:1 / 2:1 / 3:1']);
    expect(livePayTable('COCKFIGHT', { meron: 90, wala: 85 })).toEqual({
      MERON: '0.9:1',
      WALA: '0.85:1',
      DRAW: '8:1',
    });
    expect(livePayTable('COCKFIGHT', { meron: 100, wala: 100 }).MERON).toBe('1:1');
    expect(() => livePayTable('COCKFIGHT')).toThrow(RangeError);
  });
});

describe('liveMaxWin', () => {
  it('is the best win per unit of each spot', () => {
    expect(liveMaxWin('BACCARAT', 'BANKER')).toEqual({ num: 19n, den: 20n });
    expect(liveMaxWin('BACCARAT', 'PLAYER_PAIR')).toEqual({ num: 11n, den: 1n });
    expect(liveMaxWin('DRAGON_TIGER', 'SUITED_TIE')).toEqual({ num: 50n, den: 1n });
    expect(liveMaxWin('ROULETTE', 'STRAIGHT_0')).toEqual({ num: 35n, den: 1n });
    expect(liveMaxWin('ROULETTE', 'TRIO_0_1_2')).toEqual({ num: 11n, den: 1n });
    expect(liveMaxWin('SIC_BO', 'SINGLE_3')).toEqual({ num: 3n, den: 1n });
    expect(liveMaxWin('SIC_BO', 'TRIPLE_3')).toEqual({ num: 180n, den: 1n });
    expect(liveMaxWin('COCKFIGHT', 'MERON', { meron: 90, wala: 85 })).toEqual({ num: 9n, den: 10n });
    expect(liveMaxWin('COCKFIGHT', 'DRAW', { meron: 90, wala: 85 })).toEqual({ num: 8n, den: 1n });
    expect(() => liveMaxWin('COCKFIGHT', 'DRAW')).toThrow(RangeError);
  });
});

describe('house edges against seeded simulations of the real draws', () => {
  /** Mean return per unit over outcomes, compared with 1 − edge within 4 standard errors. */
  const check = (spot: string, outcomes: LiveOutcome[], edge: ExactFraction) => {
    const returns = outcomes.map((o) => Number(liveSpotReturn(spot, 1_000_000n, o)) / 1_000_000);
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const variance = returns.reduce((a, b) => a + (b - mean) ** 2, 0) / (returns.length - 1);
    const expected = 1 - Number(edge.numerator) / Number(edge.denominator);
    expect(Math.abs(mean - expected), spot).toBeLessThan(4 * Math.sqrt(variance / returns.length));
  };
  const seed = (label: string) => createHash('sha256').update(label).digest('hex');

  it('dragon tiger dealt from 80 shuffled shoes', () => {
    const outcomes: LiveOutcome[] = [];
    for (let s = 0; s < 80; s++) {
      const shoe = shuffleShoe(seed(`dt-${s}`));
      for (let at = 0; at + 2 <= 380; at += 2)
        outcomes.push({ game: 'DRAGON_TIGER', hand: dealDragonTiger(shoe.slice(at, at + 2)) });
    }
    for (const spot of ['DRAGON', 'TIE', 'SUITED_TIE', 'TIGER_BIG', 'DRAGON_ODD'])
      check(spot, outcomes, liveHouseEdge('DRAGON_TIGER', spot));
  });

  it('roulette and sic bo over 20,000 fixed round keys', () => {
    const wheel: LiveOutcome[] = [];
    const dice: LiveOutcome[] = [];
    for (let i = 0; i < 20_000; i++) {
      wheel.push({ game: 'ROULETTE', number: rouletteNumber(seed('wheel'), `R:${i}`) });
      dice.push({ game: 'SIC_BO', dice: sicBoDice(seed('dice'), `S:${i}`) });
    }
    for (const spot of ['RED', 'DOZEN_2', 'CORNER_1_2_4_5', 'STRAIGHT_17'])
      check(spot, wheel, liveHouseEdge('ROULETTE', spot));
    for (const spot of ['SMALL', 'TOTAL_10', 'ANY_TRIPLE', 'COMBO_2_5', 'SINGLE_6'])
      check(spot, dice, liveHouseEdge('SIC_BO', spot));
  });
});
