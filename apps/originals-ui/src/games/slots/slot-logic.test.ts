import type { TSlotSpinOutcome } from '@croupier/contracts';
import { compileTitle, FairRandom, SLOT_TITLES, spin } from '@croupier/games';
import { describe, expect, it } from 'vitest';
import { findTitle } from '../../lib/verify.ts';
import { coinsToMinor, countUp, winningCells, winTier } from './slot-logic.ts';
import { hasArt } from './symbols.tsx';
import { SLOT_THEMES } from './themes.ts';

describe('slot presentation', () => {
  it('draws and colours every symbol of every title', () => {
    for (const title of SLOT_TITLES) {
      expect(SLOT_THEMES[title.id], title.id).toBeDefined();
      for (const s of title.symbols) {
        expect(hasArt(title.id, s.id), `${title.id} ${s.id}`).toBe(true);
        expect(SLOT_THEMES[title.id]?.colors[s.id], `${title.id} ${s.id} colour`).toBeDefined();
      }
    }
  });

  it('highlights exactly the positions of the paying line runs', () => {
    const title = findTitle('fruit-fiesta');
    const spinOutcome: TSlotSpinOutcome = {
      stops: [0, 0, 0, 0, 0],
      window: [
        ['C', 'L', 'O'],
        ['C', 'W', 'O'],
        ['C', 'L', 'P'],
        ['G', 'B', 'P'],
        ['G', 'B', 'P'],
      ],
      lineWins: [
        { line: 1, symbol: 'C', count: 3, coins: 55 },
        { line: 0, symbol: 'L', count: 3, coins: 55 },
      ],
      waysWins: [],
      scatter: { count: 0, coins: 0 },
      freeSpinsAwarded: 0,
      multiplier: 1,
      totalCoins: 110,
    };
    const { cells, lines } = winningCells(title, spinOutcome);
    expect(lines).toEqual([1, 0]);
    // line 1 = top row: reels 0..2 row 0; line 0 = middle row: reels 0..2 row 1.
    expect([...cells].sort((a, b) => a - b)).toEqual([0, 1, 3, 4, 6, 7]);
  });

  it('highlights ways wins (symbol or wild on the counted reels) and paying scatters', () => {
    const title = findTitle('dragon-pearls');
    const rng = new FairRandom('a'.repeat(64), 'ways', 0);
    const compiled = compileTitle(title);
    for (let i = 0; i < 300; i++) {
      const s = spin(compiled, rng);
      const { cells } = winningCells(title, s);
      for (const w of s.waysWins) {
        for (let reel = 0; reel < w.count; reel++) {
          const hit = s.window[reel]?.some(
            (sym, row) => (sym === w.symbol || sym === 'W') && cells.has(reel * 3 + row),
          );
          expect(hit).toBe(true);
        }
      }
      if (s.totalCoins === 0 && s.freeSpinsAwarded === 0) expect(cells.size).toBe(0);
    }
  });

  it('turns coins into money at the bet, floored, and grades wins', () => {
    expect(coinsToMinor(10_000n, 55, 100)).toBe(5500n);
    expect(coinsToMinor(1000n, 1, 3)).toBe(333n);
    expect(winTier(10_000n, 0n)).toBe('none');
    expect(winTier(10_000n, 9999n)).toBe('small');
    expect(winTier(10_000n, 10_000n)).toBe('win');
    expect(winTier(10_000n, 100_000n)).toBe('big');
    expect(winTier(10_000n, 500_000n)).toBe('mega');
    expect(countUp(1001n, 0, 40)).toBe(0n);
    expect(countUp(1001n, 20, 40)).toBe(500n);
    expect(countUp(1001n, 40, 40)).toBe(1001n);
  });
});
