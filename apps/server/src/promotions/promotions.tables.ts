import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** Tables of migration 025: promotions, who joined them, members' bonuses and the bets they counted. */
export interface PromotionsTables {
  promotions: PromotionsTable;
  promotion_members: PromotionMembersTable;
  member_bonuses: MemberBonusesTable;
  bonus_wagering_bets: BonusWageringBetsTable;
  promotion_checkins: PromotionCheckinsTable;
  promotion_cashbacks: PromotionCashbacksTable;
  promotion_applications: PromotionApplicationsTable;
  promotion_application_images: PromotionApplicationImagesTable;
}

export type PromotionKind = 'deposit_match' | 'fixed_bonus' | 'daily_checkin' | 'cashback' | 'apply';
export type PromotionAdminStatus = 'draft' | 'active' | 'paused';
export type BonusStatus = 'active' | 'converted' | 'forfeited' | 'expired';

export interface PromotionsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  code: string;
  category: 'welcome' | 'deposit' | 'casino' | 'daily';
  kind: PromotionKind;
  status: PromotionAdminStatus;
  title: string;
  summary: string;
  terms: string;
  images: Json<{ sequence: number; url: string }[]>;
  sort_order: Optional<number>;
  starts_at: Date;
  ends_at: Date | null;
  deposit_trigger: 'first_deposit' | 'reload' | null;
  match_percent: number | null;
  max_bonus: bigint | null;
  min_deposit: Optional<bigint>;
  bonus_amount: bigint | null;
  wagering_multiplier: number;
  wagering_base: 'bonus' | 'bonus_deposit';
  game_weights: Json<Record<string, number>>;
  max_bet: bigint | null;
  expiry_days: number;
  total_budget: bigint | null;
  /** Daily check-in only (migration 056): each consecutive day's reward, minor units as strings. */
  checkin_rewards: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** Cashback only (migration 057): percent of the period's net loss, the period, minimum loss, cap. */
  cashback_percent: Optional<number | null>;
  cashback_period: Optional<'daily' | 'weekly' | null>;
  cashback_min_loss: Optional<bigint | null>;
  cashback_cap: Optional<bigint | null>;
  spent: Optional<bigint>;
  created_at: CreatedAt;
  updated_at: Optional<Date>;
  /** Migration 060: raised by every operator's change, named back by the next one (stale edits are refused). */
  version: Optional<number>;
}

export interface PromotionMembersTable {
  promotion_id: bigint;
  member_id: bigint;
  joined_at: CreatedAt;
}

export interface MemberBonusesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  /** Null for a bonus another feature issued (the points mall): `issuer`, `title` and `issue_key` say which. */
  promotion_id: bigint | null;
  issuer: Optional<string | null>;
  title: Optional<string | null>;
  issue_key: Optional<string | null>;
  currency: string;
  deposit_id: bigint | null;
  deposit_amount: bigint;
  amount: bigint;
  wagering_required: bigint;
  wagering_done: Optional<bigint>;
  max_bet: bigint | null;
  game_weights: Json<Record<string, number>>;
  status: BonusStatus;
  expires_at: Date;
  claimed_at: CreatedAt;
  settled_at: Optional<Date | null>;
  claim_transaction_id: Optional<bigint | null>;
  settle_transaction_id: Optional<bigint | null>;
}

export interface BonusWageringBetsTable {
  bonus_id: bigint;
  vendor_code: string;
  vendor_tx_id: string;
  game_type: string | null;
  amount: bigint;
  counted: bigint;
  created_at: CreatedAt;
}

/** Migration 056: one check-in per member, promotion and local day of the merchant. */
export interface PromotionCheckinsTable {
  promotion_id: bigint;
  member_id: bigint;
  /** The merchant's local date, yyyy-MM-dd. */
  day: string;
  /** The ladder's step this day paid (1-based). */
  step: number;
  amount: bigint;
  bonus_id: bigint | null;
  created_at: CreatedAt;
}

/** Migration 057: a member's cashback of one finished period, computed once, claimed once. */
export interface PromotionCashbacksTable {
  promotion_id: bigint;
  member_id: bigint;
  period_key: string;
  period_start: Date;
  period_end: Date;
  net_loss: bigint;
  amount: bigint;
  status: 'claimable' | 'claimed';
  bonus_id: Optional<bigint | null>;
  created_at: CreatedAt;
  claimed_at: Optional<Date | null>;
}

/** Migration 064: a member's application to an apply activity, decided once by an operator. */
export interface PromotionApplicationsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  promotion_id: bigint;
  member_id: bigint;
  comment: string;
  status: Optional<'applying' | 'approved' | 'rejected'>;
  remark: Optional<string | null>;
  /** The reward reserved from the budget at approval. */
  amount: Optional<bigint | null>;
  decided_by: Optional<string | null>;
  decided_at: Optional<Date | null>;
  created_at: CreatedAt;
}

/** Migration 064: an application's re-encoded images, stored under random names outside the web root. */
export interface PromotionApplicationImagesTable {
  id: Generated<bigint> & Id;
  application_id: bigint;
  sequence: number;
  storage_name: string;
  byte_size: number;
}
