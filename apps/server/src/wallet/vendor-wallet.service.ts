import { randomBytes } from 'node:crypto';
import {
  formatMinor,
  parseMinor,
  type TVendorBalanceRequest,
  type TVendorBetRequest,
  type TVendorRollbackRequest,
  type TVendorWalletValue,
  type TVendorWinRequest,
  VENDOR_TIMESTAMP_WINDOW_SECONDS,
} from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import {
  type LedgerAudit,
  LedgerInvariantError,
  type LedgerService,
  type PostInput,
  withRetry,
} from './ledger.service.ts';
import { isValidVendorSignature } from './vendor-signature.ts';
import type { RoundRow, VendorTxRow, VendorWalletRepository } from './vendor-wallet.repository.ts';

/** The vendor behind a signed request: its code and the merchant whose wallet it calls. */
export interface VendorContext {
  merchantId: bigint;
  merchantCode: string;
  currency: string;
  vendorCode: string;
}

/** Tells whether a member exists in a merchant (the accounts feature answers). */
export type MemberExists = (merchantId: bigint, memberId: bigint) => Promise<boolean>;
/** The accounts feature's answer to "is this player signed in?", asked inside the bet's transaction. */
export type LiveSessionCheck = (
  tx: Transaction<Database>,
  merchantId: bigint,
  memberId: bigint,
) => Promise<boolean>;

type StoredAnswer = Pick<TVendorWalletValue, 'balance' | 'currency' | 'transactionId'>;

interface Player {
  memberId: bigint;
  walletId: bigint;
}

/** How many ledger accounts carry one vendor's side of the wallet (see vendorAccount). */
export const VENDOR_ACCOUNT_SHARDS = 16n;

/** The owner of the vendor account that carries a member's movements with that vendor. */
export function vendorAccountOwner(vendorCode: string, memberId: bigint): string {
  return `${vendorCode}:${memberId % VENDOR_ACCOUNT_SHARDS}`;
}

/** How long a process trusts a looked-up credential; a rotated key stops working within this time. */
const CREDENTIAL_CACHE_MS = 30_000;

/**
 * The seamless-wallet side of the vendor protocol. For bet, win and rollback, the duplicate check,
 * the balance change and the record of the vendor transaction id happen in one database
 * transaction (retried on deadlock), taking row locks in one order: vendor transaction rows, then
 * the round, then the ledger accounts (ascending id).
 *
 * Errors (each answer also carries `value.balance`, the player's balance, when the player is known):
 * VENDOR_SIGNATURE_INVALID, VENDOR_TIMESTAMP_INVALID, PLAYER_NOT_FOUND, SESSION_EXPIRED (bets only),
 * INSUFFICIENT_FUNDS, DUPLICATE_TRANSACTION_CONFLICT (same id, other amount/round/member/game/kind),
 * TRANSACTION_ROLLED_BACK (bet id blocked by an earlier rollback), ROUND_CLOSED, ROUND_CONFLICT
 * (round of another player or game), BET_NOT_FOUND (win without a bet), ROLLBACK_NOT_ALLOWED (after the win).
 */
export class VendorWalletService {
  private readonly credentials = new Map<string, { context: VendorContext; secret: string; until: number }>();
  private readonly knownPlayers = new Map<string, bigint>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: VendorWalletRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditRepository,
    private readonly memberExists: MemberExists,
    private readonly hasLiveSession: LiveSessionCheck,
  ) {}

  /**
   * Issues a credential for `vendorCode` in the merchant (revoking the previous one) and returns
   * its key id and secret, the only plaintext copy handed out. Audited.
   */
  async registerVendor(
    merchantId: bigint,
    vendorCode: string,
    actor: LedgerAudit,
  ): Promise<{ vendorCode: string; keyId: string; secret: string }> {
    const keyId = `vk_${randomBytes(12).toString('hex')}`;
    const secret = randomBytes(32).toString('base64url');
    await this.db.transaction().execute(async (tx) => {
      await this.repository.revokeCredentials(tx, merchantId, vendorCode);
      await this.repository.insertCredential(tx, { merchantId, vendorCode, keyId, secret });
      await this.audit.record(tx, {
        merchantId,
        actor: actor.actor,
        action: 'wallet.vendor.register',
        detail: { vendorCode, keyId },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
    return { vendorCode, keyId, secret };
  }

  /**
   * The vendor behind a request: its key must be active and match the path's vendor code, the
   * signature must be the HMAC of `${timestamp}.${rawBody}`, and the timestamp within ±5 minutes.
   * Errors: VENDOR_SIGNATURE_INVALID, VENDOR_TIMESTAMP_INVALID.
   */
  async authenticate(input: {
    vendorCode: string;
    keyId: string | undefined;
    timestamp: string | undefined;
    signature: string | undefined;
    rawBody: string;
    nowMs?: number;
  }): Promise<VendorContext> {
    const now = input.nowMs ?? Date.now();
    if (!input.keyId || !input.signature || input.keyId.length > 64) {
      throw new AppError('VENDOR_SIGNATURE_INVALID', { detail: 'missing key or signature' });
    }
    const credential = await this.credential(input.keyId, now);
    if (!credential || credential.context.vendorCode !== input.vendorCode) {
      throw new AppError('VENDOR_SIGNATURE_INVALID', { detail: 'unknown key for this vendor' });
    }
    if (!input.timestamp || !/^\d{1,12}$/.test(input.timestamp)) {
      throw new AppError('VENDOR_TIMESTAMP_INVALID', { detail: 'missing or malformed timestamp' });
    }
    if (!isValidVendorSignature(credential.secret, input.timestamp, input.rawBody, input.signature)) {
      throw new AppError('VENDOR_SIGNATURE_INVALID', { detail: 'signature mismatch' });
    }
    if (Math.abs(now / 1000 - Number(input.timestamp)) > VENDOR_TIMESTAMP_WINDOW_SECONDS) {
      throw new AppError('VENDOR_TIMESTAMP_INVALID', { detail: 'timestamp outside the window' });
    }
    return credential.context;
  }

  private async credential(keyId: string, now: number) {
    const cached = this.credentials.get(keyId);
    if (cached && cached.until > now) return cached;
    const row = await this.repository.findActiveCredential(this.db, keyId);
    if (!row) {
      this.credentials.delete(keyId);
      return undefined;
    }
    const entry = {
      context: {
        merchantId: row.merchant_id,
        merchantCode: row.code,
        currency: row.currency,
        vendorCode: row.vendor_code,
      },
      secret: row.secret,
      until: now + CREDENTIAL_CACHE_MS,
    };
    this.credentials.set(keyId, entry);
    return entry;
  }

  /** The player's balance. Errors: PLAYER_NOT_FOUND. */
  async balance(context: VendorContext, request: TVendorBalanceRequest): Promise<TVendorWalletValue> {
    const player = await this.player(context, request.playerId);
    const balance = await this.ledger.balanceOf(
      context.merchantId,
      'member_wallet',
      player.memberId.toString(),
    );
    return {
      requestId: request.requestId,
      playerId: request.playerId,
      balance: formatMinor(balance),
      currency: context.currency,
    };
  }

  /**
   * Debits `amount` from the player for a round (the vendor's account is credited). Needs a live
   * player session and an open round of this player and game; a repeated id replays the first answer.
   */
  async bet(
    context: VendorContext,
    request: TVendorBetRequest,
    audit: LedgerAudit,
  ): Promise<TVendorWalletValue> {
    const amount = parseMinor(request.amount);
    const player = await this.player(context, request.playerId);
    const vendorAccount = await this.vendorAccount(context, player);
    return this.answer(context, player, request, async (tx) => {
      const fields = {
        kind: 'bet' as const,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amount,
        ref: null,
      };
      const id = await this.recordTx(tx, context, player, request.transactionId, fields);
      if (id === undefined) return this.previousAnswer(tx, context, player, request.transactionId, fields);
      if (!(await this.hasLiveSession(tx, context.merchantId, player.memberId))) {
        throw new AppError('SESSION_EXPIRED');
      }
      const round = await this.openRound(tx, context, player, request);
      await this.repository.updateRound(tx, round.id, { betDelta: amount, countDelta: 1 });
      return this.postAndRecord(tx, context, player, id, request.transactionId, {
        kind: 'vendor_bet',
        postings: [
          { account: player.walletId, amount: -amount },
          { account: vendorAccount, amount },
        ],
        reference: this.reference(context, request),
        audit,
      });
    });
  }

  /**
   * Credits `amount` (zero allowed) to the player and closes the round, which must hold a bet.
   * Accepted whatever the player's session; a repeated id replays the first answer.
   */
  async win(
    context: VendorContext,
    request: TVendorWinRequest,
    audit: LedgerAudit,
  ): Promise<TVendorWalletValue> {
    const amount = parseMinor(request.amount);
    const player = await this.player(context, request.playerId);
    const vendorAccount = await this.vendorAccount(context, player);
    return this.answer(context, player, request, async (tx) => {
      const fields = {
        kind: 'win' as const,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amount,
        ref: null,
      };
      const id = await this.recordTx(tx, context, player, request.transactionId, fields);
      if (id === undefined) return this.previousAnswer(tx, context, player, request.transactionId, fields);
      const round = await this.openRound(tx, context, player, request);
      if (round.betCount === 0) throw new AppError('BET_NOT_FOUND');
      await this.repository.updateRound(tx, round.id, { winDelta: amount, close: true });
      if (amount > 0n) {
        return this.postAndRecord(tx, context, player, id, request.transactionId, {
          kind: 'vendor_win',
          postings: [
            { account: vendorAccount, amount: -amount },
            { account: player.walletId, amount },
          ],
          reference: this.reference(context, request),
          audit,
        });
      }
      const balance = await this.ledger.balanceOf(
        context.merchantId,
        'member_wallet',
        player.memberId.toString(),
        tx,
      );
      const answer = this.stored(context, request.transactionId, balance);
      await this.repository.completeVendorTx(tx, id, { response: answer, ledgerTransactionId: null });
      return answer;
    });
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
    const player = await this.player(context, request.playerId);
    const vendorAccount = await this.vendorAccount(context, player);
    return this.answer(context, player, request, async (tx) => {
      const fields = {
        kind: 'rollback' as const,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amount: undefined,
        ref: request.betTransactionId,
      };
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
        'member_wallet',
        player.memberId.toString(),
        tx,
      );
      const answer = this.stored(context, request.transactionId, balance);
      await this.repository.completeVendorTx(tx, id, {
        response: answer,
        ledgerTransactionId: null,
        amount: 0n,
      });
      return answer;
    });
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

  /** Runs one vendor call's transaction (retried on deadlock) and adds the balance to its errors. */
  private async answer(
    context: VendorContext,
    player: Player,
    request: { requestId: string; playerId: string },
    work: (tx: Transaction<Database>) => Promise<StoredAnswer>,
  ): Promise<TVendorWalletValue> {
    try {
      const answer = await withRetry(() => this.db.transaction().execute(work));
      return { requestId: request.requestId, playerId: request.playerId, ...answer };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const known = (error.options.value as { balance?: string } | undefined)?.balance;
      const balance =
        known ??
        formatMinor(
          await this.ledger.balanceOf(context.merchantId, 'member_wallet', player.memberId.toString()),
        );
      throw new AppError(error.code, {
        value: { requestId: request.requestId, balance },
        detail: error.message,
        cause: error,
      });
    }
  }

  private async player(context: VendorContext, playerId: string): Promise<Player> {
    const [merchantCode, memberText = ''] = playerId.split(':');
    const key = `${context.merchantId}:${memberText}`;
    const cached = this.knownPlayers.get(key);
    if (merchantCode !== context.merchantCode) throw new AppError('PLAYER_NOT_FOUND');
    const memberId = BigInt(memberText);
    if (cached !== undefined) return { memberId, walletId: cached };
    if (!(await this.memberExists(context.merchantId, memberId))) throw new AppError('PLAYER_NOT_FOUND');
    const walletId = await this.ledger.accountFor(
      context.merchantId,
      'member_wallet',
      memberId.toString(),
      context.currency,
    );
    this.knownPlayers.set(key, walletId);
    return { memberId, walletId };
  }

  /**
   * The vendor's side of a player's movements. A vendor's account is spread over
   * VENDOR_ACCOUNT_SHARDS accounts (owner `<vendorCode>:<member id mod shards>`) so concurrent
   * players of one vendor do not queue on one row; the vendor's balance is their sum.
   */
  private vendorAccount(context: VendorContext, player: Player): Promise<bigint> {
    return this.ledger.accountFor(
      context.merchantId,
      'vendor',
      vendorAccountOwner(context.vendorCode, player.memberId),
      context.currency,
    );
  }

  /** The vendor's balance in the merchant: what its players lost to it (negative: won from it). */
  vendorBalance(merchantId: bigint, vendorCode: string): Promise<bigint> {
    return this.ledger.sumOfAccounts(merchantId, 'vendor', `${vendorCode}:`);
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
    fields: {
      kind: VendorTxRow['kind'];
      roundId: string;
      gameCode: string;
      amount: bigint | undefined;
      ref: string | null;
    },
  ): Promise<StoredAnswer> {
    const row = await this.repository.findVendorTx(tx, context.merchantId, context.vendorCode, vendorTxId);
    if (!row) throw new LedgerInvariantError(`vendor transaction ${vendorTxId} vanished`);
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
    return row.response as StoredAnswer;
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

/** A vendor call's request timestamp as a vendor would send it: Unix seconds. */
export function vendorTimestamp(nowMs = Date.now()): string {
  return Math.floor(nowMs / 1000).toString();
}
