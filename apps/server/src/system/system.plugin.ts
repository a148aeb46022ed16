import fp from 'fastify-plugin';
import type { ContentService } from '../content/content.service.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import { systemRoutes } from './system.routes.ts';
import type { SystemService } from './system.service.ts';

/** What the system routes call. */
export interface SystemServices extends PlayerScopeServices {
  merchants: MerchantsService;
  system: SystemService;
  content: ContentService;
}

/** System: the site's configuration, languages and shell content (per merchant host). */
export const systemPlugin = fp<{ services: SystemServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(systemRoutes, { services });
    });
  },
  { name: 'system', dependencies: ['@fastify/swagger'] },
);
