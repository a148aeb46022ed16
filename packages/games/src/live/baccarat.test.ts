import { describe, expect, it } from 'vitest';
import { baccaratProbabilities, baccaratReturn, bankerDraws, dealBaccarat, playerDraws } from './baccarat.ts';
import { shuffleShoe } from './shoe.ts';

const SEED = 'c1f4a8e3b2d5f6071829304a5b6c7d8e9fa0b1c2d3e4f5061728394a5b6c7d8e';
const VALUE_CARD = ['TS', 'AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];
const card = (value: number, suit = 'S') => `${VALUE_CARD[value]?.[0]}${suit}`;

/**
 * The published punto banco banker drawing table: rows are the banker's two-card total 0–7,
 * columns the player's third card value 0–9, then '-' for "player stood". D draws, S stands.
 */
const BANKER_TABLE: Record<number, string> = {
  //  0123456789-
  0: 'DDDDDDDDDDD',
  1: 'DDDDDDDDDDD',
  2: 'DDDDDDDDDDD',
  3: 'DDDDDDDDSDD',
  4: 'SSDDDDDDSSD',
  5: 'SSSSDDDDSSD',
  6: 'SSSSSSDDSSS',
  7: 'SSSSSSSSSSS',
};

describe('dealBaccarat: the full drawing table', () => {
  it('draws the banker third card exactly as the table says, for every player third card and banker total', () => {
    for (let bankerTotal = 0; bankerTotal <= 7; bankerTotal++) {
      const row = BANKER_TABLE[bankerTotal] as string;
      for (let v = 0; v <= 9; v++) {
        // Player 0 (two tens) draws; banker's two cards make `bankerTotal`.
        const cards = ['TS', card(bankerTotal, 'H'), 'KS', 'QH', card(v, 'D'), 'AC', '2C'];
        const hand = dealBaccarat(cards);
        expect(hand.player).toEqual(['TS', 'KS', card(v, 'D')]);
        const draws = row[v] === 'D';
        expect(hand.banker.length, `banker ${bankerTotal}, player third ${v}`).toBe(draws ? 3 : 2);
        expect(hand.cardsUsed).toBe(draws ? 6 : 5);
        expect(bankerDraws(0, bankerTotal, v)).toBe(draws);
      }
      for (const playerTotal of [6, 7]) {
        const hand = dealBaccarat([card(playerTotal), card(bankerTotal, 'H'), 'KS', 'QH', 'AC', '2C']);
        expect(hand.player).toHaveLength(2);
        const draws = row[10] === 'D';
        expect(hand.banker.length, `banker ${bankerTotal}, player stood on ${playerTotal}`).toBe(
          draws ? 3 : 2,
        );
        expect(hand.cardsUsed).toBe(draws ? 5 : 4);
        if (draws) expect(hand.banker[2]).toBe('AC');
      }
    }
  });

  it('draws the player third card on 0–5 and stands on 6–7', () => {
    for (let p = 0; p <= 7; p++) {
      const hand = dealBaccarat([card(p), 'TH', 'KS', '7H', '4D', '2C']);
      expect(hand.player.length, `player ${p}`).toBe(p <= 5 ? 3 : 2);
      expect(playerDraws(p, 7)).toBe(p <= 5);
    }
  });

  it('stops both hands on a natural 8 or 9 of either side', () => {
    for (const [p1, p2, b1, b2] of [
      ['8S', 'TS', 'AH', 'TH'],
      ['4S', '5S', '2H', 'TH'],
      ['AS', 'TS', '9H', 'TH'],
      ['2S', 'TS', '3H', '5H'],
    ] as const) {
      const hand = dealBaccarat([p1, b1, p2, b2, '5D', '5C']);
      expect(hand.player).toHaveLength(2);
      expect(hand.banker).toHaveLength(2);
      expect(hand.cardsUsed).toBe(4);
    }
  });
});

describe('dealBaccarat', () => {
  it('deals P1 B1 P2 B2 then the third cards, and scores modulo 10', () => {
    // Player 2+3 = 5 draws a 9 → 4; banker K+4 = 4 draws on a 9? No (4 draws on 2–7): banker 4 vs 4 tie.
    const hand = dealBaccarat(['2S', 'KH', '3D', '4C', '9H', '5S', 'AS']);
    expect(hand).toEqual({
      player: ['2S', '3D', '9H'],
      banker: ['KH', '4C'],
      playerPoint: 4,
      bankerPoint: 4,
      winner: 'TIE',
      playerPair: false,
      bankerPair: false,
      cardsUsed: 5,
      dealOrder: [
        { side: 'PLAYER', card: '2S' },
        { side: 'BANKER', card: 'KH' },
        { side: 'PLAYER', card: '3D' },
        { side: 'BANKER', card: '4C' },
        { side: 'PLAYER', card: '9H' },
      ],
    });
    // Player 7 stands; banker 3+2 = 5 draws a 6 → 1: player wins. Both pairs by rank, not value.
    const pairs = dealBaccarat(['7S', 'KH', '7D', 'KS', '6H', 'AS']);
    expect(pairs.playerPair).toBe(true);
    expect(pairs.bankerPair).toBe(true);
    const notPair = dealBaccarat(['KS', 'QH', 'JS', 'TH', '6H', 'AS']);
    expect(notPair.playerPair).toBe(false);
    expect(notPair.bankerPair).toBe(false);
    const bankerDrew = dealBaccarat(['7S', '3H', 'TD', '2C', '6H', '9S']);
    expect(bankerDrew.banker).toEqual(['3H', '2C', '6H']);
    expect([bankerDrew.playerPoint, bankerDrew.bankerPoint, bankerDrew.winner]).toEqual([7, 1, 'PLAYER']);
    const banker = dealBaccarat(['TS', '9H', 'TD', 'KC']);
    expect([banker.playerPoint, banker.bankerPoint, banker.winner]).toEqual([0, 9, 'BANKER']);
  });

  it('deals a whole shoe coup by coup with consistent hands', () => {
    const shoe = shuffleShoe(SEED);
    let at = 0;
    let coups = 0;
    while (shoe.length - at >= 6) {
      const hand = dealBaccarat(shoe.slice(at));
      expect(hand.dealOrder.map((d) => d.card)).toEqual(shoe.slice(at, at + hand.cardsUsed));
      expect(hand.player.length + hand.banker.length).toBe(hand.cardsUsed);
      expect(hand.cardsUsed).toBeGreaterThanOrEqual(4);
      expect(hand.cardsUsed).toBeLessThanOrEqual(6);
      at += hand.cardsUsed;
      coups += 1;
    }
    expect(coups).toBeGreaterThan(70);
  });

  it('throws when the cards run out or a card is malformed', () => {
    expect(() => dealBaccarat(['2S', 'KH', '3D'])).toThrow(RangeError);
    expect(() => dealBaccarat(['2S', 'KH', '3D', '4C'])).toThrow(RangeError); // player 5 must draw
    expect(() => dealBaccarat(['2S', 'KH', 'XX', '4C', '9H', '5S'])).toThrow(RangeError);
  });
});

describe('baccaratReturn', () => {
  const hand = (winner: 'PLAYER' | 'BANKER' | 'TIE', playerPair = false, bankerPair = false) => ({
    winner,
    playerPair,
    bankerPair,
  });
  it('pays player 1:1, banker 0.95:1, pushes both on a tie, tie 8:1 and pairs 11:1', () => {
    expect(baccaratReturn('PLAYER', hand('PLAYER'))).toEqual({ num: 2n, den: 1n });
    expect(baccaratReturn('PLAYER', hand('BANKER'))).toEqual({ num: 0n, den: 1n });
    expect(baccaratReturn('PLAYER', hand('TIE'))).toEqual({ num: 1n, den: 1n });
    expect(baccaratReturn('BANKER', hand('BANKER'))).toEqual({ num: 195n, den: 100n });
    expect(baccaratReturn('BANKER', hand('TIE'))).toEqual({ num: 1n, den: 1n });
    expect(baccaratReturn('TIE', hand('TIE'))).toEqual({ num: 9n, den: 1n });
    expect(baccaratReturn('TIE', hand('PLAYER'))).toEqual({ num: 0n, den: 1n });
    expect(baccaratReturn('PLAYER_PAIR', hand('BANKER', true))).toEqual({ num: 12n, den: 1n });
    expect(baccaratReturn('PLAYER_PAIR', hand('BANKER', false, true))).toEqual({ num: 0n, den: 1n });
    expect(baccaratReturn('BANKER_PAIR', hand('PLAYER', false, true))).toEqual({ num: 12n, den: 1n });
  });
});

describe('baccaratProbabilities', () => {
  it('matches the published 8-deck combination counts (Wizard of Odds) exactly', () => {
    const p = baccaratProbabilities(8);
    expect(p.total).toBe(4_998_398_275_503_360n);
    expect(p.banker).toBe(2_292_252_566_437_888n);
    expect(p.player).toBe(2_230_518_282_592_256n);
    expect(p.tie).toBe(475_627_426_473_216n);
    expect(p.player + p.banker + p.tie).toBe(p.total);
    expect(p.pair * 415n).toBe(p.total * 31n);
  });

  it('agrees with a seeded simulation of dealt shoes', () => {
    const counts = { PLAYER: 0, BANKER: 0, TIE: 0 };
    let coups = 0;
    for (let s = 0; s < 60; s++) {
      const seed = `${s.toString(16).padStart(2, '0')}${SEED.slice(2)}`;
      const shoe = shuffleShoe(seed);
      // Deal the first 60 coups of each shoe (well before the cut card).
      let at = 0;
      for (let i = 0; i < 60; i++) {
        const hand = dealBaccarat(shoe.slice(at));
        counts[hand.winner] += 1;
        at += hand.cardsUsed;
        coups += 1;
      }
    }
    const p = baccaratProbabilities(8);
    for (const [k, n] of [
      ['PLAYER', p.player],
      ['BANKER', p.banker],
      ['TIE', p.tie],
    ] as const) {
      const expected = Number(n) / Number(p.total);
      const sd = Math.sqrt((expected * (1 - expected)) / coups);
      expect(Math.abs(counts[k] / coups - expected)).toBeLessThan(4 * sd);
    }
  });
});
