import { MINOR_PER_UNIT } from '@croupier/contracts';

/** Minor units of valid bet x points per hundred units that make one point (100 units of 10,000 minor). */
export const POINT_DENOMINATOR = 100n * MINOR_PER_UNIT;

/**
 * The points a bet earns at `pointsPerHundred` per 100 units, with the remainder the member carried
 * from earlier bets: exact integers, so the points of many bets equal those of their sum.
 */
export function betPoints(
  amount: bigint,
  pointsPerHundred: number,
  carry: bigint,
): { points: bigint; carry: bigint } {
  if (amount < 0n || pointsPerHundred < 0 || carry < 0n || carry >= POINT_DENOMINATOR) {
    throw new RangeError('bet amount, rate and carry must be in range');
  }
  const total = carry + amount * BigInt(pointsPerHundred);
  return { points: total / POINT_DENOMINATOR, carry: total % POINT_DENOMINATOR };
}

/** The money (minor units) `points` convert to at `pointsPerUnit` points per currency unit, rounded down. */
export function convertedMoney(points: bigint, pointsPerUnit: number): bigint {
  if (pointsPerUnit <= 0) return 0n;
  return (points * MINOR_PER_UNIT) / BigInt(pointsPerUnit);
}

/** The rebate (minor units) of a valid bet at `ratePpm` parts per million, rounded down. */
export function rebateAmount(validBet: bigint, ratePpm: number): bigint {
  return (validBet * BigInt(ratePpm)) / 1_000_000n;
}
