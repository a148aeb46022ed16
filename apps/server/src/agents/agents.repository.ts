import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { AgentContractsTable, AgentIncomeTable, StoredTier } from './agents.tables.ts';

/** A contract row with both parties' usernames. */
export type ContractRow = Selectable<AgentContractsTable> & {
  upline_username: string | null;
  downline_username: string;
};

/** A team's settled-round figures over a range. */
export interface FiguresRow {
  agent_id: bigint;
  valid_bet: bigint;
  payout: bigint;
  active_members: number;
}

export type IncomeRow = Omit<Selectable<AgentIncomeTable>, 'merchant_id'>;

export type NewIncome = Omit<IncomeRow, 'id' | 'created_at' | 'ledger_transaction_id'> & {
  merchant_id: bigint;
};

export interface Range {
  from: Date;
  to: Date;
}

const CONTRACT_SELECT = sql`
  c.id, c.merchant_id, c.kind, c.period, c.upline_id, c.downline_id, c.status, c.tiers, c.max_rate_ppm,
  c.confirmed_terminations, c.created_at, c.activated_at, c.decided_at, c.terminated_at,
  c.terminated_by, c.termination_reason, u.username as upline_username, d.username as downline_username`;
const CONTRACT_FROM = sql`agent_contracts c
  join members d on d.id = c.downline_id
  left join members u on u.id = c.upline_id`;

/**
 * Settled rounds per member over a range: the one place the agent reports read game rounds.
 * `member_id + 0` keeps the planner from walking the (merchant, member) index in member order
 * for a sort-free group-by (a million random heap reads): it hash-aggregates what the
 * close-time index or a scan finds instead, three times faster on a full window.
 */
function roundsByMember(merchantId: bigint, range: Range) {
  return sql`select member_id + 0 as member_id, sum(bet_total)::bigint as bet, sum(win_total)::bigint as win, count(*)::int as rounds
    from game_rounds
    where merchant_id = ${merchantId} and status = 'closed'
      and closed_at >= ${range.from} and closed_at < ${range.to}
    group by 1`;
}

/**
 * Only this file reads and writes the agents' tables. The team reports also read, read-only and
 * merchant-scoped, the settled game rounds, deposits, withdrawals and wallet balances/postings of
 * a subtree: joined set-wise against the closure table, which no per-member service call could do
 * for a team of 100,000.
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

  /**
   * Settled-round figures of each contract holder's team (its downline, depth ≥ 1) over the range,
   * for the holders of `kind`/`period` contracts active at the range's end. Aggregates rounds per
   * member first, then joins only the holders' closure rows.
   */
  async holderFigures(
    db: Db,
    merchantId: bigint,
    kind: string,
    period: string,
    range: Range,
  ): Promise<FiguresRow[]> {
    const result = await sql<FiguresRow>`
      with holders as (
        select distinct downline_id as agent_id from agent_contracts
        where merchant_id = ${merchantId} and kind = ${kind} and period = ${period}
          and activated_at < ${range.to} and (terminated_at is null or terminated_at >= ${range.to})
      ), bets as (${roundsByMember(merchantId, range)})
      select t.ancestor_id as agent_id, sum(b.bet)::bigint as valid_bet, sum(b.win)::bigint as payout,
        count(*)::int as active_members
      from bets b
      join agent_tree t on t.descendant_id = b.member_id and t.depth > 0
      join holders h on h.agent_id = t.ancestor_id
      group by t.ancestor_id`.execute(db);
    return result.rows;
  }

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
        coalesce(sum(r.bet_total), 0)::bigint as valid_bet, coalesce(sum(r.win_total), 0)::bigint as payout,
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

  // ---- contracts -----------------------------------------------------------------------------

  async insertContract(
    tx: Db,
    row: {
      merchantId: bigint;
      kind: string;
      period: string;
      uplineId: bigint | null;
      downlineId: bigint;
      status: 'pending' | 'active';
      tiers: StoredTier[];
      maxRatePpm: number;
      confirmedTerminations: string[];
    },
  ): Promise<bigint> {
    const result = await sql<{ id: bigint }>`
      insert into agent_contracts (merchant_id, kind, period, upline_id, downline_id, status, tiers, max_rate_ppm,
        confirmed_terminations, activated_at, decided_at)
      values (${row.merchantId}, ${row.kind}, ${row.period}, ${row.uplineId}, ${row.downlineId}, ${row.status},
        ${JSON.stringify(row.tiers)}::jsonb, ${row.maxRatePpm}, ${JSON.stringify(row.confirmedTerminations)}::jsonb,
        ${row.status === 'active' ? sql`now()` : null}, ${row.status === 'active' ? sql`now()` : null})
      returning id`.execute(tx);
    return (result.rows[0] as { id: bigint }).id;
  }

  async recordEvent(tx: Db, contractId: bigint, action: string, actor: string, reason: string | null) {
    await sql`insert into agent_contract_events (contract_id, action, actor, reason)
      values (${contractId}, ${action}, ${actor}, ${reason})`.execute(tx);
  }

  async events(db: Db, contractId: bigint) {
    const result = await sql<{ action: string; actor: string; reason: string | null; at: Date }>`
      select action, actor, reason, at from agent_contract_events where contract_id = ${contractId} order by id`.execute(
      db,
    );
    return result.rows;
  }

  async findContract(
    db: Db,
    merchantId: bigint,
    id: bigint,
    forUpdate = false,
  ): Promise<ContractRow | undefined> {
    const lock = forUpdate ? sql`for update of c` : sql``;
    const result = await sql<ContractRow>`select ${CONTRACT_SELECT} from ${CONTRACT_FROM}
      where c.merchant_id = ${merchantId} and c.id = ${id} ${lock}`.execute(db);
    return result.rows[0];
  }

  /** The contract of `kind` the member holds (as downline) in one of `statuses`. */
  async heldContract(
    db: Db,
    merchantId: bigint,
    memberId: bigint,
    kind: string,
    status: 'active' | 'pending',
  ): Promise<ContractRow | undefined> {
    const result = await sql<ContractRow>`select ${CONTRACT_SELECT} from ${CONTRACT_FROM}
      where c.merchant_id = ${merchantId} and c.downline_id = ${memberId} and c.kind = ${kind}
        and c.status = ${status}`.execute(db);
    return result.rows[0];
  }

  /** Pending or active contracts of `kind` held by members strictly below `memberId`. */
  async deeperContracts(db: Db, merchantId: bigint, memberId: bigint, kind: string): Promise<ContractRow[]> {
    const result = await sql<ContractRow>`select ${CONTRACT_SELECT} from ${CONTRACT_FROM}
      join agent_tree t on t.descendant_id = c.downline_id and t.ancestor_id = ${memberId} and t.depth > 0
      where c.merchant_id = ${merchantId} and c.kind = ${kind} and c.status in ('pending', 'active')
      order by t.depth, c.id`.execute(db);
    return result.rows;
  }

  /** Contracts where the member is the upline or the downline, filtered, newest first. */
  async contractsOf(
    merchantId: bigint,
    memberId: bigint,
    filter: { kind?: string; role?: 'upline' | 'downline'; status?: string },
    page: { pageNo: number; pageSize: number },
  ) {
    const party =
      filter.role === 'upline'
        ? sql`c.upline_id = ${memberId}`
        : filter.role === 'downline'
          ? sql`c.downline_id = ${memberId}`
          : sql`(c.upline_id = ${memberId} or c.downline_id = ${memberId})`;
    const where = sql.join(
      [
        sql`c.merchant_id = ${merchantId}`,
        party,
        ...(filter.kind ? [sql`c.kind = ${filter.kind}`] : []),
        ...(filter.status ? [sql`c.status = ${filter.status}`] : []),
      ],
      sql` and `,
    );
    const rows = await sql<ContractRow>`select ${CONTRACT_SELECT} from ${CONTRACT_FROM} where ${where}
      order by c.id desc limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`.execute(this.db);
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from agent_contracts c where ${where}`.execute(this.db);
    return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
  }

  /** Kinds of pending/active contracts the member is a party to, and how many offers await it. */
  async contractFlags(merchantId: bigint, memberId: bigint) {
    const result = await sql<{ kind: string; pending_for_me: number }>`
      select kind, count(*) filter (where status = 'pending' and downline_id = ${memberId})::int as pending_for_me
      from agent_contracts
      where merchant_id = ${merchantId} and status in ('pending', 'active')
        and (upline_id = ${memberId} or downline_id = ${memberId})
      group by kind`.execute(this.db);
    return result.rows;
  }

  async activate(tx: Db, id: bigint) {
    await sql`update agent_contracts set status = 'active', activated_at = now(), decided_at = now()
      where id = ${id} and status = 'pending'`.execute(tx);
  }

  async reject(tx: Db, id: bigint) {
    await sql`update agent_contracts set status = 'rejected', decided_at = now()
      where id = ${id} and status = 'pending'`.execute(tx);
  }

  async terminate(tx: Db, id: bigint, by: string, reason: string | null) {
    await sql`update agent_contracts set status = 'terminated', terminated_at = now(), terminated_by = ${by},
        termination_reason = ${reason}
      where id = ${id} and status in ('pending', 'active')`.execute(tx);
  }

  /** Active contracts of a kind at an instant (activated before it, not terminated by it). */
  async contractsActiveAt(
    db: Db,
    merchantId: bigint,
    kind: string,
    period: string,
    at: Date,
  ): Promise<ContractRow[]> {
    const result = await sql<ContractRow>`select ${CONTRACT_SELECT} from ${CONTRACT_FROM}
      where c.merchant_id = ${merchantId} and c.kind = ${kind} and c.period = ${period}
        and c.activated_at < ${at} and (c.terminated_at is null or c.terminated_at >= ${at})
      order by c.activated_at, c.id`.execute(db);
    return result.rows;
  }

  /** Merchants with contracts of a kind that may still need settling (active, or ended recently). */
  async merchantsWithContracts(kind: string, since: Date) {
    const result = await sql<{ merchant_id: bigint; period: string; timezone: string; currency: string }>`
      select distinct c.merchant_id, c.period, m.timezone, m.currency from agent_contracts c join merchants m on m.id = c.merchant_id
      where c.kind = ${kind} and c.activated_at is not null
        and (c.terminated_at is null or c.terminated_at >= ${since})`.execute(this.db);
    return result.rows;
  }

  // ---- settlement ----------------------------------------------------------------------------

  /**
   * Claims a settlement for this process: inserts it 'running', or takes over a 'running' claim
   * older than `staleBefore` (a crashed run). False when it is done or another process holds it.
   */
  async claimSettlement(
    merchantId: bigint,
    kind: string,
    period: string,
    range: Range,
    claimer: string,
    staleBefore: Date,
  ): Promise<boolean> {
    const result = await sql<{ claimed_by: string }>`
      insert into agent_settlements (merchant_id, kind, period, period_start, period_end, status, claimed_by)
      values (${merchantId}, ${kind}, ${period}, ${range.from}, ${range.to}, 'running', ${claimer})
      on conflict (merchant_id, kind, period, period_start) do update
        set claimed_at = now(), claimed_by = excluded.claimed_by
        where agent_settlements.status = 'running' and agent_settlements.claimed_at < ${staleBefore}
      returning claimed_by`.execute(this.db);
    return result.rows[0]?.claimed_by === claimer;
  }

  async finishSettlement(
    merchantId: bigint,
    kind: string,
    period: string,
    start: Date,
    payments: number,
    amount: bigint,
  ) {
    await sql`update agent_settlements set status = 'done', completed_at = now(), payments = ${payments}, amount = ${amount}
      where merchant_id = ${merchantId} and kind = ${kind} and period = ${period} and period_start = ${start}`.execute(
      this.db,
    );
  }

  async settlementStatus(merchantId: bigint, kind: string, period: string, start: Date) {
    const result = await sql<{ status: string; payments: number; amount: bigint }>`
      select status, payments, amount from agent_settlements
      where merchant_id = ${merchantId} and kind = ${kind} and period = ${period} and period_start = ${start}`.execute(
      this.db,
    );
    return result.rows[0];
  }

  /** Inserts an income row unless that agent/kind/period is recorded already; its id, or undefined. */
  async insertIncome(tx: Db, row: NewIncome): Promise<bigint | undefined> {
    const result = await sql<{ id: bigint }>`
      insert into agent_income (merchant_id, member_id, contract_id, kind, period, period_start, period_end,
        team_valid_bet, team_payout, active_members, base, rate_ppm, gross, upline_cap, downline_share, amount)
      values (${row.merchant_id}, ${row.member_id}, ${row.contract_id}, ${row.kind}, ${row.period},
        ${row.period_start}, ${row.period_end}, ${row.team_valid_bet}, ${row.team_payout}, ${row.active_members},
        ${row.base}, ${row.rate_ppm}, ${row.gross}, ${row.upline_cap}, ${row.downline_share}, ${row.amount})
      on conflict (merchant_id, member_id, kind, period_start) do nothing
      returning id`.execute(tx);
    return result.rows[0]?.id;
  }

  async setIncomeTransaction(tx: Db, id: bigint, transactionId: bigint) {
    await sql`update agent_income set ledger_transaction_id = ${transactionId} where id = ${id}`.execute(tx);
  }

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
