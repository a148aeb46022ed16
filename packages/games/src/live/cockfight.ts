/**
 * Cockfight (DS88 style): meron and wala at odds set per fight, as the integer win per 100 staked
 * (90 pays 0.90 to 1); a draw pays 8:1 and returns the meron and wala stakes; a cancelled fight
 * refunds every bet. The fight's result is drawn with probabilities consistent with the odds:
 * a draw with probability 1/50, and meron against wala in the ratio of the odds' implied
 * probabilities 1/(100+meron) : 1/(100+wala). Then both sides carry the same house edge,
 * (1 − 1/50)·(10000 − meron·wala) / (100·(200 + meron + wala)): 4.9 % at 90/90.
 */
import { type Rational, rational } from '../money.ts';
import { uniformInt } from '../rng.ts';
import { liveRandom } from './shoe.ts';

/** The odds of a fight: integer win per 100 staked on each side. */
export interface CockfightOdds {
  meron: number;
  wala: number;
}

export type CockfightResult = 'MERON' | 'WALA' | 'DRAW';

/** The cockfight spots. */
export const COCKFIGHT_SPOTS = ['MERON', 'WALA', 'DRAW'] as const;
export type CockfightSpot = (typeof COCKFIGHT_SPOTS)[number];

/** The probability of a draw: 1/50. */
export const COCKFIGHT_DRAW_CHANCE: Rational = rational(1n, 50n);

/**
 * True when both sides pay 1..10000 per 100 (integers) and meron·wala ≤ 10000, so neither side
 * gives the player an edge.
 */
export function isValidCockfightOdds(odds: CockfightOdds): boolean {
  const ok = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 10_000;
  return ok(odds.meron) && ok(odds.wala) && odds.meron * odds.wala <= 10_000;
}

function assertOdds(odds: CockfightOdds): void {
  if (!isValidCockfightOdds(odds))
    throw new RangeError('cockfight odds must be integers 1..10000 with meron·wala ≤ 10000');
}

/**
 * Integer weights of the results (same denominator): draw (200+m+w), meron 49·(100+w),
 * wala 49·(100+m), over 50·(200+m+w).
 */
export function cockfightWeights(odds: CockfightOdds): Record<CockfightResult, bigint> & { total: bigint } {
  assertOdds(odds);
  const m = BigInt(odds.meron);
  const w = BigInt(odds.wala);
  const d = COCKFIGHT_DRAW_CHANCE;
  const draw = d.num * (200n + m + w);
  const meron = (d.den - d.num) * (100n + w);
  const wala = (d.den - d.num) * (100n + m);
  return { DRAW: draw, MERON: meron, WALA: wala, total: draw + meron + wala };
}

/** The result of a fight at `odds`, drawn without bias from HMAC-SHA256(seed, `${roundKey}:${counter}`). */
export function cockfightResult(seed: string, roundKey: string, odds: CockfightOdds): CockfightResult {
  const weights = cockfightWeights(odds);
  const u = BigInt(uniformInt(liveRandom(seed, roundKey), Number(weights.total)));
  if (u < weights.MERON) return 'MERON';
  if (u < weights.MERON + weights.WALA) return 'WALA';
  return 'DRAW';
}

/** What one unit staked on `spot` returns (stake included) for a fight's result at its odds. */
export function cockfightReturn(
  spot: CockfightSpot,
  result: CockfightResult | 'CANCELLED',
  odds: CockfightOdds,
): Rational {
  assertOdds(odds);
  if (result === 'CANCELLED') return rational(1n);
  switch (spot) {
    case 'MERON':
    case 'WALA':
      if (result === 'DRAW') return rational(1n);
      return result === spot
        ? rational(100n + BigInt(odds[spot === 'MERON' ? 'meron' : 'wala']), 100n)
        : rational(0n);
    case 'DRAW':
      return result === 'DRAW' ? rational(9n) : rational(0n);
    default:
      throw new RangeError(`not a cockfight spot: ${String(spot)}`);
  }
}
