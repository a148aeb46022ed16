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
  | 'vendor_subwallet'
  | 'withdrawal_hold'
  /** Migration 025: one member bonus (owner `<member id>:<bonus id>`) until it converts or ends. */
  | 'member_bonus';

/** Tables of migration 005: the double-entry ledger (the vendor protocol's are in vendor-wallet.tables.ts). */
export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
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
