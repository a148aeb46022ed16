import {
  API,
  KYC_MAX_BYTES,
  KYC_MAX_DOCUMENTS,
  ZErrorBody,
  ZKycDecision,
  ZKycListQuery,
  ZKycOverview,
  ZKycRules,
  ZKycSubmission,
  ZKycSubmissionInput,
  ZMerchantParams,
  ZOk,
  ZRowId,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { sendPrivateImage } from '../http/private-image-reply.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { KycServices } from './kyc.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };
/** Base64 of the largest submission, with room for the JSON around it. */
const SUBMISSION_BODY_LIMIT = Math.ceil((KYC_MAX_BYTES * KYC_MAX_DOCUMENTS * 4) / 3) + 64 * 1024;

/** Player calls (merchant-scoped by host, T): the member's verification state and submitting documents. */
export const kycRoutes: FastifyPluginAsyncZod<{ services: KycServices }> = async (app, { services }) => {
  const { sessions, kyc } = services;

  app.get(
    API.kyc.overview,
    {
      schema: {
        tags: ['kyc'],
        summary: "The member's identity verification and the merchant's rules that need it (T)",
        response: { 200: ZOk(ZKycOverview), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      return { success: true as const, value: await kyc.overview(merchantOf(request).id, member.id) };
    },
  );

  app.post(
    API.kyc.submit,
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      schema: {
        tags: ['kyc'],
        summary: 'Submit identity documents: png or jpg, at most 5 MB each, at most 3 (T)',
        body: ZKycSubmissionInput,
        response: { 200: ZOk(ZKycOverview), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await kyc.submit(merchantOf(request).id, member.id, request.body, {
        actor: `member:${member.id}`,
        ip: request.ip,
        requestId: request.id,
      });
      return { success: true as const, value };
    },
  );
};

const ZSubmissionParams = ZMerchantParams.extend({ id: ZRowId });

/** Operator calls: the review queue, decisions (audited), the documents and the merchant's rules. */
export const kycAdminRoutes: FastifyPluginAsyncZod<{ services: KycServices }> = async (app, { services }) => {
  const { kyc } = services;
  const caller = async (
    request: FastifyRequest,
    code: string,
    permission: 'kyc.review' | 'settings.read' | 'settings.write',
  ) => {
    const { merchant, actor } = await adminMerchant(services, request, code, permission);
    return { merchant, audit: { actor: actor.name, ip: actor.ip, requestId: actor.requestId } };
  };

  app.get(
    API.admin.kycSubmissions,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's KYC submissions, newest first, by status",
        params: ZMerchantParams,
        querystring: ZKycListQuery,
        response: { 200: ZOk(z.array(ZKycSubmission)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await caller(request, request.params.merchantCode, 'kyc.review');
      return { success: true as const, value: await kyc.list(merchant.id, request.query.status) };
    },
  );

  app.post(
    API.admin.kycDecision,
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a KYC submission, reject it with a reason, or ask for more documents',
        params: ZSubmissionParams,
        body: ZKycDecision,
        response: { 200: ZOk(ZKycSubmission), ...errors },
      },
    },
    async (request) => {
      const { merchant, audit } = await caller(request, request.params.merchantCode, 'kyc.review');
      const value = await kyc.decide(merchant.id, BigInt(request.params.id), request.body, audit);
      return { success: true as const, value };
    },
  );

  app.get(
    API.admin.kycDocument,
    {
      schema: {
        tags: ['admin'],
        summary: 'One stored document image (a re-encoded png)',
        params: ZSubmissionParams,
        response: { 200: z.any(), '4xx': ZErrorBody },
      },
    },
    async (request, reply) => {
      const { merchant } = await caller(request, request.params.merchantCode, 'kyc.review');
      const bytes = await kyc.document(merchant.id, BigInt(request.params.id));
      return sendPrivateImage(reply, bytes);
    },
  );

  app.get(
    API.admin.kycRules,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's thresholds above which withdrawals need a verified identity",
        params: ZMerchantParams,
        response: { 200: ZOk(ZKycRules), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await caller(request, request.params.merchantCode, 'settings.read');
      return { success: true as const, value: await kyc.rules(merchant.id) };
    },
  );

  app.put(
    API.admin.kycRules,
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the KYC thresholds (null: no rule)',
        params: ZMerchantParams,
        body: ZKycRules,
        response: { 200: ZOk(ZKycRules), ...errors },
      },
    },
    async (request) => {
      const { merchant, audit } = await caller(request, request.params.merchantCode, 'settings.write');
      return { success: true as const, value: await kyc.setRules(merchant.id, request.body, audit) };
    },
  );
};
