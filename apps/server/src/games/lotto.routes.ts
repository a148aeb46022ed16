import {
  API,
  lottoMenuFilterOf,
  matchLanguage,
  type TOpenedNumero,
  ZErrorBody,
  ZLottoLaunchQuery,
  ZLottoLaunchResponse,
  ZLottoMenuQuery,
  ZLottoMenuResponse,
  ZOpenedGameQuery,
  ZOpenedGameResponse,
  ZOpenedNumeroQuery,
  ZOpenedNumeroResponse,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import { launchBackUrl } from './back-url.ts';
import type { GamesServices } from './games.plugin.ts';

/** The most lottery games one menu lists (the whole category of a merchant). */
const MENU_SIZE = 100;

/**
 * The lottery lobby's calls (spec section 7), answered from the catalogue the lottery vendors
 * registered and from the published results a linked vendor service declares: no vendor is named.
 */
export const lottoRoutes: FastifyPluginAsyncZod<{ services: GamesServices }> = async (app, { services }) => {
  const { catalogue, sessions, publishedResults } = services;

  app.get(
    API.lotto.gameMenu,
    {
      schema: {
        tags: ['games'],
        summary: "The prize mode's lottery games (T)",
        querystring: ZLottoMenuQuery,
        response: { 200: ZLottoMenuResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      await requireAuth(request, sessions);
      const q = request.query;
      const page = await catalogue.list(merchantOf(request), {
        filter: lottoMenuFilterOf(q.prizeMode),
        pageNo: 1,
        pageSize: MENU_SIZE,
        language: matchLanguage(q.language) ?? requestLanguage(request),
        imgSize: q.imgSize,
      });
      return { success: true as const, value: { prizeMode: q.prizeMode, games: page.games } };
    },
  );

  app.get(
    API.lotto.gameMenuRecent,
    {
      schema: {
        tags: ['games'],
        summary: "The member's recently launched lottery games of the prize mode, newest first (T)",
        querystring: ZLottoMenuQuery,
        response: { 200: ZLottoMenuResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const q = request.query;
      const { gameType, vassalage } = lottoMenuFilterOf(q.prizeMode);
      const recent = await catalogue.recent(merchantOf(request), member.id, {
        gameType,
        page: 1,
        pageSize: 20,
        language: matchLanguage(q.language) ?? requestLanguage(request),
        imgSize: q.imgSize,
      });
      const games = vassalage ? recent.filter((g) => g.vassalage === vassalage) : recent;
      return { success: true as const, value: { prizeMode: q.prizeMode, games } };
    },
  );

  app.get(
    API.lotto.openedGame,
    {
      schema: {
        tags: ['games'],
        summary: 'Published results (opened numbers) of one lottery game, newest first',
        querystring: ZOpenedGameQuery,
        response: { 200: ZOpenedGameResponse, '4xx': ZErrorBody, '5xx': ZErrorBody },
      },
    },
    async (request) => {
      const q = request.query;
      const list = await publishedResults.results(merchantOf(request), q.vassalage, q.gameCode, q.pageSize);
      return { success: true as const, value: { list } };
    },
  );

  app.get(
    API.lotto.openedNumero,
    {
      schema: {
        tags: ['games'],
        summary: "The latest published result of each game of the prize mode's menu",
        querystring: ZOpenedNumeroQuery,
        response: { 200: ZOpenedNumeroResponse, '4xx': ZErrorBody, '5xx': ZErrorBody },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const page = await catalogue.list(merchant, {
        filter: lottoMenuFilterOf(request.query.prizeMode),
        pageNo: 1,
        pageSize: MENU_SIZE,
        language: requestLanguage(request),
        imgSize: 'rx1',
      });
      // A game whose vendor publishes no results, or is unreachable now, is left out of the board.
      const latest = await Promise.all(
        page.games.map((g) =>
          publishedResults
            .results(merchant, g.vassalage, g.gameCode, 1)
            .then((r): TOpenedNumero | undefined => r[0])
            .catch(() => undefined),
        ),
      );
      return { success: true as const, value: { list: latest.filter((r) => r !== undefined) } };
    },
  );

  app.get(
    API.lotto.lobbyLaunch,
    {
      schema: {
        tags: ['games'],
        summary:
          "Launch the lottery lobby (T; real accounts): the prize mode menu's game (its first when none is named) on the view asked",
        querystring: ZLottoLaunchQuery,
        response: { 200: ZLottoLaunchResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const q = request.query;
      const merchant = merchantOf(request);
      const language = matchLanguage(q.language) ?? requestLanguage(request);
      const menu = await catalogue.list(merchant, {
        filter: lottoMenuFilterOf(q.prizeMode),
        pageNo: 1,
        pageSize: MENU_SIZE,
        language,
        imgSize: 'rx1',
      });
      const game = q.gameCode ? menu.games.find((g) => g.gameCode === q.gameCode) : menu.games[0];
      if (!game)
        throw new AppError('NOT_FOUND', {
          detail: q.gameCode
            ? `game ${q.gameCode} is not on the ${q.prizeMode} lottery menu`
            : `the ${q.prizeMode} lottery menu is empty`,
        });
      const { url } = await catalogue.launch({
        merchant,
        memberId: member.id,
        username: member.username,
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        language,
        ip: request.ip,
        backUrl: await launchBackUrl(
          services.merchants,
          merchant,
          q.backUrl,
          `${request.protocol}://${request.host}/`,
        ),
      });
      // The vendor's UI reads its first view and layout from its launch URL.
      const launched = `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ view: q.view, device: q.device })}`;
      return {
        success: true as const,
        value: {
          url: launched,
          gameCode: game.gameCode,
          vassalage: game.vassalage,
          prizeMode: q.prizeMode,
          view: q.view,
        },
      };
    },
  );
};
