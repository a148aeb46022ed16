import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** Tables of migration 033: KYC submissions and their documents, the merchant's rules, AML flags. */
export interface KycTables {
  kyc_submissions: KycSubmissionsTable;
  kyc_documents: KycDocumentsTable;
  kyc_rules: KycRulesTable;
  aml_flags: AmlFlagsTable;
}

export type KycSubmissionStatus = 'pending' | 'approved' | 'rejected' | 'more_requested';

export interface KycSubmissionsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  status: Optional<KycSubmissionStatus>;
  full_name: string;
  id_number: string;
  reason: Optional<string | null>;
  decided_by: Optional<string | null>;
  decided_at: Optional<Date | null>;
  created_at: CreatedAt;
}

export interface KycDocumentsTable {
  id: Generated<bigint> & Id;
  submission_id: bigint;
  kind: string;
  storage_name: string;
  byte_size: number;
  created_at: CreatedAt;
}

export interface KycRulesTable {
  merchant_id: bigint;
  withdrawal_threshold: bigint | null;
  deposit_threshold: bigint | null;
  updated_at: Optional<Date>;
}

export interface AmlFlagsTable {
  withdrawal_id: bigint;
  merchant_id: bigint;
  reason: 'turnover' | 'rapid_in_out' | 'shared_ip';
  detail: string;
  created_at: CreatedAt;
}
