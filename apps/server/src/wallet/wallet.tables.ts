import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** The ledger's account kinds: who or what an account holds money for. */
export type LedgerAccountKind =
  | 'member_wallet'
  | 'vendor'
  | 'payment_channel'
  | 'house'
  | 'promotion'
  | 'jackpot'
  | 'vendor_subwallet';

/** Tables of migration 005: the double-entry ledger and the vendor wallet protocol. */
export interface WalletTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
  vendor_credentials: VendorCredentialsTable;
  game_rounds: GameRoundsTable;
  vendor_transactions: VendorTransactionsTable;
}

export interface LedgerAccountsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  kind: LedgerAccountKind;
  owner: string;
  currency: string;
  balance: Optional<bigint>;
  version: Optional<bigint>;
  allow_negative: boolean;
  created_at: CreatedAt;
  updated_at: Optional<Date>;
}

export interface LedgerTransactionsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  kind: string;
  idempotency_key: string;
  input_hash: Uint8Array;
  reference: Json<unknown>;
  actor: string;
  ip: string | null;
  request_id: string | null;
  created_at: CreatedAt;
}

export interface LedgerPostingsTable {
  id: Generated<bigint> & Id;
  transaction_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_before: bigint;
  balance_after: bigint;
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
  opened_at: CreatedAt;
  updated_at: Optional<Date>;
  closed_at: Date | null;
}

export interface VendorTransactionsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  vendor_code: string;
  vendor_tx_id: string;
  kind: 'bet' | 'win' | 'rollback';
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
