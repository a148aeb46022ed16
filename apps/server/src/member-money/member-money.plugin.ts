import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import type { DepositsService } from '../cashier/deposits.service.ts';
import type { PaymentChannelsService } from '../cashier/payment-channels.service.ts';
import type { WithdrawalsService } from '../cashier/withdrawals.service.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import { memberMoneyRoutes } from './member-money.routes.ts';
import type { MemberMoneyService } from './member-money.service.ts';
import { memberSecurityAdminRoutes, memberSecurityRoutes } from './member-security.routes.ts';
import type { MemberSecurityService } from './member-security.service.ts';
import { moneyFlowRoutes } from './money-flows.routes.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import type { RecordsService } from './records.service.ts';
import type { TransfersService } from './transfers.service.ts';

/** What the member-money routes call (the player's deposit and withdrawal pages use the cashier's). */
export interface MemberMoneyServices extends PlayerScopeServices, AdminGuardServices {
  merchants: MerchantsService;
  sessions: SessionsService;
  memberMoney: MemberMoneyService;
  paymentPassword: PaymentPasswordService;
  memberSecurity: MemberSecurityService;
  records: RecordsService;
  transfers: TransfersService;
  deposits: DepositsService;
  paymentChannels: PaymentChannelsService;
  withdrawals: WithdrawalsService;
}

/**
 * The member's money pages (per merchant host): overview, bets, profit, records, transfers, payment
 * password, sensitive changes and messages; and the operator's member-security calls.
 */
export const memberMoneyPlugin = fp<{ services: MemberMoneyServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(moneyFlowRoutes, { services });
      await merchantScope.register(memberMoneyRoutes, { services });
      await merchantScope.register(memberSecurityRoutes, { services });
    });
    await app.register(memberSecurityAdminRoutes, { services });
  },
  { name: 'member-money', dependencies: ['@fastify/swagger'] },
);
