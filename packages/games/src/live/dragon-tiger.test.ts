import { describe, expect, it } from 'vitest';
import { DRAGON_TIGER_SPOTS, dealDragonTiger, dragonTigerReturn } from './dragon-tiger.ts';

const r = (num: bigint, den = 1n) => ({ num, den });

describe('dealDragonTiger', () => {
  it('gives the first card to the dragon, the second to the tiger, ace low and king high', () => {
    expect(dealDragonTiger(['KS', 'AH', '5D'])).toEqual({
      dragon: 'KS',
      tiger: 'AH',
      winner: 'DRAGON',
      suitedTie: false,
      cardsUsed: 2,
    });
    expect(dealDragonTiger(['AS', '2H']).winner).toBe('TIGER');
    expect(dealDragonTiger(['TS', 'JS']).winner).toBe('TIGER');
    expect(dealDragonTiger(['QS', 'QH'])).toMatchObject({ winner: 'TIE', suitedTie: false });
    expect(dealDragonTiger(['QS', 'QS'])).toMatchObject({ winner: 'TIE', suitedTie: true });
  });

  it('throws on a short shoe or a malformed card', () => {
    expect(() => dealDragonTiger(['QS'])).toThrow(RangeError);
    expect(() => dealDragonTiger(['QS', 'Q'])).toThrow(RangeError);
  });
});

describe('dragonTigerReturn', () => {
  it('pays the sides 1:1 and returns half on a tie; tie 8:1; suited tie 50:1', () => {
    const dragonWins = dealDragonTiger(['9S', '4H']);
    const tie = dealDragonTiger(['9S', '9H']);
    const suited = dealDragonTiger(['9S', '9S']);
    expect(dragonTigerReturn('DRAGON', dragonWins)).toEqual(r(2n));
    expect(dragonTigerReturn('TIGER', dragonWins)).toEqual(r(0n));
    expect(dragonTigerReturn('DRAGON', tie)).toEqual(r(1n, 2n));
    expect(dragonTigerReturn('TIGER', suited)).toEqual(r(1n, 2n));
    expect(dragonTigerReturn('TIE', tie)).toEqual(r(9n));
    expect(dragonTigerReturn('TIE', suited)).toEqual(r(9n));
    expect(dragonTigerReturn('TIE', dragonWins)).toEqual(r(0n));
    expect(dragonTigerReturn('SUITED_TIE', suited)).toEqual(r(51n));
    expect(dragonTigerReturn('SUITED_TIE', tie)).toEqual(r(0n));
  });

  it('settles big/small and odd/even on each side, a 7 losing all four', () => {
    const expected: Record<string, [string, string]> = {
      // rank: [big/small winner, odd/even winner]
      A: ['SMALL', 'ODD'],
      '2': ['SMALL', 'EVEN'],
      '6': ['SMALL', 'EVEN'],
      '7': ['', ''],
      '8': ['BIG', 'EVEN'],
      '9': ['BIG', 'ODD'],
      T: ['BIG', 'EVEN'],
      J: ['BIG', 'ODD'],
      Q: ['BIG', 'EVEN'],
      K: ['BIG', 'ODD'],
    };
    for (const [rank, [size, parity]] of Object.entries(expected)) {
      const hand = dealDragonTiger([`${rank}S`, `${rank === 'K' ? 'A' : 'K'}D`]);
      const mirrored = dealDragonTiger([`${rank === 'K' ? 'A' : 'K'}D`, `${rank}S`]);
      for (const kind of ['BIG', 'SMALL', 'ODD', 'EVEN']) {
        const wins = kind === size || kind === parity;
        expect(dragonTigerReturn(`DRAGON_${kind}` as never, hand), `dragon ${rank} ${kind}`).toEqual(
          r(wins ? 2n : 0n),
        );
        expect(dragonTigerReturn(`TIGER_${kind}` as never, mirrored), `tiger ${rank} ${kind}`).toEqual(
          r(wins ? 2n : 0n),
        );
      }
    }
  });

  it('has a return for every spot and rejects unknown spots', () => {
    const hand = dealDragonTiger(['5S', '5H']);
    for (const spot of DRAGON_TIGER_SPOTS) expect(dragonTigerReturn(spot, hand).den).toBeGreaterThan(0n);
    expect(() => dragonTigerReturn('BANKER' as never, hand)).toThrow(RangeError);
  });
});
