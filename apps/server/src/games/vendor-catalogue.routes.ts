import { VENDOR_JACKPOT_API, ZAdminUpserted, ZErrorBody, ZVendorCatalogueRequest } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedVendorScope, ZVendorParams } from '../vendor-wallet/signed-vendor-scope.ts';
import type { GamesServices } from './games.plugin.ts';

/**
 * A vendor registers its own catalogue (signed vendor protocol): its vendor row and its games,
 * always under its own vassalage (the signing vendor code), never another vendor's.
 */
export const vendorCatalogueRoutes: FastifyPluginAsyncZod<{ services: GamesServices }> = async (
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
      const upserted = await services.catalogue.registerVendorCatalogue(vassalage, request.body, actor);
      return { success: true as const, value: { upserted } };
    },
  );
};
