import { ZMoney } from './wallet.ts';
import * as z from './z.ts';

/** `GET /wps/member/publicState` (T): what the site's header and menus read about the signed-in member. */
export const PUBLIC_STATE_API = '/wps/member/publicState';

/**
 * The public state (spec section 3): the balance, the currency symbol, how many promotions the
 * member can act on, and which programmes are open (availablePromo.REFERRAL.enabled: invite friends).
 * VIP and message fields join it from their own features.
 */
export const ZPublicState = z.object({
  balance: ZMoney,
  currencySymbol: z.string(),
  availablePromoCount: z.number().int().min(0),
  availablePromo: z.object({ REFERRAL: z.object({ enabled: z.boolean() }) }),
});
export type TPublicState = z.infer<typeof ZPublicState>;
