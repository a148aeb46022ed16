import { randomInt } from 'node:crypto';
import { isTrialType, maskEmail, maskMobile, type TForgotMethods } from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { AccountsService, RequestContext } from './accounts.service.ts';
import type { MembersRepository } from './members.repository.ts';
import type { OneTimeLinksRepository } from './one-time-links.repository.ts';
import { hashPassword, temporaryPasswordExpiry } from './passwords.ts';
import { newSecret, type SessionsService, sha256 } from './sessions.service.ts';
import type { VerificationPorts } from './verification-ports.ts';

/** Minutes an emailed reset link works. */
export const RESET_LINK_TTL_MINUTES = 30;
/** The player site's page that confirms a reset (`?token=`). */
export const RESET_PAGE_PATH = '/reset-password';

/**
 * Forgotten password by email (issue 21, finding 9): asking changes nothing; it emails the account's
 * address a link, and only its owner following it and choosing a new password changes the password
 * (then every session ends). The link's token is 256 random bits stored as SHA-256, valid once, for
 * RESET_LINK_TTL_MINUTES; a newer email voids older links.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly members: MembersRepository,
    private readonly links: OneTimeLinksRepository,
    private readonly sessions: SessionsService,
    private readonly verification: Pick<VerificationPorts, 'hit' | 'sendEmail'>,
    private readonly accounts: Pick<AccountsService, 'assertNewPassword'>,
    private readonly audit: AuditLog,
  ) {}

  /**
   * The recovery methods the username's account can use, so the dialog offers only those (a member
   * who never gave an e-mail is not asked for one). Contact details come back masked; an unknown or
   * trial username answers like an account without any method. Limited per IP like the e-mail
   * request, so it cannot be used to walk the member list. Errors: TOO_MANY_REQUESTS.
   */
  async methods(merchant: Merchant, username: string, context: RequestContext): Promise<TForgotMethods> {
    const limit = await this.verification.hit(`forgot-methods:${merchant.id}:${context.ip}`, {
      limit: 20,
      windowSeconds: 3600,
    });
    if (!limit.allowed)
      throw new AppError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: limit.retryAfterSeconds } });
    const member = await this.members.findByUsername(merchant.id, username);
    if (!member || isTrialType(member.type)) return { methods: [], maskedEmail: null, maskedMobile: null };
    const email = member.email || null;
    const mobile = merchant.flags.forgotPasswordByPhone ? member.mobile_num || null : null;
    return {
      methods: [...(email ? (['email'] as const) : []), ...(mobile ? (['mobile'] as const) : [])],
      maskedEmail: email && maskEmail(email),
      maskedMobile: mobile && maskMobile(mobile),
    };
  }

  /**
   * Emails the reset link when username and email match; the password stays as it is.
   * `siteOrigin` is the merchant site the request came to (the link leads there).
   * Errors: USERNAME_OR_EMAIL_NOT_FOUND, TOO_MANY_REQUESTS.
   */
  async request(
    merchant: Merchant,
    input: { username: string; email: string },
    context: RequestContext & { siteOrigin: string },
  ): Promise<void> {
    const limit = await this.verification.hit(`forgot-email:${merchant.id}:${context.ip}`, {
      limit: 5,
      windowSeconds: 3600,
    });
    if (!limit.allowed)
      throw new AppError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: limit.retryAfterSeconds } });
    const member = await this.members.findByUsername(merchant.id, input.username);
    if (
      !member?.email ||
      member.email.toLowerCase() !== input.email.toLowerCase() ||
      isTrialType(member.type)
    ) {
      throw new AppError('USERNAME_OR_EMAIL_NOT_FOUND');
    }
    const token = newSecret();
    await this.db.transaction().execute(async (tx) => {
      await this.links.insertResetLink(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60_000),
      });
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: `member:${member.id}`,
        action: 'member.password.reset_link_sent',
        ip: context.ip,
        requestId: context.requestId,
      });
    });
    const link = `${context.siteOrigin}${RESET_PAGE_PATH}?token=${token}`;
    await this.verification.sendEmail({
      merchant,
      to: member.email,
      subject: `${merchant.name}: reset your password`,
      text: `Hello ${member.username},\n\nSomeone asked to reset the password of your account. If it was you, open this link within ${RESET_LINK_TTL_MINUTES} minutes and choose a new password:\n\n${link}\n\nIf it was not you, ignore this email: your password has not changed.\n\n${merchant.name}`,
    });
  }

  /**
   * Sets the new password of the link's member, uses the link up and ends every session of the
   * member. Errors: VALIDATION_FAILED (password rule), TICKET_INVALID (unknown, used or expired link).
   */
  async confirm(
    merchant: Merchant,
    input: { token: string; newPassword: string; confirmNewPassword: string },
    context: RequestContext,
  ): Promise<void> {
    this.accounts.assertNewPassword(merchant, input.newPassword, input.confirmNewPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction().execute(async (tx) => {
      const memberId = await this.links.useResetLink(tx, merchant.id, sha256(input.token), new Date());
      if (memberId === undefined) throw new AppError('TICKET_INVALID');
      await this.members.updatePassword(tx, merchant.id, memberId, passwordHash);
      await this.sessions.revokeAllOf(tx, memberId);
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: `member:${memberId}`,
        action: 'member.password.reset_by_email',
        ip: context.ip,
        requestId: context.requestId,
      });
    });
  }

  /**
   * A fresh temporary password and its hash, made before the transaction that stores it (an argon2id
   * hash takes a tenth of a second that no row lock or connection should wait for).
   */
  async newTemporary(): Promise<TemporaryPassword> {
    const password = newTemporaryPassword();
    return { password, hash: await hashPassword(password) };
  }

  /**
   * An operator's reset (console): sets the temporary password inside the caller's transaction (so
   * the operator's audit row lands with it), marks it temporary (the member must choose a new one
   * before any other call; it signs in for TEMPORARY_PASSWORD_VALID_HOURS) and ends every session of
   * the member. Answers the member's username and when the password stops signing in; undefined
   * when the merchant has no such real-money member.
   */
  async issueTemporary(
    tx: Transaction<Database>,
    merchantId: bigint,
    memberId: bigint,
    temporary: TemporaryPassword,
  ): Promise<{ username: string; expiresAt: Date } | undefined> {
    const changed = await this.members.setTemporaryPassword(tx, merchantId, memberId, temporary.hash);
    if (!changed) return undefined;
    await this.sessions.revokeAllOf(tx, memberId);
    return { username: changed.username, expiresAt: temporaryPasswordExpiry(changed.password_changed_at) };
  }
}

/** A temporary password and its argon2id hash (only the hash is stored). */
export interface TemporaryPassword {
  password: string;
  hash: string;
}

/** Letters and digits a person reads aloud without confusion (no 0/O, 1/l/I). */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A 12-character temporary password (about 69 bits) with at least one letter and one digit, so it
 * passes the usual password rules when the player types it as the old password.
 */
export function newTemporaryPassword(): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < 12; i++) password += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
    if (/\d/.test(password) && /[a-zA-Z]/.test(password)) return password;
  }
}
