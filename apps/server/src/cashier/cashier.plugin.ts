import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import { moneyFlowAdminRoutes } from './cashier.admin.routes.ts';
import type { DepositsService } from './deposits.service.ts';
import type { GatewayDepositsService } from './gateway-deposits.service.ts';
import type { PaymentChannelsService } from './payment-channels.service.ts';
import { paymentsAdminRoutes } from './payments.admin.routes.ts';
import { paymentsCallbackRoutes } from './payments.callback.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

/** What the cashier's routes call. */
export interface CashierServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  paymentChannels: PaymentChannelsService;
  gatewayDeposits: GatewayDepositsService;
}

/**
 * The cashier: gateway deposits for players (per merchant host), the operator's deposit and
 * withdrawal decisions and payment channels, and the gateways' signed callbacks.
 */
export const cashierPlugin = fp<{ services: CashierServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(paymentsRoutes, { services });
    });
    await app.register(moneyFlowAdminRoutes, { services });
    await app.register(paymentsAdminRoutes, { services });
    await app.register(paymentsCallbackRoutes, { services });
  },
  { name: 'cashier', dependencies: ['@fastify/swagger'] },
);
