import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** Tables of migration 046: the VIP table of levels, members' levels, level history and VIP rewards. */
export interface VipTables {
  vip_levels: VipLevelsTable;
  vip_members: VipMembersTable;
  vip_level_changes: VipLevelChangesTable;
  vip_rewards: VipRewardsTable;
}

export interface VipLevelsTable {
  merchant_id: bigint;
  level: number;
  name: string;
  icon: string;
  min_valid_bet: bigint;
  min_deposit: bigint;
  retention_valid_bet: Optional<bigint>;
  upgrade_bonus: Optional<bigint>;
  monthly_bonus: Optional<bigint>;
  birthday_bonus: Optional<bigint>;
  withdrawal_daily_limit: bigint | null;
  rebate_rates: Json<Record<string, number>>;
}

export interface VipMembersTable {
  merchant_id: bigint;
  member_id: bigint;
  level: Optional<number>;
  counted_since: Date | null;
  retention_period: string | null;
  /** A `date` column: read as the YYYY-MM-DD text (see the repository). */
  birthday: ColumnType<Date | string | null, string | null, string | null>;
  birthday_confirmed_at: Date | null;
  changed_at: Optional<Date>;
}

export interface VipLevelChangesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  from_level: number;
  to_level: number;
  reason: 'upgrade' | 'retention' | 'operator';
  valid_bet: bigint;
  deposit: bigint;
  change_key: string;
  created_at: CreatedAt;
}

export type VipRewardKind = 'upgrade' | 'monthly' | 'birthday';

export interface VipRewardsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  kind: VipRewardKind;
  period_key: string;
  level: number;
  level_name: string;
  amount: bigint;
  status: 'claimable' | 'claimed';
  expires_at: Date;
  created_at: CreatedAt;
  claimed_at: Date | null;
  ledger_transaction_id: bigint | null;
}
