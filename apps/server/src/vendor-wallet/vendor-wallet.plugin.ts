import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { jackpotRoutes } from './jackpot.routes.ts';
import type { JackpotService } from './jackpot.service.ts';
import { transferWalletAdminRoutes, transferWalletRoutes } from './transfer-wallet.routes.ts';
import type { TransferWalletService } from './transfer-wallet.service.ts';
import { vendorAdjustRoutes } from './vendor-adjust.routes.ts';
import type { VendorAdjustService } from './vendor-adjust.service.ts';
import { vendorBatchRoutes } from './vendor-batch.routes.ts';
import { vendorWalletRoutes } from './vendor-wallet.routes.ts';
import type { VendorWalletService } from './vendor-wallet.service.ts';

/** What the vendor wallet's routes call. */
export interface VendorWalletServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  vendorWallet: VendorWalletService;
  vendorAdjust: VendorAdjustService;
  jackpots: JackpotService;
  transferWallet: TransferWalletService;
}

/**
 * The vendor wallet: the signed seamless protocol and jackpot calls of game vendors, and the
 * transfer vendors' sub-wallets (player moves per merchant host, operator wallet modes).
 */
export const vendorWalletPlugin = fp<{ services: VendorWalletServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(transferWalletRoutes, { services });
    });
    await app.register(transferWalletAdminRoutes, { services });
    await app.register(vendorWalletRoutes, { services });
    await app.register(vendorAdjustRoutes, { services });
    await app.register(vendorBatchRoutes, { services });
    await app.register(jackpotRoutes, { services });
  },
  { name: 'vendor-wallet', dependencies: ['@fastify/swagger'] },
);
