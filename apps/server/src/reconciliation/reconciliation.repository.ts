import { sql } from 'kysely';
import { COUNT_ROWS, fetchPage } from '../db/paging.ts';
import type { Db } from '../db/schema.ts';
import type { Difference, PlatformTx, Totals } from './compare.ts';

/** The columns of a run as the service reads them (the day as yyyy-MM-dd text). */
const RUN_COLUMNS = [
  'id',
  'vendor_code',
  sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
  'trigger',
  'started_by',
  'status',
  'error',
  'platform_count',
  'platform_bets',
  'platform_wins',
  'platform_rollbacks',
  'vendor_count',
  'vendor_bets',
  'vendor_wins',
  'vendor_rollbacks',
  'difference_count',
  'started_at',
] as const;

/** Differences are written this many rows per statement. */
const INSERT_CHUNK = 500;

/**
 * Reconciliation's own tables (runs and differences), and a read-only view of the vendor wallet's
 * transactions that reconciliation judges (never a write to them).
 */
export class ReconciliationRepository {
  /**
   * The bets, wins and rollbacks the platform applied for the vendor code in [from, to): a bet
   * rolled back later counts (it moved money, the rollback moved it back); a bet id blocked by an
   * early rollback moved nothing and is left out. The player is `<merchantCode>:<memberId>`.
   */
  async dayTransactions(
    db: Db,
    merchant: { id: bigint; code: string },
    vendorCode: string,
    from: Date,
    to: Date,
  ): Promise<PlatformTx[]> {
    const rows = await db
      .selectFrom('vendor_transactions')
      .select(['vendor_tx_id', 'kind', 'round_id', 'member_id', 'amount'])
      .where('merchant_id', '=', merchant.id)
      .where('vendor_code', '=', vendorCode)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .where('status', '!=', 'blocked')
      .where('kind', 'in', ['bet', 'win', 'rollback'])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      transactionId: r.vendor_tx_id,
      kind: r.kind as PlatformTx['kind'],
      roundId: r.round_id,
      playerId: `${merchant.code}:${r.member_id}`,
      amount: r.amount ?? 0n,
    }));
  }

  /** Which of `ids` the platform applied for the vendor code outside [from, to). */
  async appliedOutside(
    db: Db,
    merchantId: bigint,
    vendorCode: string,
    ids: readonly string[],
    from: Date,
    to: Date,
  ): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
      const rows = await db
        .selectFrom('vendor_transactions')
        .select('vendor_tx_id')
        .where('merchant_id', '=', merchantId)
        .where('vendor_code', '=', vendorCode)
        .where('vendor_tx_id', 'in', ids.slice(i, i + INSERT_CHUNK))
        .where('status', '!=', 'blocked')
        .where((eb) => eb.or([eb('created_at', '<', from), eb('created_at', '>=', to)]))
        .execute();
      for (const r of rows) found.add(r.vendor_tx_id);
    }
    return found;
  }

  /** Records a run and its differences (call inside the transaction that audits it). Answers the run's id. */
  async insertRun(
    tx: Db,
    run: {
      merchantId: bigint;
      vendorCode: string;
      day: string;
      trigger: 'operator' | 'schedule';
      startedBy: string | null;
      error: string | null;
      platform: Totals;
      vendor: Totals;
      differences: readonly Difference[];
    },
  ): Promise<bigint> {
    const { id } = await tx
      .insertInto('reconciliation_runs')
      .values({
        merchant_id: run.merchantId,
        vendor_code: run.vendorCode,
        day: run.day,
        trigger: run.trigger,
        started_by: run.startedBy,
        status: run.error ? 'failed' : run.differences.length > 0 ? 'differences' : 'matched',
        error: run.error,
        platform_count: run.platform.count,
        platform_bets: run.platform.bets,
        platform_wins: run.platform.wins,
        platform_rollbacks: run.platform.rollbacks,
        vendor_count: run.vendor.count,
        vendor_bets: run.vendor.bets,
        vendor_wins: run.vendor.wins,
        vendor_rollbacks: run.vendor.rollbacks,
        difference_count: run.differences.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < run.differences.length; i += INSERT_CHUNK) {
      await tx
        .insertInto('reconciliation_differences')
        .values(
          run.differences.slice(i, i + INSERT_CHUNK).map((d, j) => ({
            run_id: id,
            seq: i + j + 1,
            transaction_id: d.transactionId,
            kind: d.kind,
            round_id: d.roundId,
            player_id: d.playerId,
            difference: d.difference,
            platform_amount: d.platformAmount,
            vendor_amount: d.vendorAmount,
            vendor_status: d.vendorStatus,
          })),
        )
        .execute();
    }
    return id;
  }

  /** Whether the nightly run of that day already ran (a retried job runs it once). */
  async hasScheduledRun(db: Db, merchantId: bigint, vendorCode: string, day: string): Promise<boolean> {
    const row = await db
      .selectFrom('reconciliation_runs')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('vendor_code', '=', vendorCode)
      .where('day', '=', day)
      .where('trigger', '=', 'schedule')
      .executeTakeFirst();
    return row !== undefined;
  }

  findRun(db: Db, merchantId: bigint, id: bigint) {
    return db
      .selectFrom('reconciliation_runs')
      .select(RUN_COLUMNS)
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** One page of the merchant's runs (of one vendor code when given), newest first. */
  runs(
    db: Db,
    merchantId: bigint,
    vendorCode: string | undefined,
    page: { pageNo: number; pageSize: number },
  ) {
    let runs = db.selectFrom('reconciliation_runs').where('merchant_id', '=', merchantId);
    if (vendorCode) runs = runs.where('vendor_code', '=', vendorCode);
    return fetchPage(runs.select(RUN_COLUMNS).orderBy('id', 'desc'), runs.select(COUNT_ROWS), page);
  }

  /** One page of a run's differences in the order found. */
  differences(db: Db, runId: bigint, page: { pageNo: number; pageSize: number }) {
    const rows = db.selectFrom('reconciliation_differences').where('run_id', '=', runId);
    return fetchPage(rows.selectAll().orderBy('seq'), rows.select(COUNT_ROWS), page);
  }
}
