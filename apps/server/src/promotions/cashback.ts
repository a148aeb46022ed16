/**
 * Cashback on net loss (issue 17): `percent` of a period's net loss (bets less wins, minor units),
 * rounded down to the minor unit, at most `cap`; nothing below `minLoss` or without a loss.
 */
export function cashbackAmount(
  netLoss: bigint,
  rules: { percent: number; minLoss: bigint; cap: bigint },
): bigint {
  if (netLoss <= 0n || netLoss < rules.minLoss) return 0n;
  const amount = (netLoss * BigInt(rules.percent)) / 100n;
  return amount > rules.cap ? rules.cap : amount;
}
