import type { TReward } from '@croupier/contracts';
import type { LedgerAudit } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency' | 'timezone'>;

/**
 * A feature whose rewards the reward center lists and claims beside the promotions' (VIP bonuses,
 * mission rewards, leaderboard prizes...). The reward's id is `<source>:<key>`; claiming pays the
 * reward once (the source's own guard) and answers the amount, `replayed` when paid before.
 */
export interface RewardSource {
  source: TReward['source'];
  list(merchant: MerchantRef, memberId: bigint): Promise<TReward[]>;
  claim(
    merchant: MerchantRef,
    memberId: bigint,
    key: string,
    audit: LedgerAudit,
  ): Promise<{ amount: bigint; replayed: boolean }>;
}
