import { ZInstant } from './primitives.ts';
import { ZMoney, ZPage } from './wallet.ts';
import * as z from './z.ts';

/**
 * Agent center calls (spec sections 2, 3, 4, 6, 7): team, register center, reports, contracts and
 * income. Every call is `T` (session token header) and answers `{ success: true, value }`; the
 * caller must be an agent (types 1, 2, 41, 42: otherwise FORBIDDEN), and every call naming a member
 * checks that the member is in the caller's own downline (otherwise NOT_IN_DOWNLINE).
 * Money is a decimal string with 4 decimals (formatMinor); rates are percentages as decimal strings
 * with at most 4 decimals ('0.8' = 0.8 %), 0 to 100.
 */
export const AGENT_API = {
  /** GET: the agent menu's consolidated contract flags, referral code and merchant timezone. */
  consolidated: '/wps/agent/consolidated',
  /** GET: team overview for a date range (ZTeamOverviewQuery → ZTeamOverview). */
  teamOverview: '/wps/agent/team/overview',
  /** GET: downline management list (ZDownlineQuery → ZDownlinePage). */
  downline: '/wps/agent/team/downline',
  /** PUT: register center, create a member or agent directly under the caller (ZAgentRegister → ZDownlineMember). */
  register: '/wps/agent/team/register',
  /** GET: the caller's referral link code (created on first call) (→ ZReferral). */
  referral: '/wps/agent/team/referral',
  /** GET: team betting, per member (ZTeamReportQuery → ZTeamBettingReport). */
  teamBetting: '/wps/agent/report/betting',
  /** GET: user loss, members with a net loss in the range, biggest first (ZTeamReportQuery → ZUserLossReport). */
  userLoss: '/wps/agent/report/userLoss',
  /** GET: downline transaction details, wallet movements of downline members (ZDownlineTransactionsQuery → ZDownlineTransactions). */
  transactions: '/wps/agent/report/transactions',
  /** GET: P&L statements, one row per day of the range (ZDateRangeQuery → ZPnlStatement). */
  pnl: '/wps/agent/report/pnl',
  /** GET: revenue report, one row per direct downline with its whole team's figures (ZTeamReportQuery → ZRevenueReport). */
  revenue: '/wps/agent/report/revenue',
  /** GET: my income, every contract payment with its inputs (ZIncomeQuery → ZIncomePage). */
  income: '/wps/agent/income',
  /** GET: contracts where the caller is the upline or the downline (ZContractListQuery → ZContractPage). */
  contracts: '/wps/agent/contracts',
  /** GET: one contract with its full history of state changes (→ ZContract with events). */
  contract: '/wps/agent/contracts/:id',
  /** POST: offer a contract to a direct downline (ZContractOffer → ZContract), the spec's contract calls. */
  offer: '/wps/agent/contracts',
  /** POST: the downline accepts a pending offer (→ ZContract; conflicting deeper contracts end). */
  accept: '/wps/agent/contracts/:id/accept',
  /** POST: the downline rejects a pending offer (→ ZContract). */
  reject: '/wps/agent/contracts/:id/reject',
  /** POST: either side terminates a pending or active contract (ZContractTerminate → ZContract). */
  terminate: '/wps/agent/contracts/:id/terminate',
  /** GET: platform messages of the caller: contract events by others and income payments (ZAgentMessagesQuery → ZAgentMessagesPage). */
  messages: '/wps/agent/messages',
  /** POST: marks every message up to now read (→ { unread: 0 }). */
  messagesRead: '/wps/agent/messages/read',
  /** POST (operator, x-admin-key): grant a top-level agent its contract from the house, active at once. */
  adminGrant: '/admin/api/merchants/:merchantCode/agents/contracts',
  /** POST (operator): run settlement of a kind now (normally the job queue does it). */
  adminSettle: '/admin/api/merchants/:merchantCode/agents/settle',
} as const;

// ---------------------------------------------------------------------------------------------
// Shared pieces: date ranges, rates, contract kinds.
// ---------------------------------------------------------------------------------------------

/**
 * Date-range presets of the agent reports, in the merchant's timezone: today, yesterday, this/last
 * week (Monday first), this/last month, or `custom` with `from`/`to` dates (yyyy-MM-dd, inclusive,
 * at most 92 days). The answer echoes the resolved range as ISO instants.
 */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type TDateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
/** Longest custom range of one report query, in days. */
export const AGENT_REPORT_MAX_DAYS = 92;

/** A calendar day, yyyy-MM-dd. */
export const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd')
  // A real calendar day: 2026-02-31 would otherwise roll over into March.
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) && !day.startsWith('0000');
  }, 'a calendar day');

/** Query of every report: a preset (default today) or custom days. */
export const ZDateRangeQuery = z.object({
  preset: z.enum(DATE_RANGE_PRESETS).default('today'),
  /** Inclusive first day (custom only). */
  from: ZDay.optional(),
  /** Inclusive last day (custom only). */
  to: ZDay.optional(),
});
export type TDateRangeQuery = z.infer<typeof ZDateRangeQuery>;

/** The range a report covers: [from, to) as ISO instants, and the merchant timezone used. */
export const ZResolvedRange = z.object({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
});
export type TResolvedRange = z.infer<typeof ZResolvedRange>;

const paging = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** A rate in percent: decimal string, at most 4 decimals, 0 to 100 ('0.8' = 0.8 %). */
export const ZRate = z
  .string()
  .regex(/^(0|[1-9]\d{0,2})(\.\d{1,4})?$/, 'a percentage with at most 4 decimals')
  .refine((text) => Number(text) <= 100, 'at most 100');

/** Contract kinds (spec section 1): dividend, daily salary, hourly salary, real-time salary. */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type TContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * Periods (spec section 4 "salary periods"): a dividend is settled daily, weekly (Mon-Sun),
 * semimonthly (1st-15th, 16th-end) or monthly; daily salary per day (paid the next day); hourly
 * salary per hour; real-time salary per 5-minute window. In the merchant's timezone.
 */
export const CONTRACT_PERIODS = [
  'daily',
  'weekly',
  'semimonthly',
  'monthly',
  'hourly',
  'fiveMinutes',
] as const;
export type TContractPeriod = (typeof CONTRACT_PERIODS)[number];
/** The dividend's choosable periods; the salary kinds have a fixed period. */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
/** Fixed period of each salary kind. */
export const SALARY_PERIOD: Record<Exclude<TContractKind, 'dividend'>, TContractPeriod> = {
  dailySalary: 'daily',
  hourlySalary: 'hourly',
  realtimeSalary: 'fiveMinutes',
};

/**
 * One row of a contract's tiered rate table (spec section 3 Contract fields). The tier applies when
 * the team's period figures reach every threshold: period valid bet (the "bet amount" of a daily or
 * hourly salary), period loss of the team (dividend: the house's net win on the team, i.e. the
 * team's P&L negated) and active members (distinct members with a valid bet in the period). The
 * highest tier reached applies; `rate` is paid on the period valid bet (salaries) or on the team's
 * period loss (dividend). Tiers are listed with non-decreasing thresholds and rates.
 */
export const ZContractTier = z.object({
  minValidBet: ZMoney.default('0'),
  minLoss: ZMoney.default('0'),
  minActiveMembers: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rate: ZRate,
});
export type TContractTier = z.infer<typeof ZContractTier>;

export const CONTRACT_STATUSES = ['pending', 'active', 'rejected', 'terminated'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];

/** One recorded state change: what, by whom (username, or 'operator'/'system'), when, why. */
export const ZContractEvent = z.object({
  action: z.enum(['offered', 'accepted', 'rejected', 'terminated', 'granted']),
  actor: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
});
export type TContractEvent = z.infer<typeof ZContractEvent>;

/**
 * A contract between an upline (`upline` null: the house, granted by the operator) and a direct
 * downline agent. `pendingTerminations` lists the deeper contracts the offer will end on
 * acceptance (the offering agent confirmed them).
 */
export const ZContract = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  status: z.enum(CONTRACT_STATUSES),
  upline: z.string().nullable(),
  downline: z.string(),
  tiers: z.array(ZContractTier),
  /** The caller's side of it: 'upline' (it offered) or 'downline' (it received). */
  role: z.enum(['upline', 'downline']),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  terminatedBy: z.string().nullable(),
  terminationReason: z.string().nullable(),
  pendingTerminations: z.array(z.string()),
  events: z.array(ZContractEvent).optional(),
});
export type TContract = z.infer<typeof ZContract>;

// ---------------------------------------------------------------------------------------------
// Menu flags and referral.
// ---------------------------------------------------------------------------------------------

/**
 * `GET /wps/agent/consolidated`: the spec's consolidated contract flags; each is 1 when the agent
 * holds, has offered or has been offered a (pending or active) contract of that kind, else 0, and
 * the menu shows that page only when it is 1: dailysalreqtype (daily wages), divtypereq (bonus
 * dividend), contracthoursalreqtype (hourly salary), realtimesalreqtype (real-time salary).
 */
export const ZConsolidated = z.object({
  dailysalreqtype: z.union([z.literal(0), z.literal(1)]),
  divtypereq: z.union([z.literal(0), z.literal(1)]),
  contracthoursalreqtype: z.union([z.literal(0), z.literal(1)]),
  realtimesalreqtype: z.union([z.literal(0), z.literal(1)]),
  /** Any salary flag set. */
  enableSalary: z.boolean(),
  /** Any flag set. */
  enableContract: z.boolean(),
  /** The active contracts the caller holds from its upline, by kind. */
  myContracts: z.array(ZContract),
  /** Offers waiting for the caller's answer. */
  pendingOffers: z.number().int(),
  timezone: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
});
export type TConsolidated = z.infer<typeof ZConsolidated>;

/** `GET /wps/agent/team/referral`: the code that registers new players under the caller (`/register?referralCode=`). */
export const ZReferral = z.object({
  referralCode: z.string(),
  /** Path to append to the site origin: `/register?referralCode=<code>`. */
  path: z.string(),
});
export type TReferral = z.infer<typeof ZReferral>;

// ---------------------------------------------------------------------------------------------
// Team: overview, downline list, register center.
// ---------------------------------------------------------------------------------------------

export const ZTeamOverviewQuery = ZDateRangeQuery;
export type TTeamOverviewQuery = z.infer<typeof ZTeamOverviewQuery>;

/** One day of the overview's chart series. */
export const ZTeamDay = z.object({
  day: z.string(),
  validBet: z.string(),
  profitLoss: z.string(),
  activeMembers: z.number().int(),
});

/**
 * `GET /wps/agent/team/overview`: the whole downline (any depth, not the caller) in the range.
 * `profitLoss` is the members' result (wins − valid bets; negative when the team lost).
 */
export const ZTeamOverview = z.object({
  range: ZResolvedRange,
  members: z.number().int(),
  agents: z.number().int(),
  directMembers: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: z.string(),
  withdrawals: z.string(),
  validBet: z.string(),
  payout: z.string(),
  profitLoss: z.string(),
  /** Sum of the team's wallet balances now. */
  teamBalance: z.string(),
  days: z.array(ZTeamDay),
});
export type TTeamOverview = z.infer<typeof ZTeamOverview>;

export const MEMBER_STATUSES = ['active', 'disabled'] as const;

/** `GET /wps/agent/team/downline`: search by username prefix, status, direct only, paged. */
export const ZDownlineQuery = z.object({
  username: z.string().trim().max(64).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  /** 'agent' or 'member' only. */
  role: z.enum(['agent', 'member']).optional(),
  /** Only the caller's direct downline (default: any depth). */
  directOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  ...paging,
});
export type TDownlineQuery = z.input<typeof ZDownlineQuery>;

export const ZDownlineMember = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  /** 1 for a direct downline, 2 below it, ... */
  level: z.number().int(),
  upline: z.string().nullable(),
  balance: z.string(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** Kinds of the active contracts it holds from its upline. */
  contracts: z.array(z.enum(CONTRACT_KINDS)),
});
export type TDownlineMember = z.infer<typeof ZDownlineMember>;

export const ZDownlinePage = ZPage(ZDownlineMember).extend({
  totals: z.object({ balance: z.string() }),
});
export type TDownlinePage = z.infer<typeof ZDownlinePage>;

/** Types the register center may create: a plain member (0) or an agent (1 plays too, 41 agent-only). */
export const AGENT_REGISTER_TYPES = [0, 1, 41] as const;

/** `PUT /wps/agent/team/register`: a new account directly under the caller. */
export const ZAgentRegister = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/, 'a letter then letters and digits, 4-16'),
  password: z.string().trim().min(6).max(32),
  nickname: z.string().trim().max(32).optional(),
  type: z.union([z.literal(0), z.literal(1), z.literal(41)]).default(0),
});
export type TAgentRegister = z.input<typeof ZAgentRegister>;

// ---------------------------------------------------------------------------------------------
// Reports.
// ---------------------------------------------------------------------------------------------

/** Report query: range, optional username (exact, must be in the downline), paged. */
export const ZTeamReportQuery = ZDateRangeQuery.extend({
  username: z.string().trim().max(64).optional(),
  ...paging,
});
export type TTeamReportQuery = z.input<typeof ZTeamReportQuery>;

/** Per-member betting row: settled rounds in the range. */
export const ZBettingRow = z.object({
  username: z.string(),
  level: z.number().int(),
  rounds: z.number().int(),
  validBet: z.string(),
  payout: z.string(),
  /** The member's result: payout − valid bet. */
  profitLoss: z.string(),
});
export const ZBettingTotals = z.object({
  rounds: z.number().int(),
  validBet: z.string(),
  payout: z.string(),
  profitLoss: z.string(),
});

/** `GET /wps/agent/report/betting` (team betting). */
export const ZTeamBettingReport = ZPage(ZBettingRow).extend({
  range: ZResolvedRange,
  totals: ZBettingTotals,
});
export type TTeamBettingReport = z.infer<typeof ZTeamBettingReport>;

/** `GET /wps/agent/report/userLoss`: members whose result is a loss; `loss` is positive. */
export const ZUserLossRow = ZBettingRow.extend({ loss: z.string() });
export const ZUserLossReport = ZPage(ZUserLossRow).extend({
  range: ZResolvedRange,
  totals: ZBettingTotals.extend({ loss: z.string() }),
});
export type TUserLossReport = z.infer<typeof ZUserLossReport>;

/** `GET /wps/agent/report/transactions`: wallet movements of downline members (optionally one, one type). */
export const ZDownlineTransactionsQuery = ZTeamReportQuery.extend({
  type: z
    .string()
    .regex(/^[a-z_]{2,40}$/)
    .optional(),
});
export type TDownlineTransactionsQuery = z.input<typeof ZDownlineTransactionsQuery>;

export const ZDownlineTransaction = z.object({
  id: z.string(),
  time: z.string(),
  username: z.string(),
  type: z.string(),
  /** Signed: + into the member's wallet, − out of it. */
  amount: z.string(),
  balanceAfter: z.string(),
});
export const ZDownlineTransactions = ZPage(ZDownlineTransaction).extend({
  range: ZResolvedRange,
  totals: z.object({ credits: z.string(), debits: z.string() }),
});
export type TDownlineTransactions = z.infer<typeof ZDownlineTransactions>;

/** `GET /wps/agent/report/pnl`: the team's statement per day, and the caller's income that day. */
export const ZPnlRow = z.object({
  day: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  validBet: z.string(),
  payout: z.string(),
  profitLoss: z.string(),
  income: z.string(),
});
export const ZPnlStatement = z.object({
  range: ZResolvedRange,
  list: z.array(ZPnlRow),
  totals: ZPnlRow.omit({ day: true }),
});
export type TPnlStatement = z.infer<typeof ZPnlStatement>;

/** `GET /wps/agent/report/revenue`: one row per direct downline (its own and its team's figures). */
export const ZRevenueRow = z.object({
  username: z.string(),
  isAgent: z.boolean(),
  teamMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: z.string(),
  withdrawals: z.string(),
  validBet: z.string(),
  profitLoss: z.string(),
});
export const ZRevenueReport = ZPage(ZRevenueRow).extend({
  range: ZResolvedRange,
  totals: ZRevenueRow.omit({ username: true, isAgent: true }),
});
export type TRevenueReport = z.infer<typeof ZRevenueReport>;

// ---------------------------------------------------------------------------------------------
// Income.
// ---------------------------------------------------------------------------------------------

export const ZIncomeQuery = ZDateRangeQuery.extend({
  kind: z.enum(CONTRACT_KINDS).optional(),
  ...paging,
});
export type TIncomeQuery = z.input<typeof ZIncomeQuery>;

/**
 * One payment under a contract, with every input of its arithmetic:
 * `gross = floor(base × rate / 100)` (base: team valid bet, or team loss for a dividend, never
 * below 0), `own = min(gross, uplineCap)` (`uplineCap` is null unless the upline's own share could
 * not cover its downline agents' gross in full, then it is this agent's pro-rata part of it), and
 * `amount = own − downlineShare`, where `downlineShare` is what the caller's direct downline agents
 * earned under their own contracts of the same kind for the same period (differential).
 */
export const ZIncome = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  contractId: z.string(),
  teamValidBet: z.string(),
  teamProfitLoss: z.string(),
  activeMembers: z.number().int(),
  base: z.string(),
  rate: z.string(),
  gross: z.string(),
  uplineCap: z.string().nullable(),
  downlineShare: z.string(),
  amount: z.string(),
  paidAt: z.string(),
  transactionId: z.string().nullable(),
});
export type TIncome = z.infer<typeof ZIncome>;

export const ZIncomePage = ZPage(ZIncome).extend({
  range: ZResolvedRange,
  totals: z.object({ amount: z.string(), gross: z.string() }),
});
export type TIncomePage = z.infer<typeof ZIncomePage>;

// ---------------------------------------------------------------------------------------------
// Contracts.
// ---------------------------------------------------------------------------------------------

export const ZContractListQuery = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  role: z.enum(['upline', 'downline']).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  ...paging,
});
export type TContractListQuery = z.input<typeof ZContractListQuery>;

export const ZContractPage = ZPage(ZContract);
export type TContractPage = z.infer<typeof ZContractPage>;

/**
 * `POST /wps/agent/contracts`: offer `kind` to a direct downline agent. Every tier's rate must be no
 * higher than the rate the caller's own active contract of that kind gives at the same thresholds
 * (CONTRACT_RATE_TOO_HIGH), and the caller must hold one (CONTRACT_NOT_HELD). `period` is for a
 * dividend only (salaries have a fixed period). When deeper contracts of the same kind below the
 * downline have a higher rate, the answer is CONTRACT_NEEDS_CONFIRMATION with
 * `value.conflicts` (ZContract[]); sending again with `confirmTerminations: true` makes the offer,
 * and those contracts end when the downline accepts. An accepted offer replaces the downline's
 * current contract of that kind.
 */
export const ZContractOffer = z.object({
  kind: z.enum(CONTRACT_KINDS),
  username: z.string().trim().min(1).max(64),
  period: z.enum(DIVIDEND_PERIODS).optional(),
  tiers: z.array(ZContractTier).min(1).max(10),
  confirmTerminations: z.boolean().default(false),
});
export type TContractOffer = z.input<typeof ZContractOffer>;

/** `POST /wps/agent/contracts/:id/terminate` (and reject): an optional reason. */
export const ZContractTerminate = z.object({ reason: z.string().trim().max(140).optional() });
export type TContractTerminate = z.infer<typeof ZContractTerminate>;

/** `value` of CONTRACT_NEEDS_CONFIRMATION. */
export const ZContractConflicts = z.object({ conflicts: z.array(ZContract) });

/** Operator grant: a top-level contract from the house (`x-admin-key`). */
export const ZAdminContractGrant = z.object({
  username: z.string().trim().min(1).max(64),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(DIVIDEND_PERIODS).optional(),
  tiers: z.array(ZContractTier).min(1).max(10),
});
export type TAdminContractGrant = z.input<typeof ZAdminContractGrant>;

/**
 * Operator settle-now: settles every complete period of `kind` not yet settled (idempotent).
 * `asOf` (operator and test use) settles as if it were that instant: periods ending before it
 * count as complete, so `asOf` = tomorrow 00:05 merchant time settles today's daily salary. A
 * period settled early stays settled: rounds that close in it afterwards are not paid.
 */
export const ZAdminSettle = z.object({
  kind: z.enum(CONTRACT_KINDS),
  asOf: ZInstant.optional(),
});
export const ZSettleResult = z.object({
  periods: z.number().int(),
  payments: z.number().int(),
  amount: z.string(),
});
export type TSettleResult = z.infer<typeof ZSettleResult>;

// ---------------------------------------------------------------------------------------------
// Platform messages.
// ---------------------------------------------------------------------------------------------

/**
 * What a message is about; the web shows a localised text built from the fields:
 * contractOffered / Accepted / Rejected / Terminated / Granted (by `actor`, on `contractKind`,
 * with `reason`), incomePaid (`amount` under `contractKind`).
 */
export const AGENT_MESSAGE_TYPES = [
  'contractOffered',
  'contractAccepted',
  'contractRejected',
  'contractTerminated',
  'contractGranted',
  'incomePaid',
] as const;

export const ZAgentMessagesQuery = z.object({ ...paging });
export type TAgentMessagesQuery = z.input<typeof ZAgentMessagesQuery>;

export const ZAgentMessage = z.object({
  id: z.string(),
  type: z.enum(AGENT_MESSAGE_TYPES),
  contractId: z.string(),
  contractKind: z.enum(CONTRACT_KINDS),
  actor: z.string(),
  reason: z.string().nullable(),
  amount: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type TAgentMessage = z.infer<typeof ZAgentMessage>;

/** Newest first; `unread` counts every unread message (for the menu badge). */
export const ZAgentMessagesPage = ZPage(ZAgentMessage).extend({ unread: z.number().int() });
export type TAgentMessagesPage = z.infer<typeof ZAgentMessagesPage>;
