import type { CreatedAt } from '../db/schema.ts';

/** Tables of migration 012: the in-house vendor's link per merchant. */
export interface InhouseVendorTables {
  inhouse_vendor_links: InhouseVendorLinksTable;
}

export interface InhouseVendorLinksTable {
  merchant_id: bigint;
  vendor_code: string;
  vendor_url: string;
  key_id: string;
  connected_at: CreatedAt;
}
