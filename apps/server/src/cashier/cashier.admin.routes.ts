import {
  API,
  type TOperatorPermission,
  ZDeposit,
  ZDepositListQuery,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZPage,
  ZRejectRequest,
  ZRowId,
  ZWithdrawal,
  ZWithdrawalListQuery,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CashierServices } from './cashier.plugin.ts';
import { cashierAdminCaller } from './cashier-admin.ts';

const ZRequestParams = ZMerchantParams.extend({ id: ZRowId });
const errors = { '4xx': ZErrorBody };

/** Operator calls of the player money flows: deciding deposit requests. Key auth, audited. */
export const moneyFlowAdminRoutes: FastifyPluginAsyncZod<{ services: CashierServices }> = async (
  app,
  { services },
) => {
  const managed = (request: FastifyRequest, code: string, permission: TOperatorPermission) =>
    cashierAdminCaller(services, request, code, permission);

  app.get(
    API.admin.deposits,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's deposit requests, newest first, by status",
        params: ZMerchantParams,
        querystring: ZDepositListQuery,
        response: { 200: ZOk(ZPage(ZDeposit)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await managed(request, request.params.merchantCode, 'finance.read');
      return { success: true as const, value: await services.deposits.list(merchant.id, request.query) };
    },
  );

  app.post(
    API.admin.depositApprove,
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending deposit: credits the member wallet once (a repeat answers replayed)',
        params: ZRequestParams,
        response: { 200: ZOk(ZDeposit), ...errors },
      },
    },
    async (request) => {
      const { merchant, audit } = await managed(request, request.params.merchantCode, 'finance.deposits');
      const value = await services.deposits.approve(merchant, BigInt(request.params.id), audit);
      return { success: true as const, value };
    },
  );

  app.post(
    API.admin.depositReject,
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending deposit: nothing moves (a repeat answers replayed)',
        params: ZRequestParams,
        body: ZRejectRequest.nullish(),
        response: { 200: ZOk(ZDeposit), ...errors },
      },
    },
    async (request) => {
      const { merchant, audit } = await managed(request, request.params.merchantCode, 'finance.deposits');
      const value = await services.deposits.reject(
        merchant,
        BigInt(request.params.id),
        request.body?.reason,
        audit,
      );
      return { success: true as const, value };
    },
  );

  app.get(
    API.admin.withdrawals,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's withdrawals, newest first, by status",
        params: ZMerchantParams,
        querystring: ZWithdrawalListQuery,
        response: { 200: ZOk(ZPage(ZWithdrawal)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await managed(request, request.params.merchantCode, 'finance.read');
      return { success: true as const, value: await services.withdrawals.list(merchant.id, request.query) };
    },
  );

  app.post(
    API.admin.withdrawalApprove,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve a pending withdrawal: the held amount is paid out (once; a repeat answers replayed)',
        params: ZRequestParams,
        response: { 200: ZOk(ZWithdrawal), ...errors },
      },
    },
    async (request) => {
      const { merchant, audit } = await managed(request, request.params.merchantCode, 'finance.withdrawals');
      const value = await services.withdrawals.approve(merchant, BigInt(request.params.id), audit);
      return { success: true as const, value };
    },
  );

  app.post(
    API.admin.withdrawalReject,
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending withdrawal: the held amount goes back to the wallet (once)',
        params: ZRequestParams,
        body: ZRejectRequest.nullish(),
        response: { 200: ZOk(ZWithdrawal), ...errors },
      },
    },
    async (request) => {
      const { merchant, audit } = await managed(request, request.params.merchantCode, 'finance.withdrawals');
      const value = await services.withdrawals.reject(
        merchant,
        BigInt(request.params.id),
        request.body?.reason ?? null,
        audit,
      );
      return { success: true as const, value };
    },
  );

  app.post(
    API.admin.withdrawalForceReceived,
    {
      schema: {
        tags: ['admin'],
        summary: 'Force an approved, disputed or partially received withdrawal to received',
        params: ZRequestParams,
        response: { 200: ZOk(ZWithdrawal), ...errors },
      },
    },
    async (request) => {
      const { merchant, audit } = await managed(request, request.params.merchantCode, 'finance.withdrawals');
      const value = await services.withdrawals.forceReceived(merchant, BigInt(request.params.id), audit);
      return { success: true as const, value };
    },
  );
};
