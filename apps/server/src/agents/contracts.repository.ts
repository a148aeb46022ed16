import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { AgentContractsTable, StoredTier } from './agents.tables.ts';

/** A contract row with both parties' usernames. */
export type ContractRow = Selectable<AgentContractsTable> & {
  upline_username: string | null;
  downline_username: string;
};

export const CONTRACT_SELECT = sql`
  c.id, c.merchant_id, c.kind, c.period, c.upline_id, c.downline_id, c.status, c.tiers, c.max_rate_ppm,
  c.confirmed_terminations, c.created_at, c.activated_at, c.decided_at, c.terminated_at,
  c.terminated_by, c.termination_reason, u.username as upline_username, d.username as downline_username`;
export const CONTRACT_FROM = sql`agent_contracts c
  join members d on d.id = c.downline_id
  left join members u on u.id = c.upline_id`;

/** Only this file writes the agents' contracts and their events. */
export class ContractsRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
}
