import {
  API,
  ZCountryCodes,
  ZDomainRoute,
  ZErrorBody,
  ZHelpCenter,
  ZHelpCenterQuery,
  ZOk,
  ZPermission,
  ZRegisterSettings,
  ZSystemStatus,
  ZWhitelabelModule,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import { registerSettingsFor, whitelabelTreeFor } from '../merchants/merchant-defaults.ts';
import { domainFromHost } from '../merchants/merchants.service.ts';
import { countryCodesFor } from './country-codes.ts';
import type { SystemServices } from './system.plugin.ts';

const errors = { '4xx': ZErrorBody };

/** System calls of spec section 7: bootstrap, status, whitelabel, register settings, domains, help. */
export const systemRoutes: FastifyPluginAsyncZod<{ services: SystemServices }> = async (
  app,
  { services },
) => {
  const { system, content } = services;

  app.get(
    API.system.permission,
    {
      schema: { tags: ['system'], summary: 'Site bootstrap', response: { 200: ZOk(ZPermission), ...errors } },
    },
    async (request) => ({
      success: true as const,
      value: await system.permission(
        merchantOf(request),
        request.ip,
        domainFromHost(request.headers.host) ?? '',
      ),
    }),
  );

  app.get(
    API.system.status,
    {
      schema: {
        tags: ['system'],
        summary: 'Maintenance and region status',
        response: { 200: ZOk(ZSystemStatus), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: system.status(merchantOf(request), system.locate(request.ip)),
    }),
  );

  app.get(
    API.system.whitelabel,
    {
      schema: {
        tags: ['system'],
        summary: 'Whitelabel module tree',
        response: { 200: ZOk(z.array(ZWhitelabelModule)), ...errors },
      },
    },
    async (request) => ({ success: true as const, value: whitelabelTreeFor(merchantOf(request).flags) }),
  );

  app.get(
    API.system.registerSettings,
    {
      schema: {
        tags: ['system'],
        summary: 'Registration settings',
        response: { 200: ZOk(ZRegisterSettings), ...errors },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      return { success: true as const, value: registerSettingsFor(merchant.flags, merchant.registerFields) };
    },
  );

  app.get(
    API.system.countryCodes,
    {
      schema: {
        tags: ['system'],
        summary: 'Country codes of the phone fields, and the one the picker starts on',
        response: { 200: ZOk(ZCountryCodes), ...errors },
      },
    },
    async (request) => ({ success: true as const, value: countryCodesFor(merchantOf(request)) }),
  );

  app.get(
    API.system.domainRoute,
    {
      schema: {
        tags: ['system'],
        summary: 'Domain routing',
        response: { 200: ZOk(ZDomainRoute), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await system.domainRoute(merchantOf(request), domainFromHost(request.headers.host) ?? ''),
    }),
  );

  app.get(
    API.system.helpCenter,
    {
      schema: {
        tags: ['system'],
        summary: 'Help-centre content',
        querystring: ZHelpCenterQuery,
        response: { 200: ZOk(ZHelpCenter), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await content.helpCenter(
        merchantOf(request),
        request.query.lang ?? requestLanguage(request),
        request.query.device,
      ),
    }),
  );
};
