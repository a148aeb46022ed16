import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import type { ApplicationsService } from './applications.service.ts';
import { promotionsAdminRoutes, promotionsRoutes } from './promotions.routes.ts';
import type { PromotionsService } from './promotions.service.ts';

/** What the promotions routes call. */
export interface PromotionsServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  promotions: PromotionsService;
  promotionApplications: ApplicationsService;
}

/** Promotions, the bonus wallet and the reward center (per merchant host), and the operator's promotion calls. */
export const promotionsPlugin = fp<{ services: PromotionsServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(promotionsRoutes, { services });
    });
    await app.register(promotionsAdminRoutes, { services });
  },
  { name: 'promotions', dependencies: ['@fastify/swagger'] },
);
