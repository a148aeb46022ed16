import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import type { RedEnvelopeClaimsTable, RedEnvelopeRainsTable } from './red-envelopes.tables.ts';

export type RainRow = Selectable<RedEnvelopeRainsTable>;
export type ClaimRow = Selectable<RedEnvelopeClaimsTable>;

/** The rains' and claims' SQL. The claim counter on the rain row is the one lock every claim queues on. */
export class RedEnvelopesRepository {
  async insertRain(
    db: Db,
    row: Omit<RainRow, 'id' | 'created_at' | 'claimed_count' | 'claimed_amount' | 'status'>,
  ) {
    return db.insertInto('red_envelope_rains').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async find(db: Db, merchantId: bigint, id: bigint): Promise<RainRow | undefined> {
    return db
      .selectFrom('red_envelope_rains')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The merchant's rains, latest first (at most 200). */
  async list(db: Db, merchantId: bigint): Promise<RainRow[]> {
    return db
      .selectFrom('red_envelope_rains')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  /** The rain a member sees now: the live one that started last, else the next to start. */
  async current(db: Db, merchantId: bigint, now: Date): Promise<RainRow | undefined> {
    const live = await db
      .selectFrom('red_envelope_rains')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'scheduled')
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('starts_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (live) return live;
    return db
      .selectFrom('red_envelope_rains')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'scheduled')
      .where('starts_at', '>', now)
      .orderBy('starts_at')
      .limit(1)
      .executeTakeFirst();
  }

  async findClaim(db: Db, rainId: bigint, memberId: bigint): Promise<ClaimRow | undefined> {
    return db
      .selectFrom('red_envelope_claims')
      .selectAll()
      .where('rain_id', '=', rainId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /**
   * Takes the next envelope of a live rain: bumps the claim counter (locking the rain row until
   * the transaction ends) and answers its 1-based sequence, or undefined when the rain is not live
   * or empty. The database's clock decides "live", the same for every server process.
   */
  async takeEnvelope(db: Db, rainId: bigint): Promise<number | undefined> {
    const row = await db
      .updateTable('red_envelope_rains')
      .set({ claimed_count: sql<number>`claimed_count + 1` })
      .where('id', '=', rainId)
      .where('status', '=', 'scheduled')
      .where('starts_at', '<=', sql<Date>`now()`)
      .where('ends_at', '>', sql<Date>`now()`)
      .where(sql<boolean>`claimed_count < envelope_count`)
      .returning('claimed_count')
      .executeTakeFirst();
    return row?.claimed_count;
  }

  /** Adds a paid envelope to the rain's total (the CHECK keeps it within the pool). */
  async addClaimed(db: Db, rainId: bigint, amount: bigint): Promise<void> {
    await db
      .updateTable('red_envelope_rains')
      .set({ claimed_amount: sql<bigint>`claimed_amount + ${amount}` })
      .where('id', '=', rainId)
      .execute();
  }

  /** Records the member's envelope; false when the member already has one of this rain. */
  async insertClaim(
    db: Db,
    row: { rainId: bigint; memberId: bigint; merchantId: bigint; sequence: number; amount: bigint },
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('red_envelope_claims')
      .values({
        rain_id: row.rainId,
        member_id: row.memberId,
        merchant_id: row.merchantId,
        sequence: row.sequence,
        amount: row.amount,
      })
      .onConflict((oc) => oc.columns(['rain_id', 'member_id']).doNothing())
      .returning('sequence')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async setClaimTransaction(db: Db, rainId: bigint, memberId: bigint, transactionId: bigint): Promise<void> {
    await db
      .updateTable('red_envelope_claims')
      .set({ ledger_transaction_id: transactionId })
      .where('rain_id', '=', rainId)
      .where('member_id', '=', memberId)
      .execute();
  }

  /** Cancels a scheduled rain; false when it was not scheduled. */
  async cancel(db: Db, merchantId: bigint, id: bigint): Promise<boolean> {
    const row = await db
      .updateTable('red_envelope_rains')
      .set({ status: 'cancelled' })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
