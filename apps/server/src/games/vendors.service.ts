import { GAME_TYPES, type TGameType, type TVendorLane, ZGameType } from '@croupier/contracts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { VendorsRepository } from './vendors.repository.ts';

/** The vendor lanes of a merchant: one per category that has enabled vendors, in category order. */
export class VendorsService {
  constructor(private readonly vendors: VendorsRepository) {}

  async lanes(merchant: Merchant): Promise<TVendorLane[]> {
    const rows = await this.vendors.enabledForMerchant(merchant.id);
    const byType = new Map<TGameType, TVendorLane>();
    for (const row of rows) {
      const gameType = ZGameType.parse(row.gameType);
      let lane = byType.get(gameType);
      if (!lane) {
        lane = { gameType, vendors: [] };
        byType.set(gameType, lane);
      }
      lane.vendors.push({
        gameType,
        vassalage: row.vassalage,
        displayName: row.displayName,
        maintenance: row.maintenance,
      });
    }
    return GAME_TYPES.flatMap((type) => byType.get(type) ?? []);
  }
}
