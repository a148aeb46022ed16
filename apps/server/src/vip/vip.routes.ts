import {
  API,
  ZAdminVipReport,
  ZAdminVipTableUpdate,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZVipBirthdayInput,
  ZVipOverview,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { VipServices } from './vip.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/** Player calls (merchant-scoped by host): the member's VIP overview and birthday. */
export const vipRoutes: FastifyPluginAsyncZod<{ services: VipServices }> = async (app, { services }) => {
  const { sessions, vip } = services;

  app.get(
    API.vip.overview,
    {
      schema: {
        tags: ['vip'],
        summary: "The member's VIP level, progress to the next, retention, the table of levels and perks (T)",
        response: { 200: ZOk(ZVipOverview), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await vip.overview(merchantOf(request), member.id) };
    },
  );

  app.put(
    API.vip.birthday,
    {
      schema: {
        tags: ['vip'],
        summary: "Set the member's birthday once, confirming 21 or older (T, real money)",
        body: ZVipBirthdayInput,
        response: { 200: ZOk(ZVipOverview), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const merchant = merchantOf(request);
      await vip.setBirthday(merchant, member.id, request.body.birthday, {
        actor: `member:${member.id}`,
        ip: request.ip,
        requestId: request.id,
      });
      return { success: true as const, value: await vip.overview(merchant, member.id) };
    },
  );
};

/** Operator calls: the merchant's VIP table (key or console auth, audited). */
export const vipAdminRoutes: FastifyPluginAsyncZod<{ services: VipServices }> = async (app, { services }) => {
  const { vip } = services;

  app.get(
    API.admin.vipLevels,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's VIP table with how many members hold each level",
        params: ZMerchantParams,
        response: { 200: ZOk(ZAdminVipReport), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      return { success: true as const, value: await vip.adminTable(merchant) };
    },
  );

  app.put(
    API.admin.vipLevels,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Replace the merchant's VIP table read at `revision`: levels, thresholds, retention and perks (audited; a table changed meanwhile: 409 CONFLICT)",
        params: ZMerchantParams,
        body: ZAdminVipTableUpdate,
        response: { 200: ZOk(ZAdminVipReport), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      const { revision, ...table } = request.body;
      const value = await vip.replaceTable(
        merchant,
        table,
        { actor: actor.name, ip: actor.ip ?? null, requestId: actor.requestId ?? null },
        revision,
      );
      return { success: true as const, value };
    },
  );

  app.post(
    API.admin.vipEvaluate,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Run the merchant's VIP level job now (idempotent: levels move once, grants once per period)",
        params: ZMerchantParams,
        response: {
          200: ZOk(
            z.object({ upgraded: z.number().int(), downgraded: z.number().int(), granted: z.number().int() }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      return { success: true as const, value: await vip.evaluateMerchant(merchant, new Date()) };
    },
  );
};
