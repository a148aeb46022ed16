import type { TVerificationChannel } from '@croupier/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface CodeTarget {
  merchantId: bigint;
  channel: TVerificationChannel;
  destination: string;
  purpose: string;
}

export interface LatestCodeRow {
  id: bigint;
  codeHash: Uint8Array;
  /** Set for a code the SMS provider made and checks (its session); null for the platform's own. */
  providerSession: string | null;
  isConsumed: boolean;
  isExpired: boolean;
  attempts: number;
}

/** `verification_codes`: one-time codes, only their HMAC stored. Times are the database's. */
export class VerificationCodesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a new code and retires every unused older code of the same target, in one transaction,
   * so at most one code of a target is ever live. A code the SMS provider made has no hash of ours
   * (an empty one) and the provider's session instead.
   */
  async replace(
    target: CodeTarget,
    codeHash: Uint8Array,
    ttlSeconds: number,
    providerSession: string | null = null,
  ): Promise<bigint> {
    return this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('verification_codes')
        .set({ consumed_at: sql<Date>`now()` })
        .where('merchant_id', '=', target.merchantId)
        .where('channel', '=', target.channel)
        .where('destination', '=', target.destination)
        .where('purpose', '=', target.purpose)
        .where('consumed_at', 'is', null)
        .execute();
      const row = await tx
        .insertInto('verification_codes')
        .values({
          merchant_id: target.merchantId,
          channel: target.channel,
          destination: target.destination,
          purpose: target.purpose,
          code_hash: codeHash,
          provider_session: providerSession,
          expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  /** The target's most recent code, used or not. */
  async latest(target: CodeTarget): Promise<LatestCodeRow | undefined> {
    return this.db
      .selectFrom('verification_codes')
      .select([
        'id',
        'code_hash as codeHash',
        'provider_session as providerSession',
        'attempts',
        sql<boolean>`consumed_at is not null`.as('isConsumed'),
        sql<boolean>`expires_at <= now()`.as('isExpired'),
      ])
      .where('merchant_id', '=', target.merchantId)
      .where('channel', '=', target.channel)
      .where('destination', '=', target.destination)
      .where('purpose', '=', target.purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Takes one guess on a live code: counts it and returns the new count, or undefined when the code
   * is used, expired or out of guesses. One statement, so concurrent guesses never exceed the limit.
   */
  async claimAttempt(id: bigint, maxAttempts: number): Promise<number | undefined> {
    const row = await this.db
      .updateTable('verification_codes')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .where(sql<boolean>`expires_at > now()`)
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts;
  }

  /** Uses the code up; false when it already was (a concurrent caller won). */
  async consume(id: bigint): Promise<boolean> {
    const row = await this.db
      .updateTable('verification_codes')
      .set({ consumed_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Housekeeping: drops codes that expired more than `olderThanSeconds` ago. */
  async deleteExpired(olderThanSeconds: number): Promise<number> {
    const result = await this.db
      .deleteFrom('verification_codes')
      .where('expires_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
