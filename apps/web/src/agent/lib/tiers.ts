import { parseMinor, type TContractTier } from '@croupier/contracts';

/**
 * Tier arithmetic the contract screens show before the server checks it: which of the agent's own
 * tiers applies at given thresholds (the highest one whose every threshold is reached), and so the
 * highest rate the agent may offer there. Amounts and rates are compared as scaled bigints
 * (4 decimals), never as floats.
 */

const scaled = (text: string) => parseMinor(text, { allowNegative: false });

/** True when `tier`'s thresholds are all at or below `at`'s. */
function isReached(tier: TContractTier, at: TContractTier): boolean {
  return (
    scaled(tier.minValidBet) <= scaled(at.minValidBet) &&
    scaled(tier.minLoss) <= scaled(at.minLoss) &&
    tier.minActiveMembers <= at.minActiveMembers
  );
}

/** The rate of the highest own tier reached at `at`'s thresholds, or null when none is. */
export function capRateAt(own: readonly TContractTier[], at: TContractTier): string | null {
  let best: TContractTier | null = null;
  for (const tier of own) {
    if (!isReached(tier, at)) continue;
    if (best === null || scaled(tier.rate) > scaled(best.rate)) best = tier;
  }
  return best?.rate ?? null;
}

/** True when `rate` is above `cap` (both percentages with at most 4 decimals). */
export function isAboveCap(rate: string, cap: string | null): boolean {
  if (cap === null) return true;
  return scaled(rate) > scaled(cap);
}

/** The highest rate of a tier table (its best tier), for one-line summaries. */
export function topRate(tiers: readonly TContractTier[]): string {
  let best = '0';
  for (const tier of tiers) if (scaled(tier.rate) > scaled(best)) best = tier.rate;
  return formatRate(best);
}

/** A rate as people write it: no trailing zeros ('0.5000' → '0.5', '1.0000' → '1'). */
export function formatRate(rate: string): string {
  if (!rate.includes('.')) return rate;
  return rate.replace(/0+$/, '').replace(/\.$/, '');
}
