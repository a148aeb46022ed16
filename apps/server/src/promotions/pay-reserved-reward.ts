import { formatMinor } from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency'>;

/** A reward row set aside for one member (a VIP bonus, a leaderboard prize): its id and amount. */
export interface ReservedReward {
  id: bigint;
  amount: bigint;
}

/** Where a feature keeps its reserved rewards, and how it names their payment. */
export interface ReservedRewardBook<Row extends ReservedReward> {
  /** The promotion account that pays (one per feature). */
  payer: string;
  /** The member's reward, any status (undefined: not this member's or no such reward). */
  find(db: Kysely<Database>, merchantId: bigint, memberId: bigint, id: bigint): Promise<Row | undefined>;
  /** Marks it claimed when it still can be (pending, not expired) and answers it; undefined otherwise. */
  take(tx: Transaction<Database>, id: bigint, now: Date): Promise<Row | undefined>;
  setTransaction(tx: Transaction<Database>, id: bigint, transactionId: bigint): Promise<void>;
  /** The ledger kind, idempotency key and reference of its payment, and its audit action and detail. */
  describe(row: Row): {
    kind: string;
    idempotencyKey: string;
    reference: Record<string, string>;
    action: string;
    detail: Record<string, string>;
  };
}

export interface RewardPayer {
  db: Kysely<Database>;
  ledger: LedgerService;
  audit: AuditLog;
  balances: BalanceNotifier;
}

/**
 * Pays a reserved reward into the member's main wallet, once: the status change, the ledger
 * movement and the audit row commit together; concurrent claims pay once and a repeat answers the
 * first payment. The key is the reward's id. Errors: NOT_FOUND, PROMOTION_NOT_AVAILABLE (expired).
 */
export async function payReservedReward<Row extends ReservedReward & { status: string }>(
  payer: RewardPayer,
  book: ReservedRewardBook<Row>,
  claim: { merchant: MerchantRef; memberId: bigint; key: string; audit: LedgerAudit },
): Promise<{ amount: bigint; replayed: boolean }> {
  const { merchant, memberId, audit } = claim;
  if (!/^[1-9]\d{0,18}$/.test(claim.key)) throw new AppError('NOT_FOUND');
  const id = BigInt(claim.key);
  const found = await book.find(payer.db, merchant.id, memberId, id);
  if (!found) throw new AppError('NOT_FOUND');
  if (found.status === 'claimed') return { amount: found.amount, replayed: true };
  const from = await payer.ledger.accountFor(merchant.id, 'promotion', book.payer, merchant.currency);
  const wallet = await payer.ledger.accountFor(
    merchant.id,
    'member_wallet',
    memberId.toString(),
    merchant.currency,
  );
  const paid = await withRetry(() =>
    payer.db.transaction().execute(async (tx) => {
      const row = await book.take(tx, id, new Date());
      if (!row) return undefined;
      const { kind, idempotencyKey, reference, action, detail } = book.describe(row);
      const posted = await payer.ledger.postIn(tx, {
        merchantId: merchant.id,
        kind,
        idempotencyKey,
        postings: [
          { account: from, amount: -row.amount },
          { account: wallet, amount: row.amount },
        ],
        reference: { memberId: memberId.toString(), ...reference },
        audit,
      });
      await book.setTransaction(tx, row.id, posted.transactionId);
      await payer.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action,
        detail: { memberId: memberId.toString(), ...detail, amount: formatMinor(row.amount) },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
      return row;
    }),
  );
  if (paid) {
    payer.balances.changed(merchant.id, memberId);
    return { amount: paid.amount, replayed: false };
  }
  // Another claim got there first (a repeat), or the reward expired in between.
  const after = await book.find(payer.db, merchant.id, memberId, id);
  if (after?.status === 'claimed') return { amount: after.amount, replayed: true };
  throw new AppError('PROMOTION_NOT_AVAILABLE');
}
