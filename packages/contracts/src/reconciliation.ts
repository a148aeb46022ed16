import { ZMerchantParams } from './admin.ts';
import { ZDay } from './agents.ts';
import { ZInstant } from './primitives.ts';
import { ZMoney, ZPage, ZPageNo } from './wallet.ts';
import * as z from './z.ts';

// ---------------------------------------------------------------------------------------------
// Vendor transactions (platform -> vendor, signed with the merchant's credential for the vendor
// code, like the launch): every vendor on the vendor kit lists the wallet calls it made (bets, wins,
// rollbacks) with the platform's answer, so an operator can reconcile a day against the ledger.
// The kit answers it for every vendor; a third-party vendor offers the same path.
// ---------------------------------------------------------------------------------------------

export const VENDOR_TRANSACTIONS_API = {
  /** POST `ZVendorTransactionsRequest` (signed) -> `ZVendorTransactionsResponse`, one page. */
  transactions: '/vendor/platform/transactions',
} as const;

/** Rows per page of the vendor's listing at most. */
export const VENDOR_TRANSACTIONS_MAX_PAGE = 1000;

export const VENDOR_TRANSACTION_KINDS = ['bet', 'win', 'rollback'] as const;
export type TVendorTransactionKind = (typeof VENDOR_TRANSACTION_KINDS)[number];

/** The platform's answer to the vendor's call as the vendor recorded it: applied, refused (nothing moved), or never known. */
export const VENDOR_CALL_STATUSES = ['ok', 'refused', 'unknown'] as const;
export type TVendorCallStatus = (typeof VENDOR_CALL_STATUSES)[number];

/** POST body: one page of the wallet calls the vendor first made in [from, to), oldest first. */
export const ZVendorTransactionsRequest = z
  .object({
    requestId: z.string().min(1).max(128),
    merchantCode: z.string().min(1).max(32),
    vendorCode: z.string().min(1).max(32),
    from: ZInstant,
    to: ZInstant,
    /** The previous page's `nextCursor`; null or absent for the first page. */
    cursor: z
      .string()
      .regex(/^\d{1,19}$/)
      .nullable()
      .optional(),
    limit: z.number().int().min(1).max(VENDOR_TRANSACTIONS_MAX_PAGE),
  })
  .refine((r) => Date.parse(r.from) < Date.parse(r.to), { message: 'from before to', path: ['to'] });
export type TVendorTransactionsRequest = z.infer<typeof ZVendorTransactionsRequest>;

/** One wallet call of the vendor. */
export const ZVendorTransaction = z.object({
  transactionId: z.string().min(1).max(128),
  roundId: z.string().min(1).max(128),
  /** `<merchantCode>:<memberId>` as sent. */
  playerId: z.string().min(1).max(160),
  gameCode: z.string().min(1).max(64),
  kind: z.enum(VENDOR_TRANSACTION_KINDS),
  /**
   * The amount moved as the vendor sees it: the stake of a bet, the prize of a win, and for a
   * rollback the stake of the bet it names when the vendor knows the platform took it; null when the
   * vendor cannot know (a rollback of a bet whose answer was lost).
   */
  amount: ZMoney.nullable(),
  currency: z.string().min(1).max(8),
  /** The rollback's bet; null for a bet or a win. */
  betTransactionId: z.string().max(128).nullable(),
  status: z.enum(VENDOR_CALL_STATUSES),
  /** The refusal code when `refused`. */
  code: z.string().max(64).nullable(),
  /** When the vendor first made the call. */
  calledAt: z.string(),
});
export type TVendorTransaction = z.infer<typeof ZVendorTransaction>;

export const ZVendorTransactionsResponse = z.object({
  success: z.literal(true),
  value: z.object({
    transactions: z.array(ZVendorTransaction).max(VENDOR_TRANSACTIONS_MAX_PAGE),
    /** Pass it back for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
});
export type TVendorTransactionsResponse = z.infer<typeof ZVendorTransactionsResponse>;

// ---------------------------------------------------------------------------------------------
// The console's reconciliation: a vendor's day (merchant time zone) against the platform's ledger.
// ---------------------------------------------------------------------------------------------

export const RECONCILIATION_API = {
  /** GET: the vendor codes the merchant is connected to. */
  vendors: '/admin/api/merchants/:merchantCode/reconciliation/vendors',
  /** GET `ZReconciliationRunsQuery` (history, newest first); POST `ZReconciliationStart` (run now, audited). */
  runs: '/admin/api/merchants/:merchantCode/reconciliation/runs',
  /** GET one run with both sides' totals. */
  run: '/admin/api/merchants/:merchantCode/reconciliation/runs/:id',
  /** GET `ZReconciliationDifferencesQuery`: the run's differences, paged. */
  differences: '/admin/api/merchants/:merchantCode/reconciliation/runs/:id/differences',
} as const;

const ZVendorCode = z.string().regex(/^[A-Z0-9_]{1,32}$/);

export const ZReconciliationStart = z.object({ vendorCode: ZVendorCode, day: ZDay });
export type TReconciliationStart = z.infer<typeof ZReconciliationStart>;

export const ZReconciliationRunParams = ZMerchantParams.extend({ id: z.string().regex(/^\d{1,18}$/) });

export const ZReconciliationRunsQuery = z.object({
  vendorCode: ZVendorCode.optional(),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TReconciliationRunsQuery = z.infer<typeof ZReconciliationRunsQuery>;

export const ZReconciliationDifferencesQuery = z.object({
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** One side's totals of the day: transactions counted and money by kind. */
export const ZReconciliationTotals = z.object({
  count: z.number().int(),
  bets: ZMoney,
  wins: ZMoney,
  rollbacks: ZMoney,
});
export type TReconciliationTotals = z.infer<typeof ZReconciliationTotals>;

export const RECONCILIATION_STATUSES = ['matched', 'differences', 'failed'] as const;

export const ZReconciliationRun = z.object({
  id: z.string(),
  vendorCode: z.string(),
  day: z.string(),
  /** `matched`: no difference; `differences`: some listed; `failed`: the vendor could not be read. */
  status: z.enum(RECONCILIATION_STATUSES),
  trigger: z.enum(['operator', 'schedule']),
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  /** Why the run failed (the vendor's answer), null otherwise. */
  error: z.string().nullable(),
  platform: ZReconciliationTotals,
  vendor: ZReconciliationTotals,
  differenceCount: z.number().int(),
});
export type TReconciliationRun = z.infer<typeof ZReconciliationRun>;
export const ZReconciliationRunsPage = ZPage(ZReconciliationRun);

export const RECONCILIATION_DIFFERENCES = [
  /** The vendor says the platform applied it; the platform has no such transaction. */
  'missing_on_platform',
  /** The platform applied it; the vendor has no record of the call. */
  'missing_on_vendor',
  /** Both have it with other amounts (or another kind, round or player). */
  'amount_mismatch',
  /** The platform applied it; the vendor recorded it refused or never learned the answer. */
  'status_mismatch',
] as const;
export type TReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCES)[number];

export const ZReconciliationDifference = z.object({
  transactionId: z.string(),
  kind: z.enum(VENDOR_TRANSACTION_KINDS),
  roundId: z.string(),
  playerId: z.string(),
  difference: z.enum(RECONCILIATION_DIFFERENCES),
  platformAmount: ZMoney.nullable(),
  vendorAmount: ZMoney.nullable(),
  vendorStatus: z.enum(VENDOR_CALL_STATUSES).nullable(),
});
export type TReconciliationDifference = z.infer<typeof ZReconciliationDifference>;
export const ZReconciliationDifferencesPage = ZPage(ZReconciliationDifference);

/** The vendor codes the merchant is connected to, and its today (its time zone), the newest day to reconcile. */
export const ZReconciliationVendors = z.object({
  vendors: z.array(z.object({ vendorCode: z.string(), name: z.string() })),
  today: z.string(),
});
