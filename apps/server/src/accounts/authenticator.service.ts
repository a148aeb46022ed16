import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { PlatformSecretsService } from '../verification/platform-secrets.service.ts';
import { newTotpSecret, openSecret, otpauthUri, sealSecret, totpStepOf } from './totp.ts';
import type { VerificationPorts } from './verification-ports.ts';

/** Wrong authenticator codes a member may enter in this many seconds, across logins and settings. */
export const TOTP_ATTEMPTS = { limit: 5, windowSeconds: 300 } as const;

/**
 * A member's Google Authenticator (TOTP): a secret made at setup and shown once, confirmed with a
 * code before it counts, checked at logins from a new address and to turn it off. The secret is
 * stored sealed (AES-256-GCM, platform key `totp_secret_key`, bound to the member) and never read
 * back to the member. A code is accepted once (its step is remembered) and wrong codes are counted
 * per member ({@link TOTP_ATTEMPTS}) before they are checked.
 */
export class AuthenticatorService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secrets: Pick<PlatformSecretsService, 'get'>,
    private readonly limits: Pick<VerificationPorts, 'hit' | 'reset'>,
    private readonly now: () => number = Date.now,
  ) {}

  async isEnabled(merchantId: bigint, memberId: bigint, db: Db = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('member_totp')
      .select('enabled_at')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.enabled_at != null;
  }

  /**
   * A new secret for the member's app, kept unconfirmed (a setup started again replaces it).
   * Errors: TOTP_ALREADY_ENABLED.
   */
  async begin(
    merchant: { id: bigint; name: string },
    member: { id: bigint; username: string },
  ): Promise<{ secret: string; otpauthUri: string }> {
    const secret = newTotpSecret();
    const sealed = sealSecret(await this.key(), binding(merchant.id, member.id), secret);
    const written = await this.db
      .insertInto('member_totp')
      .values({ member_id: member.id, merchant_id: merchant.id, secret_ciphertext: sealed })
      .onConflict((oc) =>
        oc
          .column('member_id')
          .doUpdateSet({ secret_ciphertext: sealed, last_step: null })
          .where('member_totp.enabled_at', 'is', null),
      )
      .returning('member_id')
      .executeTakeFirst();
    if (!written) throw new AppError('TOTP_ALREADY_ENABLED');
    return { secret, otpauthUri: otpauthUri(secret, merchant.name, member.username) };
  }

  /**
   * Checks a code against the member's secret (`state`: the confirmed one, or the one being set up),
   * uses its step up and runs `then` in the same transaction (the check's row stays locked): a
   * failure of `then` takes the used step back. The attempt is counted first, outside the
   * transaction, so a wrong code counts even though its transaction rolls back.
   * Errors: TOO_MANY_REQUESTS ({ retryAfterSeconds }), TOTP_NOT_ENABLED / TOTP_SETUP_REQUIRED
   * (nothing in that state), TOTP_ALREADY_ENABLED (confirming when on), TOTP_CODE_INVALID (wrong,
   * or a code already used).
   */
  async check<T>(
    merchantId: bigint,
    memberId: bigint,
    code: string,
    state: 'enabled' | 'pending',
    then: (tx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    const attemptKey = `totp:${merchantId}:${memberId}`;
    const attempt = await this.limits.hit(attemptKey, TOTP_ATTEMPTS);
    if (!attempt.allowed) {
      throw new AppError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: attempt.retryAfterSeconds } });
    }
    const key = await this.key();
    const result = await this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('member_totp')
        .select(['secret_ciphertext', 'enabled_at', 'last_step'])
        .where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId)
        .forUpdate()
        .executeTakeFirst();
      if (state === 'pending') {
        if (!row) throw new AppError('TOTP_SETUP_REQUIRED');
        if (row.enabled_at !== null) throw new AppError('TOTP_ALREADY_ENABLED');
      } else if (row?.enabled_at == null) throw new AppError('TOTP_NOT_ENABLED');
      if (!row) throw new AppError('TOTP_NOT_ENABLED');
      const secret = openSecret(key, binding(merchantId, memberId), row.secret_ciphertext);
      const step = totpStepOf(secret, code, this.now());
      if (step === undefined || (row.last_step !== null && step <= row.last_step)) {
        throw new AppError('TOTP_CODE_INVALID');
      }
      await tx
        .updateTable('member_totp')
        .set({ last_step: step })
        .where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId)
        .execute();
      return then(tx);
    });
    await this.limits.reset(attemptKey);
    return result;
  }

  /** Marks the set-up secret confirmed (after {@link check} in the same transaction). */
  async markEnabled(tx: Db, merchantId: bigint, memberId: bigint): Promise<void> {
    await tx
      .updateTable('member_totp')
      .set({ enabled_at: sql<Date>`now()` })
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .execute();
  }

  /** Forgets the member's authenticator (after {@link check} in the same transaction). */
  async remove(tx: Db, merchantId: bigint, memberId: bigint): Promise<void> {
    await tx
      .deleteFrom('member_totp')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .execute();
  }

  private key(): Promise<Buffer> {
    return this.secrets.get('totp_secret_key');
  }
}

function binding(merchantId: bigint, memberId: bigint): string {
  return `member_totp:${merchantId}:${memberId}`;
}
