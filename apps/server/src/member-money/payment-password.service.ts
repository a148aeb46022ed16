import type { MemberDirectory } from '../accounts/member-directory.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { AppError } from '../http/app-error.ts';
import type { RateLimiter } from '../verification/rate-limiter.service.ts';

/** Wrong payment passwords allowed per member in one window before the member is locked out. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
/** The lock-out window: 15 minutes from the first wrong try. */
export const PAYMENT_PASSWORD_WINDOW_SECONDS = 15 * 60;

export interface RequestAudit {
  ip: string;
  requestId: string;
}

/**
 * The member's 6-digit payment password: the check every outgoing movement makes, and the
 * lock-out every proof of a sensitive change counts toward (setting and changing it are sensitive
 * changes: see MemberSecurityService).
 */
export class PaymentPasswordService {
  constructor(
    private readonly members: MemberDirectory,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * Checks the member's payment password. Every try counts first (atomically, so parallel guesses
   * cannot slip past the limit) and a right one clears the count: after
   * PAYMENT_PASSWORD_MAX_FAILURES wrong tries in the window every try is refused, even a right one,
   * until the window closes.
   * Errors: PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_INCORRECT, TOO_MANY_REQUESTS ({ retryAfterSeconds }).
   */
  async verify(merchantId: bigint, memberId: bigint, password: string): Promise<void> {
    const hash = await this.members.findPaymentPasswordHash(merchantId, memberId);
    if (!hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
    await this.countedCheck(merchantId, memberId, async () => {
      if (!(await verifyPassword(hash, password))) throw new AppError('PAYMENT_PASSWORD_INCORRECT');
    });
  }

  /**
   * Runs one credential check of the member (`check` throws when the credential is wrong) under the
   * payment password lock-out: the try is counted first, atomically; a check that passes clears the
   * count. Errors: TOO_MANY_REQUESTS ({ retryAfterSeconds }) once locked, else whatever `check` throws.
   */
  async countedCheck(merchantId: bigint, memberId: bigint, check: () => Promise<void>): Promise<void> {
    const key = `payment-password:${merchantId}:${memberId}`;
    const attempt = await this.rateLimiter.hit(key, {
      limit: PAYMENT_PASSWORD_MAX_FAILURES,
      windowSeconds: PAYMENT_PASSWORD_WINDOW_SECONDS,
    });
    if (!attempt.allowed) {
      throw new AppError('TOO_MANY_REQUESTS', {
        value: { retryAfterSeconds: attempt.retryAfterSeconds },
        detail: 'payment password locked',
      });
    }
    await check();
    await this.rateLimiter.reset(key);
  }
}
