import { formatMinor, type TPublicState, type TPublicVip } from '@croupier/contracts';
import type { Merchant } from '../merchants/merchant.ts';

/** The answers the public state reads from the features that own them (set at composition). */
export interface PublicStateSources {
  /** The member's main wallet balance (minor units). */
  balanceOf(merchantId: bigint, memberId: bigint): Promise<bigint>;
  /** How many promotions the member can act on now. */
  availablePromoCount(merchant: Merchant, memberId: bigint): Promise<number>;
  /** The member's VIP level as the spec's public state names it. */
  publicVip(merchant: Merchant, memberId: bigint): Promise<TPublicVip>;
  /** The member's unread messages. */
  unreadMessages(merchantId: bigint, memberId: bigint): Promise<number>;
}

/** The member's public state: balance, currency, VIP level, open promotions, unread messages, programmes. */
export class PublicStateService {
  constructor(private readonly sources: PublicStateSources) {}

  async state(merchant: Merchant, memberId: bigint): Promise<TPublicState> {
    const [balance, availablePromoCount, vip, unreadMessage] = await Promise.all([
      this.sources.balanceOf(merchant.id, memberId),
      this.sources.availablePromoCount(merchant, memberId),
      this.sources.publicVip(merchant, memberId),
      this.sources.unreadMessages(merchant.id, memberId),
    ]);
    return {
      balance: formatMinor(balance),
      currencySymbol: merchant.currencySymbol,
      ...vip,
      availablePromoCount,
      unreadMessage,
      availablePromo: { REFERRAL: { enabled: merchant.flags.referral } },
    };
  }
}
