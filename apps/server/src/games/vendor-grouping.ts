import { type TGameType, ZGameType } from '@croupier/contracts';

/**
 * Spec section 4, vendor grouping: the lobby lane of a vendor's game type. E-sport vendors leave
 * SPORTS for ESPORTS, cockfight vendors go to COCKFIGHT, and configured excluded RNG vendors (the
 * in-house games) leave the slots lane for INHOUSE. The spec's lists are partly filled; these are
 * the named ones and an operator extends them through the configuration.
 */
export interface VendorGrouping {
  esportVendors: readonly string[];
  cockfightVendors: readonly string[];
  excludedRngVendors: readonly string[];
}

export const DEFAULT_VENDOR_GROUPING: VendorGrouping = {
  esportVendors: ['IMES'],
  cockfightVendors: ['DS88'],
  excludedRngVendors: ['INHOUSE'],
};

/** The lane a vendor's games of `gameType` show in. */
export function laneOf(grouping: VendorGrouping, vassalage: string, gameType: TGameType): TGameType {
  if (grouping.esportVendors.includes(vassalage) && (gameType === 'SPORTS' || gameType === 'ESPORTS'))
    return 'ESPORTS';
  if (grouping.cockfightVendors.includes(vassalage)) return 'COCKFIGHT';
  if (grouping.excludedRngVendors.includes(vassalage) && gameType === 'RNG') return 'INHOUSE';
  return gameType;
}

/** Every game type a vendor offers, primary first, unknown values dropped. */
export function typesOfVendor(primary: string, others: readonly string[]): TGameType[] {
  const out: TGameType[] = [];
  for (const raw of [primary, ...others]) {
    const parsed = ZGameType.safeParse(raw);
    if (parsed.success && !out.includes(parsed.data)) out.push(parsed.data);
  }
  return out;
}
