/**
 * Random sources and unbiased integer draws. Every game draws from a `RandomSource` of uniform
 * 32-bit words: in production the provably-fair HMAC stream (fair.ts), in simulations the seeded
 * xoshiro128** generator below. Both give the same game logic, so a simulation exercises the exact
 * code a real round runs.
 */
export interface RandomSource {
  /** A uniform integer in [0, 2^32). */
  nextUint32(): number;
}

const TWO_32 = 4294967296;

/**
 * Uniform integer in [0, n) without modulo bias, for 1 ≤ n ≤ 2^32. Rejection sampling: words at or
 * above `limit = 2^32 − (2^32 mod n)` are redrawn, so the accepted words are uniform on
 * [0, k·n) and each residue mod n is hit by exactly k of them. Expected draws < 2.
 */
export function uniformInt(rng: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`uniformInt: bad n ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const u = rng.nextUint32();
    if (u < limit) return u % n;
  }
}

/** A uniform integer in [0, 2^52) from two words (the high 32 bits, then the top 20 of the next). */
export function uniform52(rng: RandomSource): number {
  const hi = rng.nextUint32();
  const lo = rng.nextUint32() >>> 12;
  return hi * 1048576 + lo;
}

/** A uniform float in [0,1) with 32 bits of resolution: word / 2^32 (the Stake bytes→float). */
export function uniformFloat(rng: RandomSource): number {
  return rng.nextUint32() / TWO_32;
}

/** Fisher–Yates: a uniformly random permutation of [0, n), each swap drawn with `uniformInt`. */
export function shuffle(rng: RandomSource, n: number): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = uniformInt(rng, i + 1);
    const t = a[i] as number;
    a[i] = a[j] as number;
    a[j] = t;
  }
  return a;
}

/**
 * Seeded xoshiro128** (Blackman & Vigna), for simulations and tests only: deterministic, fast,
 * period 2^128 − 1. The 32-bit seed is expanded with splitmix32 so nearby seeds give unrelated
 * streams. Not for real rounds (those use the provably-fair stream).
 */
export class SeededRandom implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  nextUint32(): number {
    const b = this.b;
    const r = Math.imul(b, 5);
    const x = Math.imul((r << 7) | (r >>> 25), 9) >>> 0;
    const t = b << 9;
    this.c ^= this.a;
    this.d ^= b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = (this.d << 11) | (this.d >>> 21);
    return x;
  }
}
