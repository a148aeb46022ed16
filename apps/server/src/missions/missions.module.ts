import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { MissionsRepository } from './missions.repository.ts';
import { type MissionSources, MissionsService } from './missions.service.ts';

/** Missions, built from the ledger and the answers of the catalogue, the cashier and the sessions. */
export function createMissionsServices(deps: {
  db: Kysely<Database>;
  ledger: LedgerService;
  audit: AuditLog;
  balances: BalanceNotifier;
  sources: MissionSources;
}) {
  return {
    missions: new MissionsService(
      deps.db,
      new MissionsRepository(),
      deps.ledger,
      deps.audit,
      deps.balances,
      deps.sources,
    ),
  };
}
