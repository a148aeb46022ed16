/**
 * Dice: a roll 00.00–99.99 (an integer 0..9999 drawn with `uniformInt`, no modulo bias). "Under T"
 * wins when roll < T, "over T" when roll ≥ T (T in hundredths). With w winning rolls of 10 000 the
 * multiplier is exactly (1 − edge)/P = 9900/w, so the return is w/10000 · 9900/w = 0.99 exactly.
 */
import type { Rational } from '../money.ts';
import type { RandomSource } from '../rng.ts';
import { uniformInt } from '../rng.ts';

export interface DiceBet {
  /** Target in hundredths (e.g. 4950 = 49.50). */
  readonly target: number;
  readonly direction: 'under' | 'over';
}

export interface DiceOutcome {
  /** 0..9999, shown as roll/100. */
  readonly roll: number;
  readonly isWin: boolean;
  readonly multiplier: Rational;
  readonly winningRolls: number;
}

/** Winning rolls of 10 000 for a bet; throws unless the win chance is within 1 %..98 %. */
export function diceWinningRolls(bet: DiceBet): number {
  if (!Number.isInteger(bet.target)) throw new RangeError('target must be an integer (hundredths)');
  const w = bet.direction === 'under' ? bet.target : 10000 - bet.target;
  if (w < 100 || w > 9800) throw new RangeError('win chance must be between 1% and 98%');
  return w;
}

/** The exact payout multiplier 9900/w of a dice bet. */
export function diceMultiplier(bet: DiceBet): Rational {
  return { num: 9900n, den: BigInt(diceWinningRolls(bet)) };
}

/** Rolls one die for the bet. */
export function playDice(rng: RandomSource, bet: DiceBet): DiceOutcome {
  const winningRolls = diceWinningRolls(bet);
  const roll = uniformInt(rng, 10000);
  const isWin = bet.direction === 'under' ? roll < bet.target : roll >= bet.target;
  return { roll, isWin, multiplier: { num: 9900n, den: BigInt(winningRolls) }, winningRolls };
}
