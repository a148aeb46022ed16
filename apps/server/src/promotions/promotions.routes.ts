import {
  API,
  APPLY_IMAGE_MAX_BYTES,
  APPLY_MAX_IMAGES,
  SESSION_TOKEN_HEADER,
  ZAdminApplication,
  ZAdminApplicationPage,
  ZAdminApplicationsQuery,
  ZAdminPromotion,
  ZAdminPromotionInput,
  ZAdminPromotionPage,
  ZAdminPromotionPatch,
  ZAdminPromotionsQuery,
  ZApplicationDecision,
  ZApplyInput,
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
import { z } from 'zod';
import { requireAuth } from '../accounts/auth-context.ts';
import type { Actor } from '../admin/actor.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { sendPrivateImage } from '../http/private-image-reply.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { PromotionsServices } from './promotions.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };
/** Base64 of the largest application the schema takes (a little over the rules, so they answer with their codes). */
const APPLY_BODY_LIMIT =
  Math.ceil((APPLY_IMAGE_MAX_BYTES * 4) / 3 + 64 * 1024) * (APPLY_MAX_IMAGES + 2) + 64 * 1024;

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

  app.post(
    API.promotions.apply,
    {
      bodyLimit: APPLY_BODY_LIMIT,
      schema: {
        tags: ['promotions'],
        summary:
          'Apply to an apply activity with a comment (at most 140 characters) and up to 3 png or jpg images of at most 5 MB each (T, real money)',
        params: ZPromotionParams,
        body: ZApplyInput,
        response: { 200: ZOk(ZPromotion), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const merchant = merchantOf(request);
      const id = BigInt(request.params.id);
      await services.promotionApplications.apply(
        merchant,
        member.id,
        id,
        request.body,
        auditOf(request, member.id),
      );
      return { success: true as const, value: await promotions.one(merchant, member.id, id) };
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

  const ZApplicationParams = ZMerchantParams.extend({ id: ZRowId });

  app.get(
    API.admin.promotionApplications,
    {
      schema: {
        tags: ['admin'],
        summary:
          "The review queue of apply activities: the merchant's applications, newest first, by status and promotion",
        params: ZMerchantParams,
        querystring: ZAdminApplicationsQuery,
        response: { 200: ZOk(ZAdminApplicationPage), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      const value = await services.promotionApplications.page(merchant, request.query);
      return { success: true as const, value };
    },
  );

  app.post(
    API.admin.promotionApplicationDecision,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve an application (its reward is reserved from the budget) or reject it with a remark, once (decided already: 409 REQUEST_ALREADY_DECIDED)',
        params: ZApplicationParams,
        body: ZApplicationDecision,
        response: { 200: ZOk(ZAdminApplication), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      const value = await services.promotionApplications.decide(
        merchant,
        BigInt(request.params.id),
        request.body,
        auditOf(actor),
      );
      return { success: true as const, value };
    },
  );

  app.get(
    API.admin.promotionApplicationImage,
    {
      schema: {
        tags: ['admin'],
        summary: "One image of a member's application (a re-encoded png, never cached or public)",
        params: ZApplicationParams,
        response: { 200: z.any(), '4xx': ZErrorBody },
      },
    },
    async (request, reply) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      const bytes = await services.promotionApplications.image(merchant, BigInt(request.params.id));
      return sendPrivateImage(reply, bytes);
    },
  );
};
