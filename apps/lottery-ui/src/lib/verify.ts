import type { TLotteryDraw } from '@croupier/contracts';
import { drawLottery, sha256Hex } from '@croupier/games';

/** What recomputing a published draw in the browser found. */
export type TVerification =
  | { kind: 'pending' }
  | {
      kind: 'checked';
      /** SHA-256 of the revealed seed equals the hash published when sales opened. */
      isSeedHashOk: boolean;
      /** Tiers recomputed from the seed and the draw key equal the published ones, tier by tier. */
      isResultOk: boolean;
      /** Tier codes whose numbers differ (empty when the result matches). */
      mismatched: string[];
      recomputed: { tier: string; numbers: readonly string[] }[];
    };

/**
 * Recomputes a published draw with packages/games `drawLottery(kind, seed, drawKey)`, the same
 * function the vendor drew with, and checks the seed against its published hash. A draw without its
 * seed (not drawn yet, or cancelled) cannot be checked.
 */
export function verifyDraw(
  draw: Pick<TLotteryDraw, 'kind' | 'seed' | 'seedHash' | 'drawKey' | 'tiers'>,
): TVerification {
  if (!draw.seed || !draw.tiers) return { kind: 'pending' };
  const result = drawLottery(draw.kind, draw.seed, draw.drawKey);
  const published = new Map(draw.tiers.map((tier) => [tier.tier, tier.numbers.join(',')]));
  const mismatched = result.tiers
    .filter((tier) => published.get(tier.tier) !== tier.numbers.join(','))
    .map((tier) => tier.tier);
  for (const tier of draw.tiers)
    if (!result.tiers.some((t) => t.tier === tier.tier)) mismatched.push(tier.tier);
  return {
    kind: 'checked',
    isSeedHashOk: sha256Hex(draw.seed) === draw.seedHash.toLowerCase(),
    isResultOk: mismatched.length === 0,
    mismatched,
    recomputed: result.tiers.map((tier) => ({ tier: tier.tier, numbers: tier.numbers })),
  };
}
