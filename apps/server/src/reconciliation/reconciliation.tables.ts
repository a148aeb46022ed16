import type { Generated } from 'kysely';
import type { Id } from '../db/schema.ts';

/** Tables of migration 062: reconciliation runs and their differences. */
export interface ReconciliationTables {
  reconciliation_runs: ReconciliationRunsTable;
  reconciliation_differences: ReconciliationDifferencesTable;
}

export interface ReconciliationRunsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  vendor_code: string;
  /** yyyy-MM-dd (read back as text, see the repository). */
  day: string;
  trigger: 'operator' | 'schedule';
  started_by: string | null;
  status: 'matched' | 'differences' | 'failed';
  error: string | null;
  platform_count: number;
  platform_bets: bigint;
  platform_wins: bigint;
  platform_rollbacks: bigint;
  vendor_count: number;
  vendor_bets: bigint;
  vendor_wins: bigint;
  vendor_rollbacks: bigint;
  difference_count: number;
  started_at: Generated<Date>;
}

export interface ReconciliationDifferencesTable {
  run_id: bigint;
  seq: number;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback';
  round_id: string;
  player_id: string;
  difference: 'missing_on_platform' | 'missing_on_vendor' | 'amount_mismatch' | 'status_mismatch';
  platform_amount: bigint | null;
  vendor_amount: bigint | null;
  vendor_status: 'ok' | 'refused' | 'unknown' | null;
}
