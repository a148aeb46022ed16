import type { TLanguage } from '@croupier/contracts';
import type { Merchant } from '../merchants/merchant.ts';

/**
 * What the accounts feature needs from the verification feature, as narrow interfaces: the checks
 * and messages around a login or a registration. services.ts wires the real implementations.
 */
export interface VerificationPorts {
  /** How long a sent code stays valid (the `expiredMinutes` a send answers with). */
  readonly codeExpiredMinutes: number;
  /** Throws HUMAN_VERIFICATION_REQUIRED or HUMAN_VERIFICATION_FAILED. */
  verifyHuman(payload: string | undefined): Promise<void>;
  /** Single-use check of a captcha answer; false when wrong, expired or already used. */
  verifyCaptcha(merchantId: bigint, captchaKey: string, answer: string): Promise<boolean>;
  /** Normalises a phone number to +<country code><number>; throws PHONE_MISSING or PHONE_INVALID. */
  normalisePhone(mobileNum: string | undefined, countryDialingCode: string | undefined): string;
  sendCode(input: {
    merchant: Merchant;
    channel: 'sms' | 'email';
    destination: string;
    purpose: CodePurpose;
    language: TLanguage;
    /** The caller's address: every send counts against it (SMS pumping limits). */
    ip: string;
    /** The member the code goes to, when known (per-account limit). */
    memberId: bigint | null;
  }): Promise<{ expiredMinutes: number }>;
  /** Throws VERIFICATION_CODE_MISSING / _INVALID / _EXPIRED; consumes the code on success. */
  verifyCode(input: {
    merchantId: bigint;
    channel: 'sms' | 'email';
    destination: string;
    purpose: CodePurpose;
    code: string | undefined;
  }): Promise<void>;
  sendEmail(input: { merchant: Merchant; to: string; subject: string; text: string }): Promise<void>;
  /** Counts one event under `key` in a sliding window; atomic across processes. */
  hit(
    key: string,
    options: { limit: number; windowSeconds: number },
  ): Promise<{ allowed: boolean; hits: number; retryAfterSeconds: number }>;
  /** The events counted under `key` in the current window, without adding one. */
  count(key: string, windowSeconds: number): Promise<number>;
  /** Takes back one event counted by `hit` (an attempt that was no credential check, or succeeded). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export type CodePurpose = 'login' | 'register' | 'reset' | 'second_factor';
