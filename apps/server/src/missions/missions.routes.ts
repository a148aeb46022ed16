import {
  API,
  ZAdminMissionSetReport,
  ZAdminMissionSetUpdate,
  ZErrorBody,
  ZMerchantParams,
  ZMissionLeaderboard,
  ZMissionLeaderboardQuery,
  ZMissionSummary,
  ZOk,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { MissionsServices } from './missions.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/** Player calls (merchant-scoped by host): the spec's mission summary and leaderboard (section 7, GET). */
export const missionsRoutes: FastifyPluginAsyncZod<{ services: MissionsServices }> = async (
  app,
  { services },
) => {
  const { sessions, missions } = services;

  app.get(
    API.missions.summary,
    {
      schema: {
        tags: ['missions'],
        summary: "The member's daily and weekly missions with progress and points (T)",
        response: { 200: ZOk(ZMissionSummary), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await missions.summary(merchantOf(request), member.id) };
    },
  );

  app.get(
    API.missions.leaderboard,
    {
      schema: {
        tags: ['missions'],
        summary: "The period's mission-points leaderboard with its prizes (T)",
        querystring: ZMissionLeaderboardQuery,
        response: { 200: ZOk(ZMissionLeaderboard), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await missions.leaderboard(
        merchantOf(request),
        member.id,
        request.query.period,
        request.query.periodKey,
      );
      return { success: true as const, value };
    },
  );
};

/** Operator calls: the merchant's mission set and leaderboard prizes (audited). */
export const missionsAdminRoutes: FastifyPluginAsyncZod<{ services: MissionsServices }> = async (
  app,
  { services },
) => {
  const { missions } = services;

  app.get(
    API.admin.missions,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's mission set, leaderboard prizes and claims per period",
        params: ZMerchantParams,
        response: { 200: ZOk(ZAdminMissionSetReport), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      return { success: true as const, value: await missions.adminSet(merchant) };
    },
  );

  app.put(
    API.admin.missions,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Replace the merchant's mission set and prizes read at `revision`; missions left out are retired (audited; a set changed meanwhile: 409 CONFLICT)",
        params: ZMerchantParams,
        body: ZAdminMissionSetUpdate,
        response: { 200: ZOk(ZAdminMissionSetReport), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      const { revision, ...set } = request.body;
      const value = await missions.replaceSet(
        merchant,
        set,
        { actor: actor.name, ip: actor.ip ?? null, requestId: actor.requestId ?? null },
        revision,
      );
      return { success: true as const, value };
    },
  );
};
