import { randomUUID } from 'node:crypto';
import type { TContractKind, TContractPeriod, TSettleResult } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import { HOUSE_OWNER } from '../ledger/wallet.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { Range } from './agents.repository.ts';
import { tiersOf } from './contracts.service.ts';
import { completedPeriods } from './periods.ts';
import type { SettlementRepository } from './settlement.repository.ts';
import { type ContractNode, type Earning, settleTree } from './settlement-math.ts';

/** How far back each period kind is re-checked on every run (catch-up after downtime). */
const LOOKBACK: Record<TContractPeriod, number> = {
  fiveMinutes: 12,
  hourly: 24,
  daily: 3,
  weekly: 2,
  semimonthly: 2,
  monthly: 2,
};
/** Rounds closing right at a period's end may commit a moment later: settle only after this. */
const GRACE_MS = 30_000;
/** A 'running' claim older than this belongs to a crashed run and is taken over. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** Wallet accounts looked up at once (PGlite runs them one after the other anyway). */
const ACCOUNT_CONCURRENCY = 8;
/** Payment transactions in flight at once (below the default pool of 10 connections). */
const PAY_CONCURRENCY = 6;
/** Ledger transaction kind of a contract payment. */
export const AGENT_INCOME_KIND = 'agent_income';

export interface SettleOptions {
  /** Payments per database transaction (default 1: the shortest hold of the house account). */
  batchSize?: number;
  /** Transactions in flight at once (default PAY_CONCURRENCY). */
  concurrency?: number;
  /** Test seam: called after each committed batch (a throw simulates a crash mid-run). */
  afterBatch?: (paid: number) => Promise<void> | void;
  /** Treat claims older than this as stale (default STALE_CLAIM_MS). */
  staleClaimMs?: number;
  /** Only this merchant (settleDue). */
  merchantId?: bigint;
}

export interface PeriodResult {
  status: 'settled' | 'done-before' | 'claimed-elsewhere';
  payments: number;
  amount: bigint;
  /** Where a settled period's time went (ms): team figures and arithmetic, wallet accounts, payments. */
  timings?: { computeMs: number; accountsMs: number; payMs: number };
}

/** The idempotency key of one agent's payment for one kind and period: the same in every process and run. */
export function incomeKey(kind: string, period: string, start: Date, agentId: bigint): string {
  return `agent-income:${kind}:${period}:${start.toISOString()}:${agentId}`;
}

/**
 * Contract settlement: for each complete period, every contract holder's team figures, the
 * differential split (settlement-math), and one ledger payment house → agent wallet per agent.
 * Exactly once per agent, kind and period, whatever the number of processes or crashes:
 * - a settlement row is claimed by one process at a time (a stale claim is taken over);
 * - each payment is written with its income row in one transaction; the income row is unique per
 *   (agent, kind, period start) and the ledger key is derived from the same, so a rerun, a
 *   takeover or a racing process skips what is paid already and pays only what is missing;
 * - figures come only from rounds closed in the past period and contracts active at its end, so
 *   every run computes the same amounts.
 */
export class SettlementService {
  private readonly claimer = `settlement:${randomUUID()}`;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: SettlementRepository,
    private readonly ledger: LedgerService,
    private readonly balances?: BalanceNotifier,
  ) {}

  /**
   * Settles every complete, unsettled period of `kind` (within the lookback) for every merchant
   * with such contracts. Safe to call any number of times from any number of processes.
   */
  async settleDue(
    kind: TContractKind,
    now = new Date(),
    options: SettleOptions = {},
  ): Promise<TSettleResult> {
    const lookbackMs = 40 * 86_400_000;
    const merchants = await this.repository.merchantsWithContracts(
      kind,
      new Date(now.getTime() - lookbackMs),
    );
    let periods = 0;
    let payments = 0;
    let amount = 0n;
    for (const m of merchants) {
      if (options.merchantId !== undefined && m.merchant_id !== options.merchantId) continue;
      const period = m.period as TContractPeriod;
      for (const p of completedPeriods(period, now, m.timezone, LOOKBACK[period], GRACE_MS)) {
        const result = await this.settlePeriod(
          { id: m.merchant_id, currency: m.currency },
          kind,
          period,
          { from: p.start, to: p.end },
          options,
        );
        if (result.status === 'settled') periods++;
        payments += result.payments;
        amount += result.amount;
      }
    }
    return { periods, payments, amount: formatMinor(amount) };
  }

  /** Settles one period of one kind for one merchant (see the class for the guarantees). */
  async settlePeriod(
    merchant: { id: bigint; currency: string },
    kind: TContractKind,
    period: TContractPeriod,
    range: Range,
    options: SettleOptions = {},
  ): Promise<PeriodResult> {
    const before = await this.repository.settlementStatus(merchant.id, kind, period, range.from);
    if (before?.status === 'done') return { status: 'done-before', payments: 0, amount: 0n };
    const stale = new Date(Date.now() - (options.staleClaimMs ?? STALE_CLAIM_MS));
    if (!(await this.repository.claimSettlement(merchant.id, kind, period, range, this.claimer, stale)))
      return { status: 'claimed-elsewhere', payments: 0, amount: 0n };

    const t0 = Date.now();
    const earnings = await this.compute(merchant.id, kind, period, range);
    const due = earnings.filter((e) => e.gross > 0n || e.amount > 0n);
    const t1 = Date.now();
    const house = due.some((e) => e.amount > 0n)
      ? await this.ledger.accountFor(merchant.id, 'house', HOUSE_OWNER, merchant.currency)
      : 0n;
    // Wallet accounts exist before any transaction opens (accountFor auto-commits), a few at a time.
    const wallets = new Map<bigint, bigint>();
    const payees = due.filter((e) => e.amount > 0n);
    for (let i = 0; i < payees.length; i += ACCOUNT_CONCURRENCY) {
      await Promise.all(
        payees.slice(i, i + ACCOUNT_CONCURRENCY).map(async (e) => {
          wallets.set(
            e.agentId,
            await this.ledger.accountFor(
              merchant.id,
              'member_wallet',
              e.agentId.toString(),
              merchant.currency,
            ),
          );
        }),
      );
    }
    const t2 = Date.now();

    // Short transactions, several at once: the house account is locked only from each payment's
    // final posting to its commit, so concurrent payments overlap everything else.
    const batchSize = options.batchSize ?? 1;
    const batches: Earning[][] = [];
    for (let i = 0; i < due.length; i += batchSize) batches.push(due.slice(i, i + batchSize));
    let paid = 0;
    let paidAmount = 0n;
    let next = 0;
    let failure: unknown;
    const worker = async () => {
      while (failure === undefined && next < batches.length) {
        const batch = batches[next++] as Earning[];
        try {
          const result = await withRetry(() =>
            this.db
              .transaction()
              .execute((tx) => this.pay(tx, merchant.id, kind, period, range, batch, house, wallets)),
          );
          paid += result.count;
          paidAmount += result.sum;
          if (result.paidTo.length > 0) this.balances?.changed(merchant.id, ...result.paidTo);
          await options.afterBatch?.(paid);
        } catch (error) {
          failure ??= error;
        }
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(options.concurrency ?? PAY_CONCURRENCY, batches.length) }, worker),
    );
    if (failure !== undefined) throw failure;
    await this.repository.finishSettlement(merchant.id, kind, period, range.from, paid, paidAmount);
    return {
      status: 'settled',
      payments: paid,
      amount: paidAmount,
      timings: { computeMs: t1 - t0, accountsMs: t2 - t1, payMs: Date.now() - t2 },
    };
  }

  /**
   * Records and pays one batch inside `tx`: the income row first (unique per agent, kind and period:
   * when it exists, an earlier run paid it in the same commit and the agent is skipped), then the
   * ledger posting house → wallet under the derived idempotency key.
   */
  private async pay(
    tx: Transaction<Database>,
    merchantId: bigint,
    kind: TContractKind,
    period: TContractPeriod,
    range: Range,
    batch: readonly Earning[],
    house: bigint,
    wallets: ReadonlyMap<bigint, bigint>,
  ): Promise<{ count: number; sum: bigint; paidTo: bigint[] }> {
    let count = 0;
    let sum = 0n;
    const paidTo: bigint[] = [];
    for (const e of batch) {
      const incomeId = await this.repository.insertIncome(tx, {
        merchant_id: merchantId,
        member_id: e.agentId,
        contract_id: e.contractId,
        kind,
        period,
        period_start: range.from,
        period_end: range.to,
        team_valid_bet: e.figures.validBet,
        team_payout: e.figures.payout,
        active_members: e.figures.activeMembers,
        base: e.base,
        rate_ppm: e.ratePpm,
        gross: e.gross,
        upline_cap: e.uplineCap,
        downline_share: e.downlineShare,
        amount: e.amount,
      });
      if (incomeId === undefined || e.amount === 0n) continue;
      const posted = await this.ledger.postIn(
        tx,
        {
          merchantId,
          kind: AGENT_INCOME_KIND,
          idempotencyKey: incomeKey(kind, period, range.from, e.agentId),
          postings: [
            { account: house, amount: -e.amount },
            { account: wallets.get(e.agentId) as bigint, amount: e.amount },
          ],
          reference: {
            contractKind: kind,
            period,
            periodStart: range.from.toISOString(),
            contractId: e.contractId.toString(),
          },
          audit: { actor: 'system:agent-settlement' },
        },
        // Before the house account is locked, so it is held as briefly as possible.
        {
          beforeApply: (preview) => this.repository.setIncomeTransaction(tx, incomeId, preview.transactionId),
        },
      );
      if (posted.replayed) {
        await this.repository.setIncomeTransaction(tx, incomeId, posted.transactionId);
        continue;
      }
      count++;
      sum += e.amount;
      paidTo.push(e.agentId);
    }
    return { count, sum, paidTo };
  }

  /** Every holder's earning for the period (pure arithmetic over the period's figures). */
  async compute(
    merchantId: bigint,
    kind: TContractKind,
    period: TContractPeriod,
    range: Range,
  ): Promise<Earning[]> {
    // Oldest first: when a contract was replaced right at the period's end, the newer one wins.
    const byHolder = new Map(
      (await this.repository.contractsActiveAt(this.db, merchantId, kind, period, range.to)).map((c) => [
        c.downline_id,
        c,
      ]),
    );
    const contracts = [...byHolder.values()];
    if (contracts.length === 0) return [];
    const figures = new Map(
      (await this.repository.holderFigures(this.db, merchantId, kind, period, range)).map((f) => [
        f.agent_id,
        f,
      ]),
    );
    const nodes: ContractNode[] = contracts.map((c) => {
      const f = figures.get(c.downline_id);
      return {
        agentId: c.downline_id,
        contractId: c.id,
        uplineId: c.upline_id,
        tiers: tiersOf(c),
        figures: {
          validBet: f?.valid_bet ?? 0n,
          payout: f?.payout ?? 0n,
          activeMembers: f?.active_members ?? 0,
        },
      };
    });
    return settleTree(kind, nodes);
  }
}
