import { ZMemberSecurity } from './member-security.ts';
import { ZInstant } from './primitives.ts';
import { ZBankAccount } from './wallet.ts';
import * as z from './z.ts';

// ---------------------------------------------------------------------------------------------
// Member centre money pages: the overview the withdraw/transfer pages start from, the betting
// record (game rounds) and the personal profit and loss.
// ---------------------------------------------------------------------------------------------

/**
 * `GET /wps/wallet/overview` (T): what the member's money pages need in one call. `held` is the
 * money of pending withdrawals (out of the wallet, not yet paid out); `payeeName` is the holder
 * name fixed by the first bank binding (or registration), masked (`J*** D**`) like every personal
 * field a player read returns; `security` is what a sensitive change needs and the withdrawal hold.
 */
export const ZMoneyOverview = z.object({
  balance: z.string(),
  held: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  hasPaymentPassword: z.boolean(),
  payeeName: z.string().nullable(),
  bankAccount: ZBankAccount.nullable(),
  /** The direct upline's username (transfer to upline), or null. */
  upline: z.string().nullable(),
  isAgent: z.boolean(),
  security: ZMemberSecurity,
  withdrawal: z.object({
    enabled: z.boolean(),
    minAmount: z.string(),
    maxAmount: z.string(),
    /** Minutes after approval at which an unconfirmed withdrawal counts as received. */
    autoReceiveMinutes: z.number().int(),
    /** The member's daily withdrawal limit (a VIP level's perk), or null for none. */
    dailyLimit: z.string().nullable(),
    /** What the member asked to withdraw today (the merchant's day), rejected requests aside. */
    requestedToday: z.string(),
  }),
});
export type TMoneyOverview = z.infer<typeof ZMoneyOverview>;

const ZRangeQuery = z.object({
  from: ZInstant.optional(),
  to: ZInstant.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const BET_RECORD_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type TBetRecordStatus = (typeof BET_RECORD_STATUSES)[number];

/**
 * `GET /wps/wallet/bets` (T): the member's game rounds (betting record) opened in [from, to]
 * (same defaults and 90-day limit as the account records), by vendor and status, newest first.
 */
export const ZBetRecordsQuery = ZRangeQuery.extend({
  vendorCode: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,32}$/)
    .optional(),
  status: z.enum(BET_RECORD_STATUSES).optional(),
});
export type TBetRecordsQuery = z.infer<typeof ZBetRecordsQuery>;

/**
 * One game round: `betAmount` is what stays staked after rollbacks, `profit` = win − bet (for the
 * player). `status`: open (not settled yet), settled (won or lost), cancelled (every bet rolled back).
 */
export const ZBetRecord = z.object({
  id: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  /** The game's name in the caller's language; the code when the catalogue does not know it. */
  gameName: z.string(),
  /** The vendor's name; the code when the catalogue does not know it. */
  vendorName: z.string(),
  roundId: z.string(),
  status: z.enum(BET_RECORD_STATUSES),
  betCount: z.number().int(),
  betAmount: z.string(),
  /** What counts as wagered once settled (half for a half result, none for a push or a void). */
  validBet: z.string(),
  winAmount: z.string(),
  profit: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;

/** Totals over every round the filter matches (not only the page). */
export const ZBetTotals = z.object({
  rounds: z.number().int(),
  betAmount: z.string(),
  validBet: z.string(),
  winAmount: z.string(),
  profit: z.string(),
});
export type TBetTotals = z.infer<typeof ZBetTotals>;

export const ZBetRecords = z.object({
  list: z.array(ZBetRecord),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: ZBetTotals,
  /** The vendors the member has rounds with (for the filter). */
  vendors: z.array(z.string()),
  /** Their names by code, for the filter's labels. */
  vendorNames: z.record(z.string(), z.string()),
});
export type TBetRecords = z.infer<typeof ZBetRecords>;

/** `GET /wps/wallet/profit` (T): the member's profit and loss over [from, to], by day, paged. */
export const ZProfitQuery = ZRangeQuery;
export type TProfitQuery = z.infer<typeof ZProfitQuery>;

/** One day (merchant time zone, `YYYY-MM-DD`) of game results, settled rounds only. */
export const ZProfitDay = z.object({
  day: z.string(),
  rounds: z.number().int(),
  betAmount: z.string(),
  winAmount: z.string(),
  profit: z.string(),
});
export type TProfitDay = z.infer<typeof ZProfitDay>;

/**
 * The summary over the range, from the wallet's movements: money in and out by kind, and
 * `gameProfit` = wins + rollbacks − bets (the player's result at the tables).
 */
export const ZProfitSummary = z.object({
  deposits: z.string(),
  withdrawals: z.string(),
  transfersIn: z.string(),
  transfersOut: z.string(),
  adjustments: z.string(),
  bets: z.string(),
  wins: z.string(),
  rollbacks: z.string(),
  gameProfit: z.string(),
});
export type TProfitSummary = z.infer<typeof ZProfitSummary>;

export const ZProfit = z.object({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  summary: ZProfitSummary,
  list: z.array(ZProfitDay),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type TProfit = z.infer<typeof ZProfit>;
