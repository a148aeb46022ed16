import { ZInstant, ZRowId } from './primitives.ts';
import * as z from './z.ts';

/**
 * messageV2 (issue 18): the member's inbox. Two sources share it: system messages to one member
 * (`source: 'system'`, a `kind` the site translates and its `params`: security notices, deposit
 * approved, withdrawal paid, bonus issued, contract offered) and the operator's platform messages
 * (`source: 'platform'`, `title` and `body` as the operator wrote them) sent to an audience.
 * An id is `s<n>` (system) or `b<n>` (platform), so read and delete name either.
 */
export const ZInboxMessageId = z.string().regex(/^[sb][1-9]\d{0,18}$/, 'a message id');
export const ZInboxMessageParams = z.object({ id: ZInboxMessageId });

/** The system message kinds the platform sends besides the security notices (`security_*`). */
export const SYSTEM_MESSAGE_KINDS = [
  'deposit_approved',
  'withdrawal_paid',
  'bonus_issued',
  'contract_offered',
] as const;
export type TSystemMessageKind = (typeof SYSTEM_MESSAGE_KINDS)[number];

/** Who a platform message goes to: every member, one VIP level, an agent's whole downline, or one member. */
export const ZMessageAudience = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  z.object({ type: z.literal('vipLevel'), level: z.number().int().min(0).max(100) }),
  z.object({ type: z.literal('downline'), agent: z.string().trim().min(1).max(64) }),
  z.object({ type: z.literal('member'), username: z.string().trim().min(1).max(64) }),
]);
export type TMessageAudience = z.infer<typeof ZMessageAudience>;

/** `POST /admin/api/merchants/:merchantCode/messages`: a platform message, delivered at once. */
export const ZAdminMessageInput = z.object({
  audience: ZMessageAudience,
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(4000),
});
export type TAdminMessageInput = z.infer<typeof ZAdminMessageInput>;

/** A platform message as the operator sees it: its audience and how many members opened it. */
export const ZAdminMessage = z.object({
  id: z.string(),
  audience: ZMessageAudience,
  title: z.string(),
  body: z.string(),
  sentBy: z.string(),
  sentAt: z.string(),
  readCount: z.number().int(),
});
export type TAdminMessage = z.infer<typeof ZAdminMessage>;

export const ZAdminMessagesQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZAdminMessagePage = z.object({
  list: z.array(ZAdminMessage),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminMessagePage = z.infer<typeof ZAdminMessagePage>;

// ---- red envelopes ---------------------------------------------------------------------------

/**
 * A red-envelope rain as a member sees it. Its pool is split into `envelopeCount` amounts fixed by
 * a secret seed whose SHA-256 (`seedHash`) is published from the start; the seed itself once the
 * rain has ended, so anyone can recompute every amount (`splitRedEnvelopePool` in @croupier/games).
 */
export const ZRedEnvelopeRain = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** `upcoming`, `live` (claims open), `ended` (time is up or every envelope is taken), `cancelled`. */
  status: z.enum(['upcoming', 'live', 'ended', 'cancelled']),
  poolAmount: z.string(),
  envelopeCount: z.number().int(),
  remaining: z.number().int(),
  seedHash: z.string(),
  /** The committed seed, published once the rain is over (null before). */
  seed: z.string().nullable(),
  /** What a member needs in the qualifying period (from `qualifyFrom` to the claim), null when nothing. */
  minDeposit: z.string().nullable(),
  minValidBet: z.string().nullable(),
  qualifyFrom: z.string(),
  /** The caller's envelope when it claimed one (null for a visitor or before claiming). */
  claimed: z.object({ amount: z.string(), sequence: z.number().int(), claimedAt: z.string() }).nullable(),
});
export type TRedEnvelopeRain = z.infer<typeof ZRedEnvelopeRain>;

/** `GET /wps/redEnvelopes/current` (token optional): the live rain, else the next one, else null. */
export const ZCurrentRedEnvelope = z.object({ rain: ZRedEnvelopeRain.nullable() });
export type TCurrentRedEnvelope = z.infer<typeof ZCurrentRedEnvelope>;

/** `POST /wps/redEnvelopes/:id/claim` (T, real money): the member's envelope, once; a repeat is replayed. */
export const ZRedEnvelopeClaim = z.object({
  amount: z.string(),
  sequence: z.number().int(),
  balance: z.string().nullable(),
  replayed: z.boolean(),
});
export type TRedEnvelopeClaim = z.infer<typeof ZRedEnvelopeClaim>;

export const ZRedEnvelopeParams = z.object({ id: ZRowId });

/** `POST /admin/api/merchants/:merchantCode/redEnvelopes`: schedule a rain. */
export const ZAdminRedEnvelopeInput = z
  .object({
    title: z.string().trim().min(1).max(80),
    startsAt: ZInstant,
    endsAt: ZInstant,
    /** Decimal amount of the whole pool. */
    poolAmount: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal amount'),
    envelopeCount: z.number().int().min(1).max(100_000),
    minDeposit: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,4})?$/)
      .nullable()
      .default(null),
    minValidBet: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,4})?$/)
      .nullable()
      .default(null),
    /** Start of the qualifying period (deposits and valid bets count from it); default 7 days before the start. */
    qualifyFrom: ZInstant.optional(),
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type TAdminRedEnvelopeInput = z.input<typeof ZAdminRedEnvelopeInput>;

/** A rain as the operator sees it: the public view plus what was paid. */
export const ZAdminRedEnvelope = ZRedEnvelopeRain.omit({ claimed: true }).extend({
  claimedCount: z.number().int(),
  claimedAmount: z.string(),
  createdBy: z.string(),
});
export type TAdminRedEnvelope = z.infer<typeof ZAdminRedEnvelope>;
