import { ZMoney } from './wallet.ts';
import * as z from './z.ts';

/** `GET /wps/member/publicState` (T): what the site's header and menus read about the signed-in member. */
export const PUBLIC_STATE_API = '/wps/member/publicState';

/**
 * The public state (spec section 3): the main wallet's balance and symbol, the VIP level, how many
 * promotions the member can act on, the unread messages, and which programmes are open
 * (availablePromo.REFERRAL.enabled: invite friends). Each field comes from the feature that owns it.
 */
export const ZPublicState = z.object({
  balance: ZMoney,
  currencySymbol: z.string(),
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int().nullable(),
  availablePromoCount: z.number().int().min(0),
  unreadMessage: z.number().int().min(0),
  availablePromo: z.object({ REFERRAL: z.object({ enabled: z.boolean() }) }),
});
export type TPublicState = z.infer<typeof ZPublicState>;
