import {
  API,
  ZDeposit,
  ZErrorBody,
  ZGatewayDepositRequest,
  ZGatewayDepositStart,
  ZOk,
  ZRowIdParams,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { CashierServices } from './cashier.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/** Player deposit calls of gateway channels (merchant-scoped by host, `T`). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ services: CashierServices }> = async (
  app,
  { services },
) => {
  const { sessions } = services;

  app.post(
    API.wallet.depositGateway,
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Start a deposit on a payment-gateway channel: a pending deposit and the hosted payment page to open (T, real money)',
        body: ZGatewayDepositRequest,
        response: { 200: ZOk(ZGatewayDepositStart), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const origin = `${request.protocol}://${request.host}`;
      const value = await services.gatewayDeposits.start(
        merchantOf(request),
        member.id,
        request.body,
        { callbackOrigin: origin, siteOrigin: origin },
        { actor: `member:${member.id}`, ip: request.ip, requestId: request.id },
      );
      return { success: true as const, value };
    },
  );

  app.get(
    API.wallet.deposit,
    {
      schema: {
        tags: ['wallet'],
        summary: "One of the member's own deposits, e.g. on return from the payment page (T)",
        params: ZRowIdParams,
        response: { 200: ZOk(ZDeposit), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await services.gatewayDeposits.findOwn(
        merchantOf(request).id,
        member.id,
        BigInt(request.params.id),
      );
      return { success: true as const, value };
    },
  );
};
