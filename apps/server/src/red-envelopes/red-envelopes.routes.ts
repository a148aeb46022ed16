import {
  API,
  SESSION_TOKEN_HEADER,
  ZAdminRedEnvelope,
  ZAdminRedEnvelopeInput,
  ZCurrentRedEnvelope,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZRedEnvelopeClaim,
  ZRedEnvelopeParams,
  ZRowId,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { RedEnvelopesServices } from './red-envelopes.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/** Player calls (merchant-scoped by host): the rain to show (token optional) and claiming an envelope (T). */
export const redEnvelopesRoutes: FastifyPluginAsyncZod<{ services: RedEnvelopesServices }> = async (
  app,
  { services },
) => {
  const { sessions, redEnvelopes } = services;
  const memberOf = async (request: FastifyRequest) => {
    const header = request.headers[SESSION_TOKEN_HEADER];
    if (typeof header !== 'string') return null;
    return (await sessions.authenticate(merchantOf(request), header))?.member.id ?? null;
  };

  app.get(
    API.redEnvelopes.current,
    {
      schema: {
        tags: ['red envelopes'],
        summary: "The live red-envelope rain (else the next), with the caller's envelope (token optional)",
        response: { 200: ZOk(ZCurrentRedEnvelope), ...errors },
      },
    },
    async (request) => {
      const rain = await redEnvelopes.current(merchantOf(request), await memberOf(request));
      return { success: true as const, value: { rain } };
    },
  );

  app.post(
    API.redEnvelopes.claim,
    {
      schema: {
        tags: ['red envelopes'],
        summary: "Claim the member's envelope of a live rain, paid to the wallet once (T, real money)",
        params: ZRedEnvelopeParams,
        response: { 200: ZOk(ZRedEnvelopeClaim), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await redEnvelopes.claim(merchantOf(request), member.id, BigInt(request.params.id), {
        actor: `member:${member.id}`,
        ip: request.ip,
        requestId: request.id,
      });
      return { success: true as const, value };
    },
  );
};

/** Operator calls: schedule, list and cancel rains (audited). */
export const redEnvelopesAdminRoutes: FastifyPluginAsyncZod<{ services: RedEnvelopesServices }> = async (
  app,
  { services },
) => {
  app.get(
    API.admin.redEnvelopes,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's red-envelope rains, latest first, with what each paid",
        params: ZMerchantParams,
        response: { 200: ZOk(z.array(ZAdminRedEnvelope)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      return { success: true as const, value: await services.redEnvelopes.adminList(merchant) };
    },
  );

  app.post(
    API.admin.redEnvelopes,
    {
      schema: {
        tags: ['admin'],
        summary: 'Schedule a red-envelope rain: pool, envelopes, window and eligibility (audited)',
        params: ZMerchantParams,
        body: ZAdminRedEnvelopeInput,
        response: { 201: ZOk(ZAdminRedEnvelope), ...errors },
      },
    },
    async (request, reply) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      const value = await services.redEnvelopes.schedule(merchant, request.body, actor);
      return reply.code(201).send({ success: true as const, value });
    },
  );

  app.post(
    API.admin.redEnvelopeCancel,
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel a red-envelope rain; envelopes already claimed stay paid (audited)',
        params: ZMerchantParams.extend({ id: ZRowId }),
        response: { 200: ZOk(ZAdminRedEnvelope), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      const value = await services.redEnvelopes.cancel(merchant, BigInt(request.params.id), actor);
      return { success: true as const, value };
    },
  );
};
