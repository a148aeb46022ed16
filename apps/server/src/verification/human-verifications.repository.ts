import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** `human_verifications_spent`: ALTCHA solutions already accepted. */
export class HumanVerificationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records the solution's signature as spent; false when it already was. One insert, so of two
   * concurrent submissions of the same solution exactly one gets true.
   */
  async markSpent(signature: string, expiresAt: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('human_verifications_spent')
      .values({ signature, expires_at: expiresAt })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Housekeeping: a spent record is only needed until its challenge expires. */
  async deleteExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('human_verifications_spent')
      .where('expires_at', '<', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
