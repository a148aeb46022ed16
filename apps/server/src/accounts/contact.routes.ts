import {
  API,
  ZChangeEmailRequest,
  ZChangeMobileRequest,
  ZErrorBody,
  ZOk,
  ZSensitiveChangeResult,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { AccountsServices } from './accounts.plugin.ts';
import { requireAuth } from './auth-context.ts';

const errors = { '4xx': ZErrorBody };

/**
 * Changing the member's mobile number or email (merchant-scoped by host, `T`, real members): both
 * are sensitive changes (proof, message to the member, audit, withdrawal hold; see
 * member-money/member-security.service.ts, the one rule every such route uses).
 */
export const contactRoutes: FastifyPluginAsyncZod<{ services: AccountsServices }> = async (
  app,
  { services },
) => {
  const { sessions, memberSecurity } = services;

  app.post(
    API.member.mobile,
    {
      schema: {
        tags: ['member'],
        summary:
          'Bind or change the mobile number: the code sent to it, and proof (a code to the old one when replacing); a change holds withdrawals (T)',
        body: ZChangeMobileRequest,
        response: { 200: ZOk(ZSensitiveChangeResult), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await memberSecurity.changeMobile(merchantOf(request).id, member.id, request.body, {
        ip: request.ip,
        requestId: request.id,
        language: requestLanguage(request),
      });
      return { success: true as const, value };
    },
  );

  app.post(
    API.member.email,
    {
      schema: {
        tags: ['member'],
        summary:
          'Bind or change the email: the code sent to it, and proof (a code to the old one when replacing); a change holds withdrawals (T)',
        body: ZChangeEmailRequest,
        response: { 200: ZOk(ZSensitiveChangeResult), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await memberSecurity.changeEmail(merchantOf(request).id, member.id, request.body, {
        ip: request.ip,
        requestId: request.id,
        language: requestLanguage(request),
      });
      return { success: true as const, value };
    },
  );
};
