import { ZSensitiveChangeResult, ZSensitiveProof } from './member-security.ts';
import { isRowIdInRange, ZInstant, ZRowId } from './primitives.ts';
import * as z from './z.ts';

/** Minor units per currency unit: every amount is an integer count of 1/10000 of the unit. */
export const MINOR_PER_UNIT = 10_000n;
/** Decimal places of an amount on the wire. */
export const MONEY_SCALE = 4;
/** The largest amount the ledger's BIGINT columns hold, in minor units. */
export const MAX_MINOR = 9_223_372_036_854_775_807n;

const MONEY_PATTERN = /^(-?)(0|[1-9]\d{0,13})(?:\.(\d{1,4}))?$/;

/** Thrown by parseMinor for text that is not a decimal amount the ledger accepts. */
export class MoneyFormatError extends Error {
  override name = 'MoneyFormatError';
}

/**
 * Parses a decimal string ('12.5', '-3', '0.0001') into minor units ('12.5' → 125000n).
 * Refuses (MoneyFormatError) more than 4 decimals, exponents, signs other than a leading '-',
 * leading zeros, spaces, more than 14 integer digits, and negatives unless `allowNegative`.
 * Never goes through a JavaScript number.
 */
export function parseMinor(text: string, options: { allowNegative?: boolean } = {}): bigint {
  const match = MONEY_PATTERN.exec(text);
  if (!match) throw new MoneyFormatError(`not a decimal amount with at most ${MONEY_SCALE} decimals`);
  const [, sign, whole = '0', fraction = ''] = match;
  const magnitude = BigInt(whole) * MINOR_PER_UNIT + BigInt(fraction.padEnd(MONEY_SCALE, '0'));
  if (sign === '-') {
    if (!options.allowNegative) throw new MoneyFormatError('negative amount not allowed');
    return -magnitude;
  }
  return magnitude;
}

/** Formats minor units as the wire's decimal string with exactly 4 decimals (125000n → '12.5000'). */
export function formatMinor(minor: bigint): string {
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  const whole = magnitude / MINOR_PER_UNIT;
  const fraction = (magnitude % MINOR_PER_UNIT).toString().padStart(MONEY_SCALE, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** True when parseMinor accepts the text. */
export function isMoney(text: string, options: { allowNegative?: boolean } = {}): boolean {
  try {
    parseMinor(text, options);
    return true;
  } catch {
    return false;
  }
}

/** A non-negative decimal amount on the wire ('12.5', '0.0001'); the server parses it with parseMinor. */
export const ZMoney = z.string().refine((text) => isMoney(text), 'a decimal amount with at most 4 decimals');
/** A strictly positive decimal amount. */
export const ZPositiveMoney = z
  .string()
  .refine(
    (text) => isMoney(text) && parseMinor(text) > 0n,
    'a decimal amount above zero with at most 4 decimals',
  );
/** A signed decimal amount, not zero (credits positive, debits negative). */
export const ZSignedMoney = z
  .string()
  .refine(
    (text) => isMoney(text, { allowNegative: true }) && parseMinor(text, { allowNegative: true }) !== 0n,
    'a non-zero decimal amount with at most 4 decimals',
  );

/** `GET /wps/v2/wallets/balance`: the player's main wallet. */
export const ZWalletBalance = z.object({
  balance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TWalletBalance = z.infer<typeof ZWalletBalance>;

// ---------------------------------------------------------------------------------------------
// Vendor wallet protocol (seamless wallet): what a game vendor sends and receives.
// ---------------------------------------------------------------------------------------------

/** Header naming the vendor credential (its key id, given with the secret at registration). */
export const VENDOR_KEY_HEADER = 'x-vendor-key';
/** Header with the Unix time in seconds at which the vendor signed the request. */
export const VENDOR_TIMESTAMP_HEADER = 'x-vendor-timestamp';
/** Header with hex HMAC-SHA256 over `${timestamp}.${rawBody}` under the vendor's secret. */
export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';
/** How far a vendor's timestamp may be from the platform's clock. */
export const VENDOR_TIMESTAMP_WINDOW_SECONDS = 300;

const ZId = z.string().min(1).max(128);
/** The player as the vendor knows them: `<merchantCode>:<memberId>`. */
export const ZVendorPlayerId = z
  .string()
  .regex(/^[A-Z0-9_]{2,32}:[1-9]\d{0,18}$/, 'merchantCode:memberId')
  .refine((id) => isRowIdInRange(id.slice(id.indexOf(':') + 1)), 'a member id within the 64-bit range');

export const ZVendorBalanceRequest = z.object({ requestId: ZId, playerId: ZVendorPlayerId });
export type TVendorBalanceRequest = z.infer<typeof ZVendorBalanceRequest>;

/** A bet (debit) of `amount` in a round; `transactionId` is the vendor's own, unique per vendor. */
export const ZVendorBetRequest = z.object({
  requestId: ZId,
  playerId: ZVendorPlayerId,
  transactionId: ZId,
  roundId: ZId,
  gameCode: ZId,
  amount: ZPositiveMoney,
});
export type TVendorBetRequest = z.infer<typeof ZVendorBetRequest>;

/** A win (credit, may be zero) that settles and closes the round. */
export const ZVendorWinRequest = ZVendorBetRequest.extend({ amount: ZMoney });
export type TVendorWinRequest = z.infer<typeof ZVendorWinRequest>;

/** Cancels the bet `betTransactionId`; the rollback has its own `transactionId`. */
export const ZVendorRollbackRequest = z.object({
  requestId: ZId,
  playerId: ZVendorPlayerId,
  transactionId: ZId,
  betTransactionId: ZId,
  roundId: ZId,
  gameCode: ZId,
});
export type TVendorRollbackRequest = z.infer<typeof ZVendorRollbackRequest>;

/** Every successful vendor answer: the request id echoed and the balance after the call. */
export const ZVendorWalletValue = z.object({
  requestId: z.string(),
  playerId: z.string(),
  balance: z.string(),
  currency: z.string(),
  transactionId: z.string().optional(),
});
export type TVendorWalletValue = z.infer<typeof ZVendorWalletValue>;

// ---------------------------------------------------------------------------------------------
// Operator (admin) wallet calls.
// ---------------------------------------------------------------------------------------------

export const ZRegisterVendor = z.object({ vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
export type TRegisterVendor = z.infer<typeof ZRegisterVendor>;

/** The vendor's credential; `secret` is shown once (registering again rotates it). */
export const ZVendorCredential = z.object({ vendorCode: z.string(), keyId: z.string(), secret: z.string() });
export type TVendorCredential = z.infer<typeof ZVendorCredential>;

/** A manual credit (positive) or debit (negative) of a member wallet against the house account. */
export const ZWalletAdjustment = z.object({
  memberId: ZRowId,
  amount: ZSignedMoney,
  idempotencyKey: z.string().min(1).max(128),
  reason: z.string().min(1).max(500),
});
export type TWalletAdjustment = z.infer<typeof ZWalletAdjustment>;

export const ZWalletAdjustmentResult = z.object({
  transactionId: z.string(),
  balance: z.string(),
  replayed: z.boolean(),
});
export type TWalletAdjustmentResult = z.infer<typeof ZWalletAdjustmentResult>;

// ---------------------------------------------------------------------------------------------
// Player money flows: payment password, transfers.
// ---------------------------------------------------------------------------------------------

/** A payment password: exactly 6 digits. */
export const ZPaymentPassword = z.string().regex(/^\d{6}$/, '6 digits');

/**
 * `POST /wps/member/paymentPassword` (T), a sensitive change: set one, change it with the old one
 * (`oldPaymentPassword`), or reset it with a code to the mobile or email on file. Setting the first
 * one needs a code or the login password (`ZSensitiveProof`).
 */
export const ZSetPaymentPassword = ZSensitiveProof.omit({ paymentPassword: true }).extend({
  oldPaymentPassword: ZPaymentPassword.optional(),
  newPaymentPassword: ZPaymentPassword,
});
export type TSetPaymentPassword = z.infer<typeof ZSetPaymentPassword>;

/** A client-chosen key per movement: a retry with the same key returns the first result. */
export const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, '8-100 of A-Z a-z 0-9 _ . : -');

/** `POST /wps/wallet/transfer/upline` (T, real money): member → its direct upline agent. */
export const ZTransferUpline = z.object({
  amount: ZPositiveMoney,
  paymentPassword: ZPaymentPassword,
  idempotencyKey: ZIdempotencyKey,
});
export type TTransferUpline = z.infer<typeof ZTransferUpline>;

/** `POST /wps/wallet/transfer/downline` (T, real money, agents): agent → a member of its downline. */
export const ZTransferDownline = ZTransferUpline.extend({ username: z.string().min(1).max(64) });
export type TTransferDownline = z.infer<typeof ZTransferDownline>;

/** The answer to a transfer: `balance` is the sender's balance after it. */
export const ZTransferResult = z.object({
  transactionId: z.string(),
  amount: z.string(),
  to: z.string(),
  balance: z.string(),
  replayed: z.boolean(),
});
export type TTransferResult = z.infer<typeof ZTransferResult>;

// ---------------------------------------------------------------------------------------------
// Deposits: payment channels and manual bank-transfer requests.
// ---------------------------------------------------------------------------------------------

/** `POST /wps/wallet/deposits` (T, real money): a manual deposit request, pending until an operator decides. */
export const ZDepositRequest = z.object({
  channel: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  amount: ZPositiveMoney,
  reference: z.string().trim().min(1).max(100),
  idempotencyKey: ZIdempotencyKey,
});
export type TDepositRequest = z.infer<typeof ZDepositRequest>;

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A deposit request as the player and the operator see it (`memberId`/`username` for operators). */
export const ZDeposit = z.object({
  id: z.string(),
  channel: z.string(),
  amount: z.string(),
  reference: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  memberId: z.string().optional(),
  username: z.string().optional(),
  /** True when the same idempotency key (request) or an earlier decision (operator) answered. */
  replayed: z.boolean().optional(),
  /** A pending QR deposit's code (PromptPay, VietQR), so the player can scan it again after a reload. */
  qr: z
    .object({ method: z.enum(['promptpay', 'vietqr']), payload: z.string() })
    .nullable()
    .optional(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

/** A list page number (query string): 1 to 10 000, so the OFFSET stays small. */
export const ZPageNo = z.coerce.number().int().min(1).max(10_000).default(1);

/** `GET /admin/api/merchants/:merchantCode/deposits?status=&pageNo=&pageSize=` */
export const ZDepositListQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TDepositListQuery = z.infer<typeof ZDepositListQuery>;

/** `POST …/deposits/:id/reject` body. */
export const ZRejectRequest = z.object({ reason: z.string().trim().min(1).max(500).optional() });
export type TRejectRequest = z.infer<typeof ZRejectRequest>;

/** A page of a list: the rows of page `pageNo` and the total over all pages. */
export function ZPage<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
}

// ---------------------------------------------------------------------------------------------
// Withdrawals: the bound bank account, requests with a hold, the confirmation flow.
// ---------------------------------------------------------------------------------------------

/**
 * `POST /wps/member/bankAccount` (T, real money), a sensitive change with proof: binds (or replaces)
 * the member's bank account. `payeeName` is needed only while none is on file (the first binding
 * fixes it; a later one may repeat it and must then match).
 */
export const ZBankAccountInput = ZSensitiveProof.extend({
  payeeName: z.string().trim().min(1).max(100).optional(),
  bankName: z.string().trim().min(1).max(100),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{4,40}$/),
});
export type TBankAccountInput = z.infer<typeof ZBankAccountInput>;

/** The bound bank account as shown back (`GET /wps/member/bankAccount`): payee name and number masked. */
export const ZBankAccount = z.object({
  payeeName: z.string(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** The answer to a binding: the account as read back, and until when withdrawals are held (a replacement). */
export const ZBankAccountBound = ZBankAccount.extend(ZSensitiveChangeResult.shape);
export type TBankAccountBound = z.infer<typeof ZBankAccountBound>;

/** `POST /wps/wallet/withdrawals` (T, real money): the amount is held until an operator decides. */
export const ZWithdrawalRequest = z.object({
  amount: ZPositiveMoney,
  paymentPassword: ZPaymentPassword,
  idempotencyKey: ZIdempotencyKey,
  /**
   * Issue 17: while a bonus is wagering a withdrawal is refused (BONUS_WAGERING_ACTIVE, naming the
   * bonus); `true` is the member's explicit confirmation to forfeit the active bonuses and withdraw.
   */
  forfeitBonus: z.boolean().optional(),
});
export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequest>;

export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'received',
  'disputed',
  'partially_received',
] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * A withdrawal. `status`: pending (held) → approved (paid out) | rejected (released);
 * approved → received | disputed (player: not received) | partially_received (player, with
 * `receivedAmount`); an operator can force disputed/partial/approved to received; unconfirmed
 * approved ones become received after the merchant's timeout (`confirmation: 'auto'`).
 */
export const ZWithdrawal = z.object({
  id: z.string(),
  amount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  confirmation: z.enum(['received', 'not_received', 'partial', 'forced', 'auto']).nullable(),
  receivedAmount: z.string().nullable(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  payeeName: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The member's wallet balance after the request (only on the request's answer). */
  balance: z.string().optional(),
  memberId: z.string().optional(),
  username: z.string().optional(),
  replayed: z.boolean().optional(),
  /** Operator reads only: the AML checks that flagged this request for manual review (issue 20). */
  amlFlags: z.array(z.object({ reason: z.string(), detail: z.string() })).optional(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

/** `POST /wps/wallet/withdrawals/:id/confirm` (T): the player's answer on an approved withdrawal. */
export const ZWithdrawalConfirm = z
  .object({
    result: z.enum(['received', 'not_received', 'partial']),
    receivedAmount: ZPositiveMoney.optional(),
  })
  .refine((v) => (v.result === 'partial') === (v.receivedAmount !== undefined), {
    message: 'receivedAmount is required for partial, and only for partial',
    path: ['receivedAmount'],
  });
export type TWithdrawalConfirm = z.infer<typeof ZWithdrawalConfirm>;

/** List queries of withdrawals (player: own; operator: the merchant's). */
export const ZWithdrawalListQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TWithdrawalListQuery = z.infer<typeof ZWithdrawalListQuery>;

// ---------------------------------------------------------------------------------------------
// Account records (transactionHistory): every movement of the member's main wallet.
// ---------------------------------------------------------------------------------------------

/** The widest range one records query may span. */
export const RECORDS_MAX_DAYS = 90;

/** Record types a member sees (ledger transaction kinds; transfers split by direction). */
export const RECORD_TYPES = [
  'adjustment',
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'transfer_in',
  'transfer_out',
  'bet',
  'win',
  'rollback',
  'resettlement',
  // Issue 18: the manual rebate, the points mall's money and referral rewards.
  'manual_rebate',
  'points_cash',
  'points_bonus',
  'points_convert',
  'points_redeem_pay',
  'points_redeem_refund',
  'referral_reward',
] as const;

/**
 * `GET /wps/wallet/records` (T): `from`/`to` ISO date-times (inclusive; default the last 90 days
 * up to now; `from` ≤ `to`, at most 90 days apart), optional `type`, paged newest first.
 */
export const ZRecordsQuery = z.object({
  from: ZInstant.optional(),
  to: ZInstant.optional(),
  type: z
    .string()
    .regex(/^[a-z_]{2,40}$/)
    .optional(),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TRecordsQuery = z.infer<typeof ZRecordsQuery>;

/** One movement of the member's wallet: `amount` signed (+ in, − out), `balanceAfter` after it. */
export const ZWalletRecord = z.object({
  id: z.string(),
  transactionId: z.string(),
  time: z.string(),
  type: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  reference: z.string().nullable(),
});
export type TWalletRecord = z.infer<typeof ZWalletRecord>;

export const ZWalletRecords = z.object({
  list: z.array(ZWalletRecord),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type TWalletRecords = z.infer<typeof ZWalletRecords>;
