import {
  API,
  ZCreateMerchant,
  ZErrorBody,
  ZMerchantCreated,
  ZMerchantParams,
  ZMerchantSettings,
  ZMerchantSettingsPatch,
  ZOk,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AdminGuardServices, adminMerchant, adminPlatform } from './admin-guard.ts';

/** Operator API (its back-office UI comes later): authenticated by API key, every change audited. */
export const adminRoutes: FastifyPluginAsyncZod<{ services: AdminGuardServices }> = async (
  app,
  { services },
) => {
  const { merchants } = services;

  app.post(
    API.admin.merchants,
    {
      schema: {
        tags: ['admin'],
        summary: 'Open a new merchant brand on its domains (platform-wide key only)',
        body: ZCreateMerchant,
        response: { 201: ZOk(ZMerchantCreated), '4xx': ZErrorBody },
      },
    },
    async (request, reply) => {
      const { actor } = await adminPlatform(services, request, 'platform.merchants');
      const { domains, ...input } = request.body;
      const merchant = await merchants.createMerchant(
        { ...input, domains: domains.map((domain) => ({ domain })) },
        actor,
      );
      return reply
        .status(201)
        .send({ success: true as const, value: { code: merchant.code, name: merchant.name, domains } });
    },
  );

  app.get(
    API.admin.merchantSettings,
    {
      schema: {
        tags: ['admin'],
        summary: "Read a merchant's site settings",
        params: ZMerchantParams,
        response: { 200: ZOk(ZMerchantSettings), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'settings.read',
      );
      return { success: true as const, value: merchants.settingsOf(merchant) };
    },
  );

  app.patch(
    API.admin.merchantSettings,
    {
      schema: {
        tags: ['admin'],
        summary: "Change a merchant's site settings (maintenance, region blocks, flags, brand)",
        params: ZMerchantParams,
        body: ZMerchantSettingsPatch,
        response: { 200: ZOk(ZMerchantSettings), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'settings.write',
      );
      const value = await merchants.updateSettings(merchant.code, request.body, actor);
      return { success: true as const, value };
    },
  );
};
