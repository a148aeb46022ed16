import { ZVerificationChannel } from './verification.ts';
import * as z from './z.ts';

// ---------------------------------------------------------------------------------------------
// Sensitive account changes (issue #21 finding 6): binding, replacing or removing the bank account,
// setting, changing or resetting the payment password, changing the mobile number or the email.
// Each needs proof, notifies the member, is audited, and a change of something already on file
// holds withdrawals for the merchant's period. Personal data is masked in every player read.
// ---------------------------------------------------------------------------------------------

/**
 * The proof a sensitive change carries, one of: the current payment password (when set); a fresh
 * code sent to the member's mobile or email on file (`POST /wps/member/security/code`); or, while no
 * payment password is set yet, the login password (re-authentication). A wrong one counts toward
 * the payment password lock-out.
 */
export const ZSensitiveProof = z.object({
  paymentPassword: z
    .string()
    .regex(/^\d{6}$/, '6 digits')
    .optional(),
  verificationChannel: ZVerificationChannel.optional(),
  verificationCode: z
    .string()
    .regex(/^\d{4,8}$/, '4-8 digits')
    .optional(),
  loginPassword: z.string().min(1).max(64).optional(),
});
export type TSensitiveProof = z.infer<typeof ZSensitiveProof>;

/** The kinds of proof a member can give (the `methods` of a SENSITIVE_PROOF_REQUIRED answer). */
export const SENSITIVE_PROOF_METHODS = ['paymentPassword', 'sms', 'email', 'loginPassword'] as const;
export type TSensitiveProofMethod = (typeof SENSITIVE_PROOF_METHODS)[number];

/** What changed: the kind of a sensitive change (history rows, member messages, audit). */
export const SENSITIVE_CHANGE_KINDS = [
  'bank_account_bind',
  'bank_account_replace',
  'bank_account_remove',
  'payment_password_set',
  'payment_password_change',
  'payment_password_reset',
  'mobile_change',
  'email_change',
  'totp_enable',
  'totp_disable',
] as const;
export type TSensitiveChangeKind = (typeof SENSITIVE_CHANGE_KINDS)[number];

/** `POST /wps/member/security/code` (T): a code to the member's own mobile (`sms`) or email on file. */
export const ZSecurityCodeRequest = z.object({ channel: ZVerificationChannel });
export type TSecurityCodeRequest = z.infer<typeof ZSecurityCodeRequest>;

/** `DELETE /wps/member/bankAccount` (T): removes the bound bank account, with proof. */
export const ZBankAccountRemove = ZSensitiveProof;
export type TBankAccountRemove = z.infer<typeof ZBankAccountRemove>;

const ZNewMobile = {
  mobileNum: z.string().trim().min(4).max(20),
  countryDialingCode: z
    .string()
    .regex(/^\+?\d{1,4}$/)
    .optional(),
};
const ZNewEmail = z
  .string()
  .trim()
  .max(128)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address');
/** The code sent to the new mobile or email (`POST /wps/member/security/contactCode`): the member owns it. */
const ZNewContactCode = z.string().regex(/^\d{4,8}$/, '4-8 digits');

/**
 * `POST /wps/member/security/contactCode` (T): a code to the mobile number or email the member is
 * about to bind (purpose `bind`). Refused when it is already on file (VALIDATION_FAILED) or another
 * member's (MOBILE_TAKEN, EMAIL_TAKEN).
 */
export const ZContactCodeRequest = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('sms'), ...ZNewMobile }),
  z.object({ channel: z.literal('email'), email: ZNewEmail }),
]);
export type TContactCodeRequest = z.infer<typeof ZContactCodeRequest>;

/**
 * `POST /wps/member/mobile` (T): binds or changes the member's mobile number. Always with the code
 * sent to the new number (`newCode`); a first binding also with a proof of {@link ZSensitiveProof};
 * replacing a bound number with a code sent to the old number (`verificationChannel: 'sms'`).
 */
export const ZChangeMobileRequest = ZSensitiveProof.extend({ ...ZNewMobile, newCode: ZNewContactCode });
export type TChangeMobileRequest = z.infer<typeof ZChangeMobileRequest>;

/** `POST /wps/member/email` (T): binds or changes the email, as {@link ZChangeMobileRequest} (old code by `email`). */
export const ZChangeEmailRequest = ZSensitiveProof.extend({ email: ZNewEmail, newCode: ZNewContactCode });
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

/** The answer to a sensitive change: until when withdrawals are held (null: not held). */
export const ZSensitiveChangeResult = z.object({
  kind: z.enum(SENSITIVE_CHANGE_KINDS),
  withdrawalsHeldUntil: z.string().nullable(),
});
export type TSensitiveChangeResult = z.infer<typeof ZSensitiveChangeResult>;

/** The member's security state (in the money overview): masked contacts and the withdrawal hold. */
export const ZMemberSecurity = z.object({
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  /** The proofs this member can give now, in the order the site offers them. */
  proofMethods: z.array(z.enum(SENSITIVE_PROOF_METHODS)),
  /** Withdrawals are refused until this instant (a recent sensitive change), or null. */
  withdrawalsHeldUntil: z.string().nullable(),
  /** Google Authenticator (TOTP) is on: a login from a new address asks for its code. */
  totpEnabled: z.boolean(),
});
export type TMemberSecurity = z.infer<typeof ZMemberSecurity>;

// ---------------------------------------------------------------------------------------------
// Google Authenticator (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) as the player's second factor.
// ---------------------------------------------------------------------------------------------

/**
 * `POST /wps/member/security/totp/setup` (T): a new secret for the member's authenticator app,
 * shown once (base32 and as an otpauth URI for the QR code); nothing is on until it is confirmed.
 */
export const ZTotpSetup = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

/** `POST /wps/member/security/totp/enable|disable` (T): the 6-digit code the app shows now. */
export const ZTotpCodeRequest = z.object({ code: z.string().regex(/^\d{6}$/, '6 digits') });
export type TTotpCodeRequest = z.infer<typeof ZTotpCodeRequest>;

/** One in-site message to the member (`GET /wps/member/messages`): `kind` names the text, `params` fill it. */
export const ZMemberMessage = z.object({
  /** `s<n>` for a system message, `b<n>` for an operator's platform message (see messages.ts). */
  id: z.string(),
  source: z.enum(['system', 'platform']),
  kind: z.string(),
  params: z.record(z.string(), z.string()),
  /** The operator's own words on a platform message; null on a system message (the site words it). */
  title: z.string().nullable(),
  body: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type TMemberMessage = z.infer<typeof ZMemberMessage>;

export const ZMemberMessagesQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TMemberMessagesQuery = z.infer<typeof ZMemberMessagesQuery>;

export const ZMemberMessages = z.object({
  list: z.array(ZMemberMessage),
  total: z.number().int(),
  unread: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type TMemberMessages = z.infer<typeof ZMemberMessages>;

/** `GET /wps/member/messages/unread` and `POST /wps/member/messages/:id/read` (T): the unread count. */
export const ZUnreadCount = z.object({ unread: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/**
 * `GET /wps/member/badges` (T): the counts the member menu shows on its mission, message and reward
 * items (spec section 5). Missions and rewards count what the member can act on there.
 */
export const ZMemberBadges = z.object({
  mission: z.number().int(),
  message: z.number().int(),
  reward: z.number().int(),
});
export type TMemberBadges = z.infer<typeof ZMemberBadges>;

/** `GET|PUT /admin/api/merchants/:merchantCode/memberSecurity`: the merchant's withdrawal hold period. */
export const ZMemberSecuritySettings = z.object({
  /** Hours withdrawals are held after a sensitive change (0: no hold). Default 24. */
  withdrawalHoldHours: z.number().int().min(0).max(720),
});
export type TMemberSecuritySettings = z.infer<typeof ZMemberSecuritySettings>;

/** `GET /admin/api/merchants/:merchantCode/sensitiveChanges?memberId=`: the history operators see. */
export const ZSensitiveChangesQuery = z.object({
  memberId: z
    .string()
    .regex(/^[1-9]\d{0,18}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TSensitiveChangesQuery = z.infer<typeof ZSensitiveChangesQuery>;

export const ZSensitiveChangeAdmin = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  kind: z.enum(SENSITIVE_CHANGE_KINDS),
  proof: z.string(),
  createdAt: z.string(),
  withdrawalsHeldUntil: z.string(),
  isHolding: z.boolean(),
});
export type TSensitiveChangeAdmin = z.infer<typeof ZSensitiveChangeAdmin>;

// ---------------------------------------------------------------------------------------------
// Masking: the one helper every player read uses. What a read returns can never answer a check
// (the second factor's payee name, a proof), and never shows a full number or name.
// ---------------------------------------------------------------------------------------------

/** `6222021234561234` → `6222 **** **** 1234`; short numbers keep only the last 4. */
export function maskAccountNumber(number: string): string {
  const compact = number.replace(/[\s-]/g, '');
  if (compact.length <= 8) return `**** ${compact.slice(-4)}`;
  return `${compact.slice(0, 4)} **** **** ${compact.slice(-4)}`;
}

/** `John Doe` → `J*** D**`; each word keeps its first character (a one-letter word is starred). */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const chars = Array.from(word);
      if (chars.length <= 1) return '*';
      return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
    })
    .join(' ');
}

/** `13812345678` → `138****5678`, `+8613812345678` → `+86138****5678`. */
export function maskMobile(mobile: string): string {
  const chars = Array.from(mobile);
  if (chars.length <= 6) return `****${chars.slice(-2).join('')}`;
  const head = Math.max(3, chars.length - 8);
  return `${chars.slice(0, head).join('')}****${chars.slice(-4).join('')}`;
}

/** `john@example.com` → `j***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${Array.from(email.slice(0, at))[0]}***${email.slice(at)}`;
}
