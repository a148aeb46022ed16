import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from './merchants.repository.ts';
import type { MerchantsService } from './merchants.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant | null;
  }
}

/**
 * Resolves the merchant of every request in this scope from its Host header; a domain that no
 * merchant owns is refused with INVALID_DOMAIN before any handler runs.
 */
export function resolveMerchantPerRequest(scope: FastifyInstance, merchants: MerchantsService): void {
  scope.addHook('onRequest', async (request) => {
    const merchant = await merchants.resolveByHost(request.headers.host);
    if (!merchant)
      throw new AppError('INVALID_DOMAIN', { detail: `unknown host ${request.headers.host ?? ''}` });
    request.merchant = merchant;
  });
}

/** The merchant of a request inside a merchant scope. */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant)
    throw new AppError('INVALID_DOMAIN', { detail: 'route is outside a merchant scope' });
  return request.merchant;
}
