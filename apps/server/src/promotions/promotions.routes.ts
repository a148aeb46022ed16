import {
  API,
  SESSION_TOKEN_HEADER,
  ZAdminPromotion,
  ZAdminPromotionInput,
  ZAdminPromotionPage,
  ZAdminPromotionPatch,
  ZAdminPromotionsQuery,
  ZBonusWallet,
  ZCheckinResult,
  ZClaimResult,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZPromotion,
  ZPromotionList,
  ZPromotionListQuery,
  ZPromotionParams,
  ZRewardClaimRequest,
  ZRewardClaimResult,
  ZRewardList,
  ZRowId,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import type { Actor } from '../admin/actor.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { PromotionsServices } from './promotions.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/** Player calls (merchant-scoped by host): promotions (token optional), joining, claiming, the bonus wallet, rewards. */
export const promotionsRoutes: FastifyPluginAsyncZod<{ services: PromotionsServices }> = async (
  app,
  { services },
) => {
  const { sessions, promotions } = services;
  /** The caller when a live session token came with the call; a visitor otherwise. */
  const memberOf = async (request: FastifyRequest) => {
    const header = request.headers[SESSION_TOKEN_HEADER];
    if (typeof header !== 'string') return null;
    return (await sessions.authenticate(merchantOf(request), header))?.member.id ?? null;
  };
  const auditOf = (request: FastifyRequest, memberId: bigint) => ({
    actor: `member:${memberId}`,
    ip: request.ip,
    requestId: request.id,
  });

  app.get(
    API.promotions.list,
    {
      schema: {
        tags: ['promotions'],
        summary: "The merchant's promotions with the caller's status in each (token optional), by category",
        querystring: ZPromotionListQuery,
        response: { 200: ZOk(ZPromotionList), ...errors },
      },
    },
    async (request) => {
      const value = await promotions.list(
        merchantOf(request),
        await memberOf(request),
        request.query.category,
      );
      return { success: true as const, value };
    },
  );

  app.get(
    API.promotions.one,
    {
      schema: {
        tags: ['promotions'],
        summary: "One promotion with the caller's status (token optional)",
        params: ZPromotionParams,
        response: { 200: ZOk(ZPromotion), ...errors },
      },
    },
    async (request) => {
      const value = await promotions.one(
        merchantOf(request),
        await memberOf(request),
        BigInt(request.params.id),
      );
      return { success: true as const, value };
    },
  );

  app.post(
    API.promotions.join,
    {
      schema: {
        tags: ['promotions'],
        summary: 'Join a promotion (T, real money); a repeat answers the same',
        params: ZPromotionParams,
        response: { 200: ZOk(ZPromotion), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await promotions.join(
        merchantOf(request),
        member.id,
        BigInt(request.params.id),
        auditOf(request, member.id),
      );
      return { success: true as const, value };
    },
  );

  app.post(
    API.promotions.claim,
    {
      schema: {
        tags: ['promotions'],
        summary:
          "Claim a promotion's bonus into the bonus wallet, once (T, real money); a repeat is replayed",
        params: ZPromotionParams,
        response: { 200: ZOk(ZClaimResult), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await promotions.claim(
        merchantOf(request),
        member.id,
        BigInt(request.params.id),
        auditOf(request, member.id),
      );
      return { success: true as const, value };
    },
  );

  app.post(
    API.promotions.checkin,
    {
      schema: {
        tags: ['promotions'],
        summary:
          "Today's check-in of a daily check-in promotion: pays the streak's day into the bonus wallet, once a day (T, real money)",
        params: ZPromotionParams,
        response: { 200: ZOk(ZCheckinResult), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await promotions.checkIn(
        merchantOf(request),
        member.id,
        BigInt(request.params.id),
        auditOf(request, member.id),
      );
      return { success: true as const, value };
    },
  );

  app.get(
    API.promotions.bonuses,
    {
      schema: {
        tags: ['promotions'],
        summary: "The member's bonus wallet: each bonus with its wagering progress (T)",
        response: { 200: ZOk(ZBonusWallet), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await promotions.bonusWallet(merchantOf(request), member.id) };
    },
  );

  app.get(
    API.promotions.rewards,
    {
      schema: {
        tags: ['promotions'],
        summary: 'The reward center: every reward the member can claim now, with the badge count (T)',
        response: { 200: ZOk(ZRewardList), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await promotions.rewards(merchantOf(request), member.id) };
    },
  );

  app.post(
    API.promotions.rewardClaim,
    {
      schema: {
        tags: ['promotions'],
        summary:
          'Claim a VIP, mission or leaderboard reward of the reward center into the main wallet, once (T, real money)',
        body: ZRewardClaimRequest,
        response: { 200: ZOk(ZRewardClaimResult), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await promotions.claimReward(
        merchantOf(request),
        member.id,
        request.body.id,
        auditOf(request, member.id),
      );
      return { success: true as const, value };
    },
  );
};

/** Operator calls: create, schedule, pause and report promotions (key auth, audited). */
export const promotionsAdminRoutes: FastifyPluginAsyncZod<{ services: PromotionsServices }> = async (
  app,
  { services },
) => {
  const { promotions } = services;
  const auditOf = (actor: Actor) => ({
    actor: actor.name,
    ip: actor.ip ?? null,
    requestId: actor.requestId ?? null,
  });

  app.get(
    API.admin.promotions,
    {
      schema: {
        tags: ['admin'],
        summary:
          "A page of the merchant's promotions, drafts included, each with its state and report: by kind and state, sorted on the server",
        params: ZMerchantParams,
        querystring: ZAdminPromotionsQuery,
        response: { 200: ZOk(ZAdminPromotionPage), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      return { success: true as const, value: await promotions.adminPage(merchant, request.query) };
    },
  );

  app.post(
    API.admin.promotions,
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a promotion (draft, active or paused; its period schedules it)',
        params: ZMerchantParams,
        body: ZAdminPromotionInput,
        response: { 201: ZOk(ZAdminPromotion), ...errors },
      },
    },
    async (request, reply) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      const value = await promotions.create(merchant, request.body, auditOf(actor));
      return reply.code(201).send({ success: true as const, value });
    },
  );

  app.patch(
    API.admin.promotion,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change a promotion read at `version`: pause, resume, reschedule or edit it (a promotion changed meanwhile: 409 CONFLICT)',
        params: ZMerchantParams.extend({ id: ZRowId }),
        body: ZAdminPromotionPatch,
        response: { 200: ZOk(ZAdminPromotion), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      const value = await promotions.update(
        merchant,
        BigInt(request.params.id),
        request.body,
        auditOf(actor),
      );
      return { success: true as const, value };
    },
  );
};
