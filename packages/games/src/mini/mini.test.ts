import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../rng.ts';
import { crashPoint, generateHashChain, settleCashOut, verifyChainLink, verifyHashChain } from './crash.ts';
import { diceMultiplier, diceWinningRolls, playDice } from './dice.ts';
import { bustMultiplier, reachProbability } from './edge.ts';
import { playLimbo } from './limbo.ts';
import { isMine, minesLayout, minesMultiplier, minesSafeProbability } from './mines.ts';
import { PLINKO_RISKS, playPlinko, plinkoRtp, plinkoTable } from './plinko.ts';

const TWO_52 = 2n ** 52n;

/** Exact return of a rational-probability, rational-multiplier bet as a float, for assertions only. */
function ratio(num: bigint, den: bigint): number {
  return Number((num * 10n ** 15n) / den) / 1e15;
}

/** |mean − μ| < 4σ/√n with σ = M·√(p(1−p)) for a bet paying M with probability p. */
function expectSimulated(sumReturn: number, n: number, p: number, multiplier: number, mu: number): void {
  const sigma = multiplier * Math.sqrt(p * (1 - p));
  expect(Math.abs(sumReturn / n - mu)).toBeLessThan((4 * sigma) / Math.sqrt(n));
}

describe('dice (edge 1 %)', () => {
  it('returns exactly 99 % for every target and direction', () => {
    for (let target = 100; target <= 9900; target++) {
      for (const direction of ['under', 'over'] as const) {
        const w = direction === 'under' ? target : 10000 - target;
        if (w < 100 || w > 9800) {
          expect(() => diceWinningRolls({ target, direction })).toThrow();
          continue;
        }
        const m = diceMultiplier({ target, direction });
        // P · M = (w/10000) · (9900/w) = 99/100 exactly.
        expect(BigInt(w) * m.num * 100n).toBe(99n * 10000n * m.den);
      }
    }
  });

  it('simulates within 4σ/√n', () => {
    const rng = new SeededRandom(1);
    const bet = { target: 2500, direction: 'over' } as const;
    const n = 400_000;
    let sum = 0;
    let isInRange = true;
    for (let i = 0; i < n; i++) {
      const o = playDice(rng, bet);
      if (o.isWin) sum += Number(o.multiplier.num) / Number(o.multiplier.den);
      if (o.roll < 0 || o.roll >= 10000 || o.isWin !== o.roll >= 2500) isInRange = false;
    }
    expect(isInRange).toBe(true);
    expectSimulated(sum, n, 0.75, 9900 / 7500, 0.99);
  });
});

describe('limbo and crash formula (edge 1 %)', () => {
  it('returns 99 % up to T/(100·2^52) for targets from 1.01× to 1 000 000×', () => {
    for (const t of [101n, 150n, 200n, 333n, 1000n, 12345n, 100_000n, 100_000_000n]) {
      const p = reachProbability(t);
      const rtp = ratio(t * p.num, 100n * p.den);
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(0.99 - rtp).toBeLessThan(1e-9);
    }
  });

  it('the probability formula matches the bust function at its boundaries', () => {
    const t = 200n;
    const count = reachProbability(t).num; // v ≤ count reaches T, with v = 2^52 − u
    expect(bustMultiplier(TWO_52 - count)).toBeGreaterThanOrEqual(t);
    expect(bustMultiplier(TWO_52 - count - 1n)).toBeLessThan(t);
    expect(bustMultiplier(0n)).toBe(100n);
    expect(bustMultiplier(TWO_52 - 1n)).toBe(99n * TWO_52);
  });

  it('simulates limbo within 4σ/√n', () => {
    const rng = new SeededRandom(2);
    const n = 400_000;
    let sum = 0;
    for (let i = 0; i < n; i++) if (playLimbo(rng, 300n).isWin) sum += 3;
    expectSimulated(sum, n, 0.33, 3, 0.99);
  });
});

describe('mines (edge 1 %)', () => {
  it('every cash-out point returns exactly 99 %', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 0; k <= 25 - m; k++) {
        const p = minesSafeProbability(m, k);
        const mult = minesMultiplier(m, k);
        expect(p.num * mult.num * 100n).toBe(99n * p.den * mult.den);
      }
    }
    expect(minesMultiplier(3, 1)).toEqual({ num: 99n * 25n, den: 100n * 22n });
  });

  it('places m distinct mines and simulates within 4σ/√n', () => {
    const rng = new SeededRandom(3);
    const n = 200_000;
    const mines = 5;
    const reveals = 4;
    const mult = minesMultiplier(mines, reveals);
    const m = Number(mult.num) / Number(mult.den);
    let sum = 0;
    let isDistinct = true;
    for (let i = 0; i < n; i++) {
      const layout = minesLayout(rng, mines);
      if (new Set(layout).size !== mines) isDistinct = false;
      // The player reveals tiles 0..3 every time: the layout is uniform, so any fixed choice works.
      let safe = true;
      for (let tile = 0; tile < reveals && safe; tile++) safe = !isMine(layout, tile);
      if (safe) sum += m;
    }
    expect(isDistinct).toBe(true);
    const p = minesSafeProbability(mines, reveals);
    expectSimulated(sum, n, Number(p.num) / Number(p.den), m, 0.99);
  });
});

describe('plinko (edge 1 %)', () => {
  it('every table returns 99 % within 1e-4 from binomial probabilities, symmetric and rising outward', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows++) {
        const rtp = plinkoRtp(rows, risk);
        expect(Math.abs(ratio(rtp.num, rtp.den) - 0.99)).toBeLessThan(1e-4);
        const t = plinkoTable(rows, risk);
        expect(t).toHaveLength(rows + 1);
        for (let k = 0; k <= rows; k++) {
          expect(t[k]).toBe(t[rows - k]);
          expect(t[k]).toBeGreaterThan(0);
          if (k < rows / 2 - 0.5) expect(t[k]).toBeGreaterThanOrEqual(t[k + 1] as number);
        }
      }
    }
    expect(() => plinkoTable(7, 'low')).toThrow();
  });

  it('lands binomially and simulates within 4σ/√n', () => {
    const rng = new SeededRandom(4);
    const rows = 12;
    const n = 300_000;
    const t = plinkoTable(rows, 'high');
    let sum = 0;
    let isPathConsistent = true;
    for (let i = 0; i < n; i++) {
      const o = playPlinko(rng, rows, 'high');
      if (o.path.filter(Boolean).length !== o.slot) isPathConsistent = false;
      sum += (t[o.slot] as number) / 100;
    }
    expect(isPathConsistent).toBe(true);
    let mean = 0;
    let second = 0;
    for (let k = 0; k <= rows; k++) {
      let c = 1;
      for (let i = 0; i < k; i++) c = (c * (rows - i)) / (i + 1);
      const p = c / 2 ** rows;
      const m = (t[k] as number) / 100;
      mean += p * m;
      second += p * m * m;
    }
    const sigma = Math.sqrt(second - mean * mean);
    expect(Math.abs(sum / n - mean)).toBeLessThan((4 * sigma) / Math.sqrt(n));
  });
});

describe('crash (edge 1 %)', () => {
  const chain = generateHashChain('crash-seed', 3);

  it('pins the chain and its crash points', () => {
    expect(chain.commitment).toBe('ddc959e3b06f0d624ef33baa47487b7446b6afa0fbc1a59e886550f56ba10c3e');
    expect(chain.hashes[0]).toBe('1bd1b8897933ebc57ec89fbd064db6b2a4c1185e1b7305e200dd3e7617447cf3');
    expect(chain.hashes.map((h) => crashPoint(h, 'salt'))).toEqual([109n, 120n, 244n]);
  });

  it('each round hash is SHA-256 of the next and verifies against the commitment', () => {
    const long = generateHashChain('another-seed', 200);
    expect(verifyHashChain(long.hashes, long.commitment)).toBe(true);
    expect(verifyChainLink(long.hashes[0] as string, long.commitment)).toBe(true);
    expect(verifyChainLink(long.hashes[10] as string, long.hashes[9] as string)).toBe(true);
    const tampered = [...long.hashes];
    tampered[5] = `${(tampered[5] as string).slice(0, -1)}0`;
    expect(verifyHashChain(tampered, long.commitment)).toBe(false);
  });

  it('settles a cash-out at the crash point as a win and above it as a loss, floored', () => {
    expect(settleCashOut(10_001n, 244n, 244n)).toEqual({ isWin: true, payout: 24_402n });
    expect(settleCashOut(10_000n, 245n, 244n)).toEqual({ isWin: false, payout: 0n });
    expect(() => settleCashOut(1n, 100n, 244n)).toThrow();
  });

  it('crash points from the chain reach 2× with probability 0.495 (within 4σ/√n)', () => {
    const { hashes } = generateHashChain('distribution', 100_000);
    let sum = 0;
    for (const h of hashes) if (settleCashOut(100n, 200n, crashPoint(h, 'public-salt')).isWin) sum += 2;
    expectSimulated(sum, hashes.length, 0.495, 2, 0.99);
  });
});
