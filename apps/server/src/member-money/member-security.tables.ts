import type { TSensitiveChangeKind } from '@croupier/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

/**
 * Tables of migration 017: sensitive changes and their withdrawal holds, settings. Its member
 * messages table belongs to the messages feature (messages.tables.ts) since issue 18.
 */
export interface MemberSecurityTables {
  member_security_settings: MemberSecuritySettingsTable;
  member_sensitive_changes: MemberSensitiveChangesTable;
}

export interface MemberSecuritySettingsTable {
  merchant_id: bigint;
  withdrawal_hold_hours: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** How a sensitive change was proven. */
export type SensitiveProofKind = 'payment_password' | 'sms' | 'email' | 'login_password' | 'totp';

export interface MemberSensitiveChangesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  kind: TSensitiveChangeKind;
  proof: SensitiveProofKind;
  withdrawals_held_until: Date;
  created_at: CreatedAt;
}
