import { z } from 'zod';

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
export const ZVendorPlayerId = z.string().regex(/^[A-Z0-9_]{2,32}:[1-9]\d{0,18}$/, 'merchantCode:memberId');

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
  memberId: z.string().regex(/^[1-9]\d{0,18}$/),
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
