import {
  VENDOR_ADJUST_API,
  ZErrorBody,
  ZOk,
  ZVendorAdjustRequest,
  ZVendorAdjustValue,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedVendorScope, vendorAuditOf, ZVendorParams } from './signed-vendor-scope.ts';
import type { VendorWalletServices } from './vendor-wallet.plugin.ts';

/** The vendor wallet protocol's adjustment call (signed as the other calls; see VendorAdjustService). */
export const vendorAdjustRoutes: FastifyPluginAsyncZod<{ services: VendorWalletServices }> = async (
  app,
  { services },
) => {
  const contextOf = signedVendorScope(app, services);

  app.post(
    VENDOR_ADJUST_API.adjust,
    {
      schema: {
        tags: ['vendor'],
        summary: 'A further credit or debit on a round, or its valid bet (idempotent)',
        params: ZVendorParams,
        body: ZVendorAdjustRequest,
        response: { 200: ZOk(ZVendorAdjustValue), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const context = contextOf(request);
      return {
        success: true as const,
        value: await services.vendorAdjust.adjust(context, request.body, vendorAuditOf(request, context)),
      };
    },
  );
};
