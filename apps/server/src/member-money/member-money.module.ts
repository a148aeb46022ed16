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
import { PaymentPasswordService } from './payment-password.service.ts';
import { RecordsService } from './records.service.ts';
import { TransfersService } from './transfers.service.ts';

/** The payment password alone: the cashier's withdrawals check it too. */
export function createPaymentPassword(deps: {
  db: Kysely<Database>;
  membersRepository: MembersRepository;
  rateLimiter: RateLimiter;
  audit: AuditRepository;
}) {
  return new PaymentPasswordService(deps.db, deps.membersRepository, deps.rateLimiter, deps.audit);
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
  audit: AuditRepository;
  balances: BalanceNotifier;
}) {
  const { db, ledger, ledgerRepository, membersRepository, paymentPassword, audit, balances } = deps;
  return {
    paymentPassword,
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
    ),
  };
}
