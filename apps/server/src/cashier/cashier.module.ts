import type { Kysely } from 'kysely';
import type { MembersRepository } from '../accounts/members.repository.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MemberSecurityService } from '../member-money/member-security.service.ts';
import type { PaymentPasswordService } from '../member-money/payment-password.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { DepositsRepository } from './deposits.repository.ts';
import { DepositsService } from './deposits.service.ts';
import { GatewayDepositsRepository } from './gateway-deposits.repository.ts';
import { GatewayDepositsService } from './gateway-deposits.service.ts';
import { PaymentChannelsRepository } from './payment-channels.repository.ts';
import { PaymentChannelsService } from './payment-channels.service.ts';
import { PaymentGateways } from './payment-gateway.ts';
import { SandboxGatewayAdapter } from './sandbox-gateway.adapter.ts';
import { WithdrawalsRepository } from './withdrawals.repository.ts';
import { WithdrawalsService } from './withdrawals.service.ts';

/** The cashier's services: deposits (manual and gateway), payment channels and withdrawals. */
export function createCashierServices(deps: {
  db: Kysely<Database>;
  ledger: LedgerService;
  audit: AuditRepository;
  balances: BalanceNotifier;
  membersRepository: MembersRepository;
  paymentPassword: PaymentPasswordService;
  memberSecurity: MemberSecurityService;
  callbackOrigin: string | undefined;
}) {
  const { db, ledger, audit, balances } = deps;
  const depositsRepository = new DepositsRepository();
  const paymentGateways = new PaymentGateways([new SandboxGatewayAdapter()]);
  const paymentChannelsRepository = new PaymentChannelsRepository();
  return {
    deposits: new DepositsService(db, depositsRepository, ledger, audit, balances),
    paymentGateways,
    paymentChannels: new PaymentChannelsService(
      db,
      paymentChannelsRepository,
      depositsRepository,
      paymentGateways,
      audit,
    ),
    gatewayDeposits: new GatewayDepositsService(
      db,
      new GatewayDepositsRepository(),
      paymentChannelsRepository,
      paymentGateways,
      ledger,
      audit,
      { callbackOrigin: deps.callbackOrigin },
    ),
    withdrawals: new WithdrawalsService(
      db,
      new WithdrawalsRepository(),
      depositsRepository,
      ledger,
      deps.membersRepository,
      deps.paymentPassword,
      deps.memberSecurity,
      audit,
      balances,
    ),
  };
}
