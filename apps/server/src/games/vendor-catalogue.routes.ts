import { VENDOR_JACKPOT_API, ZAdminUpserted, ZErrorBody, ZVendorCatalogueRequest } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../services.ts';
import { signedVendorScope, ZVendorParams } from '../vendor-wallet/signed-vendor-scope.ts';

/**
 * A vendor registers its own catalogue (signed vendor protocol): its vendor row and its games,
 * always under its own vassalage (the signing vendor code), never another vendor's.
 */
export const vendorCatalogueRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const contextOf = signedVendorScope(app, services);
  app.post(
    VENDOR_JACKPOT_API.catalogue,
    {
      schema: {
        tags: ['vendor'],
        summary: "Register the signing vendor's games in the platform catalogue",
        params: ZVendorParams,
        body: ZVendorCatalogueRequest,
        response: { 200: ZAdminUpserted, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const context = contextOf(request);
      const vassalage = context.vendorCode;
      const actor = { name: `vendor:${vassalage}`, ip: request.ip, requestId: request.id };
      const types = [...new Set(request.body.games.map((g) => g.gameType))];
      // The vendor row is created once; its status and name stay the operator's afterwards.
      const isKnown = await services.vendorsRepository.exists(services.database.db, vassalage);
      if (!isKnown)
        await services.catalogue.upsertVendors(
          [
            {
              vassalage,
              displayName: request.body.displayName,
              gameType: 'INHOUSE',
              gameTypes: types.filter((t) => t !== 'INHOUSE'),
              status: 'active',
            },
          ],
          actor,
        );
      // A known vendor keeps its operator-set name and status, and gains the types it now offers.
      else
        await services.vendorsRepository.addGameTypes(
          services.database.db,
          vassalage,
          types.filter((t) => t !== 'INHOUSE'),
        );
      const upserted = await services.catalogue.upsertGames(
        request.body.games.map((g) => ({
          vassalage,
          gameCode: g.gameCode,
          gameId: g.gameId,
          gameType: g.gameType,
          name: g.name,
          names: g.names,
          icons: { rx1: g.iconUrl, rx2: g.iconUrl, rx3: g.iconUrl },
          isHot: g.isHot,
          tags: g.tags,
          rtp: g.rtp,
          isGame: 'GAME' as const,
          status: 'active' as const,
          sortOrder: g.sortOrder,
        })),
        actor,
      );
      return { success: true as const, value: { upserted } };
    },
  );
};
