import {
  API,
  formatMinor,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZRegisterVendor,
  ZVendorCredential,
  ZWalletAdjustment,
  ZWalletAdjustmentResult,
  ZWalletBalance,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { AppError } from '../http/app-error.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import { needsSecondOperator } from '../operators/approvals.service.ts';
import type { LedgerServices } from './ledger.plugin.ts';

/** Player wallet calls (merchant-scoped by host): the main wallet's balance. Trial accounts allowed. */
export const walletRoutes: FastifyPluginAsyncZod<{ services: LedgerServices }> = async (
  app,
  { services },
) => {
  app.get(
    API.wallet.balance,
    {
      schema: {
        tags: ['wallet'],
        summary: "The player's main-wallet balance (T)",
        response: { 200: ZOk(ZWalletBalance), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, services.sessions);
      const merchant = merchantOf(request);
      const balance = await services.wallet.balanceOf(merchant, member.id);
      return {
        success: true as const,
        value: {
          balance: formatMinor(balance),
          currency: merchant.currency,
          currencySymbol: merchant.currencySymbol,
        },
      };
    },
  );
};

/** Operator wallet calls: register a game vendor's credential, adjust a member wallet. Key auth, audited. */
export const walletAdminRoutes: FastifyPluginAsyncZod<{ services: LedgerServices }> = async (
  app,
  { services },
) => {
  app.post(
    API.admin.walletVendors,
    {
      schema: {
        tags: ['admin'],
        summary: "Register a game vendor for the merchant's wallet; returns its key id and secret (once)",
        params: ZMerchantParams,
        body: ZRegisterVendor,
        response: { 201: ZOk(ZVendorCredential), '4xx': ZErrorBody },
      },
    },
    async (request, reply) => {
      const { actor, merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'games.write',
      );
      const value = await services.vendorWallet.registerVendor(merchant.id, request.body.vendorCode, {
        actor: actor.name,
        ip: request.ip,
        requestId: request.id,
      });
      return reply.status(201).send({ success: true as const, value });
    },
  );

  app.post(
    API.admin.walletAdjustments,
    {
      schema: {
        tags: ['admin'],
        summary: 'Credit (positive) or debit (negative) a member wallet by a manual adjustment',
        params: ZMerchantParams,
        body: ZWalletAdjustment,
        response: { 200: ZOk(ZWalletAdjustmentResult), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { actor, merchant, operator } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'players.balance',
      );
      if (needsSecondOperator(operator, request.body.amount)) throw new AppError('FOUR_EYES_REQUIRED');
      const value = await services.wallet.adjust(merchant, request.body, {
        actor: actor.name,
        ip: request.ip,
        requestId: request.id,
      });
      return { success: true as const, value };
    },
  );
};
