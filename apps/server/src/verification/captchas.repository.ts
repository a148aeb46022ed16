import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** `captchas`: issued image captchas, by opaque key. */
export class CaptchasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: { id: string; merchantId: bigint; answerHash: Uint8Array; ttlSeconds: number }) {
    await this.db
      .insertInto('captchas')
      .values({
        id: row.id,
        merchant_id: row.merchantId,
        answer_hash: row.answerHash,
        expires_at: sql<Date>`now() + make_interval(secs => ${row.ttlSeconds})`,
      })
      .execute();
  }

  /**
   * Marks the merchant's captcha used and returns what is needed to judge the answer, in one
   * statement: of two concurrent checks of one captcha only one gets a row. Undefined when the
   * captcha is unknown, another merchant's, or already used.
   */
  async consume(
    merchantId: bigint,
    id: string,
  ): Promise<{ answerHash: Uint8Array; isExpired: boolean } | undefined> {
    return this.db
      .updateTable('captchas')
      .set({ consumed_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .where('consumed_at', 'is', null)
      .returning(['answer_hash as answerHash', sql<boolean>`expires_at <= now()`.as('isExpired')])
      .executeTakeFirst();
  }

  /** Housekeeping: drops captchas that expired before `olderThanSeconds` ago. */
  async deleteExpired(olderThanSeconds = 0): Promise<number> {
    const result = await this.db
      .deleteFrom('captchas')
      .where('expires_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
