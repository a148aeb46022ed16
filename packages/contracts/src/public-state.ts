import * as z from './z.ts';

/**
 * `GET /wps/member/state` (T): the member's public state (spec section 5) as the header and menus
 * read it: the main wallet's balance and symbol, the VIP level, the promotions the member can act
 * on and the unread messages.
 */
export const ZPublicState = z.object({
  balance: z.string(),
  currencySymbol: z.string(),
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int().nullable(),
  availablePromoCount: z.number().int().min(0),
  unreadMessage: z.number().int().min(0),
});
export type TPublicState = z.infer<typeof ZPublicState>;
