import { GAME_TYPES, type TGameType, type TVendorLane } from '@croupier/contracts';
import type { Merchant } from '../merchants/merchant.ts';
import { DEFAULT_VENDOR_GROUPING, laneOf, typesOfVendor, type VendorGrouping } from './vendor-grouping.ts';
import type { VendorsRepository } from './vendors.repository.ts';

/**
 * The vendor lanes of a merchant: one per category that has enabled vendors, in category order,
 * vendors in the merchant's order. A vendor offering several game types shows in each lane; the
 * grouping rules move e-sport, cockfight and in-house vendors to their own lanes. An entry's
 * `gameType` stays the vendor's own type, the one to ask the game list for.
 */
export class VendorsService {
  constructor(
    private readonly vendors: VendorsRepository,
    readonly grouping: VendorGrouping = DEFAULT_VENDOR_GROUPING,
  ) {}

  async lanes(merchant: Merchant): Promise<TVendorLane[]> {
    const rows = await this.vendors.enabledForMerchant(merchant.id);
    const byLane = new Map<TGameType, TVendorLane>();
    for (const row of rows) {
      for (const gameType of typesOfVendor(row.gameType, row.gameTypes)) {
        const lane = laneOf(this.grouping, row.vassalage, gameType);
        let entry = byLane.get(lane);
        if (!entry) {
          entry = { gameType: lane, vendors: [] };
          byLane.set(lane, entry);
        }
        if (entry.vendors.some((vendor) => vendor.vassalage === row.vassalage)) continue;
        entry.vendors.push({
          gameType,
          vassalage: row.vassalage,
          displayName: row.displayName,
          maintenance: row.maintenance,
        });
      }
    }
    return GAME_TYPES.flatMap((type) => byLane.get(type) ?? []);
  }
}
