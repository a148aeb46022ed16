import {
  formatMinor,
  parseMinor,
  type TWalletAdjustment,
  type TWalletAdjustmentResult,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { MemberExists } from '../vendor-wallet/vendor-wallet.service.ts';
import { type LedgerAudit, type LedgerService, withRetry } from './ledger.service.ts';

/** The house account's owner: the merchant's own side of manual adjustments. */
export const HOUSE_OWNER = 'main';

/** The player's main wallet: its balance and operator adjustments, on top of the ledger. */
export class WalletService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    private readonly memberExists: MemberExists,
    private readonly balances: BalanceNotifier,
  ) {}

  /** The member's main-wallet balance in minor units (0 before the first movement). */
  balanceOf(merchant: Pick<Merchant, 'id'>, memberId: bigint): Promise<bigint> {
    return this.ledger.balanceOf(merchant.id, 'member_wallet', memberId.toString());
  }

  /**
   * Credits (amount > 0) or debits (amount < 0) a member wallet against the house account, once per
   * idempotency key, with an audit row in the same transaction.
   * Errors: NOT_FOUND (no such member), INSUFFICIENT_FUNDS (a debit beyond the balance, with
   * `value.balance`), IDEMPOTENCY_CONFLICT (key reused with another member, amount or reason).
   */
  async adjust(
    merchant: Pick<Merchant, 'id' | 'currency'>,
    input: TWalletAdjustment,
    actor: LedgerAudit,
  ): Promise<TWalletAdjustmentResult> {
    const memberId = BigInt(input.memberId);
    const amount = parseMinor(input.amount, { allowNegative: true });
    if (!(await this.memberExists(merchant.id, memberId)))
      throw new AppError('NOT_FOUND', { detail: 'no such member' });
    const wallet = await this.ledger.accountFor(
      merchant.id,
      'member_wallet',
      memberId.toString(),
      merchant.currency,
    );
    const house = await this.ledger.accountFor(merchant.id, 'house', HOUSE_OWNER, merchant.currency);
    const result = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const posted = await this.ledger.postIn(tx, {
          merchantId: merchant.id,
          kind: 'adjustment',
          idempotencyKey: `adjustment:${input.idempotencyKey}`,
          postings: [
            { account: wallet, amount },
            { account: house, amount: -amount },
          ],
          reference: { memberId: input.memberId, reason: input.reason },
          audit: actor,
        });
        if (!posted.replayed) {
          await this.audit.record(tx, {
            merchantId: merchant.id,
            actor: actor.actor,
            action: 'wallet.adjustment',
            detail: {
              memberId: input.memberId,
              amount: formatMinor(amount),
              reason: input.reason,
              transactionId: posted.transactionId.toString(),
            },
            ip: actor.ip ?? null,
            requestId: actor.requestId ?? null,
          });
        }
        return posted;
      }),
    );
    if (!result.replayed) this.balances.changed(merchant.id, memberId);
    return {
      transactionId: result.transactionId.toString(),
      balance: formatMinor(result.balances.get(wallet) ?? 0n),
      replayed: result.replayed,
    };
  }
}
