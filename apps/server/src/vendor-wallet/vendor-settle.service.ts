import {
  ERROR_CODES,
  formatMinor,
  parseMinor,
  type TErrorCode,
  type TVendorBetRequest,
  type TVendorRollbackRequest,
  type TVendorWalletValue,
  type TVendorWinRequest,
} from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import {
  inputHash,
  type LedgerAudit,
  LedgerInvariantError,
  type LedgerService,
  type PostInput,
  withRetry,
} from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { markReplayed } from './replayed-answer.ts';
import type { VendorPlayer as Player, VendorAccountsService } from './vendor-accounts.service.ts';
import type { VendorContext } from './vendor-credentials.service.ts';
import {
  type RoundRow,
  VENDOR_REFUSAL_SQLSTATE,
  type VendorTxRow,
  type VendorWalletRepository,
} from './vendor-wallet.repository.ts';

type StoredAnswer = Pick<TVendorWalletValue, 'balance' | 'currency' | 'transactionId'>;

/** What a repeated vendor transaction id must match to replay its first answer. */
interface ReplayFields {
  kind: VendorTxRow['kind'];
  roundId: string;
  gameCode: string;
  amount: bigint | undefined;
  ref: string | null;
}

/**
 * The vendor's money calls: bet, win and rollback. The duplicate check, the balance change and the
 * record of the vendor transaction id happen in one database transaction (retried on deadlock),
 * taking row locks in one order: the round, then vendor transaction rows (a rollback's; a bet or
 * win inserts its own last), then the player's wallet and the vendor account in ascending id order
 * (as LedgerService locks accounts). Bets and wins, the hot path, go through the server-side
 * function of migration 016 in batches (VendorWalletRepository.settle); rollbacks run as statements
 * here. A vendor in transfer mode moves the member's sub-wallet with it instead of the main wallet.
 * Errors: see VendorWalletService.
 */
/** Told of each new win the wallet committed (not of a replay); must return at once. */
export type WinListener = (win: {
  merchantCode: string;
  memberId: bigint;
  vendorCode: string;
  gameCode: string;
  roundId: string;
  amount: bigint;
  wonAt: Date;
}) => void;

/** Told of each new bet the wallet committed (not of a replay); must return at once. */
export type BetListener = (bet: {
  merchantId: bigint;
  memberId: bigint;
  vendorCode: string;
  vendorTxId: string;
  gameCode: string;
  amount: bigint;
}) => void;

/** Told of each bet a rollback refunded (after the commit); must return at once. */
export type RollbackListener = (rollback: {
  merchantId: bigint;
  memberId: bigint;
  vendorCode: string;
  betTransactionId: string;
}) => void;

/**
 * A rule a bet must pass before it moves money (the max bet while a bonus wagers): throws the
 * refusal's AppError. Must answer from memory almost always: it sits on the hot path.
 */
export type BetGuard = (merchantId: bigint, memberId: bigint, amount: bigint) => Promise<void>;

export class VendorSettleService {
  private winListener: WinListener | null = null;
  private betListener: BetListener | null = null;
  private betGuard: BetGuard | null = null;
  private rollbackListener: RollbackListener | null = null;
  /** The last call's turn through the bet guard (see inArrivalOrder). */
  private arrivals: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: VendorWalletRepository,
    private readonly ledger: LedgerService,
    private readonly accounts: VendorAccountsService,
    private readonly balances: BalanceNotifier,
  ) {}

  /** Where committed wins go (the winner board's recorder); set once at composition. */
  onWin(listener: WinListener): void {
    this.winListener = listener;
  }

  /** Where committed bets go (the bonus wallet's wagering feed); set once at composition. */
  onBet(listener: BetListener): void {
    this.betListener = listener;
  }

  /** Where refunded bets go (the bonus wallet takes them back out of wagering); set once at composition. */
  onRollback(listener: RollbackListener): void {
    this.rollbackListener = listener;
  }

  /** The rule bets must pass before they move money (the bonus wallet's max bet); set once at composition. */
  guardBets(guard: BetGuard): void {
    this.betGuard = guard;
  }

  /**
   * Debits `amount` from the player for a round (the vendor's account is credited). Needs an active
   * member with a live player session and an open round of this player and game; a repeated id
   * replays the first answer. One round trip: the server-side function vendor_wallet_settle.
   */
  async bet(
    context: VendorContext,
    request: TVendorBetRequest,
    audit: LedgerAudit,
    queued?: () => void,
  ): Promise<TVendorWalletValue> {
    return this.settle(context, 'bet', request, parseMinor(request.amount), audit, queued);
  }

  /**
   * Credits `amount` (zero allowed) to the player and closes the round, which must hold a bet.
   * Accepted whatever the player's session or status; a repeated id replays the first answer.
   * One round trip: the server-side function vendor_wallet_settle.
   */
  async win(
    context: VendorContext,
    request: TVendorWinRequest,
    audit: LedgerAudit,
    queued?: () => void,
  ): Promise<TVendorWalletValue> {
    return this.settle(context, 'win', request, parseMinor(request.amount), audit, queued);
  }

  /**
   * A bet or a win in one statement (migration 015), with the same rules, lock order (round, then
   * the two accounts in ascending id order) and ledger records as postIn: a zero-sum
   * posting pair with balances before and after, the idempotency key `vendor:<code>:<id>` and the
   * hash of its input. A refusal raised by the function rolls it back whole and becomes its AppError.
   * `queued` is told once the call has joined the group commit's queue (VendorBatchService lets the
   * next item on the same round or player follow it then, so both keep their order in one batch).
   */
  private async settle(
    context: VendorContext,
    operation: 'bet' | 'win',
    request: TVendorBetRequest | TVendorWinRequest,
    amount: bigint,
    audit: LedgerAudit,
    queued?: () => void,
  ): Promise<TVendorWalletValue> {
    const player = await this.accounts.player(context, request.playerId);
    const vendorAccount = await this.accounts.vendorAccount(context, player);
    const kind = operation === 'bet' ? 'vendor_bet' : 'vendor_win';
    const postings =
      operation === 'bet'
        ? [
            { account: player.walletId, amount: -amount },
            { account: vendorAccount, amount },
          ]
        : [
            { account: vendorAccount, amount: -amount },
            { account: player.walletId, amount },
          ];
    const reference = this.reference(context, request);
    let isNewWin = false;
    let isNewBet = false;
    const value = await this.answer(context, player, request, async () => {
      const guard = this.betGuard;
      if (guard) {
        await this.inArrivalOrder(
          operation === 'bet'
            ? () => this.guardNewBet(guard, context, player.memberId, request.transactionId, amount)
            : undefined,
        );
      }
      const call = {
        merchantId: context.merchantId,
        vendorCode: context.vendorCode,
        vendorTxId: request.transactionId,
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amount,
        walletId: player.walletId,
        vendorAccountId: vendorAccount,
        currency: context.currency,
        idempotencyKey: `vendor:${context.vendorCode}:${request.transactionId}`,
        inputHash: inputHash({ kind, postings, reference }),
        reference,
        actor: audit.actor,
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      };
      // A concurrent call with the same new id stored its row first: this one then stops on the
      // unique key, wrote nothing, and finds that row when run again.
      const submitted = this.repository.settle(operation, call);
      queued?.();
      const row = await submitted.catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        return this.repository.settle(operation, call);
      });
      isNewWin = row.isNew && operation === 'win';
      isNewBet = row.isNew && operation === 'bet';
      if (row.isNew) return row.answer as StoredAnswer;
      return this.replayOf(row.known, player, {
        kind: operation,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amount,
        ref: null,
      });
    });
    // After the commit, and only for a win this call wrote: the listener returns at once.
    if (isNewWin && this.winListener) {
      this.winListener({
        merchantCode: context.merchantCode,
        memberId: player.memberId,
        vendorCode: context.vendorCode,
        gameCode: request.gameCode,
        roundId: request.roundId,
        amount,
        wonAt: new Date(),
      });
    }
    if (isNewBet && this.betListener) {
      this.betListener({
        merchantId: context.merchantId,
        memberId: player.memberId,
        vendorCode: context.vendorCode,
        vendorTxId: request.transactionId,
        gameCode: request.gameCode,
        amount,
      });
    }
    return value;
  }

  /**
   * Refunds the bet `betTransactionId` once. An unknown bet is blocked (its late arrival is refused)
   * and nothing moves; an already rolled-back bet moves nothing; a bet whose round was won is refused.
   */
  async rollback(
    context: VendorContext,
    request: TVendorRollbackRequest,
    audit: LedgerAudit,
  ): Promise<TVendorWalletValue> {
    const player = await this.accounts.player(context, request.playerId);
    const vendorAccount = await this.accounts.vendorAccount(context, player);
    let isRefunded = false;
    const value = await this.answer(context, player, request, () =>
      this.db.transaction().execute(async (tx) => {
        const fields = {
          kind: 'rollback' as const,
          roundId: request.roundId,
          gameCode: request.gameCode,
          amount: undefined,
          ref: request.betTransactionId,
        };
        await this.repository.lockExistingRound(tx, {
          merchantId: context.merchantId,
          vendorCode: context.vendorCode,
          roundId: request.roundId,
        });
        const id = await this.recordTx(tx, context, player, request.transactionId, fields);
        if (id === undefined) return this.previousAnswer(tx, context, player, request.transactionId, fields);
        // Block the bet id in case the wallet never saw it, then lock whichever row is there.
        await this.repository.insertVendorTx(tx, {
          merchantId: context.merchantId,
          vendorCode: context.vendorCode,
          vendorTxId: request.betTransactionId,
          kind: 'bet',
          status: 'blocked',
          memberId: player.memberId,
          roundId: request.roundId,
          gameCode: request.gameCode,
          amount: null,
          refVendorTxId: null,
        });
        const bet = await this.repository.findVendorTx(
          tx,
          context.merchantId,
          context.vendorCode,
          request.betTransactionId,
          {
            lock: true,
          },
        );
        if (
          bet?.kind !== 'bet' ||
          bet.memberId !== player.memberId ||
          bet.roundId !== request.roundId ||
          bet.gameCode !== request.gameCode
        ) {
          throw new AppError('DUPLICATE_TRANSACTION_CONFLICT', { detail: 'rollback does not match its bet' });
        }
        if (bet.status === 'applied' && bet.amount !== null) {
          const round = await this.openRound(tx, context, player, request, {
            closedCode: 'ROLLBACK_NOT_ALLOWED',
          });
          const refunded = bet.amount;
          await this.repository.markRolledBack(tx, bet.id);
          await this.repository.updateRound(tx, round.id, { betDelta: -refunded, countDelta: -1 });
          isRefunded = true;
          return this.postAndRecord(
            tx,
            context,
            player,
            id,
            request.transactionId,
            {
              kind: 'vendor_rollback',
              postings: [
                { account: vendorAccount, amount: -refunded },
                { account: player.walletId, amount: refunded },
              ],
              reference: { ...this.reference(context, request), betTransactionId: request.betTransactionId },
              audit,
            },
            refunded,
          );
        }
        const balance = await this.ledger.balanceOf(
          context.merchantId,
          player.walletKind,
          player.walletOwner,
          tx,
        );
        const answer = this.stored(context, request.transactionId, balance);
        await this.repository.completeVendorTx(tx, id, {
          response: answer,
          ledgerTransactionId: null,
          amount: 0n,
        });
        return answer;
      }),
    );
    // After the commit, and only when this call refunded the bet: the listener returns at once.
    if (isRefunded && this.rollbackListener) {
      this.rollbackListener({
        merchantId: context.merchantId,
        memberId: player.memberId,
        vendorCode: context.vendorCode,
        betTransactionId: request.betTransactionId,
      });
    }
    return value;
  }

  /**
   * Posts the call's movement and stores its answer (the player's balance after) on the vendor
   * transaction row before the last ledger statement, so a busy vendor account stays locked only
   * from that statement to commit.
   */
  private async postAndRecord(
    tx: Transaction<Database>,
    context: VendorContext,
    player: Player,
    vendorTxRowId: bigint,
    vendorTxId: string,
    movement: Pick<PostInput, 'kind' | 'postings' | 'reference' | 'audit'>,
    amount?: bigint,
  ): Promise<StoredAnswer> {
    let answer: StoredAnswer | undefined;
    const posted = await this.ledger.postIn(
      tx,
      {
        ...movement,
        merchantId: context.merchantId,
        idempotencyKey: `vendor:${context.vendorCode}:${vendorTxId}`,
      },
      {
        beforeApply: async (preview) => {
          answer = this.stored(context, vendorTxId, preview.balances.get(player.walletId));
          await this.repository.completeVendorTx(tx, vendorTxRowId, {
            response: answer,
            ledgerTransactionId: preview.transactionId,
            ...(amount === undefined ? {} : { amount }),
          });
        },
      },
    );
    if (posted.replayed || !answer)
      throw new LedgerInvariantError(`vendor movement ${vendorTxId} posted twice`);
    return answer;
  }

  /**
   * Runs one vendor call (retried on deadlock), turns a refusal raised by the wallet functions into
   * its AppError, and adds the balance to every error.
   */
  /**
   * Runs `check` (or nothing) once every call that arrived before has passed its own: a guard that
   * must read the database holds the calls behind it, so concurrent calls still join the group
   * commit in the order they came (a win never overtakes its bet).
   */
  private inArrivalOrder(check: (() => Promise<void>) | undefined): Promise<void> {
    const turn = this.arrivals.then(check);
    this.arrivals = turn.catch(() => undefined);
    return turn;
  }

  /**
   * The guard judges new bets only: a repeated bet the wallet already took is answered from its
   * first answer (in settle) even if the guard would refuse it now.
   */
  private async guardNewBet(
    guard: BetGuard,
    context: VendorContext,
    memberId: bigint,
    transactionId: string,
    amount: bigint,
  ): Promise<void> {
    try {
      await guard(context.merchantId, memberId, amount);
    } catch (error) {
      const known = await this.db
        .transaction()
        .execute((tx) =>
          this.repository.findVendorTx(tx, context.merchantId, context.vendorCode, transactionId),
        );
      if (!known) throw error;
    }
  }

  private async answer(
    context: VendorContext,
    player: Player,
    request: { requestId: string; playerId: string },
    work: () => Promise<StoredAnswer>,
  ): Promise<TVendorWalletValue> {
    try {
      const answer = await withRetry(async () => {
        try {
          return await work();
        } catch (error) {
          throw refusalOf(error) ?? error;
        }
      });
      this.balances.changed(context.merchantId, player.memberId);
      return { requestId: request.requestId, playerId: request.playerId, ...answer };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const known = (error.options.value as { balance?: string } | undefined)?.balance;
      const balance = known ?? formatMinor(await this.accounts.balanceOf(context, player));
      throw new AppError(error.code, {
        value: { requestId: request.requestId, balance },
        detail: error.message,
        cause: error,
      });
    }
  }

  private async recordTx(
    tx: Transaction<Database>,
    context: VendorContext,
    player: Player,
    vendorTxId: string,
    fields: {
      kind: VendorTxRow['kind'];
      roundId: string;
      gameCode: string;
      amount: bigint | undefined;
      ref: string | null;
    },
  ): Promise<bigint | undefined> {
    return this.repository.insertVendorTx(tx, {
      merchantId: context.merchantId,
      vendorCode: context.vendorCode,
      vendorTxId,
      kind: fields.kind,
      status: 'applied',
      memberId: player.memberId,
      roundId: fields.roundId,
      gameCode: fields.gameCode,
      amount: fields.amount ?? 0n,
      refVendorTxId: fields.ref,
    });
  }

  /** The answer stored for a repeated vendor transaction id, or the reason it cannot be replayed. */
  private async previousAnswer(
    tx: Transaction<Database>,
    context: VendorContext,
    player: Player,
    vendorTxId: string,
    fields: ReplayFields,
  ): Promise<StoredAnswer> {
    const row = await this.repository.findVendorTx(tx, context.merchantId, context.vendorCode, vendorTxId);
    if (!row) throw new LedgerInvariantError(`vendor transaction ${vendorTxId} vanished`);
    return this.replayOf(row, player, fields);
  }

  /**
   * A known vendor transaction id: its stored answer when the call repeats it exactly. Errors:
   * TRANSACTION_ROLLED_BACK (a bet id blocked by a rollback), DUPLICATE_TRANSACTION_CONFLICT.
   */
  private replayOf(row: Omit<VendorTxRow, 'id'>, player: Player, fields: ReplayFields): StoredAnswer {
    if (row.status === 'blocked') {
      if (fields.kind === 'bet') throw new AppError('TRANSACTION_ROLLED_BACK');
      throw new AppError('DUPLICATE_TRANSACTION_CONFLICT', { detail: 'id belongs to a blocked bet' });
    }
    const isSame =
      row.kind === fields.kind &&
      row.memberId === player.memberId &&
      row.roundId === fields.roundId &&
      row.gameCode === fields.gameCode &&
      (fields.amount === undefined || row.amount === fields.amount) &&
      row.refVendorTxId === fields.ref;
    if (!isSame) throw new AppError('DUPLICATE_TRANSACTION_CONFLICT');
    return markReplayed(row.response as StoredAnswer);
  }

  /** Locks the round (creating it open); it must belong to this player and game and be open. */
  private async openRound(
    tx: Transaction<Database>,
    context: VendorContext,
    player: Player,
    request: { roundId: string; gameCode: string },
    options: { closedCode?: 'ROUND_CLOSED' | 'ROLLBACK_NOT_ALLOWED' } = {},
  ): Promise<RoundRow> {
    const round = await this.repository.lockRound(tx, {
      merchantId: context.merchantId,
      vendorCode: context.vendorCode,
      roundId: request.roundId,
      memberId: player.memberId,
      gameCode: request.gameCode,
    });
    if (round.memberId !== player.memberId || round.gameCode !== request.gameCode) {
      throw new AppError('ROUND_CONFLICT');
    }
    if (round.status === 'closed') throw new AppError(options.closedCode ?? 'ROUND_CLOSED');
    return round;
  }

  private reference(
    context: VendorContext,
    request: { transactionId: string; roundId: string; gameCode: string },
  ): Record<string, unknown> {
    return {
      vendorCode: context.vendorCode,
      transactionId: request.transactionId,
      roundId: request.roundId,
      gameCode: request.gameCode,
    };
  }

  private stored(context: VendorContext, transactionId: string, balance: bigint | undefined): StoredAnswer {
    return { balance: formatMinor(balance ?? 0n), currency: context.currency, transactionId };
  }
}

/**
 * The AppError of a refusal raised by the wallet functions of migrations 014 and 015 (SQLSTATE
 * VENDOR_REFUSAL_SQLSTATE, message: the code, detail: the balance for INSUFFICIENT_FUNDS), or
 * undefined for any other error.
 */
function refusalOf(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, detail } = error as { code?: unknown; message?: unknown; detail?: unknown };
  if (code !== VENDOR_REFUSAL_SQLSTATE || typeof message !== 'string') return undefined;
  if (!(ERROR_CODES as readonly string[]).includes(message)) return undefined;
  const balance =
    typeof detail === 'string' && /^-?\d+$/.test(detail) ? formatMinor(BigInt(detail)) : undefined;
  return new AppError(message as TErrorCode, {
    ...(balance === undefined ? {} : { value: { balance } }),
    detail: 'refused by the wallet function',
  });
}
