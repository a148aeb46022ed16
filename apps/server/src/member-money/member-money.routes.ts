import {
  API,
  ZBetRecords,
  ZBetRecordsQuery,
  ZErrorBody,
  ZMoneyOverview,
  ZOk,
  ZProfit,
  ZProfitQuery,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { MemberMoneyServices } from './member-money.plugin.ts';

const errors = { '4xx': ZErrorBody };

/** Reads of the member centre's money pages (merchant-scoped by host, `T`, the caller's own data only). */
export const memberMoneyRoutes: FastifyPluginAsyncZod<{ services: MemberMoneyServices }> = async (
  app,
  { services },
) => {
  const { sessions } = services;

  app.get(
    API.wallet.overview,
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Balance, held withdrawals, payment-password and bank-account state, upline and withdrawal limits (T)',
        response: { 200: ZOk(ZMoneyOverview), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await services.memberMoney.overview(merchantOf(request), member);
      return { success: true as const, value };
    },
  );

  app.get(
    API.wallet.bets,
    {
      schema: {
        tags: ['wallet'],
        summary: "The member's game rounds (betting record), newest first, paged, with totals (T)",
        querystring: ZBetRecordsQuery,
        response: { 200: ZOk(ZBetRecords), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await services.memberMoney.bets(
        merchantOf(request).id,
        member.id,
        request.query,
        requestLanguage(request),
      );
      return { success: true as const, value };
    },
  );

  app.get(
    API.wallet.profit,
    {
      schema: {
        tags: ['wallet'],
        summary: "The member's profit and loss: money in and out by kind, settled rounds by day (T)",
        querystring: ZProfitQuery,
        response: { 200: ZOk(ZProfit), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await services.memberMoney.profit(merchantOf(request), member.id, request.query);
      return { success: true as const, value };
    },
  );
};
