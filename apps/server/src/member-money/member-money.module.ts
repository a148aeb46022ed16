import type { Kysely } from 'kysely';
import type { MemberDirectory } from '../accounts/member-directory.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { PaymentChannelsService } from '../cashier/payment-channels.service.ts';
import type { WithdrawalsService } from '../cashier/withdrawals.service.ts';
import type { Database } from '../db/schema.ts';
import type { CatalogueService } from '../games/catalogue.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { RateLimiter } from '../verification/rate-limiter.service.ts';
import { GameRecordsRepository } from './game-records.repository.ts';
import { MemberMoneyService } from './member-money.service.ts';
import { MemberSecurityRepository } from './member-security.repository.ts';
import {
  type MemberAuthenticator,
  type MemberInbox,
  MemberSecurityService,
  type SecurityCodes,
} from './member-security.service.ts';
import { PaymentPasswordService } from './payment-password.service.ts';
import { RecordsService } from './records.service.ts';
import { TransfersService } from './transfers.service.ts';

/**
 * The payment password and the rule of sensitive account changes, built before the money features:
 * the cashier's withdrawals check the password and the withdrawal hold, and bind bank accounts.
 */
export function createMemberSecurity(deps: {
  db: Kysely<Database>;
  membersRepository: MemberDirectory;
  rateLimiter: RateLimiter;
  codes: SecurityCodes;
  audit: AuditLog;
  authenticator: MemberAuthenticator;
  inbox: MemberInbox;
}) {
  const paymentPassword = new PaymentPasswordService(deps.membersRepository, deps.rateLimiter);
  const memberSecurity = new MemberSecurityService(
    deps.db,
    new MemberSecurityRepository(),
    deps.membersRepository,
    paymentPassword,
    deps.codes,
    deps.audit,
    deps.authenticator,
    deps.inbox,
  );
  return { paymentPassword, memberSecurity };
}

/**
 * The member's money pages: transfers along the agent tree, account records, and the overview,
 * betting and profit pages (the overview asks the cashier's services for the withdrawal channel and
 * the bank account; see README.md).
 */
export function createMemberMoneyServices(deps: {
  db: Kysely<Database>;
  ledger: LedgerService;
  membersRepository: MemberDirectory;
  paymentPassword: PaymentPasswordService;
  memberSecurity: MemberSecurityService;
  audit: AuditLog;
  balances: BalanceNotifier;
  /** The cashier's answers the overview shows: the withdrawal channel and the bank account. */
  paymentChannels: Pick<PaymentChannelsService, 'channel'>;
  withdrawals: Pick<WithdrawalsService, 'bankAccount' | 'dailyAllowance'>;
  /** The catalogue's names the betting record shows. */
  gameNames: Pick<CatalogueService, 'displayNames'>;
}) {
  const { db, ledger, membersRepository, paymentPassword, memberSecurity, audit, balances } = deps;
  return {
    paymentPassword,
    memberSecurity,
    transfers: new TransfersService(db, ledger, membersRepository, paymentPassword, audit, balances),
    records: new RecordsService(ledger),
    memberMoney: new MemberMoneyService(
      db,
      new GameRecordsRepository(),
      ledger,
      membersRepository,
      deps.paymentChannels,
      deps.withdrawals,
      memberSecurity,
      deps.gameNames,
    ),
  };
}
