import { ZVendorLaunchRequest } from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';
import { VendorError } from './errors.ts';
import { ok, parse } from './http.ts';
import type { LaunchSessions } from './sessions.ts';
import type { VendorLinks } from './vendor-links.ts';

export interface LaunchRouteOptions {
  /** The vendor's launch path, e.g. `LIVE_VENDOR_API.launch`. */
  path: string;
  links: Pick<VendorLinks, 'verify'>;
  sessions: Pick<LaunchSessions, 'createLaunch'>;
  /** The vendor code a game of this service belongs to; undefined for a game it does not have. */
  vendorCodeOf: (gameCode: string) => string | undefined;
}

/**
 * The platform's launch call of a vendor serving one or more vendor codes: the game names the code
 * whose credential the signature is checked with, then the body is read; a launch naming another
 * code than its game's is refused. Answers a one-time launch URL.
 * Errors: NOT_FOUND (no such game, or a game of another vendor code), UNAUTHORIZED (signature),
 * VALIDATION_FAILED (body).
 */
export function registerLaunchRoute(app: FastifyInstance, options: LaunchRouteOptions): void {
  app.post(options.path, async (request) => {
    // Read before the signature check only to choose the credential; the body is parsed after it.
    const gameCode = (request.body as { gameCode?: unknown } | undefined)?.gameCode;
    const vendorCode = typeof gameCode === 'string' ? options.vendorCodeOf(gameCode) : undefined;
    if (!vendorCode) throw new VendorError('NOT_FOUND', `no game ${String(gameCode)}`);
    await options.links.verify(request, vendorCode);
    const body = parse(ZVendorLaunchRequest, request.body);
    if (body.vendorCode && body.vendorCode !== vendorCode)
      throw new VendorError('NOT_FOUND', `game ${body.gameCode} is not of vendor code ${body.vendorCode}`);
    return ok(await options.sessions.createLaunch(body));
  });
}
