/**
 * Cards, the provably-fair shoe and the per-round random stream of the live tables.
 *
 * A shoe is `decks` fresh decks in a fixed order (deck by deck, suits S H D C, ranks A 2 … K),
 * permuted by Fisher–Yates where each swap index is `uniformInt` (rejection sampling, no modulo
 * bias) on the word stream of HMAC-SHA256(key = seed as UTF-8 text, message = `shoe:${counter}`).
 * The table shows `shoeCommitment(seed)` (SHA-256 of the seed) before the first card and reveals the
 * seed when the shoe ends, so anyone recomputes the whole shoe. The wheel, the dice and the fights
 * draw from HMAC-SHA256(seed, `${roundKey}:${counter}`), the keying of the lottery draws.
 */
import { HmacWordStream, sha256Hex } from '../fair.ts';
import { type RandomSource, shuffle } from '../rng.ts';

/** A card: rank of 'A23456789TJQK' then suit of 'SHDC', e.g. 'TH', 'AS'. */
export type Card = string;

/** The ranks in deck order, ace low. */
export const CARD_RANKS = 'A23456789TJQK';
/** The suits in deck order. */
export const CARD_SUITS = 'SHDC';

const CARD_PATTERN = /^[A2-9TJQK][SHDC]$/;

/** True for a well-formed card code. */
export function isCard(card: unknown): card is Card {
  return typeof card === 'string' && CARD_PATTERN.test(card);
}

/** Rank order 1 (ace) … 13 (king) of a card; throws on a malformed card. */
export function cardRank(card: Card): number {
  if (!isCard(card)) throw new RangeError(`not a card: ${String(card)}`);
  return CARD_RANKS.indexOf(card[0] as string) + 1;
}

/** The suit letter of a card. */
export function cardSuit(card: Card): string {
  if (!isCard(card)) throw new RangeError(`not a card: ${String(card)}`);
  return card[1] as string;
}

/** Baccarat value: ace 1, 2–9 face value, ten and court cards 0. */
export function baccaratValue(card: Card): number {
  const rank = cardRank(card);
  return rank >= 10 ? 0 : rank;
}

/** `decks` decks in the fixed pre-shuffle order (deck by deck, suit by suit, ace to king). */
export function orderedShoe(decks = 8): Card[] {
  assertDecks(decks);
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++)
    for (const suit of CARD_SUITS) for (const rank of CARD_RANKS) cards.push(`${rank}${suit}`);
  return cards;
}

function assertDecks(decks: number): void {
  if (!Number.isInteger(decks) || decks < 1 || decks > 16) throw new RangeError('decks must be 1..16');
}

function assertSeed(seed: string): void {
  if (!/^[0-9a-f]{32,}$/.test(seed)) throw new RangeError('seed must be ≥ 32 lower-case hex chars');
}

/** The word stream of HMAC-SHA256(key = seed, message = `${label}:${counter}`), counter 0, 1, 2 … */
export function liveRandom(seed: string, label: string): HmacWordStream {
  assertSeed(seed);
  if (label.length === 0) throw new RangeError('round key must not be empty');
  return new HmacWordStream(seed, (counter) => `${label}:${counter}`);
}

/** A uniformly shuffled shoe of `decks` decks, deterministic in the seed (see the file comment). */
export function shuffleShoe(seed: string, decks = 8): Card[] {
  const ordered = orderedShoe(decks);
  const rng: RandomSource = liveRandom(seed, 'shoe');
  return shuffle(rng, ordered.length).map((i) => ordered[i] as Card);
}

/** The commitment shown before the first card: lower-case hex SHA-256 of the seed's text. */
export function shoeCommitment(seed: string): string {
  assertSeed(seed);
  return sha256Hex(seed);
}
