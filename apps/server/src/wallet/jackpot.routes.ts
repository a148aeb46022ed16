import {
  VENDOR_JACKPOT_API,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  ZErrorBody,
  ZJackpotAwardRequest,
  ZJackpotContributeRequest,
  ZJackpotPoolRequest,
  ZJackpotValue,
  ZOk,
} from '@croupier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import type { AppServices } from '../services.ts';
import type { VendorContext } from './vendor-wallet.service.ts';

const ZVendorParams = z.object({ vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/) });

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Makes an encapsulated scope speak the signed vendor protocol: JSON bodies are kept raw for the
 * signature, and every request is authenticated (vendor key, timestamp, HMAC) before its body is
 * validated. Returns the accessor of the authenticated vendor of a request.
 */
export function signedVendorScope(
  app: FastifyInstance,
  services: AppServices,
): (request: FastifyRequest) => VendorContext {
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
    const context = await services.vendorWallet.authenticate({
      vendorCode: typeof params.vendorCode === 'string' ? params.vendorCode : '',
      keyId: header(request, VENDOR_KEY_HEADER),
      timestamp: header(request, VENDOR_TIMESTAMP_HEADER),
      signature: header(request, VENDOR_SIGNATURE_HEADER),
      rawBody: rawBodies.get(request) ?? '',
    });
    contexts.set(request, context);
  });
  return (request) => {
    const context = contexts.get(request);
    if (!context) throw new AppError('VENDOR_SIGNATURE_INVALID');
    return context;
  };
}

const response = { 200: ZOk(ZJackpotValue), '4xx': ZErrorBody };

/** Vendor jackpot pools in the platform ledger: contribute, award, read (signed vendor protocol). */
export const jackpotRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const contextOf = signedVendorScope(app, services);
  const auditOf = (request: FastifyRequest, context: VendorContext) => ({
    actor: `vendor:${context.vendorCode}`,
    ip: request.ip,
    requestId: request.id,
  });

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
        value: await services.jackpots.contribute(context, request.body, auditOf(request, context)),
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
        value: await services.jackpots.award(context, request.body, auditOf(request, context)),
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
