import * as z from './z.ts';

/** Where a one-time code goes. */
export const VERIFICATION_CHANNELS = ['sms', 'email'] as const;
export const ZVerificationChannel = z.enum(VERIFICATION_CHANNELS);
export type TVerificationChannel = z.infer<typeof ZVerificationChannel>;

/**
 * What a one-time code proves. A code sent for one purpose never verifies another, so a login code
 * cannot reset a password.
 */
export const VERIFICATION_PURPOSES = [
  'login',
  'register',
  'reset',
  'second_factor',
  'bind',
  'sensitive_change',
] as const;
export const ZVerificationPurpose = z.enum(VERIFICATION_PURPOSES);
export type TVerificationPurpose = z.infer<typeof ZVerificationPurpose>;

/** Characters a captcha draws from: upper case and digits without look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CAPTCHA_LENGTH = 4;

/**
 * `GET /wps/captcha`: `value` is the image as base64 PNG (no data: prefix), as the spec has it;
 * `captchaKey` names the captcha so the answer can be checked by any server process. The key goes
 * back with the answer (`captchaKey` + `captcha`) on the call the captcha protects.
 */
export const ZCaptchaResponse = z.object({
  success: z.literal(true),
  value: z.string(),
  captchaKey: z.string(),
});
export type TCaptchaResponse = z.infer<typeof ZCaptchaResponse>;

/**
 * An ALTCHA proof-of-work challenge, in the shape the ALTCHA widget takes (`challengejson`). The salt
 * carries the expiry. `GET /wps/verification/challenge` answers it as `{ success: true, value }`,
 * like every other call, so the site fetches it and hands `value` to the widget.
 */
export const ZAltchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type TAltchaChallenge = z.infer<typeof ZAltchaChallenge>;

/**
 * The solved challenge as the widget submits it, base64 of this JSON. Calls that need a human send
 * it in their `humanVerification` field.
 */
export const ZAltchaPayload = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0),
  salt: z.string().min(1).max(512),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
  took: z.number().optional(),
});
export type TAltchaPayload = z.infer<typeof ZAltchaPayload>;

/** Operator view of the development outbox: messages that were "sent" without a real provider. */
export const ZOutboxQuery = z.object({
  channel: ZVerificationChannel.optional(),
  destination: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: ZVerificationChannel,
  destination: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** Newest first. */
export const ZOutboxList = z.array(ZOutboxMessage);
export type TOutboxList = z.infer<typeof ZOutboxList>;
