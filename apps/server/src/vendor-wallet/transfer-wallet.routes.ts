import {
  API,
  ZConsolidatedFunds,
  ZErrorBody,
  ZMerchantWallet,
  ZOk,
  ZVendorWalletModeInput,
  ZVendorWalletModeResult,
  ZWalletTransferRequest,
  ZWalletTransferResult,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { VendorWalletServices } from './vendor-wallet.plugin.ts';

const errors = { '4xx': ZErrorBody };

/** Player calls of the transfer-wallet mode (merchant-scoped by host, `T`). */
export const transferWalletRoutes: FastifyPluginAsyncZod<{ services: VendorWalletServices }> = async (
  app,
  { services },
) => {
  const { sessions, transferWallet } = services;

  app.get(
    API.wallet.merchantWallet,
    {
      schema: {
        tags: ['wallet'],
        summary: 'The merchant wallet: isSingle, or the vendors that play from a sub-wallet (T)',
        response: { 200: ZOk(ZMerchantWallet), ...errors },
      },
    },
    async (request) => {
      await requireAuth(request, sessions);
      return { success: true as const, value: await transferWallet.merchantWallet(merchantOf(request).id) };
    },
  );

  app.post(
    API.wallet.transferRelay,
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Wallet transfer relay: main wallet to a vendor sub-wallet (IN) or back (OUT) (T, real money)',
        body: ZWalletTransferRequest,
        response: { 200: ZOk(ZWalletTransferResult), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      const value = await transferWallet.transfer(merchantOf(request), member.id, request.body, {
        actor: `member:${member.id}`,
        ip: request.ip,
        requestId: request.id,
      });
      return { success: true as const, value };
    },
  );

  app.get(
    API.member.fundsConsolidated,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Consolidated funds: main wallet, vendor sub-wallets and their total (T, real accounts)',
        response: { 200: ZOk(ZConsolidatedFunds), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions, { realMoney: true });
      return {
        success: true as const,
        value: await transferWallet.consolidated(merchantOf(request), member.id),
      };
    },
  );
};

const ZModeParams = z.object({
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
});

/** Operator call: put a vendor of the merchant in transfer or seamless mode. Key auth, audited. */
export const transferWalletAdminRoutes: FastifyPluginAsyncZod<{ services: VendorWalletServices }> = async (
  app,
  { services },
) => {
  const { transferWallet } = services;

  app.put(
    API.admin.walletVendorMode,
    {
      schema: {
        tags: ['admin'],
        summary: "Set a vendor's wallet mode (transfer: plays from per-member sub-wallets)",
        params: ZModeParams,
        body: ZVendorWalletModeInput,
        response: { 200: ZOk(ZVendorWalletModeResult), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'games.write',
      );
      const value = await transferWallet.setMode(merchant.id, request.params.vendorCode, request.body.mode, {
        actor: actor.name,
        ip: request.ip,
        requestId: request.id,
      });
      return { success: true as const, value };
    },
  );
};
