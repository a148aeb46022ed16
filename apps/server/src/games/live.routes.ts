import {
  API,
  ZErrorBody,
  ZLiveChatLaunchQuery,
  ZLiveChatLaunchResponse,
  ZLiveModelListQuery,
  ZLiveModelListResponse,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { GamesServices } from './games.plugin.ts';
import { lobbyLanguage } from './games.routes.ts';

/**
 * The live lobby's calls (spec section 7): the model (dealer) list of a live vendor code and the
 * chat launch, answered through the live-models call a linked vendor service declares.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ services: GamesServices }> = async (app, { services }) => {
  const { catalogue, sessions, liveModels } = services;

  app.get(
    API.live.models,
    {
      schema: {
        tags: ['games'],
        summary:
          "The hosts (dealers) of a live vendor code's tables, with portraits and the table each hosts",
        querystring: ZLiveModelListQuery,
        response: { 200: ZLiveModelListResponse, '4xx': ZErrorBody, '5xx': ZErrorBody },
      },
    },
    async (request) => {
      const q = request.query;
      const models = await liveModels.models(
        merchantOf(request),
        q.vassalage,
        lobbyLanguage(request, q.language),
      );
      return {
        success: true as const,
        value: { list: models.map((m) => ({ vassalage: q.vassalage, ...m })) },
      };
    },
  );

  app.get(
    API.live.chat,
    {
      schema: {
        tags: ['games'],
        summary: "Open a live game's chat (T; real accounts): chatUrl, the game's launch opened on its chat",
        querystring: ZLiveChatLaunchQuery,
        response: { 200: ZLiveChatLaunchResponse, '4xx': ZErrorBody, '5xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const q = request.query;
      liveModels.serviceOf(q.vassalage);
      const { url } = await catalogue.launch({
        merchant: merchantOf(request),
        memberId: member.id,
        username: member.username,
        vassalage: q.vassalage,
        gameCode: q.gameCode,
        language: lobbyLanguage(request, q.language),
        ip: request.ip,
        backUrl: `${request.protocol}://${request.host}/`,
      });
      return {
        success: true as const,
        value: { chatUrl: liveModels.chatUrlOf(url), gameCode: q.gameCode, vassalage: q.vassalage },
      };
    },
  );
};
