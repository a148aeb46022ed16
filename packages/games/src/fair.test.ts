import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commitServerSeed,
  createSeedPair,
  FairRandom,
  floats,
  hmacBlock,
  rotateSeed,
  sha256Hex,
  verifyServerSeed,
} from './fair.ts';
import { SeededRandom, shuffle, uniformInt } from './rng.ts';

const SERVER = 'c1f4a8e3b2d5f6071829304a5b6c7d8e9fa0b1c2d3e4f5061728394a5b6c7d8e';

/** Stake's published byteGenerator + generateFloats, written out by hand on node:crypto. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const bytes: number[] = [];
  for (let cursor = 0; bytes.length < count * 4; cursor++) {
    const buffer = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    bytes.push(...buffer);
  }
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const chunk = bytes.slice(i * 4, i * 4 + 4);
    out.push(chunk.reduce((result, value, j) => result + value / 256 ** (j + 1), 0));
  }
  return out;
}

describe('fair', () => {
  it('hashes the published SHA-256 vector (FIPS 180-2 "abc")', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hmacBlock keys with the server seed text and signs "client:nonce:cursor"', () => {
    const mac = hmacBlock('Jefe', 'what do ya want for nothing?', 0, 0);
    expect(Buffer.from(mac).toString('hex')).toBe(
      createHmac('sha256', 'Jefe').update('what do ya want for nothing?:0:0').digest('hex'),
    );
  });

  it('matches the RFC 4231 HMAC-SHA256 vector (case 2) on the noble primitives it uses', async () => {
    const { hmac } = await import('@noble/hashes/hmac.js');
    const { sha256 } = await import('@noble/hashes/sha2.js');
    const enc = new TextEncoder();
    const out = Buffer.from(hmac(sha256, enc.encode('Jefe'), enc.encode('what do ya want for nothing?')));
    expect(out.toString('hex')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('derives the floats of the published Stake scheme, across the 32-byte cursor boundary', () => {
    const sut = floats(SERVER, 'croupier-client', 42, 20);
    expect(sut).toEqual(referenceFloats(SERVER, 'croupier-client', 42, 20));
    const first = createHmac('sha256', SERVER).update('croupier-client:0:0').digest();
    const byHand =
      (first[0] as number) / 256 +
      (first[1] as number) / 256 ** 2 +
      (first[2] as number) / 256 ** 3 +
      (first[3] as number) / 256 ** 4;
    expect(floats(SERVER, 'croupier-client', 0, 1)[0]).toBe(byHand);
  });

  it('pins known outputs', () => {
    expect(floats(SERVER, 'croupier-client', 0, 3)).toEqual([
      0.7419522311538458, 0.4195548538118601, 0.3679613806307316,
    ]);
    expect(floats(SERVER, 'croupier-client', 42, 10)[9]).toBe(0.46254348615184426);
  });

  it('floats are in [0,1) and deterministic for any inputs', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(1_000_000), (server, client, nonce) => {
        const a = floats(server, client, nonce, 9);
        expect(a).toEqual(floats(server, client, nonce, 9));
        for (const f of a) expect(f >= 0 && f < 1).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('commits, verifies and rotates seeds, revealing the old one', () => {
    const pair = { ...createSeedPair(SERVER, 'mine'), nextNonce: 7 };
    expect(pair.commitment).toBe(createHash('sha256').update(SERVER).digest('hex'));
    expect(verifyServerSeed(SERVER, pair.commitment)).toBe(true);
    expect(verifyServerSeed(`${SERVER.slice(0, -1)}0`, pair.commitment)).toBe(false);
    const next = 'ab'.repeat(32);
    const { revealed, next: sut } = rotateSeed(pair, next, 'fresh');
    expect(revealed).toEqual({
      serverSeed: SERVER,
      commitment: pair.commitment,
      clientSeed: 'mine',
      lastNonce: 6,
    });
    expect(sut).toEqual({
      serverSeed: next,
      commitment: commitServerSeed(next),
      clientSeed: 'fresh',
      nextNonce: 0,
    });
    expect(() => createSeedPair('not-hex', 'x')).toThrow();
  });
});

describe('uniformInt', () => {
  it('rejects words at or above the largest multiple of n (no modulo bias)', () => {
    const words = [4294967295, 4294967294, 5];
    const scripted = { nextUint32: () => words.shift() as number };
    // n = 3: limit = 2^32 − (2^32 mod 3) = 4294967295, so 4294967295 is rejected, 4294967294 accepted.
    expect(uniformInt(scripted, 3)).toBe(4294967294 % 3);
    expect(uniformInt(scripted, 3)).toBe(2);
  });

  it('passes a chi-square test over the provably-fair stream', () => {
    const n = 7;
    const draws = 70_000;
    const rng = new FairRandom(SERVER, 'chi', 1);
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) {
      const k = uniformInt(rng, n);
      counts[k] = (counts[k] as number) + 1;
    }
    const expected = draws / n;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // χ²(6) 99.9th percentile is 22.46.
    expect(chi2).toBeLessThan(22.46);
  });

  it('passes a chi-square test for a non-power-of-two range on the seeded generator', () => {
    const n = 1000;
    const draws = 1_000_000;
    const rng = new SeededRandom(99);
    const counts = new Int32Array(n);
    for (let i = 0; i < draws; i++) {
      const k = uniformInt(rng, n);
      counts[k] = (counts[k] as number) + 1;
    }
    const expected = draws / n;
    let chi2 = 0;
    for (const c of counts) chi2 += (c - expected) ** 2 / expected;
    // χ²(999): mean 999, sd √1998 ≈ 44.7; 5 sd bound.
    expect(Math.abs(chi2 - 999)).toBeLessThan(5 * Math.sqrt(2 * 999));
  });

  it('shows no modulo bias where plain `word % n` would double the low third (n = 3·2^30)', () => {
    const n = 3 * 2 ** 30;
    const draws = 300_000;
    const rng = new SeededRandom(5);
    const thirds = [0, 0, 0];
    for (let i = 0; i < draws; i++) {
      const t = Math.floor(uniformInt(rng, n) / 2 ** 30);
      thirds[t] = (thirds[t] as number) + 1;
    }
    // word % n would give the thirds probabilities ½, ¼, ¼; unbiased draws give ⅓ each.
    const expected = draws / 3;
    const chi2 = thirds.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(13.82); // χ²(2) 99.9th percentile
  });

  it('shuffle is a permutation', () => {
    const sut = shuffle(new SeededRandom(3), 25);
    expect([...sut].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });
});
