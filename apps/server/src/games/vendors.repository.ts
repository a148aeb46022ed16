import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface MerchantVendorRow {
  vassalage: string;
  displayName: string;
  gameType: string;
  maintenance: boolean;
}

/** Vendors known to the platform and each merchant's enabled set. */
export class VendorsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async enabledForMerchant(merchantId: bigint): Promise<MerchantVendorRow[]> {
    return this.db
      .selectFrom('merchant_vendors')
      .innerJoin('vendors', 'vendors.vassalage', 'merchant_vendors.vassalage')
      .select([
        'vendors.vassalage',
        'vendors.display_name as displayName',
        'vendors.game_type as gameType',
        'merchant_vendors.maintenance',
      ])
      .where('merchant_vendors.merchant_id', '=', merchantId)
      .where('merchant_vendors.enabled', '=', true)
      .orderBy('merchant_vendors.sort_order')
      .orderBy('vendors.vassalage')
      .execute();
  }

  async upsertVendor(
    tx: Kysely<Database> | Transaction<Database>,
    vendor: { vassalage: string; displayName: string; gameType: string },
  ) {
    await tx
      .insertInto('vendors')
      .values({ vassalage: vendor.vassalage, display_name: vendor.displayName, game_type: vendor.gameType })
      .onConflict((oc) =>
        oc.column('vassalage').doUpdateSet({ display_name: vendor.displayName, game_type: vendor.gameType }),
      )
      .execute();
  }

  async enableForMerchant(
    tx: Kysely<Database> | Transaction<Database>,
    merchantId: bigint,
    vassalage: string,
    sortOrder: number,
  ): Promise<void> {
    await tx
      .insertInto('merchant_vendors')
      .values({ merchant_id: merchantId, vassalage, enabled: true, sort_order: sortOrder })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'vassalage']).doUpdateSet({ enabled: true, sort_order: sortOrder }),
      )
      .execute();
  }
}
