import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { type IncomeRow, type Range, roundsByMember } from './agents.repository.ts';
import { CONTRACT_FROM, CONTRACT_SELECT, type ContractRow } from './contracts.repository.ts';

/** A team's settled-round figures over a range. */
export interface FiguresRow {
  agent_id: bigint;
  valid_bet: bigint;
  payout: bigint;
  active_members: number;
}

export type NewIncome = Omit<IncomeRow, 'id' | 'created_at' | 'ledger_transaction_id'> & {
  merchant_id: bigint;
};

/** Settlement runs (claims), the contracts and team figures they settle, and the income they pay. */
export class SettlementRepository {
  constructor(private readonly db: Kysely<Database>) {}

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

  // ---- contracts to settle ---------------------------------------------------------------------

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
}
