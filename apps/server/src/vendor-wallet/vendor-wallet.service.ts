import type {
  TVendorBalanceRequest,
  TVendorBatchItem,
  TVendorBetRequest,
  TVendorRollbackRequest,
  TVendorWalletValue,
  TVendorWinRequest,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerAudit, LedgerService } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { CallOutcome } from './group-commit.ts';
import { type MemberExists, VendorAccountsService } from './vendor-accounts.service.ts';
import { VendorBatchService } from './vendor-batch.service.ts';
import { type VendorContext, VendorCredentialsService } from './vendor-credentials.service.ts';
import {
  type BetGuard,
  type BetListener,
  type RollbackListener,
  VendorSettleService,
  type WinListener,
} from './vendor-settle.service.ts';
import type { VendorWalletRepository } from './vendor-wallet.repository.ts';

// The names other features import from here; they live with the part of the wallet they belong to.
export { type MemberExists, vendorAccountOwner } from './vendor-accounts.service.ts';
export { type VendorContext, vendorTimestamp } from './vendor-credentials.service.ts';

/**
 * The vendor side of the wallet protocol, one service over its three parts: credentials
 * (VendorCredentialsService: issuing keys, authenticating signed calls), the player's and the
 * vendor's ledger accounts (VendorAccountsService) and the money calls (VendorSettleService: bet,
 * win, rollback, each atomic and idempotent by the vendor's transaction id).
 *
 * Errors (each answer also carries `value.balance`, the player's balance, when the player is known):
 * VENDOR_SIGNATURE_INVALID, VENDOR_TIMESTAMP_INVALID, PLAYER_NOT_FOUND, SESSION_EXPIRED and
 * ACCOUNT_DISABLED (bets only: the member must be active with a live session),
 * INSUFFICIENT_FUNDS, DUPLICATE_TRANSACTION_CONFLICT (same id, other amount/round/member/game/kind),
 * TRANSACTION_ROLLED_BACK (bet id blocked by an earlier rollback), ROUND_CLOSED, ROUND_CONFLICT
 * (round of another player or game), BET_NOT_FOUND (win without a bet), ROLLBACK_NOT_ALLOWED (after the win).
 */
export class VendorWalletService {
  private readonly credentials: VendorCredentialsService;
  private readonly accounts: VendorAccountsService;
  private readonly settlement: VendorSettleService;
  private readonly batches: VendorBatchService;

  constructor(
    db: Kysely<Database>,
    repository: VendorWalletRepository,
    ledger: LedgerService,
    audit: AuditLog,
    memberExists: MemberExists,
    balances: BalanceNotifier,
  ) {
    this.credentials = new VendorCredentialsService(db, repository, audit);
    this.accounts = new VendorAccountsService(ledger, memberExists);
    this.settlement = new VendorSettleService(db, repository, ledger, this.accounts, balances);
    this.batches = new VendorBatchService(this.settlement);
  }

  /** See VendorCredentialsService.registerVendor. */
  registerVendor(
    merchantId: bigint,
    vendorCode: string,
    actor: LedgerAudit,
  ): Promise<{ vendorCode: string; keyId: string; secret: string }> {
    return this.credentials.registerVendor(merchantId, vendorCode, actor);
  }

  /** See VendorCredentialsService.authenticate. */
  authenticate(input: Parameters<VendorCredentialsService['authenticate']>[0]): Promise<VendorContext> {
    return this.credentials.authenticate(input);
  }

  /** The player's balance. Errors: PLAYER_NOT_FOUND. */
  balance(context: VendorContext, request: TVendorBalanceRequest): Promise<TVendorWalletValue> {
    return this.accounts.balance(context, request);
  }

  /** See VendorSettleService.onWin. */
  onWin(listener: WinListener): void {
    this.settlement.onWin(listener);
  }

  /** See VendorSettleService.onBet. */
  onBet(listener: BetListener): void {
    this.settlement.onBet(listener);
  }

  /** See VendorSettleService.onRollback. */
  onRollback(listener: RollbackListener): void {
    this.settlement.onRollback(listener);
  }

  /** See VendorSettleService.guardBets. */
  guardBets(guard: BetGuard): void {
    this.settlement.guardBets(guard);
  }

  /** See VendorSettleService.bet. */
  bet(context: VendorContext, request: TVendorBetRequest, audit: LedgerAudit): Promise<TVendorWalletValue> {
    return this.settlement.bet(context, request, audit);
  }

  /** See VendorSettleService.win. */
  win(context: VendorContext, request: TVendorWinRequest, audit: LedgerAudit): Promise<TVendorWalletValue> {
    return this.settlement.win(context, request, audit);
  }

  /** See VendorSettleService.rollback. */
  rollback(
    context: VendorContext,
    request: TVendorRollbackRequest,
    audit: LedgerAudit,
  ): Promise<TVendorWalletValue> {
    return this.settlement.rollback(context, request, audit);
  }

  /** See VendorBatchService.run: the items of a batch call, one outcome each, in order. */
  batch(
    context: VendorContext,
    items: readonly TVendorBatchItem[],
    audit: LedgerAudit,
  ): Promise<CallOutcome<TVendorWalletValue>[]> {
    return this.batches.run(context, items, audit);
  }

  /** The vendor's balance in the merchant: what its players lost to it (negative: won from it). */
  vendorBalance(merchantId: bigint, vendorCode: string): Promise<bigint> {
    return this.accounts.vendorBalance(merchantId, vendorCode);
  }
}
