import { sql, type Transaction } from 'kysely';
import { COUNT_ROWS, fetchPage } from '../db/paging.ts';
import type { Database, Db } from '../db/schema.ts';
import type { LedgerAccountKind } from './ledger.tables.ts';

/** An account row as locked for a posting. */
export interface LockedAccount {
  id: bigint;
  merchantId: bigint;
  currency: string;
  balance: bigint;
  allowNegative: boolean;
}

/** Which postings of an account a page holds (see LedgerRepository.postingsPage). */
export interface PostingsFilter {
  from: Date;
  to?: Date | undefined;
  /** One transaction kind only. */
  kind?: string | undefined;
  /** Credits (amount > 0) or debits (amount < 0) only. */
  direction?: 'credit' | 'debit' | undefined;
}

/** The ledger's SQL: accounts, transactions and postings. Only this file writes the ledger tables. */
export class LedgerRepository {
  /** The account's id, creating it (empty) when missing; concurrent creators get the same row. */
  async ensureAccount(
    db: Db,
    row: {
      merchantId: bigint;
      kind: LedgerAccountKind;
      owner: string;
      currency: string;
      allowNegative: boolean;
    },
  ): Promise<{ id: bigint; currency: string }> {
    const inserted = await db
      .insertInto('ledger_accounts')
      .values({
        merchant_id: row.merchantId,
        kind: row.kind,
        owner: row.owner,
        currency: row.currency,
        allow_negative: row.allowNegative,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'owner']).doNothing())
      .returning(['id', 'currency'])
      .executeTakeFirst();
    if (inserted) return inserted;
    return db
      .selectFrom('ledger_accounts')
      .select(['id', 'currency'])
      .where('merchant_id', '=', row.merchantId)
      .where('kind', '=', row.kind)
      .where('owner', '=', row.owner)
      .executeTakeFirstOrThrow();
  }

  async findBalance(db: Db, merchantId: bigint, kind: LedgerAccountKind, owner: string) {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(['balance'])
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where('owner', '=', owner)
      .executeTakeFirst();
    return row?.balance;
  }

  /** The id of an account, or undefined when it was never created. */
  async findAccountId(db: Db, merchantId: bigint, kind: LedgerAccountKind, owner: string) {
    const row = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where('owner', '=', owner)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * One page of an account's postings with their transactions, newest first, from `from` (and up to
   * `to` when given), optionally of one transaction kind and one direction (credits: amount > 0,
   * debits: amount < 0).
   */
  async postingsPage(
    db: Db,
    accountId: bigint,
    filter: PostingsFilter,
    page: { pageNo: number; pageSize: number },
  ) {
    const filtered = () => {
      let query = db
        .selectFrom('ledger_postings as p')
        .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
        .where('p.account_id', '=', accountId)
        .where('t.created_at', '>=', filter.from);
      if (filter.to) query = query.where('t.created_at', '<=', filter.to);
      if (filter.kind) query = query.where('t.kind', '=', filter.kind);
      if (filter.direction === 'credit') query = query.where('p.amount', '>', 0n);
      if (filter.direction === 'debit') query = query.where('p.amount', '<', 0n);
      return query;
    };
    const rows = filtered()
      .select([
        'p.id',
        'p.amount',
        'p.balance_after',
        't.id as transaction_id',
        't.kind',
        't.created_at',
        't.reference',
      ])
      .orderBy('p.id', 'desc');
    return fetchPage(rows, filtered().select(COUNT_ROWS), page);
  }

  async sumBalances(db: Db, merchantId: bigint, kind: LedgerAccountKind, ownerPrefix: string) {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(sql<string>`coalesce(sum(balance), 0)::text`.as('total'))
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where(sql<boolean>`starts_with(owner, ${ownerPrefix})`)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  }

  /** The merchant's accounts of `kind` whose owner starts with `ownerPrefix`, with their balances, by owner. */
  async balancesByPrefix(db: Db, merchantId: bigint, kind: LedgerAccountKind, ownerPrefix: string) {
    return db
      .selectFrom('ledger_accounts')
      .select(['owner', 'balance'])
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where(sql<boolean>`starts_with(owner, ${ownerPrefix})`)
      .orderBy('owner')
      .execute();
  }

  /** Inserts the transaction row unless its idempotency key exists; returns the new id or undefined. */
  async insertTransaction(
    tx: Transaction<Database>,
    row: {
      merchantId: bigint;
      kind: string;
      idempotencyKey: string;
      inputHash: Uint8Array;
      reference: unknown;
      actor: string;
      ip: string | null;
      requestId: string | null;
    },
  ): Promise<bigint | undefined> {
    const inserted = await tx
      .insertInto('ledger_transactions')
      .values({
        merchant_id: row.merchantId,
        kind: row.kind,
        idempotency_key: row.idempotencyKey,
        input_hash: row.inputHash,
        reference: JSON.stringify(row.reference),
        actor: row.actor,
        ip: row.ip,
        request_id: row.requestId,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  async findTransactionByKey(db: Db, merchantId: bigint, idempotencyKey: string) {
    return db
      .selectFrom('ledger_transactions')
      .select(['id', 'input_hash'])
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  /** Balance after each posting of a stored transaction, by account. */
  async postingBalances(db: Db, transactionId: bigint) {
    return db
      .selectFrom('ledger_postings')
      .select(['account_id', 'balance_after'])
      .where('transaction_id', '=', transactionId)
      .execute();
  }

  /** Locks the accounts `FOR UPDATE` in ascending id order (the same order in every transaction). */
  async lockAccounts(tx: Transaction<Database>, ids: bigint[]): Promise<LockedAccount[]> {
    const rows = await tx
      .selectFrom('ledger_accounts')
      .select(['id', 'merchant_id', 'currency', 'balance', 'allow_negative'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map((row) => ({
      id: row.id,
      merchantId: row.merchant_id,
      currency: row.currency,
      balance: row.balance,
      allowNegative: row.allow_negative,
    }));
  }

  /** Merchant, currency and whether each account may go negative: facts that never change. */
  async accountFacts(db: Db, ids: bigint[]) {
    const rows = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'merchant_id', 'currency', 'allow_negative'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      merchantId: row.merchant_id,
      currency: row.currency,
      allowNegative: row.allow_negative,
    }));
  }

  /**
   * Adds each leg to its account (version + 1) and writes the postings with the balance before and
   * after, through ledger_post (migration 016), the one SQL writer of postings that the vendor
   * wallet function calls too; returns the balance after by account. It locks the accounts in
   * ascending id order; those not locked before are locked here, so callers run it last: the lock
   * on a busy account is held only until commit.
   */
  async applyPostings(
    tx: Transaction<Database>,
    transactionId: bigint,
    legs: { accountId: bigint; amount: bigint }[],
  ): Promise<Map<bigint, bigint>> {
    const accounts = sql.join(legs.map((leg) => sql`${leg.accountId}::bigint`));
    const amounts = sql.join(legs.map((leg) => sql`${leg.amount}::bigint`));
    const result = await sql<{ id: bigint; after: bigint }>`
      select moved.id, moved.after
        from unnest(array[${accounts}],
                    ledger_post(${transactionId}::bigint, array[${accounts}], array[${amounts}])) as moved (id, after)`.execute(
      tx,
    );
    if (result.rows.length !== legs.length) throw new Error('a posting account vanished');
    return new Map(result.rows.map((row) => [row.id, row.after]));
  }
}
