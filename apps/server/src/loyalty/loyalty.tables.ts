import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/**
 * Tables of migration 048: points (balances, ledger, rates, rules, bet accruals, the catch-up
 * cursor), the mall (goods, redemptions), manual rebate and invite friends.
 */
export interface LoyaltyTables {
  points_balances: PointsBalancesTable;
  points_entries: PointsEntriesTable;
  points_rates: PointsRatesTable;
  points_settings: PointsSettingsTable;
  points_bet_accruals: PointsBetAccrualsTable;
  points_feed_cursor: PointsFeedCursorTable;
  points_goods: PointsGoodsTable;
  points_redemptions: PointsRedemptionsTable;
  rebate_rates: RebateRatesTable;
  rebate_settings: RebateSettingsTable;
  rebate_watermarks: RebateWatermarksTable;
  rebate_claims: RebateClaimsTable;
  referral_settings: ReferralSettingsTable;
  referrals: ReferralsTable;
  referral_rewards: ReferralRewardsTable;
}

export type PointsEntryKind =
  | 'bet'
  | 'bet_refund'
  | 'activity'
  | 'redeem'
  | 'redeem_refund'
  | 'convert'
  | 'adjustment';

export interface PointsBalancesTable {
  member_id: bigint;
  merchant_id: bigint;
  balance: Optional<bigint>;
  carry: Optional<bigint>;
  updated_at: Optional<Date>;
}

export interface PointsEntriesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  kind: PointsEntryKind;
  points: bigint;
  balance_after: bigint;
  idempotency_key: string;
  reference: Json<Record<string, string>>;
  remark: string | null;
  created_at: CreatedAt;
}

export interface PointsRatesTable {
  merchant_id: bigint;
  game_type: string;
  points_per_hundred: number;
}

export interface PointsSettingsTable {
  merchant_id: bigint;
  convert_points_per_unit: number;
  min_convert_points: bigint;
  updated_at: Optional<Date>;
}

export interface PointsBetAccrualsTable {
  merchant_id: bigint;
  vendor_code: string;
  vendor_tx_id: string;
  member_id: bigint;
  game_type: string | null;
  amount: bigint;
  points: bigint;
  refunded: Optional<boolean>;
  created_at: CreatedAt;
}

export interface PointsFeedCursorTable {
  id: number;
  last_vendor_tx_id: bigint;
}

export type PointsGoodKind = 'cash' | 'bonus' | 'physical';

export interface PointsGoodsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  kind: PointsGoodKind;
  name: string;
  description: string;
  image_url: string;
  points_required: bigint;
  amount_required: bigint;
  credit_amount: bigint;
  /** A bonus good's wagering, times the bonus (0: none), and the days to meet it. */
  wagering_multiplier: Optional<number>;
  bonus_expiry_days: Optional<number>;
  stock: number | null;
  status: 'active' | 'hidden';
  sort_order: number;
  created_at: CreatedAt;
  updated_at: Optional<Date>;
}

export type RedemptionStatus = 'in_process' | 'rejected' | 'approved';

export interface PointsRedemptionsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  goods_id: bigint | null;
  reference_no: string;
  idempotency_key: string;
  kind: PointsGoodKind | 'convert';
  name: string;
  quantity: number;
  points_required: bigint;
  amount_required: bigint;
  credit_amount: bigint;
  status: RedemptionStatus;
  points_balance: bigint;
  delivery: Json<{ recipient: string; phone: string; address: string }> | null;
  remark: string | null;
  pay_transaction_id: bigint | null;
  credit_transaction_id: bigint | null;
  refund_transaction_id: bigint | null;
  applied_at: CreatedAt;
  decided_at: Date | null;
  decided_by: string | null;
}

export interface RebateRatesTable {
  merchant_id: bigint;
  game_type: string;
  rate_ppm: number;
}

export interface RebateSettingsTable {
  merchant_id: bigint;
  min_amount: bigint;
  updated_at: Optional<Date>;
}

export interface RebateWatermarksTable {
  member_id: bigint;
  merchant_id: bigint;
  last_vendor_tx_id: bigint;
  updated_at: Optional<Date>;
}

export interface RebateClaimsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  from_vendor_tx_id: bigint;
  to_vendor_tx_id: bigint;
  valid_bet: bigint;
  amount: bigint;
  breakdown: Json<{ gameType: string; validBet: string; ratePpm: number; amount: string }[]>;
  ledger_transaction_id: bigint;
  created_at: CreatedAt;
}

export interface ReferralSettingsTable {
  merchant_id: bigint;
  first_deposit_reward: bigint;
  first_deposit_min: bigint;
  bet_target: bigint;
  bet_target_reward: bigint;
  updated_at: Optional<Date>;
}

export interface ReferralsTable {
  friend_id: bigint;
  merchant_id: bigint;
  referrer_id: bigint;
  created_at: CreatedAt;
}

export interface ReferralRewardsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  referrer_id: bigint;
  friend_id: bigint;
  kind: 'first_deposit' | 'bet_target';
  amount: bigint;
  status: 'claimable' | 'claimed';
  ledger_transaction_id: bigint | null;
  created_at: CreatedAt;
  claimed_at: Date | null;
}
