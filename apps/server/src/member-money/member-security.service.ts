import {
  isTrialType,
  maskEmail,
  maskMobile,
  type TChangeEmailRequest,
  type TChangeMobileRequest,
  type TContactCodeRequest,
  type TLanguage,
  type TMemberBadges,
  type TMemberSecurity,
  type TMemberSecuritySettings,
  type TSensitiveChangeKind,
  type TSensitiveChangeResult,
  type TSensitiveChangesQuery,
  type TSensitiveProof,
  type TSensitiveProofMethod,
  type TSetPaymentPassword,
  type TTotpCodeRequest,
  type TTotpSetup,
  type TVerificationChannel,
} from '@croupier/contracts';
import { type Kysely, sql } from 'kysely';
import type { AuthenticatorService } from '../accounts/authenticator.service.ts';
import type { MemberDirectory, MemberRow } from '../accounts/member-directory.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { Database, Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { VerificationCodeService } from '../verification/verification-codes.service.ts';
import type { MemberSecurityRepository } from './member-security.repository.ts';
import type { SensitiveProofKind } from './member-security.tables.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';

/** What the member's codes need from the verification feature. */
export type SecurityCodes = Pick<VerificationCodeService, 'send' | 'verify' | 'normaliseDestination'>;

/** What the member's authenticator (TOTP) settings need from the accounts feature. */
export type MemberAuthenticator = Pick<
  AuthenticatorService,
  'begin' | 'check' | 'markEnabled' | 'remove' | 'isEnabled'
>;

/** Who asks and from where: the audit trail, the per-IP code limits, the code message's language. */
export interface SecurityContext {
  ip: string;
  requestId: string;
  language: TLanguage;
}

/** A sensitive change about to be written: what it is, whether it replaces something on file, what to log. */
export interface SensitiveChange {
  merchantId: bigint;
  memberId: bigint;
  kind: TSensitiveChangeKind;
  proof: SensitiveProofKind;
  /** True when it replaces or removes something already on file: only then are withdrawals held. */
  isReplacing: boolean;
  /** Masked values only: it goes to the audit log and into the member's message. */
  detail: Record<string, string>;
  context: Pick<SecurityContext, 'ip' | 'requestId'>;
}

type MemberFacts = Pick<MemberRow, 'mobile_num' | 'email' | 'payment_password_hash'>;

/** The proofs a member can give now: payment password once set, else the login password; codes to contacts on file. */
export function proofMethodsOf(member: MemberFacts): TSensitiveProofMethod[] {
  const methods: TSensitiveProofMethod[] = [];
  if (member.payment_password_hash) methods.push('paymentPassword');
  if (member.mobile_num) methods.push('sms');
  if (member.email) methods.push('email');
  if (!member.payment_password_hash) methods.push('loginPassword');
  return methods;
}

/** `bank_account_replace` → `member.bank_account.replace` (the audit action of a change). */
function auditAction(kind: TSensitiveChangeKind): string {
  return `member.${kind.replace(/_(bind|replace|remove|set|change|reset|enable|disable)$/, '.$1')}`;
}

/** The member's inbox as this feature uses it: a notice delivered in the change's transaction, the unread count. */
export interface MemberInbox {
  deliverIn(
    tx: Db,
    message: { merchantId: bigint; memberId: bigint; kind: string; params: Record<string, string> },
  ): Promise<void>;
  unreadCount(merchantId: bigint, memberId: bigint): Promise<{ unread: number }>;
}

/**
 * The one rule of sensitive account changes (bank account, payment password, mobile, email):
 * each needs proof that it is the member and not only its session ({@link prove}); each is written
 * with a history row, an audit row and an in-site message to the member in the change's own
 * transaction ({@link record}); and a change of something already on file holds withdrawals for
 * the merchant's period (default 24 hours), which the cashier checks ({@link assertWithdrawalsOpen}).
 */
export class MemberSecurityService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: MemberSecurityRepository,
    private readonly members: MemberDirectory,
    private readonly paymentPassword: PaymentPasswordService,
    private readonly codes: SecurityCodes,
    private readonly audit: AuditLog,
    private readonly authenticator: MemberAuthenticator,
    private readonly inbox: MemberInbox,
  ) {}

  /**
   * Sends a code for a sensitive change to the member's own mobile (`sms`) or email on file; the
   * code goes nowhere else. Errors: TRIAL_NOT_ALLOWED, OPERATION_NOT_ENABLED (nothing on file for
   * that channel), and the code sender's limits (TOO_MANY_REQUESTS, CODE_RESEND_TOO_SOON, SMS_QUOTA_EXCEEDED).
   */
  async sendCode(
    merchant: Merchant,
    memberId: bigint,
    channel: TVerificationChannel,
    context: SecurityContext,
  ): Promise<{ expiredMinutes: number; maskedDestination: string }> {
    const member = await this.memberOf(merchant.id, memberId);
    const destination = channel === 'sms' ? member.mobile_num : member.email;
    if (!destination) {
      throw new AppError('OPERATION_NOT_ENABLED', {
        detail: `no ${channel === 'sms' ? 'mobile' : 'email'} on file`,
      });
    }
    const sent = await this.codes.send({
      merchant,
      channel,
      destination,
      purpose: 'sensitive_change',
      language: context.language,
      ip: context.ip,
      memberId: member.id,
    });
    return {
      expiredMinutes: sent.expiredMinutes,
      maskedDestination: channel === 'sms' ? maskMobile(destination) : maskEmail(destination),
    };
  }

  /**
   * Checks the proof of a sensitive change and answers which kind it was. The payment password
   * counts only once set; the login password only while none is set; a code only from the
   * member's own mobile or email on file. Every wrong try counts toward the payment password
   * lock-out, first and atomically. A body with no usable proof is refused without counting.
   * Errors: TRIAL_NOT_ALLOWED, SENSITIVE_PROOF_REQUIRED ({ methods }), PAYMENT_PASSWORD_INCORRECT,
   * PASSWORD_INCORRECT, VERIFICATION_CODE_INVALID / _EXPIRED, TOO_MANY_REQUESTS ({ retryAfterSeconds }).
   */
  async prove(merchantId: bigint, memberId: bigint, proof: TSensitiveProof): Promise<SensitiveProofKind> {
    const member = await this.memberOf(merchantId, memberId);
    const paymentHash = member.payment_password_hash;
    if (proof.paymentPassword !== undefined && paymentHash) {
      const password = proof.paymentPassword;
      await this.paymentPassword.countedCheck(merchantId, memberId, async () => {
        if (!(await verifyPassword(paymentHash, password))) throw new AppError('PAYMENT_PASSWORD_INCORRECT');
      });
      return 'payment_password';
    }
    if (proof.verificationCode !== undefined) {
      const channel = proof.verificationChannel ?? (member.mobile_num ? 'sms' : 'email');
      const destination = channel === 'sms' ? member.mobile_num : member.email;
      if (destination) {
        const code = proof.verificationCode;
        await this.paymentPassword.countedCheck(merchantId, memberId, async () => {
          await this.codes.verify({ merchantId, channel, destination, purpose: 'sensitive_change', code });
        });
        return channel;
      }
    }
    if (proof.loginPassword !== undefined && !paymentHash) {
      const password = proof.loginPassword;
      await this.paymentPassword.countedCheck(merchantId, memberId, async () => {
        if (!(await verifyPassword(member.password_hash, password))) throw new AppError('PASSWORD_INCORRECT');
      });
      return 'login_password';
    }
    throw new AppError('SENSITIVE_PROOF_REQUIRED', { value: { methods: proofMethodsOf(member) } });
  }

  /**
   * Writes the consequences of a proven change inside its transaction `tx`: the history row (with
   * the hold when it replaces something on file), the audit row and the member's message. Answers
   * the end of the withdrawal hold, or null when it holds nothing.
   */
  async record(tx: Db, change: SensitiveChange): Promise<Date | null> {
    const hours = change.isReplacing ? await this.repository.holdHours(tx, change.merchantId) : 0;
    const until = await this.repository.insertChange(tx, {
      merchantId: change.merchantId,
      memberId: change.memberId,
      kind: change.kind,
      proof: change.proof,
      holdHours: hours,
    });
    const heldUntil = hours > 0 ? until : null;
    await this.audit.record(tx, {
      merchantId: change.merchantId,
      actor: `member:${change.memberId}`,
      action: auditAction(change.kind),
      detail: {
        ...change.detail,
        proof: change.proof,
        withdrawalsHeldUntil: heldUntil?.toISOString() ?? null,
      },
      ip: change.context.ip,
      requestId: change.context.requestId,
    });
    await this.inbox.deliverIn(tx, {
      merchantId: change.merchantId,
      memberId: change.memberId,
      kind: `security_${change.kind}`,
      params: { ...change.detail, ...(heldUntil ? { heldUntil: heldUntil.toISOString() } : {}) },
    });
    return heldUntil;
  }

  /** The end of the member's running withdrawal hold, or undefined. */
  heldUntil(merchantId: bigint, memberId: bigint, now = new Date()): Promise<Date | undefined> {
    return this.repository.heldUntil(this.db, merchantId, memberId, now);
  }

  /** Errors: WITHDRAWALS_HELD ({ heldUntil }) while a hold after a sensitive change runs. */
  async assertWithdrawalsOpen(merchantId: bigint, memberId: bigint): Promise<void> {
    const until = await this.heldUntil(merchantId, memberId);
    if (until) throw new AppError('WITHDRAWALS_HELD', { value: { heldUntil: until.toISOString() } });
  }

  /** The member's security state for the money overview: masked contacts, proofs it can give, the hold. */
  async securityOf(merchantId: bigint, member: Pick<MemberRow, 'id'>): Promise<TMemberSecurity> {
    const [fresh, until] = await Promise.all([
      this.memberOf(merchantId, member.id, { allowTrial: true }),
      this.heldUntil(merchantId, member.id),
    ]);
    return {
      maskedMobile: fresh.mobile_num ? maskMobile(fresh.mobile_num) : null,
      maskedEmail: fresh.email ? maskEmail(fresh.email) : null,
      proofMethods: proofMethodsOf(fresh),
      withdrawalsHeldUntil: until?.toISOString() ?? null,
      totpEnabled: await this.authenticator.isEnabled(merchantId, member.id),
    };
  }

  /**
   * Sets the first payment password (proof: a code or the login password), changes it with the old
   * one (`oldPaymentPassword`) or resets it with a code. A change or reset holds withdrawals.
   * Errors: those of {@link prove}.
   */
  async setPaymentPassword(
    merchantId: bigint,
    memberId: bigint,
    input: TSetPaymentPassword,
    context: SecurityContext,
  ): Promise<TSensitiveChangeResult & { changed: boolean }> {
    const member = await this.memberOf(merchantId, memberId);
    const isChange = member.payment_password_hash !== null;
    const proof = await this.prove(merchantId, memberId, {
      paymentPassword: input.oldPaymentPassword,
      verificationChannel: input.verificationChannel,
      verificationCode: input.verificationCode,
      loginPassword: input.loginPassword,
    });
    const kind: TSensitiveChangeKind = !isChange
      ? 'payment_password_set'
      : proof === 'payment_password'
        ? 'payment_password_change'
        : 'payment_password_reset';
    const hash = await hashPassword(input.newPaymentPassword);
    const heldUntil = await this.db.transaction().execute(async (tx) => {
      await this.members.setPaymentPassword(tx, merchantId, memberId, hash);
      return this.record(tx, {
        merchantId,
        memberId,
        kind,
        proof,
        isReplacing: isChange,
        detail: {},
        context,
      });
    });
    return { changed: isChange, kind, withdrawalsHeldUntil: heldUntil?.toISOString() ?? null };
  }

  /**
   * Sends a code to the mobile number or email the member is about to bind (purpose `bind`): the
   * change then proves the member owns it. Errors: TRIAL_NOT_ALLOWED, PHONE_MISSING / PHONE_INVALID,
   * VALIDATION_FAILED (a bad email, or the one on file), MOBILE_TAKEN / EMAIL_TAKEN (another
   * member's), the code sender's limits.
   */
  async sendContactCode(
    merchant: Merchant,
    memberId: bigint,
    input: TContactCodeRequest,
    context: SecurityContext,
  ): Promise<{ expiredMinutes: number; maskedDestination: string }> {
    const member = await this.memberOf(merchant.id, memberId);
    const destination =
      input.channel === 'sms'
        ? await this.newMobileOf(merchant.id, member, input.mobileNum, input.countryDialingCode)
        : await this.newEmailOf(merchant.id, member, input.email);
    const sent = await this.codes.send({
      merchant,
      channel: input.channel,
      destination,
      purpose: 'bind',
      language: context.language,
      ip: context.ip,
      memberId: member.id,
    });
    return {
      expiredMinutes: sent.expiredMinutes,
      maskedDestination: input.channel === 'sms' ? maskMobile(destination) : maskEmail(destination),
    };
  }

  /**
   * Binds or changes the member's mobile number (normalised to +<country><number>). The new number is
   * proven by the code sent to it (`newCode`). A first binding is proven like any sensitive change;
   * replacing a bound number needs a code sent to the old one (as the big exchanges and wallets do:
   * whoever holds only the password or the session cannot move the account's phone away).
   * Errors: PHONE_MISSING / PHONE_INVALID, VALIDATION_FAILED (the same number), MOBILE_TAKEN,
   * SENSITIVE_PROOF_REQUIRED ({ methods: ['sms'] } when replacing), those of {@link prove}, and
   * VERIFICATION_CODE_INVALID / _EXPIRED for the new number's code.
   */
  async changeMobile(
    merchantId: bigint,
    memberId: bigint,
    input: TChangeMobileRequest,
    context: SecurityContext,
  ): Promise<TSensitiveChangeResult> {
    const member = await this.memberOf(merchantId, memberId);
    const mobile = await this.newMobileOf(merchantId, member, input.mobileNum, input.countryDialingCode);
    const proof = await this.proveContactChange(merchantId, member, 'sms', input);
    await this.codes.verify({
      merchantId,
      channel: 'sms',
      destination: mobile,
      purpose: 'bind',
      code: input.newCode,
    });
    const heldUntil = await this.db
      .transaction()
      .execute(async (tx) => {
        await this.members.updateMobile(tx, merchantId, memberId, mobile);
        return this.record(tx, {
          merchantId,
          memberId,
          kind: 'mobile_change',
          proof,
          isReplacing: member.mobile_num !== null,
          detail: { mobile: maskMobile(mobile) },
          context,
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('MOBILE_TAKEN');
        throw error;
      });
    return { kind: 'mobile_change', withdrawalsHeldUntil: heldUntil?.toISOString() ?? null };
  }

  /**
   * Binds or changes the member's email (trimmed, lower case), with the rules of {@link changeMobile}
   * (replacing needs a code to the old email). Errors: VALIDATION_FAILED, EMAIL_TAKEN, those of {@link changeMobile}.
   */
  async changeEmail(
    merchantId: bigint,
    memberId: bigint,
    input: TChangeEmailRequest,
    context: SecurityContext,
  ): Promise<TSensitiveChangeResult> {
    const member = await this.memberOf(merchantId, memberId);
    const email = await this.newEmailOf(merchantId, member, input.email);
    const proof = await this.proveContactChange(merchantId, member, 'email', input);
    await this.codes.verify({
      merchantId,
      channel: 'email',
      destination: email,
      purpose: 'bind',
      code: input.newCode,
    });
    const heldUntil = await this.db.transaction().execute(async (tx) => {
      // Two members binding one email at once: the merchant's members are serialised on this key.
      await sql`select pg_advisory_xact_lock(hashtextextended(${`member-email:${merchantId}:${email}`}, 0))`.execute(
        tx,
      );
      if (await this.members.findOtherByEmail(merchantId, email, memberId, tx))
        throw new AppError('EMAIL_TAKEN');
      await this.members.updateEmail(tx, merchantId, memberId, email);
      return this.record(tx, {
        merchantId,
        memberId,
        kind: 'email_change',
        proof,
        isReplacing: member.email !== null,
        detail: { email: maskEmail(email) },
        context,
      });
    });
    return { kind: 'email_change', withdrawalsHeldUntil: heldUntil?.toISOString() ?? null };
  }

  /**
   * A new secret for the member's authenticator app, shown this once (the QR code carries it).
   * Errors: TRIAL_NOT_ALLOWED, TOTP_ALREADY_ENABLED.
   */
  async beginTotp(merchant: Merchant, memberId: bigint): Promise<TTotpSetup> {
    const member = await this.memberOf(merchant.id, memberId);
    return this.authenticator.begin(merchant, member);
  }

  /**
   * Turns the authenticator on with a code from the app (proof it was set up); audited, no hold.
   * Errors: TRIAL_NOT_ALLOWED, TOTP_SETUP_REQUIRED, TOTP_ALREADY_ENABLED, TOTP_CODE_INVALID, TOO_MANY_REQUESTS.
   */
  async enableTotp(
    merchantId: bigint,
    memberId: bigint,
    input: TTotpCodeRequest,
    context: SecurityContext,
  ): Promise<TSensitiveChangeResult> {
    await this.memberOf(merchantId, memberId);
    const heldUntil = await this.authenticator.check(
      merchantId,
      memberId,
      input.code,
      'pending',
      async (tx) => {
        await this.authenticator.markEnabled(tx, merchantId, memberId);
        return this.record(tx, {
          merchantId,
          memberId,
          kind: 'totp_enable',
          proof: 'totp',
          isReplacing: false,
          detail: {},
          context,
        });
      },
    );
    return { kind: 'totp_enable', withdrawalsHeldUntil: heldUntil?.toISOString() ?? null };
  }

  /**
   * Turns the authenticator off with a code from it. Removing a second factor holds withdrawals like
   * any change of something on file. Errors: TRIAL_NOT_ALLOWED, TOTP_NOT_ENABLED, TOTP_CODE_INVALID, TOO_MANY_REQUESTS.
   */
  async disableTotp(
    merchantId: bigint,
    memberId: bigint,
    input: TTotpCodeRequest,
    context: SecurityContext,
  ): Promise<TSensitiveChangeResult> {
    await this.memberOf(merchantId, memberId);
    const heldUntil = await this.authenticator.check(
      merchantId,
      memberId,
      input.code,
      'enabled',
      async (tx) => {
        await this.authenticator.remove(tx, merchantId, memberId);
        return this.record(tx, {
          merchantId,
          memberId,
          kind: 'totp_disable',
          proof: 'totp',
          isReplacing: true,
          detail: {},
          context,
        });
      },
    );
    return { kind: 'totp_disable', withdrawalsHeldUntil: heldUntil?.toISOString() ?? null };
  }

  /** The number to bind, normalised. Errors: PHONE_*, VALIDATION_FAILED (the one on file), MOBILE_TAKEN. */
  private async newMobileOf(
    merchantId: bigint,
    member: MemberRow,
    mobileNum: string,
    countryDialingCode: string | undefined,
  ): Promise<string> {
    const mobile = this.codes.normaliseDestination('sms', mobileNum, countryDialingCode);
    if (mobile === member.mobile_num)
      throw new AppError('VALIDATION_FAILED', { detail: 'this number is on file' });
    if (await this.members.findByMobile(merchantId, mobile)) throw new AppError('MOBILE_TAKEN');
    return mobile;
  }

  /** The email to bind, normalised. Errors: VALIDATION_FAILED (format, or the one on file), EMAIL_TAKEN. */
  private async newEmailOf(merchantId: bigint, member: MemberRow, input: string): Promise<string> {
    const email = this.codes.normaliseDestination('email', input);
    if (email === member.email?.toLowerCase()) {
      throw new AppError('VALIDATION_FAILED', { detail: 'this email is on file' });
    }
    if (await this.members.findOtherByEmail(merchantId, email, member.id)) throw new AppError('EMAIL_TAKEN');
    return email;
  }

  /**
   * The proof a contact change needs: replacing one on file takes a code sent to it (the channel
   * being changed); a first binding takes any proof {@link prove} accepts.
   */
  private async proveContactChange(
    merchantId: bigint,
    member: MemberRow,
    channel: TVerificationChannel,
    input: TSensitiveProof,
  ): Promise<SensitiveProofKind> {
    const onFile = channel === 'sms' ? member.mobile_num : member.email;
    if (onFile === null) return this.prove(merchantId, member.id, input);
    if (input.verificationCode === undefined || input.verificationChannel !== channel) {
      throw new AppError('SENSITIVE_PROOF_REQUIRED', { value: { methods: [channel] } });
    }
    return this.prove(merchantId, member.id, {
      verificationChannel: channel,
      verificationCode: input.verificationCode,
    });
  }

  /**
   * The member menu's badge counts. Messages count the unread ones, rewards those the reward center
   * offers to claim, missions those done and waiting to be claimed.
   */
  async badges(merchantId: bigint, memberId: bigint): Promise<TMemberBadges> {
    const { unread } = await this.inbox.unreadCount(merchantId, memberId);
    const reward = this.rewardCounter ? await this.rewardCounter(merchantId, memberId) : 0;
    const mission = this.missionCounter ? await this.missionCounter(merchantId, memberId) : 0;
    return { mission, message: unread, reward };
  }

  private rewardCounter: ((merchantId: bigint, memberId: bigint) => Promise<number>) | null = null;
  private missionCounter: ((merchantId: bigint, memberId: bigint) => Promise<number>) | null = null;

  /** Set once at composition: the missions done and waiting to be claimed (issue 17). */
  countMissionsWith(counter: (merchantId: bigint, memberId: bigint) => Promise<number>): void {
    this.missionCounter = counter;
  }

  /** Set once at composition: the reward center's count of rewards waiting to be claimed (issue 17). */
  countRewardsWith(counter: (merchantId: bigint, memberId: bigint) => Promise<number>): void {
    this.rewardCounter = counter;
  }

  async settings(merchantId: bigint): Promise<TMemberSecuritySettings> {
    return { withdrawalHoldHours: await this.repository.holdHours(this.db, merchantId) };
  }

  /** The operator sets the merchant's hold period (audited); it applies to changes made from now on. */
  async updateSettings(
    merchantId: bigint,
    input: TMemberSecuritySettings,
    actor: Actor,
  ): Promise<TMemberSecuritySettings> {
    await this.db.transaction().execute(async (tx) => {
      await this.repository.setHoldHours(tx, merchantId, input.withdrawalHoldHours);
      await this.audit.recordBy(tx, merchantId, actor, 'member_security.settings.update', { ...input });
    });
    return this.settings(merchantId);
  }

  /** The sensitive changes operators see, newest first, with whether each still holds withdrawals. */
  async listChanges(merchantId: bigint, query: TSensitiveChangesQuery, now = new Date()) {
    const page = await this.repository.listChanges(this.db, merchantId, {
      memberId: query.memberId === undefined ? undefined : BigInt(query.memberId),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
    return {
      list: page.rows.map((row) => ({
        id: row.id.toString(),
        memberId: row.member_id.toString(),
        username: row.username,
        kind: row.kind,
        proof: row.proof,
        createdAt: row.created_at.toISOString(),
        withdrawalsHeldUntil: row.withdrawals_held_until.toISOString(),
        isHolding: row.withdrawals_held_until.getTime() > now.getTime(),
      })),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** The member's row read fresh (not the session's copy). Errors: UNAUTHORIZED, TRIAL_NOT_ALLOWED. */
  private async memberOf(
    merchantId: bigint,
    memberId: bigint,
    options: { allowTrial?: boolean } = {},
  ): Promise<MemberRow> {
    const member = await this.members.findById(merchantId, memberId);
    if (!member) throw new AppError('UNAUTHORIZED');
    if (!options.allowTrial && isTrialType(member.type)) throw new AppError('TRIAL_NOT_ALLOWED');
    return member;
  }
}
