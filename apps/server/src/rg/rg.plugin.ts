import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { rgRoutes } from './rg.routes.ts';
import type { RgService } from './rg.service.ts';

/** What the responsible-gambling routes call. */
export interface RgServices extends PlayerScopeServices {
  sessions: SessionsService;
  rg: RgService;
}

/** Responsible gambling: the member's own limits, reality check, time-out and self-exclusion. */
export const rgPlugin = fp<{ services: RgServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(rgRoutes, { services });
    });
  },
  { name: 'rg', dependencies: ['@fastify/swagger'] },
);
