import { describe, expect, it } from 'vitest';
import { payout } from '../money.ts';
import type { RandomSource } from '../rng.ts';
import { SeededRandom } from '../rng.ts';
import type { SlotTitle } from './engine.ts';
import { compileTitle, playRound, roundCoins, spin, spinCoins } from './engine.ts';
import { exactRtp, scatterDistribution } from './rtp.ts';
import { SLOT_TITLES } from './titles.ts';

/** A source that yields the given words: uniformInt(len) returns word itself when word < len. */
function scripted(words: number[]): RandomSource {
  let i = 0;
  return { nextUint32: () => words[i++] as number };
}

/** Base-spin coin expectation by enumerating every stop combination (tiny titles only). */
function bruteForce(title: SlotTitle): { baseCoins: number; freeRate: number } {
  const c = compileTitle(title);
  const lens = title.reels.map((r) => r.length);
  const stops = new Array<number>(lens.length).fill(0);
  let coins = 0;
  let free = 0;
  let combos = 0;
  for (;;) {
    coins += spinCoins(c, scripted(stops));
    free += spin(c, scripted(stops)).freeSpinsAwarded;
    combos++;
    let r = 0;
    while (r < lens.length) {
      stops[r] = (stops[r] as number) + 1;
      if (stops[r] !== lens[r]) break;
      stops[r] = 0;
      r++;
    }
    if (r === lens.length) break;
  }
  return { baseCoins: coins / combos, freeRate: free / combos };
}

const tinySymbols = [
  { id: 'A', name: 'A', kind: 'regular', pays: [0, 0, 2, 5, 20] },
  { id: 'B', name: 'B', kind: 'regular', pays: [0, 0, 1, 3, 10] },
  { id: 'W', name: 'Wild', kind: 'wild', pays: [0, 0, 4, 8, 50] },
  { id: 'S', name: 'Scatter', kind: 'scatter', pays: [0, 0, 2, 10, 40] },
] as const;

const tinyLines: SlotTitle = {
  id: 'tiny-lines',
  name: 'Tiny',
  theme: 'test',
  declaredRtp: 0,
  rows: 3,
  betCoins: 5,
  symbols: tinySymbols,
  reels: ['ABWBASBA', 'BAABWSBB', 'AWBBSAAB', 'ABSBABWA'],
  mode: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1],
      [0, 0, 0, 0],
      [2, 2, 2, 2],
      [0, 1, 2, 1],
      [2, 1, 0, 1],
    ],
  },
  freeSpins: [0, 0, 1, 2, 3],
  freeSpinMultiplier: 2,
};
const tinyWays: SlotTitle = { ...tinyLines, id: 'tiny-ways', mode: { kind: 'ways' }, betCoins: 20 };

describe('slot engine', () => {
  it.each([tinyLines, tinyWays])('exact RTP of $id equals full stop enumeration', (title) => {
    const c = compileTitle(title);
    const sut = exactRtp(c);
    const { baseCoins, freeRate } = bruteForce(title);
    const q = scatterDistribution(c).reduce((s, p, k) => s + p * (title.freeSpins[k] ?? 0), 0);
    expect(q).toBeCloseTo(freeRate, 12);
    const expected = (baseCoins * (1 + (title.freeSpinMultiplier * q) / (1 - q))) / title.betCoins;
    expect(sut.total).toBeCloseTo(expected, 12);
  });

  it('evaluates wilds, scatters and lines on a known window', () => {
    const c = compileTitle(tinyLines);
    // stops 2,4,1,6 show reel windows: W B A | W S B | W B B | W A A
    const sut = spin(c, scripted([2, 4, 1, 6]));
    expect(sut.window).toEqual([
      ['W', 'B', 'A'],
      ['W', 'S', 'B'],
      ['W', 'B', 'B'],
      ['W', 'A', 'A'],
    ]);
    expect(sut.lineWins).toEqual([{ line: 1, symbol: 'W', count: 4, coins: 50 }]);
    expect(sut.scatter).toEqual({ count: 1, coins: 0 });
    expect(sut.totalCoins).toBe(50);
  });

  it('playRound detail agrees with the allocation-free hot path', () => {
    for (const title of SLOT_TITLES) {
      const c = compileTitle(title);
      const a = new SeededRandom(7);
      const b = new SeededRandom(7);
      for (let i = 0; i < 2000; i++) {
        const round = playRound(c, a);
        expect(round.totalCoins).toBe(roundCoins(c, b));
        const lines = round.base.lineWins.reduce((s, w) => s + w.coins, 0);
        const ways = round.base.waysWins.reduce((s, w) => s + w.coins, 0);
        expect(lines + ways + round.base.scatter.coins).toBe(round.base.totalCoins);
      }
    }
  });

  it('pays a round in minor units as stake × totalCoins / betCoins, floored', () => {
    expect(payout(10_000n, { num: 37n, den: 20n })).toBe(18_500n);
  });
});

describe.each(SLOT_TITLES.map((t) => ({ id: t.id, title: t })))('title $id', ({ title }) => {
  const c = compileTitle(title);
  const exact = exactRtp(c);

  it('declared RTP is the exact RTP (|exact − declared| < 5e-5) and within 94–97 %', () => {
    expect(Math.abs(exact.total - title.declaredRtp)).toBeLessThan(5e-5);
    expect(title.declaredRtp).toBeGreaterThanOrEqual(0.94);
    expect(title.declaredRtp).toBeLessThanOrEqual(0.97);
    expect(new Set(title.symbols.map((s) => s.name)).size).toBe(title.symbols.length);
  });

  it('simulated RTP over 2M seeded rounds lands within 4σ/√n of the exact RTP', () => {
    const n = 2_000_000;
    const rng = new SeededRandom(20261122);
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < n; i++) {
      const x = roundCoins(c, rng) / title.betCoins;
      sum += x;
      sumSq += x * x;
    }
    const mean = sum / n;
    const sigma = Math.sqrt(sumSq / n - mean * mean);
    const tolerance = (4 * sigma) / Math.sqrt(n);
    expect(Math.abs(mean - exact.total)).toBeLessThan(tolerance);
  });
});
