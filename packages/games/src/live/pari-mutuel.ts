/**
 * Pari-mutuel cockfight (DS88 "pool" betting), the option beside fixed odds: the meron and wala
 * stakes of one operator's players on a fight form its pool; the operator keeps its plasada (house
 * cut, in basis points of the whole pool) and the winning side shares the rest pro rata to its
 * stakes: each winning unit returns (meron + wala)·(1 − plasada) / winning pool. A draw or a
 * cancelled fight returns every meron and wala stake, and so does a fight one side of which
 * nobody backed (no contest: nobody to win from). The draw bet keeps its fixed 8:1.
 * Each return is floored to the minor unit (`payout`), so the winners never get more than the
 * pool after the plasada; the remainder of the flooring stays with the house.
 */
import { type Rational, rational } from '../money.ts';
import type { CockfightResult, CockfightSpot } from './cockfight.ts';

/** One operator's pools of a fight, in minor units, and its plasada in basis points (1/10,000). */
export interface CockfightPool {
  meron: bigint;
  wala: bigint;
  plasadaBp: number;
}

/** The highest plasada an operator may take: 20 % of the pool. */
export const MAX_PLASADA_BP = 2_000;

export function isValidPlasada(bp: unknown): bp is number {
  return typeof bp === 'number' && Number.isInteger(bp) && bp >= 0 && bp <= MAX_PLASADA_BP;
}

function assertPool(pool: CockfightPool): void {
  if (!isValidPlasada(pool.plasadaBp))
    throw new RangeError(`plasada must be an integer 0..${MAX_PLASADA_BP} bp`);
  if (pool.meron < 0n || pool.wala < 0n) throw new RangeError('pools must not be negative');
}

/** The plasada the operator keeps of a pool (exact, in minor units as a fraction). */
export function plasadaOf(pool: CockfightPool): Rational {
  assertPool(pool);
  return rational((pool.meron + pool.wala) * BigInt(pool.plasadaBp), 10_000n);
}

/**
 * What one unit on `side` returns (stake included) if that side wins, at the pools as they stand:
 * the "odds" a pari-mutuel board shows. Null while the other side has no stake (no contest).
 */
export function pariMutuelOdds(pool: CockfightPool, side: 'MERON' | 'WALA'): Rational | null {
  assertPool(pool);
  const mine = side === 'MERON' ? pool.meron : pool.wala;
  const theirs = side === 'MERON' ? pool.wala : pool.meron;
  if (mine === 0n || theirs === 0n) return null;
  return rational((pool.meron + pool.wala) * BigInt(10_000 - pool.plasadaBp), mine * 10_000n);
}

/** What one unit staked on `spot` returns (stake included) for a pari-mutuel fight's result. */
export function pariMutuelReturn(
  spot: CockfightSpot,
  result: CockfightResult | 'CANCELLED',
  pool: CockfightPool,
): Rational {
  assertPool(pool);
  if (result === 'CANCELLED') return rational(1n);
  switch (spot) {
    case 'MERON':
    case 'WALA': {
      if (result === 'DRAW') return rational(1n);
      const odds = pariMutuelOdds(pool, spot);
      if (odds === null) return rational(1n);
      return result === spot ? odds : rational(0n);
    }
    case 'DRAW':
      return result === 'DRAW' ? rational(9n) : rational(0n);
    default:
      throw new RangeError(`not a cockfight spot: ${String(spot)}`);
  }
}
