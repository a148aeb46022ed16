import {
  CONTRACT_KINDS,
  formatMinor,
  isAgentType,
  parseMinor,
  type TAgentMessage,
  type TAgentMessagesPage,
  type TAgentMessagesQuery,
  type TAgentRegister,
  type TContractKind,
  type TContractPeriod,
  type TDateRangeQuery,
  type TDownlineMember,
  type TDownlinePage,
  type TDownlineTransactions,
  type TDownlineTransactionsQuery,
  type TIncomePage,
  type TIncomeQuery,
  type TPnlStatement,
  type TReferral,
  type TResolvedRange,
  type TRevenueReport,
  type TTeamBettingReport,
  type TTeamOverview,
  type TTeamReportQuery,
  type TUserLossReport,
  ZAgentMessagesQuery,
  ZAgentRegister,
  ZDateRangeQuery,
  type ZDownlineQuery,
  ZDownlineTransactionsQuery,
  ZIncomeQuery,
  ZTeamReportQuery,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { MemberDirectory, MemberRow } from '../accounts/member-directory.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { referralCodeOf } from '../accounts/referral-code.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { AgentsRepository, Range } from './agents.repository.ts';
import { requireAgent } from './contracts.service.ts';
import { resolveRange } from './periods.ts';
import { formatRate } from './settlement-math.ts';

type Caller = Pick<MemberRow, 'id' | 'type' | 'username' | 'affiliate_code'>;
type MerchantRef = Pick<Merchant, 'id' | 'timezone'>;

/** Ledger kinds shown under another name in the downline transaction list (as the member's own records do). */
const KIND_TO_TYPE: Record<string, string> = {
  vendor_bet: 'bet',
  vendor_win: 'win',
  vendor_rollback: 'rollback',
  vendor_adjust: 'resettlement',
};
const TYPE_TO_KINDS: Record<string, string[]> = {
  bet: ['vendor_bet'],
  win: ['vendor_win'],
  rollback: ['vendor_rollback'],
  resettlement: ['vendor_adjust'],
  transfer_in: ['transfer'],
  transfer_out: ['transfer'],
};

const MESSAGE_TYPE: Record<string, TAgentMessage['type']> = {
  offered: 'contractOffered',
  accepted: 'contractAccepted',
  rejected: 'contractRejected',
  terminated: 'contractTerminated',
  granted: 'contractGranted',
  paid: 'incomePaid',
};

const money = (v: bigint | null | undefined) => formatMinor(v ?? 0n);

/**
 * The agent's team area: register center, referral code, downline list and the team reports.
 * Every call is for agents only (FORBIDDEN otherwise) and every member it names must be in the
 * caller's own downline (NOT_IN_DOWNLINE otherwise): the closure table answers both by index.
 */
export class AgentsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: AgentsRepository,
    private readonly members: MemberDirectory,
    private readonly audit: AuditLog,
  ) {}

  /** The downline member named `username`, or NOT_IN_DOWNLINE (also for unknown names). */
  async downlineMember(
    merchantId: bigint,
    agentId: bigint,
    username: string,
  ): Promise<MemberRow & { level: number }> {
    const member = await this.members.findByUsername(merchantId, username);
    const level = member
      ? await this.repository.levelBelow(this.db, merchantId, agentId, member.id)
      : undefined;
    if (!member || level === undefined) throw new AppError('NOT_IN_DOWNLINE');
    return { ...member, level };
  }

  /**
   * Register center: creates a member (type 0) or agent (1, 41) directly under the caller.
   * Errors: FORBIDDEN, VALIDATION_FAILED, USERNAME_TAKEN.
   */
  async register(
    merchant: MerchantRef,
    caller: Caller,
    input: TAgentRegister,
    context: { ip: string; requestId: string },
  ): Promise<TDownlineMember> {
    requireAgent(caller);
    const body = ZAgentRegister.parse(input);
    if (await this.members.findByUsername(merchant.id, body.username)) throw new AppError('USERNAME_TAKEN');
    const passwordHash = await hashPassword(body.password);
    const created = await this.db
      .transaction()
      .execute(async (tx) => {
        const row = await this.members.insert(tx, {
          merchant_id: merchant.id,
          username: body.username,
          nickname: body.nickname && body.nickname.length > 0 ? body.nickname : null,
          type: body.type,
          password_hash: passwordHash,
          upline_id: caller.id,
          register_ip: context.ip,
          register_method: 'AGENT',
        });
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: `member:${caller.id}`,
          action: 'agent.register',
          detail: { memberId: row.id.toString(), type: body.type },
          ip: context.ip,
          requestId: context.requestId,
        });
        return row;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
        throw error;
      });
    return {
      id: created.id.toString(),
      username: created.username,
      nickname: created.nickname,
      type: created.type,
      isAgent: isAgentType(created.type),
      status: created.status as TDownlineMember['status'],
      level: 1,
      upline: caller.username,
      balance: money(0n),
      lastLoginAt: null,
      createdAt: created.created_at.toISOString(),
      contracts: [],
    };
  }

  /** The caller's referral code (given one on first use). Errors: FORBIDDEN. */
  async referral(merchant: MerchantRef, caller: Caller): Promise<TReferral> {
    requireAgent(caller);
    const code = await referralCodeOf(this.members, merchant.id, caller.id, caller.affiliate_code);
    return { referralCode: code, path: `/register?referralCode=${encodeURIComponent(code)}` };
  }

  /** Downline management list. Errors: FORBIDDEN. */
  async downline(
    merchant: MerchantRef,
    caller: Caller,
    q: z.output<typeof ZDownlineQuery>,
  ): Promise<TDownlinePage> {
    requireAgent(caller);
    const page = await this.repository.downlinePage(merchant.id, caller.id, q, q);
    return {
      list: page.rows.map((row) => ({
        id: row.id.toString(),
        username: row.username,
        nickname: row.nickname,
        type: row.type,
        isAgent: isAgentType(row.type),
        status: row.status as TDownlineMember['status'],
        level: row.level,
        upline: row.upline,
        balance: money(row.balance),
        lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
        createdAt: row.created_at.toISOString(),
        contracts: (row.contracts ?? []).filter((k): k is TContractKind =>
          (CONTRACT_KINDS as readonly string[]).includes(k),
        ),
      })),
      total: page.total,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      totals: { balance: money(page.balance) },
    };
  }

  /** Team overview over a range, with a per-day series. Errors: FORBIDDEN, VALIDATION_FAILED. */
  async overview(
    merchant: MerchantRef,
    caller: Caller,
    query: TDateRangeQuery,
    now = new Date(),
  ): Promise<TTeamOverview> {
    const { resolved, range } = this.openReport(merchant, caller, ZDateRangeQuery, query, now);
    const [counts, bets, days, moneyDays, balance] = await Promise.all([
      this.repository.teamCounts(merchant.id, caller.id, range),
      this.repository.teamBets(merchant.id, caller.id, range),
      this.repository.teamBetsByDay(merchant.id, caller.id, range, merchant.timezone),
      this.repository.teamMoneyByDay(merchant.id, caller.id, range, merchant.timezone),
      this.repository.teamBalance(merchant.id, caller.id),
    ]);
    return {
      range: resolved,
      members: counts.members,
      agents: counts.agents,
      directMembers: counts.direct,
      newMembers: counts.fresh,
      activeMembers: bets.active,
      deposits: money(moneyDays.reduce((s, d) => s + d.deposits, 0n)),
      withdrawals: money(moneyDays.reduce((s, d) => s + d.withdrawals, 0n)),
      validBet: money(bets.valid_bet),
      payout: money(bets.payout),
      profitLoss: money(bets.payout - bets.valid_bet),
      teamBalance: money(balance),
      days: days.map((d) => ({
        day: d.day,
        validBet: money(d.valid_bet),
        profitLoss: money(d.payout - d.valid_bet),
        activeMembers: d.active,
      })),
    };
  }

  /** Team betting per member. Errors: FORBIDDEN, VALIDATION_FAILED, NOT_IN_DOWNLINE (username). */
  async teamBetting(
    merchant: MerchantRef,
    caller: Caller,
    query: TTeamReportQuery,
    now = new Date(),
  ): Promise<TTeamBettingReport> {
    return this.betting(merchant, caller, query, false, now);
  }

  /** Members of the downline with a net loss, biggest first. Errors as teamBetting. */
  async userLoss(
    merchant: MerchantRef,
    caller: Caller,
    query: TTeamReportQuery,
    now = new Date(),
  ): Promise<TUserLossReport> {
    const report = await this.betting(merchant, caller, query, true, now);
    const loss = (row: { validBet: string; payout: string }) =>
      money(parseMinor(row.validBet) - parseMinor(row.payout));
    return {
      ...report,
      list: report.list.map((row) => ({ ...row, loss: loss(row) })),
      totals: { ...report.totals, loss: loss(report.totals) },
    };
  }

  private async betting(
    merchant: MerchantRef,
    caller: Caller,
    query: TTeamReportQuery,
    lossOnly: boolean,
    now: Date,
  ): Promise<TTeamBettingReport> {
    const { q, resolved, range } = this.openReport(merchant, caller, ZTeamReportQuery, query, now);
    const { rows, total } = await this.repository.memberBetting(merchant.id, caller.id, range, {
      ...(await this.memberFilter(merchant.id, caller.id, q.username)),
      lossOnly,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    });
    return {
      range: resolved,
      list: rows.map((r) => ({
        username: r.username,
        level: r.level,
        rounds: r.rounds,
        validBet: money(r.valid_bet),
        payout: money(r.payout),
        profitLoss: money(r.payout - r.valid_bet),
      })),
      total: total.n,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      totals: {
        rounds: total.rounds,
        validBet: money(total.valid_bet),
        payout: money(total.payout),
        profitLoss: money(total.payout - total.valid_bet),
      },
    };
  }

  /** Wallet movements of the downline. Errors: FORBIDDEN, VALIDATION_FAILED, NOT_IN_DOWNLINE. */
  async transactions(
    merchant: MerchantRef,
    caller: Caller,
    query: TDownlineTransactionsQuery,
    now = new Date(),
  ): Promise<TDownlineTransactions> {
    const { q, resolved, range } = this.openReport(merchant, caller, ZDownlineTransactionsQuery, query, now);
    const member = await this.memberFilter(merchant.id, caller.id, q.username);
    const kinds = q.type
      ? ((Object.hasOwn(TYPE_TO_KINDS, q.type) ? TYPE_TO_KINDS[q.type] : undefined) ?? [q.type])
      : undefined;
    const { rows, totals } = await this.repository.downlineTransactions(merchant.id, caller.id, range, {
      ...member,
      ...(kinds === undefined ? {} : { kinds }),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    });
    return {
      range: resolved,
      list: rows.map((r) => ({
        id: r.id.toString(),
        time: r.time.toISOString(),
        username: r.username,
        type:
          r.kind === 'transfer'
            ? r.amount < 0n
              ? 'transfer_out'
              : 'transfer_in'
            : (KIND_TO_TYPE[r.kind] ?? r.kind),
        amount: money(r.amount),
        balanceAfter: money(r.balance_after),
      })),
      total: totals.n,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      totals: { credits: money(totals.credits), debits: money(totals.debits) },
    };
  }

  /** P&L statement per local day of the range. Errors: FORBIDDEN, VALIDATION_FAILED. */
  async pnl(
    merchant: MerchantRef,
    caller: Caller,
    query: TDateRangeQuery,
    now = new Date(),
  ): Promise<TPnlStatement> {
    const { resolved, range } = this.openReport(merchant, caller, ZDateRangeQuery, query, now);
    const [bets, flows, income] = await Promise.all([
      this.repository.teamBetsByDay(merchant.id, caller.id, range, merchant.timezone),
      this.repository.teamMoneyByDay(merchant.id, caller.id, range, merchant.timezone),
      this.repository.incomeByDay(merchant.id, caller.id, range, merchant.timezone),
    ]);
    const days = new Map<
      string,
      { deposits: bigint; withdrawals: bigint; validBet: bigint; payout: bigint; income: bigint }
    >();
    const day = (key: string) => {
      let d = days.get(key);
      if (!d) {
        d = { deposits: 0n, withdrawals: 0n, validBet: 0n, payout: 0n, income: 0n };
        days.set(key, d);
      }
      return d;
    };
    for (const b of bets) Object.assign(day(b.day), { validBet: b.valid_bet, payout: b.payout });
    for (const f of flows) Object.assign(day(f.day), { deposits: f.deposits, withdrawals: f.withdrawals });
    for (const i of income) day(i.day).income = i.amount;
    const sum = { deposits: 0n, withdrawals: 0n, validBet: 0n, payout: 0n, income: 0n };
    const list = [...days.entries()]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([key, d]) => {
        for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += d[k];
        return {
          day: key,
          deposits: money(d.deposits),
          withdrawals: money(d.withdrawals),
          validBet: money(d.validBet),
          payout: money(d.payout),
          profitLoss: money(d.payout - d.validBet),
          income: money(d.income),
        };
      });
    return {
      range: resolved,
      list,
      totals: {
        deposits: money(sum.deposits),
        withdrawals: money(sum.withdrawals),
        validBet: money(sum.validBet),
        payout: money(sum.payout),
        profitLoss: money(sum.payout - sum.validBet),
        income: money(sum.income),
      },
    };
  }

  /** Revenue per direct downline (its whole team). Errors: FORBIDDEN, VALIDATION_FAILED, NOT_IN_DOWNLINE. */
  async revenue(
    merchant: MerchantRef,
    caller: Caller,
    query: TTeamReportQuery,
    now = new Date(),
  ): Promise<TRevenueReport> {
    const { q, resolved, range } = this.openReport(merchant, caller, ZTeamReportQuery, query, now);
    let memberId: bigint | undefined;
    if (q.username) {
      const member = await this.downlineMember(merchant.id, caller.id, q.username);
      if (member.level !== 1) throw new AppError('VALIDATION_FAILED', { detail: 'a direct downline' });
      memberId = member.id;
    }
    const { rows, totals } = await this.repository.revenueByDirect(merchant.id, caller.id, range, {
      ...(memberId === undefined ? {} : { memberId }),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    });
    const t = totals ?? {
      n: 0,
      team_members: 0,
      active: 0,
      valid_bet: 0n,
      payout: 0n,
      deposits: 0n,
      withdrawals: 0n,
    };
    return {
      range: resolved,
      list: rows.map((r) => ({
        username: r.username,
        isAgent: isAgentType(r.type),
        teamMembers: r.team_members,
        activeMembers: r.active,
        deposits: money(r.deposits),
        withdrawals: money(r.withdrawals),
        validBet: money(r.valid_bet),
        profitLoss: money(r.payout - r.valid_bet),
      })),
      total: t.n,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      totals: {
        teamMembers: t.team_members,
        activeMembers: t.active,
        deposits: money(t.deposits),
        withdrawals: money(t.withdrawals),
        validBet: money(t.valid_bet),
        profitLoss: money(t.payout - t.valid_bet),
      },
    };
  }

  /** My income: each contract payment with its inputs. Errors: FORBIDDEN, VALIDATION_FAILED. */
  async income(
    merchant: MerchantRef,
    caller: Caller,
    query: TIncomeQuery,
    now = new Date(),
  ): Promise<TIncomePage> {
    const { q, resolved, range } = this.openReport(merchant, caller, ZIncomeQuery, query, now);
    const { rows, totals } = await this.repository.incomePage(merchant.id, caller.id, range, {
      ...(q.kind ? { kind: q.kind } : {}),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    });
    return {
      range: resolved,
      list: rows.map((r) => ({
        id: r.id.toString(),
        kind: r.kind as TContractKind,
        period: r.period as TContractPeriod,
        periodStart: r.period_start.toISOString(),
        periodEnd: r.period_end.toISOString(),
        contractId: r.contract_id.toString(),
        teamValidBet: money(r.team_valid_bet),
        teamProfitLoss: money(r.team_payout - r.team_valid_bet),
        activeMembers: r.active_members,
        base: money(r.base),
        rate: formatRate(r.rate_ppm),
        gross: money(r.gross),
        uplineCap: r.upline_cap === null ? null : money(r.upline_cap),
        downlineShare: money(r.downline_share),
        amount: money(r.amount),
        paidAt: r.created_at.toISOString(),
        transactionId: r.ledger_transaction_id === null ? null : r.ledger_transaction_id.toString(),
      })),
      total: totals.n,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      totals: { amount: money(totals.amount), gross: money(totals.gross) },
    };
  }

  /**
   * Every report's opening: agents only (FORBIDDEN), the query checked by its schema (also when
   * called without the route) and its range resolved in the merchant's timezone (VALIDATION_FAILED).
   */
  private openReport<T extends TDateRangeQuery>(
    merchant: MerchantRef,
    caller: Caller,
    schema: z.ZodType<T>,
    query: unknown,
    now: Date,
  ): { q: T; resolved: TResolvedRange; range: Range } {
    requireAgent(caller);
    const q = schema.parse(query);
    const resolved = resolveRange(q, now, merchant.timezone);
    return { q, resolved, range: toRange(resolved) };
  }

  /** The repository filter for a report narrowed to one downline member (NOT_IN_DOWNLINE otherwise). */
  private async memberFilter(
    merchantId: bigint,
    agentId: bigint,
    username: string | undefined,
  ): Promise<{ memberId?: bigint }> {
    return username ? { memberId: (await this.downlineMember(merchantId, agentId, username)).id } : {};
  }

  /** Platform messages: contract events by others and income payments. Errors: FORBIDDEN. */
  async messages(
    merchant: MerchantRef,
    caller: Caller,
    query: TAgentMessagesQuery,
  ): Promise<TAgentMessagesPage> {
    requireAgent(caller);
    const q = ZAgentMessagesQuery.parse(query);
    const page = await this.repository.messages(merchant.id, caller.id, caller.username, q);
    return {
      list: page.rows.map((r) => ({
        id: r.id,
        type: MESSAGE_TYPE[r.action] ?? 'contractTerminated',
        contractId: r.contract_id.toString(),
        contractKind: r.kind as TContractKind,
        actor: r.actor,
        reason: r.reason,
        amount: r.amount === null ? null : money(r.amount),
        createdAt: r.at.toISOString(),
        isRead: r.is_read,
      })),
      total: page.total,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      unread: page.unread,
    };
  }

  /** Marks every message up to now read. Errors: FORBIDDEN. */
  async markMessagesRead(merchant: MerchantRef, caller: Caller): Promise<{ unread: number }> {
    requireAgent(caller);
    await this.repository.markMessagesRead(merchant.id, caller.id);
    return { unread: 0 };
  }
}

function toRange(resolved: { from: string; to: string }): Range {
  return { from: new Date(resolved.from), to: new Date(resolved.to) };
}
