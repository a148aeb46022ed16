import type { Kysely } from 'kysely';
import type { MembersRepository } from '../accounts/members.repository.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { DepositsRepository } from '../cashier/deposits.repository.ts';
import { WithdrawalsRepository } from '../cashier/withdrawals.repository.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { RateLimiter } from '../verification/rate-limiter.service.ts';
import { GameRecordsRepository } from './game-records.repository.ts';
import { MemberMoneyService } from './member-money.service.ts';
import { MemberSecurityRepository } from './member-security.repository.ts';
import { MemberSecurityService, type SecurityCodes } from './member-security.service.ts';
import { PaymentPasswordService } from './payment-password.service.ts';
import { RecordsService } from './records.service.ts';
import { TransfersService } from './transfers.service.ts';

/**
 * The payment password and the rule of sensitive account changes, built before the money features:
 * the cashier's withdrawals check the password and the withdrawal hold, and bind bank accounts.
 */
export function createMemberSecurity(deps: {
  db: Kysely<Database>;
  membersRepository: MembersRepository;
  rateLimiter: RateLimiter;
  codes: SecurityCodes;
  audit: AuditRepository;
}) {
  const paymentPassword = new PaymentPasswordService(deps.membersRepository, deps.rateLimiter);
  const memberSecurity = new MemberSecurityService(
    deps.db,
    new MemberSecurityRepository(),
    deps.membersRepository,
    paymentPassword,
    deps.codes,
    deps.audit,
  );
  return { paymentPassword, memberSecurity };
}

/**
 * The member's money pages: transfers along the agent tree, account records, and the overview,
 * betting and profit pages (which read the cashier's deposits and withdrawals; see README.md).
 */
export function createMemberMoneyServices(deps: {
  db: Kysely<Database>;
  ledger: LedgerService;
  ledgerRepository: LedgerRepository;
  membersRepository: MembersRepository;
  paymentPassword: PaymentPasswordService;
  memberSecurity: MemberSecurityService;
  audit: AuditRepository;
  balances: BalanceNotifier;
}) {
  const {
    db,
    ledger,
    ledgerRepository,
    membersRepository,
    paymentPassword,
    memberSecurity,
    audit,
    balances,
  } = deps;
  return {
    paymentPassword,
    memberSecurity,
    transfers: new TransfersService(db, ledger, membersRepository, paymentPassword, audit, balances),
    records: new RecordsService(db, ledgerRepository),
    memberMoney: new MemberMoneyService(
      db,
      new GameRecordsRepository(),
      ledger,
      ledgerRepository,
      membersRepository,
      new DepositsRepository(),
      new WithdrawalsRepository(),
      memberSecurity,
    ),
  };
}
