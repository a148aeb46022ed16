/**
 * Pure logic of the mini games' UIs (no React, no I/O), unit-tested beside this file.
 */

export type DiceDirection = 'under' | 'over';

/**
 * Clamps a dice target (hundredths) so the win chance stays within [minChance, maxChance] percent:
 * under T wins on T of 10 000 rolls, over T on 10 000 − T.
 */
export function clampDiceTarget(
  target: number,
  direction: DiceDirection,
  minChance: number,
  maxChance: number,
): number {
  const minW = Math.round(minChance * 100);
  const maxW = Math.round(maxChance * 100);
  const t = Math.round(target);
  if (direction === 'under') return Math.min(maxW, Math.max(minW, t));
  return Math.min(10000 - minW, Math.max(10000 - maxW, t));
}

/**
 * Parses a limbo target typed by the player ("2", "2.5", "1000000.00") into hundredths, or null
 * when it is not a number with at most 2 decimals within [min, max] hundredths.
 */
export function parseTarget(text: string, min = 101n, max = 100_000_000n): bigint | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const h = BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return h < min || h > max ? null : h;
}

/** Hundredths as the contract's multiplier text ("2.50"). */
export function hundredthsText(h: bigint): string {
  return `${h / 100n}.${(h % 100n).toString().padStart(2, '0')}`;
}

/** Limbo win chance in percent for a target in hundredths: 99 / (T/100). */
export function limboChance(targetHundredths: bigint): number {
  return 9900 / Number(targetHundredths);
}

/**
 * The displayed multiplier of limbo's rising number at animation progress p ∈ [0,1]: grows
 * exponentially from 1.00× to the result, so big results take the same time as small ones.
 */
export function limboFrame(resultHundredths: bigint, p: number): bigint {
  if (p >= 1) return resultHundredths;
  if (p <= 0) return 100n;
  const r = Number(resultHundredths) / 100;
  const eased = 1 - (1 - p) ** 3;
  const value = Math.floor(100 * r ** eased);
  const capped = BigInt(Math.max(100, value));
  return capped > resultHundredths ? resultHundredths : capped;
}

/** Plinko peg position: row i (0-based) has i + 3 pegs, centred; x in [0,1] of the board width. */
export function plinkoPeg(rows: number, row: number, peg: number): { x: number; y: number } {
  const spacing = 1 / (rows + 2);
  const count = row + 3;
  const x = 0.5 + (peg - (count - 1) / 2) * spacing;
  const y = (row + 0.8) / (rows + 0.4);
  return { x, y };
}

/**
 * The ball's waypoints for a path (true = right): the top of the peg it hits on each row (row 0:
 * the centre peg; after row i it sits in gap `rights` of that row, straight above a peg of the next
 * row), then the slot it lands in (y = 1). Coordinates are fractions of the board size; rows + 1
 * points for rows pegs rows.
 */
export function plinkoWaypoints(path: readonly boolean[]): { x: number; y: number }[] {
  const rows = path.length;
  const spacing = 1 / (rows + 2);
  const points: { x: number; y: number }[] = [];
  let x = 0.5;
  let rights = 0;
  path.forEach((isRight, i) => {
    points.push({ x, y: plinkoPeg(rows, i, 0).y });
    if (isRight) rights++;
    x = 0.5 + (rights - (i + 1) / 2) * spacing;
  });
  points.push({ x, y: 1 });
  return points;
}

/** The slot index (0..rows) a path lands in: the number of rights. */
export function plinkoSlot(path: readonly boolean[]): number {
  return path.filter(Boolean).length;
}
