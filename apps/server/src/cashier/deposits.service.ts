import {
  formatMinor,
  parseMinor,
  type TDeposit,
  type TDepositListQuery,
  type TDepositRequest,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import {
  type DepositRow,
  type DepositsRepository,
  insertDeposit,
  type NewDeposit,
} from './deposits.repository.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency'>;

function toDeposit(row: DepositRow, options: { operator?: boolean; replayed?: boolean } = {}): TDeposit {
  return {
    id: row.id.toString(),
    channel: row.channel_code,
    amount: formatMinor(row.amount),
    reference: row.reference,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    rejectReason: row.reject_reason,
    ...(options.operator ? { memberId: row.member_id.toString(), username: row.username } : {}),
    ...(options.replayed === undefined ? {} : { replayed: options.replayed }),
  };
}

/** AMOUNT_OUT_OF_RANGE ({ minAmount, maxAmount }) unless the channel's limits hold the amount. */
export function assertAmountInRange(
  channel: { min_amount: bigint; max_amount: bigint },
  amount: bigint,
): void {
  if (amount < channel.min_amount || amount > channel.max_amount) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', {
      value: { minAmount: formatMinor(channel.min_amount), maxAmount: formatMinor(channel.max_amount) },
    });
  }
}

/**
 * Inserts a pending deposit (manual or gateway) and, when it is new, its audit entry, in one
 * transaction. Returns the new id, or undefined when the member already used the idempotency key.
 */
export async function insertAuditedDeposit(
  db: Kysely<Database>,
  auditRepository: AuditLog,
  row: NewDeposit,
  channelCode: string,
  audit: LedgerAudit,
  action: string,
): Promise<bigint | undefined> {
  return db.transaction().execute(async (tx) => {
    const inserted = await insertDeposit(tx, row);
    if (inserted !== undefined) {
      await auditRepository.record(tx, {
        merchantId: row.merchantId,
        actor: audit.actor,
        action,
        detail: { depositId: inserted.toString(), channel: channelCode, amount: formatMinor(row.amount) },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    }
    return inserted;
  });
}

/**
 * Manual deposits: the player asks (pending), an operator approves (payment channel → member
 * wallet, once) or rejects (nothing moves). Payment channels are per merchant, with min/max.
 */
/**
 * A rule every new deposit request must pass before it is written (responsible gambling's deposit
 * limits, issue 20), set at composition; it throws the refusal's AppError.
 */
export type DepositGate = (merchantId: bigint, memberId: bigint, amount: bigint) => Promise<void>;

/**
 * Told after a deposit's credit committed (manual approval or gateway callback): the glue sends the
 * member's "deposit approved" message (issue 18). Listeners must not throw.
 */
export type DepositCreditedListener = (event: {
  merchantId: bigint;
  memberId: bigint;
  depositId: bigint;
  amount: bigint;
}) => Promise<void>;

export class DepositsService {
  private readonly creditedListeners: DepositCreditedListener[] = [];

  /** Adds a listener told after each deposit credit committed (see DepositCreditedListener). */
  onCredited(listener: DepositCreditedListener): void {
    this.creditedListeners.push(listener);
  }

  private depositGate: DepositGate | null = null;

  /** Set once at composition: the check new deposit requests pass (a replayed key skips it). */
  useDepositGate(gate: DepositGate): void {
    this.depositGate = gate;
  }

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: DepositsRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
  ) {}

  /**
   * A player's manual deposit request, pending until an operator decides; once per idempotency key.
   * Errors: CHANNEL_UNAVAILABLE (unknown, disabled or not manual), AMOUNT_OUT_OF_RANGE
   * ({ minAmount, maxAmount }), IDEMPOTENCY_CONFLICT (key reused with other input).
   */
  async request(
    merchant: MerchantRef,
    memberId: bigint,
    input: TDepositRequest,
    audit: LedgerAudit,
  ): Promise<TDeposit> {
    await this.repository.ensureDefaultChannels(this.db, merchant.id);
    const channel = await this.repository.findChannel(this.db, merchant.id, input.channel);
    if (!channel?.enabled || channel.kind !== 'manual') throw new AppError('CHANNEL_UNAVAILABLE');
    const amount = parseMinor(input.amount);
    assertAmountInRange(channel, amount);
    if (
      this.depositGate &&
      !(await this.repository.findByKey(this.db, merchant.id, memberId, input.idempotencyKey))
    ) {
      await this.depositGate(merchant.id, memberId, amount);
    }
    const id = await insertAuditedDeposit(
      this.db,
      this.audit,
      {
        merchantId: merchant.id,
        memberId,
        channelId: channel.id,
        amount,
        reference: input.reference,
        idempotencyKey: input.idempotencyKey,
      },
      channel.code,
      audit,
      'wallet.deposit.request',
    );
    if (id !== undefined) {
      const row = await this.repository.findById(this.db, merchant.id, id);
      if (!row) throw new Error('deposit vanished');
      return toDeposit(row, { replayed: false });
    }
    const existing = await this.repository.findByKey(this.db, merchant.id, memberId, input.idempotencyKey);
    if (!existing) throw new Error('deposit key vanished');
    if (
      existing.channel_id !== channel.id ||
      existing.amount !== amount ||
      existing.reference !== input.reference
    ) {
      throw new AppError('IDEMPOTENCY_CONFLICT', { detail: 'deposit key used with other input' });
    }
    return toDeposit(existing, { replayed: true });
  }

  /**
   * Approves a pending manual deposit: the conditional update out of 'pending' and the ledger posting
   * (payment channel → member wallet) commit together, so concurrent approvals credit once; a repeat
   * answers the approved deposit with `replayed: true`.
   * Errors: NOT_FOUND, REQUEST_ALREADY_DECIDED (it was rejected), CHANNEL_UNAVAILABLE (a gateway deposit).
   */
  async approve(merchant: MerchantRef, id: bigint, audit: LedgerAudit): Promise<TDeposit> {
    const deposit = await this.repository.findById(this.db, merchant.id, id);
    if (!deposit) throw new AppError('NOT_FOUND');
    // A gateway deposit is settled by the gateway's signed callback, never by an operator.
    if (deposit.channel_kind === 'gateway') throw new AppError('CHANNEL_UNAVAILABLE');
    if (deposit.status !== 'pending') return this.decided(deposit, 'approved');
    const channel = await this.ledger.accountFor(
      merchant.id,
      'payment_channel',
      deposit.channel_code,
      merchant.currency,
    );
    const wallet = await this.ledger.accountFor(
      merchant.id,
      'member_wallet',
      deposit.member_id.toString(),
      merchant.currency,
    );
    const applied = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const won = await this.repository.decide(tx, merchant.id, id, {
          status: 'approved',
          decidedBy: audit.actor,
        });
        if (!won) return false;
        const posted = await this.ledger.postIn(tx, {
          merchantId: merchant.id,
          kind: 'deposit',
          idempotencyKey: `deposit:${id}`,
          postings: [
            { account: channel, amount: -deposit.amount },
            { account: wallet, amount: deposit.amount },
          ],
          reference: {
            depositId: id.toString(),
            memberId: deposit.member_id.toString(),
            channel: deposit.channel_code,
            reference: deposit.reference,
          },
          audit,
        });
        await this.repository.setLedgerTransaction(tx, id, posted.transactionId);
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'wallet.deposit.approve',
          detail: {
            depositId: id.toString(),
            memberId: deposit.member_id.toString(),
            amount: formatMinor(deposit.amount),
            transactionId: posted.transactionId.toString(),
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return true;
      }),
    );
    if (applied) {
      this.balances.changed(merchant.id, deposit.member_id);
      const credited = {
        merchantId: merchant.id,
        memberId: deposit.member_id,
        depositId: id,
        amount: deposit.amount,
      };
      for (const listener of this.creditedListeners) await listener(credited);
    }
    const after = await this.repository.findById(this.db, merchant.id, id);
    if (!after) throw new Error('deposit vanished');
    return applied ? toDeposit(after, { operator: true, replayed: false }) : this.decided(after, 'approved');
  }

  /**
   * Rejects a pending deposit (nothing moves); a repeat answers with `replayed: true`.
   * Errors: NOT_FOUND, REQUEST_ALREADY_DECIDED (it was approved).
   */
  async reject(merchant: MerchantRef, id: bigint, reason: string | undefined, audit: LedgerAudit) {
    const deposit = await this.repository.findById(this.db, merchant.id, id);
    if (!deposit) throw new AppError('NOT_FOUND');
    if (deposit.channel_kind === 'gateway') throw new AppError('CHANNEL_UNAVAILABLE');
    if (deposit.status !== 'pending') return this.decided(deposit, 'rejected');
    const applied = await this.db.transaction().execute(async (tx) => {
      const won = await this.repository.decide(tx, merchant.id, id, {
        status: 'rejected',
        decidedBy: audit.actor,
        rejectReason: reason ?? null,
      });
      if (won) {
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'wallet.deposit.reject',
          detail: { depositId: id.toString(), reason: reason ?? null },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
      }
      return won;
    });
    const after = await this.repository.findById(this.db, merchant.id, id);
    if (!after) throw new Error('deposit vanished');
    return applied ? toDeposit(after, { operator: true, replayed: false }) : this.decided(after, 'rejected');
  }

  /**
   * The member's credited deposits, oldest first, with when they were credited: what a deposit-match
   * promotion reads to find the deposit it matches (issue 17).
   */
  async creditedDeposits(
    merchantId: bigint,
    memberId: bigint,
  ): Promise<{ id: bigint; amount: bigint; creditedAt: Date }[]> {
    const rows = await this.repository.creditedOf(this.db, merchantId, memberId);
    return rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      creditedAt: row.decided_at ?? row.created_at,
    }));
  }

  /**
   * Every credited deposit of the merchant's members (since `since`, all when null), oldest first:
   * what the VIP level job sums per member (issue 17).
   */
  async creditedOfMerchant(
    merchantId: bigint,
    since: Date | null = null,
  ): Promise<{ memberId: bigint; amount: bigint; creditedAt: Date }[]> {
    const rows = await this.repository.creditedOfMerchant(this.db, merchantId, since);
    return rows.map((row) => ({
      memberId: row.member_id,
      amount: row.amount,
      creditedAt: row.decided_at ?? row.created_at,
    }));
  }

  /** Deposit requests, newest first, optionally by status: the member's own (memberId) or all (operator). */
  async list(merchantId: bigint, query: TDepositListQuery, memberId?: bigint) {
    const { rows, total } = await this.repository.list(this.db, merchantId, {
      ...(memberId === undefined ? {} : { memberId }),
      status: query.status,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
    return {
      list: rows.map((row) => toDeposit(row, { operator: memberId === undefined })),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  private decided(row: DepositRow, wanted: 'approved' | 'rejected'): TDeposit {
    if (row.status !== wanted) {
      throw new AppError('REQUEST_ALREADY_DECIDED', { value: { status: row.status } });
    }
    return toDeposit(row, { operator: true, replayed: true });
  }
}
