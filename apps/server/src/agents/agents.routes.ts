import {
  AGENT_API,
  ZAdminContractGrant,
  ZAdminSettle,
  ZAgentMessagesPage,
  ZAgentMessagesQuery,
  ZAgentRegister,
  ZConsolidated,
  ZContract,
  ZContractListQuery,
  ZContractOffer,
  ZContractPage,
  ZContractTerminate,
  ZDateRangeQuery,
  ZDownlineMember,
  ZDownlinePage,
  ZDownlineQuery,
  ZDownlineTransactions,
  ZDownlineTransactionsQuery,
  ZErrorBody,
  ZIncomePage,
  ZIncomeQuery,
  ZMerchantParams,
  ZOk,
  ZPnlStatement,
  ZReferral,
  ZRevenueReport,
  ZRowIdParams,
  ZSettleResult,
  ZTeamBettingReport,
  ZTeamOverview,
  ZTeamReportQuery,
  ZUserLossReport,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { AgentsServices } from './agents.plugin.ts';

const errors = { '4xx': ZErrorBody };
const ZIdParams = ZRowIdParams;
const tags = ['agents'];

/**
 * Agent center calls (merchant-scoped by host, `T`, agents only). Thin: each checks the session,
 * then hands the merchant and the caller to the agents or contracts service, which check the
 * agent type and that every named member is in the caller's own downline.
 */
export const agentsRoutes: FastifyPluginAsyncZod<{ services: AgentsServices }> = async (
  app,
  { services },
) => {
  const { sessions, agents, contracts } = services;
  const caller = async (request: FastifyRequest) => {
    const { member } = await requireAuth(request, sessions);
    return { merchant: merchantOf(request), member };
  };

  app.get(
    AGENT_API.consolidated,
    {
      schema: {
        tags,
        summary: 'Consolidated contract flags of the agent menu, own contracts, timezone (T, agents)',
        response: { 200: ZOk(ZConsolidated), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await contracts.consolidated(merchant, member) };
    },
  );

  app.get(
    AGENT_API.teamOverview,
    {
      schema: {
        tags,
        summary: 'Team overview for a date range (T, agents)',
        querystring: ZDateRangeQuery,
        response: { 200: ZOk(ZTeamOverview), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.overview(merchant, member, request.query) };
    },
  );

  app.get(
    AGENT_API.downline,
    {
      schema: {
        tags,
        summary: 'Downline management list: search, status, balance, last login, contracts (T, agents)',
        querystring: ZDownlineQuery,
        response: { 200: ZOk(ZDownlinePage), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.downline(merchant, member, request.query) };
    },
  );

  app.put(
    AGENT_API.register,
    {
      schema: {
        tags,
        summary: 'Register center: create a member or agent directly under the caller (T, agents)',
        body: ZAgentRegister,
        response: { 200: ZOk(ZDownlineMember), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      const value = await agents.register(merchant, member, request.body, {
        ip: request.ip,
        requestId: request.id,
      });
      return { success: true as const, value };
    },
  );

  app.get(
    AGENT_API.referral,
    {
      schema: {
        tags,
        summary: "The caller's referral code and link path (T, agents)",
        response: { 200: ZOk(ZReferral), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.referral(merchant, member) };
    },
  );

  app.get(
    AGENT_API.teamBetting,
    {
      schema: {
        tags,
        summary: 'Team betting per downline member (T, agents)',
        querystring: ZTeamReportQuery,
        response: { 200: ZOk(ZTeamBettingReport), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.teamBetting(merchant, member, request.query) };
    },
  );

  app.get(
    AGENT_API.userLoss,
    {
      schema: {
        tags,
        summary: 'Downline members with a net loss, biggest first (T, agents)',
        querystring: ZTeamReportQuery,
        response: { 200: ZOk(ZUserLossReport), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.userLoss(merchant, member, request.query) };
    },
  );

  app.get(
    AGENT_API.transactions,
    {
      schema: {
        tags,
        summary: 'Wallet movements of downline members (T, agents)',
        querystring: ZDownlineTransactionsQuery,
        response: { 200: ZOk(ZDownlineTransactions), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.transactions(merchant, member, request.query) };
    },
  );

  app.get(
    AGENT_API.pnl,
    {
      schema: {
        tags,
        summary: "P&L statement per day: the team's flows and bets, the caller's income (T, agents)",
        querystring: ZDateRangeQuery,
        response: { 200: ZOk(ZPnlStatement), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.pnl(merchant, member, request.query) };
    },
  );

  app.get(
    AGENT_API.revenue,
    {
      schema: {
        tags,
        summary: 'Revenue per direct downline, each with its whole team (T, agents)',
        querystring: ZTeamReportQuery,
        response: { 200: ZOk(ZRevenueReport), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.revenue(merchant, member, request.query) };
    },
  );

  app.get(
    AGENT_API.income,
    {
      schema: {
        tags,
        summary: "The caller's contract payments with their inputs (T, agents)",
        querystring: ZIncomeQuery,
        response: { 200: ZOk(ZIncomePage), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.income(merchant, member, request.query) };
    },
  );

  app.get(
    AGENT_API.contracts,
    {
      schema: {
        tags,
        summary: 'Contracts the caller offered or received (T, agents)',
        querystring: ZContractListQuery,
        response: { 200: ZOk(ZContractPage), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await contracts.list(merchant, member, request.query) };
    },
  );

  app.get(
    AGENT_API.contract,
    {
      schema: {
        tags,
        summary: 'One contract with its history (T, its two parties)',
        params: ZIdParams,
        response: { 200: ZOk(ZContract), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return {
        success: true as const,
        value: await contracts.get(merchant, member, BigInt(request.params.id)),
      };
    },
  );

  app.post(
    AGENT_API.offer,
    {
      schema: {
        tags,
        summary:
          'Offer a dividend / daily / hourly / real-time salary contract to a direct downline (T, agents)',
        body: ZContractOffer,
        response: { 200: ZOk(ZContract), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await contracts.offer(merchant, member, request.body) };
    },
  );

  app.get(
    AGENT_API.messages,
    {
      schema: {
        tags,
        summary: 'Platform messages: contract events by others and income payments (T, agents)',
        querystring: ZAgentMessagesQuery,
        response: { 200: ZOk(ZAgentMessagesPage), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.messages(merchant, member, request.query) };
    },
  );

  app.post(
    AGENT_API.messagesRead,
    {
      schema: {
        tags,
        summary: 'Mark every platform message up to now read (T, agents)',
        response: { 200: ZOk(z.object({ unread: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      const { merchant, member } = await caller(request);
      return { success: true as const, value: await agents.markMessagesRead(merchant, member) };
    },
  );

  for (const [path, action, summary] of [
    [AGENT_API.accept, 'accept', 'Accept a pending offer (T, its downline)'],
    [AGENT_API.reject, 'reject', 'Reject a pending offer (T, its downline)'],
    [AGENT_API.terminate, 'terminate', 'Terminate a pending or active contract (T, either party)'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          params: ZIdParams,
          body: ZContractTerminate.optional(),
          response: { 200: ZOk(ZContract), ...errors },
        },
      },
      async (request) => {
        const { merchant, member } = await caller(request);
        const id = BigInt(request.params.id);
        const reason = request.body?.reason;
        const value =
          action === 'accept'
            ? await contracts.accept(merchant, member, id)
            : action === 'reject'
              ? await contracts.reject(merchant, member, id, reason)
              : await contracts.terminate(merchant, member, id, reason);
        return { success: true as const, value };
      },
    );
  }
};

/** Operator calls of the agents feature: grant a top-level contract, settle a kind now. */
export const agentsAdminRoutes: FastifyPluginAsyncZod<{ services: AgentsServices }> = async (
  app,
  { services },
) => {
  async function managed(request: FastifyRequest, code: string) {
    const { merchant, actor } = await adminMerchant(services, request, code, 'agents.write');
    return { merchant, actor: actor.name };
  }

  app.post(
    AGENT_API.adminGrant,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Grant an agent a contract from the house, active at once (replaces its current one of the kind)',
        params: ZMerchantParams,
        body: ZAdminContractGrant,
        response: { 200: ZOk(ZContract), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await managed(request, request.params.merchantCode);
      return { success: true as const, value: await services.contracts.grant(merchant, request.body, actor) };
    },
  );

  app.post(
    AGENT_API.adminSettle,
    {
      schema: {
        tags: ['admin'],
        summary: 'Settle every complete, unsettled period of a contract kind now (idempotent)',
        params: ZMerchantParams,
        body: ZAdminSettle,
        response: { 200: ZOk(ZSettleResult), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await managed(request, request.params.merchantCode);
      const asOf = request.body.asOf ? new Date(request.body.asOf) : new Date();
      const value = await services.settlement.settleDue(request.body.kind, asOf, {
        merchantId: merchant.id,
      });
      return { success: true as const, value };
    },
  );
};
