import { API, ZErrorBody, ZGatewayCallbackResult, ZOk } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import type { CashierServices } from './cashier.plugin.ts';

/**
 * Payment gateways' server-to-server callbacks. Not scoped by host: the path names the merchant and
 * channel, whose secret must have signed the exact body, so this scope keeps the raw body text and
 * leaves parsing to the channel's gateway adapter. 2xx means "applied or already applied".
 */
export const paymentsCallbackRoutes: FastifyPluginAsyncZod<{ services: CashierServices }> = async (
  app,
  { services },
) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, typeof body === 'string' ? body : body.toString('utf8'));
    done(null, null);
  });

  app.post(
    API.payments.callback,
    {
      schema: {
        tags: ['payments'],
        summary: "A payment gateway's signed callback about one payment (idempotent; any order)",
        params: z.object({
          merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
          channelCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
        }),
        response: { 200: ZOk(ZGatewayCallbackResult), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const merchant = await services.merchants.findByCode(request.params.merchantCode);
      if (!merchant) throw new AppError('NOT_FOUND');
      const value = await services.gatewayDeposits.handleCallback(
        merchant,
        request.params.channelCode,
        { rawBody: rawBodies.get(request) ?? '', headers: request.headers },
        { ip: request.ip, requestId: request.id },
      );
      return { success: true as const, value };
    },
  );
};
