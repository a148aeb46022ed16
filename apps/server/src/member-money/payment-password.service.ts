import { isTrialType, type TSetPaymentPassword } from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { MemberDirectory, MemberRow } from '../accounts/member-directory.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
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

/** The member's 6-digit payment password: set, change, and the check every outgoing movement makes. */
export class PaymentPasswordService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly members: MemberDirectory,
    private readonly rateLimiter: RateLimiter,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Sets the payment password when none is set, or changes it with the old one.
   * Errors: TRIAL_NOT_ALLOWED, PAYMENT_PASSWORD_INCORRECT (old missing or wrong), TOO_MANY_REQUESTS.
   */
  async set(
    merchantId: bigint,
    member: Pick<MemberRow, 'id' | 'type'>,
    input: TSetPaymentPassword,
    context: RequestAudit,
  ): Promise<{ changed: boolean }> {
    if (isTrialType(member.type)) throw new AppError('TRIAL_NOT_ALLOWED');
    const current = await this.members.findPaymentPasswordHash(merchantId, member.id);
    if (current === undefined) throw new AppError('UNAUTHORIZED');
    const changed = current !== null;
    if (changed) await this.verify(merchantId, member.id, input.oldPaymentPassword ?? '');
    const hash = await hashPassword(input.newPaymentPassword);
    await this.db.transaction().execute(async (tx) => {
      await this.members.setPaymentPassword(tx, merchantId, member.id, hash);
      await this.audit.record(tx, {
        merchantId,
        actor: `member:${member.id}`,
        action: changed ? 'member.payment_password.change' : 'member.payment_password.set',
        ip: context.ip,
        requestId: context.requestId,
      });
    });
    return { changed };
  }

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
    if (!(await verifyPassword(hash, password))) throw new AppError('PAYMENT_PASSWORD_INCORRECT');
    await this.rateLimiter.reset(key);
  }
}
