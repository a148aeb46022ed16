import type { TPlayersQuery } from '@croupier/contracts';
import { type Kysely, sql } from 'kysely';
import { COUNT_ROWS, fetchPage } from '../db/paging.ts';
import type { Database, Db } from '../db/schema.ts';

/** One day's (or a period's) figures of a merchant, money in minor units. */
export interface FiguresRow {
  registrations: number;
  firstDeposits: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bets: bigint;
  wins: bigint;
  activePlayers: number;
}

/** Withdrawal states in which the money has left the house. */
const PAID_OUT = ['approved', 'received', 'disputed', 'partially_received'] as const;

/** What the console reads across features (members, wallets, rounds, money flows) for the back office. */
export class ConsoleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private players(merchantId: bigint, db: Db = this.db) {
    return db
      .selectFrom('members as m')
      .leftJoin('ledger_accounts as a', (join) =>
        join
          .onRef('a.merchant_id', '=', 'm.merchant_id')
          .on('a.kind', '=', 'member_wallet')
          .on(sql<string>`a.owner`, '=', sql<string>`m.id::text`),
      )
      .where('m.merchant_id', '=', merchantId);
  }

  private static readonly playerColumns = [
    'm.id',
    'm.username',
    'm.nickname',
    'm.type',
    'm.status',
    'm.mobile_num',
    'm.email',
    'm.created_at',
    'm.last_login_at',
    'm.last_login_ip',
    'm.register_ip',
    'm.register_domain',
    sql<bigint>`coalesce(a.balance, 0)`.as('balance'),
  ] as const;

  async searchPlayers(merchantId: bigint, query: TPlayersQuery) {
    let rows = this.players(merchantId);
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const q = query.q;
      rows = rows.where((eb) =>
        eb.or([
          eb('m.username', 'ilike', like),
          eb('m.nickname', 'ilike', like),
          eb('m.mobile_num', 'like', like),
          eb('m.email', 'ilike', like),
          eb('m.last_login_ip', '=', q),
          eb('m.register_ip', '=', q),
          eb('m.affiliate_code', '=', q),
        ]),
      );
    }
    if (query.status) rows = rows.where('m.status', '=', query.status);
    const column = {
      createdAt: 'm.created_at',
      username: 'm.username',
      lastLoginAt: 'm.last_login_at',
    } as const;
    return fetchPage(
      rows
        .select(ConsoleRepository.playerColumns)
        .orderBy(column[query.sort], (ob) =>
          query.order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast(),
        )
        .orderBy('m.id', query.order),
      rows.select(COUNT_ROWS),
      query,
    );
  }

  findPlayer(merchantId: bigint, memberId: bigint, db: Db = this.db) {
    return this.players(merchantId, db)
      .where('m.id', '=', memberId)
      .select(ConsoleRepository.playerColumns)
      .executeTakeFirst();
  }

  /** The newest movements of the member's main wallet. */
  ledgerOf(merchantId: bigint, memberId: bigint, limit = 20) {
    return this.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
      .where('a.merchant_id', '=', merchantId)
      .where('a.kind', '=', 'member_wallet')
      .where('a.owner', '=', memberId.toString())
      .select(['t.created_at', 't.kind', 'p.amount', 'p.balance_after', 't.actor'])
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute();
  }

  roundsOf(merchantId: bigint, memberId: bigint, limit = 20) {
    return this.db
      .selectFrom('game_rounds')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .select(['opened_at', 'vendor_code', 'game_code', 'bet_total', 'win_total', 'status'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  loginsOf(merchantId: bigint, memberId: bigint, limit = 20) {
    return this.db
      .selectFrom('sessions')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .select(['created_at', 'ip', 'user_agent', 'side'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Sets the member's status when it is still `from`; the row before, or undefined (no such member, or already so). */
  async setStatus(tx: Db, merchantId: bigint, memberId: bigint, to: 'active' | 'disabled') {
    return tx
      .updateTable('members')
      .set({ status: to })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', memberId)
      .where('status', '!=', to)
      .returning(['id', 'username'])
      .executeTakeFirst();
  }

  /** Appends an operator's note on a player (the table refuses update and delete). */
  async insertNote(tx: Db, row: { merchantId: bigint; memberId: bigint; author: string; body: string }) {
    return tx
      .insertInto('player_notes')
      .values({ merchant_id: row.merchantId, member_id: row.memberId, author: row.author, body: row.body })
      .returning(['id', 'author', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
  }

  /** One page of a player's notes, newest first, and how many there are. */
  async notesOf(merchantId: bigint, memberId: bigint, page: { pageNo: number; pageSize: number }) {
    const notes = this.db
      .selectFrom('player_notes')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId);
    return fetchPage(
      notes.select(['id', 'author', 'body', 'created_at']).orderBy('id', 'desc'),
      notes.select(COUNT_ROWS),
      page,
    );
  }

  /** Per local day of `timeZone`, the last `days` days up to today: every day listed, quiet ones as zeros. */
  async figuresByDay(merchantId: bigint, timeZone: string, days: number) {
    const result = await sql<FiguresRow & { day: string }>`
      with bounds as (
        select date_trunc('day', now() at time zone ${timeZone}) as today,
          (date_trunc('day', now() at time zone ${timeZone}) - make_interval(days => ${days - 1})) at time zone ${timeZone} as start
      ),
      calendar as (
        select to_char(d, 'YYYY-MM-DD') as day
        from bounds, generate_series(bounds.today - make_interval(days => ${days - 1}), bounds.today, interval '1 day') d
      ),
      events as (
        select to_char(m.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, 1 as reg, 0 as fd,
          0::bigint as dep, 0 as depn, 0::bigint as wd, 0 as wdn, 0::bigint as bet, 0::bigint as win, null::bigint as player
        from members m, bounds where m.merchant_id = ${merchantId} and m.created_at >= bounds.start
        union all
        select to_char(f.first_at at time zone ${timeZone}, 'YYYY-MM-DD'), 0, 1, 0, 0, 0, 0, 0, 0, null
        from (select min(decided_at) as first_at from deposits
              where merchant_id = ${merchantId} and status = 'approved' group by member_id) f, bounds
        where f.first_at >= bounds.start
        union all
        select to_char(d.decided_at at time zone ${timeZone}, 'YYYY-MM-DD'), 0, 0, d.amount, 1, 0, 0, 0, 0, null
        from deposits d, bounds where d.merchant_id = ${merchantId} and d.status = 'approved' and d.decided_at >= bounds.start
        union all
        select to_char(w.decided_at at time zone ${timeZone}, 'YYYY-MM-DD'), 0, 0, 0, 0, w.amount, 1, 0, 0, null
        from withdrawals w, bounds where w.merchant_id = ${merchantId}
          and w.status in (${sql.join(PAID_OUT.map((s) => sql.lit(s)))}) and w.decided_at >= bounds.start
        union all
        select to_char(r.opened_at at time zone ${timeZone}, 'YYYY-MM-DD'), 0, 0, 0, 0, 0, 0, r.bet_total, r.win_total, r.member_id
        from game_rounds r, bounds where r.merchant_id = ${merchantId} and r.opened_at >= bounds.start
      )
      select c.day,
        coalesce(sum(e.reg), 0)::int as "registrations", coalesce(sum(e.fd), 0)::int as "firstDeposits",
        coalesce(sum(e.dep), 0)::bigint as "deposits", coalesce(sum(e.depn), 0)::int as "depositCount",
        coalesce(sum(e.wd), 0)::bigint as "withdrawals", coalesce(sum(e.wdn), 0)::int as "withdrawalCount",
        coalesce(sum(e.bet), 0)::bigint as "bets", coalesce(sum(e.win), 0)::bigint as "wins",
        count(distinct e.player)::int as "activePlayers"
      from calendar c left join events e on e.day = c.day
      group by c.day order by c.day`.execute(this.db);
    return result.rows;
  }

  /** Players who played at least one round in the last `days` local days. */
  async activePlayersSince(merchantId: bigint, timeZone: string, days: number): Promise<number> {
    const result = await sql<{ n: number }>`
      select count(distinct member_id)::int as n from game_rounds
      where merchant_id = ${merchantId}
        and opened_at >= (date_trunc('day', now() at time zone ${timeZone}) - make_interval(days => ${days - 1})) at time zone ${timeZone}`.execute(
      this.db,
    );
    return result.rows[0]?.n ?? 0;
  }
}
