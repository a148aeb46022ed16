import {
  API,
  isTrialType,
  matchLanguage,
  type TLanguage,
  ZAddFavorite,
  ZErrorBody,
  ZFavoriteChanged,
  ZFavoriteIdsResponse,
  ZFavoritesQuery,
  ZFavoritesResponse,
  ZGameImageParams,
  ZGameListQuery,
  ZGameListResponse,
  ZGameMenusQuery,
  ZGameMenusResponse,
  ZHotGamesQuery,
  ZHotGamesResponse,
  ZJackpotsResponse,
  ZLaunchQuery,
  ZLaunchResponse,
  ZNodeIdParams,
  ZRecentQuery,
  ZRecentResponse,
  ZVassalGameTypeQuery,
  ZVassalGameTypeResponse,
  ZVendorsQuery,
  ZVendorsResponse,
  ZWinnersQuery,
  ZWinnersResponse,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import { launchBackUrl } from './back-url.ts';
import { renderGameSvg } from './game-image.ts';
import type { GamesServices } from './games.plugin.ts';

/** Serialised game-list answers, per cached page object (dropped with it). */
const listBodies = new WeakMap<object, string>();

/** The language a lobby call asked for in its `language` query, else the request's language. */
export function lobbyLanguage(request: FastifyRequest, language: string | undefined): TLanguage {
  return matchLanguage(language) ?? requestLanguage(request);
}

/** Game lobby calls (merchant-scoped by host): catalogue, boards, favourites, recent games, launch. */
export const gamesRoutes: FastifyPluginAsyncZod<{ services: GamesServices }> = async (app, { services }) => {
  const { catalogue, sessions } = services;

  app.get(
    API.games.vendors,
    {
      schema: {
        tags: ['games'],
        summary: 'Vendors by category (data.lanes)',
        querystring: ZVendorsQuery,
        response: { 200: ZVendorsResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => ({
      success: true as const,
      data: { lanes: await services.vendors.lanes(merchantOf(request)) },
    }),
  );

  app.get(
    API.games.menus,
    {
      schema: {
        tags: ['games'],
        summary: 'Vendor categories: title, cards by vassalage, gameClassify, gameCategory',
        querystring: ZGameMenusQuery,
        response: { 200: ZGameMenusResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => ({
      success: true as const,
      value: await catalogue.menus(merchantOf(request), lobbyLanguage(request, request.query.language)),
    }),
  );

  app.get(
    API.games.list,
    {
      schema: {
        tags: ['games'],
        summary: 'One page of games by category and vendor, with name search (keyword)',
        querystring: ZGameListQuery,
        response: { 200: ZGameListResponse, '4xx': ZErrorBody },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const keyword = q.keyword?.trim() || undefined;
      const page = await catalogue.list(merchantOf(request), {
        filter: { gameType: q.gameType, vassalage: q.vassalage ?? q.gameClassify, keyword },
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        language: lobbyLanguage(request, q.language),
        imgSize: q.imgSize,
      });
      const answer = {
        success: true as const,
        games: page.games,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: page.total,
      };
      // The page comes from the catalogue cache, and pageNo/pageSize are part of its key: its
      // checked JSON is kept beside it, so a cached page is not validated and stringified again.
      let body = listBodies.get(page);
      if (body === undefined) {
        body = JSON.stringify(ZGameListResponse.parse(answer));
        listBodies.set(page, body);
      }
      const json = body;
      return reply.serializer(() => json).send(answer);
    },
  );

  app.get(
    API.games.hot,
    {
      schema: {
        tags: ['games'],
        summary: 'Hot games of the merchant (list)',
        querystring: ZHotGamesQuery,
        response: { 200: ZHotGamesResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const q = request.query;
      const list = await catalogue.hot(
        merchantOf(request),
        lobbyLanguage(request, q.language),
        q.imgSize,
        q.limit,
      );
      return { success: true as const, list };
    },
  );

  app.get(
    API.games.vassalGameType,
    {
      schema: {
        tags: ['games'],
        summary: 'The game types a vendor offers',
        querystring: ZVassalGameTypeQuery,
        response: { 200: ZVassalGameTypeResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => ({
      success: true as const,
      value: await catalogue.vassalGameTypes(merchantOf(request), request.query.vassalage),
    }),
  );

  app.get(
    API.games.winners,
    {
      schema: {
        tags: ['games'],
        summary: 'Winner board: biggest wins (value.list)',
        querystring: ZWinnersQuery,
        response: { 200: ZWinnersResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => ({
      success: true as const,
      value: {
        list: await catalogue.winners(
          merchantOf(request),
          request.query.gameCategory,
          request.query.limitNum,
        ),
      },
    }),
  );

  app.get(
    API.games.jackpots,
    {
      schema: {
        tags: ['games'],
        summary: 'Jackpot board (value.list, amounts as decimal strings)',
        response: { 200: ZJackpotsResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => ({
      success: true as const,
      value: { list: await catalogue.jackpots(merchantOf(request)) },
    }),
  );

  app.get(
    API.games.image,
    {
      schema: {
        tags: ['games'],
        summary: "A game's generated art (SVG: the title on a gradient)",
        params: ZGameImageParams,
      },
    },
    async (request, reply) => {
      const { vassalage, file } = request.params;
      const gameCode = file.slice(0, -'.svg'.length);
      const found = await catalogue.imageTitle(vassalage, gameCode);
      if (!found) throw new AppError('NOT_FOUND');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderGameSvg(gameCode, found.title, found.vendor));
    },
  );

  // ---- T calls ----

  app.get(
    API.games.favoriteIds,
    {
      schema: {
        tags: ['games'],
        summary: "The member's favourite game ids (T)",
        response: { 200: ZFavoriteIdsResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await catalogue.favoriteIds(merchantOf(request), member.id) };
    },
  );

  app.get(
    API.games.favorites,
    {
      schema: {
        tags: ['games'],
        summary: "The member's favourite games (T): content, pageNum, totalPages",
        querystring: ZFavoritesQuery,
        response: { 200: ZFavoritesResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const q = request.query;
      const page = await catalogue.favorites(merchantOf(request), member.id, {
        gameType: q.gameType,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        language: lobbyLanguage(request, q.language),
        imgSize: q.imgSize,
      });
      return { success: true as const, ...page };
    },
  );

  app.post(
    API.games.favorites,
    {
      schema: {
        tags: ['games'],
        summary: 'Add a favourite (T; adding twice changes nothing)',
        body: ZAddFavorite,
        response: { 200: ZFavoriteChanged, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      await catalogue.addFavorite(merchantOf(request), member.id, BigInt(request.body.nodeId));
      return { success: true as const, value: { nodeId: request.body.nodeId, favorite: true } };
    },
  );

  app.delete(
    API.games.favorite,
    {
      schema: {
        tags: ['games'],
        summary: 'Remove a favourite (T; removing one that is not there succeeds)',
        params: ZNodeIdParams,
        response: { 200: ZFavoriteChanged, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const nodeId = BigInt(request.params.nodeId);
      await catalogue.removeFavorite(merchantOf(request), member.id, nodeId);
      return { success: true as const, value: { nodeId: Number(nodeId), favorite: false } };
    },
  );

  app.get(
    API.games.recent,
    {
      schema: {
        tags: ['games'],
        summary: "The member's recently launched games, newest first (T)",
        querystring: ZRecentQuery,
        response: { 200: ZRecentResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const q = request.query;
      const list = await catalogue.recent(merchantOf(request), member.id, {
        gameType: q.gameType,
        page: q.page,
        pageSize: q.pageSize,
        language: lobbyLanguage(request, q.language),
        imgSize: q.imgSize,
      });
      return { success: true as const, list };
    },
  );

  app.get(
    API.games.launch,
    {
      schema: {
        tags: ['games'],
        summary:
          "Launch a game (T): the vendor's launch URL; a trial account gets a demo launch of a game offered in demo mode, else TRIAL_NOT_ALLOWED",
        querystring: ZLaunchQuery,
        response: { 200: ZLaunchResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const q = request.query;
      const merchant = merchantOf(request);
      const { url, nodeId } = await catalogue.launch({
        // A trial account never plays for money: only a demo of a game whose vendor offers one.
        demo: isTrialType(member.type),
        merchant,
        memberId: member.id,
        username: member.username,
        vassalage: q.vassalage,
        gameCode: q.gameCode,
        language: lobbyLanguage(request, q.language),
        ip: request.ip,
        // Without a lobby URL of its own the game returns to the site the player launched it
        // from; the in-house vendor also lets only that site frame the game (issue 21, finding 5).
        backUrl: await launchBackUrl(
          services.merchants,
          merchant,
          q.backUrl,
          `${request.protocol}://${request.host}/`,
        ),
      });
      return {
        success: true as const,
        value: { url, gameCode: q.gameCode, vassalage: q.vassalage, nodeId: Number(nodeId) },
      };
    },
  );
};
