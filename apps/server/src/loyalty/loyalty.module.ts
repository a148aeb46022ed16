import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { BonusWallet, CreditedDeposits, GameTypeOf, MerchantFlagsOf } from './loyalty-ports.ts';
import { PointsRepository } from './points.repository.ts';
import { type PaymentPasswordCheck, PointsService } from './points.service.ts';
import { RebateRepository } from './rebate.repository.ts';
import { RebateService } from './rebate.service.ts';
import { ReferralRepository } from './referral.repository.ts';
import { type ReferralMembers, ReferralService } from './referral.service.ts';

/**
 * Points and the mall, manual rebate and invite friends (issue 18), built from the ledger and the
 * answers of other features: the promotions' bonus wallet, the catalogue's game types, the merchants' flags, the cashier's
 * credited deposits, member-money's payment password and the accounts' referral codes.
 */
export function createLoyaltyServices(deps: {
  db: Kysely<Database>;
  ledger: LedgerService;
  audit: AuditLog;
  balances: BalanceNotifier;
  paymentPassword: PaymentPasswordCheck;
  gameTypeOf: GameTypeOf;
  flagsOf: MerchantFlagsOf;
  creditedDeposits: CreditedDeposits;
  members: ReferralMembers;
  bonusWallet: BonusWallet;
}) {
  return {
    points: new PointsService(
      deps.db,
      new PointsRepository(),
      deps.ledger,
      deps.audit,
      deps.balances,
      deps.paymentPassword,
      deps.gameTypeOf,
      deps.flagsOf,
      deps.bonusWallet,
      deps.members,
    ),
    rebate: new RebateService(
      deps.db,
      new RebateRepository(),
      deps.ledger,
      deps.audit,
      deps.balances,
      deps.gameTypeOf,
    ),
    referral: new ReferralService(
      deps.db,
      new ReferralRepository(),
      deps.ledger,
      deps.audit,
      deps.balances,
      deps.members,
      deps.creditedDeposits,
      deps.flagsOf,
    ),
  };
}
