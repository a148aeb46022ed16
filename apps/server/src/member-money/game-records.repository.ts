import type { TBetRecordStatus } from '@croupier/contracts';
import { sql } from 'kysely';
import { COUNT_ROWS, fetchPage } from '../db/paging.ts';
import type { Db } from '../db/schema.ts';

/** A member's game round as the betting record reads it. */
export interface RoundRow {
  id: bigint;
  vendor_code: string;
  game_code: string;
  round_id: string;
  status: 'open' | 'closed';
  bet_count: number;
  bet_total: bigint;
  /** The vendor's valid bet (migration 042); null: bet_total. */
  valid_bet: bigint | null;
  win_total: bigint;
  opened_at: Date;
  closed_at: Date | null;
}

export interface RoundFilter {
  merchantId: bigint;
  memberId: bigint;
  from: Date;
  to?: Date | undefined;
  vendorCode?: string | undefined;
  status?: TBetRecordStatus | undefined;
}

/** Money of a member wallet's postings in a range, per ledger kind: credits and debits apart. */
export interface KindTotals {
  kind: string;
  credit: bigint;
  debit: bigint;
}

/** A day (merchant time zone) of settled rounds. */
export interface DayRow {
  day: string;
  rounds: number;
  bet_total: bigint;
  win_total: bigint;
}

const big = (value: unknown): bigint => (value === null || value === undefined ? 0n : BigInt(String(value)));

/**
 * Read-only SQL of the member's game records: rounds (betting record), the wallet's postings summed
 * by kind, and settled rounds by day (personal profit and loss). Merchant- and member-scoped.
 */
export class GameRecordsRepository {
  /** One page of rounds opened in the range, newest first, with the totals over the whole filter. */
  async roundsPage(db: Db, filter: RoundFilter, page: { pageNo: number; pageSize: number }) {
    const filtered = () => {
      let query = db
        .selectFrom('game_rounds')
        .where('merchant_id', '=', filter.merchantId)
        .where('member_id', '=', filter.memberId)
        .where('opened_at', '>=', filter.from);
      if (filter.to) query = query.where('opened_at', '<=', filter.to);
      if (filter.vendorCode) query = query.where('vendor_code', '=', filter.vendorCode);
      if (filter.status === 'cancelled') query = query.where('bet_count', '=', 0);
      else if (filter.status === 'open')
        query = query.where('bet_count', '>', 0).where('status', '=', 'open');
      else if (filter.status === 'settled')
        query = query.where('bet_count', '>', 0).where('status', '=', 'closed');
      return query;
    };
    const rows = filtered()
      .select([
        'id',
        'vendor_code',
        'game_code',
        'round_id',
        'status',
        'bet_count',
        'bet_total',
        'valid_bet',
        'win_total',
        'opened_at',
        'closed_at',
      ])
      .orderBy('opened_at', 'desc')
      .orderBy('id', 'desc');
    const { rows: list, total } = await fetchPage(rows, filtered().select(COUNT_ROWS), page);
    const sums = await filtered()
      .select([
        sql<string>`coalesce(sum(bet_total), 0)::text`.as('bet'),
        sql<string>`coalesce(sum(case when status = 'closed' then coalesce(valid_bet, bet_total) else 0 end), 0)::text`.as(
          'valid',
        ),
        sql<string>`coalesce(sum(win_total), 0)::text`.as('win'),
      ])
      .executeTakeFirstOrThrow();
    return {
      rows: list as RoundRow[],
      total,
      betTotal: big(sums.bet),
      validTotal: big(sums.valid),
      winTotal: big(sums.win),
    };
  }

  /** The member's valid bets (settled rounds' stakes) closed since `from`, in minor units. */
  async settledBetSince(db: Db, merchantId: bigint, memberId: bigint, from: Date): Promise<bigint> {
    const row = await db
      .selectFrom('game_rounds')
      .select(sql<string>`coalesce(sum(bet_total), 0)::text`.as('bet'))
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'closed')
      .where('closed_at', '>=', from)
      .executeTakeFirstOrThrow();
    return BigInt(row.bet);
  }

  /** The vendors the member has any round with (for the betting record's filter). */
  async vendorsOf(db: Db, merchantId: bigint, memberId: bigint): Promise<string[]> {
    const rows = await db
      .selectFrom('game_rounds')
      .select('vendor_code')
      .distinct()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('vendor_code')
      .limit(100)
      .execute();
    return rows.map((row) => row.vendor_code);
  }

  /** Credits and debits of one ledger account in [from, to], per transaction kind. */
  async totalsByKind(db: Db, accountId: bigint, from: Date, to: Date | undefined): Promise<KindTotals[]> {
    let query = db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
      .where('p.account_id', '=', accountId)
      .where('t.created_at', '>=', from);
    if (to) query = query.where('t.created_at', '<=', to);
    const rows = await query
      .select([
        't.kind',
        sql<string>`coalesce(sum(case when p.amount > 0 then p.amount else 0 end), 0)::text`.as('credit'),
        sql<string>`coalesce(sum(case when p.amount < 0 then -p.amount else 0 end), 0)::text`.as('debit'),
      ])
      .groupBy('t.kind')
      .execute();
    return rows.map((row) => ({ kind: row.kind, credit: big(row.credit), debit: big(row.debit) }));
  }

  /**
   * Settled rounds (closed, with a bet left) by the day they closed in `timezone`, newest day
   * first, one page of days and how many days there are.
   */
  async settledByDay(
    db: Db,
    filter: { merchantId: bigint; memberId: bigint; from: Date; to?: Date | undefined; timezone: string },
    page: { pageNo: number; pageSize: number },
  ): Promise<{ rows: DayRow[]; total: number }> {
    const day = sql<string>`to_char(closed_at at time zone ${filter.timezone}, 'YYYY-MM-DD')`;
    let base = db
      .selectFrom('game_rounds')
      .where('merchant_id', '=', filter.merchantId)
      .where('member_id', '=', filter.memberId)
      .where('status', '=', 'closed')
      .where('bet_count', '>', 0)
      .where('closed_at', '>=', filter.from);
    if (filter.to) base = base.where('closed_at', '<=', filter.to);
    const rows = await base
      .select([
        day.as('day'),
        sql<string>`count(*)::text`.as('rounds'),
        sql<string>`coalesce(sum(bet_total), 0)::text`.as('bet'),
        sql<string>`coalesce(sum(win_total), 0)::text`.as('win'),
      ])
      // By position: the day expression carries a parameter, so repeating it would not match.
      .groupBy(sql`1`)
      .orderBy(sql`1`, 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute();
    const counted = await base
      .select(sql<string>`count(distinct ${day})::text`.as('n'))
      .executeTakeFirstOrThrow();
    return {
      rows: rows.map((row) => ({
        day: row.day,
        rounds: Number(row.rounds),
        bet_total: big(row.bet),
        win_total: big(row.win),
      })),
      total: Number(counted.n),
    };
  }
}
