import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { vipAdminRoutes, vipRoutes } from './vip.routes.ts';
import type { VipService } from './vip.service.ts';

/** What the VIP routes call. */
export interface VipServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  vip: VipService;
}

/** VIP levels (per merchant host) and the operator's VIP table. */
export const vipPlugin = fp<{ services: VipServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(vipRoutes, { services });
    });
    await app.register(vipAdminRoutes, { services });
  },
  { name: 'vip', dependencies: ['@fastify/swagger'] },
);
