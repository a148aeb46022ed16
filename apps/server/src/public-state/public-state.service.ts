import { formatMinor, type TPublicState } from '@croupier/contracts';
import type { Merchant } from '../merchants/merchant.ts';

/** The answers the public state reads from other features (set at composition). */
export interface PublicStateSources {
  /** The member's main wallet balance (minor units). */
  balanceOf(merchantId: bigint, memberId: bigint): Promise<bigint>;
  /** How many promotions the member can act on now. */
  availablePromoCount(merchantId: bigint, memberId: bigint): Promise<number>;
}

/** The member's public state: balance, currency, open promotions and the programmes the merchant runs. */
export class PublicStateService {
  constructor(private readonly sources: PublicStateSources) {}

  async state(
    merchant: Pick<Merchant, 'id' | 'currencySymbol' | 'flags'>,
    memberId: bigint,
  ): Promise<TPublicState> {
    const [balance, availablePromoCount] = await Promise.all([
      this.sources.balanceOf(merchant.id, memberId),
      this.sources.availablePromoCount(merchant.id, memberId),
    ]);
    return {
      balance: formatMinor(balance),
      currencySymbol: merchant.currencySymbol,
      availablePromoCount,
      availablePromo: { REFERRAL: { enabled: merchant.flags.referral } },
    };
  }
}
