import { describe, expect, it } from 'vitest';
import { acceptChanges, canCombine, hasChanged, type SlipLeg, slipTotals, toggleLeg } from './slip.ts';

const team = { name: 'A', short: 'A', color: '#000' };
const leg = (matchId: string, odds: number, extra: Partial<SlipLeg> = {}): SlipLeg => ({
  matchId,
  matchName: matchId,
  home: team,
  away: team,
  live: false,
  market: '1X2',
  selection: 'HOME',
  odds,
  current: odds,
  ...extra,
});

describe('the bet slip', () => {
  it('toggles a selection and replaces another of the same market', () => {
    const one = toggleLeg([], leg('m1', 2000));
    expect(one).toHaveLength(1);
    expect(toggleLeg(one, leg('m1', 2000))).toHaveLength(0);
    const replaced = toggleLeg(one, leg('m1', 3000, { selection: 'AWAY' }));
    expect(replaced.map((l) => l.selection)).toEqual(['AWAY']);
  });

  it('combines only legs of different matches', () => {
    expect(canCombine([leg('m1', 2000), leg('m2', 2000)])).toBe(true);
    expect(canCombine([leg('m1', 2000), leg('m1', 2000, { market: 'BTTS' })])).toBe(false);
  });

  it('flags moved prices and takes them when accepted', () => {
    const moved = leg('m1', 2000, { current: 1900 });
    expect(hasChanged(moved, true)).toBe(true);
    expect(hasChanged(leg('m1', 2000, { current: 2100 }), true)).toBe(false);
    expect(hasChanged(leg('m1', 2000, { current: 2100 }), false)).toBe(true);
    expect(acceptChanges([moved])[0]?.odds).toBe(1900);
  });

  it('totals singles, a parlay and a 2/3 system', () => {
    const legs = [leg('m1', 2000), leg('m2', 1500), leg('m3', 3000)];
    expect(slipTotals(legs, 'SINGLE', 10_000n, 2)).toEqual({
      total: 30_000n,
      maxReturn: 65_000n,
      odds: 2000,
    });
    expect(slipTotals(legs, 'PARLAY', 10_000n, 2)).toEqual({
      total: 10_000n,
      maxReturn: 90_000n,
      odds: 9000,
    });
    expect(slipTotals(legs, 'SYSTEM', 10_000n, 2).total).toBe(30_000n);
    expect(slipTotals(legs, 'SYSTEM', 10_000n, 2).maxReturn).toBe(135_000n);
  });
});
