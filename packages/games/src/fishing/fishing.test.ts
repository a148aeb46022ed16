import { describe, expect, it } from 'vitest';
import { commitServerSeed, FairRandom } from '../fair.ts';
import { SeededRandom } from '../rng.ts';
import {
  bossMultiplier,
  captureProbability,
  expectedMultiplier,
  FISH_KIND_CODES,
  FISH_KINDS,
  FISH_RTP_BP,
  FISH_WORLD,
} from './kinds.ts';
import { fishPosition, isOnScreen, randomKind, randomPath } from './paths.ts';
import { RoundGrouper } from './rounds.ts';
import { FairShooter, fairShot, resolveShot, verifyShot } from './shot.ts';

/** p·E[m] as an exact fraction compared with rtpBp/10000 by cross-multiplication (integers only). */
function rtpIsExact(code: (typeof FISH_KIND_CODES)[number], bossShots = 0): boolean {
  const kind = FISH_KINDS[code];
  const p = captureProbability(kind, bossShots);
  const m = expectedMultiplier(kind, bossShots);
  return BigInt(p.num) * BigInt(m.num) * 10_000n === BigInt(p.den) * BigInt(m.den) * BigInt(FISH_RTP_BP);
}

describe('fishing maths', () => {
  it('gives every fish exactly the stated RTP (96 %), the boss at each multiplier it reaches', () => {
    for (const code of FISH_KIND_CODES) expect(rtpIsExact(code), code).toBe(true);
    const boss = FISH_KINDS.DRAGON_KING;
    for (let shots = 0; shots <= 900; shots += 7) expect(rtpIsExact('DRAGON_KING', shots)).toBe(true);
    expect(bossMultiplier(boss, 0)).toBe(100);
    expect(bossMultiplier(boss, 50)).toBe(150);
    expect(bossMultiplier(boss, 10_000)).toBe(888);
    // A probability is a draw below its denominator: it must fit one 32-bit word.
    for (const code of FISH_KIND_CODES)
      expect(captureProbability(FISH_KINDS[code], 10_000).den).toBeLessThanOrEqual(2 ** 32);
  });

  it('makes a clownfish (2x) a 48 % catch and a whale (60x) a 1.6 % catch', () => {
    expect(captureProbability(FISH_KINDS.CLOWN)).toEqual({ num: 9600, den: 20_000 });
    expect(captureProbability(FISH_KINDS.WHALE)).toEqual({ num: 9600, den: 600_000 });
  });

  it('returns the RTP in a simulation of 10^7 shots over every kind, within 4 standard deviations', () => {
    const rng = new SeededRandom(20_261_126);
    const perKind = new Map<string, { shots: number; paid: number }>();
    let paid = 0;
    let variance = 0;
    const N = 10_000_000;
    for (let i = 0; i < N; i++) {
      const code = FISH_KIND_CODES[i % FISH_KIND_CODES.length] as (typeof FISH_KIND_CODES)[number];
      const bossShots = i % 500;
      const out = resolveShot(rng, code, bossShots);
      paid += out.multiplier;
      const s = perKind.get(code) ?? { shots: 0, paid: 0 };
      s.shots += 1;
      s.paid += out.multiplier;
      perKind.set(code, s);
    }
    // Variance of one shot: E[m²]·p − rtp², summed per kind (shots spread evenly over the kinds).
    for (const code of FISH_KIND_CODES) {
      const k = FISH_KINDS[code];
      const p = captureProbability(k, 250);
      const m2 = k.table
        ? k.table.reduce((s, t) => s + t.weight * t.multiplier ** 2, 0) /
          k.table.reduce((s, t) => s + t.weight, 0)
        : (k.boss ? bossMultiplier(k, 250) : (k.multiplier as number)) ** 2;
      variance += (m2 * (p.num / p.den) - 0.96 ** 2) / FISH_KIND_CODES.length;
    }
    const sd = Math.sqrt(variance / N);
    expect(Math.abs(paid / N - 0.96)).toBeLessThan(4 * sd);
    // Each kind on its own, within 5 of its own standard deviations (looser: fewer shots each).
    for (const [code, s] of perKind) {
      const k = FISH_KINDS[code as (typeof FISH_KIND_CODES)[number]];
      const m = k.multiplier ?? (k.table ? 80 : 500);
      const sdk = Math.sqrt((m * 0.96) / s.shots);
      expect(Math.abs(s.paid / s.shots - 0.96), code).toBeLessThan(5 * sdk);
    }
  });

  it('derives each shot from server seed, client seed and nonce, and verifies it from the revealed seed', () => {
    const seed = 'a'.repeat(64);
    const hash = commitServerSeed(seed);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const shots = Array.from({ length: 400 }, (_, nonce) => ({
      nonce,
      fishKind: 'CLOWN' as const,
      bossShots: 0,
      ...fairShot(seed, 'lucky', nonce, 'CLOWN'),
    }));
    // Same inputs, same outcome; about 48 % caught.
    expect(fairShot(seed, 'lucky', 7, 'CLOWN')).toEqual(fairShot(seed, 'lucky', 7, 'CLOWN'));
    const caught = shots.filter((s) => s.captured).length;
    expect(caught).toBeGreaterThan(140);
    expect(caught).toBeLessThan(250);
    for (const s of shots) expect(verifyShot(seed, 'lucky', s)).toBe(true);
    // A tampered record or another client seed does not verify.
    const first = shots[0] as (typeof shots)[number];
    expect(
      verifyShot(seed, 'lucky', { ...first, captured: !first.captured, multiplier: first.captured ? 0 : 2 }),
    ).toBe(false);
    const differs = shots.some((s) => !verifyShot(seed, 'other', s));
    expect(differs).toBe(true);
  });

  it('a FairShooter kept for a round decides each shot as the published FairRandom stream does', () => {
    const seed = 'b'.repeat(64);
    const shooter = new FairShooter(seed, 'c');
    for (let nonce = 0; nonce < 2000; nonce++) {
      const kind = FISH_KIND_CODES[nonce % FISH_KIND_CODES.length] as (typeof FISH_KIND_CODES)[number];
      expect(shooter.shot(nonce, kind, nonce % 90)).toEqual(
        resolveShot(new FairRandom(seed, 'c', nonce), kind, nonce % 90),
      );
    }
  });

  it('pays a caught bomb or eel only values of its table', () => {
    const rng = new SeededRandom(5);
    const seen = new Set<number>();
    for (let i = 0; i < 200_000; i++) {
      const out = resolveShot(rng, 'BOMB_CRAB');
      if (out.captured) seen.add(out.multiplier);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([20, 30, 40, 60, 80, 120]);
  });

  it('swims each fish across the world, entering and leaving off screen', () => {
    const rng = new SeededRandom(9);
    for (let i = 0; i < 200; i++) {
      const kind = randomKind(rng);
      const path = randomPath(rng, kind, 1000);
      const start = fishPosition(path, 1000);
      const end = fishPosition(path, 1000 + path.durationMs);
      expect(start.x < 0 || start.x > FISH_WORLD.width).toBe(true);
      expect(end.x < 0 || end.x > FISH_WORLD.width).toBe(true);
      expect(isOnScreen(path, 1000 + path.durationMs / 2, 200)).toBe(true);
      expect(isOnScreen(path, 999)).toBe(false);
    }
  });
});

describe('round grouping', () => {
  it('never loses or double-counts a shot, whatever the sequence of shots, waits and forced closes', () => {
    for (let trial = 0; trial < 300; trial++) {
      const rng = new SeededRandom(trial);
      const grouper = new RoundGrouper({ maxShots: 1 + (trial % 60), maxAgeMs: 200 + (trial % 5) * 300 });
      const closed: { shots: number; bet: bigint; win: bigint; seq: number }[] = [];
      let now = 0;
      let shots = 0;
      let bet = 0n;
      let win = 0n;
      const steps = 50 + (rng.nextUint32() % 400);
      for (let i = 0; i < steps; i++) {
        const r = rng.nextUint32() % 10;
        now += rng.nextUint32() % 300;
        if (r < 7) {
          const b = BigInt(1 + (rng.nextUint32() % 10_000));
          const w = rng.nextUint32() % 3 === 0 ? b * BigInt(2 + (rng.nextUint32() % 50)) : 0n;
          shots += 1;
          bet += b;
          win += w;
          const { round, closed: done } = grouper.add(b, w, now);
          if (done) closed.push({ ...round });
        } else {
          const round = grouper.close(now, r === 9);
          if (round) closed.push({ ...round });
        }
      }
      const last = grouper.close(now, true);
      if (last) closed.push({ ...last });
      expect(closed.reduce((s, r) => s + r.shots, 0)).toBe(shots);
      expect(closed.reduce((s, r) => s + r.bet, 0n)).toBe(bet);
      expect(closed.reduce((s, r) => s + r.win, 0n)).toBe(win);
      expect(closed.map((r) => r.seq)).toEqual(closed.map((_, i) => i + 1));
      for (const r of closed) expect(r.shots).toBeGreaterThan(0);
    }
  });
});
