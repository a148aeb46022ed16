import {
  API,
  ZErrorBody,
  ZOk,
  ZRealityCheckInput,
  ZRgExclusionInput,
  ZRgLimitInput,
  ZRgOverview,
  ZRgSession,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { RgServices } from './rg.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/** Player calls (merchant-scoped by host, T): limits, reality check, time-out and self-exclusion. */
export const rgRoutes: FastifyPluginAsyncZod<{ services: RgServices }> = async (app, { services }) => {
  const { sessions, rg } = services;
  const auditOf = (request: FastifyRequest, memberId: bigint) => ({
    actor: `member:${memberId}`,
    ip: request.ip,
    requestId: request.id,
  });

  app.get(
    API.rg.overview,
    {
      schema: {
        tags: ['responsible gambling'],
        summary: "The member's limits with what they used this period, reality check and any exclusion (T)",
        response: { 200: ZOk(ZRgOverview), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await rg.overview(merchantOf(request).id, member.id) };
    },
  );

  app.put(
    API.rg.limits,
    {
      schema: {
        tags: ['responsible gambling'],
        summary: 'Set one limit: lowering applies at once, raising or removing after 24 hours (T)',
        body: ZRgLimitInput,
        response: { 200: ZOk(ZRgOverview), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await rg.setLimit(
        merchantOf(request).id,
        member.id,
        request.body,
        auditOf(request, member.id),
      );
      return { success: true as const, value };
    },
  );

  app.put(
    API.rg.realityCheck,
    {
      schema: {
        tags: ['responsible gambling'],
        summary: 'Set how often the reality check shows during play, or turn it off (T)',
        body: ZRealityCheckInput,
        response: { 200: ZOk(ZRgOverview), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await rg.setRealityCheck(merchantOf(request).id, member.id, request.body);
      return { success: true as const, value };
    },
  );

  app.post(
    API.rg.exclusion,
    {
      schema: {
        tags: ['responsible gambling'],
        summary: 'Take a time-out or self-exclude (T): signs out at once, never lifted early',
        body: ZRgExclusionInput,
        response: { 200: ZOk(ZRgOverview), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await rg.exclude(
        merchantOf(request).id,
        member,
        request.body,
        auditOf(request, member.id),
      );
      return { success: true as const, value };
    },
  );

  app.get(
    API.rg.session,
    {
      schema: {
        tags: ['responsible gambling'],
        summary: "The reality check's figures: time since sign-in and the net result of play since (T)",
        response: { 200: ZOk(ZRgSession), ...errors },
      },
    },
    async (request) => {
      const { member, session } = await requireAuth(request, sessions);
      const value = await rg.session(merchantOf(request).id, member.id, session.created_at);
      return { success: true as const, value };
    },
  );
};
