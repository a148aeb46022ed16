import {
  formatMinor,
  parseMinor,
  type TConsolidatedFunds,
  type TMerchantWallet,
  type TVendorWalletMode,
  type TWalletTransferRequest,
  type TWalletTransferResult,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { TransferWalletRepository } from './transfer-wallet.repository.ts';

/** The owner of a member's sub-wallet with a vendor: `<member id>:<vendor code>` (member first, so one prefix lists them). */
export function subWalletOwner(memberId: bigint, vendorCode: string): string {
  return `${memberId}:${vendorCode}`;
}

/**
 * Transfer-wallet mode (the wallet transfer relay and the merchant wallet's `isSingle`): a vendor in
 * transfer mode plays from a per-member sub-wallet (ledger kind `vendor_subwallet`, never below
 * zero) instead of the main wallet, and the member moves money between the two. Every transfer is
 * one ledger transaction (two non-negative accounts locked in id order, so concurrent transfers
 * either way never overdraw or deadlock) with an idempotency key and an audit row.
 */
export class TransferWalletService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: TransferWalletRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
  ) {}

  /** The merchant's wallet: single (every vendor plays from the main wallet) or with sub-wallets. */
  async merchantWallet(merchantId: bigint): Promise<TMerchantWallet> {
    const vendors = await this.repository.transferVendors(this.db, merchantId);
    return { isSingle: vendors.length === 0, vendors };
  }

  /** The vendor's mode in the merchant ('seamless' unless set to 'transfer'). */
  modeOf(merchantId: bigint, vendorCode: string): Promise<TVendorWalletMode> {
    return this.repository.modeOf(this.db, merchantId, vendorCode);
  }

  /**
   * Puts the vendor in `mode` for the merchant (audited). Errors: CONFLICT when leaving transfer
   * mode while members' sub-wallets with the vendor still hold money (they transfer it out first).
   * Serialised with transfers in through the mode row's lock. Vendor calls pick the change up
   * with their credential, within the credential cache time (30 s).
   */
  async setMode(
    merchantId: bigint,
    vendorCode: string,
    mode: TVendorWalletMode,
    actor: LedgerAudit,
  ): Promise<{ vendorCode: string; mode: TVendorWalletMode }> {
    await this.db.transaction().execute(async (tx) => {
      await this.repository.setMode(tx, merchantId, vendorCode, mode);
      if (mode === 'seamless') {
        const held = await this.repository.subWalletTotal(tx, merchantId, vendorCode);
        if (held !== 0n) {
          throw new AppError('CONFLICT', {
            detail: `sub-wallets of ${vendorCode} still hold ${formatMinor(held)}`,
          });
        }
      }
      await this.audit.record(tx, {
        merchantId,
        actor: actor.actor,
        action: 'wallet.vendor.mode',
        detail: { vendorCode, mode },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
    return { vendorCode, mode };
  }

  /**
   * The wallet transfer relay. `IN`: main wallet → the vendor's sub-wallet (the vendor must be in
   * transfer mode); `OUT`: sub-wallet → main wallet (always allowed, so money is never stuck).
   * Idempotent per member and key. Errors: NOT_FOUND (vendor not in transfer mode),
   * INSUFFICIENT_FUNDS with `value.balance` (of the side paying), IDEMPOTENCY_CONFLICT (key reused
   * with another vendor, direction or amount).
   */
  async transfer(
    merchant: Pick<Merchant, 'id' | 'currency'>,
    memberId: bigint,
    input: TWalletTransferRequest,
    actor: LedgerAudit,
  ): Promise<TWalletTransferResult> {
    const amount = parseMinor(input.amount);
    const main = await this.ledger.accountFor(
      merchant.id,
      'member_wallet',
      memberId.toString(),
      merchant.currency,
    );
    const sub = await this.ledger.accountFor(
      merchant.id,
      'vendor_subwallet',
      subWalletOwner(memberId, input.vassalage),
      merchant.currency,
    );
    const isIn = input.direction === 'IN';
    const posted = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        if (isIn) {
          const mode = await this.repository.modeOf(tx, merchant.id, input.vassalage, { share: true });
          if (mode !== 'transfer') {
            throw new AppError('NOT_FOUND', { detail: `${input.vassalage} is not a transfer-wallet vendor` });
          }
        }
        const result = await this.ledger.postIn(tx, {
          merchantId: merchant.id,
          kind: isIn ? 'vendor_transfer_in' : 'vendor_transfer_out',
          idempotencyKey: `vendor-transfer:${memberId}:${input.idempotencyKey}`,
          postings: [
            { account: main, amount: isIn ? -amount : amount },
            { account: sub, amount: isIn ? amount : -amount },
          ],
          reference: {
            vendorCode: input.vassalage,
            direction: input.direction,
            memberId: memberId.toString(),
          },
          audit: actor,
        });
        if (!result.replayed) {
          await this.audit.record(tx, {
            merchantId: merchant.id,
            actor: actor.actor,
            action: isIn ? 'wallet.transfer.vendor_in' : 'wallet.transfer.vendor_out',
            detail: {
              memberId: memberId.toString(),
              vendorCode: input.vassalage,
              amount: formatMinor(amount),
              transactionId: result.transactionId.toString(),
            },
            ip: actor.ip ?? null,
            requestId: actor.requestId ?? null,
          });
        }
        return result;
      }),
    );
    if (!posted.replayed) this.balances.changed(merchant.id, memberId);
    return {
      transactionId: posted.transactionId.toString(),
      vassalage: input.vassalage,
      direction: input.direction,
      amount: formatMinor(amount),
      balance: formatMinor(posted.balances.get(main) ?? 0n),
      vendorBalance: formatMinor(posted.balances.get(sub) ?? 0n),
      replayed: posted.replayed,
    };
  }

  /**
   * The member's consolidated funds: the main wallet, the sub-wallet of every transfer vendor
   * (zero when never used) and of any other vendor still holding money, and their total.
   */
  async consolidated(
    merchant: Pick<Merchant, 'id' | 'currency' | 'currencySymbol'>,
    memberId: bigint,
  ): Promise<TConsolidatedFunds> {
    const [main, vendors, accounts] = await Promise.all([
      this.ledger.balanceOf(merchant.id, 'member_wallet', memberId.toString()),
      this.repository.transferVendors(this.db, merchant.id),
      this.ledger.balancesByPrefix(merchant.id, 'vendor_subwallet', `${memberId}:`),
    ]);
    const held = new Map(accounts.map((a) => [a.owner.slice(`${memberId}:`.length), a.balance]));
    const codes = [
      ...new Set([...vendors, ...[...held].filter(([, b]) => b !== 0n).map(([code]) => code)]),
    ].sort();
    const subWallets = codes.map((code) => ({ vassalage: code, balance: held.get(code) ?? 0n }));
    const total = subWallets.reduce((sum, s) => sum + s.balance, main);
    return {
      balance: formatMinor(main),
      subWallets: subWallets.map((s) => ({ vassalage: s.vassalage, balance: formatMinor(s.balance) })),
      total: formatMinor(total),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    };
  }
}
