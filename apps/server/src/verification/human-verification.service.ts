import { type TAltchaChallenge, ZAltchaPayload } from '@croupier/contracts';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { AppError } from '../http/app-error.ts';
import type { HumanVerificationsRepository } from './human-verifications.repository.ts';
import type { PlatformSecretsService } from './platform-secrets.service.ts';
import type { RateLimiter, RateLimitRule } from './rate-limiter.service.ts';

export interface HumanVerificationOptions {
  /** Upper bound of the secret number: the expected work is half of it (SHA-256 hashes in the browser). */
  maxNumber: number;
  /** How long a challenge may be solved and submitted. */
  ttlSeconds: number;
  /** Challenges one IP address may fetch. */
  perIp: RateLimitRule;
}

export const DEFAULT_HUMAN_VERIFICATION_OPTIONS: HumanVerificationOptions = {
  maxNumber: 50_000,
  ttlSeconds: 5 * 60,
  perIp: { limit: 60, windowSeconds: 60 },
};

/** Longest payload accepted: a real one is about 300 characters. */
const MAX_PAYLOAD_LENGTH = 4096;

/**
 * Self-hosted ALTCHA proof of work (the human-verification step of login and registration): the
 * browser finds the number behind a hash; the server checks it, its HMAC signature and its expiry,
 * and records it as spent so one solution serves one call. The HMAC key lives in the database, so a
 * challenge from one process verifies on any other.
 */
export class HumanVerificationService {
  constructor(
    private readonly secrets: PlatformSecretsService,
    private readonly spent: HumanVerificationsRepository,
    private readonly limiter: RateLimiter,
    private readonly options: HumanVerificationOptions = DEFAULT_HUMAN_VERIFICATION_OPTIONS,
  ) {}

  /** A signed challenge that expires after `ttlSeconds`. Errors: TOO_MANY_REQUESTS past the per-IP limit. */
  async createChallenge(ip: string): Promise<TAltchaChallenge> {
    await this.limiter.enforce(`altcha:ip:${ip}`, this.options.perIp);
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: await this.hmacKey(),
      maxnumber: this.options.maxNumber,
      expires: new Date(Date.now() + this.options.ttlSeconds * 1000),
    });
    return {
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      maxnumber: challenge.maxnumber ?? this.options.maxNumber,
      salt: challenge.salt,
      signature: challenge.signature,
    };
  }

  /**
   * Accepts a solved challenge (base64 JSON, as the ALTCHA widget submits it) once.
   * Errors: HUMAN_VERIFICATION_REQUIRED when missing or empty; HUMAN_VERIFICATION_FAILED when
   * malformed, wrongly solved, not signed by us, expired, or already used.
   */
  async verify(payloadBase64: string | undefined | null): Promise<void> {
    const raw = payloadBase64?.trim();
    if (!raw) throw new AppError('HUMAN_VERIFICATION_REQUIRED');
    const payload = decodePayload(raw);
    if (!payload) throw failed('malformed payload');
    const expires = Number(extractParams(payload).expires);
    if (!Number.isSafeInteger(expires)) throw failed('challenge without expiry');
    if (!(await verifySolution(payload, await this.hmacKey(), true)))
      throw failed('wrong, forged or expired');
    if (!(await this.spent.markSpent(payload.signature, new Date(expires * 1000))))
      throw failed('solution already used');
  }

  /** Housekeeping: forgets spent solutions whose challenges have expired. */
  purgeExpired(): Promise<number> {
    return this.spent.deleteExpired();
  }

  private async hmacKey(): Promise<string> {
    return (await this.secrets.get('altcha_hmac_key')).toString('hex');
  }
}

function failed(detail: string): AppError {
  return new AppError('HUMAN_VERIFICATION_FAILED', { detail: `human verification: ${detail}` });
}

function decodePayload(raw: string) {
  if (raw.length > MAX_PAYLOAD_LENGTH) return undefined;
  try {
    const parsed = ZAltchaPayload.safeParse(JSON.parse(Buffer.from(raw, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
