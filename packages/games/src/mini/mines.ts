/**
 * Mines: a 5×5 grid hides m mines (1..24), placed by a Fisher–Yates shuffle of the 25 tiles (each
 * swap drawn with `uniformInt`, so every layout is equally likely). After k safe reveals the player
 * may cash out at (1 − edge)/P(k safe) with P(k safe) = C(25−m, k)/C(25, k): every cash-out point
 * returns exactly 99 %.
 */
import type { Rational } from '../money.ts';
import type { RandomSource } from '../rng.ts';
import { shuffle } from '../rng.ts';

export const MINES_TILES = 25;

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

function checkMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < 1 || mines > 24) throw new RangeError('mines must be 1..24');
}

/** The mine tiles (0..24, row-major), sorted. */
export function minesLayout(rng: RandomSource, mines: number): number[] {
  checkMines(mines);
  return shuffle(rng, MINES_TILES)
    .slice(0, mines)
    .sort((a, b) => a - b);
}

/** Exact probability that k chosen tiles are all safe: C(25−m, k)/C(25, k). */
export function minesSafeProbability(mines: number, safeReveals: number): Rational {
  checkMines(mines);
  return { num: choose(MINES_TILES - mines, safeReveals), den: choose(MINES_TILES, safeReveals) };
}

/** Cash-out multiplier after k safe reveals: 99·C(25,k) / (100·C(25−m,k)); k = 0 pays 0.99×. */
export function minesMultiplier(mines: number, safeReveals: number): Rational {
  checkMines(mines);
  if (!Number.isInteger(safeReveals) || safeReveals < 0 || safeReveals > MINES_TILES - mines) {
    throw new RangeError('bad number of safe reveals');
  }
  return {
    num: 99n * choose(MINES_TILES, safeReveals),
    den: 100n * choose(MINES_TILES - mines, safeReveals),
  };
}

/** Reveals a tile: whether it hides a mine. */
export function isMine(layout: readonly number[], tile: number): boolean {
  return layout.includes(tile);
}
