import type { TSiteFlags } from '@croupier/contracts';
import type { LedgerAccountKind } from '../ledger/ledger.tables.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';

/** The member's main wallet account kind (the ledger's). */
export const WALLET: LedgerAccountKind = 'member_wallet';

/** A vendor bet the wallet committed (told after the commit, never for a replay). */
export interface SettledBet {
  merchantId: bigint;
  memberId: bigint;
  vendorCode: string;
  vendorTxId: string;
  gameCode: string;
  amount: bigint;
}

/** The catalogue's answer: a game's type (RNG, LIVE...), null when unknown. */
export type GameTypeOf = (vendorCode: string, gameCode: string) => Promise<string | null>;

/** The merchants' answer: a merchant's flags as the operator last set them (undefined: no such merchant). */
export type MerchantFlagsOf = (merchantId: bigint) => Promise<TSiteFlags | undefined>;

/** The cashier's answer: the member's credited deposits, oldest first. */
export type CreditedDeposits = (
  merchantId: bigint,
  memberId: bigint,
) => Promise<{ id: bigint; amount: bigint; creditedAt: Date }[]>;

/** The promotions' bonus wallet: a bonus good's credit goes there with its wagering, in the redeem's transaction. */
export type BonusWallet = Pick<PromotionsService, 'prepareIssue' | 'issued'>;
