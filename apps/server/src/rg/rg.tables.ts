import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** Tables of migration 032: self-set limits, the reality-check interval, time-outs and self-exclusions. */
export interface RgTables {
  rg_limits: RgLimitsTable;
  rg_settings: RgSettingsTable;
  rg_exclusions: RgExclusionsTable;
}

export interface RgLimitsTable {
  merchant_id: bigint;
  member_id: bigint;
  kind: string;
  amount: bigint | null;
  pending_amount: bigint | null;
  pending_from: Date | null;
  updated_at: Optional<Date>;
}

export interface RgSettingsTable {
  member_id: bigint;
  merchant_id: bigint;
  reality_check_minutes: number | null;
  updated_at: Optional<Date>;
}

export interface RgExclusionsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  kind: 'time_out' | 'self_exclusion';
  starts_at: Date;
  ends_at: Date | null;
  mobile_num: string | null;
  email: string | null;
  id_number: string | null;
  created_at: CreatedAt;
}
