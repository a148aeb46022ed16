/**
 * The hold'em hand evaluator: the value of the best five of 5, 6 or 7 cards as one integer, higher
 * is better and equal values split. Layout: category << 20 | up to five ranks of 4 bits each, most
 * significant first (the ranks that decide the category, then the kickers).
 *
 * Built on rank bit masks (bit r = rank r present) and small tables over the 8,192 masks, so one
 * 7-card evaluation is a handful of array reads and bit operations, no allocation.
 */
import type { PokerCard } from './cards.ts';

export const HAND_CATEGORIES = [
  'HIGH_CARD',
  'PAIR',
  'TWO_PAIR',
  'THREE_OF_A_KIND',
  'STRAIGHT',
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

const HIGH = 0;
const PAIR = 1 << 20;
const TWO_PAIR = 2 << 20;
const TRIPS = 3 << 20;
const STRAIGHT = 4 << 20;
const FLUSH = 5 << 20;
const FULL_HOUSE = 6 << 20;
const QUADS = 7 << 20;
const STRAIGHT_FLUSH = 8 << 20;

/** Top rank of the best straight in a rank mask (the wheel A-2-3-4-5 tops at 3), or -1. */
const STRAIGHT_TOP = new Int8Array(8192);
/** The (up to) five highest ranks of a mask, packed high nibble first; fewer ranks leave low nibbles 0. */
const TOP5 = new Int32Array(8192);
/** Number of ranks in a mask. */
const COUNT = new Uint8Array(8192);

for (let mask = 0; mask < 8192; mask++) {
  let top = -1;
  for (let t = 12; t >= 4 && top < 0; t--) if (((mask >> (t - 4)) & 31) === 31) top = t;
  if (top < 0 && (mask & 0b1000000001111) === 0b1000000001111) top = 3;
  STRAIGHT_TOP[mask] = top;
  let packed = 0;
  let taken = 0;
  for (let r = 12; r >= 0; r--) {
    if (!(mask & (1 << r))) continue;
    if (taken < 5) packed |= r << (4 * (4 - taken));
    taken++;
  }
  TOP5[mask] = packed;
  COUNT[mask] = taken;
}

const highest = (mask: number): number => (TOP5[mask] as number) >> 16;

/** The value of the best five-card hand among `count` cards of `cards` (5 ≤ count ≤ 7). */
export function evaluate(cards: ArrayLike<PokerCard>, count = cards.length): number {
  let ones = 0;
  let twos = 0;
  let threes = 0;
  let fours = 0;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (let i = 0; i < count; i++) {
    const card = cards[i] as number;
    const suit = (card / 13) | 0;
    const bit = 1 << (card - suit * 13);
    fours |= threes & bit;
    threes |= twos & bit;
    twos |= ones & bit;
    ones |= bit;
    if (suit === 0) s0 |= bit;
    else if (suit === 1) s1 |= bit;
    else if (suit === 2) s2 |= bit;
    else s3 |= bit;
  }
  // Up to 7 cards: a flush rules out quads and full houses (its five cards leave two others).
  const flush =
    (COUNT[s0] as number) >= 5
      ? s0
      : (COUNT[s1] as number) >= 5
        ? s1
        : (COUNT[s2] as number) >= 5
          ? s2
          : (COUNT[s3] as number) >= 5
            ? s3
            : 0;
  if (flush) {
    const top = STRAIGHT_TOP[flush] as number;
    return top >= 0 ? STRAIGHT_FLUSH | (top << 16) : FLUSH | (TOP5[flush] as number);
  }
  if (fours) {
    const quad = highest(fours);
    return QUADS | (quad << 16) | (highest(ones & ~(1 << quad)) << 12);
  }
  if (threes) {
    const trip = highest(threes);
    const rest = twos & ~(1 << trip);
    if (rest) return FULL_HOUSE | (trip << 16) | (highest(rest) << 12);
  }
  const straight = STRAIGHT_TOP[ones] as number;
  if (straight >= 0) return STRAIGHT | (straight << 16);
  if (threes) {
    const trip = highest(threes);
    return TRIPS | (trip << 16) | (((TOP5[ones & ~(1 << trip)] as number) >> 12) << 8);
  }
  if (twos) {
    const pair = highest(twos);
    const second = twos & ~(1 << pair);
    if (second) {
      const low = highest(second);
      return TWO_PAIR | (pair << 16) | (low << 12) | (highest(ones & ~(1 << pair) & ~(1 << low)) << 8);
    }
    return PAIR | (pair << 16) | (((TOP5[ones & ~(1 << pair)] as number) >> 8) << 4);
  }
  return HIGH | (TOP5[ones] as number);
}

/** The category of a value of `evaluate`. */
export function categoryOf(value: number): HandCategory {
  return HAND_CATEGORIES[value >> 20] as HandCategory;
}
