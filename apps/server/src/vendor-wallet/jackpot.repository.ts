import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/schema.ts';

/** The jackpot feature's reads of the ledger (writes go through LedgerService). */
export class JackpotRepository {
  /** The stored reference of a ledger transaction by idempotency key (the first answer of a repeated award). */
  async referenceByKey(
    db: Db,
    merchantId: bigint,
    idempotencyKey: string,
  ): Promise<Record<string, unknown> | undefined> {
    const row = await db
      .selectFrom('ledger_transactions')
      .select(['reference'])
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row ? (row.reference as Record<string, unknown>) : undefined;
  }

  /** Locks the pool account and returns its balance. */
  async lockBalance(tx: Transaction<Database>, accountId: bigint): Promise<bigint> {
    const row = await tx
      .selectFrom('ledger_accounts')
      .select(['balance'])
      .where('id', '=', accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return row.balance;
  }
}
