import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isSmsLoginOffered,
  type TLanguage,
  type TSiteFlags,
  type TVerificationChannel,
  type TVerificationPurpose,
} from '@croupier/contracts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { codeMessageSubject, codeMessageText } from './code-messages.ts';
import type { Mailer } from './mailer.ts';
import { generateNumericCode } from './one-time-code.ts';
import { normalisePhone } from './phone.ts';
import type { PlatformSecretsService } from './platform-secrets.service.ts';
import type { RateLimiter, RateLimitRule } from './rate-limiter.service.ts';
import type { SmsSender } from './sms-sender.ts';
import type { CodeTarget, VerificationCodesRepository } from './verification-codes.repository.ts';

export interface VerificationCodeOptions {
  /** Lifetime of a code; answered to the client as `expiredMinutes`. */
  ttlMinutes: number;
  /** No new code to the same destination and purpose within this many seconds (0: no wait). */
  resendIntervalSeconds: number;
  /** Codes one destination may receive per 24 hours, all purposes together. */
  dailyQuota: number;
  /** Wrong guesses that burn a code. */
  maxAttempts: number;
  /** Sends one IP address may ask for (both channels). */
  perIp: RateLimitRule;
  /**
   * SMS pumping guards, each counted per hour: texts asked from one IP address, to one member's
   * account, to one destination prefix (country code and leading digits, where premium ranges
   * sit), and by one merchant in all.
   */
  smsPerHour: { ip: number; account: number; prefix: number; merchant: number };
}

/** Digits of an E.164 number that name its range ("+84912" of "+84912345678"): the pumping unit. */
export const SMS_PREFIX_DIGITS = 5;

export const DEFAULT_VERIFICATION_CODE_OPTIONS: VerificationCodeOptions = {
  ttlMinutes: 5,
  resendIntervalSeconds: 60,
  dailyQuota: 10,
  maxAttempts: 5,
  perIp: { limit: 10, windowSeconds: 5 * 60 },
  smsPerHour: { ip: 10, account: 5, prefix: 50, merchant: 1000 },
};

export interface SendCodeInput {
  merchant: Merchant;
  channel: TVerificationChannel;
  /** A mobile number as typed (sms) or an email address. */
  destination: string;
  /** The picker's dialing code for a national mobile number ("+84"); ignored for email. */
  countryDialingCode?: string | null | undefined;
  purpose: TVerificationPurpose;
  /** Language of the message. */
  language: TLanguage;
  /** The caller's address, for the per-IP limits; null only for a send no client asked for. */
  ip: string | null;
  /** The member the code is for (second factor, login, reset), for the per-account limit; null when none yet. */
  memberId: bigint | null;
  /** The client's app-verification token for an SMS provider that asks for one (Firebase's reCAPTCHA). */
  recaptchaToken?: string | null;
}

export interface VerifyCodeInput {
  merchantId: bigint;
  channel: TVerificationChannel;
  destination: string;
  countryDialingCode?: string | null | undefined;
  purpose: TVerificationPurpose;
  code: string | null | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_CODE_INPUT = 16;

/**
 * Whether the merchant's configuration offers codes over `channel` for `purpose` (spec section 1
 * flags): SMS login needs mobile code login or password-less mobile registration, SMS registration needs mobile registration or SMS
 * verification, SMS password reset needs forgot-password-by-phone. Second factor, binding and the
 * proof of a sensitive change (to the member's own number) are always allowed, and so is email.
 */
export function isCodeSendingEnabled(
  flags: TSiteFlags,
  channel: TVerificationChannel,
  purpose: TVerificationPurpose,
): boolean {
  if (channel === 'email') return true;
  switch (purpose) {
    case 'login':
      return isSmsLoginOffered(flags);
    case 'register':
      return flags.mobileRegistration || flags.smsVerification;
    case 'reset':
      return flags.forgotPasswordByPhone;
    case 'second_factor':
    case 'bind':
    case 'sensitive_change':
      return true;
  }
}

/**
 * One-time codes by SMS or email: six random digits, stored only as an HMAC, good for one
 * successful check within their lifetime. Sending a new code retires the older ones of the same
 * destination and purpose. All limits are counted in the database, across every server process.
 */
export class VerificationCodeService {
  constructor(
    private readonly codes: VerificationCodesRepository,
    private readonly secrets: PlatformSecretsService,
    private readonly limiter: RateLimiter,
    private readonly sms: SmsSender,
    private readonly mailer: Mailer,
    private readonly options: VerificationCodeOptions = DEFAULT_VERIFICATION_CODE_OPTIONS,
  ) {}

  /** Lifetime of a code in minutes: the `expiredMinutes` every send answers with. */
  get codeExpiredMinutes(): number {
    return this.options.ttlMinutes;
  }

  /**
   * Sends a new code and answers its lifetime in minutes, plus the destination in the normalised
   * form that `verify` and the member record should use.
   * Errors, in the order they are checked: PHONE_MISSING, PHONE_INVALID (sms) or VALIDATION_FAILED
   * (email) for a bad destination; OPERATION_NOT_ENABLED when the merchant does not offer it
   * ({@link isCodeSendingEnabled}); TOO_MANY_REQUESTS `{ retryAfterSeconds }` past the per-IP limit;
   * CODE_RESEND_TOO_SOON `{ retryAfterSeconds }` within the resend interval; SMS_QUOTA_EXCEEDED
   * past the daily quota of the destination; SERVICE_UNAVAILABLE when the provider fails (the code
   * is then retired and the resend wait lifted).
   */
  async send(input: SendCodeInput): Promise<{ expiredMinutes: number; destination: string }> {
    const { merchant, channel, purpose, language } = input;
    const destination = this.normaliseDestination(channel, input.destination, input.countryDialingCode);
    if (!isCodeSendingEnabled(merchant.flags, channel, purpose)) {
      throw new AppError('OPERATION_NOT_ENABLED', { detail: `${channel} codes for ${purpose} are off` });
    }
    if (input.ip !== null) await this.limiter.enforce(`code-send:ip:${input.ip}`, this.options.perIp);
    if (channel === 'sms') await this.enforceSmsPumpingLimits(merchant.id, destination, input);
    const resendKey = `code-resend:${merchant.id}:${channel}:${purpose}:${destination}`;
    if (this.options.resendIntervalSeconds > 0) {
      await this.limiter.enforce(
        resendKey,
        { limit: 1, windowSeconds: this.options.resendIntervalSeconds },
        'CODE_RESEND_TOO_SOON',
      );
    }
    await this.limiter.enforce(
      `code-quota:${merchant.id}:${channel}:${destination}`,
      { limit: this.options.dailyQuota, windowSeconds: 24 * 60 * 60 },
      'SMS_QUOTA_EXCEEDED',
    );

    const target: CodeTarget = { merchantId: merchant.id, channel, destination, purpose };
    const minutes = this.options.ttlMinutes;
    const providerCodes = channel === 'sms' ? this.sms.codes : undefined;
    if (providerCodes) {
      // The provider makes and texts the code; its session is what is kept.
      let session: string;
      try {
        ({ session } = await providerCodes.send({
          merchantId: merchant.id,
          to: destination,
          recaptchaToken: input.recaptchaToken ?? null,
        }));
      } catch (error) {
        await this.limiter.reset(resendKey);
        throw new AppError('SERVICE_UNAVAILABLE', { detail: `${channel} delivery failed`, cause: error });
      }
      await this.codes.replace(target, new Uint8Array(), minutes * 60, session);
      return { expiredMinutes: minutes, destination };
    }
    const code = generateNumericCode();
    const id = await this.codes.replace(target, await this.codeHash(target, code), minutes * 60);
    const text = codeMessageText(language, { brand: merchant.name, code, minutes });
    try {
      if (channel === 'sms') {
        await this.sms.send({ merchantId: merchant.id, to: destination, body: text });
      } else {
        await this.mailer.send({
          merchantId: merchant.id,
          fromName: merchant.name,
          to: destination,
          subject: codeMessageSubject(language, merchant.name),
          text,
        });
      }
    } catch (error) {
      await this.codes.consume(id);
      await this.limiter.reset(resendKey);
      throw new AppError('SERVICE_UNAVAILABLE', { detail: `${channel} delivery failed`, cause: error });
    }
    return { expiredMinutes: minutes, destination };
  }

  /**
   * Checks a code against the latest one sent to the destination for the purpose, and uses it up.
   * Answers the normalised destination.
   * Errors: VERIFICATION_CODE_MISSING when empty; PHONE_MISSING/PHONE_INVALID/VALIDATION_FAILED for a
   * bad destination; VERIFICATION_CODE_EXPIRED when the latest code has expired;
   * VERIFICATION_CODE_INVALID when no code was sent, it is wrong, already used, replaced by a newer
   * one, or burnt by `maxAttempts` wrong guesses.
   */
  async verify(input: VerifyCodeInput): Promise<{ destination: string }> {
    const code = input.code?.trim() ?? '';
    if (code === '') throw new AppError('VERIFICATION_CODE_MISSING');
    const destination = this.normaliseDestination(input.channel, input.destination, input.countryDialingCode);
    const target: CodeTarget = {
      merchantId: input.merchantId,
      channel: input.channel,
      destination,
      purpose: input.purpose,
    };
    const latest = await this.codes.latest(target);
    if (!latest || latest.isConsumed) throw invalidCode('no live code');
    if (latest.isExpired) throw new AppError('VERIFICATION_CODE_EXPIRED');
    const attempts = await this.codes.claimAttempt(latest.id, this.options.maxAttempts);
    if (attempts === undefined) throw invalidCode('code used, burnt or expired meanwhile');
    if (latest.providerSession !== null) {
      return this.verifyWithProvider(latest.id, latest.providerSession, code, attempts, destination);
    }
    const expected = Buffer.from(latest.codeHash);
    const actual = code.length <= MAX_CODE_INPUT ? await this.codeHash(target, code) : Buffer.alloc(0);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      if (attempts >= this.options.maxAttempts) await this.codes.consume(latest.id);
      throw invalidCode('wrong code');
    }
    if (!(await this.codes.consume(latest.id))) throw invalidCode('used by a concurrent check');
    return { destination };
  }

  /** Checks a code the SMS provider made, through the provider; the same outcomes as our own codes. */
  private async verifyWithProvider(
    id: bigint,
    session: string,
    code: string,
    attempts: number,
    destination: string,
  ): Promise<{ destination: string }> {
    const providerCodes = this.sms.codes;
    if (!providerCodes) throw invalidCode('the provider that made the code is no longer configured');
    let outcome: 'valid' | 'invalid' | 'expired';
    try {
      outcome = code.length <= MAX_CODE_INPUT ? await providerCodes.check(session, code) : 'invalid';
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', { detail: 'sms code check failed', cause: error });
    }
    if (outcome === 'expired') {
      await this.codes.consume(id);
      throw new AppError('VERIFICATION_CODE_EXPIRED');
    }
    if (outcome === 'invalid') {
      if (attempts >= this.options.maxAttempts) await this.codes.consume(id);
      throw invalidCode('wrong code');
    }
    if (!(await this.codes.consume(id))) throw invalidCode('used by a concurrent check');
    return { destination };
  }

  /**
   * The stored form of a destination: a phone number through {@link normalisePhone}, an email
   * address trimmed and lower-cased. Errors: PHONE_MISSING, PHONE_INVALID, VALIDATION_FAILED (email).
   */
  normaliseDestination(
    channel: TVerificationChannel,
    destination: string,
    countryDialingCode?: string | null,
  ): string {
    if (channel === 'sms') return normalisePhone(destination, countryDialingCode);
    const email = destination.trim().toLowerCase();
    if (email.length > 254 || !EMAIL.test(email)) {
      throw new AppError('VALIDATION_FAILED', {
        value: { fields: [{ field: 'email', message: 'E-mail format is incorrect' }] },
      });
    }
    return email;
  }

  /**
   * Texts cost the operator money per message, and pumping fraud sends many to numbers the fraudster
   * earns from: every SMS counts per address, per account, per destination prefix and per merchant
   * in one hour, cheapest to exceed first. Errors: TOO_MANY_REQUESTS `{ retryAfterSeconds }`.
   */
  private async enforceSmsPumpingLimits(
    merchantId: bigint,
    destination: string,
    input: Pick<SendCodeInput, 'ip' | 'memberId'>,
  ): Promise<void> {
    const hour = (limit: number): RateLimitRule => ({ limit, windowSeconds: 60 * 60 });
    const limits = this.options.smsPerHour;
    if (input.ip !== null) await this.limiter.enforce(`sms-hour:ip:${input.ip}`, hour(limits.ip));
    if (input.memberId !== null) {
      await this.limiter.enforce(`sms-hour:acct:${merchantId}:${input.memberId}`, hour(limits.account));
    }
    const prefix = destination.slice(0, 1 + SMS_PREFIX_DIGITS);
    await this.limiter.enforce(`sms-hour:prefix:${merchantId}:${prefix}`, hour(limits.prefix));
    await this.limiter.enforce(`sms-hour:merchant:${merchantId}`, hour(limits.merchant));
  }

  /** Housekeeping: drops codes expired for more than a day. */
  purgeExpired(): Promise<number> {
    return this.codes.deleteExpired(24 * 60 * 60);
  }

  private async codeHash(target: CodeTarget, code: string): Promise<Buffer> {
    const key = await this.secrets.get('verification_code_key');
    return createHmac('sha256', key)
      .update(
        `${target.merchantId}|${target.channel}|${target.destination}|${target.purpose}|${code}`,
        'utf8',
      )
      .digest();
  }
}

function invalidCode(detail: string): AppError {
  return new AppError('VERIFICATION_CODE_INVALID', { detail: `verification code: ${detail}` });
}
