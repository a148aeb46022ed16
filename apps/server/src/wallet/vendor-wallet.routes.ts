import {
  API,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  ZErrorBody,
  ZOk,
  ZVendorBalanceRequest,
  ZVendorBetRequest,
  ZVendorRollbackRequest,
  ZVendorWalletValue,
  ZVendorWinRequest,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import type { AppServices } from '../services.ts';
import type { VendorContext } from './vendor-wallet.service.ts';

const ZVendorParams = z.object({ vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
const response = { 200: ZOk(ZVendorWalletValue), '4xx': ZErrorBody };

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The vendor wallet protocol over HTTP. Not scoped by host: the signed key names the vendor and
 * its merchant. The signature covers the raw body, so this scope parses JSON itself and keeps it;
 * authentication runs before the body is validated.
 */
export const vendorWalletRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { vendorWallet } = services;
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const contexts = new WeakMap<FastifyRequest, VendorContext>();

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('invalid JSON body'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
      );
    }
  });

  app.addHook('preValidation', async (request) => {
    const params = request.params as { vendorCode?: unknown };
    const context = await vendorWallet.authenticate({
      vendorCode: typeof params.vendorCode === 'string' ? params.vendorCode : '',
      keyId: header(request, VENDOR_KEY_HEADER),
      timestamp: header(request, VENDOR_TIMESTAMP_HEADER),
      signature: header(request, VENDOR_SIGNATURE_HEADER),
      rawBody: rawBodies.get(request) ?? '',
    });
    contexts.set(request, context);
  });

  function contextOf(request: FastifyRequest): VendorContext {
    const context = contexts.get(request);
    if (!context) throw new AppError('VENDOR_SIGNATURE_INVALID');
    return context;
  }
  const auditOf = (request: FastifyRequest, context: VendorContext) => ({
    actor: `vendor:${context.vendorCode}`,
    ip: request.ip,
    requestId: request.id,
  });

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
        value: await vendorWallet.bet(context, request.body, auditOf(request, context)),
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
        value: await vendorWallet.win(context, request.body, auditOf(request, context)),
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
        value: await vendorWallet.rollback(context, request.body, auditOf(request, context)),
      };
    },
  );
};
