import { API, ZErrorBody, ZVendorsQuery, ZVendorsResponse } from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { AppServices } from '../services.ts';

/** Game lobby calls (the catalogue grows here): the merchant's vendor lanes. */
export const gamesRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    API.games.vendors,
    {
      schema: {
        tags: ['games'],
        summary: 'Vendors by category (data.lanes)',
        querystring: ZVendorsQuery,
        response: { 200: ZVendorsResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => ({
      success: true as const,
      data: { lanes: await services.vendors.lanes(merchantOf(request)) },
    }),
  );
};
