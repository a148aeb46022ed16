import { ZErrorBody } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMerchant } from '../admin/admin-guard.ts';
import { AppError } from '../http/app-error.ts';
import type { GamesServices } from './games.plugin.ts';
import { connectInhouseVendor } from './linked-vendors.ts';

/** Operator API path: connect a merchant to an in-house vendor service. */
export const INHOUSE_CONNECT_PATH = '/admin/api/merchants/:merchantCode/inhouse-vendor';

const ZParams = z.object({ merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
const ZBody = z.object({
  /** Where the vendor service is (it must answer this platform's launch requests and browsers). */
  vendorUrl: z
    .string()
    .max(2048)
    .regex(/^https?:\/\/[^/]+$/, 'an http(s) origin without a path'),
  /** The vendor's operator-onboarding key (VENDOR_ADMIN_KEY). */
  vendorAdminKey: z.string().min(16).max(256),
  /** This platform's URL as the vendor reaches it for wallet calls. */
  platformUrl: z
    .string()
    .max(2048)
    .regex(/^https?:\/\/[^/]+$/, 'an http(s) origin without a path'),
});

/**
 * Operator API: onboards a merchant on a separately run in-house vendor (a new INHOUSE credential
 * is issued and handed to the vendor, which then registers its catalogue). Errors: UNAUTHORIZED,
 * FORBIDDEN, NOT_FOUND, SERVICE_UNAVAILABLE (the vendor refused or did not answer).
 */
export const inhouseAdminRoutes: FastifyPluginAsyncZod<{ services: GamesServices }> = async (
  app,
  { services },
) => {
  app.post(
    INHOUSE_CONNECT_PATH,
    {
      schema: {
        tags: ['admin'],
        summary: 'Connect a merchant to the in-house game vendor',
        params: ZParams,
        body: ZBody,
        response: { 200: z.object({ success: z.literal(true) }), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(services, request, request.params.merchantCode, 'games.write');
      try {
        await connectInhouseVendor(services, merchant, {
          url: request.body.vendorUrl,
          adminKey: request.body.vendorAdminKey,
          platformUrl: request.body.platformUrl,
        });
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', { detail: (error as Error).message });
      }
      return { success: true as const };
    },
  );
};
