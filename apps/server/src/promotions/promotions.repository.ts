import type { TAdminPromotionsQuery } from '@croupier/contracts';
import { type Insertable, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import { COUNT_ROWS, fetchPage } from '../db/paging.ts';
import type { Database, Db } from '../db/schema.ts';
import type {
  BonusStatus,
  MemberBonusesTable,
  PromotionCashbacksTable,
  PromotionsTable,
} from './promotions.tables.ts';

export type PromotionRow = Selectable<PromotionsTable>;
export type BonusRow = Selectable<MemberBonusesTable> & { promotion_title: string };
/** What a settlement needs of the bonus it ended: its money and whose accounts it moves between. */
export type SettledBonus = Pick<
  Selectable<MemberBonusesTable>,
  'id' | 'amount' | 'member_id' | 'promotion_id' | 'issuer'
>;
export type NewPromotion = Insertable<PromotionsTable>;
export type PromotionChanges = Updateable<PromotionsTable>;

/** Promotions, who joined them, members' bonuses and the bets counted towards their wagering. */
export class PromotionsRepository {
  async list(
    db: Db,
    merchantId: bigint,
    filter: { category?: string | undefined; includeDrafts: boolean },
  ): Promise<PromotionRow[]> {
    let query = db.selectFrom('promotions').selectAll().where('merchant_id', '=', merchantId);
    if (!filter.includeDrafts) query = query.where('status', '<>', 'draft');
    if (filter.category) query = query.where('category', '=', filter.category as PromotionRow['category']);
    return query.orderBy('sort_order').orderBy('id').execute();
  }

  /** A page of the merchant's promotions (drafts included) for the console, by kind and state at `now`, sorted as asked. */
  async adminPage(db: Db, merchantId: bigint, query: TAdminPromotionsQuery, now: Date) {
    let rows = db.selectFrom('promotions').where('merchant_id', '=', merchantId);
    if (query.kind) rows = rows.where('kind', '=', query.kind);
    if (query.state === 'draft' || query.state === 'paused') rows = rows.where('status', '=', query.state);
    if (query.state === 'scheduled') rows = rows.where('status', '=', 'active').where('starts_at', '>', now);
    if (query.state === 'ended') rows = rows.where('status', '=', 'active').where('ends_at', '<=', now);
    if (query.state === 'live')
      rows = rows
        .where('status', '=', 'active')
        .where('starts_at', '<=', now)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
    const column = {
      sortOrder: 'sort_order',
      title: 'title',
      startTime: 'starts_at',
      updatedAt: 'updated_at',
    } as const;
    return fetchPage(
      rows.selectAll().orderBy(column[query.sort], query.order).orderBy('id', query.order),
      rows.select(COUNT_ROWS),
      query,
    );
  }

  /** The promotion as it stands, locked for the caller's transaction (before an operator's change). */
  async lock(tx: Transaction<Database>, merchantId: bigint, id: bigint): Promise<PromotionRow | undefined> {
    return tx
      .selectFrom('promotions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async findById(db: Db, merchantId: bigint, id: bigint): Promise<PromotionRow | undefined> {
    return db
      .selectFrom('promotions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Inserts a promotion unless its code is taken in the merchant; returns the new id or undefined. */
  async insert(db: Db, row: NewPromotion): Promise<bigint | undefined> {
    const inserted = await db
      .insertInto('promotions')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  /** Applies an operator's change when the promotion is still at `version`, raising it; false when someone changed it meanwhile. */
  async update(
    db: Db,
    merchantId: bigint,
    id: bigint,
    version: number,
    changes: PromotionChanges,
  ): Promise<boolean> {
    const result = await db
      .updateTable('promotions')
      .set({ ...changes, updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** When the member joined each of `promotionIds` they joined. */
  async joinedAt(db: Db, memberId: bigint, promotionIds: bigint[]): Promise<Map<bigint, Date>> {
    if (promotionIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('promotion_members')
      .select(['promotion_id', 'joined_at'])
      .where('member_id', '=', memberId)
      .where('promotion_id', 'in', promotionIds)
      .execute();
    return new Map(rows.map((row) => [row.promotion_id, row.joined_at]));
  }

  /** Joins once: a repeat changes nothing. */
  async join(db: Db, promotionId: bigint, memberId: bigint): Promise<void> {
    await db
      .insertInto('promotion_members')
      .values({ promotion_id: promotionId, member_id: memberId })
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
      .execute();
  }

  /**
   * Takes `amount` from the promotion's total budget, in one conditional update: under concurrent
   * claims the row lock queues them and each sees the spend of those before it, so the sum never
   * passes the budget. False when what is left is too little (or the promotion is no longer active).
   */
  async reserveBudget(tx: Transaction<Database>, promotionId: bigint, amount: bigint): Promise<boolean> {
    const result = await tx
      .updateTable('promotions')
      .set({ spent: sql<bigint>`spent + ${amount}` })
      .where('id', '=', promotionId)
      .where('status', '=', 'active')
      .where(sql<boolean>`(total_budget is null or spent + ${amount} <= total_budget)`)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Inserts the member's one bonus of a promotion; undefined when they already have it. */
  async insertBonus(
    tx: Transaction<Database>,
    row: Insertable<MemberBonusesTable>,
  ): Promise<bigint | undefined> {
    const inserted = await tx
      .insertInto('member_bonuses')
      .values(row)
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  /** Inserts a bonus another feature issues (its key unique per merchant: a repeat fails the caller's transaction). */
  async insertIssuedBonus(tx: Transaction<Database>, row: Insertable<MemberBonusesTable>): Promise<bigint> {
    const inserted = await tx
      .insertInto('member_bonuses')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async setBonusTransaction(
    tx: Transaction<Database>,
    bonusId: bigint,
    column: 'claim_transaction_id' | 'settle_transaction_id',
    transactionId: bigint,
  ): Promise<void> {
    await tx
      .updateTable('member_bonuses')
      .set({ [column]: transactionId })
      .where('id', '=', bonusId)
      .execute();
  }

  /** Bonuses with their title: the promotion's, or the issuer's own for an issued bonus. */
  private bonuses(db: Db) {
    return db
      .selectFrom('member_bonuses as b')
      .leftJoin('promotions as p', 'p.id', 'b.promotion_id')
      .selectAll('b')
      .select(sql<string>`coalesce(p.title, b.title)`.as('promotion_title'));
  }

  /** The member's bonuses, newest first. */
  async bonusesOf(db: Db, merchantId: bigint, memberId: bigint): Promise<BonusRow[]> {
    return this.bonuses(db)
      .where('b.merchant_id', '=', merchantId)
      .where('b.member_id', '=', memberId)
      .orderBy('b.id', 'desc')
      .execute();
  }

  async findBonus(db: Db, bonusId: bigint): Promise<BonusRow | undefined> {
    return this.bonuses(db).where('b.id', '=', bonusId).executeTakeFirst();
  }

  async findBonusOf(db: Db, promotionId: bigint, memberId: bigint): Promise<BonusRow | undefined> {
    return this.bonuses(db)
      .where('b.promotion_id', '=', promotionId)
      .where('b.member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** The member's bonuses still wagering. */
  async activeBonuses(db: Db, merchantId: bigint, memberId: bigint): Promise<BonusRow[]> {
    return this.bonuses(db)
      .where('b.merchant_id', '=', merchantId)
      .where('b.member_id', '=', memberId)
      .where('b.status', '=', 'active')
      .orderBy('b.id')
      .execute();
  }

  /** Each member of the merchant with a wagering bonus, with the lowest max bet their bonuses set (null: none). */
  async activeWagering(db: Db, merchantId: bigint): Promise<{ memberId: bigint; maxBet: bigint | null }[]> {
    const rows = await db
      .selectFrom('member_bonuses')
      .select(['member_id', (eb) => eb.fn.min<bigint | null>('max_bet').as('max_bet')])
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'active')
      .groupBy('member_id')
      .execute();
    return rows.map((row) => ({
      memberId: row.member_id,
      maxBet: row.max_bet === null ? null : BigInt(row.max_bet),
    }));
  }

  /**
   * Counts one vendor bet towards a bonus, once: the bet's row is the idempotency key, and the
   * bonus's total moves only when the row is new. Returns the bonus's total after, or undefined
   * when the bet was already counted or the bonus is no longer wagering.
   */
  async countBet(
    tx: Transaction<Database>,
    bet: {
      bonusId: bigint;
      vendorCode: string;
      vendorTxId: string;
      gameType: string | null;
      amount: bigint;
      counted: bigint;
    },
  ): Promise<{ done: bigint; required: bigint } | undefined> {
    const inserted = await tx
      .insertInto('bonus_wagering_bets')
      .values({
        bonus_id: bet.bonusId,
        vendor_code: bet.vendorCode,
        vendor_tx_id: bet.vendorTxId,
        game_type: bet.gameType,
        amount: bet.amount,
        counted: bet.counted,
      })
      .onConflict((oc) => oc.columns(['bonus_id', 'vendor_code', 'vendor_tx_id']).doNothing())
      .returning('bonus_id')
      .executeTakeFirst();
    if (!inserted) return undefined;
    const updated = await tx
      .updateTable('member_bonuses')
      .set({ wagering_done: sql<bigint>`wagering_done + ${bet.counted}` })
      .where('id', '=', bet.bonusId)
      .where('status', '=', 'active')
      .returning(['wagering_done', 'wagering_required'])
      .executeTakeFirst();
    return updated ? { done: updated.wagering_done, required: updated.wagering_required } : undefined;
  }

  /**
   * Takes a refunded bet back out of the wagering of the member's bonuses still wagering, once: the
   * bet's row goes (so a repeat finds nothing) and its count comes off. Answers how many bonuses moved.
   */
  async uncountBet(
    tx: Transaction<Database>,
    bet: { merchantId: bigint; memberId: bigint; vendorCode: string; vendorTxId: string },
  ): Promise<number> {
    const removed = await tx
      .deleteFrom('bonus_wagering_bets')
      .where('vendor_code', '=', bet.vendorCode)
      .where('vendor_tx_id', '=', bet.vendorTxId)
      .where('bonus_id', 'in', (eb) =>
        eb
          .selectFrom('member_bonuses')
          .select('id')
          .where('merchant_id', '=', bet.merchantId)
          .where('member_id', '=', bet.memberId)
          .where('status', '=', 'active'),
      )
      .returning(['bonus_id', 'counted'])
      .execute();
    for (const row of removed) {
      await tx
        .updateTable('member_bonuses')
        .set({ wagering_done: sql<bigint>`greatest(wagering_done - ${row.counted}, 0)` })
        .where('id', '=', row.bonus_id)
        .where('status', '=', 'active')
        .execute();
    }
    return removed.length;
  }

  /**
   * Ends a wagering bonus (converted, forfeited or expired), once: only from 'active', so of two
   * concurrent settlements one wins and the other finds nothing. Returns the row when this call won.
   */
  async settleBonus(
    tx: Transaction<Database>,
    bonusId: bigint,
    status: Exclude<BonusStatus, 'active'>,
    options: { onlyWhenMet?: boolean } = {},
  ): Promise<SettledBonus | undefined> {
    let query = tx
      .updateTable('member_bonuses')
      .set({ status, settled_at: sql<Date>`now()` })
      .where('id', '=', bonusId)
      .where('status', '=', 'active');
    if (options.onlyWhenMet) query = query.where(sql<boolean>`wagering_done >= wagering_required`);
    return query.returning(['id', 'amount', 'member_id', 'promotion_id', 'issuer']).executeTakeFirst();
  }

  /** Active bonuses whose expiry passed, oldest first. */
  async dueForExpiry(db: Db, now: Date, limit: number) {
    return db
      .selectFrom('member_bonuses')
      .select(['id', 'merchant_id', 'member_id'])
      .where('status', '=', 'active')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
  }

  /**
   * Bets the wallet recorded (and did not refund) for a member while a bonus of theirs wagers that
   * are not counted towards it: the after-commit feed lost them (a process stopped). Read by the
   * job off the hot path; bets after the bonus's expiry never count.
   */
  async uncountedBets(db: Db, limit: number) {
    return db
      .selectFrom('member_bonuses as b')
      .innerJoin('vendor_transactions as vt', (join) =>
        join.onRef('vt.merchant_id', '=', 'b.merchant_id').onRef('vt.member_id', '=', 'b.member_id'),
      )
      .select([
        'b.id as bonus_id',
        'b.game_weights',
        'vt.vendor_code',
        'vt.vendor_tx_id',
        'vt.game_code',
        'vt.amount',
      ])
      .where('b.status', '=', 'active')
      .where('vt.kind', '=', 'bet')
      .where('vt.status', '=', 'applied')
      .whereRef('vt.created_at', '>=', 'b.claimed_at')
      .whereRef('vt.created_at', '<', 'b.expires_at')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bonus_wagering_bets as w')
              .select('w.bonus_id')
              .whereRef('w.bonus_id', '=', 'b.id')
              .whereRef('w.vendor_code', '=', 'vt.vendor_code')
              .whereRef('w.vendor_tx_id', '=', 'vt.vendor_tx_id'),
          ),
        ),
      )
      .orderBy('vt.id')
      .limit(limit)
      .execute();
  }

  /**
   * Bets counted towards a bonus still wagering that the vendor has since rolled back, the refund
   * not yet taken back out (the feed lost it). Found through the wallet's unique key per bet id.
   */
  async refundedStillCounted(db: Db, limit: number) {
    return db
      .selectFrom('bonus_wagering_bets as w')
      .innerJoin('member_bonuses as b', 'b.id', 'w.bonus_id')
      .innerJoin('vendor_transactions as vt', (join) =>
        join
          .onRef('vt.merchant_id', '=', 'b.merchant_id')
          .onRef('vt.vendor_code', '=', 'w.vendor_code')
          .onRef('vt.vendor_tx_id', '=', 'w.vendor_tx_id'),
      )
      .select(['b.merchant_id', 'b.member_id', 'w.vendor_code', 'w.vendor_tx_id'])
      .where('b.status', '=', 'active')
      .where('vt.status', '=', 'rolled_back')
      .whereRef('vt.member_id', '=', 'b.member_id')
      .limit(limit)
      .execute();
  }

  /** Active bonuses whose wagering is met (a conversion the feed did not finish). */
  async dueForConversion(db: Db, limit: number) {
    return db
      .selectFrom('member_bonuses')
      .select(['id', 'merchant_id', 'member_id'])
      .where('status', '=', 'active')
      .where(sql<boolean>`wagering_done >= wagering_required`)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Per promotion of the merchant: members who joined, and bonuses by status with the converted sum. */
  async report(db: Db, merchantId: bigint, promotionIds?: bigint[]) {
    if (promotionIds?.length === 0) return { joined: [], bonuses: [] };
    let joinedQuery = db
      .selectFrom('promotion_members as pm')
      .innerJoin('promotions as p', 'p.id', 'pm.promotion_id')
      .select(['pm.promotion_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('p.merchant_id', '=', merchantId);
    if (promotionIds) joinedQuery = joinedQuery.where('pm.promotion_id', 'in', promotionIds);
    const joined = await joinedQuery.groupBy('pm.promotion_id').execute();
    // A check-in's bonuses are issued by the promotion's own account ('promo:<id>'): they count for it too.
    const promotionOf = sql<bigint>`coalesce(promotion_id, (regexp_match(issuer, '^promo:([0-9]+)$'))[1]::bigint)`;
    const bonuses = await db
      .selectFrom('member_bonuses')
      .select([
        promotionOf.as('promotion_id'),
        'status',
        (eb) => eb.fn.countAll<string>().as('n'),
        (eb) => eb.fn.sum<string>('amount').as('total'),
      ])
      .where('merchant_id', '=', merchantId)
      .where(
        promotionIds
          ? sql<boolean>`${promotionOf} in (${sql.join(promotionIds)})`
          : sql<boolean>`${promotionOf} is not null`,
      )
      .groupBy([promotionOf, 'status'])
      .execute();
    return { joined, bonuses };
  }

  /** The member's latest check-in of each daily check-in promotion, on or before `today` (yyyy-MM-dd). */
  async lastCheckins(
    db: Db,
    memberId: bigint,
    promotionIds: bigint[],
    today: string,
  ): Promise<Map<bigint, { day: string; step: number }>> {
    if (promotionIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('promotion_checkins')
      .distinctOn('promotion_id')
      .select(['promotion_id', 'day', 'step'])
      .where('member_id', '=', memberId)
      .where('promotion_id', 'in', promotionIds)
      .where('day', '<=', today)
      .orderBy('promotion_id')
      .orderBy('day', 'desc')
      .execute();
    return new Map(rows.map((row) => [row.promotion_id, { day: row.day, step: row.step }]));
  }

  /**
   * Records the member's check-in of `day`, once: false when that day's check-in exists (a
   * concurrent one waits on the primary key for the first to commit, then finds it).
   */
  async insertCheckin(
    tx: Transaction<Database>,
    row: { promotion_id: bigint; member_id: bigint; day: string; step: number; amount: bigint },
  ): Promise<boolean> {
    const inserted = await tx
      .insertInto('promotion_checkins')
      .values(row)
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'day']).doNothing())
      .returning('step')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async setCheckinBonus(
    tx: Transaction<Database>,
    key: { promotion_id: bigint; member_id: bigint; day: string },
    bonusId: bigint,
  ): Promise<void> {
    await tx
      .updateTable('promotion_checkins')
      .set({ bonus_id: bonusId })
      .where('promotion_id', '=', key.promotion_id)
      .where('member_id', '=', key.member_id)
      .where('day', '=', key.day)
      .execute();
  }

  /** Active cashback promotions of every merchant (the job's work list). */
  async activeCashbackPromotions(db: Db): Promise<PromotionRow[]> {
    return db
      .selectFrom('promotions')
      .selectAll()
      .where('kind', '=', 'cashback')
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
  }

  /**
   * Each member's net loss over [from, to): the vendor wallet's applied bets less its wins (a
   * rolled-back bet no longer counts), members with a loss only.
   */
  async netLosses(
    db: Db,
    merchantId: bigint,
    from: Date,
    to: Date,
  ): Promise<{ memberId: bigint; loss: bigint }[]> {
    const rows = await db
      .selectFrom('vendor_transactions')
      .select([
        'member_id',
        sql<string>`sum(case when kind = 'bet' then amount else 0 end) - sum(case when kind = 'win' then amount else 0 end)`.as(
          'loss',
        ),
      ])
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'applied')
      .where('kind', 'in', ['bet', 'win'])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('member_id')
      .having(
        sql<boolean>`sum(case when kind = 'bet' then amount else 0 end) > sum(case when kind = 'win' then amount else 0 end)`,
      )
      .execute();
    return rows.map((row) => ({ memberId: row.member_id, loss: BigInt(row.loss) }));
  }

  /** Records a member's cashback of a period, once (the primary key): false when it exists already. */
  async insertCashback(db: Db, row: Insertable<PromotionCashbacksTable>): Promise<boolean> {
    const inserted = await db
      .insertInto('promotion_cashbacks')
      .values(row)
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
      .returning('period_key')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** The member's oldest cashback still to claim, per promotion. */
  async claimableCashbacks(
    db: Db,
    memberId: bigint,
    promotionIds: bigint[],
  ): Promise<Map<bigint, { periodKey: string; amount: bigint }>> {
    if (promotionIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('promotion_cashbacks')
      .distinctOn('promotion_id')
      .select(['promotion_id', 'period_key', 'amount'])
      .where('member_id', '=', memberId)
      .where('promotion_id', 'in', promotionIds)
      .where('status', '=', 'claimable')
      .orderBy('promotion_id')
      .orderBy('period_key')
      .execute();
    return new Map(rows.map((row) => [row.promotion_id, { periodKey: row.period_key, amount: row.amount }]));
  }

  /** Locks the member's oldest cashback still to claim (a concurrent claim waits, then finds it claimed). */
  async lockClaimableCashback(tx: Transaction<Database>, promotionId: bigint, memberId: bigint) {
    return tx
      .selectFrom('promotion_cashbacks')
      .select(['period_key', 'amount', 'net_loss'])
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'claimable')
      .orderBy('period_key')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
  }

  async markCashbackClaimed(
    tx: Transaction<Database>,
    key: { promotionId: bigint; memberId: bigint; periodKey: string },
    bonusId: bigint,
  ): Promise<void> {
    await tx
      .updateTable('promotion_cashbacks')
      .set({ status: 'claimed', bonus_id: bonusId, claimed_at: sql<Date>`now()` })
      .where('promotion_id', '=', key.promotionId)
      .where('member_id', '=', key.memberId)
      .where('period_key', '=', key.periodKey)
      .execute();
  }
}
