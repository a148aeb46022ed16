import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baccaratValue, cardRank, isCard, orderedShoe, shoeCommitment, shuffleShoe } from './shoe.ts';

const SEED = 'c1f4a8e3b2d5f6071829304a5b6c7d8e9fa0b1c2d3e4f5061728394a5b6c7d8e';

/** The shuffle written out independently on node:crypto: words, rejection sampling, Fisher–Yates. */
function referenceShoe(seed: string, decks: number): string[] {
  const words: number[] = [];
  let counter = 0;
  const next = (): number => {
    if (words.length === 0) {
      const block = createHmac('sha256', seed).update(`shoe:${counter++}`).digest();
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
    }
    return words.shift() as number;
  };
  const cards: string[] = [];
  for (let d = 0; d < decks; d++) for (const s of 'SHDC') for (const r of 'A23456789TJQK') cards.push(r + s);
  for (let i = cards.length - 1; i > 0; i--) {
    const n = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % n);
    let u = next();
    while (u >= limit) u = next();
    const j = u % n;
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
  }
  return cards;
}

describe('shuffleShoe', () => {
  it('holds every card exactly once per deck', () => {
    const shoe = shuffleShoe(SEED);
    expect(shoe).toHaveLength(416);
    const counts = new Map<string, number>();
    for (const c of shoe) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
    expect(shoe.every(isCard)).toBe(true);
    expect([...shoe].sort()).toEqual([...orderedShoe(8)].sort());
  });

  it('equals an independent node:crypto derivation and is deterministic in the seed', () => {
    expect(shuffleShoe(SEED)).toEqual(referenceShoe(SEED, 8));
    expect(shuffleShoe(SEED, 1)).toEqual(referenceShoe(SEED, 1));
    expect(shuffleShoe(SEED)).toEqual(shuffleShoe(SEED));
    expect(shuffleShoe(SEED)).not.toEqual(shuffleShoe(`${SEED.slice(0, -1)}f`));
  });

  it('deals every rank to the first position equally often (chi-square, fixed seeds)', () => {
    const shoes = 1300;
    const counts = new Array(13).fill(0);
    for (let i = 0; i < shoes; i++) {
      const seed = createHash('sha256').update(`shoe-test-${i}`).digest('hex');
      const first = shuffleShoe(seed, 1)[0] as string;
      counts[cardRank(first) - 1] += 1;
    }
    const expected = shoes / 13;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 12 degrees of freedom: P(χ² > 32.9) = 0.001.
    expect(chi).toBeLessThan(32.9);
  });

  it('rejects a seed that is not long lower-case hex and a bad deck count', () => {
    expect(() => shuffleShoe('short')).toThrow(RangeError);
    expect(() => shuffleShoe(SEED.toUpperCase())).toThrow(RangeError);
    expect(() => shuffleShoe(SEED, 0)).toThrow(RangeError);
    expect(() => shuffleShoe(SEED, 2.5)).toThrow(RangeError);
  });
});

describe('shoeCommitment', () => {
  it('is the SHA-256 hex of the seed text', () => {
    expect(shoeCommitment(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
    expect(() => shoeCommitment('nope')).toThrow(RangeError);
  });
});

describe('cards', () => {
  it('reads ranks and baccarat values and rejects malformed cards', () => {
    expect(cardRank('AS')).toBe(1);
    expect(cardRank('TH')).toBe(10);
    expect(cardRank('KC')).toBe(13);
    expect(['AS', '9D', 'TH', 'JC', 'QS', 'KD'].map(baccaratValue)).toEqual([1, 9, 0, 0, 0, 0]);
    for (const bad of ['1S', 'AX', 'as', 'A', '10H', '']) {
      expect(isCard(bad)).toBe(false);
      expect(() => cardRank(bad)).toThrow(RangeError);
    }
  });
});
