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
  | 'withdrawal_hold';

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

/** Tables of migration 008: payment channels and player deposits. */
export interface MoneyFlowTables {
  payment_channels: PaymentChannelsTable;
  deposits: DepositsTable;
  member_bank_accounts: MemberBankAccountsTable;
  withdrawals: WithdrawalsTable;
}

export interface PaymentChannelsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  code: string;
  kind: 'manual' | 'gateway';
  name: string;
  min_amount: bigint;
  max_amount: bigint;
  enabled: Optional<boolean>;
  bank_details: ColumnType<unknown, string | undefined, string>;
  withdrawal_auto_receive_minutes: Optional<number>;
  created_at: CreatedAt;
  updated_at: Optional<Date>;
  /** Migration 010: display order and a gateway channel's connection (all null on manual ones). */
  sort_order: Optional<number>;
  gateway_code: Optional<string | null>;
  gateway_merchant_id: Optional<string | null>;
  gateway_secret: Optional<string | null>;
  gateway_page_url: Optional<string | null>;
}

export type DepositStatus = 'pending' | 'approved' | 'rejected';

export interface DepositsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  channel_id: bigint;
  amount: bigint;
  reference: string;
  idempotency_key: string;
  status: Optional<DepositStatus>;
  ledger_transaction_id: bigint | null;
  decided_by: string | null;
  decided_at: Date | null;
  reject_reason: string | null;
  created_at: CreatedAt;
  /** Migration 010: the gateway's payment id and hosted page (gateway deposits only). */
  gateway_payment_id: Optional<string | null>;
  redirect_url: Optional<string | null>;
}

export interface MemberBankAccountsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  payee_name: string;
  bank_name: string;
  account_number: string;
  created_at: CreatedAt;
  updated_at: Optional<Date>;
}

export type WithdrawalStatus =
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'received'
  | 'disputed'
  | 'partially_received';
export type WithdrawalConfirmation = 'received' | 'not_received' | 'partial' | 'forced' | 'auto';

export interface WithdrawalsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  channel_id: bigint;
  amount: bigint;
  idempotency_key: string;
  payee_name: string;
  bank_name: string;
  account_number: string;
  status: Optional<WithdrawalStatus>;
  confirmation: WithdrawalConfirmation | null;
  received_amount: bigint | null;
  hold_transaction_id: bigint | null;
  decision_transaction_id: bigint | null;
  decided_by: string | null;
  decided_at: Date | null;
  reject_reason: string | null;
  confirmed_by: string | null;
  confirmed_at: Date | null;
  created_at: CreatedAt;
}
