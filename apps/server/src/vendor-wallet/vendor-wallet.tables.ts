import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** Tables of migration 005 that the vendor wallet protocol owns: credentials, rounds, transactions. */
export interface VendorWalletTables {
  vendor_credentials: VendorCredentialsTable;
  game_rounds: GameRoundsTable;
  vendor_transactions: VendorTransactionsTable;
}

export interface VendorCredentialsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  vendor_code: string;
  key_id: string;
  secret: string;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

export interface GameRoundsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  vendor_code: string;
  round_id: string;
  member_id: bigint;
  game_code: string;
  status: Optional<'open' | 'closed'>;
  bet_count: Optional<number>;
  bet_total: Optional<bigint>;
  win_total: Optional<bigint>;
  /** The vendor's valid bet for the round (migration 042); null: bet_total. */
  valid_bet: Optional<bigint | null>;
  opened_at: CreatedAt;
  updated_at: Optional<Date>;
  closed_at: Date | null;
}

export interface VendorTransactionsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  vendor_code: string;
  vendor_tx_id: string;
  kind: 'bet' | 'win' | 'rollback' | 'adjust';
  status: 'applied' | 'rolled_back' | 'blocked';
  member_id: bigint;
  round_id: string;
  game_code: string;
  amount: bigint | null;
  ref_vendor_tx_id: string | null;
  response: ColumnType<unknown, string | null, string | null>;
  ledger_transaction_id: bigint | null;
  created_at: CreatedAt;
}
