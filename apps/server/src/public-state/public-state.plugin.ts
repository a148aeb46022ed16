import { PUBLIC_STATE_API, ZErrorBody, ZOk, ZPublicState } from '@croupier/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import type { SessionsService } from '../accounts/sessions.service.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { PublicStateService } from './public-state.service.ts';

/** What the public-state route calls. */
export interface PublicStateServices extends PlayerScopeServices {
  sessions: SessionsService;
  publicState: PublicStateService;
}

const publicStateRoutes: FastifyPluginAsyncZod<{ services: PublicStateServices }> = async (
  app,
  { services },
) => {
  app.get(
    PUBLIC_STATE_API,
    {
      schema: {
        tags: ['member'],
        summary: "The member's public state: balance, currency, open promotions, availablePromo (T)",
        response: { 200: ZOk(ZPublicState), '4xx': ZErrorBody, '5xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, services.sessions);
      return {
        success: true as const,
        value: await services.publicState.state(merchantOf(request), member.id),
      };
    },
  );
};

/** The public state (per merchant host). */
export const publicStatePlugin = fp<{ services: PublicStateServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(publicStateRoutes, { services });
    });
  },
  { name: 'public-state', dependencies: ['@fastify/swagger'] },
);
