import {
  API,
  ZConsoleVendorSettingsChange,
  ZConsoleVendorSettingsListResponse,
  ZConsoleVendorSettingsParams,
  ZErrorBody,
  ZMerchantParams,
  ZVendorSettingsResponse,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMerchant } from '../admin/admin-guard.ts';
import type { GamesServices } from './games.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/** The console's game settings: what a merchant tunes at its vendors (limits, odds, house cut). */
export const vendorSettingsRoutes: FastifyPluginAsyncZod<{ services: GamesServices }> = async (
  app,
  { services },
) => {
  const { vendorSettings } = services;

  app.get(
    API.admin.vendorSettingsList,
    {
      schema: {
        tags: ['admin'],
        summary: 'The vendor codes whose games the merchant tunes (limits, odds, house cut)',
        params: ZMerchantParams,
        response: { 200: ZConsoleVendorSettingsListResponse, ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(services, request, request.params.merchantCode, 'games.read');
      return { success: true as const, value: { vendors: await vendorSettings.vendors(merchant) } };
    },
  );

  app.get(
    API.admin.vendorSettings,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's settings at one vendor code, with the bounds the vendor accepts",
        params: ZConsoleVendorSettingsParams,
        response: { 200: ZVendorSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'games.read',
      );
      const settings = await vendorSettings.read(merchant, request.params.vendorCode, actor);
      return { success: true as const, value: { settings } };
    },
  );

  app.put(
    API.admin.vendorSettings,
    {
      schema: {
        tags: ['admin'],
        summary: "Change some of the merchant's settings at one vendor code (all or none; audited)",
        params: ZConsoleVendorSettingsParams,
        body: ZConsoleVendorSettingsChange,
        response: { 200: ZVendorSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'games.write',
      );
      const settings = await vendorSettings.change(
        merchant,
        request.params.vendorCode,
        actor,
        request.body.changes,
      );
      return { success: true as const, value: { settings } };
    },
  );
};
