/**
 * European single-zero roulette: the winning number, every inside and outside bet as a spot code
 * with the numbers it covers, and the racetrack's announced bets expanded into ordinary spots.
 * A spot covering k numbers returns 36/k per unit (pays 36/k − 1 : 1), so every bet's edge is 1/37.
 */
import { type Rational, rational } from '../money.ts';
import { uniformInt } from '../rng.ts';
import { liveRandom } from './shoe.ts';

/** The winning number 0..36 of a round: uniform from HMAC-SHA256(seed, `${roundKey}:${counter}`). */
export function rouletteNumber(seed: string, roundKey: string): number {
  return uniformInt(liveRandom(seed, roundKey), 37);
}

/** The red numbers; every other number but 0 is black. */
export const ROULETTE_RED: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** The numbers in wheel order, clockwise from 0. */
export const ROULETTE_WHEEL: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

const range = (from: number, count: number, step = 1): number[] =>
  Array.from({ length: count }, (_, i) => from + i * step);

/** Every roulette spot with the numbers it covers, in table order. */
function buildSpots(): Map<string, readonly number[]> {
  const spots = new Map<string, readonly number[]>();
  for (let n = 0; n <= 36; n++) spots.set(`STRAIGHT_${n}`, [n]);
  for (const b of [1, 2, 3]) spots.set(`SPLIT_0_${b}`, [0, b]);
  for (let a = 1; a <= 36; a++) {
    if (a % 3 !== 0) spots.set(`SPLIT_${a}_${a + 1}`, [a, a + 1]);
    if (a <= 33) spots.set(`SPLIT_${a}_${a + 3}`, [a, a + 3]);
  }
  for (let s = 1; s <= 34; s += 3) spots.set(`STREET_${s}`, range(s, 3));
  for (let a = 1; a <= 32; a++)
    if (a % 3 !== 0) spots.set(`CORNER_${a}_${a + 1}_${a + 3}_${a + 4}`, [a, a + 1, a + 3, a + 4]);
  for (let s = 1; s <= 31; s += 3) spots.set(`LINE_${s}`, range(s, 6));
  spots.set('TRIO_0_1_2', [0, 1, 2]);
  spots.set('TRIO_0_2_3', [0, 2, 3]);
  spots.set('BASKET', [0, 1, 2, 3]);
  for (const d of [1, 2, 3]) spots.set(`DOZEN_${d}`, range(12 * (d - 1) + 1, 12));
  for (const c of [1, 2, 3]) spots.set(`COLUMN_${c}`, range(c, 12, 3));
  const all = range(1, 36);
  spots.set(
    'RED',
    all.filter((n) => ROULETTE_RED.has(n)),
  );
  spots.set(
    'BLACK',
    all.filter((n) => !ROULETTE_RED.has(n)),
  );
  spots.set(
    'ODD',
    all.filter((n) => n % 2 === 1),
  );
  spots.set(
    'EVEN',
    all.filter((n) => n % 2 === 0),
  );
  spots.set('LOW', range(1, 18));
  spots.set('HIGH', range(19, 18));
  return spots;
}

const SPOTS = buildSpots();

/** The roulette spots: straights, splits (a < b), streets, corners, six lines, trios, basket, outside. */
export const ROULETTE_SPOTS: readonly string[] = [...SPOTS.keys()];

/** The numbers a roulette spot covers (throws on an unknown spot). */
export function rouletteCoverage(spot: string): readonly number[] {
  const numbers = SPOTS.get(spot);
  if (numbers === undefined) throw new RangeError(`not a roulette spot: ${spot}`);
  return numbers;
}

/** What one unit staked on `spot` returns (stake included) when `number` wins: 36/k or 0. */
export function rouletteReturn(spot: string, number: number): Rational {
  if (!Number.isInteger(number) || number < 0 || number > 36)
    throw new RangeError(`not a roulette number: ${number}`);
  const covered = rouletteCoverage(spot);
  return covered.includes(number) ? rational(36n, BigInt(covered.length)) : rational(0n);
}

/** A racetrack bet: the French announced bets or a number with `count` neighbours each side. */
export type AnnouncedBet = 'VOISINS' | 'TIERS' | 'ORPHELINS' | 'ZERO' | { neighbours: number; count: number };

/** Chips per spot of the announced bets (a spot listed twice takes two chips). */
const ANNOUNCED: Record<'VOISINS' | 'TIERS' | 'ORPHELINS' | 'ZERO', readonly string[]> = {
  // Voisins du zéro, 9 chips: 0/2/3 ×2, 4/7, 12/15, 18/21, 19/22, 25/26/28/29 ×2, 32/35.
  VOISINS: [
    'TRIO_0_2_3',
    'TRIO_0_2_3',
    'SPLIT_4_7',
    'SPLIT_12_15',
    'SPLIT_18_21',
    'SPLIT_19_22',
    'CORNER_25_26_28_29',
    'CORNER_25_26_28_29',
    'SPLIT_32_35',
  ],
  // Tiers du cylindre, 6 chips: 5/8, 10/11, 13/16, 23/24, 27/30, 33/36.
  TIERS: ['SPLIT_5_8', 'SPLIT_10_11', 'SPLIT_13_16', 'SPLIT_23_24', 'SPLIT_27_30', 'SPLIT_33_36'],
  // Orphelins, 5 chips: 1, 6/9, 14/17, 17/20, 31/34.
  ORPHELINS: ['STRAIGHT_1', 'SPLIT_6_9', 'SPLIT_14_17', 'SPLIT_17_20', 'SPLIT_31_34'],
  // Jeu zéro, 4 chips: 0/3, 12/15, 26, 32/35.
  ZERO: ['SPLIT_0_3', 'SPLIT_12_15', 'STRAIGHT_26', 'SPLIT_32_35'],
};

/**
 * The ordinary spots and amounts of an announced bet of `chipMinor` per chip, each spot once (a
 * two-chip spot gets twice the chip). Neighbours: the number and `count` (0..18) numbers either side
 * of it on the wheel, one chip each as straights, in wheel order.
 */
export function expandAnnouncedBet(bet: AnnouncedBet, chipMinor: bigint): { spot: string; amount: bigint }[] {
  if (chipMinor <= 0n) throw new RangeError('chip must be positive');
  let spots: readonly string[];
  if (typeof bet === 'object' && bet !== null) {
    const { neighbours, count } = bet;
    if (!Number.isInteger(neighbours) || neighbours < 0 || neighbours > 36)
      throw new RangeError('neighbours must name a number 0..36');
    if (!Number.isInteger(count) || count < 0 || count > 18) throw new RangeError('count must be 0..18');
    const at = ROULETTE_WHEEL.indexOf(neighbours);
    spots = range(-count, 2 * count + 1).map((d) => `STRAIGHT_${ROULETTE_WHEEL[(at + d + 37) % 37]}`);
  } else {
    const listed = ANNOUNCED[bet as keyof typeof ANNOUNCED] as readonly string[] | undefined;
    if (listed === undefined) throw new RangeError(`not an announced bet: ${String(bet)}`);
    spots = listed;
  }
  const out: { spot: string; amount: bigint }[] = [];
  for (const spot of spots) {
    const found = out.find((o) => o.spot === spot);
    if (found) found.amount += chipMinor;
    else out.push({ spot, amount: chipMinor });
  }
  return out;
}
