import {
  API,
  parseMinor,
  ZAdminBigWin,
  ZAdminGameOverride,
  ZAdminGameOverrideParams,
  ZAdminGamesBody,
  ZAdminMerchantVendor,
  ZAdminUpserted,
  ZAdminVendorParams,
  ZAdminVendorsBody,
  ZConsoleGamesPage,
  ZConsoleGamesQuery,
  ZConsoleVendorsPage,
  ZConsoleVendorsQuery,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMerchant, adminPlatform } from '../admin/admin-guard.ts';
import type { GamesServices } from './games.plugin.ts';

const ZDone = z.object({ success: z.literal(true) });

/** Operator API of the catalogue: platform vendors and games (platform-wide key), merchant vendors and game overrides. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ services: GamesServices }> = async (
  app,
  { services },
) => {
  const { catalogue, gamesConsole } = services;

  app.get(
    API.admin.merchantVendors,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Every vendor with the merchant's setting (enabled, maintenance, order): filtered, sorted, paged",
        params: ZMerchantParams,
        querystring: ZConsoleVendorsQuery,
        response: { 200: ZOk(ZConsoleVendorsPage), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(services, request, request.params.merchantCode, 'games.read');
      return { success: true as const, value: await gamesConsole.vendors(merchant, request.query) };
    },
  );

  app.get(
    API.admin.merchantGames,
    {
      schema: {
        tags: ['admin'],
        summary: "The catalogue's games with the merchant's hot and hidden choices: filtered, sorted, paged",
        params: ZMerchantParams,
        querystring: ZConsoleGamesQuery,
        response: { 200: ZOk(ZConsoleGamesPage), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(services, request, request.params.merchantCode, 'games.read');
      return { success: true as const, value: await gamesConsole.games(merchant, request.query) };
    },
  );

  app.put(
    API.admin.catalogueVendors,
    {
      schema: {
        tags: ['admin'],
        summary: 'Insert or update platform vendors by vassalage (platform-wide key)',
        body: ZAdminVendorsBody,
        response: { 200: ZAdminUpserted, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { actor } = await adminPlatform(services, request, 'platform.catalogue');
      const upserted = await catalogue.upsertVendors(request.body.vendors, actor);
      return { success: true as const, value: { upserted } };
    },
  );

  app.put(
    API.admin.catalogueGames,
    {
      schema: {
        tags: ['admin'],
        summary: 'Bulk insert or update catalogue games by (vassalage, gameCode) (platform-wide key)',
        body: ZAdminGamesBody,
        response: { 200: ZAdminUpserted, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { actor } = await adminPlatform(services, request, 'platform.catalogue');
      const upserted = await catalogue.upsertGames(request.body.games, actor);
      return { success: true as const, value: { upserted } };
    },
  );

  app.put(
    API.admin.merchantVendor,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Enable or disable a vendor for a merchant, set its maintenance and lobby order (a stale `version`: 409; audited)',
        params: ZAdminVendorParams,
        body: ZAdminMerchantVendor,
        response: { 200: ZDone, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'games.write',
      );
      await catalogue.setMerchantVendor(merchant, request.params.vassalage, request.body, actor);
      return { success: true as const };
    },
  );

  app.post(
    API.admin.winners,
    {
      schema: {
        tags: ['admin'],
        summary: 'Record a big win on the merchant winner board (idempotent by roundId)',
        params: ZMerchantParams,
        body: ZAdminBigWin,
        response: { 200: ZOk(z.object({ recorded: z.boolean() })), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(services, request, request.params.merchantCode, 'games.write');
      const { wonAt, roundId, amount, ...win } = request.body;
      const recorded = await catalogue.recordBigWin(merchant, {
        ...win,
        amount: parseMinor(amount),
        roundId: roundId ?? null,
        ...(wonAt ? { wonAt: new Date(wonAt) } : {}),
      });
      return { success: true as const, value: { recorded } };
    },
  );

  app.put(
    API.admin.merchantGame,
    {
      schema: {
        tags: ['admin'],
        summary:
          "A merchant's override of one game: hot (null = catalogue's) and hidden (a stale `version`: 409; audited)",
        params: ZAdminGameOverrideParams,
        body: ZAdminGameOverride,
        response: { 200: ZDone, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'games.write',
      );
      await catalogue.setGameOverride(merchant, BigInt(request.params.nodeId), request.body, actor);
      return { success: true as const };
    },
  );
};
