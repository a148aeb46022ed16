import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

export interface OperatorsTables {
  operators: OperatorsTable;
  operator_roles: OperatorRolesTable;
  operator_sessions: OperatorSessionsTable;
  operator_approvals: OperatorApprovalsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
}

/** One-time TOTP recovery codes (migration 059), argon2id hashes only. */
export interface OperatorRecoveryCodesTable {
  id: Generated<bigint> & Id;
  operator_id: bigint;
  code_hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface OperatorsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint | null;
  username: string;
  password_hash: string;
  role: string;
  totp_ciphertext: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: bigint | null;
  disabled_at: Date | null;
  version: Generated<number>;
  created_at: CreatedAt;
}

export interface OperatorRolesTable {
  merchant_id: bigint;
  code: string;
  name: string;
  permissions: string[];
  created_at: CreatedAt;
}

export interface OperatorSessionsTable {
  id: Generated<bigint> & Id;
  operator_id: bigint;
  token_hash: Uint8Array;
  ip: string | null;
  created_at: CreatedAt;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  ended_at: Date | null;
}

export interface OperatorApprovalsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  kind: 'balance_adjustment' | 'role_change';
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  requested_by: string;
  requested_by_id: bigint | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}
