import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** Tables of migration 047: the mission set, claims, leaderboard prizes and their awards. */
export interface MissionsTables {
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
  mission_prizes: MissionPrizesTable;
  mission_awards: MissionAwardsTable;
}

export type MissionPeriod = 'daily' | 'weekly';
export type MissionKind = 'bet_amount' | 'distinct_games' | 'deposit_count' | 'login_days';

export interface MissionsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  code: string;
  period: MissionPeriod;
  kind: MissionKind;
  game_type: string | null;
  title: string;
  target: bigint;
  reward_amount: bigint;
  points: number;
  status: 'active' | 'paused' | 'retired';
  sort_order: Optional<number>;
  created_at: CreatedAt;
  updated_at: Optional<Date>;
}

export interface MissionClaimsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  mission_id: bigint;
  period_key: string;
  amount: bigint;
  points: number;
  ledger_transaction_id: bigint | null;
  claimed_at: Optional<Date>;
}

export interface MissionPrizesTable {
  merchant_id: bigint;
  period: MissionPeriod;
  rank: number;
  amount: bigint;
}

export interface MissionAwardsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  period: MissionPeriod;
  period_key: string;
  rank: number;
  member_id: bigint;
  points: number;
  amount: bigint;
  status: 'claimable' | 'claimed';
  expires_at: Date;
  created_at: CreatedAt;
  claimed_at: Date | null;
  ledger_transaction_id: bigint | null;
}
