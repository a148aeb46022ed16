import {
  formatMinor,
  parseMinor,
  type TJackpotAwardRequest,
  type TJackpotContributeRequest,
  type TJackpotValue,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { JackpotRepository } from './jackpot.repository.ts';
import { vendorAccountOwner } from './vendor-accounts.service.ts';
import type { VendorContext } from './vendor-credentials.service.ts';

/** What the lobby's jackpot board is told after every pool change. */
export type JackpotBoardSink = (
  merchantCode: string,
  pool: { code: string; vendorCode: string; amount: bigint },
) => Promise<void>;

/** Tells whether a member exists in a merchant. */
export type MemberExists = (merchantId: bigint, memberId: bigint) => Promise<boolean>;

/** The ledger owner of a vendor's pool. */
export function jackpotOwner(vendorCode: string, poolCode: string): string {
  return `${vendorCode}:${poolCode}`;
}

/**
 * Progressive jackpot pools of game vendors, held in the platform ledger (accounts of kind
 * `jackpot`, owner `<vendorCode>:<poolCode>`). A contribution moves part of a stake from the
 * vendor's account into the pool; an award moves the whole pool to the player's wallet. Both are
 * idempotent by the vendor's transaction id (ledger idempotency key `jackpot:<vendor>:<txId>`): a
 * repeat returns the first answer and moves nothing.
 *
 * Errors: PLAYER_NOT_FOUND, IDEMPOTENCY_CONFLICT (same id, other input), CONFLICT (award of an empty pool).
 */
export class JackpotService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: LedgerService,
    private readonly repository: JackpotRepository,
    private readonly memberExists: MemberExists,
    private board: JackpotBoardSink = async () => undefined,
  ) {}

  /** Where pool changes are shown (the lobby's jackpot board); set once at composition. */
  publishTo(board: JackpotBoardSink): void {
    this.board = board;
  }

  private async memberOf(context: VendorContext, playerId: string): Promise<bigint> {
    const [code, id = ''] = playerId.split(':');
    if (code !== context.merchantCode || !/^[1-9]\d{0,18}$/.test(id)) throw new AppError('PLAYER_NOT_FOUND');
    const memberId = BigInt(id);
    if (!(await this.memberExists(context.merchantId, memberId))) throw new AppError('PLAYER_NOT_FOUND');
    return memberId;
  }

  private poolAccount(context: VendorContext, poolCode: string): Promise<bigint> {
    return this.ledger.accountFor(
      context.merchantId,
      'jackpot',
      jackpotOwner(context.vendorCode, poolCode),
      context.currency,
    );
  }

  private async publish(context: VendorContext, poolCode: string, amount: bigint): Promise<void> {
    try {
      await this.board(context.merchantCode, { code: poolCode, vendorCode: context.vendorCode, amount });
    } catch {
      // The board is a display: the ledger stays the truth, the next change updates it again.
    }
  }

  /** The pool's balance (also refreshed on the lobby's board, where a new pool first appears). */
  async pool(context: VendorContext, requestId: string, poolCode: string): Promise<TJackpotValue> {
    const amount = await this.ledger.balanceOf(
      context.merchantId,
      'jackpot',
      jackpotOwner(context.vendorCode, poolCode),
    );
    await this.publish(context, poolCode, amount);
    return { requestId, poolCode, pool: formatMinor(amount), amount: '0.0000', currency: context.currency };
  }

  /** Moves `amount` from the vendor's account (the player's shard) into the pool. */
  async contribute(
    context: VendorContext,
    request: TJackpotContributeRequest,
    audit: LedgerAudit,
  ): Promise<TJackpotValue> {
    const amount = parseMinor(request.amount);
    const memberId = await this.memberOf(context, request.playerId);
    const vendorAccount = await this.ledger.accountFor(
      context.merchantId,
      'vendor',
      vendorAccountOwner(context.vendorCode, memberId),
      context.currency,
    );
    const pool = await this.poolAccount(context, request.poolCode);
    const result = await this.ledger.post({
      merchantId: context.merchantId,
      kind: 'jackpot_contribution',
      idempotencyKey: `jackpot:${context.vendorCode}:${request.transactionId}`,
      postings: [
        { account: vendorAccount, amount: -amount },
        { account: pool, amount },
      ],
      reference: {
        vendorCode: context.vendorCode,
        poolCode: request.poolCode,
        transactionId: request.transactionId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        memberId: memberId.toString(),
      },
      audit,
    });
    const poolAfter = await this.ledger.balanceOf(
      context.merchantId,
      'jackpot',
      jackpotOwner(context.vendorCode, request.poolCode),
    );
    if (!result.replayed) await this.publish(context, request.poolCode, poolAfter);
    return {
      requestId: request.requestId,
      poolCode: request.poolCode,
      pool: formatMinor(poolAfter),
      amount: request.amount,
      currency: context.currency,
      transactionId: result.transactionId.toString(),
    };
  }

  /** Pays the whole pool to the player (the pool then restarts from zero). */
  async award(
    context: VendorContext,
    request: TJackpotAwardRequest,
    audit: LedgerAudit,
  ): Promise<TJackpotValue> {
    const memberId = await this.memberOf(context, request.playerId);
    const wallet = await this.ledger.accountFor(
      context.merchantId,
      'member_wallet',
      memberId.toString(),
      context.currency,
    );
    const pool = await this.poolAccount(context, request.poolCode);
    const key = `jackpot:${context.vendorCode}:${request.transactionId}`;
    const reference = {
      vendorCode: context.vendorCode,
      poolCode: request.poolCode,
      transactionId: request.transactionId,
      roundId: request.roundId,
      gameCode: request.gameCode,
      memberId: memberId.toString(),
    };
    const outcome = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const previous = await this.repository.referenceByKey(tx, context.merchantId, key);
        if (previous) {
          const same = Object.entries(reference).every(([k, v]) => previous[k] === v);
          if (!same)
            throw new AppError('IDEMPOTENCY_CONFLICT', { detail: `award ${request.transactionId} reused` });
          return { amount: BigInt(String(previous.amount)), isReplay: true, transactionId: undefined };
        }
        const balance = await this.repository.lockBalance(tx, pool);
        if (balance <= 0n) throw new AppError('CONFLICT', { detail: 'the jackpot pool is empty' });
        const result = await this.ledger.postIn(tx, {
          merchantId: context.merchantId,
          kind: 'jackpot_award',
          idempotencyKey: key,
          postings: [
            { account: pool, amount: -balance },
            { account: wallet, amount: balance },
          ],
          reference: { ...reference, amount: balance.toString() },
          audit,
        });
        return { amount: balance, isReplay: false, transactionId: result.transactionId };
      }),
    );
    const poolAfter = await this.ledger.balanceOf(
      context.merchantId,
      'jackpot',
      jackpotOwner(context.vendorCode, request.poolCode),
    );
    const balance = await this.ledger.balanceOf(context.merchantId, 'member_wallet', memberId.toString());
    if (!outcome.isReplay) await this.publish(context, request.poolCode, poolAfter);
    return {
      requestId: request.requestId,
      poolCode: request.poolCode,
      pool: formatMinor(poolAfter),
      amount: formatMinor(outcome.amount),
      balance: formatMinor(balance),
      currency: context.currency,
      ...(outcome.transactionId !== undefined ? { transactionId: outcome.transactionId.toString() } : {}),
    };
  }
}
