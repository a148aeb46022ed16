import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import type { VendorWalletService } from '../vendor-wallet/vendor-wallet.service.ts';
import { walletAdminRoutes, walletRoutes } from './wallet.routes.ts';
import type { WalletService } from './wallet.service.ts';

/** What the main wallet's routes call. */
export interface LedgerServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  wallet: WalletService;
  vendorWallet: VendorWalletService;
}

/** The member's main wallet on the ledger: its balance (per merchant host) and operator adjustments. */
export const ledgerPlugin = fp<{ services: LedgerServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(walletRoutes, { services });
    });
    await app.register(walletAdminRoutes, { services });
  },
  { name: 'ledger', dependencies: ['@fastify/swagger'] },
);
