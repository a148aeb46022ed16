import type { Kysely } from 'kysely';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Database } from '../db/schema.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { MemberExists } from '../vendor-wallet/vendor-wallet.service.ts';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerService } from './ledger.service.ts';
import { WalletService } from './wallet.service.ts';

/** The ledger on its own: the one service every money feature posts through. */
export function createLedger(db: Kysely<Database>) {
  return { ledger: new LedgerService(db, new LedgerRepository()) };
}

/** The member's main wallet on top of the ledger: balance and operator adjustments. */
export function createWalletServices(deps: {
  db: Kysely<Database>;
  ledger: LedgerService;
  audit: AuditRepository;
  memberExists: MemberExists;
  balances: BalanceNotifier;
}) {
  return { wallet: new WalletService(deps.db, deps.ledger, deps.audit, deps.memberExists, deps.balances) };
}
