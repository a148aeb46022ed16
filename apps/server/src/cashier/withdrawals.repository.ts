import { type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import { COUNT_ROWS, fetchPage } from '../db/paging.ts';
import type { Database, Db } from '../db/schema.ts';
import type { MemberBankAccountsTable, WithdrawalStatus, WithdrawalsTable } from './cashier.tables.ts';

export type BankAccountRow = Selectable<MemberBankAccountsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable> & { username: string; channel_code: string };

/** SQL of bound bank accounts and withdrawals. Every query is merchant-scoped. */
export class WithdrawalsRepository {
  async upsertBankAccount(
    db: Db,
    row: { merchantId: bigint; memberId: bigint; payeeName: string; bankName: string; accountNumber: string },
  ): Promise<BankAccountRow> {
    return db
      .insertInto('member_bank_accounts')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        payee_name: row.payeeName,
        bank_name: row.bankName,
        account_number: row.accountNumber,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'member_id']).doUpdateSet({
          payee_name: row.payeeName,
          bank_name: row.bankName,
          account_number: row.accountNumber,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findBankAccount(db: Db, merchantId: bigint, memberId: bigint): Promise<BankAccountRow | undefined> {
    return db
      .selectFrom('member_bank_accounts')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** Locks the member's bank account row, so the member's withdrawal requests count their day one at a time. */
  async lockBankAccount(tx: Db, merchantId: bigint, memberId: bigint): Promise<void> {
    await tx
      .selectFrom('member_bank_accounts')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .forUpdate()
      .execute();
  }

  /** What the member asked to withdraw since `since`, rejected requests aside (pending ones hold money). */
  async requestedSince(tx: Db, merchantId: bigint, memberId: bigint, since: Date): Promise<bigint> {
    const row = await tx
      .selectFrom('withdrawals')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('status', '<>', 'rejected')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  }

  /** Removes the member's bound bank account; returns whether there was one. */
  async deleteBankAccount(db: Db, merchantId: bigint, memberId: bigint): Promise<boolean> {
    const deleted = await db
      .deleteFrom('member_bank_accounts')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .returning('id')
      .executeTakeFirst();
    return deleted !== undefined;
  }

  /** Links the withdrawal to the ledger transaction that held its amount. */
  async setHoldTransaction(tx: Db, id: bigint, transactionId: bigint): Promise<void> {
    await tx
      .updateTable('withdrawals')
      .set({ hold_transaction_id: transactionId })
      .where('id', '=', id)
      .execute();
  }

  /** Links the withdrawal to the ledger transaction that paid it out or released it. */
  async setDecisionTransaction(tx: Db, id: bigint, transactionId: bigint): Promise<void> {
    await tx
      .updateTable('withdrawals')
      .set({ decision_transaction_id: transactionId })
      .where('id', '=', id)
      .execute();
  }

  /** Inserts the request unless the member already used the key; returns the new id or undefined. */
  async insert(
    tx: Transaction<Database>,
    row: {
      merchantId: bigint;
      memberId: bigint;
      channelId: bigint;
      amount: bigint;
      idempotencyKey: string;
      bank: BankAccountRow;
    },
  ): Promise<bigint | undefined> {
    const inserted = await tx
      .insertInto('withdrawals')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        channel_id: row.channelId,
        amount: row.amount,
        idempotency_key: row.idempotencyKey,
        payee_name: row.bank.payee_name,
        bank_name: row.bank.bank_name,
        account_number: row.bank.account_number,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  private base(db: Db, merchantId: bigint) {
    return db
      .selectFrom('withdrawals as w')
      .innerJoin('members as m', 'm.id', 'w.member_id')
      .innerJoin('payment_channels as c', 'c.id', 'w.channel_id')
      .selectAll('w')
      .select(['m.username as username', 'c.code as channel_code'])
      .where('w.merchant_id', '=', merchantId);
  }

  async findById(db: Db, merchantId: bigint, id: bigint): Promise<WithdrawalRow | undefined> {
    return this.base(db, merchantId).where('w.id', '=', id).executeTakeFirst();
  }

  async findByKey(db: Db, merchantId: bigint, memberId: bigint, key: string) {
    return this.base(db, merchantId)
      .where('w.member_id', '=', memberId)
      .where('w.idempotency_key', '=', key)
      .executeTakeFirst();
  }

  /**
   * Moves the withdrawal from one of `from` to the values in `set`, only if it is still in one of
   * them (a single conditional UPDATE: concurrent callers queue on the row and all but the first
   * find nothing). Returns whether this call moved it.
   */
  async transition(
    tx: Db,
    merchantId: bigint,
    id: bigint,
    from: readonly WithdrawalStatus[],
    set: Updateable<WithdrawalsTable>,
    memberId?: bigint,
  ): Promise<boolean> {
    let query = tx
      .updateTable('withdrawals')
      .set(set)
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('status', 'in', [...from]);
    if (memberId !== undefined) query = query.where('member_id', '=', memberId);
    return (await query.returning('id').executeTakeFirst()) !== undefined;
  }

  async list(
    db: Db,
    merchantId: bigint,
    filter: { memberId?: bigint; status?: WithdrawalStatus | undefined; pageNo: number; pageSize: number },
  ): Promise<{ rows: WithdrawalRow[]; total: number }> {
    let query = this.base(db, merchantId);
    let count = db.selectFrom('withdrawals').select(COUNT_ROWS).where('merchant_id', '=', merchantId);
    if (filter.memberId !== undefined) {
      query = query.where('w.member_id', '=', filter.memberId);
      count = count.where('member_id', '=', filter.memberId);
    }
    if (filter.status) {
      query = query.where('w.status', '=', filter.status);
      count = count.where('status', '=', filter.status);
    }
    return fetchPage(query.orderBy('w.id', 'desc'), count, filter);
  }

  /**
   * Marks approved withdrawals whose approval is older than their payment channel's
   * withdrawal_auto_receive_minutes (at `now`) as received; returns their ids. Idempotent.
   */
  async autoReceive(db: Db, now: Date): Promise<{ id: bigint; merchant_id: bigint }[]> {
    const result = await sql<{ id: bigint; merchant_id: bigint }>`
      update withdrawals w
      set status = 'received', confirmation = 'auto', confirmed_by = 'system:auto-receive',
          confirmed_at = ${now}
      from payment_channels c
      where c.id = w.channel_id and w.status = 'approved'
        and w.decided_at <= ${now}::timestamptz - make_interval(mins => c.withdrawal_auto_receive_minutes)
      returning w.id, w.merchant_id`.execute(db);
    return result.rows;
  }
}
