import type { FastifyInstance } from 'fastify';
import { resolveMerchantPerRequest } from '../merchants/merchant-context.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import { enforceSiteAccess } from '../system/site-access.ts';
import type { SystemService } from '../system/system.service.ts';

/** What every feature's player scope reads before its routes run. */
export interface PlayerScopeServices {
  merchants: MerchantsService;
  system: SystemService;
}

/**
 * Makes `scope` a player scope: the merchant of each request from its Host header, then the
 * merchant's maintenance and region blocks. Every feature registers its player routes in such a
 * scope, so no player call can skip either check. Operator, vendor and callback routes stay outside.
 */
export function guardPlayerScope(scope: FastifyInstance, services: PlayerScopeServices): void {
  resolveMerchantPerRequest(scope, services.merchants);
  enforceSiteAccess(scope, services.system);
}
