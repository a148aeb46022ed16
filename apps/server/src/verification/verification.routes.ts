import {
  API,
  ZAltchaChallenge,
  ZCaptchaResponse,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZOutboxList,
  ZOutboxQuery,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMerchant } from '../admin/admin-guard.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { VerificationRouteServices } from './verification.plugin.ts';

const errors = { '4xx': ZErrorBody };

/** Player-side verification calls, inside the merchant scope: image captcha and ALTCHA challenge. */
export const verificationRoutes: FastifyPluginAsyncZod<{ services: VerificationRouteServices }> = async (
  app,
  { services },
) => {
  app.get(
    API.verification.captcha,
    {
      schema: {
        tags: ['verification'],
        summary: 'A new image captcha: base64 PNG and the key its answer is checked under',
        response: { 200: ZCaptchaResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { png, captchaKey } = await services.captcha.issue(merchantOf(request), request.ip);
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: png.toString('base64'), captchaKey };
    },
  );

  app.get(
    API.verification.humanChallenge,
    {
      schema: {
        tags: ['verification'],
        summary: 'An ALTCHA proof-of-work challenge for the human-verification step',
        response: { 200: ZOk(ZAltchaChallenge), ...errors },
      },
    },
    async (request, reply) => {
      const value = await services.humanVerification.createChallenge(request.ip);
      reply.header('cache-control', 'no-store');
      return { success: true as const, value };
    },
  );
};

/** Operator calls of the verification feature: the development outbox. */
export const verificationAdminRoutes: FastifyPluginAsyncZod<{ services: VerificationRouteServices }> = async (
  app,
  { services },
) => {
  const { outbox } = services;

  app.get(
    API.admin.outbox,
    {
      schema: {
        tags: ['admin'],
        summary: "A merchant's outbox of SMS and email messages, newest first",
        params: ZMerchantParams,
        querystring: ZOutboxQuery,
        response: { 200: ZOk(ZOutboxList), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'players.read',
      );
      return { success: true as const, value: await outbox.list(merchant, request.query) };
    },
  );
};
