import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A merchant's link to a linked vendor service for one vendor code, with the secret of the active credential it names. */
export interface InhouseLink {
  merchantId: bigint;
  vendorCode: string;
  vendorUrl: string;
  keyId: string;
  secret: string | null;
}

/** SQL of the links to vendor services (migration 012, one per merchant and vendor code since 020). */
export class InhouseVendorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(merchantId: bigint, vendorCode: string): Promise<InhouseLink | undefined> {
    const row = await this.db
      .selectFrom('inhouse_vendor_links as l')
      .leftJoin('vendor_credentials as c', (join) =>
        join.onRef('c.key_id', '=', 'l.key_id').on('c.revoked_at', 'is', null),
      )
      .select(['l.merchant_id', 'l.vendor_code', 'l.vendor_url', 'l.key_id', 'c.secret'])
      .where('l.merchant_id', '=', merchantId)
      .where('l.vendor_code', '=', vendorCode)
      .executeTakeFirst();
    return row
      ? {
          merchantId: row.merchant_id,
          vendorCode: row.vendor_code,
          vendorUrl: row.vendor_url,
          keyId: row.key_id,
          secret: row.secret,
        }
      : undefined;
  }

  async upsert(link: Omit<InhouseLink, 'secret'>): Promise<void> {
    await this.db
      .insertInto('inhouse_vendor_links')
      .values({
        merchant_id: link.merchantId,
        vendor_code: link.vendorCode,
        vendor_url: link.vendorUrl,
        key_id: link.keyId,
      })
      .onConflict((oc) =>
        oc
          .columns(['merchant_id', 'vendor_code'])
          .doUpdateSet({ vendor_url: link.vendorUrl, key_id: link.keyId }),
      )
      .execute();
  }

  /** Codes of the merchants that enabled the vendor. */
  async merchantsWithVendor(vassalage: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('merchant_vendors as mv')
      .innerJoin('merchants as m', 'm.id', 'mv.merchant_id')
      .select(['m.code'])
      .where('mv.vassalage', '=', vassalage)
      .where('mv.enabled', '=', true)
      .orderBy('m.code')
      .execute();
    return rows.map((r) => r.code);
  }
}
