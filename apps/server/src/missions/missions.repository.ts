import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import type { MissionAwardsTable, MissionPeriod, MissionsTable } from './missions.tables.ts';

export type MissionRow = Selectable<MissionsTable>;
export type MissionAwardRow = Selectable<MissionAwardsTable>;

/** The mission set, claims, leaderboard prizes and awards; a member's bets are read by the wallet's member index. */
export class MissionsRepository {
  /** The merchant's missions (retired ones left out unless asked). */
  async missions(db: Db, merchantId: bigint, options: { onlyActive: boolean }): Promise<MissionRow[]> {
    let query = db.selectFrom('missions').selectAll().where('merchant_id', '=', merchantId);
    query = options.onlyActive
      ? query.where('status', '=', 'active')
      : query.where('status', '<>', 'retired');
    return query.orderBy('sort_order').orderBy('id').execute();
  }

  async mission(db: Db, merchantId: bigint, id: bigint): Promise<MissionRow | undefined> {
    return db
      .selectFrom('missions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Creates or changes a mission by its code. */
  async upsert(db: Db, row: Insertable<MissionsTable>): Promise<void> {
    await db
      .insertInto('missions')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'code']).doUpdateSet({
          period: row.period,
          kind: row.kind,
          game_type: row.game_type,
          title: row.title,
          target: row.target,
          reward_amount: row.reward_amount,
          points: row.points,
          status: row.status,
          sort_order: row.sort_order ?? 0,
          updated_at: new Date(),
        }),
      )
      .execute();
  }

  /** Retires the merchant's missions whose code is not in `keep` (their claims stay). */
  /** Holds the merchant's mission set for the caller's transaction: one replacement at a time. */
  async lockSet(tx: Db, merchantId: bigint): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`missions:${merchantId}`}, 0))`.execute(tx);
  }

  async retireOthers(db: Db, merchantId: bigint, keep: string[]): Promise<void> {
    let query = db
      .updateTable('missions')
      .set({ status: 'retired', updated_at: new Date() })
      .where('merchant_id', '=', merchantId);
    if (keep.length > 0) query = query.where('code', 'not in', keep);
    await query.execute();
  }

  /** The member's applied bets in [since, until): what bet missions count. */
  async betsOf(db: Db, merchantId: bigint, memberId: bigint, since: Date, until: Date) {
    return db
      .selectFrom('vendor_transactions')
      .select(['vendor_code', 'game_code', 'amount'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('kind', '=', 'bet')
      .where('status', '=', 'applied')
      .where('created_at', '>=', since)
      .where('created_at', '<', until)
      .execute();
  }

  /** The member's claims of the given periods. */
  async claimsOf(db: Db, merchantId: bigint, memberId: bigint, periodKeys: string[]) {
    if (periodKeys.length === 0) return [];
    return db
      .selectFrom('mission_claims')
      .select(['mission_id', 'period_key', 'amount', 'points'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('period_key', 'in', periodKeys)
      .execute();
  }

  /** Records a claim once per member, mission and period; the new id, or undefined when claimed before. */
  async insertClaim(
    db: Db,
    row: {
      merchantId: bigint;
      memberId: bigint;
      missionId: bigint;
      periodKey: string;
      amount: bigint;
      points: number;
    },
  ): Promise<bigint | undefined> {
    const inserted = await db
      .insertInto('mission_claims')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        mission_id: row.missionId,
        period_key: row.periodKey,
        amount: row.amount,
        points: row.points,
        ledger_transaction_id: null,
      })
      .onConflict((oc) => oc.columns(['mission_id', 'member_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  async setClaimTransaction(db: Db, id: bigint, transactionId: bigint): Promise<void> {
    await db
      .updateTable('mission_claims')
      .set({ ledger_transaction_id: transactionId })
      .where('id', '=', id)
      .execute();
  }

  async findClaim(db: Db, missionId: bigint, memberId: bigint, periodKey: string) {
    return db
      .selectFrom('mission_claims')
      .select(['id', 'amount', 'points'])
      .where('mission_id', '=', missionId)
      .where('member_id', '=', memberId)
      .where('period_key', '=', periodKey)
      .executeTakeFirst();
  }

  /** Mission points per member of claims made in [since, until), with when each reached them. */
  async board(db: Db, merchantId: bigint, since: Date, until: Date) {
    const rows = await db
      .selectFrom('mission_claims')
      .select([
        'member_id',
        sql<string>`sum(points)`.as('points'),
        sql<Date>`max(claimed_at)`.as('reached_at'),
      ])
      .where('merchant_id', '=', merchantId)
      .where('claimed_at', '>=', since)
      .where('claimed_at', '<', until)
      .groupBy('member_id')
      .execute();
    return rows.map((row) => ({
      memberId: row.member_id,
      points: Number(row.points),
      reachedAt: new Date(row.reached_at),
    }));
  }

  async prizes(db: Db, merchantId: bigint, period: MissionPeriod): Promise<bigint[]> {
    const rows = await db
      .selectFrom('mission_prizes')
      .select(['amount'])
      .where('merchant_id', '=', merchantId)
      .where('period', '=', period)
      .orderBy('rank')
      .execute();
    return rows.map((row) => row.amount);
  }

  async replacePrizes(db: Db, merchantId: bigint, period: MissionPeriod, amounts: bigint[]): Promise<void> {
    await db
      .deleteFrom('mission_prizes')
      .where('merchant_id', '=', merchantId)
      .where('period', '=', period)
      .execute();
    if (amounts.length === 0) return;
    await db
      .insertInto('mission_prizes')
      .values(amounts.map((amount, index) => ({ merchant_id: merchantId, period, rank: index + 1, amount })))
      .execute();
  }

  async merchantsWithPrizes(db: Db): Promise<bigint[]> {
    const rows = await db.selectFrom('mission_prizes').select('merchant_id').distinct().execute();
    return rows.map((row) => row.merchant_id);
  }

  /** Awards a prize once per period and rank (and member); true when this call did. */
  async award(
    db: Db,
    row: {
      merchantId: bigint;
      period: MissionPeriod;
      periodKey: string;
      rank: number;
      memberId: bigint;
      points: number;
      amount: bigint;
      expiresAt: Date;
    },
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('mission_awards')
      .values({
        merchant_id: row.merchantId,
        period: row.period,
        period_key: row.periodKey,
        rank: row.rank,
        member_id: row.memberId,
        points: row.points,
        amount: row.amount,
        status: 'claimable',
        expires_at: row.expiresAt,
        claimed_at: null,
        ledger_transaction_id: null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async claimableAwards(db: Db, merchantId: bigint, memberId: bigint, now: Date) {
    return db
      .selectFrom('mission_awards')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'claimable')
      .where('expires_at', '>', now)
      .orderBy('id')
      .execute();
  }

  async awardOf(db: Db, merchantId: bigint, memberId: bigint, id: bigint) {
    return db
      .selectFrom('mission_awards')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Marks a claimable, unexpired award claimed; the row when this call did it. */
  async takeAward(db: Db, id: bigint, now: Date) {
    return db
      .updateTable('mission_awards')
      .set({ status: 'claimed', claimed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'claimable')
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }

  async setAwardTransaction(db: Db, id: bigint, transactionId: bigint): Promise<void> {
    await db
      .updateTable('mission_awards')
      .set({ ledger_transaction_id: transactionId })
      .where('id', '=', id)
      .execute();
  }

  /** Claims per mission code and period (the operator's report), newest periods first. */
  async claimReport(db: Db, merchantId: bigint) {
    const rows = await db
      .selectFrom('mission_claims as c')
      .innerJoin('missions as m', 'm.id', 'c.mission_id')
      .select(['m.code', 'c.period_key', sql<string>`count(*)`.as('n')])
      .where('c.merchant_id', '=', merchantId)
      .groupBy(['m.code', 'c.period_key'])
      .orderBy('c.period_key', 'desc')
      .limit(200)
      .execute();
    return rows.map((row) => ({ code: row.code, periodKey: row.period_key, count: Number(row.n) }));
  }
}
