import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

/** Manual rebate: rates, the minimum, each member's watermark and the claims. */
export class RebateRepository {
  async rates(db: Db, merchantId: bigint): Promise<{ game_type: string; rate_ppm: number }[]> {
    return db
      .selectFrom('rebate_rates')
      .select(['game_type', 'rate_ppm'])
      .where('merchant_id', '=', merchantId)
      .orderBy('game_type')
      .execute();
  }

  async minAmount(db: Db, merchantId: bigint): Promise<bigint> {
    const row = await db
      .selectFrom('rebate_settings')
      .select('min_amount')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row?.min_amount ?? 0n;
  }

  async replaceSettings(
    tx: Db,
    merchantId: bigint,
    rates: { gameType: string; ratePpm: number }[],
    minAmount: bigint,
  ): Promise<void> {
    await tx.deleteFrom('rebate_rates').where('merchant_id', '=', merchantId).execute();
    if (rates.length > 0) {
      await tx
        .insertInto('rebate_rates')
        .values(rates.map((r) => ({ merchant_id: merchantId, game_type: r.gameType, rate_ppm: r.ratePpm })))
        .execute();
    }
    await tx
      .insertInto('rebate_settings')
      .values({ merchant_id: merchantId, min_amount: minAmount })
      .onConflict((oc) =>
        oc.column('merchant_id').doUpdateSet({ min_amount: minAmount, updated_at: new Date() }),
      )
      .execute();
  }

  async watermark(db: Db, merchantId: bigint, memberId: bigint): Promise<{ last: bigint; at: Date | null }> {
    const row = await db
      .selectFrom('rebate_watermarks')
      .select(['last_vendor_tx_id', 'updated_at'])
      .where('member_id', '=', memberId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return { last: row?.last_vendor_tx_id ?? 0n, at: row?.updated_at ?? null };
  }

  /**
   * The member's committed, not rolled back vendor bets after `after`, summed per vendor and game,
   * and the highest transaction id seen (any status: the next claim starts after it).
   */
  async betsSince(db: Db, merchantId: bigint, memberId: bigint, after: bigint) {
    const [groups, top] = await Promise.all([
      db
        .selectFrom('vendor_transactions')
        .select(['vendor_code', 'game_code', sql<string>`sum(amount)`.as('total')])
        .where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId)
        .where('kind', '=', 'bet')
        .where('status', '=', 'applied')
        .where('id', '>', after)
        .groupBy(['vendor_code', 'game_code'])
        .execute(),
      db
        .selectFrom('vendor_transactions')
        .select(sql<string | null>`max(id)`.as('top'))
        .where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId)
        .where('kind', '=', 'bet')
        .where('id', '>', after)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      groups: groups.map((g) => ({
        vendorCode: g.vendor_code,
        gameCode: g.game_code,
        total: BigInt(g.total),
      })),
      top: top.top === null ? null : BigInt(top.top),
    };
  }

  /** Moves the member's watermark from `from` to `to`; false when another claim moved it first. */
  async advance(tx: Db, merchantId: bigint, memberId: bigint, from: bigint, to: bigint): Promise<boolean> {
    await tx
      .insertInto('rebate_watermarks')
      .values({ member_id: memberId, merchant_id: merchantId, last_vendor_tx_id: 0n })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    const result = await tx
      .updateTable('rebate_watermarks')
      .set({ last_vendor_tx_id: to, updated_at: new Date() })
      .where('member_id', '=', memberId)
      .where('merchant_id', '=', merchantId)
      .where('last_vendor_tx_id', '=', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async insertClaim(
    tx: Db,
    row: {
      merchantId: bigint;
      memberId: bigint;
      from: bigint;
      to: bigint;
      validBet: bigint;
      amount: bigint;
      breakdown: { gameType: string; validBet: string; ratePpm: number; amount: string }[];
      transactionId: bigint;
    },
  ): Promise<bigint> {
    const inserted = await tx
      .insertInto('rebate_claims')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        from_vendor_tx_id: row.from,
        to_vendor_tx_id: row.to,
        valid_bet: row.validBet,
        amount: row.amount,
        breakdown: JSON.stringify(row.breakdown),
        ledger_transaction_id: row.transactionId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async claims(db: Db, merchantId: bigint, memberId: bigint, limit: number) {
    return db
      .selectFrom('rebate_claims')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
