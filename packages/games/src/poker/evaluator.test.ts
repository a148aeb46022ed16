import { describe, expect, it } from 'vitest';
import { parseCard } from './cards.ts';
import { categoryOf, evaluate, HAND_CATEGORIES, type HandCategory } from './evaluator.ts';

const hand = (text: string) => text.split(' ').map(parseCard);
const value = (text: string) => evaluate(hand(text));

describe('the hand evaluator', () => {
  it('counts every category of all 2,598,960 five-card hands as published, in 7,462 distinct values', () => {
    const counts = new Map<HandCategory, number>();
    const values = new Set<number>();
    const cards = [0, 0, 0, 0, 0];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              cards[0] = a;
              cards[1] = b;
              cards[2] = c;
              cards[3] = d;
              cards[4] = e;
              const v = evaluate(cards, 5);
              values.add(v);
              const category = categoryOf(v);
              counts.set(category, (counts.get(category) ?? 0) + 1);
            }
    expect(Object.fromEntries(HAND_CATEGORIES.map((c) => [c, counts.get(c) ?? 0]))).toEqual({
      STRAIGHT_FLUSH: 40,
      FOUR_OF_A_KIND: 624,
      FULL_HOUSE: 3_744,
      FLUSH: 5_108,
      STRAIGHT: 10_200,
      THREE_OF_A_KIND: 54_912,
      TWO_PAIR: 123_552,
      PAIR: 1_098_240,
      HIGH_CARD: 1_302_540,
    });
    // The number of distinct five-card hand ranks: every kicker distinguished, suits never.
    expect(values.size).toBe(7_462);
  }, 60_000);

  it('takes the best five of seven, kickers included', () => {
    expect(categoryOf(value('AS KS QS JS TS 2H 3D'))).toBe('STRAIGHT_FLUSH');
    expect(categoryOf(value('AS 2S 3S 4S 5S KH KD'))).toBe('STRAIGHT_FLUSH');
    expect(value('AS 2S 3S 4S 5S KH KD')).toBeLessThan(value('2S 3S 4S 5S 6S KH KD'));
    expect(categoryOf(value('9S 9H 9D 9C 2S 2H 2D'))).toBe('FOUR_OF_A_KIND');
    // Quads: the best kicker among the other three.
    expect(value('9S 9H 9D 9C 2S 2H KD')).toBeGreaterThan(value('9S 9H 9D 9C QS QH 2D'));
    // Two trips: a full house of the higher over the lower.
    expect(value('8S 8H 8D 5S 5H 5D 2C')).toBe(value('8C 8H 8D 5C 5H 5D 3C'));
    expect(categoryOf(value('8S 8H 8D 5S 5H 5D 2C'))).toBe('FULL_HOUSE');
    expect(value('8S 8H 8D 5S 5H AD AC')).toBeGreaterThan(value('8S 8H 8D 5S 5H 5D AC'));
    // Flush beats straight; six suited cards: the best five.
    expect(categoryOf(value('2H 7H 9H JH KH QD TS'))).toBe('FLUSH');
    expect(value('2H 7H 9H JH KH 3H AD')).toBe(value('3H 7H 9H JH KH 2S AD'));
    expect(categoryOf(value('AS 2D 3C 4H 5S 9D 9C'))).toBe('STRAIGHT');
    expect(value('AS 2D 3C 4H 5S 9D 9C')).toBeLessThan(value('6S 2D 3C 4H 5S 9D 9C'));
    // Three pairs: the third pair's card may be the kicker.
    expect(value('AS AD KS KD QS QD 2C')).toBeGreaterThan(value('AS AD KS KD JS JD TC'));
    expect(value('AS AD KS KD QS 2D 3C')).toBe(value('AH AC KH KC QH 4D 5C'));
    // One pair: three kickers count, the fourth does not.
    expect(value('7S 7D AS KD 9C 3S 2D')).toBeGreaterThan(value('7H 7C AH KH 8C 6S 5D'));
    expect(value('7S 7D AS KD 9C 3S 2D')).toBe(value('7H 7C AH KH 9D 4S 2C'));
    expect(value('AS KD 9C 7S 5D 3S 2D')).toBeGreaterThan(value('AH KH 9D 7C 4D 3C 2C'));
    expect(value('AS KD 9C 7S 5D 3S 2D')).toBe(value('AH KH 9D 7C 5S 4C 2C'));
  });
});
