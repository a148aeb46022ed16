import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { AgentIncomeTable } from './agents.tables.ts';

/** An income row as the agent's pages show it. */
export type IncomeRow = Omit<Selectable<AgentIncomeTable>, 'merchant_id'>;

export interface Range {
  from: Date;
  to: Date;
}

/**
 * Settled rounds per member over a range: the one place the agent reports read game rounds.
 * `member_id + 0` keeps the planner from walking the (merchant, member) index in member order
 * for a sort-free group-by (a million random heap reads): it hash-aggregates what the
 * close-time index or a scan finds instead, three times faster on a full window.
 */
export function roundsByMember(merchantId: bigint, range: Range) {
  return sql`select member_id + 0 as member_id, sum(coalesce(valid_bet, bet_total))::bigint as bet, sum(win_total)::bigint as win, count(*)::int as rounds
    from game_rounds
    where merchant_id = ${merchantId} and status = 'closed'
      and closed_at >= ${range.from} and closed_at < ${range.to}
    group by 1`;
}

/**
 * The agent center's reads: the tree (closure table), team reports, the agent's income pages and
 * platform messages. The team reports also read, read-only and merchant-scoped, the settled game
 * rounds, deposits, withdrawals and wallet balances/postings of a subtree: joined set-wise against
 * the closure table, which no per-member service call could do for a team of 100,000. Contracts
 * live in `contracts.repository.ts`, settlement runs and income writes in `settlement.repository.ts`.
 */
export class AgentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // ---- tree ----------------------------------------------------------------------------------

  /** How deep `memberId` sits below `agentId` (1 = direct), or undefined when it is not below. */
  async levelBelow(
    db: Db,
    merchantId: bigint,
    agentId: bigint,
    memberId: bigint,
  ): Promise<number | undefined> {
    const result = await sql<{ depth: number }>`select depth from agent_tree
      where merchant_id = ${merchantId} and ancestor_id = ${agentId} and descendant_id = ${memberId} and depth > 0`.execute(
      db,
    );
    return result.rows[0]?.depth;
  }

  /** Members in the downline (depth ≥ 1), agents among them, direct ones, and new ones in a range. */
  async teamCounts(merchantId: bigint, agentId: bigint, range: Range) {
    const result = await sql<{ members: number; agents: number; direct: number; fresh: number }>`
      select count(*)::int as members,
        count(*) filter (where m.type in (1, 2, 41, 42))::int as agents,
        count(*) filter (where t.depth = 1)::int as direct,
        count(*) filter (where m.created_at >= ${range.from} and m.created_at < ${range.to})::int as fresh
      from agent_tree t join members m on m.id = t.descendant_id
      where t.merchant_id = ${merchantId} and t.ancestor_id = ${agentId} and t.depth > 0`.execute(this.db);
    return result.rows[0] ?? { members: 0, agents: 0, direct: 0, fresh: 0 };
  }

  /** Sum of the downline's wallet balances now. */
  async teamBalance(merchantId: bigint, agentId: bigint): Promise<bigint> {
    const result = await sql<{ total: bigint }>`
      select coalesce(sum(a.balance), 0)::bigint as total
      from agent_tree t
      join ledger_accounts a on a.merchant_id = t.merchant_id and a.kind = 'member_wallet'
        and a.owner = t.descendant_id::text
      where t.merchant_id = ${merchantId} and t.ancestor_id = ${agentId} and t.depth > 0`.execute(this.db);
    return result.rows[0]?.total ?? 0n;
  }

  /** One page of the downline with level, upline, balance, last login and held contract kinds. */
  async downlinePage(
    merchantId: bigint,
    agentId: bigint,
    filter: { username?: string; status?: string; role?: 'agent' | 'member'; directOnly?: boolean },
    page: { pageNo: number; pageSize: number },
  ) {
    const where = sql.join(
      [
        sql`t.merchant_id = ${merchantId}`,
        sql`t.ancestor_id = ${agentId}`,
        filter.directOnly ? sql`t.depth = 1` : sql`t.depth > 0`,
        ...(filter.username
          ? [sql`lower(m.username) like ${`${escapeLike(filter.username.toLowerCase())}%`}`]
          : []),
        ...(filter.status ? [sql`m.status = ${filter.status}`] : []),
        ...(filter.role === 'agent' ? [sql`m.type in (1, 2, 41, 42)`] : []),
        ...(filter.role === 'member' ? [sql`m.type not in (1, 2, 41, 42)`] : []),
      ],
      sql` and `,
    );
    const rows = await sql<{
      id: bigint;
      username: string;
      nickname: string | null;
      type: number;
      status: string;
      level: number;
      upline: string | null;
      balance: bigint | null;
      last_login_at: Date | null;
      created_at: Date;
      contracts: string[] | null;
    }>`
      select m.id, m.username, m.nickname, m.type, m.status, t.depth as level, up.username as upline,
        a.balance, m.last_login_at, m.created_at,
        (select array_agg(c.kind order by c.kind) from agent_contracts c
          where c.downline_id = m.id and c.status = 'active') as contracts
      from agent_tree t
      join members m on m.id = t.descendant_id
      left join members up on up.id = m.upline_id
      left join ledger_accounts a on a.merchant_id = m.merchant_id and a.kind = 'member_wallet'
        and a.owner = m.id::text
      where ${where}
      order by t.depth, m.id
      limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`.execute(this.db);
    const totals = await sql<{ n: number; balance: bigint }>`
      select count(*)::int as n, coalesce(sum(a.balance), 0)::bigint as balance
      from agent_tree t
      join members m on m.id = t.descendant_id
      left join ledger_accounts a on a.merchant_id = m.merchant_id and a.kind = 'member_wallet'
        and a.owner = m.id::text
      where ${where}`.execute(this.db);
    return { rows: rows.rows, total: totals.rows[0]?.n ?? 0, balance: totals.rows[0]?.balance ?? 0n };
  }

  // ---- team figures --------------------------------------------------------------------------

  /** The downline's settled rounds in total over a range (valid bet, payout, active members). */
  async teamBets(merchantId: bigint, agentId: bigint, range: Range) {
    const result = await sql<{ valid_bet: bigint; payout: bigint; active: number; rounds: number }>`
      with bets as (${roundsByMember(merchantId, range)})
      select coalesce(sum(b.bet), 0)::bigint as valid_bet, coalesce(sum(b.win), 0)::bigint as payout,
        count(*)::int as active, coalesce(sum(b.rounds), 0)::int as rounds
      from bets b join agent_tree t on t.descendant_id = b.member_id
      where t.ancestor_id = ${agentId} and t.depth > 0`.execute(this.db);
    return result.rows[0] ?? { valid_bet: 0n, payout: 0n, active: 0, rounds: 0 };
  }

  /** Per local day of `timeZone`: the downline's valid bet, payout and active members. */
  async teamBetsByDay(merchantId: bigint, agentId: bigint, range: Range, timeZone: string) {
    const result = await sql<{ day: string; valid_bet: bigint; payout: bigint; active: number }>`
      select to_char(r.closed_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        coalesce(sum(coalesce(r.valid_bet, r.bet_total)), 0)::bigint as valid_bet, coalesce(sum(r.win_total), 0)::bigint as payout,
        count(distinct r.member_id)::int as active
      from game_rounds r join agent_tree t on t.descendant_id = r.member_id
      where r.merchant_id = ${merchantId} and r.status = 'closed'
        and r.closed_at >= ${range.from} and r.closed_at < ${range.to}
        and t.ancestor_id = ${agentId} and t.depth > 0
      group by 1 order by 1`.execute(this.db);
    return result.rows;
  }

  /** Approved deposits and paid-out withdrawals of the downline, per local day. */
  async teamMoneyByDay(merchantId: bigint, agentId: bigint, range: Range, timeZone: string) {
    const result = await sql<{ day: string; deposits: bigint; withdrawals: bigint }>`
      select day, coalesce(sum(dep), 0)::bigint as deposits, coalesce(sum(wd), 0)::bigint as withdrawals from (
        select to_char(d.decided_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, d.amount as dep, 0::bigint as wd
        from deposits d join agent_tree t on t.descendant_id = d.member_id
        where d.merchant_id = ${merchantId} and d.status = 'approved'
          and d.decided_at >= ${range.from} and d.decided_at < ${range.to}
          and t.ancestor_id = ${agentId} and t.depth > 0
        union all
        select to_char(w.decided_at at time zone ${timeZone}, 'YYYY-MM-DD'), 0::bigint, w.amount
        from withdrawals w join agent_tree t on t.descendant_id = w.member_id
        where w.merchant_id = ${merchantId} and w.status in ('approved', 'received', 'disputed', 'partially_received')
          and w.decided_at >= ${range.from} and w.decided_at < ${range.to}
          and t.ancestor_id = ${agentId} and t.depth > 0
      ) x group by day order by day`.execute(this.db);
    return result.rows;
  }

  /** The agent's own contract income per local day of the period start. */
  async incomeByDay(merchantId: bigint, agentId: bigint, range: Range, timeZone: string) {
    const result = await sql<{ day: string; amount: bigint }>`
      select to_char(period_start at time zone ${timeZone}, 'YYYY-MM-DD') as day, sum(amount)::bigint as amount
      from agent_income
      where merchant_id = ${merchantId} and member_id = ${agentId}
        and period_start >= ${range.from} and period_start < ${range.to}
      group by 1 order by 1`.execute(this.db);
    return result.rows;
  }

  /**
   * Per-member betting of the downline over a range (or one member), with totals; `lossOnly`
   * keeps members whose payout is below their valid bet, biggest loss first.
   */
  async memberBetting(
    merchantId: bigint,
    agentId: bigint,
    range: Range,
    options: { memberId?: bigint; lossOnly: boolean; pageNo: number; pageSize: number },
  ) {
    const having = options.lossOnly ? sql`where b.bet > b.win` : sql``;
    const member = options.memberId === undefined ? sql`` : sql`and t.descendant_id = ${options.memberId}`;
    const order = options.lossOnly ? sql`(b.bet - b.win) desc, m.id` : sql`b.bet desc, m.id`;
    const rows = await sql<{
      username: string;
      level: number;
      rounds: number;
      valid_bet: bigint;
      payout: bigint;
    }>`
      with bets as (${roundsByMember(merchantId, range)})
      select m.username, t.depth as level, b.rounds, b.bet as valid_bet, b.win as payout
      from bets b
      join agent_tree t on t.descendant_id = b.member_id and t.ancestor_id = ${agentId} and t.depth > 0 ${member}
      join members m on m.id = b.member_id
      ${having}
      order by ${order}
      limit ${options.pageSize} offset ${(options.pageNo - 1) * options.pageSize}`.execute(this.db);
    const totals = await sql<{ n: number; rounds: number; valid_bet: bigint; payout: bigint }>`
      with bets as (${roundsByMember(merchantId, range)})
      select count(*)::int as n, coalesce(sum(b.rounds), 0)::int as rounds,
        coalesce(sum(b.bet), 0)::bigint as valid_bet, coalesce(sum(b.win), 0)::bigint as payout
      from bets b
      join agent_tree t on t.descendant_id = b.member_id and t.ancestor_id = ${agentId} and t.depth > 0 ${member}
      ${having}`.execute(this.db);
    const total = totals.rows[0] ?? { n: 0, rounds: 0, valid_bet: 0n, payout: 0n };
    return { rows: rows.rows, total };
  }

  /** One row per direct downline with its whole team's (itself included) figures over a range. */
  async revenueByDirect(
    merchantId: bigint,
    agentId: bigint,
    range: Range,
    options: { memberId?: bigint; pageNo: number; pageSize: number },
  ) {
    const member = options.memberId === undefined ? sql`` : sql`and c.id = ${options.memberId}`;
    const body = sql`
      with bets as (${roundsByMember(merchantId, range)}),
      direct as (
        select c.id, c.username, c.type from agent_tree d join members c on c.id = d.descendant_id
        where d.merchant_id = ${merchantId} and d.ancestor_id = ${agentId} and d.depth = 1 ${member}
      ),
      dep as (
        select member_id, sum(amount) as amount from deposits
        where merchant_id = ${merchantId} and status = 'approved'
          and decided_at >= ${range.from} and decided_at < ${range.to}
        group by member_id
      ),
      wd as (
        select member_id, sum(amount) as amount from withdrawals
        where merchant_id = ${merchantId} and status in ('approved', 'received', 'disputed', 'partially_received')
          and decided_at >= ${range.from} and decided_at < ${range.to}
        group by member_id
      ),
      per_direct as (
        select c.id, c.username, c.type, count(*)::int as team_members, count(b.member_id)::int as active,
          coalesce(sum(b.bet), 0)::bigint as valid_bet, coalesce(sum(b.win), 0)::bigint as payout,
          coalesce(sum(dep.amount), 0)::bigint as deposits, coalesce(sum(wd.amount), 0)::bigint as withdrawals
        from direct c
        join agent_tree t on t.ancestor_id = c.id
        left join bets b on b.member_id = t.descendant_id
        left join dep on dep.member_id = t.descendant_id
        left join wd on wd.member_id = t.descendant_id
        group by c.id, c.username, c.type
      )`;
    const rows = await sql<{
      username: string;
      type: number;
      team_members: number;
      active: number;
      valid_bet: bigint;
      payout: bigint;
      deposits: bigint;
      withdrawals: bigint;
    }>`${body} select * from per_direct order by valid_bet desc, id
      limit ${options.pageSize} offset ${(options.pageNo - 1) * options.pageSize}`.execute(this.db);
    const totals = await sql<{
      n: number;
      team_members: number;
      active: number;
      valid_bet: bigint;
      payout: bigint;
      deposits: bigint;
      withdrawals: bigint;
    }>`${body} select count(*)::int as n, coalesce(sum(team_members), 0)::int as team_members,
        coalesce(sum(active), 0)::int as active, coalesce(sum(valid_bet), 0)::bigint as valid_bet,
        coalesce(sum(payout), 0)::bigint as payout, coalesce(sum(deposits), 0)::bigint as deposits,
        coalesce(sum(withdrawals), 0)::bigint as withdrawals from per_direct`.execute(this.db);
    return { rows: rows.rows, totals: totals.rows[0] };
  }

  /** Wallet movements of downline members (or one), newest first, with credit/debit totals. */
  async downlineTransactions(
    merchantId: bigint,
    agentId: bigint,
    range: Range,
    options: { memberId?: bigint; kinds?: string[]; pageNo: number; pageSize: number },
  ) {
    const member = options.memberId === undefined ? sql`` : sql`and t.descendant_id = ${options.memberId}`;
    const kinds =
      options.kinds === undefined
        ? sql``
        : sql`and lt.kind in (${sql.join(options.kinds.map((k) => sql`${k}`))})`;
    const from = sql`
      from agent_tree t
      join members m on m.id = t.descendant_id
      join ledger_accounts a on a.merchant_id = ${merchantId} and a.kind = 'member_wallet' and a.owner = m.id::text
      join ledger_postings p on p.account_id = a.id
      join ledger_transactions lt on lt.id = p.transaction_id
      where t.merchant_id = ${merchantId} and t.ancestor_id = ${agentId} and t.depth > 0 ${member}
        and lt.created_at >= ${range.from} and lt.created_at < ${range.to} ${kinds}`;
    const rows = await sql<{
      id: bigint;
      time: Date;
      username: string;
      kind: string;
      amount: bigint;
      balance_after: bigint;
    }>`select p.id, lt.created_at as time, m.username, lt.kind, p.amount, p.balance_after ${from}
      order by p.id desc limit ${options.pageSize} offset ${(options.pageNo - 1) * options.pageSize}`.execute(
      this.db,
    );
    const totals = await sql<{ n: number; credits: bigint; debits: bigint }>`
      select count(*)::int as n, coalesce(sum(p.amount) filter (where p.amount > 0), 0)::bigint as credits,
        coalesce(-sum(p.amount) filter (where p.amount < 0), 0)::bigint as debits ${from}`.execute(this.db);
    return { rows: rows.rows, totals: totals.rows[0] ?? { n: 0, credits: 0n, debits: 0n } };
  }

  // ---- income --------------------------------------------------------------------------------

  /** The agent's income rows in a range (by period start), optionally of one kind, newest first. */
  async incomePage(
    merchantId: bigint,
    memberId: bigint,
    range: Range,
    options: { kind?: string; pageNo: number; pageSize: number },
  ) {
    const kind = options.kind ? sql`and kind = ${options.kind}` : sql``;
    const where = sql`merchant_id = ${merchantId} and member_id = ${memberId}
      and period_start >= ${range.from} and period_start < ${range.to} ${kind}`;
    const rows = await sql<IncomeRow>`select * from agent_income where ${where}
      order by period_start desc, id desc limit ${options.pageSize} offset ${(options.pageNo - 1) * options.pageSize}`.execute(
      this.db,
    );
    const totals = await sql<{ n: number; amount: bigint; gross: bigint }>`
      select count(*)::int as n, coalesce(sum(amount), 0)::bigint as amount, coalesce(sum(gross), 0)::bigint as gross
      from agent_income where ${where}`.execute(this.db);
    return { rows: rows.rows, totals: totals.rows[0] ?? { n: 0, amount: 0n, gross: 0n } };
  }

  // ---- platform messages ---------------------------------------------------------------------

  /**
   * The member's messages, newest first: events of contracts it is a party to caused by someone
   * else, and its income payments; with the read mark and the unread count.
   */
  async messages(
    merchantId: bigint,
    memberId: bigint,
    username: string,
    page: { pageNo: number; pageSize: number },
  ) {
    const body = sql`
      with inbox as (
        select 'e' || e.id as id, e.action, c.kind, c.id as contract_id, e.actor, e.reason,
          null::bigint as amount, e.at
        from agent_contract_events e join agent_contracts c on c.id = e.contract_id
        where c.merchant_id = ${merchantId} and (c.upline_id = ${memberId} or c.downline_id = ${memberId})
          and e.actor <> ${username}
        union all
        select 'i' || i.id, 'paid', i.kind, i.contract_id, 'system', null, i.amount, i.created_at
        from agent_income i
        where i.merchant_id = ${merchantId} and i.member_id = ${memberId} and i.amount > 0
      ), mark as (
        select coalesce((select read_until from agent_inbox where member_id = ${memberId}), '-infinity'::timestamptz) as read_until
      )`;
    const rows = await sql<{
      id: string;
      action: string;
      kind: string;
      contract_id: bigint;
      actor: string;
      reason: string | null;
      amount: bigint | null;
      at: Date;
      is_read: boolean;
    }>`${body} select inbox.*, inbox.at <= mark.read_until as is_read from inbox, mark
      order by inbox.at desc, inbox.id desc
      limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`.execute(this.db);
    const counts = await sql<{ n: number; unread: number }>`${body}
      select count(*)::int as n, count(*) filter (where inbox.at > mark.read_until)::int as unread
      from inbox, mark`.execute(this.db);
    return { rows: rows.rows, total: counts.rows[0]?.n ?? 0, unread: counts.rows[0]?.unread ?? 0 };
  }

  async markMessagesRead(merchantId: bigint, memberId: bigint) {
    await sql`insert into agent_inbox (merchant_id, member_id, read_until) values (${merchantId}, ${memberId}, now())
      on conflict (member_id) do update set read_until = excluded.read_until`.execute(this.db);
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
