import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import type { VipLevelChangesTable, VipLevelsTable, VipRewardKind, VipRewardsTable } from './vip.tables.ts';

export type VipLevelRow = Selectable<VipLevelsTable>;
export type VipRewardRow = Selectable<VipRewardsTable>;
export interface VipMemberRow {
  level: number;
  counted_since: Date | null;
  retention_period: string | null;
  birthday: string | null;
}

/** The VIP table, members' levels and history, and VIP rewards. The wallet's bets are read by their unique member index. */
export class VipRepository {
  async levels(db: Db, merchantId: bigint): Promise<VipLevelRow[]> {
    return db
      .selectFrom('vip_levels')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('level')
      .execute();
  }

  /** Holds the merchant's table for the caller's transaction: one replacement at a time, even of an empty table. */
  async lockTable(tx: Db, merchantId: bigint): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`vip-levels:${merchantId}`}, 0))`.execute(tx);
  }

  /** Replaces the merchant's whole table (the caller's transaction). */
  async replaceLevels(db: Db, merchantId: bigint, rows: Insertable<VipLevelsTable>[]): Promise<void> {
    await db.deleteFrom('vip_levels').where('merchant_id', '=', merchantId).execute();
    if (rows.length > 0) await db.insertInto('vip_levels').values(rows).execute();
  }

  /** Merchants that run a VIP table. */
  async merchantsWithLevels(db: Db): Promise<bigint[]> {
    const rows = await db.selectFrom('vip_levels').select('merchant_id').distinct().execute();
    return rows.map((row) => row.merchant_id);
  }

  async member(db: Db, merchantId: bigint, memberId: bigint): Promise<VipMemberRow | undefined> {
    return db
      .selectFrom('vip_members')
      .select([
        'level',
        'counted_since',
        'retention_period',
        sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday'),
      ])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** Every member row of the merchant with its level (the job's view). */
  async members(db: Db, merchantId: bigint) {
    return db
      .selectFrom('vip_members')
      .select([
        'member_id',
        'level',
        'counted_since',
        'retention_period',
        sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday'),
      ])
      .where('merchant_id', '=', merchantId)
      .execute();
  }

  /** Makes sure the member has a row (level 0); never changes an existing one. */
  async ensureMember(db: Db, merchantId: bigint, memberId: bigint): Promise<void> {
    await db
      .insertInto('vip_members')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        counted_since: null,
        retention_period: null,
        birthday: null,
        birthday_confirmed_at: null,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id']).doNothing())
      .execute();
  }

  /**
   * Moves the member from `from` to `to` only while the level is still `from` (a racing job finds
   * it moved and changes nothing). Answers whether this call moved it.
   */
  async moveLevel(
    db: Db,
    merchantId: bigint,
    memberId: bigint,
    from: number,
    to: number,
    extra: { countedSince?: Date; retentionPeriod?: string } = {},
  ): Promise<boolean> {
    const result = await db
      .updateTable('vip_members')
      .set({
        level: to,
        changed_at: new Date(),
        ...(extra.countedSince ? { counted_since: extra.countedSince } : {}),
        ...(extra.retentionPeriod ? { retention_period: extra.retentionPeriod } : {}),
      })
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('level', '=', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Marks the month judged for a member whose level stays (so the next run skips it). */
  async markRetentionJudged(db: Db, merchantId: bigint, memberId: bigint, period: string): Promise<void> {
    await db
      .updateTable('vip_members')
      .set({ retention_period: period })
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .execute();
  }

  /** Sets the birthday once (a member row with a birthday is left alone); answers whether it was set. */
  async setBirthday(db: Db, merchantId: bigint, memberId: bigint, birthday: string): Promise<boolean> {
    const result = await db
      .updateTable('vip_members')
      .set({ birthday, birthday_confirmed_at: new Date() })
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('birthday', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async insertChange(db: Db, row: Insertable<VipLevelChangesTable>): Promise<boolean> {
    const inserted = await db
      .insertInto('vip_level_changes')
      .values(row)
      .onConflict((oc) => oc.column('change_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async history(db: Db, merchantId: bigint, memberId: bigint, limit = 20) {
    return db
      .selectFrom('vip_level_changes')
      .select(['from_level', 'to_level', 'reason', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The member's valid bet (applied bets, rolled-back ones left out) in [since, until). */
  async validBetOf(db: Db, merchantId: bigint, memberId: bigint, since: Date | null, until?: Date) {
    let query = db
      .selectFrom('vendor_transactions')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('kind', '=', 'bet')
      .where('status', '=', 'applied');
    if (since) query = query.where('created_at', '>=', since);
    if (until) query = query.where('created_at', '<', until);
    const row = await query.executeTakeFirstOrThrow();
    return BigInt(row.total);
  }

  /**
   * Every member's valid bet of the merchant, counted from the member's `counted_since` (all when
   * none), or within [since, until) when given: one grouped query for the whole job.
   */
  async validBets(
    db: Db,
    merchantId: bigint,
    window?: { since: Date; until: Date },
  ): Promise<Map<bigint, bigint>> {
    let query = db
      .selectFrom('vendor_transactions as vt')
      .leftJoin('vip_members as vm', (join) =>
        join.onRef('vm.merchant_id', '=', 'vt.merchant_id').onRef('vm.member_id', '=', 'vt.member_id'),
      )
      .select(['vt.member_id', sql<string>`sum(vt.amount)`.as('total')])
      .where('vt.merchant_id', '=', merchantId)
      .where('vt.kind', '=', 'bet')
      .where('vt.status', '=', 'applied');
    if (window) {
      query = query.where('vt.created_at', '>=', window.since).where('vt.created_at', '<', window.until);
    } else {
      query = query.where((eb) =>
        eb.or([eb('vm.counted_since', 'is', null), eb('vt.created_at', '>=', eb.ref('vm.counted_since'))]),
      );
    }
    const rows = await query.groupBy('vt.member_id').execute();
    return new Map(rows.map((row) => [row.member_id, BigInt(row.total)]));
  }

  /** Grants a reward once per member, kind and period; answers the new id (undefined: granted before). */
  async grant(
    db: Db,
    row: {
      merchantId: bigint;
      memberId: bigint;
      kind: VipRewardKind;
      periodKey: string;
      level: number;
      levelName: string;
      amount: bigint;
      expiresAt: Date;
    },
  ): Promise<bigint | undefined> {
    const inserted = await db
      .insertInto('vip_rewards')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        kind: row.kind,
        period_key: row.periodKey,
        level: row.level,
        level_name: row.levelName,
        amount: row.amount,
        status: 'claimable',
        expires_at: row.expiresAt,
        claimed_at: null,
        ledger_transaction_id: null,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'kind', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  async claimableRewards(db: Db, merchantId: bigint, memberId: bigint, now: Date): Promise<VipRewardRow[]> {
    return db
      .selectFrom('vip_rewards')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'claimable')
      .where('expires_at', '>', now)
      .orderBy('id')
      .execute();
  }

  async reward(db: Db, merchantId: bigint, memberId: bigint, id: bigint): Promise<VipRewardRow | undefined> {
    return db
      .selectFrom('vip_rewards')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Marks a claimable, unexpired reward claimed; the row when this call did it (the payment's guard). */
  async takeReward(db: Db, id: bigint, now: Date): Promise<VipRewardRow | undefined> {
    return db
      .updateTable('vip_rewards')
      .set({ status: 'claimed', claimed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'claimable')
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }

  async setRewardTransaction(db: Db, id: bigint, transactionId: bigint): Promise<void> {
    await db
      .updateTable('vip_rewards')
      .set({ ledger_transaction_id: transactionId })
      .where('id', '=', id)
      .execute();
  }

  async levelCounts(db: Db, merchantId: bigint) {
    const rows = await db
      .selectFrom('vip_members')
      .select(['level', sql<string>`count(*)`.as('n')])
      .where('merchant_id', '=', merchantId)
      .groupBy('level')
      .orderBy('level')
      .execute();
    return rows.map((row) => ({ level: row.level, count: Number(row.n) }));
  }
}
