import {
  API,
  ZBankAccountRemove,
  ZContactCodeRequest,
  ZErrorBody,
  ZMemberBadges,
  ZMemberSecuritySettings,
  ZMerchantParams,
  ZOk,
  ZPage,
  ZSecurityCodeRequest,
  ZSensitiveChangeAdmin,
  ZSensitiveChangeResult,
  ZSensitiveChangesQuery,
  ZTotpCodeRequest,
  ZTotpSetup,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { MemberMoneyServices } from './member-money.plugin.ts';
import type { SecurityContext } from './member-security.service.ts';

const errors = { '4xx': ZErrorBody };

/** The caller's address, request id and language: what a sensitive change logs and a code is sent in. */
export function securityContextOf(request: FastifyRequest): SecurityContext {
  return { ip: request.ip, requestId: request.id, language: requestLanguage(request) };
}

/**
 * The player's security calls (merchant-scoped by host, `T`, real members): a code to its own mobile
 * or email for proving a sensitive change, removing the bank account, and the member menu's badges
 * (its inbox is the messages feature's).
 */
export const memberSecurityRoutes: FastifyPluginAsyncZod<{ services: MemberMoneyServices }> = async (
  app,
  { services },
) => {
  const { sessions } = services;

  app.post(
    API.member.securityCode,
    {
      schema: {
        tags: ['member'],
        summary: "A code to the member's own mobile (sms) or email on file, to prove a sensitive change (T)",
        body: ZSecurityCodeRequest,
        response: {
          200: ZOk(z.object({ expiredMinutes: z.number().int(), maskedDestination: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await services.memberSecurity.sendCode(
        merchantOf(request),
        member.id,
        request.body.channel,
        securityContextOf(request),
      );
      return { success: true as const, value };
    },
  );

  app.post(
    API.member.contactCode,
    {
      schema: {
        tags: ['member'],
        summary: 'A code to the new mobile (sms) or email the member is binding; refused when taken (T)',
        body: ZContactCodeRequest,
        response: {
          200: ZOk(z.object({ expiredMinutes: z.number().int(), maskedDestination: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await services.memberSecurity.sendContactCode(
        merchantOf(request),
        member.id,
        request.body,
        securityContextOf(request),
      );
      return { success: true as const, value };
    },
  );

  app.post(
    API.member.totpSetup,
    {
      schema: {
        tags: ['member'],
        summary: 'A new Google Authenticator secret and its otpauth URI, shown once; on after enable (T)',
        response: { 200: ZOk(ZTotpSetup), ...errors },
      },
    },
    async (request, reply) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await services.memberSecurity.beginTotp(merchantOf(request), member.id);
      // The secret is shown once: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return { success: true as const, value };
    },
  );

  app.post(
    API.member.totpEnable,
    {
      schema: {
        tags: ['member'],
        summary:
          'Turn Google Authenticator on with a code from the app; logins from new addresses ask for it (T)',
        body: ZTotpCodeRequest,
        response: { 200: ZOk(ZSensitiveChangeResult), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await services.memberSecurity.enableTotp(
        merchantOf(request).id,
        member.id,
        request.body,
        securityContextOf(request),
      );
      return { success: true as const, value };
    },
  );

  app.post(
    API.member.totpDisable,
    {
      schema: {
        tags: ['member'],
        summary: 'Turn Google Authenticator off with a code from it; withdrawals are then held (T)',
        body: ZTotpCodeRequest,
        response: { 200: ZOk(ZSensitiveChangeResult), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await services.memberSecurity.disableTotp(
        merchantOf(request).id,
        member.id,
        request.body,
        securityContextOf(request),
      );
      return { success: true as const, value };
    },
  );

  app.delete(
    API.member.bankAccount,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Remove the bound bank account, with proof; withdrawals are then held (T)',
        body: ZBankAccountRemove,
        response: { 200: ZOk(ZSensitiveChangeResult), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await services.withdrawals.removeBankAccount(
        merchantOf(request).id,
        member.id,
        request.body,
        {
          actor: `member:${member.id}`,
          ip: request.ip,
          requestId: request.id,
        },
      );
      return { success: true as const, value };
    },
  );

  app.get(
    API.member.badges,
    {
      schema: {
        tags: ['member'],
        summary: 'Badge counts of the member menu: mission, message and reward items (T)',
        response: { 200: ZOk(ZMemberBadges), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await services.memberSecurity.badges(merchantOf(request).id, member.id);
      return { success: true as const, value };
    },
  );
};

/** Operator calls: the merchant's withdrawal hold period and the sensitive changes with their holds. Key auth. */
export const memberSecurityAdminRoutes: FastifyPluginAsyncZod<{ services: MemberMoneyServices }> = async (
  app,
  { services },
) => {
  app.get(
    API.admin.memberSecurity,
    {
      schema: {
        tags: ['admin'],
        summary: 'Hours withdrawals are held after a sensitive account change (default 24)',
        params: ZMerchantParams,
        response: { 200: ZOk(ZMemberSecuritySettings), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'players.read',
      );
      return { success: true as const, value: await services.memberSecurity.settings(merchant.id) };
    },
  );

  app.put(
    API.admin.memberSecurity,
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the hours withdrawals are held after a sensitive account change (0 to 720; audited)',
        params: ZMerchantParams,
        body: ZMemberSecuritySettings,
        response: { 200: ZOk(ZMemberSecuritySettings), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'settings.write',
      );
      const value = await services.memberSecurity.updateSettings(merchant.id, request.body, actor);
      return { success: true as const, value };
    },
  );

  app.get(
    API.admin.sensitiveChanges,
    {
      schema: {
        tags: ['admin'],
        summary: "Members' sensitive account changes, newest first, with the withdrawal hold each set",
        params: ZMerchantParams,
        querystring: ZSensitiveChangesQuery,
        response: { 200: ZOk(ZPage(ZSensitiveChangeAdmin)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'players.read',
      );
      const value = await services.memberSecurity.listChanges(merchant.id, request.query);
      return { success: true as const, value };
    },
  );
};
