import {
  formatMinor,
  RECORDS_MAX_DAYS,
  type TRecordsQuery,
  type TWalletRecord,
  type TWalletRecords,
} from '@croupier/contracts';
import { AppError } from '../http/app-error.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';

const DAY_MS = 86_400_000;

/** Ledger kinds shown to the member under another name; a transfer splits by the sign of the leg. */
const KIND_TO_TYPE: Record<string, string> = {
  vendor_bet: 'bet',
  vendor_win: 'win',
  vendor_rollback: 'rollback',
  vendor_adjust: 'resettlement',
};
const TYPE_TO_KIND: Record<string, string> = {
  bet: 'vendor_bet',
  win: 'vendor_win',
  rollback: 'vendor_rollback',
  resettlement: 'vendor_adjust',
};

/** The ledger filter of a record type: transfers in and out are one kind split by direction. */
function postingsOfType(type: string | undefined): { kind?: string; direction?: 'credit' | 'debit' } {
  if (!type) return {};
  if (type === 'transfer_in') return { kind: 'transfer', direction: 'credit' };
  if (type === 'transfer_out') return { kind: 'transfer', direction: 'debit' };
  // Own keys only: a filter named like an Object property (constructor) is just an unknown kind.
  return { kind: (Object.hasOwn(TYPE_TO_KIND, type) ? TYPE_TO_KIND[type] : undefined) ?? type };
}

function recordType(kind: string, amount: bigint): string {
  if (kind === 'transfer') return amount < 0n ? 'transfer_out' : 'transfer_in';
  return KIND_TO_TYPE[kind] ?? kind;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** A short, player-safe reference of a movement (never the operator's adjustment reason). */
function recordReference(kind: string, amount: bigint, reference: unknown): string | null {
  const ref = (reference ?? {}) as Record<string, unknown>;
  switch (kind) {
    case 'transfer':
      return (amount < 0n ? text(ref.toUsername) : text(ref.fromUsername)) ?? null;
    case 'deposit':
      return text(ref.depositId) ? `deposit:${ref.depositId}` : null;
    case 'withdrawal_hold':
    case 'withdrawal_release':
      return text(ref.withdrawalId) ? `withdrawal:${ref.withdrawalId}` : null;
    case 'vendor_bet':
    case 'vendor_win':
    case 'vendor_rollback':
    case 'vendor_adjust':
      return [ref.vendorCode, ref.gameCode, ref.roundId].every((v) => text(v))
        ? `${ref.vendorCode}/${ref.gameCode}/${ref.roundId}`
        : null;
    default:
      return null;
  }
}

/** The member's account records: the postings of its main wallet, with the balance after each. */
export class RecordsService {
  constructor(private readonly ledger: Pick<LedgerService, 'findAccountId' | 'postingsPage'>) {}

  /**
   * One page of the member's wallet movements in [from, to], newest first, with the total.
   * Errors: VALIDATION_FAILED (from after to, or more than RECORDS_MAX_DAYS apart).
   */
  async list(
    merchantId: bigint,
    memberId: bigint,
    query: TRecordsQuery,
    now = new Date(),
  ): Promise<TWalletRecords> {
    const to = query.to ? new Date(query.to) : now;
    const from = query.from ? new Date(query.from) : new Date(to.getTime() - RECORDS_MAX_DAYS * DAY_MS);
    if (from.getTime() > to.getTime())
      throw new AppError('VALIDATION_FAILED', { detail: 'from is after to' });
    if (to.getTime() - from.getTime() > RECORDS_MAX_DAYS * DAY_MS) {
      throw new AppError('VALIDATION_FAILED', { detail: `at most ${RECORDS_MAX_DAYS} days` });
    }
    const empty = {
      list: [],
      total: 0,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      from: from.toISOString(),
      to: to.toISOString(),
    };
    const accountId = await this.ledger.findAccountId(merchantId, 'member_wallet', memberId.toString());
    if (accountId === undefined) return empty;
    // Without `to`, no upper bound: a movement just posted shows even if the clocks differ a little.
    const { rows, total } = await this.ledger.postingsPage(
      accountId,
      { from, to: query.to ? to : undefined, ...postingsOfType(query.type) },
      query,
    );
    const list: TWalletRecord[] = rows.map((row) => ({
      id: row.id.toString(),
      transactionId: row.transaction_id.toString(),
      time: row.created_at.toISOString(),
      type: recordType(row.kind, row.amount),
      amount: formatMinor(row.amount),
      balanceAfter: formatMinor(row.balance_after),
      reference: recordReference(row.kind, row.amount, row.reference),
    }));
    return { ...empty, list, total };
  }
}
