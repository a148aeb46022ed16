/**
 * Limbo: the player names a target multiplier T (hundredths, 1.01×..1 000 000×); the game draws a
 * result from 52 uniform bits with `bustMultiplier` and pays T× when result ≥ T. The return is
 * (T/100)·floor(99·2^52/T)/2^52: 99 % up to < 1e-9 (see edge.ts).
 */
import type { Rational } from '../money.ts';
import type { RandomSource } from '../rng.ts';
import { uniform52 } from '../rng.ts';
import { bustMultiplier } from './edge.ts';

export const LIMBO_MAX_TARGET = 100_000_000n;

export interface LimboOutcome {
  /** The drawn multiplier in hundredths. */
  readonly result: bigint;
  readonly isWin: boolean;
  /** Target / 100 on a win, 0 on a loss. */
  readonly multiplier: Rational;
}

/** Plays limbo for target T in hundredths; throws outside 101..100 000 000. */
export function playLimbo(rng: RandomSource, targetHundredths: bigint): LimboOutcome {
  if (targetHundredths < 101n || targetHundredths > LIMBO_MAX_TARGET)
    throw new RangeError('bad limbo target');
  const result = bustMultiplier(BigInt(uniform52(rng)));
  const isWin = result >= targetHundredths;
  return { result, isWin, multiplier: { num: isWin ? targetHundredths : 0n, den: 100n } };
}
