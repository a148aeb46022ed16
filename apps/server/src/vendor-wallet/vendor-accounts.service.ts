import { formatMinor, type TVendorBalanceRequest, type TVendorWalletValue } from '@croupier/contracts';
import { AppError } from '../http/app-error.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { LedgerAccountKind } from '../ledger/ledger.tables.ts';
import { subWalletOwner } from './transfer-wallet.service.ts';
import type { VendorContext } from './vendor-credentials.service.ts';

/** Tells whether a member exists in a merchant (the accounts feature answers). */
export type MemberExists = (merchantId: bigint, memberId: bigint) => Promise<boolean>;

/** A vendor's player, with the ledger account its calls move. */
export interface VendorPlayer {
  memberId: bigint;
  /** The account the vendor's calls move: the main wallet, or the vendor sub-wallet (transfer mode). */
  walletId: bigint;
  walletKind: LedgerAccountKind;
  walletOwner: string;
}

/**
 * The owner of the vendor account that carries a member's movements with that vendor: one per
 * member (`<vendorCode>:m<member id>`), so no row is shared by the bets of different players, and
 * a batch of calls locks only rows of its players (see VendorWalletRepository.settle). The vendor's
 * balance is the sum of its accounts (owner prefix `<vendorCode>:`), including the 16 shared
 * `<vendorCode>:<0-15>` accounts that carried earlier movements.
 */
export function vendorAccountOwner(vendorCode: string, memberId: bigint): string {
  return `${vendorCode}:m${memberId}`;
}

/**
 * The ledger accounts behind vendor calls: the player's wallet (main wallet, or the sub-wallet of a
 * transfer vendor), the vendor's account per member, and the vendor's balance. Known players' main
 * wallets are remembered by the process (accounts are never deleted).
 */
export class VendorAccountsService {
  private readonly knownPlayers = new Map<string, bigint>();

  constructor(
    private readonly ledger: LedgerService,
    private readonly memberExists: MemberExists,
  ) {}

  /** The player's balance. Errors: PLAYER_NOT_FOUND. */
  async balance(context: VendorContext, request: TVendorBalanceRequest): Promise<TVendorWalletValue> {
    const player = await this.player(context, request.playerId);
    return {
      requestId: request.requestId,
      playerId: request.playerId,
      balance: formatMinor(await this.balanceOf(context, player)),
      currency: context.currency,
    };
  }

  /** The balance of the account the player's calls move. */
  balanceOf(context: VendorContext, player: VendorPlayer): Promise<bigint> {
    return this.ledger.balanceOf(context.merchantId, player.walletKind, player.walletOwner);
  }

  /**
   * The player behind a vendor's player id, with the account its calls move: the main wallet, or
   * for a vendor in transfer mode the member's sub-wallet with that vendor. Errors: PLAYER_NOT_FOUND.
   */
  async player(context: VendorContext, playerId: string): Promise<VendorPlayer> {
    const [merchantCode, memberText = ''] = playerId.split(':');
    if (merchantCode !== context.merchantCode) throw new AppError('PLAYER_NOT_FOUND');
    const memberId = BigInt(memberText);
    const key = `${context.merchantId}:${memberText}`;
    let mainWallet = this.knownPlayers.get(key);
    if (mainWallet === undefined) {
      if (!(await this.memberExists(context.merchantId, memberId))) throw new AppError('PLAYER_NOT_FOUND');
      mainWallet = await this.ledger.accountFor(
        context.merchantId,
        'member_wallet',
        memberId.toString(),
        context.currency,
      );
      this.knownPlayers.set(key, mainWallet);
    }
    if (context.walletMode !== 'transfer') {
      return {
        memberId,
        walletId: mainWallet,
        walletKind: 'member_wallet',
        walletOwner: memberId.toString(),
      };
    }
    const owner = subWalletOwner(memberId, context.vendorCode);
    const subWallet = await this.ledger.accountFor(
      context.merchantId,
      'vendor_subwallet',
      owner,
      context.currency,
    );
    return { memberId, walletId: subWallet, walletKind: 'vendor_subwallet', walletOwner: owner };
  }

  /**
   * The vendor's side of a player's movements: an account per member and vendor (vendorAccountOwner),
   * so concurrent players of one vendor do not queue on one row; the vendor's balance is their sum.
   */
  vendorAccount(context: VendorContext, player: VendorPlayer): Promise<bigint> {
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
}
