import { sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database, Db } from '../db/schema.ts';
import { type CallOutcome, GroupCommit } from './group-commit.ts';
import type { VendorTransactionsTable } from './vendor-wallet.tables.ts';

/** SQLSTATE of a refusal raised by the vendor wallet functions (message: the platform error code). */
export const VENDOR_REFUSAL_SQLSTATE = 'CRW01';

/** A vendor transaction as stored, with the answer it was given. */
export interface VendorTxRow {
  id: bigint;
  kind: VendorTransactionsTable['kind'];
  status: VendorTransactionsTable['status'];
  memberId: bigint;
  roundId: string;
  gameCode: string;
  amount: bigint | null;
  refVendorTxId: string | null;
  response: unknown;
}

export interface RoundRow {
  id: bigint;
  memberId: bigint;
  gameCode: string;
  status: 'open' | 'closed';
  betCount: number;
}

/**
 * The hot call as one constant text, run as a named prepared statement (DatabaseHandle.prepared):
 * a batch of bets and wins in one statement, so one transaction and one commit (migration 016).
 */
const SETTLE_BATCH_SQL = `select ordinal, is_new, stored, error_state, error_message, error_detail
  from vendor_wallet_settle_batch($1::jsonb)`;

/** Most calls per batch: each runs in a subtransaction, and PostgreSQL tracks 64 per transaction cheaply. */
const MAX_BATCH = 32;

/** Batches running at once on PostgreSQL, well under the pool size (DB_POOL_SIZE, default 10). */
const SETTLE_BATCHES_IN_FLIGHT = 2;

/** What vendor_wallet_settle_batch returns for each call: an answer or a stored row, or the call's error. */
interface SettleBatchRow {
  ordinal: number;
  is_new: boolean | null;
  stored: unknown;
  error_state: string | null;
  error_message: string | null;
  error_detail: string | null;
}

/** A bet or a win as vendor_wallet_settle takes it. */
export interface SettleCall {
  merchantId: bigint;
  vendorCode: string;
  vendorTxId: string;
  memberId: bigint;
  roundId: string;
  gameCode: string;
  amount: bigint;
  walletId: bigint;
  vendorAccountId: bigint;
  currency: string;
  idempotencyKey: string;
  inputHash: Uint8Array;
  reference: Record<string, unknown>;
  actor: string;
  ip: string | null;
  requestId: string | null;
}

type SettleOutcome = { isNew: true; answer: unknown } | { isNew: false; known: Omit<VendorTxRow, 'id'> };

/**
 * The error that rolled one call of a batch back (and only that call), with the SQLSTATE `code`,
 * message and detail that the database driver would have given had the call run alone, so the
 * checks for refusals, unique violations and deadlocks read it the same way.
 */
export class SettleCallError extends Error {
  override name = 'SettleCallError';
  constructor(
    readonly code: string,
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

/** The stored row of a known vendor transaction id, as vendor_wallet_settle packs it. */
interface StoredVendorTx {
  kind: VendorTransactionsTable['kind'];
  status: VendorTransactionsTable['status'];
  memberId: string;
  roundId: string;
  gameCode: string;
  amount: string | null;
  refVendorTxId: string | null;
  response: unknown;
}

/** SQL of the vendor wallet protocol: credentials, game rounds and vendor transactions. */
export class VendorWalletRepository {
  /** Concurrent bets and wins, committed together (see settle). */
  private readonly settleBatches: GroupCommit<[operation: 'bet' | 'win', call: SettleCall], SettleOutcome>;

  constructor(private readonly database: Pick<DatabaseHandle, 'prepared' | 'kind'>) {
    this.settleBatches = new GroupCommit((calls) => this.settleBatch(calls), {
      maxBatch: MAX_BATCH,
      // PGlite has one connection; on PostgreSQL a few batches run at once, each on its own pool
      // connection, while the next ones gather.
      maxInFlight: database.kind === 'pglite' ? 1 : SETTLE_BATCHES_IN_FLIGHT,
      // What a call may lock: its wallet (and the player's vendor account), its round and its
      // transaction ids (vendor and ledger). Calls sharing one never run in two batches at once,
      // so the batches of one process never wait on each other's rows.
      keysOf: ([, call]) => [
        call.walletId,
        `round ${call.merchantId} ${call.vendorCode} ${call.roundId}`,
        `tx ${call.merchantId} ${call.vendorCode} ${call.vendorTxId}`,
      ],
    });
  }

  async revokeCredentials(tx: Transaction<Database>, merchantId: bigint, vendorCode: string): Promise<void> {
    await tx
      .updateTable('vendor_credentials')
      .set({ revoked_at: new Date() })
      .where('merchant_id', '=', merchantId)
      .where('vendor_code', '=', vendorCode)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async insertCredential(
    tx: Transaction<Database>,
    row: { merchantId: bigint; vendorCode: string; keyId: string; secret: string },
  ): Promise<void> {
    await tx
      .insertInto('vendor_credentials')
      .values({
        merchant_id: row.merchantId,
        vendor_code: row.vendorCode,
        key_id: row.keyId,
        secret: row.secret,
      })
      .execute();
  }

  /** An active credential by key id, with its merchant's code and currency and the vendor's wallet mode (null: seamless). */
  async findActiveCredential(db: Db, keyId: string) {
    return db
      .selectFrom('vendor_credentials as c')
      .innerJoin('merchants as m', 'm.id', 'c.merchant_id')
      .leftJoin('vendor_wallet_modes as w', (join) =>
        join.onRef('w.merchant_id', '=', 'c.merchant_id').onRef('w.vendor_code', '=', 'c.vendor_code'),
      )
      .select(['c.merchant_id', 'c.vendor_code', 'c.secret', 'm.code', 'm.currency', 'w.mode as wallet_mode'])
      .where('c.key_id', '=', keyId)
      .where('c.revoked_at', 'is', null)
      .executeTakeFirst();
  }

  /** Records a vendor transaction id unless already known; returns the new row id or undefined. */
  async insertVendorTx(
    tx: Transaction<Database>,
    row: {
      merchantId: bigint;
      vendorCode: string;
      vendorTxId: string;
      kind: VendorTransactionsTable['kind'];
      status: VendorTransactionsTable['status'];
      memberId: bigint;
      roundId: string;
      gameCode: string;
      amount: bigint | null;
      refVendorTxId: string | null;
    },
  ): Promise<bigint | undefined> {
    const inserted = await tx
      .insertInto('vendor_transactions')
      .values({
        merchant_id: row.merchantId,
        vendor_code: row.vendorCode,
        vendor_tx_id: row.vendorTxId,
        kind: row.kind,
        status: row.status,
        member_id: row.memberId,
        round_id: row.roundId,
        game_code: row.gameCode,
        amount: row.amount,
        ref_vendor_tx_id: row.refVendorTxId,
        response: null,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'vendor_tx_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  async findVendorTx(
    tx: Transaction<Database>,
    merchantId: bigint,
    vendorCode: string,
    vendorTxId: string,
    options: { lock?: boolean } = {},
  ): Promise<VendorTxRow | undefined> {
    let query = tx
      .selectFrom('vendor_transactions')
      .select([
        'id',
        'kind',
        'status',
        'member_id',
        'round_id',
        'game_code',
        'amount',
        'ref_vendor_tx_id',
        'response',
      ])
      .where('merchant_id', '=', merchantId)
      .where('vendor_code', '=', vendorCode)
      .where('vendor_tx_id', '=', vendorTxId);
    if (options.lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return (
      row && {
        id: row.id,
        kind: row.kind,
        status: row.status,
        memberId: row.member_id,
        roundId: row.round_id,
        gameCode: row.game_code,
        amount: row.amount,
        refVendorTxId: row.ref_vendor_tx_id,
        response: row.response,
      }
    );
  }

  async completeVendorTx(
    tx: Transaction<Database>,
    id: bigint,
    result: { response: unknown; ledgerTransactionId: bigint | null; amount?: bigint },
  ): Promise<void> {
    await tx
      .updateTable('vendor_transactions')
      .set({
        response: JSON.stringify(result.response),
        ledger_transaction_id: result.ledgerTransactionId,
        ...(result.amount === undefined ? {} : { amount: result.amount }),
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * A bet or a win (the server-side function vendor_wallet_settle of migrations 015 and 016):
   * duplicate check, member and session checks (bets), round rules, the conditional balance
   * update, the ledger transaction and postings, and the stored answer, atomically. Concurrent
   * calls are grouped into one statement and one commit (vendor_wallet_settle_batch); each keeps its
   * own outcome, and settles only after its batch committed. A refusal rejects with a
   * SettleCallError of SQLSTATE VENDOR_REFUSAL_SQLSTATE with the error code as message, and wrote
   * nothing; a known transaction id returns its stored row (`known`) instead of an answer. Of two
   * concurrent calls with one new id in different batches, the second fails with a unique violation
   * and finds the stored row when run again (the service does so); in one batch, the second finds
   * the first's row at once.
   */
  settle(operation: 'bet' | 'win', call: SettleCall): Promise<SettleOutcome> {
    return this.settleBatches.submit([operation, call]);
  }

  private async settleBatch(calls: [operation: 'bet' | 'win', call: SettleCall][]) {
    const payload = JSON.stringify(
      calls.map(([operation, call]) => ({
        operation,
        merchantId: call.merchantId.toString(),
        vendorCode: call.vendorCode,
        vendorTxId: call.vendorTxId,
        memberId: call.memberId.toString(),
        roundId: call.roundId,
        gameCode: call.gameCode,
        amount: call.amount.toString(),
        walletId: call.walletId.toString(),
        vendorAccountId: call.vendorAccountId.toString(),
        currency: call.currency,
        idempotencyKey: call.idempotencyKey,
        inputHash: Buffer.from(call.inputHash).toString('hex'),
        reference: call.reference,
        actor: call.actor,
        ip: call.ip,
        requestId: call.requestId,
      })),
    );
    const rows = await this.database.prepared<SettleBatchRow>(
      'vendor_wallet_settle_batch',
      SETTLE_BATCH_SQL,
      [payload],
    );
    const outcomes: CallOutcome<SettleOutcome>[] = calls.map(() => ({
      ok: false,
      error: new Error('the batch returned no row for this call'),
    }));
    for (const row of rows) outcomes[Number(row.ordinal) - 1] = settleOutcome(row);
    return outcomes;
  }

  async markRolledBack(tx: Transaction<Database>, id: bigint): Promise<void> {
    await tx.updateTable('vendor_transactions').set({ status: 'rolled_back' }).where('id', '=', id).execute();
  }

  /**
   * Locks the round if it exists (creating nothing): a rollback takes it before its vendor
   * transaction rows, in the order a bet takes them (round first, its vendor transaction row last).
   */
  async lockExistingRound(
    tx: Transaction<Database>,
    row: { merchantId: bigint; vendorCode: string; roundId: string },
  ): Promise<void> {
    await tx
      .selectFrom('game_rounds')
      .select('id')
      .where('merchant_id', '=', row.merchantId)
      .where('vendor_code', '=', row.vendorCode)
      .where('round_id', '=', row.roundId)
      .forUpdate()
      .execute();
  }

  /** The round, created open on first sight, locked for the rest of the transaction. */
  async lockRound(
    tx: Transaction<Database>,
    row: { merchantId: bigint; vendorCode: string; roundId: string; memberId: bigint; gameCode: string },
  ): Promise<RoundRow> {
    const round = await tx
      .insertInto('game_rounds')
      .values({
        merchant_id: row.merchantId,
        vendor_code: row.vendorCode,
        round_id: row.roundId,
        member_id: row.memberId,
        game_code: row.gameCode,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'vendor_code', 'round_id']).doUpdateSet({ updated_at: sql`now()` }),
      )
      .returning(['id', 'member_id', 'game_code', 'status', 'bet_count'])
      .executeTakeFirstOrThrow();
    return {
      id: round.id,
      memberId: round.member_id,
      gameCode: round.game_code,
      status: round.status,
      betCount: round.bet_count,
    };
  }

  async updateRound(
    tx: Transaction<Database>,
    id: bigint,
    change: { betDelta?: bigint; countDelta?: number; winDelta?: bigint; close?: boolean },
  ): Promise<void> {
    await tx
      .updateTable('game_rounds')
      .set({
        bet_total: sql`bet_total + ${change.betDelta ?? 0n}::bigint`,
        bet_count: sql`bet_count + ${change.countDelta ?? 0}::int`,
        win_total: sql`win_total + ${change.winDelta ?? 0n}::bigint`,
        updated_at: sql`now()`,
        ...(change.close ? { status: 'closed' as const, closed_at: sql`now()` } : {}),
      })
      .where('id', '=', id)
      .execute();
  }
}

/** One call's row of vendor_wallet_settle_batch as its outcome. */
function settleOutcome(row: SettleBatchRow): CallOutcome<SettleOutcome> {
  if (row.error_state !== null) {
    return {
      ok: false,
      error: new SettleCallError(row.error_state, row.error_message ?? '', row.error_detail ?? ''),
    };
  }
  const stored = (typeof row.stored === 'string' ? JSON.parse(row.stored) : row.stored) as unknown;
  if (row.is_new) return { ok: true, value: { isNew: true, answer: stored } };
  const known = stored as StoredVendorTx;
  return {
    ok: true,
    value: {
      isNew: false,
      known: {
        kind: known.kind,
        status: known.status,
        memberId: BigInt(known.memberId),
        roundId: known.roundId,
        gameCode: known.gameCode,
        amount: known.amount === null ? null : BigInt(known.amount),
        refVendorTxId: known.refVendorTxId,
        response: known.response,
      },
    },
  };
}
