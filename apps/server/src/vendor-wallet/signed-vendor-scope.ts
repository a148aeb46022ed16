import { VENDOR_KEY_HEADER, VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@croupier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import type { VendorContext } from './vendor-credentials.service.ts';
import type { VendorWalletService } from './vendor-wallet.service.ts';

/** The `:vendorCode` path parameter of every signed vendor route. */
export const ZVendorParams = z.object({ vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/) });

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Makes an encapsulated scope speak the signed vendor protocol: JSON bodies are kept raw for the
 * signature, and every request is authenticated (vendor key, timestamp, HMAC) before its body is
 * validated. Not scoped by host: the signed key names the vendor and its merchant. Returns the
 * accessor of the authenticated vendor of a request.
 */
export function signedVendorScope(
  app: FastifyInstance,
  services: { vendorWallet: VendorWalletService },
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

/** The audit actor of a signed vendor request. */
export function vendorAuditOf(request: FastifyRequest, context: VendorContext) {
  return { actor: `vendor:${context.vendorCode}`, ip: request.ip, requestId: request.id };
}
