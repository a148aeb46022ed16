/**
 * Baccarat road maps from a shoe's results, as cells the UI draws on grids of 6 rows.
 *
 * - Bead plate: every coup in order, down each column of 6 then the next column.
 * - Big road: ties left out; each streak of one side fills a column from the top; a streak longer
 *   than the 6 rows, or one that meets a cell already drawn below, turns right and runs along its
 *   row (the dragon tail); the next streak starts at the top of the column after the previous
 *   streak's first cell. A tie is counted on the cell of the coup before it (ties before the first
 *   player/banker result are counted on the first cell).
 * - Big eye boy, small road, cockroach pig (k = 1, 2, 3): one red/blue mark per big-road result from
 *   the one in column k row 2 (or else column k + 1 row 1) on, read from the big road's logical
 *   columns (streaks, unbent). A result that starts a column c: red when columns c − 1 and c − 1 − k
 *   are equally long, blue otherwise. A result at depth r ≥ 1 of column c: look at column c − k:
 *   red when it has a result at depth r, or has none at depth r − 1 either; blue when its last
 *   result is at depth r − 1. The marks are laid out like the big road (red and blue streaks).
 */
import type { BaccaratWinner } from './baccarat.ts';

/** The number of rows of every road. */
export const ROAD_ROWS = 6;

/** One coup as the roads need it. */
export interface RoadCoup {
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
}

export interface BeadPlateCell {
  row: number;
  col: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
}

export interface BigRoadCell {
  row: number;
  col: number;
  winner: 'PLAYER' | 'BANKER';
  /** Ties dealt right after this result (drawn as a slash, with the count when more than one). */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
}

export type RoadColour = 'RED' | 'BLUE';

export interface DerivedRoadCell {
  row: number;
  col: number;
  colour: RoadColour;
}

export interface BaccaratRoads {
  beadPlate: BeadPlateCell[];
  bigRoad: BigRoadCell[];
  bigEyeBoy: DerivedRoadCell[];
  smallRoad: DerivedRoadCell[];
  cockroachPig: DerivedRoadCell[];
}

/**
 * Grid positions of a sequence laid out in streaks: a new streak starts at row 0 of the column
 * after the previous streak's start; a streak goes down until the last row or an occupied cell,
 * then right along its row.
 */
export function layOutStreaks<T>(values: readonly T[]): { row: number; col: number }[] {
  const occupied = new Set<string>();
  const key = (row: number, col: number) => `${row},${col}`;
  const out: { row: number; col: number }[] = [];
  let startCol = -1;
  let row = 0;
  let col = 0;
  let turned = false;
  values.forEach((value, i) => {
    if (i === 0 || value !== values[i - 1]) {
      startCol += 1;
      while (occupied.has(key(0, startCol))) startCol += 1;
      row = 0;
      col = startCol;
      turned = false;
    } else if (!turned && row + 1 < ROAD_ROWS && !occupied.has(key(row + 1, col))) {
      row += 1;
    } else {
      turned = true;
      col += 1;
    }
    occupied.add(key(row, col));
    out.push({ row, col });
  });
  return out;
}

/** Red/blue marks of the derived road with offset k, from the big road's streak sides in order. */
function derivedColours(sides: readonly ('PLAYER' | 'BANKER')[], k: number): RoadColour[] {
  const lengths: number[] = [];
  const colours: RoadColour[] = [];
  sides.forEach((side, i) => {
    let c: number;
    let r: number;
    if (i === 0 || side !== sides[i - 1]) {
      lengths.push(1);
      c = lengths.length - 1;
      r = 0;
    } else {
      c = lengths.length - 1;
      r = lengths[c] as number;
      lengths[c] = r + 1;
    }
    if (c < k || (c === k && r === 0)) return;
    if (r === 0) {
      colours.push(lengths[c - 1] === lengths[c - 1 - k] ? 'RED' : 'BLUE');
    } else {
      const compared = lengths[c - k] as number;
      colours.push(compared === r ? 'BLUE' : 'RED');
    }
  });
  return colours;
}

function derivedRoad(sides: readonly ('PLAYER' | 'BANKER')[], k: number): DerivedRoadCell[] {
  const colours = derivedColours(sides, k);
  return layOutStreaks(colours).map((p, i) => ({ ...p, colour: colours[i] as RoadColour }));
}

/** The five roads of a shoe's coups, in dealing order. */
export function baccaratRoads(coups: readonly RoadCoup[]): BaccaratRoads {
  const beadPlate = coups.map((c, i) => ({
    row: i % ROAD_ROWS,
    col: Math.floor(i / ROAD_ROWS),
    winner: c.winner,
    playerPair: c.playerPair,
    bankerPair: c.bankerPair,
  }));
  const results: Omit<BigRoadCell, 'row' | 'col'>[] = [];
  let leadingTies = 0;
  for (const c of coups) {
    if (c.winner === 'TIE') {
      const last = results[results.length - 1];
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    results.push({
      winner: c.winner,
      ties: results.length === 0 ? leadingTies : 0,
      playerPair: c.playerPair,
      bankerPair: c.bankerPair,
    });
  }
  const sides = results.map((r) => r.winner);
  const bigRoad = layOutStreaks(sides).map((p, i) => ({
    ...p,
    ...(results[i] as Omit<BigRoadCell, 'row' | 'col'>),
  }));
  return {
    beadPlate,
    bigRoad,
    bigEyeBoy: derivedRoad(sides, 1),
    smallRoad: derivedRoad(sides, 2),
    cockroachPig: derivedRoad(sides, 3),
  };
}
