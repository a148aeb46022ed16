import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { RedEnvelopesRepository } from './red-envelopes.repository.ts';
import { type RainEligibility, RedEnvelopesService } from './red-envelopes.service.ts';

/** Red-envelope rains, paid through the ledger; eligibility asks the cashier and member money (see RainEligibility). */
export function createRedEnvelopesServices(deps: {
  db: Kysely<Database>;
  ledger: LedgerService;
  audit: AuditLog;
  balances: BalanceNotifier;
  eligibility: RainEligibility;
}) {
  return {
    redEnvelopes: new RedEnvelopesService(
      deps.db,
      new RedEnvelopesRepository(),
      deps.ledger,
      deps.audit,
      deps.balances,
      deps.eligibility,
    ),
  };
}
