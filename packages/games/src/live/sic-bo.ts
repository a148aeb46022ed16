/**
 * Sic bo: three dice, drawn from HMAC-SHA256(seed, `${roundKey}:${counter}`), and the standard pay
 * table. Small (4–10), big (11–17), odd and even pay 1:1 and lose on any triple; totals 4/17 60:1,
 * 5/16 30:1, 6/15 17:1, 7/14 12:1, 8/13 8:1, 9/12 and 10/11 6:1; a specific triple 180:1, any
 * triple 30:1, a specific double 10:1, a two-dice combination 5:1; a single number 1:1, 2:1 or 3:1
 * as it shows on one, two or three dice.
 */
import { type Rational, rational } from '../money.ts';
import { uniformInt } from '../rng.ts';
import { liveRandom } from './shoe.ts';

export type SicBoDice = [number, number, number];

/** Three dice 1..6 of a round, in throwing order. */
export function sicBoDice(seed: string, roundKey: string): SicBoDice {
  const rng = liveRandom(seed, roundKey);
  return [uniformInt(rng, 6) + 1, uniformInt(rng, 6) + 1, uniformInt(rng, 6) + 1];
}

/** Win per unit of each total bet (the return is this plus the stake). */
export const SIC_BO_TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

const faces = [1, 2, 3, 4, 5, 6];

/** The sic bo spots. */
export const SIC_BO_SPOTS: readonly string[] = [
  'SMALL',
  'BIG',
  'ODD',
  'EVEN',
  ...Array.from({ length: 14 }, (_, i) => `TOTAL_${i + 4}`),
  ...faces.map((f) => `TRIPLE_${f}`),
  'ANY_TRIPLE',
  ...faces.map((f) => `DOUBLE_${f}`),
  ...faces.flatMap((a) => faces.filter((b) => b > a).map((b) => `COMBO_${a}_${b}`)),
  ...faces.map((f) => `SINGLE_${f}`),
];

const SPOT_SET = new Set(SIC_BO_SPOTS);

function assertDice(dice: readonly number[]): void {
  if (dice.length !== 3 || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6))
    throw new RangeError('sic bo needs three dice 1..6');
}

/** What one unit staked on `spot` returns (stake included) for the dice. */
export function sicBoReturn(spot: string, dice: readonly number[]): Rational {
  if (!SPOT_SET.has(spot)) throw new RangeError(`not a sic bo spot: ${spot}`);
  assertDice(dice);
  const total = dice.reduce((s, d) => s + d, 0);
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = (face: number) => dice.filter((d) => d === face).length;
  const pays = (won: boolean, odds: number): Rational => (won ? rational(BigInt(odds + 1)) : rational(0n));
  const [kind, a, b] = spot.split('_');
  const x = Number(a);
  switch (kind) {
    case 'SMALL':
      return pays(!triple && total <= 10, 1);
    case 'BIG':
      return pays(!triple && total >= 11, 1);
    case 'ODD':
      return pays(!triple && total % 2 === 1, 1);
    case 'EVEN':
      return pays(!triple && total % 2 === 0, 1);
    case 'TOTAL':
      return pays(total === x, SIC_BO_TOTAL_ODDS[x] as number);
    case 'TRIPLE':
      return pays(count(x) === 3, 180);
    case 'ANY':
      return pays(triple, 30);
    case 'DOUBLE':
      return pays(count(x) >= 2, 10);
    case 'COMBO':
      return pays(count(x) >= 1 && count(Number(b)) >= 1, 5);
    default: {
      const n = count(x);
      return pays(n > 0, n);
    }
  }
}
