import { type Selectable, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { DepositsTable } from './cashier.tables.ts';

export type GatewayDepositRow = Selectable<DepositsTable> & {
  channel_code: string;
  channel_method: 'hosted' | 'promptpay' | 'vietqr' | 'ewallet';
};

/** SQL of deposits made through a payment gateway (rows of `deposits` with a gateway payment id). */
export class GatewayDepositsRepository {
  private base(db: Db, merchantId: bigint) {
    return db
      .selectFrom('deposits as d')
      .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
      .selectAll('d')
      .select(['c.code as channel_code', 'c.gateway_method as channel_method'])
      .where('d.merchant_id', '=', merchantId);
  }

  async findById(db: Db, merchantId: bigint, id: bigint, memberId?: bigint) {
    let query = this.base(db, merchantId).where('d.id', '=', id);
    if (memberId !== undefined) query = query.where('d.member_id', '=', memberId);
    return query.executeTakeFirst();
  }

  async findByKey(db: Db, merchantId: bigint, memberId: bigint, key: string) {
    return this.base(db, merchantId)
      .where('d.member_id', '=', memberId)
      .where('d.idempotency_key', '=', key)
      .executeTakeFirst();
  }

  /** The deposit of a gateway payment (no lock). */
  async findByPayment(db: Db, merchantId: bigint, channelId: bigint, paymentId: string) {
    return db
      .selectFrom('deposits')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('channel_id', '=', channelId)
      .where('gateway_payment_id', '=', paymentId)
      .executeTakeFirst();
  }

  /** The deposit of a gateway payment, row-locked so concurrent callbacks of one payment queue. */
  async lockByPayment(
    tx: Transaction<Database>,
    merchantId: bigint,
    channelId: bigint,
    paymentId: string,
  ): Promise<Selectable<DepositsTable> | undefined> {
    return tx
      .selectFrom('deposits')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('channel_id', '=', channelId)
      .where('gateway_payment_id', '=', paymentId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Records the gateway's payment for a deposit (once: a different payment id is never written over). */
  async setPayment(
    db: Db,
    id: bigint,
    paymentId: string,
    redirectUrl: string,
    qrPayload: string | null = null,
  ): Promise<boolean> {
    const updated = await db
      .updateTable('deposits')
      .set({ gateway_payment_id: paymentId, redirect_url: redirectUrl, qr_payload: qrPayload })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('gateway_payment_id', 'is', null), eb('gateway_payment_id', '=', paymentId)]))
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  /** Pending (or gateway-declined) → approved with its ledger transaction; returns whether this call did it. */
  async markPaid(tx: Transaction<Database>, id: bigint, decidedBy: string, transactionId: bigint) {
    const updated = await tx
      .updateTable('deposits')
      .set({
        status: 'approved',
        decided_by: decidedBy,
        decided_at: sql<Date>`now()`,
        reject_reason: null,
        ledger_transaction_id: transactionId,
      })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'rejected'])
      .where('ledger_transaction_id', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  /** Pending → rejected (only from pending: a paid deposit is never un-credited). */
  async markFailed(db: Db, id: bigint, decidedBy: string, reason: string): Promise<boolean> {
    const updated = await db
      .updateTable('deposits')
      .set({ status: 'rejected', decided_by: decidedBy, decided_at: sql<Date>`now()`, reject_reason: reason })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }
}
