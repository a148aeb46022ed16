import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { messagesAdminRoutes, messagesRoutes } from './messages.routes.ts';
import type { MessagesService } from './messages.service.ts';

/** What the messages routes call. */
export interface MessagesServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  messages: MessagesService;
}

/** The member's inbox (per merchant host) and the operator's platform messages. */
export const messagesPlugin = fp<{ services: MessagesServices }>(
  async (app, { services }) => {
    services.messages.useLogger(app.log);
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(messagesRoutes, { services });
    });
    await app.register(messagesAdminRoutes, { services });
  },
  { name: 'messages', dependencies: ['@fastify/swagger'] },
);
