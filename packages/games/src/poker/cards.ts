/**
 * Poker cards as numbers 0..51: rank = card % 13 (0 = deuce … 12 = ace), suit = floor(card / 13)
 * in the order S H D C. Text form is rank then suit, e.g. 'AS', 'TH', '2C' (the live tables' form).
 *
 * The committed shuffle: the table draws a fresh seed per hand and shows `deckCommitment(seed)`
 * (SHA-256 of the seed) before the first card; the deck is the Fisher–Yates permutation of 0..51
 * drawn from HMAC-SHA256(key = seed, message = `poker:${counter}`); the seed is shown once the hand
 * ends, so anyone recomputes every card the hand dealt.
 */
import { HmacWordStream, sha256Hex } from '../fair.ts';
import { shuffle } from '../rng.ts';

export type PokerCard = number;

export const POKER_RANKS = '23456789TJQKA';
export const POKER_SUITS = 'SHDC';

export const rankOf = (card: PokerCard): number => card % 13;
export const suitOf = (card: PokerCard): number => Math.floor(card / 13);

/** 'AS', 'TH' … of a card number. */
export function cardText(card: PokerCard): string {
  if (!Number.isInteger(card) || card < 0 || card > 51) throw new RangeError(`not a card: ${card}`);
  return `${POKER_RANKS[rankOf(card)]}${POKER_SUITS[suitOf(card)]}`;
}

/** The card number of 'AS', 'TH' …; throws on a malformed card. */
export function parseCard(text: string): PokerCard {
  const rank = POKER_RANKS.indexOf(text[0] ?? '?');
  const suit = POKER_SUITS.indexOf(text[1] ?? '?');
  if (text.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`not a card: ${text}`);
  return suit * 13 + rank;
}

/** The commitment shown at the start of a hand. */
export const deckCommitment = (seed: string): string => sha256Hex(seed);

/** The deck of a hand's seed: a permutation of the 52 cards, dealt from index 0. */
export function deckOf(seed: string): PokerCard[] {
  if (seed.length < 16) throw new RangeError('a deck seed has at least 16 characters');
  return shuffle(new HmacWordStream(seed, (counter) => `poker:${counter}`), 52);
}
