import { randomBytes } from 'node:crypto';
import {
  checkField,
  FEEDBACK_TYPES,
  isAgentType,
  isPasswordlessMobileRegistration,
  isSmsLoginOffered,
  isTrialType,
  MEMBER_ICONS,
  MEMBER_TYPE,
  maskEmail,
  maskMobile,
  PLAYER_SIDE_TYPES,
  type TFieldProblem,
  type TFirstLoginValue,
  type TLanguage,
  type TLoginRequest,
  type TLoginValue,
  type TMemberIcon,
  type TMemberIconValue,
  type TMemberInfo,
  type TRegisterField,
  type TRegisterRequest,
  type TSecondFactorChallenge,
  ZMemberIcon,
} from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { AuthenticatorService } from './authenticator.service.ts';
import type { MemberRow, MembersRepository } from './members.repository.ts';
import { hashPassword, temporaryPasswordExpiry, verifyPassword } from './passwords.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { newSecret, type SessionsService, sha256 } from './sessions.service.ts';
import type { VerificationPorts } from './verification-ports.ts';

/** Where a call comes from: used for rate limits, new-address checks and the audit trail. */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
  language: TLanguage;
  requestId: string;
}

/** Login throttling (spec: "too many requests, try again after 5 minutes"). */
export const LOGIN_LIMITS = {
  windowSeconds: 300,
  captchaAfterFailures: 3,
  accountLockAfterFailures: 5,
  ipLockAfterFailures: 20,
} as const;
const CHALLENGE_MINUTES = 10;
const CHALLENGE_MAX_ATTEMPTS = 5;
const PASSWORD_MAX_AGE_DAYS = 90;
/** The password hash of a member registered by mobile without a password: no password matches it. */
const NO_PASSWORD = '!registered-by-mobile-without-password';

type FieldError = { field: string; problem: TFieldProblem | { kind: 'mismatch' } };

/**
 * Getting in: login (username or SMS code, second factor from a new address), free play,
 * registration, password change and recovery, member info.
 */
/**
 * Responsible gambling's rule for getting in (issue 20), set at composition: a member on a
 * time-out, a self-excluded person (on any brand) or one out of play time today cannot sign in, and
 * a self-excluded person cannot register again. Both throw the refusal's AppError.
 */
export interface SignInGate {
  assertMaySignIn(merchantId: bigint, member: MemberRow): Promise<void>;
  assertMayRegister(person: {
    mobileNum: string | null;
    email: string | null;
    idNumber: string | null;
  }): Promise<void>;
}

/**
 * Invite friends' step of registration (issue 18), set at composition: records, in the registering
 * transaction, that the new member came through another member's referral link.
 */
export interface ReferralRecorder {
  recordReferral(
    tx: Transaction<Database>,
    merchantId: bigint,
    referrerId: bigint,
    friendId: bigint,
  ): Promise<void>;
}

export class AccountsService {
  private signInGate: SignInGate | null = null;
  private referrals: ReferralRecorder | null = null;

  /** Set once at composition: invite friends records who referred a new member. */
  useReferrals(recorder: ReferralRecorder): void {
    this.referrals = recorder;
  }

  /** Set once at composition: responsible gambling's sign-in and registration rule. */
  useSignInGate(gate: SignInGate): void {
    this.signInGate = gate;
  }

  constructor(
    private readonly db: Kysely<Database>,
    private readonly members: MembersRepository,
    private readonly sessionsRepository: SessionsRepository,
    private readonly sessions: SessionsService,
    private readonly verification: VerificationPorts,
    private readonly audit: AuditLog,
    private readonly authenticator: Pick<AuthenticatorService, 'isEnabled' | 'check'>,
  ) {}

  /**
   * Errors: TOO_MANY_REQUESTS, HUMAN_VERIFICATION_*, CAPTCHA_REQUIRED / CAPTCHA_INVALID (value
   * `{ captcha: true }`), LOGIN_FAILED (value `{ captcha }` says whether the next try needs one),
   * VERIFICATION_CODE_* (sms mode), NON_MEMBER_LOGIN, NON_AGENT_LOGIN, ACCOUNT_DISABLED,
   * SECOND_FACTOR_REQUIRED (value: the challenge), OPERATION_NOT_ENABLED, RG_EXCLUDED ({ kind, until }),
   * RG_SESSION_LIMIT ({ minutes }), TEMPORARY_PASSWORD_EXPIRED (an operator's temporary password
   * older than TEMPORARY_PASSWORD_VALID_HOURS).
   */
  async login(merchant: Merchant, request: TLoginRequest, context: RequestContext): Promise<TLoginValue> {
    const isSms = request.type === 'sms';
    if (isSms && !isSmsLoginOffered(merchant.flags)) throw new AppError('OPERATION_NOT_ENABLED');
    const identity = isSms
      ? this.verification.normalisePhone(request.username, request.countryDialingCode)
      : request.username.toLowerCase();
    const accountKey = `login-fail:acct:${merchant.id}:${identity}`;
    const ipKey = `login-fail:ip:${merchant.id}:${context.ip}`;
    // The proof of work is no credential: check it before an attempt is counted.
    if (!isSms) await this.verification.verifyHuman(request.humanVerification);
    // Count the attempt before any credential is checked, atomically: N parallel guesses get at
    // most the limit of real checks. A right password takes its count back below.
    const [account, address] = await Promise.all([
      this.verification.hit(accountKey, {
        limit: LOGIN_LIMITS.accountLockAfterFailures,
        windowSeconds: LOGIN_LIMITS.windowSeconds,
      }),
      this.verification.hit(ipKey, {
        limit: LOGIN_LIMITS.ipLockAfterFailures,
        windowSeconds: LOGIN_LIMITS.windowSeconds,
      }),
    ]);
    if (!account.allowed || !address.allowed) {
      throw new AppError('TOO_MANY_REQUESTS', {
        value: { retryAfterSeconds: Math.max(account.retryAfterSeconds, address.retryAfterSeconds) },
      });
    }
    const failed = (code: 'LOGIN_FAILED' | 'CAPTCHA_INVALID'): never => {
      const captcha =
        account.hits >= LOGIN_LIMITS.captchaAfterFailures ||
        address.hits >= LOGIN_LIMITS.captchaAfterFailures;
      throw new AppError(code, { value: { captcha } });
    };

    let member: MemberRow | undefined;
    if (isSms) {
      await this.verification.verifyCode({
        merchantId: merchant.id,
        channel: 'sms',
        destination: identity,
        purpose: 'login',
        code: request.password,
      });
      member = await this.members.findByMobile(merchant.id, identity);
      if (!member) return failed('LOGIN_FAILED');
    } else {
      // Failures before this attempt decide whether it needs a captcha.
      const needsCaptcha =
        account.hits - 1 >= LOGIN_LIMITS.captchaAfterFailures ||
        address.hits - 1 >= LOGIN_LIMITS.captchaAfterFailures;
      if (needsCaptcha) {
        if (!request.captcha || !request.captchaKey) {
          // Nothing was checked: the attempt does not count.
          await Promise.all([this.verification.release(accountKey), this.verification.release(ipKey)]);
          throw new AppError('CAPTCHA_REQUIRED', { value: { captcha: true } });
        }
        if (!(await this.verification.verifyCaptcha(merchant.id, request.captchaKey, request.captcha))) {
          return failed('CAPTCHA_INVALID');
        }
      }
      member = await this.members.findByUsername(merchant.id, request.username);
      const isValid = await verifyPassword(member?.password_hash, request.password);
      if (!member || !isValid) return failed('LOGIN_FAILED');
    }

    this.assertMaySignIn(member, request.side);
    await Promise.all([this.verification.reset(accountKey), this.verification.release(ipKey)]);
    // An operator's temporary password signs in for a day only (checked once it proved right, so a
    // guess learns nothing): after that the member resets the password or asks for a new one.
    if (
      !isSms &&
      member.password_temporary &&
      temporaryPasswordExpiry(member.password_changed_at) <= new Date()
    )
      throw new AppError('TEMPORARY_PASSWORD_EXPIRED');

    if (!isSms && (await this.needsSecondFactor(member, context.ip))) {
      const challenge = await this.openChallenge(merchant, member, request.side, request.type, context.ip);
      if (challenge) throw new AppError('SECOND_FACTOR_REQUIRED', { value: challenge });
    }
    return this.completeLogin(merchant, member, request.side, request.type, context);
  }

  /** Sends the code of a second-factor challenge to the member's bound phone or email. */
  async sendSecondFactorCode(
    merchant: Merchant,
    input: { challengeId: string; method: 'sms' | 'email' },
    context: RequestContext,
  ): Promise<{ expiredMinutes: number }> {
    const challenge = await this.sessionsRepository.findOpenChallenge(
      merchant.id,
      sha256(input.challengeId),
      new Date(),
    );
    if (!challenge || challenge.ip !== context.ip) throw new AppError('VERIFICATION_CODE_EXPIRED');
    const member = await this.members.findById(merchant.id, challenge.member_id);
    const destination = input.method === 'sms' ? member?.mobile_num : member?.email;
    if (!member || !destination) throw new AppError('OPERATION_NOT_ENABLED');
    // A member with the authenticator on proves a new address with it alone.
    if (await this.authenticator.isEnabled(merchant.id, member.id))
      throw new AppError('OPERATION_NOT_ENABLED');
    return this.verification.sendCode({
      merchant,
      channel: input.method,
      destination,
      purpose: 'second_factor',
      language: context.language,
      ip: context.ip,
      memberId: member.id,
    });
  }

  /**
   * Completes a login held for a second factor: the authenticator code when the member turned it on,
   * else the SMS or email code, or the bound bank account name.
   * The challenge is single use, bound to the address that opened it, and burns after 5 wrong answers.
   */
  async verifySecondFactor(
    merchant: Merchant,
    input: { challengeId: string; method: 'sms' | 'email' | 'payeeName' | 'totp'; answer: string },
    context: RequestContext,
  ): Promise<TLoginValue> {
    const challengeHash = sha256(input.challengeId);
    const challenge = await this.sessionsRepository.findOpenChallenge(merchant.id, challengeHash, new Date());
    if (!challenge || challenge.ip !== context.ip) throw new AppError('VERIFICATION_CODE_EXPIRED');
    // Count the answer before checking it, atomically: parallel guesses cannot pass the limit.
    if (!(await this.sessionsRepository.claimChallengeAttempt(challenge.id, CHALLENGE_MAX_ATTEMPTS))) {
      throw new AppError('VERIFICATION_CODE_EXPIRED');
    }
    const member = await this.members.findById(merchant.id, challenge.member_id);
    if (!member) throw new AppError('VERIFICATION_CODE_EXPIRED');

    // A member with the authenticator on proves a new address with it alone.
    const hasTotp = await this.authenticator.isEnabled(merchant.id, member.id);
    if (hasTotp !== (input.method === 'totp')) throw new AppError('OPERATION_NOT_ENABLED');
    // Consume under a row lock: of two concurrent right answers only one gets the session.
    const consume = async (tx: Transaction<Database>) => {
      const locked = await this.sessionsRepository.lockOpenChallenge(
        tx,
        merchant.id,
        challengeHash,
        new Date(),
      );
      if (!locked) return false;
      await this.sessionsRepository.consumeChallenge(tx, locked.id);
      return true;
    };
    let consumed: boolean;
    if (input.method === 'totp') {
      // The code's step is used up in the same transaction that consumes the challenge.
      consumed = await this.authenticator.check(merchant.id, member.id, input.answer, 'enabled', consume);
    } else {
      let isCorrect: boolean;
      if (input.method === 'payeeName') {
        isCorrect = member.payee_name !== null && sameName(member.payee_name, input.answer);
      } else {
        const destination = input.method === 'sms' ? member.mobile_num : member.email;
        if (!destination) throw new AppError('VERIFICATION_CODE_INVALID');
        isCorrect = await this.verification
          .verifyCode({
            merchantId: merchant.id,
            channel: input.method,
            destination,
            purpose: 'second_factor',
            code: input.answer,
          })
          .then(() => true)
          .catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'VERIFICATION_CODE_INVALID') return false;
            throw error;
          });
      }
      if (!isCorrect) throw new AppError('VERIFICATION_CODE_INVALID');
      consumed = await this.db.transaction().execute(consume);
    }
    if (!consumed) throw new AppError('VERIFICATION_CODE_EXPIRED');
    return this.completeLogin(merchant, member, challenge.side, challenge.login_type, context);
  }

  /** A trial account with a demo identity (spec: free play). Errors: OPERATION_NOT_ENABLED, TOO_MANY_REQUESTS. */
  async freePlay(merchant: Merchant, context: RequestContext): Promise<TLoginValue> {
    if (!merchant.flags.freePlay) throw new AppError('OPERATION_NOT_ENABLED');
    const limit = await this.verification.hit(`freeplay:${merchant.id}:${context.ip}`, {
      limit: 20,
      windowSeconds: 3600,
    });
    if (!limit.allowed)
      throw new AppError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: limit.retryAfterSeconds } });
    const member = await this.db.transaction().execute((tx) =>
      this.members.insert(tx, {
        merchant_id: merchant.id,
        username: `trial${randomBytes(5).toString('hex')}`,
        type: MEMBER_TYPE.TRIAL,
        password_hash: '!trial-account-has-no-password',
        nickname: 'Guest',
        register_ip: context.ip,
        register_method: 'FREEPLAY',
      }),
    );
    return this.completeLogin(merchant, member, 'player', 'freeplay', context);
  }

  /**
   * Registers a player by username or by mobile number and signs them in. Every field follows the
   * merchant's field config; nothing is written unless all of it is valid.
   * Errors: OPERATION_NOT_ENABLED, TERMS_NOT_ACCEPTED, HUMAN_VERIFICATION_*, VALIDATION_FAILED (value
   * `{ fields: [{ field, problem }] }`), CAPTCHA_INVALID, VERIFICATION_CODE_*, INVALID_INVITATION_CODE,
   * USERNAME_TAKEN, MOBILE_TAKEN, RG_EXCLUDED (the person self-excluded on any brand).
   */
  async register(
    merchant: Merchant,
    request: TRegisterRequest,
    mode: 'username' | 'mobile',
    context: RequestContext,
    domain: string,
  ): Promise<TLoginValue> {
    const isEnabled =
      mode === 'username' ? merchant.flags.usernameRegistration : merchant.flags.mobileRegistration;
    if (!isEnabled) throw new AppError('OPERATION_NOT_ENABLED');
    if (request.termsAccepted !== true) throw new AppError('TERMS_NOT_ACCEPTED');
    await this.verification.verifyHuman(request.humanVerification);

    const rules = merchant.registerFields;
    const errors: FieldError[] = [];
    const check = (field: TRegisterField, value: string | undefined, forceRequired = false) => {
      const rule = rules[field];
      if (!rule.enabled && !forceRequired) return;
      const problem = checkField(value, forceRequired ? { ...rule, required: true } : rule);
      if (problem) errors.push({ field, problem });
    };

    const isMobileMode = mode === 'mobile';
    // MOBILENUMPASSREG3 off: the number and its code are the whole registration; no password is kept.
    const isPasswordless = isMobileMode && isPasswordlessMobileRegistration(merchant.flags);
    const mobileGiven = (request.mobileNum ?? '').length > 0;
    if (isMobileMode) check('mobileNum', request.mobileNum, true);
    else {
      check('username', request.username, true);
      check('mobileNum', request.mobileNum);
    }
    if (!isPasswordless) {
      check('password', request.password, true);
      if (request.confirmPassword !== request.password)
        errors.push({ field: 'confirmPassword', problem: { kind: 'mismatch' } });
    }
    for (const field of [
      'payeeName',
      'email',
      'qqNum',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      'recommenderId',
      'affiliateCode',
    ] as const) {
      check(field, request[field]);
    }
    if (rules.paymentPassword.enabled) check('paymentPassword', request.paymentPassword, true);
    if (rules.captcha.enabled) check('captcha', request.captcha, true);
    const needsSmsCode = isPasswordless || (merchant.flags.smsVerification && (isMobileMode || mobileGiven));
    if (needsSmsCode) check('verificationCode', request.verificationCode, true);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields: errors } });

    const mobileNum =
      isMobileMode || mobileGiven
        ? this.verification.normalisePhone(request.mobileNum, request.countryDialingCode)
        : null;
    if (
      rules.captcha.enabled &&
      !(await this.verification.verifyCaptcha(merchant.id, request.captchaKey ?? '', request.captcha ?? ''))
    ) {
      throw new AppError('CAPTCHA_INVALID');
    }
    const username = isMobileMode ? (request.mobileNum ?? '').replace(/\D/g, '') : (request.username ?? '');
    if (await this.members.findByUsername(merchant.id, username)) throw new AppError('USERNAME_TAKEN');
    if (mobileNum && (await this.members.findByMobile(merchant.id, mobileNum)))
      throw new AppError('MOBILE_TAKEN');
    await this.signInGate?.assertMayRegister({
      mobileNum,
      email: blankToNull(request.email),
      idNumber: blankToNull(request.idNumber),
    });
    const { uplineId, referrerId } = await this.resolveUpline(merchant, request);
    if (needsSmsCode && mobileNum) {
      await this.verification.verifyCode({
        merchantId: merchant.id,
        channel: 'sms',
        destination: mobileNum,
        purpose: 'register',
        code: request.verificationCode,
      });
    }

    const [passwordHash, paymentPasswordHash] = await Promise.all([
      isPasswordless ? Promise.resolve(NO_PASSWORD) : hashPassword(request.password),
      request.paymentPassword && rules.paymentPassword.enabled
        ? hashPassword(request.paymentPassword)
        : Promise.resolve(null),
    ]);
    const member = await this.db
      .transaction()
      .execute(async (tx) => {
        const created = await this.members.insert(tx, {
          merchant_id: merchant.id,
          username,
          type: MEMBER_TYPE.MEMBER,
          password_hash: passwordHash,
          payment_password_hash: paymentPasswordHash,
          mobile_num: mobileNum,
          country_dialing_code: mobileNum ? (request.countryDialingCode ?? null) : null,
          email: blankToNull(request.email),
          payee_name: blankToNull(request.payeeName),
          qq_num: blankToNull(request.qqNum),
          line: blankToNull(request.line),
          whatsapp: blankToNull(request.whatsapp),
          facebook: blankToNull(request.facebook),
          wechat: blankToNull(request.wechat),
          id_number: blankToNull(request.idNumber),
          upline_id: uplineId,
          register_ip: context.ip,
          register_domain: domain,
          register_method: isMobileMode ? 'MOBILE' : 'USERNAME',
        });
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: `member:${created.id}`,
          action: 'member.register',
          detail: {
            mode,
            passwordless: isPasswordless,
            uplineId: uplineId?.toString() ?? null,
            ...(referrerId !== null ? { referrerId: referrerId.toString() } : {}),
          },
          ip: context.ip,
          requestId: context.requestId,
        });
        if (referrerId !== null && this.referrals) {
          await this.referrals.recordReferral(tx, merchant.id, referrerId, created.id);
        }
        return created;
      })
      .catch((error: unknown) => {
        // A concurrent registration of the same name or number lost the race.
        if (isUniqueViolation(error)) {
          const constraint = (error as { constraint?: string }).constraint ?? '';
          throw new AppError(constraint.includes('mobile') ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
        }
        throw error;
      });
    return this.completeLogin(merchant, member, 'player', isMobileMode ? 'sms' : 'username', context);
  }

  /**
   * Signs in a member whose identity something else proved (an identity provider). The side and
   * status checks still apply. Errors: UNAUTHORIZED, NON_AGENT_LOGIN, NON_MEMBER_LOGIN, ACCOUNT_DISABLED.
   */
  async loginWithIdentity(
    merchant: Merchant,
    memberId: bigint,
    side: 'player' | 'agent',
    loginType: string,
    context: RequestContext,
  ): Promise<TLoginValue> {
    const member = await this.members.findById(merchant.id, memberId);
    if (!member) throw new AppError('UNAUTHORIZED');
    this.assertMaySignIn(member, side);
    return this.completeLogin(merchant, member, side, loginType, context);
  }

  /** True when the code belongs to an active agent of this merchant (the invitation-code check). */
  async isValidAffiliateCode(merchant: Merchant, code: string): Promise<boolean> {
    const agent = await this.members.findByAffiliateCode(merchant.id, code);
    return agent !== undefined && isAgentType(agent.type) && agent.status === 'active';
  }

  memberInfo(merchant: Merchant, member: MemberRow): TMemberInfo {
    return {
      id: member.id.toString(),
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      isAgent: isAgentType(member.type),
      isTrial: isTrialType(member.type),
      currency: merchant.currency,
      // Masked like every personal field a read returns (issue #21: reads never answer a check).
      mobileNum: member.mobile_num === null ? null : maskMobile(member.mobile_num),
      email: member.email === null ? null : maskEmail(member.email),
      hasPaymentPassword: member.payment_password_hash !== null,
      icon: ZMemberIcon.safeParse(member.icon).data ?? null,
      lastLoginAt: member.previous_login_at?.toISOString() ?? null,
    };
  }

  /** The member's avatar and the set to choose from (`/wps/member/info/icon`). */
  icon(member: MemberRow): TMemberIconValue {
    return { icon: ZMemberIcon.safeParse(member.icon).data ?? null, choices: [...MEMBER_ICONS] };
  }

  /** Sets the member's avatar. Errors: TRIAL_NOT_ALLOWED (VALIDATION_FAILED for an unknown icon comes from the schema). */
  async setIcon(merchant: Merchant, member: MemberRow, icon: TMemberIcon): Promise<TMemberIconValue> {
    if (isTrialType(member.type)) throw new AppError('TRIAL_NOT_ALLOWED');
    await this.members.setIcon(this.db, merchant.id, member.id, icon);
    return { icon, choices: [...MEMBER_ICONS] };
  }

  /**
   * The first-login call: whether the member still has the welcome to see (a trial account never
   * does) and which first steps are done.
   */
  firstLogin(member: MemberRow): TFirstLoginValue {
    return {
      firstTimeLogin: !isTrialType(member.type) && member.welcomed_at === null,
      steps: {
        icon: member.icon !== null,
        paymentPassword: member.payment_password_hash !== null,
        mobile: member.mobile_num !== null,
        email: member.email !== null,
      },
    };
  }

  /** Marks the first-login welcome done; the call answers as `firstLogin` would after it. */
  async completeFirstLogin(merchant: Merchant, member: MemberRow): Promise<TFirstLoginValue> {
    await this.members.markWelcomed(this.db, merchant.id, member.id);
    return this.firstLogin({ ...member, welcomed_at: member.welcomed_at ?? new Date() });
  }

  /**
   * Changes the password after checking the current one; every other session of the member ends.
   * Errors: PASSWORD_INCORRECT, TOO_MANY_REQUESTS, VALIDATION_FAILED (rule or confirmation), TRIAL_NOT_ALLOWED.
   */
  async changePassword(
    merchant: Merchant,
    auth: { member: MemberRow; sessionId: bigint },
    input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
    context: RequestContext,
  ): Promise<void> {
    if (isTrialType(auth.member.type)) throw new AppError('TRIAL_NOT_ALLOWED');
    this.assertNewPassword(merchant, input.newPassword, input.confirmNewPassword);
    // Counted before the check, like every credential check: a stolen session cannot guess on.
    const attemptKey = `password-check:${merchant.id}:${auth.member.id}`;
    const attempt = await this.verification.hit(attemptKey, {
      limit: LOGIN_LIMITS.accountLockAfterFailures,
      windowSeconds: LOGIN_LIMITS.windowSeconds,
    });
    if (!attempt.allowed) {
      throw new AppError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: attempt.retryAfterSeconds } });
    }
    if (!(await verifyPassword(auth.member.password_hash, input.oldPassword ?? '')))
      throw new AppError('PASSWORD_INCORRECT');
    await this.verification.reset(attemptKey);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction().execute(async (tx) => {
      await this.members.updatePassword(tx, merchant.id, auth.member.id, passwordHash);
      await this.sessions.revokeAllOf(tx, auth.member.id, auth.sessionId);
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: `member:${auth.member.id}`,
        action: 'member.password.change',
        ip: context.ip,
        requestId: context.requestId,
      });
    });
  }

  /**
   * Sets a new password with an SMS code sent to the bound mobile, then signs the player in.
   * Errors: OPERATION_NOT_ENABLED, PHONE_*, VERIFICATION_CODE_*, VALIDATION_FAILED.
   */
  async resetByPhone(
    merchant: Merchant,
    input: {
      mobileNum: string;
      countryDialingCode?: string | undefined;
      verificationCode: string;
      newPassword: string;
    },
    context: RequestContext,
  ): Promise<TLoginValue> {
    if (!merchant.flags.forgotPasswordByPhone) throw new AppError('OPERATION_NOT_ENABLED');
    const phone = this.verification.normalisePhone(input.mobileNum, input.countryDialingCode);
    this.assertNewPassword(merchant, input.newPassword, input.newPassword);
    const member = await this.members.findByMobile(merchant.id, phone);
    await this.verification.verifyCode({
      merchantId: merchant.id,
      channel: 'sms',
      destination: phone,
      purpose: 'reset',
      code: input.verificationCode,
    });
    if (!member) throw new AppError('VERIFICATION_CODE_INVALID');
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction().execute(async (tx) => {
      await this.members.updatePassword(tx, merchant.id, member.id, passwordHash);
      await this.sessions.revokeAllOf(tx, member.id);
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: `member:${member.id}`,
        action: 'member.password.reset_by_phone',
        ip: context.ip,
        requestId: context.requestId,
      });
    });
    return this.completeLogin(merchant, member, 'player', 'sms', context);
  }

  /**
   * Sends an SMS code to a mobile number for logging in or for a phone password reset. It answers
   * the same whether or not the number is registered, so it can't be used to find members.
   */
  async sendAccountSmsCode(
    merchant: Merchant,
    input: {
      mobileNum: string;
      countryDialingCode?: string | undefined;
      humanVerification?: string | undefined;
      purpose: 'login' | 'reset';
    },
    context: RequestContext,
  ): Promise<{ expiredMinutes: number }> {
    const isEnabled =
      input.purpose === 'login' ? isSmsLoginOffered(merchant.flags) : merchant.flags.forgotPasswordByPhone;
    if (!isEnabled) throw new AppError('OPERATION_NOT_ENABLED');
    await this.verification.verifyHuman(input.humanVerification);
    const phone = this.verification.normalisePhone(input.mobileNum, input.countryDialingCode);
    const member = await this.members.findByMobile(merchant.id, phone);
    // Nothing is sent to a number nobody registered, but the answer looks the same.
    if (!member) return { expiredMinutes: this.verification.codeExpiredMinutes };
    return this.verification.sendCode({
      merchant,
      channel: 'sms',
      destination: phone,
      purpose: input.purpose,
      language: context.language,
      ip: context.ip,
      memberId: member.id,
    });
  }

  /** SMS code for registering a mobile number. Errors: OPERATION_NOT_ENABLED, PHONE_*, MOBILE_TAKEN, CODE_RESEND_TOO_SOON. */
  async sendRegisterSmsCode(
    merchant: Merchant,
    input: {
      mobileNum: string;
      countryDialingCode?: string | undefined;
      humanVerification?: string | undefined;
    },
    context: RequestContext,
  ): Promise<{ expiredMinutes: number }> {
    if (!merchant.flags.smsVerification && !isPasswordlessMobileRegistration(merchant.flags))
      throw new AppError('OPERATION_NOT_ENABLED');
    await this.verification.verifyHuman(input.humanVerification);
    const phone = this.verification.normalisePhone(input.mobileNum, input.countryDialingCode);
    if (await this.members.findByMobile(merchant.id, phone)) throw new AppError('MOBILE_TAKEN');
    return this.verification.sendCode({
      merchant,
      channel: 'sms',
      destination: phone,
      purpose: 'register',
      language: context.language,
      ip: context.ip,
      memberId: null,
    });
  }

  /**
   * Stores a feedback message. An application to become an agent (type applyAgent 6) needs the
   * merchant's agent policy (AGENTPOLICY3) and comes from a member who is not one yet.
   * Errors: OPERATION_NOT_ENABLED, UNAUTHORIZED (applyAgent without a session), CAPTCHA_INVALID.
   */
  async submitFeedback(
    merchant: Merchant,
    member: MemberRow | undefined,
    input: {
      type: number;
      content: string;
      sender?: string | undefined;
      captcha: string;
      captchaKey: string;
    },
    context: RequestContext,
  ): Promise<void> {
    if (input.type === FEEDBACK_TYPES.APPLY_AGENT) {
      if (!merchant.flags.agentPolicy) throw new AppError('OPERATION_NOT_ENABLED');
      if (!member) throw new AppError('UNAUTHORIZED');
      if (isAgentType(member.type) || isTrialType(member.type)) throw new AppError('OPERATION_NOT_ENABLED');
    }
    if (!(await this.verification.verifyCaptcha(merchant.id, input.captchaKey, input.captcha)))
      throw new AppError('CAPTCHA_INVALID');
    await this.members.insertFeedback(this.db, {
      merchantId: merchant.id,
      memberId: member?.id ?? null,
      type: input.type,
      content: input.content,
      sender: input.sender ?? member?.username ?? null,
      ip: context.ip,
    });
  }

  private assertMaySignIn(member: MemberRow, side: 'player' | 'agent'): void {
    if (side === 'agent' && !isAgentType(member.type)) throw new AppError('NON_AGENT_LOGIN');
    if (side === 'player' && (!PLAYER_SIDE_TYPES.includes(member.type) || isTrialType(member.type))) {
      throw new AppError('NON_MEMBER_LOGIN');
    }
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  }

  /** A member who has logged in before, from somewhere else, proves it is them. */
  private async needsSecondFactor(member: MemberRow, ip: string): Promise<boolean> {
    return (await this.members.hasKnownIps(member.id)) && !(await this.members.isKnownIp(member.id, ip));
  }

  /**
   * Opens a challenge, or returns undefined when the member has nothing bound to verify with. The
   * authenticator, when on, is the only method offered.
   */
  private async openChallenge(
    merchant: Merchant,
    member: MemberRow,
    side: 'player' | 'agent',
    loginType: string,
    ip: string,
  ): Promise<TSecondFactorChallenge | undefined> {
    const methods: TSecondFactorChallenge['methods'] = [];
    if (await this.authenticator.isEnabled(merchant.id, member.id)) methods.push('totp');
    else {
      if (member.mobile_num) methods.push('sms');
      if (member.email) methods.push('email');
      if (member.payee_name) methods.push('payeeName');
    }
    if (methods.length === 0) return undefined;
    const challengeId = newSecret();
    await this.sessionsRepository.insertChallenge(this.db, {
      merchantId: merchant.id,
      memberId: member.id,
      challengeHash: sha256(challengeId),
      side,
      loginType,
      ip,
      expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    });
    return {
      challengeId,
      methods,
      maskedMobile: member.mobile_num === null ? null : maskMobile(member.mobile_num),
      maskedEmail: member.email === null ? null : maskEmail(member.email),
    };
  }

  private async completeLogin(
    merchant: Merchant,
    member: MemberRow,
    side: 'player' | 'agent',
    loginType: string,
    context: RequestContext,
  ): Promise<TLoginValue> {
    if (side === 'player') await this.signInGate?.assertMaySignIn(merchant.id, member);
    const { token, isFirst } = await this.db.transaction().execute(async (tx) => {
      const isFirstLogin = await this.members.recordLogin(tx, member.id, context.ip);
      await this.members.rememberIp(tx, member.id, context.ip);
      const issued = await this.sessions.issue(tx, {
        merchant,
        member,
        side,
        loginType,
        ip: context.ip,
        userAgent: context.userAgent,
      });
      return { token: issued, isFirst: isFirstLogin };
    });
    return {
      // `member` was read before this login was recorded: its last login is the one before.
      ...this.memberInfo(merchant, { ...member, previous_login_at: member.last_login_at }),
      token,
      firstTimeLogin: isFirst,
      passwordExpired: this.isPasswordExpired(merchant, member),
    };
  }

  /**
   * A default or temporary password must be changed when the merchant forces it (forced password
   * change flag); with expiry on, so must one older than 90 days.
   */
  private isPasswordExpired(merchant: Merchant, member: MemberRow): boolean {
    if (isTrialType(member.type)) return false;
    // An operator's temporary password is always changed first, whatever the merchant's flag.
    if (member.password_temporary) return true;
    if (member.must_change_password && merchant.flags.forcePasswordChange) return true;
    const ageDays = (Date.now() - member.password_changed_at.getTime()) / 86_400_000;
    return merchant.flags.passwordExpiry && ageDays > PASSWORD_MAX_AGE_DAYS;
  }

  /** Errors: VALIDATION_FAILED when the password breaks the merchant's rule or the confirmation differs. */
  assertNewPassword(merchant: Merchant, password: string, confirmation: string): void {
    const errors: FieldError[] = [];
    const problem = checkField(password, { ...merchant.registerFields.password, required: true });
    if (problem) errors.push({ field: 'newPassword', problem });
    if (password !== confirmation)
      errors.push({ field: 'confirmNewPassword', problem: { kind: 'mismatch' } });
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { value: { fields: errors } });
  }

  /**
   * The upline a new player joins: the agent of the invitation or referral code, else the
   * recommender. With invite friends on, a referral code may be a member's own: the friend joins that
   * member's upline and the member is recorded as the referrer.
   */
  private async resolveUpline(
    merchant: Merchant,
    request: TRegisterRequest,
  ): Promise<{ uplineId: bigint | null; referrerId: bigint | null }> {
    const code = request.affiliateCode || request.referralCode;
    if (code) {
      const owner = await this.members.findByAffiliateCode(merchant.id, code);
      if (owner && owner.status === 'active' && isAgentType(owner.type))
        return { uplineId: owner.id, referrerId: null };
      const isFriendLink =
        !request.affiliateCode &&
        merchant.flags.referral &&
        owner?.status === 'active' &&
        !isTrialType(owner.type);
      if (owner && isFriendLink) return { uplineId: owner.upline_id, referrerId: owner.id };
      throw new AppError('INVALID_INVITATION_CODE');
    }
    if (request.recommenderId) {
      const recommender = await this.members.findByUsername(merchant.id, request.recommenderId);
      if (!recommender || isTrialType(recommender.type)) throw new AppError('INVALID_INVITATION_CODE');
      return { uplineId: recommender.id, referrerId: null };
    }
    return { uplineId: null, referrerId: null };
  }
}

function blankToNull(value: string | undefined): string | null {
  return value && value.length > 0 ? value : null;
}

function sameName(a: string, b: string): boolean {
  const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return normalise(a) === normalise(b);
}
