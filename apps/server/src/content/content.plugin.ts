import fp from 'fastify-plugin';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { contentAdminRoutes, contentImageRoutes, contentRoutes } from './content.routes.ts';
import type { ContentAdminService } from './content.service.ts';
import type { LobbyContentService } from './lobby-content.service.ts';
import { shellContentAdminRoutes } from './shell-content.admin.routes.ts';

/** What the content routes call. */
export interface ContentServices extends AdminGuardServices, PlayerScopeServices {
  lobbyContent: LobbyContentService;
  contentAdmin: ContentAdminService;
}

/** Content: the lobby's announcements and banners (per merchant host) and the operator's content calls. */
export const contentPlugin = fp<{ services: ContentServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(contentRoutes, { services });
    });
    await app.register(contentImageRoutes, { services });
    await app.register(contentAdminRoutes, { services });
    await app.register(shellContentAdminRoutes, { services });
  },
  { name: 'content', dependencies: ['@fastify/swagger'] },
);
