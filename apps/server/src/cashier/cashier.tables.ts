import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** Tables of migration 008: payment channels, player deposits, bank accounts and withdrawals. */
export interface CashierTables {
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
  /** Migration 036: how the player pays a gateway channel, and a QR channel's payee (`TQrPayee`). */
  gateway_method: Optional<'hosted' | 'promptpay' | 'vietqr' | 'ewallet'>;
  payee: ColumnType<unknown, string | null | undefined, string | null>;
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
  /** Migration 036: a QR deposit's EMVCo payload, as the gateway issued it. */
  qr_payload: Optional<string | null>;
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
