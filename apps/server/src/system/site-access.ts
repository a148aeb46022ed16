import { API, SYSTEM_STATUS } from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { SystemService } from './system.service.ts';

/** What a blocked site still answers: the bootstrap and status calls its maintenance or region screen reads. */
const ALWAYS_OPEN: ReadonlySet<string> = new Set(Object.values(API.system));

/**
 * Enforces maintenance and region blocks on every player call of the scope (login, balance,
 * deposits, games, sockets...), not only in what /wps/system/status reports. The region is judged
 * by the client address as Fastify resolves it, so TRUST_PROXY decides whose X-Forwarded-For counts.
 * Operator and vendor calls live outside the merchant scope and are never blocked.
 * Errors: MAINTENANCE (503), REGION_RESTRICTED (451).
 */
export function enforceSiteAccess(scope: FastifyInstance, system: SystemService): void {
  scope.addHook('onRequest', async (request) => {
    const merchant = request.merchant;
    if (!merchant || ALWAYS_OPEN.has(request.routeOptions.url ?? '')) return;
    const { status } = system.status(merchant, system.locate(request.ip));
    if (status === SYSTEM_STATUS.MAINTENANCE) throw new AppError('MAINTENANCE');
    if (status === SYSTEM_STATUS.REGION_RESTRICTED)
      throw new AppError('REGION_RESTRICTED', { detail: `client ${request.ip}` });
  });
}
