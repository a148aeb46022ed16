import {
  formatMinor,
  parseMinor,
  type TVendorAdjustRequest,
  type TVendorAdjustValue,
} from '@croupier/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { markReplayed } from './replayed-answer.ts';
import { type MemberExists, VendorAccountsService } from './vendor-accounts.service.ts';
import type { VendorContext } from './vendor-credentials.service.ts';

/** What an adjustment stores as its answer (and what a repeat of it must match). */
interface StoredAdjust {
  balance: string;
  currency: string;
  transactionId: string;
  applied: string;
  shortfall: string;
  validBet: string;
  /** The request as asked, for a repeat to be compared with. */
  asked: { amount: string; validBet: string | null; reason: string };
}

interface LockedRound {
  id: bigint;
  member_id: bigint;
  game_code: string;
  status: 'open' | 'closed';
  bet_count: number;
  bet_total: bigint;
  win_total: bigint;
  valid_bet: bigint | null;
}

/** The ledger kind of an adjustment's movement (the member's records call it a resettlement). */
export const VENDOR_ADJUST_KIND = 'vendor_adjust';

/**
 * The adjustment call of the vendor wallet protocol (`VENDOR_ADJUST_API.adjust`): a further credit
 * or debit on a round the vendor opened with a bet, and the round's valid bet.
 *
 * Rules (docs/vendor-protocol.md):
 * - the round must hold a bet of this player and game (BET_NOT_FOUND, ROUND_CONFLICT);
 * - a credit is allowed on an open round (it stays open: a partial cash-out) and on a closed one
 *   (a resettlement paying more);
 * - a debit only on a closed round, and at most what the round has paid so far (ADJUSTMENT_NOT_ALLOWED):
 *   a resettlement never takes back more than the round paid. It takes at most the balance (a
 *   member's money is never negative); the rest is the answer's `shortfall`, which the vendor writes
 *   off in its own books;
 * - `validBet` at most the round's bet (ADJUSTMENT_NOT_ALLOWED);
 * - idempotent by the vendor's transaction id: a repeat with the same content answers the first
 *   answer and moves nothing, other content is DUPLICATE_TRANSACTION_CONFLICT.
 * The movement is a ledger transaction of kind `vendor_adjust` (key `vendor:<code>:<id>`, reason and
 * request in its reference), the vendor transaction row holds the answer, and the round's win total
 * and valid bet move with it, all in one database transaction.
 */
export class VendorAdjustService {
  private readonly accounts: VendorAccountsService;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: LedgerService,
    memberExists: MemberExists,
    private readonly balances: BalanceNotifier,
  ) {
    this.accounts = new VendorAccountsService(ledger, memberExists);
  }

  async adjust(
    context: VendorContext,
    request: TVendorAdjustRequest,
    audit: LedgerAudit,
  ): Promise<TVendorAdjustValue> {
    const player = await this.accounts.player(context, request.playerId);
    const vendorAccount = await this.accounts.vendorAccount(context, player);
    const amount = parseMinor(request.amount, { allowNegative: true });
    const askedValid = request.validBet === undefined ? null : parseMinor(request.validBet);
    const asked = {
      amount: formatMinor(amount),
      validBet: askedValid === null ? null : formatMinor(askedValid),
      reason: request.reason,
    };
    let moved = false;
    let isNew = false;
    try {
      const answer = await withRetry(() =>
        this.db.transaction().execute(async (tx): Promise<StoredAdjust> => {
          const round = await this.lockRound(tx, context, request.roundId);
          const known = await this.known(tx, context, request.transactionId);
          if (known) {
            isNew = false;
            return this.replay(known, player.memberId, request, asked);
          }
          if (!round || round.bet_count === 0) throw new AppError('BET_NOT_FOUND');
          if (round.member_id !== player.memberId || round.game_code !== request.gameCode)
            throw new AppError('ROUND_CONFLICT');
          if (amount < 0n && round.status !== 'closed')
            throw new AppError('ADJUSTMENT_NOT_ALLOWED', { detail: 'a debit needs a settled round' });
          if (amount < 0n && -amount > round.win_total)
            throw new AppError('ADJUSTMENT_NOT_ALLOWED', { detail: 'a debit above what the round paid' });
          if (askedValid !== null && askedValid > round.bet_total)
            throw new AppError('ADJUSTMENT_NOT_ALLOWED', { detail: 'a valid bet above the round bet' });
          // The wallet first (it must stay non-negative), as the ledger locks it.
          const balance = await this.lockBalance(tx, player.walletId);
          const applied = amount >= 0n ? amount : -(-amount < balance ? -amount : balance);
          const shortfall = amount >= 0n ? 0n : -amount + applied;
          const validBet = askedValid ?? round.valid_bet ?? round.bet_total;
          const rowId = await this.insertTx(tx, context, player.memberId, request, amount);
          isNew = true;
          let ledgerId: bigint | null = null;
          if (applied !== 0n) {
            const posted = await this.ledger.postIn(tx, {
              merchantId: context.merchantId,
              kind: VENDOR_ADJUST_KIND,
              idempotencyKey: `vendor:${context.vendorCode}:${request.transactionId}`,
              postings: [
                { account: vendorAccount, amount: -applied },
                { account: player.walletId, amount: applied },
              ],
              reference: {
                vendorCode: context.vendorCode,
                transactionId: request.transactionId,
                roundId: request.roundId,
                gameCode: request.gameCode,
                reason: request.reason,
                requested: formatMinor(amount),
              },
              audit,
            });
            ledgerId = posted.transactionId;
          }
          moved = applied !== 0n;
          await sql`update game_rounds
              set win_total = win_total + ${applied}::bigint,
                  valid_bet = ${askedValid === null ? round.valid_bet : askedValid}::bigint,
                  updated_at = now()
            where id = ${round.id}`.execute(tx);
          const stored: StoredAdjust = {
            balance: formatMinor(balance + applied),
            currency: context.currency,
            transactionId: request.transactionId,
            applied: formatMinor(applied),
            shortfall: formatMinor(shortfall),
            validBet: formatMinor(validBet),
            asked,
          };
          await sql`update vendor_transactions set response = ${JSON.stringify(stored)}::jsonb,
              ledger_transaction_id = ${ledgerId}::bigint where id = ${rowId}`.execute(tx);
          return stored;
        }),
      );
      if (isNew && moved) this.balances.changed(context.merchantId, player.memberId);
      const { asked: _asked, ...value } = answer;
      const out = { requestId: request.requestId, playerId: request.playerId, ...value };
      return isNew ? out : markReplayed(out);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const balance = formatMinor(await this.accounts.balanceOf(context, player));
      throw new AppError(error.code, {
        value: { requestId: request.requestId, balance },
        detail: error.message,
        cause: error,
      });
    }
  }

  private async lockRound(
    tx: Transaction<Database>,
    context: VendorContext,
    roundId: string,
  ): Promise<LockedRound | undefined> {
    const { rows } = await sql<LockedRound>`select id, member_id, game_code, status, bet_count, bet_total,
        win_total, valid_bet from game_rounds
      where merchant_id = ${context.merchantId} and vendor_code = ${context.vendorCode} and round_id = ${roundId}
      for update`.execute(tx);
    return rows[0];
  }

  private async lockBalance(tx: Transaction<Database>, walletId: bigint): Promise<bigint> {
    const { rows } = await sql<{ balance: bigint }>`select balance from ledger_accounts
      where id = ${walletId} for update`.execute(tx);
    return rows[0]?.balance ?? 0n;
  }

  private async known(tx: Transaction<Database>, context: VendorContext, vendorTxId: string) {
    const { rows } = await sql<{
      kind: string;
      member_id: bigint;
      round_id: string;
      game_code: string;
      response: StoredAdjust | null;
    }>`select kind, member_id, round_id, game_code, response from vendor_transactions
      where merchant_id = ${context.merchantId} and vendor_code = ${context.vendorCode}
        and vendor_tx_id = ${vendorTxId}`.execute(tx);
    return rows[0];
  }

  /** A known id: its stored answer when the call repeats it exactly. */
  private replay(
    row: NonNullable<Awaited<ReturnType<VendorAdjustService['known']>>>,
    memberId: bigint,
    request: TVendorAdjustRequest,
    asked: StoredAdjust['asked'],
  ): StoredAdjust {
    const stored = row.response;
    const isSame =
      row.kind === 'adjust' &&
      stored !== null &&
      row.member_id === memberId &&
      row.round_id === request.roundId &&
      row.game_code === request.gameCode &&
      stored.asked.amount === asked.amount &&
      stored.asked.validBet === asked.validBet &&
      stored.asked.reason === asked.reason;
    if (!isSame) throw new AppError('DUPLICATE_TRANSACTION_CONFLICT');
    return stored;
  }

  private async insertTx(
    tx: Transaction<Database>,
    context: VendorContext,
    memberId: bigint,
    request: TVendorAdjustRequest,
    amount: bigint,
  ): Promise<bigint> {
    const { rows } = await sql<{ id: bigint }>`insert into vendor_transactions
        (merchant_id, vendor_code, vendor_tx_id, kind, status, member_id, round_id, game_code, amount)
      values (${context.merchantId}, ${context.vendorCode}, ${request.transactionId}, 'adjust', 'applied',
              ${memberId}, ${request.roundId}, ${request.gameCode}, ${amount < 0n ? -amount : amount})
      on conflict (merchant_id, vendor_code, vendor_tx_id) do nothing
      returning id`.execute(tx);
    const id = rows[0]?.id;
    // The id is another round's (this round's lock would have shown it otherwise).
    if (id === undefined) throw new AppError('DUPLICATE_TRANSACTION_CONFLICT');
    return id;
  }
}
