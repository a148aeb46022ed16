import {
  API,
  ZBankAccount,
  ZBankAccountBound,
  ZBankAccountInput,
  ZDeposit,
  ZDepositChannel,
  ZDepositListQuery,
  ZDepositRequest,
  ZErrorBody,
  ZOk,
  ZPage,
  ZRecordsQuery,
  ZRowIdParams,
  ZSensitiveChangeResult,
  ZSetPaymentPassword,
  ZTransferDownline,
  ZTransferResult,
  ZTransferUpline,
  ZWalletRecords,
  ZWithdrawal,
  ZWithdrawalConfirm,
  ZWithdrawalListQuery,
  ZWithdrawalRequest,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../accounts/auth-context.ts';
import type { LedgerAudit } from '../ledger/ledger.service.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { MemberMoneyServices } from './member-money.plugin.ts';
import { securityContextOf } from './member-security.routes.ts';

const errors = { '4xx': ZErrorBody };

function auditOf(request: FastifyRequest, memberId: bigint): LedgerAudit {
  return { actor: `member:${memberId}`, ip: request.ip, requestId: request.id };
}

/** Player money flows (merchant-scoped by host, `T`): payment password, transfers along the agent tree. */
export const moneyFlowRoutes: FastifyPluginAsyncZod<{ services: MemberMoneyServices }> = async (
  app,
  { services },
) => {
  const { sessions } = services;

  /** For a real-money call: the signed-in real member, the host's merchant and the call's audit. */
  async function moneyCaller(request: FastifyRequest) {
    const { member } = await requireAuth(request, sessions, { realMoney: true });
    return { member, merchant: merchantOf(request), audit: auditOf(request, member.id) };
  }

  app.post(
    API.member.paymentPassword,
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Set (with a code or the login password), change (with the old one) or reset (with a code) the 6-digit payment password (T)',
        body: ZSetPaymentPassword,
        response: { 200: ZOk(ZSensitiveChangeResult.extend({ changed: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await services.memberSecurity.setPaymentPassword(
        merchantOf(request).id,
        member.id,
        request.body,
        securityContextOf(request),
      );
      return { success: true as const, value };
    },
  );

  app.post(
    API.wallet.transferUpline,
    {
      schema: {
        tags: ['wallet'],
        summary: "Transfer from the member's wallet to its direct upline (T, real money)",
        body: ZTransferUpline,
        response: { 200: ZOk(ZTransferResult), ...errors },
      },
    },
    async (request) => {
      const { member, merchant, audit } = await moneyCaller(request);
      const value = await services.transfers.toUpline(merchant, member, request.body, audit);
      return { success: true as const, value };
    },
  );

  app.post(
    API.wallet.transferDownline,
    {
      schema: {
        tags: ['wallet'],
        summary: "Transfer from an agent's wallet to a member of its own downline (T, real money)",
        body: ZTransferDownline,
        response: { 200: ZOk(ZTransferResult), ...errors },
      },
    },
    async (request) => {
      const { member, merchant, audit } = await moneyCaller(request);
      const value = await services.transfers.toDownline(merchant, member, request.body, audit);
      return { success: true as const, value };
    },
  );

  app.get(
    API.wallet.channels,
    {
      schema: {
        tags: ['wallet'],
        summary: "The merchant's enabled payment channels in display order, with limits and bank details (T)",
        response: { 200: ZOk(z.array(ZDepositChannel)), ...errors },
      },
    },
    async (request) => {
      await requireAuth(request, sessions);
      const value = await services.paymentChannels.listForPlayer(merchantOf(request).id);
      return { success: true as const, value };
    },
  );

  app.post(
    API.wallet.deposits,
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Ask for a manual (bank transfer) deposit; pending until an operator decides (T, real money)',
        body: ZDepositRequest,
        response: { 200: ZOk(ZDeposit), ...errors },
      },
    },
    async (request) => {
      const { member, merchant, audit } = await moneyCaller(request);
      const value = await services.deposits.request(merchant, member.id, request.body, audit);
      return { success: true as const, value };
    },
  );

  app.get(
    API.wallet.deposits,
    {
      schema: {
        tags: ['wallet'],
        summary: "The member's own deposit requests, newest first (T)",
        querystring: ZDepositListQuery,
        response: { 200: ZOk(ZPage(ZDeposit)), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await services.deposits.list(merchantOf(request).id, request.query, member.id);
      return { success: true as const, value };
    },
  );

  app.get(
    API.member.bankAccount,
    {
      schema: {
        tags: ['wallet'],
        summary: "The member's bound bank account (number masked), or null (T)",
        response: { 200: ZOk(ZBankAccount.nullable()), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await services.withdrawals.bankAccount(merchantOf(request).id, member.id);
      return { success: true as const, value };
    },
  );

  app.post(
    API.member.bankAccount,
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Bind (or replace) the bank account withdrawals go to, with proof; the first fixes the payee name, a replacement holds withdrawals (T)',
        body: ZBankAccountInput,
        response: { 200: ZOk(ZBankAccountBound), ...errors },
      },
    },
    async (request) => {
      const { member, merchant, audit } = await moneyCaller(request);
      const value = await services.withdrawals.bindBankAccount(merchant.id, member.id, request.body, audit);
      return { success: true as const, value };
    },
  );

  app.post(
    API.wallet.withdrawals,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Ask for a withdrawal to the bound bank account; the amount is held at once (T, real money)',
        body: ZWithdrawalRequest,
        response: { 200: ZOk(ZWithdrawal), ...errors },
      },
    },
    async (request) => {
      const { member, merchant, audit } = await moneyCaller(request);
      const value = await services.withdrawals.request(merchant, member.id, request.body, audit);
      return { success: true as const, value };
    },
  );

  app.get(
    API.wallet.withdrawals,
    {
      schema: {
        tags: ['wallet'],
        summary: "The member's own withdrawals, newest first (T)",
        querystring: ZWithdrawalListQuery,
        response: { 200: ZOk(ZPage(ZWithdrawal)), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await services.withdrawals.list(merchantOf(request).id, request.query, member.id);
      return { success: true as const, value };
    },
  );

  app.post(
    API.wallet.withdrawalConfirm,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Confirm an approved withdrawal: received, not_received or partial with receivedAmount (T)',
        params: ZRowIdParams,
        body: ZWithdrawalConfirm,
        response: { 200: ZOk(ZWithdrawal), ...errors },
      },
    },
    async (request) => {
      const { member, merchant, audit } = await moneyCaller(request);
      const value = await services.withdrawals.confirm(
        merchant,
        member.id,
        BigInt(request.params.id),
        request.body,
        audit,
      );
      return { success: true as const, value };
    },
  );

  app.get(
    API.wallet.records,
    {
      schema: {
        tags: ['wallet'],
        summary: "The member's own wallet movements (account record), newest first, paged (T)",
        querystring: ZRecordsQuery,
        response: { 200: ZOk(ZWalletRecords), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await services.records.list(merchantOf(request).id, member.id, request.query);
      return { success: true as const, value };
    },
  );
};
