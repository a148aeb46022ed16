import { createHash } from 'node:crypto';
import { formatMinor } from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { LedgerRepository, PostingsFilter } from './ledger.repository.ts';
import type { LedgerAccountKind } from './ledger.tables.ts';

/** One leg of a transaction: a signed amount in minor units on an account (by id). */
export interface Posting {
  account: bigint;
  amount: bigint;
}

/** Who or what caused a movement, from which request: stored on the transaction row. */
export interface LedgerAudit {
  actor: string;
  ip?: string | null;
  requestId?: string | null;
}

export interface PostInput {
  merchantId: bigint;
  /** What the movement is: 'adjustment', 'transfer', 'vendor_bet', ... (`^[a-z_]{2,40}$`). */
  kind: string;
  /** Unique per merchant: the same key with the same input replays, with other input conflicts. */
  idempotencyKey: string;
  postings: Posting[];
  reference?: Record<string, unknown>;
  audit: LedgerAudit;
}

export interface PostResult {
  transactionId: bigint;
  /** Balance of every touched account after the transaction, by account id. */
  balances: Map<bigint, bigint>;
  /** True when the idempotency key had already been posted: nothing moved this time. */
  replayed: boolean;
}

/** A broken ledger invariant in the caller's input (a programming error, answered as a 500). */
export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
}

/** Accounts that may go below zero: every kind except a member's wallet. */
const NEGATIVE_ALLOWED: Record<LedgerAccountKind, boolean> = {
  member_wallet: false,
  vendor: true,
  payment_channel: true,
  house: true,
  promotion: true,
  jackpot: true,
  vendor_subwallet: false,
  withdrawal_hold: false,
  member_bonus: false,
};

/**
 * Checks a posting set before any database work: at least two legs, each a non-zero bigint on a
 * distinct account, summing to exactly zero. Errors: LedgerInvariantError.
 */
export function validatePostings(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new LedgerInvariantError('a transaction needs at least two postings');
  const seen = new Set<bigint>();
  let sum = 0n;
  for (const posting of postings) {
    if (typeof posting.amount !== 'bigint' || typeof posting.account !== 'bigint') {
      throw new LedgerInvariantError('account and amount must be bigint');
    }
    if (posting.amount === 0n) throw new LedgerInvariantError('a posting amount must not be zero');
    if (seen.has(posting.account)) throw new LedgerInvariantError(`account ${posting.account} posted twice`);
    seen.add(posting.account);
    sum += posting.amount;
  }
  if (sum !== 0n) throw new LedgerInvariantError(`postings sum to ${sum}, not zero`);
}

/** SHA-256 of the movement's content (kind, legs in account order, reference): what "same input" means. */
export function inputHash(input: Pick<PostInput, 'kind' | 'postings' | 'reference'>): Buffer {
  const legs = [...input.postings]
    .sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0))
    .map((p) => [p.account.toString(), p.amount.toString()]);
  return createHash('sha256')
    .update(stableJson({ kind: input.kind, legs, reference: input.reference ?? {} }))
    .digest();
}

/** JSON with object keys sorted (in code-unit order) and undefined members left out: one text per content. */
function stableJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let text = '[';
    // An element JSON cannot write (undefined, a function) is written as nothing, as join() did.
    for (let i = 0; i < value.length; i++) text += `${i === 0 ? '' : ','}${stableJson(value[i]) ?? ''}`;
    return `${text}]`;
  }
  const object = value as Record<string, unknown>;
  let text = '{';
  for (const key of Object.keys(object).sort()) {
    if (object[key] === undefined) continue;
    text += `${text.length === 1 ? '' : ','}${JSON.stringify(key)}:${stableJson(object[key])}`;
  }
  return `${text}}`;
}

const RETRYABLE = new Set(['40001', '40P01']);

/** True for a serialization failure or deadlock, after which the whole transaction may be retried. */
export function isRetryable(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code))
  );
}

/** Runs `work` again (up to `attempts` times, with a short jittered pause) on deadlock or serialization failure. */
export async function withRetry<T>(work: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryable(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/**
 * The double-entry ledger. Invariants it keeps (and the schema enforces again):
 * - every transaction's postings sum to zero (checked here, and by the database for each statement
 *   that inserts postings: all legs of a transaction go in one statement);
 * - an account's balance changes only together with a posting carrying balance before and after;
 * - a member wallet is never below zero (CHECK on ledger_accounts);
 * - an idempotency key moves money at most once per merchant.
 */
export class LedgerService {
  /** Account ids never change once created, so they are cached per process (only committed rows). */
  private readonly accountIds = new Map<string, { id: bigint; currency: string }>();
  private readonly accountFacts = new Map<
    bigint,
    { id: bigint; merchantId: bigint; currency: string; allowNegative: boolean }
  >();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: LedgerRepository,
  ) {}

  /**
   * The id of the (merchant, kind, owner) account, created empty on first use (insert … on
   * conflict do nothing). Runs on its own (auto-committed), so never call it inside a transaction.
   * Errors: LedgerInvariantError when the account exists in another currency.
   */
  async accountFor(
    merchantId: bigint,
    kind: LedgerAccountKind,
    owner: string,
    currency: string,
  ): Promise<bigint> {
    const key = `${merchantId}|${kind}|${owner}`;
    let account = this.accountIds.get(key);
    if (!account) {
      account = await this.repository.ensureAccount(this.db, {
        merchantId,
        kind,
        owner,
        currency,
        allowNegative: NEGATIVE_ALLOWED[kind],
      });
      this.accountIds.set(key, account);
    }
    if (account.currency !== currency) {
      throw new LedgerInvariantError(`account ${key} holds ${account.currency}, not ${currency}`);
    }
    return account.id;
  }

  /** The account's balance in minor units (0 when it was never used). Pass `tx` inside a transaction. */
  async balanceOf(
    merchantId: bigint,
    kind: LedgerAccountKind,
    owner: string,
    executor: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<bigint> {
    return (await this.repository.findBalance(executor, merchantId, kind, owner)) ?? 0n;
  }

  /** The id of the (merchant, kind, owner) account, or undefined when it was never used (never creates it). */
  findAccountId(merchantId: bigint, kind: LedgerAccountKind, owner: string): Promise<bigint | undefined> {
    return this.repository.findAccountId(this.db, merchantId, kind, owner);
  }

  /**
   * One page of an account's postings with their transactions (kind, time, reference), newest
   * first, with the total count over the filter: what a member's account records show.
   */
  postingsPage(accountId: bigint, filter: PostingsFilter, page: { pageNo: number; pageSize: number }) {
    return this.repository.postingsPage(this.db, accountId, filter, page);
  }

  /** The sum of the balances of the merchant's accounts of `kind` whose owner starts with `ownerPrefix`. */
  sumOfAccounts(merchantId: bigint, kind: LedgerAccountKind, ownerPrefix: string): Promise<bigint> {
    return this.repository.sumBalances(this.db, merchantId, kind, ownerPrefix);
  }

  /** The merchant's accounts of `kind` whose owner starts with `ownerPrefix`: owner and balance, by owner. */
  balancesByPrefix(
    merchantId: bigint,
    kind: LedgerAccountKind,
    ownerPrefix: string,
  ): Promise<{ owner: string; balance: bigint }[]> {
    return this.repository.balancesByPrefix(this.db, merchantId, kind, ownerPrefix);
  }

  /**
   * Posts one movement in its own database transaction, retried on deadlock/serialization failure.
   * Errors: LedgerInvariantError (postings invalid, before touching the database; accounts of
   * another merchant or currency), IDEMPOTENCY_CONFLICT (key used with other input),
   * INSUFFICIENT_FUNDS with `value.balance` (a non-negative account would go below zero; nothing written).
   */
  async post(input: PostInput): Promise<PostResult> {
    validatePostings(input.postings);
    return withRetry(() => this.db.transaction().execute((tx) => this.postIn(tx, input)));
  }

  /**
   * Posts inside the caller's transaction (the caller retries and commits); same rules and errors
   * as post(). Lock order, the same in every transaction so none deadlock: accounts that must stay
   * non-negative first (`FOR UPDATE`, ascending id: their balances are checked before any write),
   * then the others (ascending id), last, so a busy house or vendor account is held only from the
   * final statement to commit. `beforeApply` runs after the checks and before that statement, with
   * the transaction id and the balances after of the non-negative accounts (not called on replay).
   * On PGlite never touch `this.db` while `tx` is open: it would wait for itself.
   */
  async postIn(
    tx: Transaction<Database>,
    input: PostInput,
    options: { beforeApply?: (preview: PostResult) => Promise<void> } = {},
  ): Promise<PostResult> {
    validatePostings(input.postings);
    const hash = inputHash(input);
    const transactionId = await this.repository.insertTransaction(tx, {
      merchantId: input.merchantId,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      inputHash: hash,
      reference: input.reference ?? {},
      actor: input.audit.actor,
      ip: input.audit.ip ?? null,
      requestId: input.audit.requestId ?? null,
    });
    if (transactionId === undefined) return this.replay(tx, input, hash);

    const facts = await this.factsOf(
      tx,
      input.postings.map((p) => p.account),
    );
    const currency = facts.get(input.postings[0]?.account ?? -1n)?.currency;
    for (const posting of input.postings) {
      const fact = facts.get(posting.account);
      if (!fact) throw new LedgerInvariantError(`posting to unknown account ${posting.account}`);
      if (fact.merchantId !== input.merchantId) {
        throw new LedgerInvariantError(`account ${posting.account} belongs to another merchant`);
      }
      if (fact.currency !== currency) throw new LedgerInvariantError('postings mix currencies');
    }
    const ascending = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
    const guarded = input.postings
      .filter((p) => !facts.get(p.account)?.allowNegative)
      .map((p) => p.account)
      .sort(ascending);
    const free = input.postings
      .filter((p) => facts.get(p.account)?.allowNegative)
      .map((p) => p.account)
      .sort(ascending);

    const preview = new Map<bigint, bigint>();
    if (guarded.length > 0) {
      const amounts = new Map(input.postings.map((p) => [p.account, p.amount]));
      for (const account of await this.repository.lockAccounts(tx, guarded)) {
        const after = account.balance + (amounts.get(account.id) ?? 0n);
        if (after < 0n) {
          throw new AppError('INSUFFICIENT_FUNDS', {
            value: { balance: formatMinor(account.balance) },
            detail: `account ${account.id} holds ${account.balance}, needs ${-(amounts.get(account.id) ?? 0n)}`,
          });
        }
        preview.set(account.id, after);
      }
    }
    // Several busy accounts: lock them in order too; a single one is locked by the final update.
    if (free.length > 1) await this.repository.lockAccounts(tx, free);
    await options.beforeApply?.({ transactionId, balances: preview, replayed: false });
    const balances = await this.repository.applyPostings(
      tx,
      transactionId,
      input.postings.map((p) => ({ accountId: p.account, amount: p.amount })),
    );
    for (const [account, after] of preview) {
      if (balances.get(account) !== after)
        throw new LedgerInvariantError(`account ${account} moved while locked`);
    }
    return { transactionId, balances, replayed: false };
  }

  /** Immutable facts of the accounts (cached once seen), read inside the caller's transaction. */
  private async factsOf(tx: Transaction<Database>, ids: bigint[]) {
    const missing = ids.filter((id) => !this.accountFacts.has(id));
    if (missing.length > 0) {
      for (const fact of await this.repository.accountFacts(tx, missing))
        this.accountFacts.set(fact.id, fact);
    }
    return this.accountFacts;
  }

  private async replay(tx: Transaction<Database>, input: PostInput, hash: Buffer): Promise<PostResult> {
    const existing = await this.repository.findTransactionByKey(tx, input.merchantId, input.idempotencyKey);
    if (!existing) throw new LedgerInvariantError('idempotency key vanished');
    if (!hash.equals(Buffer.from(existing.input_hash))) {
      throw new AppError('IDEMPOTENCY_CONFLICT', {
        detail: `key ${input.idempotencyKey} used with other input`,
      });
    }
    const rows = await this.repository.postingBalances(tx, existing.id);
    return {
      transactionId: existing.id,
      balances: new Map(rows.map((row) => [row.account_id, row.balance_after])),
      replayed: true,
    };
  }
}
