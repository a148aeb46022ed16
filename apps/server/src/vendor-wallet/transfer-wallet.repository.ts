import type { TVendorWalletMode } from '@croupier/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../db/schema.ts';

/** SQL of the transfer-wallet mode: which of a merchant's vendors play from a sub-wallet. */
export class TransferWalletRepository {
  /**
   * The vendor's mode in the merchant ('seamless' when it was never set). With `share`, its row
   * stays locked against a mode change until the caller's transaction ends.
   */
  async modeOf(
    db: Db,
    merchantId: bigint,
    vendorCode: string,
    options: { share?: boolean } = {},
  ): Promise<TVendorWalletMode> {
    let query = db
      .selectFrom('vendor_wallet_modes')
      .select('mode')
      .where('merchant_id', '=', merchantId)
      .where('vendor_code', '=', vendorCode);
    if (options.share) query = query.forShare();
    const row = await query.executeTakeFirst();
    return row?.mode ?? 'seamless';
  }

  /** The merchant's vendors in transfer mode, by code. */
  async transferVendors(db: Db, merchantId: bigint): Promise<string[]> {
    const rows = await db
      .selectFrom('vendor_wallet_modes')
      .select('vendor_code')
      .where('merchant_id', '=', merchantId)
      .where('mode', '=', 'transfer')
      .orderBy('vendor_code')
      .execute();
    return rows.map((row) => row.vendor_code);
  }

  /** Sets the vendor's mode, locking its row until the caller's transaction ends. */
  async setMode(
    tx: Transaction<Database>,
    merchantId: bigint,
    vendorCode: string,
    mode: TVendorWalletMode,
  ): Promise<void> {
    await tx
      .insertInto('vendor_wallet_modes')
      .values({ merchant_id: merchantId, vendor_code: vendorCode, mode })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'vendor_code']).doUpdateSet({ mode, updated_at: sql`now()` }),
      )
      .execute();
  }

  /** The sum of every member's sub-wallet of the vendor (owner `<member id>:<vendor code>`). */
  async subWalletTotal(db: Db, merchantId: bigint, vendorCode: string): Promise<bigint> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(sql<string>`coalesce(sum(balance), 0)::text`.as('total'))
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', 'vendor_subwallet')
      .where(sql<boolean>`split_part(owner, ':', 2) = ${vendorCode}`)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  }
}
