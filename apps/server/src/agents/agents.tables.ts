import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json } from '../db/schema.ts';

/** Tables of migration 013: the upline closure table, contracts and their events, settlements, income. */
export interface AgentsTables {
  agent_tree: AgentTreeTable;
  agent_contracts: AgentContractsTable;
  agent_contract_events: AgentContractEventsTable;
  agent_settlements: AgentSettlementsTable;
  agent_income: AgentIncomeTable;
}

/** One (ancestor, descendant) pair of the upline tree; depth 0 is the member itself. Written by triggers. */
export interface AgentTreeTable {
  merchant_id: bigint;
  ancestor_id: bigint;
  descendant_id: bigint;
  depth: number;
}

/** A tier as stored: amounts as decimal strings of minor units, the rate in parts per million. */
export interface StoredTier {
  minValidBet: string;
  minLoss: string;
  minActiveMembers: number;
  ratePpm: number;
}

export interface AgentContractsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  kind: string;
  period: string;
  upline_id: bigint | null;
  downline_id: bigint;
  status: string;
  tiers: Json<StoredTier[]>;
  max_rate_ppm: number;
  confirmed_terminations: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
  activated_at: Date | null;
  decided_at: Date | null;
  terminated_at: Date | null;
  terminated_by: string | null;
  termination_reason: string | null;
}

export interface AgentContractEventsTable {
  id: Generated<bigint> & Id;
  contract_id: bigint;
  action: string;
  actor: string;
  reason: string | null;
  at: CreatedAt;
}

export interface AgentSettlementsTable {
  merchant_id: bigint;
  kind: string;
  period: string;
  period_start: Date;
  period_end: Date;
  status: string;
  claimed_at: ColumnType<Date, Date | undefined, Date>;
  claimed_by: string;
  payments: ColumnType<number, number | undefined, number>;
  amount: ColumnType<bigint, bigint | undefined, bigint>;
  completed_at: Date | null;
}

export interface AgentIncomeTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  contract_id: bigint;
  kind: string;
  period: string;
  period_start: Date;
  period_end: Date;
  team_valid_bet: bigint;
  team_payout: bigint;
  active_members: number;
  base: bigint;
  rate_ppm: number;
  gross: bigint;
  upline_cap: bigint | null;
  downline_share: bigint;
  amount: bigint;
  ledger_transaction_id: bigint | null;
  created_at: CreatedAt;
}
