import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { kycAdminRoutes, kycRoutes } from './kyc.routes.ts';
import type { KycService } from './kyc.service.ts';

/** What the KYC routes call. */
export interface KycServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  kyc: KycService;
}

/** Identity verification: the member's submissions (per merchant host) and the operator's review. */
export const kycPlugin = fp<{ services: KycServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(kycRoutes, { services });
    });
    await app.register(kycAdminRoutes, { services });
  },
  { name: 'kyc', dependencies: ['@fastify/swagger'] },
);
