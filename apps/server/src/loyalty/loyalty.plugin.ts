import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { loyaltyAdminRoutes, loyaltyRoutes } from './loyalty.routes.ts';
import type { PointsService } from './points.service.ts';
import type { RebateService } from './rebate.service.ts';
import type { ReferralService } from './referral.service.ts';

/** What the loyalty routes call. */
export interface LoyaltyServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  points: PointsService;
  rebate: RebateService;
  referral: ReferralService;
}

/** Points and the points mall, manual rebate and invite friends (per merchant host), and their operator calls. */
export const loyaltyPlugin = fp<{ services: LoyaltyServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(loyaltyRoutes, { services });
    });
    await app.register(loyaltyAdminRoutes, { services });
  },
  { name: 'loyalty', dependencies: ['@fastify/swagger'] },
);
