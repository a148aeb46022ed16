import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image.ts';
import type { CaptchasRepository } from './captchas.repository.ts';
import type { PlatformSecretsService } from './platform-secrets.service.ts';
import type { RateLimiter, RateLimitRule } from './rate-limiter.service.ts';

export interface CaptchaOptions {
  /** How long an issued captcha can be answered. */
  ttlSeconds: number;
  /** Captcha images one IP address may fetch. */
  perIp: RateLimitRule;
}

export const DEFAULT_CAPTCHA_OPTIONS: CaptchaOptions = {
  ttlSeconds: 5 * 60,
  perIp: { limit: 30, windowSeconds: 60 },
};

/** Longest answer worth hashing: anything longer is wrong anyway. */
const MAX_ANSWER_LENGTH = 32;

/**
 * Image captchas checked statelessly: the answer is kept only as an HMAC in the database under an
 * opaque key, so any server process can check it. Each captcha is good for one check, right or wrong.
 */
export class CaptchaService {
  constructor(
    private readonly captchas: CaptchasRepository,
    private readonly secrets: PlatformSecretsService,
    private readonly limiter: RateLimiter,
    private readonly options: CaptchaOptions = DEFAULT_CAPTCHA_OPTIONS,
  ) {}

  /**
   * A new captcha for the merchant: the PNG and the key its answer is checked under.
   * Errors: TOO_MANY_REQUESTS `{ retryAfterSeconds }` past the per-IP limit.
   */
  async issue(merchant: Merchant, ip: string): Promise<{ png: Buffer; captchaKey: string }> {
    await this.limiter.enforce(`captcha:ip:${ip}`, this.options.perIp);
    const text = randomCaptchaText();
    const captchaKey = randomBytes(18).toString('base64url');
    const png = await renderCaptchaPng(text);
    await this.captchas.insert({
      id: captchaKey,
      merchantId: merchant.id,
      answerHash: await this.answerHash(captchaKey, text),
      ttlSeconds: this.options.ttlSeconds,
    });
    return { png, captchaKey };
  }

  /**
   * True when `answer` (any case, surrounding spaces ignored) is the text of the merchant's captcha
   * `captchaKey` and it has not expired. The captcha is used up by this call whatever the outcome,
   * so a wrong guess cannot be followed by another on the same image.
   */
  async verify(merchantId: bigint, captchaKey: string, answer: string): Promise<boolean> {
    const normalised = answer.trim();
    if (!captchaKey || captchaKey.length > 64 || normalised.length === 0) return false;
    const row = await this.captchas.consume(merchantId, captchaKey);
    if (!row || row.isExpired || normalised.length > MAX_ANSWER_LENGTH) return false;
    const expected = Buffer.from(row.answerHash);
    const actual = await this.answerHash(captchaKey, normalised);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /**
   * The check a protected call makes. Errors: CAPTCHA_REQUIRED when key or answer is missing,
   * CAPTCHA_INVALID when the answer is wrong, expired or already used.
   */
  async assertSolved(
    merchantId: bigint,
    captchaKey: string | undefined | null,
    answer: string | undefined | null,
  ): Promise<void> {
    if (!captchaKey?.trim() || !answer?.trim()) throw new AppError('CAPTCHA_REQUIRED');
    if (!(await this.verify(merchantId, captchaKey.trim(), answer))) throw new AppError('CAPTCHA_INVALID');
  }

  /** Housekeeping: drops expired captchas. */
  purgeExpired(): Promise<number> {
    return this.captchas.deleteExpired();
  }

  private async answerHash(captchaKey: string, text: string): Promise<Buffer> {
    const key = await this.secrets.get('captcha_answer_key');
    return createHmac('sha256', key).update(`${captchaKey}:${text.toLowerCase()}`, 'utf8').digest();
  }
}
