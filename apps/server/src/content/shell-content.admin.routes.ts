import {
  API,
  ZAdminCustomerServices,
  ZAdminHelpCenter,
  ZAdminHelpCenterParams,
  ZAdminResources,
  ZErrorBody,
  ZMerchantParams,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMerchant } from '../admin/admin-guard.ts';
import type { ContentServices } from './content.plugin.ts';

const ZDone = z.object({ success: z.literal(true) });

/**
 * Operator API of the site shell's content: customer-service entries, download resources and the
 * help centre (per language and device). Each PUT replaces the list whole, as a back-office form
 * saves it; each GET returns what a PUT would take.
 */
export const shellContentAdminRoutes: FastifyPluginAsyncZod<{ services: ContentServices }> = async (
  app,
  { services },
) => {
  const { contentAdmin } = services;

  app.get(
    API.admin.customerServices,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's customer-service entries, in order",
        params: ZMerchantParams,
        response: {
          200: z.object({ success: z.literal(true), value: ZAdminCustomerServices }),
          '4xx': ZErrorBody,
        },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.read',
      );
      return { success: true as const, value: { entries: await contentAdmin.customerServices(merchant) } };
    },
  );

  app.put(
    API.admin.customerServices,
    {
      schema: {
        tags: ['admin'],
        summary: "Replace the merchant's customer-service entries",
        params: ZMerchantParams,
        body: ZAdminCustomerServices,
        response: { 200: ZDone, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      await contentAdmin.replaceCustomerServices(merchant, request.body, actor);
      return { success: true as const };
    },
  );

  app.get(
    API.admin.resources,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's download resources, in order",
        params: ZMerchantParams,
        response: { 200: z.object({ success: z.literal(true), value: ZAdminResources }), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.read',
      );
      return { success: true as const, value: { resources: await contentAdmin.resources(merchant) } };
    },
  );

  app.put(
    API.admin.resources,
    {
      schema: {
        tags: ['admin'],
        summary: "Replace the merchant's download resources",
        params: ZMerchantParams,
        body: ZAdminResources,
        response: { 200: ZDone, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      await contentAdmin.replaceResources(merchant, request.body, actor);
      return { success: true as const };
    },
  );

  app.get(
    API.admin.helpCenter,
    {
      schema: {
        tags: ['admin'],
        summary: 'The help centre of one language and device, article by article in order',
        params: ZAdminHelpCenterParams,
        response: { 200: z.object({ success: z.literal(true), value: ZAdminHelpCenter }), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { language, device } = request.params;
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.read',
      );
      return {
        success: true as const,
        value: { articles: await contentAdmin.helpArticles(merchant, language, device) },
      };
    },
  );

  app.put(
    API.admin.helpCenter,
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace the help centre of one language and device',
        params: ZAdminHelpCenterParams,
        body: ZAdminHelpCenter,
        response: { 200: ZDone, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { language, device } = request.params;
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      await contentAdmin.replaceHelpCenter(merchant, language, device, request.body, actor);
      return { success: true as const };
    },
  );
};
