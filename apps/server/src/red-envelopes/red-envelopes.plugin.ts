import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { redEnvelopesAdminRoutes, redEnvelopesRoutes } from './red-envelopes.routes.ts';
import type { RedEnvelopesService } from './red-envelopes.service.ts';

/** What the red-envelope routes call. */
export interface RedEnvelopesServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  redEnvelopes: RedEnvelopesService;
}

/** Red-envelope rains (per merchant host) and the operator's scheduling calls. */
export const redEnvelopesPlugin = fp<{ services: RedEnvelopesServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(redEnvelopesRoutes, { services });
    });
    await app.register(redEnvelopesAdminRoutes, { services });
  },
  { name: 'red-envelopes', dependencies: ['@fastify/swagger'] },
);
