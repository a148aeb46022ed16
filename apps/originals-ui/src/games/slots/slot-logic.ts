import type { TSlotSpinOutcome } from '@croupier/contracts';
import { payout, type SlotTitle } from '@croupier/games';

/**
 * Pure slot presentation logic: which window positions a spin's wins cover, what a paytable entry is
 * worth at the chosen bet, and how big a win is.
 */

/** Window positions (reel * rows + row) to highlight and the paying line indexes of a spin. */
export function winningCells(
  title: SlotTitle,
  spin: TSlotSpinOutcome,
): { cells: Set<number>; lines: number[] } {
  const rows = title.rows;
  const cells = new Set<number>();
  const lines: number[] = [];
  const wild = title.symbols.find((s) => s.kind === 'wild')?.id;
  const scatter = title.symbols.find((s) => s.kind === 'scatter')?.id;
  if (title.mode.kind === 'lines') {
    for (const win of spin.lineWins) {
      const def = title.mode.lines[win.line];
      if (!def) continue;
      lines.push(win.line);
      for (let reel = 0; reel < win.count; reel++) cells.add(reel * rows + (def[reel] as number));
    }
  }
  for (const win of spin.waysWins) {
    for (let reel = 0; reel < win.count; reel++) {
      spin.window[reel]?.forEach((symbol, row) => {
        if (symbol === win.symbol || symbol === wild) cells.add(reel * rows + row);
      });
    }
  }
  if (scatter && (spin.scatter.coins > 0 || spin.freeSpinsAwarded > 0)) {
    spin.window.forEach((reel, r) => {
      reel.forEach((symbol, row) => {
        if (symbol === scatter) cells.add(r * rows + row);
      });
    });
  }
  return { cells, lines };
}

/** What `coins` pay at a bet of `bet` minor units for a title staking `betCoins` coins (floored). */
export function coinsToMinor(bet: bigint, coins: number, betCoins: number): bigint {
  return payout(bet, { num: BigInt(coins), den: BigInt(betCoins) });
}

export type WinTier = 'none' | 'small' | 'win' | 'big' | 'mega';

/** The celebration a win earns: below the bet "small", ≥ bet "win", ≥ 10× "big", ≥ 50× "mega". */
export function winTier(bet: bigint, win: bigint): WinTier {
  if (win <= 0n) return 'none';
  if (win < bet) return 'small';
  if (win < bet * 10n) return 'win';
  if (win < bet * 50n) return 'big';
  return 'mega';
}

/** A count-up frame: `total` × k / steps in bigint, so the animated amount never exceeds the win. */
export function countUp(total: bigint, k: number, steps: number): bigint {
  if (steps <= 0 || k >= steps) return total;
  if (k <= 0) return 0n;
  return (total * BigInt(k)) / BigInt(steps);
}
