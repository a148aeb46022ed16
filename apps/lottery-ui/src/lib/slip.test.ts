import type { TLotteryBetType } from '@croupier/contracts';
import { priceLine } from '@croupier/games';
import { describe, expect, it } from 'vitest';
import {
  gridValues,
  isGridPick,
  linesFromPicks,
  priceSlip,
  quickPick,
  quickPicksOf,
  secureRandomInt,
  typedSelection,
} from './slip.ts';

const betType = (code: string, pick: TLotteryBetType['pick'], options?: string[]): TLotteryBetType => ({
  code,
  name: code,
  description: '',
  pick,
  ...(options ? { options } : {}),
  costFactor: 1,
  odds: '1.00',
  houseEdge: '0.00',
  minStake: '0.1',
  maxStake: '100',
});

const LO2 = betType('LO2', { count: 1, min: 0, max: 99, digits: 2 });
const XIEN2 = betType('XIEN2', { count: 2, min: 0, max: 99, digits: 2 });
const LO3 = betType('LO3', { count: 1, min: 0, max: 999, digits: 3 });
const SUM = betType('SUM', { count: 1, min: 0, max: 0, digits: null }, ['BIG', 'SMALL', 'ODD', 'EVEN']);

describe('number picker', () => {
  it('clicks numbers up to 100 and types wider ones, padded to their width', () => {
    expect(isGridPick(LO2.pick)).toBe(true);
    expect(isGridPick(LO3.pick)).toBe(false);
    expect(gridValues(LO2.pick).slice(0, 3)).toEqual(['00', '01', '02']);
    expect(gridValues(LO2.pick)).toHaveLength(100);
    expect(typedSelection('7', LO3.pick)).toBe('007');
    expect(typedSelection('1000', LO3.pick)).toBeNull();
    expect(typedSelection('12a', LO3.pick)).toBeNull();
  });

  it('offers big/small/odd/even only where each number is a line of its own on a grid', () => {
    expect(quickPicksOf(LO2)).toEqual(['random', 'big', 'small', 'odd', 'even']);
    expect(quickPicksOf(XIEN2)).toEqual(['random']);
    expect(quickPicksOf(LO3)).toEqual(['random']);
    expect(quickPicksOf(SUM)).toEqual(['random']);
    expect(quickPick(LO2, 'big')).toHaveLength(50);
    expect(quickPick(LO2, 'big')[0]).toBe('50');
    expect(quickPick(LO2, 'small').at(-1)).toBe('49');
    expect(quickPick(LO2, 'odd').every((v) => Number(v) % 2 === 1)).toBe(true);
  });

  it('picks the count a line takes at random, distinct, from the range or the options', () => {
    const sequence = [3, 3, 7];
    const next = () => sequence.shift() ?? 0;
    expect(quickPick(XIEN2, 'random', next)).toEqual(['03', '07']);
    expect(quickPick(LO3, 'random', () => 42)).toEqual(['042']);
    expect(quickPick(SUM, 'random', () => 1)).toEqual(['SMALL']);
    for (let i = 0; i < 200; i++) expect(secureRandomInt(11)).toBeLessThan(11);
  });
});

describe('slip lines and price', () => {
  it('makes a line per number for one-number bets and one line of exactly k for xiên', () => {
    expect(linesFromPicks(LO2, ['27', '45'])).toEqual({ ok: true, lines: [['27'], ['45']] });
    expect(linesFromPicks(XIEN2, ['45', '27'])).toEqual({ ok: true, lines: [['27', '45']] });
    expect(linesFromPicks(XIEN2, ['45'])).toEqual({ ok: false, reason: 'count' });
    expect(linesFromPicks(LO2, [])).toEqual({ ok: false, reason: 'empty' });
  });

  it('prices the slip with the maths the vendor charges by (lô 2 số north costs 27 points)', () => {
    const lines = [
      { id: 'a', betType: 'LO2', selections: ['27'], stake: 10_000n },
      { id: 'b', betType: 'DE', selections: ['45'], stake: 20_000n },
    ];
    const price = priceSlip('VN_NORTH', lines);
    const lo = priceLine('VN_NORTH', { betType: 'LO2', selections: ['27'], stake: 10_000n });
    expect(lo).toMatchObject({ ok: true, cost: 270_000n });
    expect(price).toEqual({
      ok: true,
      lines: [
        { id: 'a', combinations: 1, cost: 270_000n },
        { id: 'b', combinations: 1, cost: 20_000n },
      ],
      total: 290_000n,
    });
    expect(priceSlip('VN_NORTH', [{ id: 'c', betType: 'NOPE', selections: ['1'], stake: 1n }])).toMatchObject(
      {
        ok: false,
        id: 'c',
        code: 'LOTTERY_UNKNOWN_BET_TYPE',
      },
    );
  });
});
