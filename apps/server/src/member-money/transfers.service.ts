import {
  formatMinor,
  isAgentType,
  parseMinor,
  type TTransferDownline,
  type TTransferResult,
  type TTransferUpline,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { MemberDirectory, MemberRow } from '../accounts/member-directory.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';

type Sender = Pick<MemberRow, 'id' | 'type' | 'upline_id' | 'username'>;

/** Member-to-member transfers along the agent tree: to the direct upline, or to any downline member. */
export class TransfersService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: LedgerService,
    private readonly members: MemberDirectory,
    private readonly paymentPassword: PaymentPasswordService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
  ) {}

  /**
   * Moves `amount` from the member's wallet to its direct upline's wallet.
   * Errors: NO_UPLINE, PAYMENT_PASSWORD_NOT_SET / _INCORRECT, TOO_MANY_REQUESTS,
   * INSUFFICIENT_FUNDS ({ balance }), IDEMPOTENCY_CONFLICT.
   */
  async toUpline(
    merchant: Pick<Merchant, 'id' | 'currency'>,
    sender: Sender,
    input: TTransferUpline,
    audit: LedgerAudit,
  ): Promise<TTransferResult> {
    const amount = parseMinor(input.amount);
    const upline =
      sender.upline_id === null ? undefined : await this.members.findById(merchant.id, sender.upline_id);
    if (!upline) throw new AppError('NO_UPLINE');
    await this.paymentPassword.verify(merchant.id, sender.id, input.paymentPassword);
    return this.move(merchant, sender, upline, amount, 'upline', input.idempotencyKey, audit);
  }

  /**
   * Moves `amount` from an agent's wallet to a member of its own downline (any depth).
   * Errors: FORBIDDEN (not an agent), NOT_IN_DOWNLINE (unknown username or not below the agent),
   * PAYMENT_PASSWORD_NOT_SET / _INCORRECT, TOO_MANY_REQUESTS, INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT.
   */
  async toDownline(
    merchant: Pick<Merchant, 'id' | 'currency'>,
    sender: Sender,
    input: TTransferDownline,
    audit: LedgerAudit,
  ): Promise<TTransferResult> {
    const amount = parseMinor(input.amount);
    if (!isAgentType(sender.type)) throw new AppError('FORBIDDEN', { detail: 'only agents have a downline' });
    const target = await this.members.findByUsername(merchant.id, input.username);
    if (!target || !(await this.members.isInDownline(merchant.id, sender.id, target.id))) {
      throw new AppError('NOT_IN_DOWNLINE');
    }
    await this.paymentPassword.verify(merchant.id, sender.id, input.paymentPassword);
    return this.move(merchant, sender, target, amount, 'downline', input.idempotencyKey, audit);
  }

  /**
   * The movement itself, after every check (exposed for the concurrency tests, which must not trip
   * the payment-password lock): one ledger transaction wallet → wallet plus its audit row.
   */
  async move(
    merchant: Pick<Merchant, 'id' | 'currency'>,
    from: Sender,
    to: Pick<MemberRow, 'id' | 'username'>,
    amount: bigint,
    direction: 'upline' | 'downline',
    idempotencyKey: string,
    audit: LedgerAudit,
  ): Promise<TTransferResult> {
    if (amount <= 0n) throw new AppError('VALIDATION_FAILED', { detail: 'amount must be above zero' });
    const source = await this.ledger.accountFor(
      merchant.id,
      'member_wallet',
      from.id.toString(),
      merchant.currency,
    );
    const target = await this.ledger.accountFor(
      merchant.id,
      'member_wallet',
      to.id.toString(),
      merchant.currency,
    );
    const result = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const posted = await this.ledger.postIn(tx, {
          merchantId: merchant.id,
          kind: 'transfer',
          // Keys are the sender's own: two members may pick the same key without colliding.
          idempotencyKey: `transfer:${from.id}:${idempotencyKey}`,
          postings: [
            { account: source, amount: -amount },
            { account: target, amount },
          ],
          reference: {
            direction,
            fromMemberId: from.id.toString(),
            fromUsername: from.username,
            toMemberId: to.id.toString(),
            toUsername: to.username,
          },
          audit,
        });
        if (!posted.replayed) {
          await this.audit.record(tx, {
            merchantId: merchant.id,
            actor: audit.actor,
            action: `wallet.transfer.${direction}`,
            detail: {
              fromMemberId: from.id.toString(),
              toMemberId: to.id.toString(),
              amount: formatMinor(amount),
              transactionId: posted.transactionId.toString(),
            },
            ip: audit.ip ?? null,
            requestId: audit.requestId ?? null,
          });
        }
        return posted;
      }),
    );
    if (!result.replayed) this.balances.changed(merchant.id, from.id, to.id);
    return {
      transactionId: result.transactionId.toString(),
      amount: formatMinor(amount),
      to: to.username,
      balance: formatMinor(result.balances.get(source) ?? 0n),
      replayed: result.replayed,
    };
  }
}
