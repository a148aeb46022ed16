import { type Selectable, sql, type Transaction } from 'kysely';
import { COUNT_ROWS, fetchPage } from '../db/paging.ts';
import type { Database, Db } from '../db/schema.ts';
import type { DepositStatus, DepositsTable, PaymentChannelsTable } from './cashier.tables.ts';

export type ChannelRow = Selectable<PaymentChannelsTable>;
export type DepositRow = Selectable<DepositsTable> & {
  channel_code: string;
  channel_kind: 'manual' | 'gateway';
  username: string;
};

/** Default channels every merchant has: a manual bank transfer, 10 to 50 000 units. */
const DEFAULT_CHANNELS = [
  { code: 'BANK', kind: 'manual' as const, name: 'Bank transfer', min: 100_000n, max: 500_000_000n },
];

export interface NewDeposit {
  merchantId: bigint;
  memberId: bigint;
  channelId: bigint;
  amount: bigint;
  reference: string;
  idempotencyKey: string;
}

/** Inserts a pending deposit (manual or gateway) unless the member already used the key; returns the new id or undefined. */
export async function insertDeposit(db: Db, row: NewDeposit): Promise<bigint | undefined> {
  const inserted = await db
    .insertInto('deposits')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      channel_id: row.channelId,
      amount: row.amount,
      reference: row.reference,
      idempotency_key: row.idempotencyKey,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** SQL of payment channels and deposit requests. Every query is merchant-scoped. */
export class DepositsRepository {
  /** Merchants whose default channels this process already ensured (channels are never deleted). */
  private readonly defaultsReady = new Set<bigint>();

  /** Creates the merchant's default channels when missing (merchants opened after migration 008); once per process. */
  async ensureDefaultChannels(db: Db, merchantId: bigint): Promise<void> {
    if (this.defaultsReady.has(merchantId)) return;
    await db
      .insertInto('payment_channels')
      .values(
        DEFAULT_CHANNELS.map((c) => ({
          merchant_id: merchantId,
          code: c.code,
          kind: c.kind,
          name: c.name,
          min_amount: c.min,
          max_amount: c.max,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .execute();
    this.defaultsReady.add(merchantId);
  }

  async findChannel(db: Db, merchantId: bigint, code: string): Promise<ChannelRow | undefined> {
    return db
      .selectFrom('payment_channels')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  private base(db: Db, merchantId: bigint) {
    return db
      .selectFrom('deposits as d')
      .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
      .innerJoin('members as m', 'm.id', 'd.member_id')
      .selectAll('d')
      .select(['c.code as channel_code', 'c.kind as channel_kind', 'm.username as username'])
      .where('d.merchant_id', '=', merchantId);
  }

  async findById(db: Db, merchantId: bigint, id: bigint): Promise<DepositRow | undefined> {
    return this.base(db, merchantId).where('d.id', '=', id).executeTakeFirst();
  }

  /** The member's credited deposits (a ledger transaction holds their money), oldest first. */
  async creditedOf(db: Db, merchantId: bigint, memberId: bigint) {
    return db
      .selectFrom('deposits')
      .select(['id', 'amount', 'decided_at', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('ledger_transaction_id', 'is not', null)
      .orderBy('decided_at')
      .orderBy('id')
      .execute();
  }

  /** Every credited deposit of the merchant's members since `since` (all when null), oldest first. */
  async creditedOfMerchant(db: Db, merchantId: bigint, since: Date | null) {
    let query = db
      .selectFrom('deposits')
      .select(['member_id', 'amount', 'decided_at', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('ledger_transaction_id', 'is not', null);
    if (since) query = query.where('decided_at', '>=', since);
    return query.orderBy('decided_at').orderBy('id').execute();
  }

  async findByKey(
    db: Db,
    merchantId: bigint,
    memberId: bigint,
    key: string,
  ): Promise<DepositRow | undefined> {
    return this.base(db, merchantId)
      .where('d.member_id', '=', memberId)
      .where('d.idempotency_key', '=', key)
      .executeTakeFirst();
  }

  /**
   * Moves a pending request to `status` (only from 'pending': the row lock makes concurrent deciders
   * queue, and all but the first find nothing to update). Returns whether this call decided it.
   */
  async decide(
    tx: Transaction<Database>,
    merchantId: bigint,
    id: bigint,
    decision: { status: Exclude<DepositStatus, 'pending'>; decidedBy: string; rejectReason?: string | null },
  ): Promise<boolean> {
    const updated = await tx
      .updateTable('deposits')
      .set({
        status: decision.status,
        decided_by: decision.decidedBy,
        decided_at: sql<Date>`now()`,
        reject_reason: decision.rejectReason ?? null,
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  async setLedgerTransaction(tx: Transaction<Database>, id: bigint, transactionId: bigint): Promise<void> {
    await tx
      .updateTable('deposits')
      .set({ ledger_transaction_id: transactionId })
      .where('id', '=', id)
      .execute();
  }

  async list(
    db: Db,
    merchantId: bigint,
    filter: { memberId?: bigint; status?: DepositStatus | undefined; pageNo: number; pageSize: number },
  ): Promise<{ rows: DepositRow[]; total: number }> {
    let query = this.base(db, merchantId);
    let count = db.selectFrom('deposits').select(COUNT_ROWS).where('merchant_id', '=', merchantId);
    if (filter.memberId !== undefined) {
      query = query.where('d.member_id', '=', filter.memberId);
      count = count.where('member_id', '=', filter.memberId);
    }
    if (filter.status) {
      query = query.where('d.status', '=', filter.status);
      count = count.where('status', '=', filter.status);
    }
    return fetchPage(query.orderBy('d.id', 'desc'), count, filter);
  }
}
