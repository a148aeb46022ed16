import { type Kysely, sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { GameStatus } from './catalogue.tables.ts';

export interface MerchantVendorRow {
  vassalage: string;
  displayName: string;
  gameType: string;
  /** Further game types the vendor offers besides its primary one. */
  gameTypes: string[];
  /** Under maintenance for this merchant or platform-wide. */
  maintenance: boolean;
}

/** Vendors known to the platform and each merchant's enabled set. */
export class VendorsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The merchant's enabled vendors in its order; retired vendors never show. */
  async enabledForMerchant(merchantId: bigint): Promise<MerchantVendorRow[]> {
    const rows = await this.db
      .selectFrom('merchant_vendors')
      .innerJoin('vendors', 'vendors.vassalage', 'merchant_vendors.vassalage')
      .select([
        'vendors.vassalage',
        'vendors.display_name as displayName',
        'vendors.game_type as gameType',
        'vendors.game_types as gameTypes',
        'vendors.status',
        'merchant_vendors.maintenance',
      ])
      .where('merchant_vendors.merchant_id', '=', merchantId)
      .where('merchant_vendors.enabled', '=', true)
      .where('vendors.status', '<>', 'retired')
      .orderBy('merchant_vendors.sort_order')
      .orderBy('vendors.vassalage')
      .execute();
    return rows.map(({ status, maintenance, ...row }) => ({
      ...row,
      maintenance: maintenance || status === 'maintenance',
    }));
  }

  async exists(tx: Db, vassalage: string): Promise<boolean> {
    const row = await tx
      .selectFrom('vendors')
      .select('vassalage')
      .where('vassalage', '=', vassalage)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Adds game types a vendor offers (a vendor's own catalogue registration), keeping the rest. */
  async addGameTypes(tx: Db, vassalage: string, gameTypes: readonly string[]): Promise<void> {
    if (gameTypes.length === 0) return;
    await tx
      .updateTable('vendors')
      .set({
        game_types: sql<
          string[]
        >`array(select distinct t from unnest(game_types || ${sql.val([...gameTypes])}::text[]) as t order by t)`,
      })
      .where('vassalage', '=', vassalage)
      .execute();
  }

  async upsertVendor(
    tx: Db,
    vendor: {
      vassalage: string;
      displayName: string;
      gameType: string;
      gameTypes?: string[];
      status?: GameStatus;
    },
  ) {
    const gameTypes = vendor.gameTypes ?? [];
    const status = vendor.status ?? 'active';
    await tx
      .insertInto('vendors')
      .values({
        vassalage: vendor.vassalage,
        display_name: vendor.displayName,
        game_type: vendor.gameType,
        game_types: gameTypes,
        status,
      })
      .onConflict((oc) =>
        oc.column('vassalage').doUpdateSet({
          display_name: vendor.displayName,
          game_type: vendor.gameType,
          game_types: gameTypes,
          status,
        }),
      )
      .execute();
  }

  async enableForMerchant(tx: Db, merchantId: bigint, vassalage: string, sortOrder: number): Promise<void> {
    await this.setForMerchant(tx, merchantId, vassalage, { enabled: true, maintenance: false, sortOrder });
  }

  /** Enables or disables a vendor for a merchant, with its maintenance flag and lobby order. */
  async setForMerchant(
    tx: Db,
    merchantId: bigint,
    vassalage: string,
    setting: { enabled: boolean; maintenance: boolean; sortOrder: number },
  ): Promise<void> {
    await tx
      .insertInto('merchant_vendors')
      .values({
        merchant_id: merchantId,
        vassalage,
        enabled: setting.enabled,
        maintenance: setting.maintenance,
        sort_order: setting.sortOrder,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'vassalage']).doUpdateSet({
          enabled: setting.enabled,
          maintenance: setting.maintenance,
          sort_order: setting.sortOrder,
          version: sql<number>`merchant_vendors.version + 1`,
        }),
      )
      .execute();
  }

  /** The merchant's setting of a vendor as it stands, locked for the caller's transaction; null if never set. */
  async lockForMerchant(tx: Db, merchantId: bigint, vassalage: string) {
    return (
      (await tx
        .selectFrom('merchant_vendors')
        .select(['enabled', 'maintenance', 'sort_order as sortOrder', 'version'])
        .where('merchant_id', '=', merchantId)
        .where('vassalage', '=', vassalage)
        .forUpdate()
        .executeTakeFirst()) ?? null
    );
  }
}
