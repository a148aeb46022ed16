import type { TVendorWalletMode } from '@croupier/contracts';
import type { ColumnType } from 'kysely';

/** Tables of migration 011: which of a merchant's vendors play from a sub-wallet. */
export interface TransferWalletTables {
  vendor_wallet_modes: VendorWalletModesTable;
}

export interface VendorWalletModesTable {
  merchant_id: bigint;
  vendor_code: string;
  mode: TVendorWalletMode;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
