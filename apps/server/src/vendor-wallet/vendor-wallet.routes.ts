import {
  API,
  ZErrorBody,
  ZOk,
  ZVendorBalanceRequest,
  ZVendorBetRequest,
  ZVendorRollbackRequest,
  ZVendorWalletValue,
  ZVendorWinRequest,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedVendorScope, vendorAuditOf, ZVendorParams } from './signed-vendor-scope.ts';
import type { VendorWalletServices } from './vendor-wallet.plugin.ts';

const response = { 200: ZOk(ZVendorWalletValue), '4xx': ZErrorBody };

/**
 * The vendor wallet protocol over HTTP. Not scoped by host: the signed key names the vendor and
 * its merchant. The signature covers the raw body, so this scope parses JSON itself and keeps it;
 * authentication runs before the body is validated.
 */
export const vendorWalletRoutes: FastifyPluginAsyncZod<{ services: VendorWalletServices }> = async (
  app,
  { services },
) => {
  const { vendorWallet } = services;
  const contextOf = signedVendorScope(app, services);
  // The hottest routes: their answers are typed by the response schemas at compile time and built
  // from the service's own values, so they are written as they are instead of parsed again.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.post(
    API.vendorWallet.balance,
    {
      schema: {
        tags: ['vendor'],
        summary: "A player's balance",
        params: ZVendorParams,
        body: ZVendorBalanceRequest,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      value: await vendorWallet.balance(contextOf(request), request.body),
    }),
  );

  app.post(
    API.vendorWallet.bet,
    {
      schema: {
        tags: ['vendor'],
        summary: 'Debit a bet',
        params: ZVendorParams,
        body: ZVendorBetRequest,
        response,
      },
    },
    async (request) => {
      const context = contextOf(request);
      return {
        success: true as const,
        value: await vendorWallet.bet(context, request.body, vendorAuditOf(request, context)),
      };
    },
  );

  app.post(
    API.vendorWallet.win,
    {
      schema: {
        tags: ['vendor'],
        summary: 'Credit a win (may be zero); closes the round',
        params: ZVendorParams,
        body: ZVendorWinRequest,
        response,
      },
    },
    async (request) => {
      const context = contextOf(request);
      return {
        success: true as const,
        value: await vendorWallet.win(context, request.body, vendorAuditOf(request, context)),
      };
    },
  );

  app.post(
    API.vendorWallet.rollback,
    {
      schema: {
        tags: ['vendor'],
        summary: 'Roll back a bet (refunds once; blocks an unknown bet id)',
        params: ZVendorParams,
        body: ZVendorRollbackRequest,
        response,
      },
    },
    async (request) => {
      const context = contextOf(request);
      return {
        success: true as const,
        value: await vendorWallet.rollback(context, request.body, vendorAuditOf(request, context)),
      };
    },
  );
};
