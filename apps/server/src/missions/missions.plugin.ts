import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { missionsAdminRoutes, missionsRoutes } from './missions.routes.ts';
import type { MissionsService } from './missions.service.ts';

/** What the mission routes call. */
export interface MissionsServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  missions: MissionsService;
}

/** Missions and their leaderboard (per merchant host), and the operator's mission set. */
export const missionsPlugin = fp<{ services: MissionsServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(missionsRoutes, { services });
    });
    await app.register(missionsAdminRoutes, { services });
  },
  { name: 'missions', dependencies: ['@fastify/swagger'] },
);
