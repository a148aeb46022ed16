import {
  formatMinor,
  maskAccountNumber,
  maskName,
  parseMinor,
  type TBankAccount,
  type TBankAccountInput,
  type TBankAccountRemove,
  type TSensitiveChangeResult,
  type TWithdrawal,
  type TWithdrawalConfirm,
  type TWithdrawalListQuery,
  type TWithdrawalRequest,
} from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { MemberDirectory } from '../accounts/member-directory.ts';
import { periodContaining } from '../agents/periods.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { MemberSecurityService } from '../member-money/member-security.service.ts';
import type { PaymentPasswordService } from '../member-money/payment-password.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { WithdrawalStatus } from './cashier.tables.ts';
import type { DepositsRepository } from './deposits.repository.ts';
import type { BankAccountRow, WithdrawalRow, WithdrawalsRepository } from './withdrawals.repository.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency'>;

/** The channel withdrawals are paid out through (its min/max are the withdrawal limits too). */
export const WITHDRAWAL_CHANNEL = 'BANK';

/** A bank account as the player reads it: payee name and number masked. */
function toBankAccount(row: BankAccountRow): TBankAccount {
  return {
    payeeName: maskName(row.payee_name),
    bankName: row.bank_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
  };
}

function sameName(a: string, b: string): boolean {
  const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return normalise(a) === normalise(b);
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function toWithdrawal(
  row: WithdrawalRow,
  extra: { operator?: boolean; replayed?: boolean; balance?: bigint } = {},
): TWithdrawal {
  return {
    id: row.id.toString(),
    amount: formatMinor(row.amount),
    status: row.status,
    confirmation: row.confirmation,
    receivedAmount: row.received_amount === null ? null : formatMinor(row.received_amount),
    bankName: row.bank_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    // Operators see the name they pay to; the player's own reads never carry it in full.
    payeeName: extra.operator ? row.payee_name : maskName(row.payee_name),
    createdAt: row.created_at.toISOString(),
    decidedAt: iso(row.decided_at),
    confirmedAt: iso(row.confirmed_at),
    rejectReason: row.reject_reason,
    ...(extra.balance === undefined ? {} : { balance: formatMinor(extra.balance) }),
    ...(extra.operator ? { memberId: row.member_id.toString(), username: row.username } : {}),
    ...(extra.replayed === undefined ? {} : { replayed: extra.replayed }),
  };
}

/**
 * Withdrawals: the member's bank account, requests that hold the money at once
 * (member wallet → withdrawal_hold), operator approval (hold → payment channel: paid out) or
 * rejection (hold → member wallet: released), each once under concurrency, and the confirmation
 * flow on an approved withdrawal.
 */
/**
 * The bonus wallet's rule for withdrawals (issue 17), handed in by the composition root: the
 * member's bonuses still wagering, and the forfeit of them that runs inside the withdrawal's transaction.
 */
export interface WithdrawalBonusGate {
  wageringBonuses(merchantId: bigint, memberId: bigint): Promise<{ id: string; title: string }[]>;
  prepareForfeit(
    merchant: MerchantRef,
    memberId: bigint,
    audit: LedgerAudit,
  ): Promise<(tx: Transaction<Database>) => Promise<void>>;
}

/**
 * KYC and AML's rule for withdrawals (issue 20), handed in by the composition root: whether the
 * identity must be verified first and the bank account's name matches it (throws), the AML flags
 * a new request is marked with for the operator's review, and the flags operators read.
 */
export interface WithdrawalComplianceGate {
  assertMayWithdraw(merchantId: bigint, memberId: bigint, amount: bigint, payeeName: string): Promise<void>;
  flagRequest(merchantId: bigint, memberId: bigint, withdrawalId: bigint): Promise<void>;
  flagsOf(
    merchantId: bigint,
    withdrawalIds: bigint[],
  ): Promise<Map<bigint, { reason: string; detail: string }[]>>;
}

/**
 * The member's daily withdrawal limit (issue 17: a VIP level's perk), handed in by the composition
 * root; null: no limit beyond the channel's per-request range.
 */
export type WithdrawalDailyLimit = (merchantId: bigint, memberId: bigint) => Promise<bigint | null>;

/** Told after an approved (paid) withdrawal committed: the glue sends the member's message (issue 18). Must not throw. */
export type WithdrawalPaidListener = (event: {
  merchantId: bigint;
  memberId: bigint;
  withdrawalId: bigint;
  amount: bigint;
}) => Promise<void>;

export class WithdrawalsService {
  private readonly paidListeners: WithdrawalPaidListener[] = [];

  /** Adds a listener told after each withdrawal payout committed. */
  onPaid(listener: WithdrawalPaidListener): void {
    this.paidListeners.push(listener);
  }

  private bonusGate: WithdrawalBonusGate | null = null;
  private dailyLimit: WithdrawalDailyLimit | null = null;

  /** Set once at composition: where a member's daily withdrawal limit comes from. */
  useDailyLimit(limit: WithdrawalDailyLimit): void {
    this.dailyLimit = limit;
  }
  private complianceGate: WithdrawalComplianceGate | null = null;

  /** Set once at composition: the bonus wallet's withdrawal rule. */
  useBonusGate(gate: WithdrawalBonusGate): void {
    this.bonusGate = gate;
  }

  /** Set once at composition: KYC and AML's withdrawal rule. */
  useComplianceGate(gate: WithdrawalComplianceGate): void {
    this.complianceGate = gate;
  }

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: WithdrawalsRepository,
    private readonly channels: DepositsRepository,
    private readonly ledger: LedgerService,
    private readonly members: MemberDirectory,
    private readonly paymentPassword: PaymentPasswordService,
    private readonly security: MemberSecurityService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
  ) {}

  /**
   * Binds (or replaces) the member's bank account: a sensitive change, so it needs proof
   * (MemberSecurityService.prove), notifies the member, and a replacement holds withdrawals. The
   * first binding fixes the member's payee name (`payeeName` needed then); a later one may repeat
   * it and must then match. Errors: VALIDATION_FAILED (no payee name on file or given),
   * PAYEE_NAME_MISMATCH, and those of the proof.
   */
  async bindBankAccount(
    merchantId: bigint,
    memberId: bigint,
    input: TBankAccountInput,
    audit: LedgerAudit,
  ): Promise<TBankAccount & TSensitiveChangeResult> {
    const member = await this.members.findById(merchantId, memberId);
    if (!member) throw new AppError('UNAUTHORIZED');
    const wanted = member.payee_name ?? input.payeeName;
    if (wanted === undefined) {
      throw new AppError('VALIDATION_FAILED', { detail: 'payeeName is needed for the first binding' });
    }
    const proof = await this.security.prove(merchantId, memberId, input);
    const { row, heldUntil, kind } = await this.db.transaction().execute(async (tx) => {
      const payee = await this.members.fixPayeeName(tx, merchantId, memberId, wanted);
      if (payee === null || (input.payeeName !== undefined && !sameName(payee, input.payeeName))) {
        throw new AppError('PAYEE_NAME_MISMATCH');
      }
      const previous = await this.repository.findBankAccount(tx, merchantId, memberId);
      const saved = await this.repository.upsertBankAccount(tx, {
        merchantId,
        memberId,
        payeeName: payee,
        bankName: input.bankName,
        accountNumber: input.accountNumber,
      });
      const kind = previous ? ('bank_account_replace' as const) : ('bank_account_bind' as const);
      const heldUntil = await this.security.record(tx, {
        merchantId,
        memberId,
        kind,
        proof,
        isReplacing: previous !== undefined,
        detail: { bankName: input.bankName, accountNumber: maskAccountNumber(input.accountNumber) },
        context: { ip: audit.ip ?? '', requestId: audit.requestId ?? '' },
      });
      return { row: saved, heldUntil, kind };
    });
    return {
      ...toBankAccount(row),
      kind,
      withdrawalsHeldUntil: heldUntil?.toISOString() ?? null,
    };
  }

  /** Removes the bound bank account, with proof; holds withdrawals. Errors: NOT_FOUND, those of the proof. */
  async removeBankAccount(
    merchantId: bigint,
    memberId: bigint,
    input: TBankAccountRemove,
    audit: LedgerAudit,
  ): Promise<TSensitiveChangeResult> {
    const bound = await this.repository.findBankAccount(this.db, merchantId, memberId);
    if (!bound) throw new AppError('NOT_FOUND');
    const proof = await this.security.prove(merchantId, memberId, input);
    const heldUntil = await this.db.transaction().execute(async (tx) => {
      if (!(await this.repository.deleteBankAccount(tx, merchantId, memberId)))
        throw new AppError('NOT_FOUND');
      return this.security.record(tx, {
        merchantId,
        memberId,
        kind: 'bank_account_remove',
        proof,
        isReplacing: true,
        detail: { bankName: bound.bank_name, accountNumber: maskAccountNumber(bound.account_number) },
        context: { ip: audit.ip ?? '', requestId: audit.requestId ?? '' },
      });
    });
    return { kind: 'bank_account_remove', withdrawalsHeldUntil: heldUntil?.toISOString() ?? null };
  }

  /** The member's bound bank account, payee name and number masked, or null. */
  async bankAccount(merchantId: bigint, memberId: bigint): Promise<TBankAccount | null> {
    const row = await this.repository.findBankAccount(this.db, merchantId, memberId);
    return row ? toBankAccount(row) : null;
  }

  /**
   * A withdrawal request: the row and the hold (wallet → withdrawal_hold) in one transaction, once
   * per idempotency key. Errors: BANK_ACCOUNT_REQUIRED, WITHDRAWALS_HELD ({ heldUntil }, after a
   * sensitive change), CHANNEL_UNAVAILABLE, AMOUNT_OUT_OF_RANGE,
   * PAYMENT_PASSWORD_NOT_SET / _INCORRECT, TOO_MANY_REQUESTS, INSUFFICIENT_FUNDS ({ balance }),
   * IDEMPOTENCY_CONFLICT, KYC_REQUIRED / KYC_NAME_MISMATCH (the merchant's KYC rules), BONUS_WAGERING_ACTIVE ({ bonuses }: a bonus still wagers and the member did
   * not confirm forfeiting it with `forfeitBonus`; confirmed, the forfeit commits with the hold),
   * WITHDRAWAL_DAILY_LIMIT ({ limit, requestedToday }: today's requests in the merchant's time zone,
   * rejected ones aside, plus this one would pass the member's daily limit; counted under a lock
   * on the member's bank account, so two requests at once cannot both slip under it).
   */
  async request(
    merchant: MerchantRef & Pick<Merchant, 'timezone'>,
    memberId: bigint,
    input: TWithdrawalRequest,
    audit: LedgerAudit,
  ): Promise<TWithdrawal> {
    const amount = parseMinor(input.amount);
    const bank = await this.repository.findBankAccount(this.db, merchant.id, memberId);
    if (!bank) throw new AppError('BANK_ACCOUNT_REQUIRED');
    await this.security.assertWithdrawalsOpen(merchant.id, memberId);
    await this.channels.ensureDefaultChannels(this.db, merchant.id);
    const channel = await this.channels.findChannel(this.db, merchant.id, WITHDRAWAL_CHANNEL);
    if (!channel?.enabled) throw new AppError('CHANNEL_UNAVAILABLE');
    if (amount < channel.min_amount || amount > channel.max_amount) {
      throw new AppError('AMOUNT_OUT_OF_RANGE', {
        value: { minAmount: formatMinor(channel.min_amount), maxAmount: formatMinor(channel.max_amount) },
      });
    }
    await this.complianceGate?.assertMayWithdraw(merchant.id, memberId, amount, bank.payee_name);
    await this.paymentPassword.verify(merchant.id, memberId, input.paymentPassword);
    let forfeit: ((tx: Transaction<Database>) => Promise<void>) | undefined;
    if (this.bonusGate) {
      const wagering = await this.bonusGate.wageringBonuses(merchant.id, memberId);
      if (wagering.length > 0 && !input.forfeitBonus) {
        throw new AppError('BONUS_WAGERING_ACTIVE', { value: { bonuses: wagering } });
      }
      if (wagering.length > 0) forfeit = await this.bonusGate.prepareForfeit(merchant, memberId, audit);
    }
    const wallet = await this.ledger.accountFor(
      merchant.id,
      'member_wallet',
      memberId.toString(),
      merchant.currency,
    );
    const hold = await this.ledger.accountFor(
      merchant.id,
      'withdrawal_hold',
      memberId.toString(),
      merchant.currency,
    );
    const limit = (await this.dailyLimit?.(merchant.id, memberId)) ?? null;
    const created = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        // A replay (its key already used) is answered below as the first request was, not re-checked.
        if (
          limit !== null &&
          !(await this.repository.findByKey(tx, merchant.id, memberId, input.idempotencyKey))
        )
          await this.assertWithinDailyLimit(tx, merchant, memberId, amount, limit);
        const id = await this.repository.insert(tx, {
          merchantId: merchant.id,
          memberId,
          channelId: channel.id,
          amount,
          idempotencyKey: input.idempotencyKey,
          bank,
        });
        if (id === undefined) return undefined;
        if (forfeit) await forfeit(tx);
        const posted = await this.ledger.postIn(tx, {
          merchantId: merchant.id,
          kind: 'withdrawal_hold',
          idempotencyKey: `withdrawal:${id}:hold`,
          postings: [
            { account: wallet, amount: -amount },
            { account: hold, amount },
          ],
          reference: { withdrawalId: id.toString(), memberId: memberId.toString() },
          audit,
        });
        await this.repository.setHoldTransaction(tx, id, posted.transactionId);
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'wallet.withdrawal.request',
          detail: { withdrawalId: id.toString(), amount: formatMinor(amount) },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return { id, balance: posted.balances.get(wallet) ?? 0n };
      }),
    );
    if (created) {
      this.balances.changed(merchant.id, memberId);
      await this.complianceGate?.flagRequest(merchant.id, memberId, created.id);
      const row = await this.repository.findById(this.db, merchant.id, created.id);
      if (!row) throw new Error('withdrawal vanished');
      return toWithdrawal(row, { replayed: false, balance: created.balance });
    }
    const existing = await this.repository.findByKey(this.db, merchant.id, memberId, input.idempotencyKey);
    if (!existing) throw new Error('withdrawal key vanished');
    if (existing.amount !== amount) {
      throw new AppError('IDEMPOTENCY_CONFLICT', { detail: 'withdrawal key used with other input' });
    }
    return toWithdrawal(existing, { replayed: true });
  }

  /** The member's daily limit (null: none) and what they asked to withdraw today, rejected requests aside. */
  async dailyAllowance(
    merchant: Pick<Merchant, 'id' | 'timezone'>,
    memberId: bigint,
  ): Promise<{ limit: bigint | null; requestedToday: bigint }> {
    const today = periodContaining('daily', new Date(), merchant.timezone);
    const [limit, requestedToday] = await Promise.all([
      this.dailyLimit?.(merchant.id, memberId) ?? null,
      this.repository.requestedSince(this.db, merchant.id, memberId, today.start),
    ]);
    return { limit, requestedToday };
  }

  /** Refuses a request that would take the member's requests of the merchant's day past `limit`. */
  private async assertWithinDailyLimit(
    tx: Transaction<Database>,
    merchant: MerchantRef & Pick<Merchant, 'timezone'>,
    memberId: bigint,
    amount: bigint,
    limit: bigint,
  ): Promise<void> {
    await this.repository.lockBankAccount(tx, merchant.id, memberId);
    const today = periodContaining('daily', new Date(), merchant.timezone);
    const requestedToday = await this.repository.requestedSince(tx, merchant.id, memberId, today.start);
    if (requestedToday + amount <= limit) return;
    throw new AppError('WITHDRAWAL_DAILY_LIMIT', {
      value: { limit: formatMinor(limit), requestedToday: formatMinor(requestedToday) },
    });
  }

  /** Approves a pending withdrawal: hold → payment channel (paid out), once. Errors: NOT_FOUND, REQUEST_ALREADY_DECIDED. */
  approve(merchant: MerchantRef, id: bigint, audit: LedgerAudit): Promise<TWithdrawal> {
    return this.decide(merchant, id, 'approved', null, audit);
  }

  /** Rejects a pending withdrawal: hold → member wallet (released), once. Errors: NOT_FOUND, REQUEST_ALREADY_DECIDED. */
  reject(merchant: MerchantRef, id: bigint, reason: string | null, audit: LedgerAudit): Promise<TWithdrawal> {
    return this.decide(merchant, id, 'rejected', reason, audit);
  }

  private async decide(
    merchant: MerchantRef,
    id: bigint,
    status: 'approved' | 'rejected',
    reason: string | null,
    audit: LedgerAudit,
  ): Promise<TWithdrawal> {
    const row = await this.repository.findById(this.db, merchant.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') return this.alreadyDecided(row, status);
    const hold = await this.ledger.accountFor(
      merchant.id,
      'withdrawal_hold',
      row.member_id.toString(),
      merchant.currency,
    );
    const other =
      status === 'approved'
        ? await this.ledger.accountFor(merchant.id, 'payment_channel', row.channel_code, merchant.currency)
        : await this.ledger.accountFor(
            merchant.id,
            'member_wallet',
            row.member_id.toString(),
            merchant.currency,
          );
    const applied = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const won = await this.repository.transition(tx, merchant.id, id, ['pending'], {
          status,
          decided_by: audit.actor,
          decided_at: new Date(),
          reject_reason: reason,
        });
        if (!won) return false;
        const posted = await this.ledger.postIn(tx, {
          merchantId: merchant.id,
          kind: status === 'approved' ? 'withdrawal' : 'withdrawal_release',
          idempotencyKey: `withdrawal:${id}:${status === 'approved' ? 'payout' : 'release'}`,
          postings: [
            { account: hold, amount: -row.amount },
            { account: other, amount: row.amount },
          ],
          reference: { withdrawalId: id.toString(), memberId: row.member_id.toString() },
          audit,
        });
        await this.repository.setDecisionTransaction(tx, id, posted.transactionId);
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: status === 'approved' ? 'wallet.withdrawal.approve' : 'wallet.withdrawal.reject',
          detail: {
            withdrawalId: id.toString(),
            amount: formatMinor(row.amount),
            transactionId: posted.transactionId.toString(),
            ...(reason ? { reason } : {}),
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return true;
      }),
    );
    // A rejection releases the hold back to the member's wallet (an approval pays out the hold).
    if (applied && status === 'rejected') this.balances.changed(merchant.id, row.member_id);
    if (applied && status === 'approved') {
      const paid = { merchantId: merchant.id, memberId: row.member_id, withdrawalId: id, amount: row.amount };
      for (const listener of this.paidListeners) await listener(paid);
    }
    const after = await this.repository.findById(this.db, merchant.id, id);
    if (!after) throw new Error('withdrawal vanished');
    return applied
      ? toWithdrawal(after, { operator: true, replayed: false })
      : this.alreadyDecided(after, status);
  }

  /**
   * The player's confirmation of an approved withdrawal of its own: received; not_received
   * (→ disputed, back to the operator); partial with the amount received (→ partially_received,
   * flagged). Repeating the same answer replays. Money does not move: a shortfall is settled by the
   * operator. Errors: NOT_FOUND (not the member's), VALIDATION_FAILED (partial amount not below the
   * withdrawal), REQUEST_ALREADY_DECIDED (not awaiting confirmation).
   */
  async confirm(
    merchant: MerchantRef,
    memberId: bigint,
    id: bigint,
    input: TWithdrawalConfirm,
    audit: LedgerAudit,
  ): Promise<TWithdrawal> {
    const row = await this.repository.findById(this.db, merchant.id, id);
    if (!row || row.member_id !== memberId) throw new AppError('NOT_FOUND');
    const received = input.receivedAmount === undefined ? null : parseMinor(input.receivedAmount);
    if (received !== null && received >= row.amount) {
      throw new AppError('VALIDATION_FAILED', { detail: 'a partial amount is below the withdrawal amount' });
    }
    const target: WithdrawalStatus =
      input.result === 'received'
        ? 'received'
        : input.result === 'not_received'
          ? 'disputed'
          : 'partially_received';
    const won = await this.db.transaction().execute(async (tx) => {
      const moved = await this.repository.transition(
        tx,
        merchant.id,
        id,
        ['approved'],
        {
          status: target,
          confirmation: input.result,
          received_amount: received,
          confirmed_by: audit.actor,
          confirmed_at: new Date(),
        },
        memberId,
      );
      if (moved) {
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'wallet.withdrawal.confirm',
          detail: {
            withdrawalId: id.toString(),
            result: input.result,
            ...(received === null ? {} : { receivedAmount: formatMinor(received) }),
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
      }
      return moved;
    });
    const after = await this.repository.findById(this.db, merchant.id, id);
    if (!after) throw new Error('withdrawal vanished');
    if (won) return toWithdrawal(after, { replayed: false });
    if (after.confirmation === input.result && after.received_amount === received) {
      return toWithdrawal(after, { replayed: true });
    }
    throw new AppError('REQUEST_ALREADY_DECIDED', { value: { status: after.status } });
  }

  /**
   * The operator's forced "received" on an approved, disputed or partially received withdrawal.
   * Errors: NOT_FOUND, REQUEST_ALREADY_DECIDED (pending, rejected; already received replays).
   */
  async forceReceived(merchant: MerchantRef, id: bigint, audit: LedgerAudit): Promise<TWithdrawal> {
    const row = await this.repository.findById(this.db, merchant.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    const won = await this.db.transaction().execute(async (tx) => {
      const moved = await this.repository.transition(
        tx,
        merchant.id,
        id,
        ['approved', 'disputed', 'partially_received'],
        { status: 'received', confirmation: 'forced', confirmed_by: audit.actor, confirmed_at: new Date() },
      );
      if (moved) {
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'wallet.withdrawal.force_received',
          detail: { withdrawalId: id.toString(), previous: row.status },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
      }
      return moved;
    });
    const after = await this.repository.findById(this.db, merchant.id, id);
    if (!after) throw new Error('withdrawal vanished');
    if (won) return toWithdrawal(after, { operator: true, replayed: false });
    if (after.status === 'received') return toWithdrawal(after, { operator: true, replayed: true });
    throw new AppError('REQUEST_ALREADY_DECIDED', { value: { status: after.status } });
  }

  /**
   * Marks approved withdrawals left unconfirmed longer than the merchant's timeout (its payout
   * channel's `withdrawal_auto_receive_minutes`, default 30) as received, as of `now`; idempotent (a second
   * run finds nothing). Returns how many it marked. A scheduled job is to call it (not wired yet).
   */
  async autoReceiveOverdue(now: Date): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const rows = await this.repository.autoReceive(tx, now);
      for (const row of rows) {
        await this.audit.record(tx, {
          merchantId: row.merchant_id,
          actor: 'system:auto-receive',
          action: 'wallet.withdrawal.auto_received',
          detail: { withdrawalId: row.id.toString() },
        });
      }
      return rows.length;
    });
  }

  /** Withdrawals, newest first: the member's own (memberId) or all of the merchant's (operator). */
  async list(merchantId: bigint, query: TWithdrawalListQuery, memberId?: bigint) {
    const { rows, total } = await this.repository.list(this.db, merchantId, {
      ...(memberId === undefined ? {} : { memberId }),
      status: query.status,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
    const isOperator = memberId === undefined;
    const flags =
      isOperator && this.complianceGate
        ? await this.complianceGate.flagsOf(
            merchantId,
            rows.map((row) => row.id),
          )
        : undefined;
    return {
      list: rows.map((row) => ({
        ...toWithdrawal(row, { operator: isOperator }),
        ...(flags ? { amlFlags: flags.get(row.id) ?? [] } : {}),
      })),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  private alreadyDecided(row: WithdrawalRow, wanted: 'approved' | 'rejected'): TWithdrawal {
    // Approved once and confirmed since still answers a repeated approval as a replay.
    const approvedLike = row.status !== 'pending' && row.status !== 'rejected';
    if ((wanted === 'approved' && approvedLike) || (wanted === 'rejected' && row.status === 'rejected')) {
      return toWithdrawal(row, { operator: true, replayed: true });
    }
    throw new AppError('REQUEST_ALREADY_DECIDED', { value: { status: row.status } });
  }
}
