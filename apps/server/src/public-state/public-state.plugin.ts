import { API, formatMinor, ZErrorBody, ZOk, ZPublicState } from '@croupier/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import type { SessionsService } from '../accounts/sessions.service.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import type { WalletService } from '../ledger/wallet.service.ts';
import type { MemberSecurityService } from '../member-money/member-security.service.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { VipService } from '../vip/vip.service.ts';

/** What the public state reads: each field from the feature that owns it. */
export interface PublicStateServices extends PlayerScopeServices {
  sessions: SessionsService;
  wallet: Pick<WalletService, 'balanceOf'>;
  promotions: Pick<PromotionsService, 'availableCount'>;
  vip: Pick<VipService, 'publicVip'>;
  memberSecurity: Pick<MemberSecurityService, 'unreadCount'>;
}

const publicStateRoutes: FastifyPluginAsyncZod<{ services: PublicStateServices }> = async (
  app,
  { services },
) => {
  app.get(
    API.vip.publicState,
    {
      schema: {
        tags: ['member'],
        summary:
          "The member's public state: balance, VIP level, promotions to act on and unread messages (T, spec section 5)",
        response: { 200: ZOk(ZPublicState), '4xx': ZErrorBody, '5xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, services.sessions);
      const merchant = merchantOf(request);
      const [balance, vip, availablePromoCount, unread] = await Promise.all([
        services.wallet.balanceOf(merchant, member.id),
        services.vip.publicVip(merchant, member.id),
        services.promotions.availableCount(merchant, member.id),
        services.memberSecurity.unreadCount(merchant.id, member.id),
      ]);
      return {
        success: true as const,
        value: {
          balance: formatMinor(balance),
          currencySymbol: merchant.currencySymbol,
          ...vip,
          availablePromoCount,
          unreadMessage: unread.unread,
        },
      };
    },
  );
};

/** The member's public state (per merchant host), composed from the features that own each field. */
export const publicStatePlugin = fp<{ services: PublicStateServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(publicStateRoutes, { services });
    });
  },
  { name: 'public-state', dependencies: ['@fastify/swagger'] },
);
