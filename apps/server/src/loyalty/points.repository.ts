import { type Insertable, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type {
  PointsEntryKind,
  PointsGoodsTable,
  PointsRedemptionsTable,
  RedemptionStatus,
} from './loyalty.tables.ts';

export type GoodRow = Selectable<PointsGoodsTable>;
export type RedemptionRow = Selectable<PointsRedemptionsTable>;
export type NewGood = Insertable<PointsGoodsTable>;
export type NewRedemption = Insertable<PointsRedemptionsTable>;

/** Points balances and their ledger, rates and rules, bet accruals, goods and redemptions. */
export class PointsRepository {
  // ---- balances and the points ledger ----

  async balanceOf(db: Db, merchantId: bigint, memberId: bigint): Promise<bigint> {
    const row = await db
      .selectFrom('points_balances')
      .select('balance')
      .where('member_id', '=', memberId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row?.balance ?? 0n;
  }

  /** Locks the member's balance row (creating it at zero first) and answers it. */
  async lockBalance(
    tx: Transaction<Database>,
    merchantId: bigint,
    memberId: bigint,
  ): Promise<{ balance: bigint; carry: bigint }> {
    await tx
      .insertInto('points_balances')
      .values({ member_id: memberId, merchant_id: merchantId })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    const row = await tx
      .selectFrom('points_balances')
      .select(['balance', 'carry', 'merchant_id'])
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.merchant_id !== merchantId) throw new Error('points balance of another merchant');
    return { balance: row.balance, carry: row.carry };
  }

  async setBalance(tx: Db, memberId: bigint, balance: bigint, carry: bigint): Promise<void> {
    await tx
      .updateTable('points_balances')
      .set({ balance, carry, updated_at: new Date() })
      .where('member_id', '=', memberId)
      .execute();
  }

  /** Records one change; undefined when its key was recorded before (nothing written). */
  async insertEntry(
    tx: Db,
    entry: {
      merchantId: bigint;
      memberId: bigint;
      kind: PointsEntryKind;
      points: bigint;
      balanceAfter: bigint;
      key: string;
      reference: Record<string, string>;
      remark: string | null;
    },
  ): Promise<bigint | undefined> {
    const row = await tx
      .insertInto('points_entries')
      .values({
        merchant_id: entry.merchantId,
        member_id: entry.memberId,
        kind: entry.kind,
        points: entry.points,
        balance_after: entry.balanceAfter,
        idempotency_key: entry.key,
        reference: JSON.stringify(entry.reference),
        remark: entry.remark,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async entryExists(db: Db, merchantId: bigint, key: string): Promise<boolean> {
    const row = await db
      .selectFrom('points_entries')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row !== undefined;
  }

  async entriesPage(
    db: Db,
    merchantId: bigint,
    memberId: bigint,
    page: { pageNo: number; pageSize: number },
  ) {
    const [rows, total] = await Promise.all([
      db
        .selectFrom('points_entries')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute(),
      db
        .selectFrom('points_entries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  // ---- rates and rules ----

  async rates(db: Db, merchantId: bigint): Promise<{ game_type: string; points_per_hundred: number }[]> {
    return db
      .selectFrom('points_rates')
      .select(['game_type', 'points_per_hundred'])
      .where('merchant_id', '=', merchantId)
      .orderBy('game_type')
      .execute();
  }

  async settings(db: Db, merchantId: bigint) {
    const row = await db
      .selectFrom('points_settings')
      .select(['convert_points_per_unit', 'min_convert_points'])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row ?? { convert_points_per_unit: 0, min_convert_points: 0n };
  }

  async replaceSettings(
    tx: Db,
    merchantId: bigint,
    rates: { gameType: string; pointsPerHundred: number }[],
    convert: { perUnit: number; min: bigint },
  ): Promise<void> {
    await tx.deleteFrom('points_rates').where('merchant_id', '=', merchantId).execute();
    if (rates.length > 0) {
      await tx
        .insertInto('points_rates')
        .values(
          rates.map((r) => ({
            merchant_id: merchantId,
            game_type: r.gameType,
            points_per_hundred: r.pointsPerHundred,
          })),
        )
        .execute();
    }
    await tx
      .insertInto('points_settings')
      .values({
        merchant_id: merchantId,
        convert_points_per_unit: convert.perUnit,
        min_convert_points: convert.min,
      })
      .onConflict((oc) =>
        oc.column('merchant_id').doUpdateSet({
          convert_points_per_unit: convert.perUnit,
          min_convert_points: convert.min,
          updated_at: new Date(),
        }),
      )
      .execute();
  }

  // ---- bet accruals ----

  /** Marks the bet counted; false when it was counted before (the once-per-bet guard). */
  async insertAccrual(
    tx: Db,
    row: {
      merchantId: bigint;
      vendorCode: string;
      vendorTxId: string;
      memberId: bigint;
      gameType: string | null;
      amount: bigint;
    },
  ): Promise<boolean> {
    const inserted = await tx
      .insertInto('points_bet_accruals')
      .values({
        merchant_id: row.merchantId,
        vendor_code: row.vendorCode,
        vendor_tx_id: row.vendorTxId,
        member_id: row.memberId,
        game_type: row.gameType,
        amount: row.amount,
        points: 0n,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'vendor_tx_id']).doNothing())
      .returning('member_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async setAccrualPoints(tx: Db, merchantId: bigint, vendorCode: string, vendorTxId: string, points: bigint) {
    await tx
      .updateTable('points_bet_accruals')
      .set({ points })
      .where('merchant_id', '=', merchantId)
      .where('vendor_code', '=', vendorCode)
      .where('vendor_tx_id', '=', vendorTxId)
      .execute();
  }

  /** Marks a counted bet refunded, once; answers the points it had earned (undefined: not counted or done). */
  async refundAccrual(
    tx: Db,
    merchantId: bigint,
    vendorCode: string,
    vendorTxId: string,
  ): Promise<{ memberId: bigint; points: bigint } | undefined> {
    const row = await tx
      .updateTable('points_bet_accruals')
      .set({ refunded: true })
      .where('merchant_id', '=', merchantId)
      .where('vendor_code', '=', vendorCode)
      .where('vendor_tx_id', '=', vendorTxId)
      .where('refunded', '=', false)
      .returning(['member_id', 'points'])
      .executeTakeFirst();
    return row ? { memberId: row.member_id, points: row.points } : undefined;
  }

  async cursor(db: Db): Promise<bigint> {
    const row = await db.selectFrom('points_feed_cursor').select('last_vendor_tx_id').executeTakeFirst();
    return row?.last_vendor_tx_id ?? 0n;
  }

  async setCursor(db: Db, to: bigint): Promise<void> {
    await db
      .updateTable('points_feed_cursor')
      .set({ last_vendor_tx_id: to })
      .where('id', '=', 1)
      .where('last_vendor_tx_id', '<', to)
      .execute();
  }

  /**
   * Committed vendor bets after the cursor, oldest first (the vendor wallet's record of them), with
   * whether each was counted already and whether it was rolled back since.
   */
  async betsAfter(db: Db, after: bigint, limit: number) {
    return db
      .selectFrom('vendor_transactions as vt')
      .leftJoin('points_bet_accruals as a', (join) =>
        join
          .onRef('a.merchant_id', '=', 'vt.merchant_id')
          .onRef('a.vendor_code', '=', 'vt.vendor_code')
          .onRef('a.vendor_tx_id', '=', 'vt.vendor_tx_id'),
      )
      .select([
        'vt.id',
        'vt.merchant_id',
        'vt.member_id',
        'vt.vendor_code',
        'vt.vendor_tx_id',
        'vt.game_code',
        'vt.amount',
        'vt.status',
        'vt.created_at',
        'a.member_id as counted',
        'a.refunded',
      ])
      .where('vt.id', '>', after)
      .where('vt.kind', '=', 'bet')
      .orderBy('vt.id')
      .limit(limit)
      .execute();
  }

  // ---- goods ----

  async goods(db: Db, merchantId: bigint, options: { includeHidden: boolean }): Promise<GoodRow[]> {
    let query = db.selectFrom('points_goods').selectAll().where('merchant_id', '=', merchantId);
    if (!options.includeHidden) query = query.where('status', '=', 'active');
    return query.orderBy('sort_order').orderBy('id').execute();
  }

  async good(db: Db, merchantId: bigint, id: bigint): Promise<GoodRow | undefined> {
    return db
      .selectFrom('points_goods')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertGood(tx: Db, row: NewGood): Promise<bigint> {
    const inserted = await tx
      .insertInto('points_goods')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async updateGood(
    tx: Db,
    merchantId: bigint,
    id: bigint,
    row: Omit<NewGood, 'merchant_id' | 'created_at'>,
  ): Promise<boolean> {
    const result = await tx
      .updateTable('points_goods')
      .set({ ...row, updated_at: new Date() })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Takes `quantity` items of an active good: false when not enough are left (concurrent redeems never pass 0). */
  async takeStock(tx: Db, merchantId: bigint, id: bigint, quantity: number): Promise<boolean> {
    const result = await tx
      .updateTable('points_goods')
      .set({ stock: sql<number | null>`case when stock is null then null else stock - ${quantity} end` })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async returnStock(tx: Db, id: bigint, quantity: number): Promise<void> {
    await tx
      .updateTable('points_goods')
      .set({ stock: sql<number | null>`case when stock is null then null else stock + ${quantity} end` })
      .where('id', '=', id)
      .execute();
  }

  // ---- redemptions ----

  async insertRedemption(tx: Db, row: NewRedemption): Promise<bigint | undefined> {
    const inserted = await tx
      .insertInto('points_redemptions')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  async redemptionByKey(db: Db, merchantId: bigint, memberId: bigint, key: string) {
    return db
      .selectFrom('points_redemptions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async redemption(db: Db, merchantId: bigint, id: bigint) {
    return db
      .selectFrom('points_redemptions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async setRedemptionTransactions(
    tx: Db,
    id: bigint,
    ids: { pay?: bigint | null; credit?: bigint | null; refund?: bigint | null },
  ): Promise<void> {
    await tx
      .updateTable('points_redemptions')
      .set({
        ...(ids.pay !== undefined ? { pay_transaction_id: ids.pay } : {}),
        ...(ids.credit !== undefined ? { credit_transaction_id: ids.credit } : {}),
        ...(ids.refund !== undefined ? { refund_transaction_id: ids.refund } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Decides an in-process redemption once: the status change is the guard (undefined: decided before). */
  async decide(
    tx: Db,
    merchantId: bigint,
    id: bigint,
    status: Exclude<RedemptionStatus, 'in_process'>,
    by: string,
    remark: string | null,
  ): Promise<RedemptionRow | undefined> {
    return tx
      .updateTable('points_redemptions')
      .set({ status, decided_at: new Date(), decided_by: by, ...(remark !== null ? { remark } : {}) })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('status', '=', 'in_process')
      .returningAll()
      .executeTakeFirst();
  }

  async redemptionsPage(
    db: Db,
    merchantId: bigint,
    filter: { memberId?: bigint; status?: RedemptionStatus },
    page: { pageNo: number; pageSize: number },
  ) {
    let query = db
      .selectFrom('points_redemptions as r')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .where('r.merchant_id', '=', merchantId);
    if (filter.memberId !== undefined) query = query.where('r.member_id', '=', filter.memberId);
    if (filter.status) query = query.where('r.status', '=', filter.status);
    const [rows, total] = await Promise.all([
      query
        .selectAll('r')
        .select('m.username')
        .orderBy('r.id', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }
}
