import {
  POINTS_API,
  type TSiteFlags,
  ZAdminPointsAdjustment,
  ZAdminPointsGood,
  ZAdminPointsGoodInput,
  ZAdminPointsSettings,
  ZAdminRebateSettings,
  ZAdminRedemption,
  ZAdminRedemptionDecision,
  ZAdminRedemptionQuery,
  ZAdminReferralSettings,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZPage,
  ZPointsBalance,
  ZPointsConvertRequest,
  ZPointsEntry,
  ZPointsGood,
  ZPointsGoods,
  ZPointsPageQuery,
  ZPointsRedeem,
  ZPointsRedeemRequest,
  ZPointsRedeemResult,
  ZPointsRules,
  ZRebateClaim,
  ZRebatePreview,
  ZReferralOverview,
  ZReferralReward,
  ZRowId,
  ZRowIdParams,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { ENCRYPTED_CALL_NOTE, openEncryptedBody } from '../accounts/encrypted-body.ts';
import type { Actor } from '../admin/actor.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { AppError } from '../http/app-error.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { LoyaltyServices } from './loyalty.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/** The merchant's flag of a programme: off refuses the call (OPERATION_NOT_ENABLED), as the UI hides it. */
function requireFlag(
  request: FastifyRequest,
  flag: keyof Pick<TSiteFlags, 'pointsMall' | 'manualRebate' | 'referral'>,
) {
  const merchant = merchantOf(request);
  if (!merchant.flags[flag])
    throw new AppError('OPERATION_NOT_ENABLED', { detail: `${flag} is off for this merchant` });
  return merchant;
}

/** Player calls (per merchant host): points and the mall (PTSYS3), manual rebate (MANPLAYREB3), invite friends. */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ services: LoyaltyServices }> = async (
  app,
  { services },
) => {
  const { sessions, points, rebate, referral } = services;
  const encrypted = openEncryptedBody(services.merchants);
  const auditOf = (request: FastifyRequest, memberId: bigint) => ({
    actor: `member:${memberId}`,
    ip: request.ip,
    requestId: request.id,
  });

  app.get(
    POINTS_API.balance,
    {
      schema: {
        tags: ['points'],
        summary: "The member's points (T)",
        response: { 200: ZOk(ZPointsBalance), ...errors },
      },
    },
    async (request) => {
      const merchant = requireFlag(request, 'pointsMall');
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await points.balance(merchant, member.id) };
    },
  );

  app.get(
    POINTS_API.goods,
    {
      schema: {
        tags: ['points'],
        summary: "The mall's goods with their stock",
        response: { 200: ZOk(ZPointsGoods), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.goods(requireFlag(request, 'pointsMall')),
    }),
  );

  app.get(
    POINTS_API.good,
    {
      schema: {
        tags: ['points'],
        summary: "One good's details",
        params: ZRowIdParams,
        response: { 200: ZOk(ZPointsGood), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.good(requireFlag(request, 'pointsMall'), BigInt(request.params.id)),
    }),
  );

  app.get(
    POINTS_API.config,
    {
      schema: {
        tags: ['points'],
        summary: 'The points rules: rates per game type, conversion; points never expire',
        response: { 200: ZOk(ZPointsRules), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await points.rules(requireFlag(request, 'pointsMall')),
    }),
  );

  app.get(
    POINTS_API.redeems,
    {
      schema: {
        tags: ['points'],
        summary: "The member's redeem history (T)",
        querystring: ZPointsPageQuery,
        response: { 200: ZOk(ZPage(ZPointsRedeem)), ...errors },
      },
    },
    async (request) => {
      const merchant = requireFlag(request, 'pointsMall');
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await points.redeems(merchant, member.id, request.query) };
    },
  );

  app.get(
    POINTS_API.transactions,
    {
      schema: {
        tags: ['points'],
        summary: "Every change of the member's points with the balance after it (T)",
        querystring: ZPointsPageQuery,
        response: { 200: ZOk(ZPage(ZPointsEntry)), ...errors },
      },
    },
    async (request) => {
      const merchant = requireFlag(request, 'pointsMall');
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await points.entries(merchant, member.id, request.query) };
    },
  );

  app.post(
    POINTS_API.redeem,
    {
      preValidation: encrypted,
      schema: {
        tags: ['points'],
        summary:
          'Redeem a good with points (T, E, payment password); a repeated key answers the first redeem',
        description: ENCRYPTED_CALL_NOTE,
        body: ZPointsRedeemRequest,
        response: { 200: ZOk(ZPointsRedeemResult), ...errors },
      },
    },
    async (request) => {
      const merchant = requireFlag(request, 'pointsMall');
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await points.redeem(merchant, member.id, request.body, auditOf(request, member.id));
      return { success: true as const, value };
    },
  );

  app.post(
    POINTS_API.convert,
    {
      preValidation: encrypted,
      schema: {
        tags: ['points'],
        summary: 'Convert points to cash at the merchant rate (T, E, payment password)',
        description: ENCRYPTED_CALL_NOTE,
        body: ZPointsConvertRequest,
        response: { 200: ZOk(ZPointsRedeemResult), ...errors },
      },
    },
    async (request) => {
      const merchant = requireFlag(request, 'pointsMall');
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await points.convert(merchant, member.id, request.body, auditOf(request, member.id));
      return { success: true as const, value };
    },
  );

  app.get(
    POINTS_API.rebate,
    {
      schema: {
        tags: ['rebate'],
        summary: 'The manual rebate claimable now, per game type (T)',
        response: { 200: ZOk(ZRebatePreview), ...errors },
      },
    },
    async (request) => {
      const merchant = requireFlag(request, 'manualRebate');
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      return { success: true as const, value: await rebate.preview(merchant, member.id) };
    },
  );

  app.post(
    POINTS_API.rebateClaim,
    {
      schema: {
        tags: ['rebate'],
        summary: 'Claim the manual rebate, paid once (T)',
        response: { 200: ZOk(ZRebateClaim), ...errors },
      },
    },
    async (request) => {
      const merchant = requireFlag(request, 'manualRebate');
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      return {
        success: true as const,
        value: await rebate.claim(merchant, member.id, auditOf(request, member.id)),
      };
    },
  );

  app.get(
    POINTS_API.rebateClaims,
    {
      schema: {
        tags: ['rebate'],
        summary: "The member's rebate claims (T)",
        response: { 200: ZOk(z.object({ list: z.array(ZRebateClaim) })), ...errors },
      },
    },
    async (request) => {
      const merchant = requireFlag(request, 'manualRebate');
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      return { success: true as const, value: await rebate.claims(merchant, member.id) };
    },
  );

  app.get(
    POINTS_API.referral,
    {
      schema: {
        tags: ['referral'],
        summary: "The member's referral code, link, rules, friends and rewards (T)",
        response: { 200: ZOk(ZReferralOverview), ...errors },
      },
    },
    async (request) => {
      const merchant = requireFlag(request, 'referral');
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      return { success: true as const, value: await referral.overview(merchant, member.id) };
    },
  );

  app.post(
    POINTS_API.referralClaim,
    {
      schema: {
        tags: ['referral'],
        summary: 'Claim a referral reward into the wallet, once (T)',
        params: z.object({ id: ZRowId }),
        response: { 200: ZOk(ZReferralReward), ...errors },
      },
    },
    async (request) => {
      const merchant = requireFlag(request, 'referral');
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await referral.claim(
        merchant,
        member.id,
        BigInt(request.params.id),
        auditOf(request, member.id),
      );
      return { success: true as const, value };
    },
  );
};

/** Operator calls: goods, rates and rules, redemption approvals, point adjustments, rebate and referral settings (audited). */
export const loyaltyAdminRoutes: FastifyPluginAsyncZod<{ services: LoyaltyServices }> = async (
  app,
  { services },
) => {
  const { points, rebate, referral } = services;
  const auditOf = (actor: Actor) => ({
    actor: actor.name,
    ip: actor.ip ?? null,
    requestId: actor.requestId ?? null,
  });
  const idParams = ZMerchantParams.extend({ id: ZRowId });

  app.get(
    POINTS_API.admin.goods,
    {
      schema: {
        tags: ['admin'],
        summary: "The mall's goods, hidden ones included",
        params: ZMerchantParams,
        response: { 200: ZOk(z.array(ZAdminPointsGood)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      return { success: true as const, value: await points.adminGoods(merchant) };
    },
  );

  app.post(
    POINTS_API.admin.goods,
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a good to the mall',
        params: ZMerchantParams,
        body: ZAdminPointsGoodInput,
        response: { 201: ZOk(ZAdminPointsGood), ...errors },
      },
    },
    async (request, reply) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      const value = await points.saveGood(merchant, null, request.body, auditOf(actor));
      return reply.code(201).send({ success: true as const, value });
    },
  );

  app.put(
    POINTS_API.admin.good,
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a good (price, stock, hide or show)',
        params: idParams,
        body: ZAdminPointsGoodInput,
        response: { 200: ZOk(ZAdminPointsGood), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      const value = await points.saveGood(merchant, BigInt(request.params.id), request.body, auditOf(actor));
      return { success: true as const, value };
    },
  );

  app.get(
    POINTS_API.admin.settings,
    {
      schema: {
        tags: ['admin'],
        summary: 'Points rates per game type and conversion',
        params: ZMerchantParams,
        response: { 200: ZOk(ZAdminPointsSettings), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      return { success: true as const, value: await points.adminSettings(merchant) };
    },
  );

  app.put(
    POINTS_API.admin.settings,
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the points rates and conversion',
        params: ZMerchantParams,
        body: ZAdminPointsSettings,
        response: { 200: ZOk(ZAdminPointsSettings), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      return {
        success: true as const,
        value: await points.saveSettings(merchant, request.body, auditOf(actor)),
      };
    },
  );

  app.get(
    POINTS_API.admin.redemptions,
    {
      schema: {
        tags: ['admin'],
        summary: 'Redemptions, by status (in_process waits for a decision)',
        params: ZMerchantParams,
        querystring: ZAdminRedemptionQuery,
        response: { 200: ZOk(ZPage(ZAdminRedemption)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      return { success: true as const, value: await points.adminRedemptions(merchant, request.query) };
    },
  );

  app.post(
    POINTS_API.admin.redemptionDecision,
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve or reject a physical-goods redemption (rejection returns the points once)',
        params: idParams,
        body: ZAdminRedemptionDecision,
        response: { 200: ZOk(ZPointsRedeem), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      const value = await points.decide(
        merchant,
        BigInt(request.params.id),
        request.body.decision,
        request.body.remark ?? null,
        auditOf(actor),
      );
      return { success: true as const, value };
    },
  );

  app.post(
    POINTS_API.admin.adjust,
    {
      schema: {
        tags: ['admin'],
        summary: "Give (activity) or correct a member's points, once per key",
        params: ZMerchantParams,
        body: ZAdminPointsAdjustment,
        response: { 200: ZOk(ZPointsBalance), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      return { success: true as const, value: await points.adjust(merchant, request.body, auditOf(actor)) };
    },
  );

  app.get(
    POINTS_API.admin.rebateSettings,
    {
      schema: {
        tags: ['admin'],
        summary: 'Manual rebate rates per game type and the minimum claim',
        params: ZMerchantParams,
        response: { 200: ZOk(ZAdminRebateSettings), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      return { success: true as const, value: await rebate.adminSettings(merchant) };
    },
  );

  app.put(
    POINTS_API.admin.rebateSettings,
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the manual rebate rates and minimum',
        params: ZMerchantParams,
        body: ZAdminRebateSettings,
        response: { 200: ZOk(ZAdminRebateSettings), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      return {
        success: true as const,
        value: await rebate.saveSettings(merchant, request.body, auditOf(actor)),
      };
    },
  );

  app.get(
    POINTS_API.admin.referralSettings,
    {
      schema: {
        tags: ['admin'],
        summary: 'Referral rewards: first deposit and valid-bet target',
        params: ZMerchantParams,
        response: { 200: ZOk(ZAdminReferralSettings), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.read',
      );
      return { success: true as const, value: await referral.adminSettings(merchant) };
    },
  );

  app.put(
    POINTS_API.admin.referralSettings,
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the referral rewards',
        params: ZMerchantParams,
        body: ZAdminReferralSettings,
        response: { 200: ZOk(ZAdminReferralSettings), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'promotions.write',
      );
      return {
        success: true as const,
        value: await referral.saveSettings(merchant, request.body, auditOf(actor)),
      };
    },
  );
};
