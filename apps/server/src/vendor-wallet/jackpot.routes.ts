import {
  VENDOR_JACKPOT_API,
  ZErrorBody,
  ZJackpotAwardRequest,
  ZJackpotContributeRequest,
  ZJackpotPoolRequest,
  ZJackpotValue,
  ZOk,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedVendorScope, vendorAuditOf, ZVendorParams } from './signed-vendor-scope.ts';
import type { VendorWalletServices } from './vendor-wallet.plugin.ts';

const response = { 200: ZOk(ZJackpotValue), '4xx': ZErrorBody };

/** Vendor jackpot pools in the platform ledger: contribute, award, read (signed vendor protocol). */
export const jackpotRoutes: FastifyPluginAsyncZod<{ services: VendorWalletServices }> = async (
  app,
  { services },
) => {
  const contextOf = signedVendorScope(app, services);

  app.post(
    VENDOR_JACKPOT_API.contribute,
    {
      schema: {
        tags: ['vendor'],
        summary: "Move part of a stake from the vendor's account into a jackpot pool (idempotent)",
        params: ZVendorParams,
        body: ZJackpotContributeRequest,
        response,
      },
    },
    async (request) => {
      const context = contextOf(request);
      return {
        success: true as const,
        value: await services.jackpots.contribute(context, request.body, vendorAuditOf(request, context)),
      };
    },
  );

  app.post(
    VENDOR_JACKPOT_API.award,
    {
      schema: {
        tags: ['vendor'],
        summary: "Pay a jackpot pool to a player's wallet (idempotent)",
        params: ZVendorParams,
        body: ZJackpotAwardRequest,
        response,
      },
    },
    async (request) => {
      const context = contextOf(request);
      return {
        success: true as const,
        value: await services.jackpots.award(context, request.body, vendorAuditOf(request, context)),
      };
    },
  );

  app.post(
    VENDOR_JACKPOT_API.pool,
    {
      schema: {
        tags: ['vendor'],
        summary: "A jackpot pool's balance",
        params: ZVendorParams,
        body: ZJackpotPoolRequest,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      value: await services.jackpots.pool(contextOf(request), request.body.requestId, request.body.poolCode),
    }),
  );
};
