import { ZDeposit, ZIdempotencyKey, ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

// ---------------------------------------------------------------------------------------------
// Payment channels (depositv2): how a merchant takes money in. A `manual` channel is a bank
// transfer an operator checks; a `gateway` channel sends the player to a payment gateway's hosted
// page and is settled by the gateway's signed callback.
// ---------------------------------------------------------------------------------------------

export const PAYMENT_CHANNEL_KINDS = ['manual', 'gateway'] as const;
export type TPaymentChannelKind = (typeof PAYMENT_CHANNEL_KINDS)[number];

/** A channel code: upper-case letters, digits and underscore (`BANK`, `SANDBOX_PAY`). */
export const ZChannelCode = z.string().regex(/^[A-Z0-9_]{2,32}$/, '2-32 of A-Z 0-9 _');

/** What a player transfers to on a manual bank channel. */
export const ZBankDetails = z.object({
  bankName: z.string().trim().min(1).max(100),
  accountName: z.string().trim().min(1).max(100),
  accountNumber: z.string().trim().min(4).max(40),
  branch: z.string().trim().max(100).optional(),
});
export type TBankDetails = z.infer<typeof ZBankDetails>;

/** Gateway codes the platform has an adapter for (a real gateway adds its code and adapter). */
export const GATEWAY_CODES = ['SANDBOX'] as const;
export type TGatewayCode = (typeof GATEWAY_CODES)[number];

const ZHttpUrl = z.url({ protocol: /^https?$/ }).max(300);

/**
 * How a gateway channel takes the money: `hosted` sends the player to the gateway's page (cards);
 * `promptpay` (Thailand, THB) and `vietqr` (Vietnam, VND) show a national-standard EMVCo QR with
 * the amount and the order reference that the player scans in a banking app; `ewallet` sends the
 * player to approve the payment in an e-wallet.
 */
export const GATEWAY_METHODS = ['hosted', 'promptpay', 'vietqr', 'ewallet'] as const;
export type TGatewayMethod = (typeof GATEWAY_METHODS)[number];
/** The QR methods and the one currency each national scheme carries. */
export const QR_METHOD_CURRENCY = { promptpay: 'THB', vietqr: 'VND' } as const;
export type TQrMethod = keyof typeof QR_METHOD_CURRENCY;
export function isQrMethod(method: string | null | undefined): method is TQrMethod {
  return method === 'promptpay' || method === 'vietqr';
}

/**
 * Who a QR pays. PromptPay: `account` is a mobile number (10 digits from 0), a national or tax id
 * (13 digits) or an e-wallet id (15 digits). VietQR: `bank` is the NAPAS BIN (6 digits) and
 * `account` the account number.
 */
export const ZQrPayee = z.object({
  account: z.string().regex(/^[0-9]{6,19}$/, '6-19 digits'),
  bank: z
    .string()
    .regex(/^[0-9]{6}$/, '6 digits')
    .optional(),
  /** The account holder's name the player's bank shows before paying. */
  name: z.string().trim().min(1).max(25).optional(),
});
export type TQrPayee = z.infer<typeof ZQrPayee>;

/** A gateway channel's connection: the gateway, our merchant id there, the shared HMAC secret, its base URL. */
export const ZGatewaySettingsInput = z.object({
  gatewayCode: z.enum(GATEWAY_CODES),
  merchantId: z.string().trim().min(1).max(64),
  secret: z.string().min(16).max(200),
  /** Base URL of the gateway: its API and its hosted payment page live under it. */
  pageUrl: ZHttpUrl,
  /** How the player pays (default `hosted`); a QR method needs `payee`. */
  method: z.enum(GATEWAY_METHODS).optional(),
  payee: ZQrPayee.optional(),
});
export type TGatewaySettingsInput = z.infer<typeof ZGatewaySettingsInput>;

const ZChannelCommon = {
  name: z.string().trim().min(1).max(100),
  minAmount: ZPositiveMoney,
  maxAmount: ZPositiveMoney,
  enabled: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(9999).optional(),
};

/** `POST /admin/api/merchants/:merchantCode/paymentChannels`: a new channel of either kind. */
export const ZPaymentChannelCreate = z.discriminatedUnion('kind', [
  z.object({ code: ZChannelCode, kind: z.literal('manual'), ...ZChannelCommon, bankDetails: ZBankDetails }),
  z.object({
    code: ZChannelCode,
    kind: z.literal('gateway'),
    ...ZChannelCommon,
    gateway: ZGatewaySettingsInput,
  }),
]);
export type TPaymentChannelCreate = z.infer<typeof ZPaymentChannelCreate>;

/**
 * `PATCH /admin/api/merchants/:merchantCode/paymentChannels/:code`: change any field but the code
 * and kind (`enabled: false` disables). Gateway settings are replaced as a whole; omit `secret` to keep it.
 */
export const ZPaymentChannelUpdate = z
  .object({
    name: ZChannelCommon.name,
    minAmount: ZPositiveMoney,
    maxAmount: ZPositiveMoney,
    enabled: z.boolean(),
    sortOrder: z.number().int().min(0).max(9999),
    bankDetails: ZBankDetails,
    gateway: ZGatewaySettingsInput.extend({ secret: ZGatewaySettingsInput.shape.secret.optional() }),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'nothing to change');
export type TPaymentChannelUpdate = z.infer<typeof ZPaymentChannelUpdate>;

/** A channel as the operator sees it: never the secret, only its last four characters. */
export const ZPaymentChannelAdmin = z.object({
  code: z.string(),
  kind: z.enum(PAYMENT_CHANNEL_KINDS),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  bankDetails: ZBankDetails.nullable(),
  gateway: z
    .object({
      gatewayCode: z.string(),
      merchantId: z.string(),
      pageUrl: z.string(),
      secretHint: z.string(),
      method: z.enum(GATEWAY_METHODS),
      payee: ZQrPayee.nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPaymentChannelAdmin = z.infer<typeof ZPaymentChannelAdmin>;

/**
 * `GET /wps/wallet/channels` (T): one of the merchant's enabled channels in display order, with its
 * limits; `bank` is what to transfer to (manual), `gatewayCode` which gateway (for its logo).
 */
export const ZDepositChannel = z.object({
  code: z.string(),
  kind: z.enum(PAYMENT_CHANNEL_KINDS),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  bank: ZBankDetails.nullable(),
  gatewayCode: z.string().nullable(),
  /** How a gateway channel is paid (null for a manual channel): the site's QR, or a redirect. */
  method: z.enum(GATEWAY_METHODS).nullable(),
});
export type TDepositChannel = z.infer<typeof ZDepositChannel>;

/** `POST /wps/wallet/deposits/gateway` (T, real money): start a deposit on a gateway channel. */
export const ZGatewayDepositRequest = z.object({
  channel: ZChannelCode,
  amount: ZPositiveMoney,
  idempotencyKey: ZIdempotencyKey,
});
export type TGatewayDepositRequest = z.infer<typeof ZGatewayDepositRequest>;

/** The started gateway deposit (pending) and the hosted payment page to send the player to. */
export const ZGatewayDepositStart = z.object({
  deposit: ZDeposit,
  redirectUrl: z.string(),
  /** A QR method's EMVCo payload (amount and reference in it): the site shows it for the player to scan. */
  qrPayload: z.string().nullable(),
});
export type TGatewayDepositStart = z.infer<typeof ZGatewayDepositStart>;

/** What the platform answers a gateway callback with (2xx stops the gateway's retries). */
export const ZGatewayCallbackResult = z.object({
  depositId: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** True only for the one callback that credited the wallet. */
  credited: z.boolean(),
});
export type TGatewayCallbackResult = z.infer<typeof ZGatewayCallbackResult>;

// ---------------------------------------------------------------------------------------------
// The sandbox gateway's own wire protocol (apps/sandbox-gateway): what the platform's sandbox
// adapter sends and what the gateway's callbacks carry. A real gateway has its own adapter.
// ---------------------------------------------------------------------------------------------

/** Headers of a signed sandbox call (both directions): HMAC-SHA256 hex of `${timestamp}.${rawBody}`. */
export const SANDBOX_HEADERS = {
  merchant: 'x-sandbox-merchant',
  timestamp: 'x-sandbox-timestamp',
  signature: 'x-sandbox-signature',
} as const;

/**
 * How the sandbox delivers a payment's callbacks, to test the platform: `normal` once;
 * `duplicate` the final event twice at the same time and once more later; `out_of_order` the
 * final event, then the stale PENDING one, then the final again; `contradictory` the final event
 * followed by the opposite final status and a PENDING (what a buggy gateway might send).
 */
export const SANDBOX_SCENARIOS = ['normal', 'duplicate', 'out_of_order', 'contradictory'] as const;
export type TSandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

export const SANDBOX_PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type TSandboxPaymentStatus = (typeof SANDBOX_PAYMENT_STATUSES)[number];

/** `POST {gateway}/api/v1/payments` (signed): create (or, for the same orderId, return) a payment. */
export const ZSandboxCreatePayment = z.object({
  orderId: z.string().min(1).max(64),
  amount: ZPositiveMoney,
  currency: z.string().regex(/^[A-Z]{3}$/),
  merchantName: z.string().min(1).max(100),
  description: z.string().max(200).optional(),
  callbackUrl: ZHttpUrl,
  returnUrl: ZHttpUrl,
  scenario: z.enum(SANDBOX_SCENARIOS).optional(),
  method: z.enum(GATEWAY_METHODS).optional(),
  payee: ZQrPayee.optional(),
});
export type TSandboxCreatePayment = z.infer<typeof ZSandboxCreatePayment>;

/** The sandbox's answer to a create: its payment id and the hosted page to send the player to. */
export const ZSandboxPayment = z.object({
  paymentId: z.string(),
  status: z.enum(SANDBOX_PAYMENT_STATUSES),
  payUrl: z.string(),
  /** For a QR method: the EMVCo payload the player's bank app scans. */
  qrPayload: z.string().optional(),
});
export type TSandboxPayment = z.infer<typeof ZSandboxPayment>;

/** The body of a sandbox callback (signed with the merchant's secret). */
export const ZSandboxCallback = z.object({
  eventId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  merchantId: z.string().min(1).max(64),
  orderId: z.string().min(1).max(64),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(SANDBOX_PAYMENT_STATUSES),
  occurredAt: z.string(),
});
export type TSandboxCallback = z.infer<typeof ZSandboxCallback>;
