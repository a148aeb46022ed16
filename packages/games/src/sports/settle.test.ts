import { describe, expect, it } from 'vitest';
import {
  lineOutcome,
  type MatchResult,
  parlayOdds,
  parlayReturn,
  parseMarketKey,
  settleSelection,
  singleReturn,
  validStake,
} from './settle.ts';

const score = (home: number, away: number, ht: [number, number] = [0, 0]): MatchResult => ({
  home,
  away,
  htHome: ht[0],
  htAway: ht[1],
});

describe('Asian handicap', () => {
  it('settles whole, half and quarter lines (home -0.75, -1, -0.25, +0.25)', () => {
    // Home -0.75 (line -3): a one-goal win is half win (-0.5 wins, -1 pushes).
    expect(settleSelection({ type: 'AH', line: -3 }, 'HOME', score(1, 0))).toBe('HALF_WIN');
    expect(settleSelection({ type: 'AH', line: -3 }, 'AWAY', score(1, 0))).toBe('HALF_LOSE');
    expect(settleSelection({ type: 'AH', line: -3 }, 'HOME', score(2, 0))).toBe('WIN');
    expect(settleSelection({ type: 'AH', line: -3 }, 'HOME', score(1, 1))).toBe('LOSE');
    // Home -1: a one-goal win pushes.
    expect(settleSelection({ type: 'AH', line: -4 }, 'HOME', score(2, 1))).toBe('PUSH');
    expect(settleSelection({ type: 'AH', line: -4 }, 'AWAY', score(2, 1))).toBe('PUSH');
    // Home -0.25 on a draw: half lost (0 pushes, -0.5 loses); away +0.25 half won.
    expect(settleSelection({ type: 'AH', line: -1 }, 'HOME', score(0, 0))).toBe('HALF_LOSE');
    expect(settleSelection({ type: 'AH', line: -1 }, 'AWAY', score(0, 0))).toBe('HALF_WIN');
    // Home +0.25 on a draw: half won.
    expect(settleSelection({ type: 'AH', line: 1 }, 'HOME', score(2, 2))).toBe('HALF_WIN');
    // Home +1.5 loses by one: wins.
    expect(settleSelection({ type: 'AH', line: 6 }, 'HOME', score(0, 1))).toBe('WIN');
  });

  it('line outcome at each margin around a quarter line', () => {
    expect(lineOutcome(0, 1)).toBe('HALF_WIN');
    expect(lineOutcome(0, -1)).toBe('HALF_LOSE');
    expect(lineOutcome(4, -5)).toBe('HALF_LOSE');
    expect(lineOutcome(8, -5)).toBe('WIN');
  });
});

describe('over / under', () => {
  it('settles 2.5, 2.25, 2.75 and 3', () => {
    expect(settleSelection({ type: 'OU', line: 10 }, 'OVER', score(2, 1))).toBe('WIN');
    expect(settleSelection({ type: 'OU', line: 10 }, 'UNDER', score(2, 1))).toBe('LOSE');
    // 2.25 with two goals: 2 pushes, 2.5 loses for OVER.
    expect(settleSelection({ type: 'OU', line: 9 }, 'OVER', score(1, 1))).toBe('HALF_LOSE');
    expect(settleSelection({ type: 'OU', line: 9 }, 'UNDER', score(1, 1))).toBe('HALF_WIN');
    // 2.75 with three goals: 2.5 wins, 3 pushes.
    expect(settleSelection({ type: 'OU', line: 11 }, 'OVER', score(2, 1))).toBe('HALF_WIN');
    expect(settleSelection({ type: 'OU', line: 11 }, 'UNDER', score(2, 1))).toBe('HALF_LOSE');
    expect(settleSelection({ type: 'OU', line: 12 }, 'OVER', score(2, 1))).toBe('PUSH');
  });
});

describe('football markets', () => {
  it('1X2, first half, correct score, both teams to score', () => {
    expect(settleSelection({ type: '1X2' }, 'DRAW', score(1, 1))).toBe('WIN');
    expect(settleSelection({ type: '1X2' }, 'HOME', score(1, 1))).toBe('LOSE');
    expect(settleSelection({ type: 'HT_1X2' }, 'HOME', score(1, 2, [1, 0]))).toBe('WIN');
    expect(settleSelection({ type: 'CS' }, '2-1', score(2, 1))).toBe('WIN');
    expect(settleSelection({ type: 'CS' }, 'OTHER', score(5, 0))).toBe('WIN');
    expect(settleSelection({ type: 'CS' }, '4-0', score(5, 0))).toBe('LOSE');
    expect(settleSelection({ type: 'BTTS' }, 'YES', score(1, 1))).toBe('WIN');
    expect(settleSelection({ type: 'BTTS' }, 'NO', score(3, 0))).toBe('WIN');
    expect(settleSelection({ type: '1X2' }, 'HOME', { home: 1, away: 0, abandoned: true })).toBe('VOID');
    expect(() => settleSelection({ type: '1X2' }, 'OVER', score(0, 0))).toThrow(RangeError);
  });

  it('basketball money line, handicap and totals', () => {
    expect(settleSelection({ type: 'ML' }, 'AWAY', { home: 101, away: 104 })).toBe('WIN');
    // Home -5.5 (line -22) winning by 6.
    expect(settleSelection({ type: 'AH', line: -22 }, 'HOME', { home: 106, away: 100 })).toBe('WIN');
    expect(settleSelection({ type: 'AH', line: -24 }, 'HOME', { home: 106, away: 100 })).toBe('PUSH');
    expect(settleSelection({ type: 'OU', line: 4 * 205 + 2 }, 'OVER', { home: 106, away: 100 })).toBe('WIN');
  });

  it('e-sports match winner, map handicap, total maps, map winner', () => {
    const bo3: MatchResult = { home: 2, away: 1, maps: ['HOME', 'AWAY', 'HOME'] };
    expect(settleSelection({ type: 'ML' }, 'HOME', bo3)).toBe('WIN');
    expect(settleSelection({ type: 'MAP_AH', line: -6 }, 'HOME', bo3)).toBe('LOSE');
    expect(settleSelection({ type: 'MAP_AH', line: -6 }, 'AWAY', bo3)).toBe('WIN');
    expect(settleSelection({ type: 'MAP_OU', line: 10 }, 'OVER', bo3)).toBe('WIN');
    expect(settleSelection({ type: 'MAP_WIN', map: 2 }, 'AWAY', bo3)).toBe('WIN');
    // A third map never played in a 2-0: void.
    expect(
      settleSelection({ type: 'MAP_WIN', map: 3 }, 'HOME', { home: 2, away: 0, maps: ['HOME', 'HOME'] }),
    ).toBe('VOID');
  });

  it('parses market keys and refuses others', () => {
    expect(parseMarketKey('AH:-3')).toEqual({ type: 'AH', line: -3 });
    expect(parseMarketKey('MAP_WIN:2')).toEqual({ type: 'MAP_WIN', map: 2 });
    expect(parseMarketKey('1X2')).toEqual({ type: '1X2' });
    // A basketball total of 210.5 points.
    expect(parseMarketKey('OU:842')).toEqual({ type: 'OU', line: 842 });
    expect(parseMarketKey('AH:x')).toBeUndefined();
    expect(parseMarketKey('1X2:1')).toBeUndefined();
    expect(parseMarketKey('NOPE')).toBeUndefined();
  });
});

describe('returns', () => {
  it('single: 100.00 at 1.95 (minor units of 1/100)', () => {
    expect(singleReturn(10_000n, 'WIN', 1950)).toBe(19_500n);
    expect(singleReturn(10_000n, 'HALF_WIN', 1950)).toBe(14_750n);
    expect(singleReturn(10_000n, 'PUSH', 1950)).toBe(10_000n);
    expect(singleReturn(10_000n, 'HALF_LOSE', 1950)).toBe(5_000n);
    expect(singleReturn(10_000n, 'LOSE', 1950)).toBe(0n);
  });

  it('parlay: a void leg counts 1.00, a half win (odds + 1) / 2, rounded down once', () => {
    const legs = [
      { outcome: 'WIN' as const, oddsMilli: 2000 },
      { outcome: 'VOID' as const, oddsMilli: 1800 },
      { outcome: 'HALF_WIN' as const, oddsMilli: 1900 },
    ];
    // 100 × 2 × 1 × 1.45 = 290.
    expect(parlayReturn(10_000n, legs)).toBe(29_000n);
    expect(parlayReturn(10_000n, [...legs, { outcome: 'LOSE', oddsMilli: 1500 }])).toBe(0n);
    expect(parlayReturn(10_000n, [...legs, { outcome: 'HALF_LOSE', oddsMilli: 1500 }])).toBe(14_500n);
    expect(parlayOdds([1950, 1950])).toBe(3802);
  });

  it('valid stake: none for void or push, half for half results', () => {
    expect(validStake(10_000n, 'VOID')).toBe(0n);
    expect(validStake(10_000n, 'HALF_WIN')).toBe(5_000n);
    expect(validStake(10_000n, 'LOSE')).toBe(10_000n);
  });
});
