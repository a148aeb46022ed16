import { describe, expect, it } from 'vitest';
import {
  basketballScores,
  esportsScores,
  fairProbabilities,
  footballScores,
  marketPrices,
} from './pricing.ts';

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

describe('pricing', () => {
  it('football probabilities of a full market add up to one; a stronger home side is favourite', () => {
    const finals = footballScores({ home: 0, away: 0, left: 1, firstHalfLeft: 1 }, 1.8, 0.9);
    const total = finals.reduce((a, f) => a + f.p, 0);
    expect(total).toBeGreaterThan(0.999);
    const x12 = fairProbabilities({ type: '1X2' }, finals);
    expect(sum(x12)).toBeCloseTo(1, 3);
    expect(x12.HOME).toBeGreaterThan(x12.AWAY ?? 1);
    const ht = fairProbabilities({ type: 'HT_1X2' }, finals);
    expect(sum(ht)).toBeCloseTo(1, 3);
    expect(ht.DRAW).toBeGreaterThan(x12.DRAW ?? 1);
  });

  it('a match near its end with a two-goal lead prices the leader out, book margin included', () => {
    const finals = footballScores({ home: 2, away: 0, htHome: 1, htAway: 0, left: 0.02 }, 1.5, 1.5);
    const prices = marketPrices({ type: '1X2' }, finals, 50);
    expect(prices.HOME).toBeNull();
    const even = marketPrices(
      { type: 'AH', line: 0 },
      footballScores({ home: 0, away: 0, left: 1 }, 1.3, 1.3),
      50,
    );
    expect(even.HOME).toBe(even.AWAY);
    expect(even.HOME).toBeLessThan(2000);
  });

  it('basketball and e-sports finals are distributions', () => {
    const b = basketballScores({ home: 0, away: 0, left: 1 }, 4, 210);
    expect(b.reduce((a, f) => a + f.p, 0)).toBeCloseTo(1, 6);
    expect(fairProbabilities({ type: 'ML' }, b).HOME).toBeGreaterThan(0.5);
    const e = esportsScores({ home: 1, away: 0, left: 0.5, maps: ['HOME'] }, 3, 0.5);
    expect(e.reduce((a, f) => a + f.p, 0)).toBeCloseTo(1, 9);
    expect(fairProbabilities({ type: 'ML' }, e).HOME).toBeCloseTo(0.75, 9);
  });
});
