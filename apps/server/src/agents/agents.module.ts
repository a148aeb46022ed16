import type { Kysely } from 'kysely';
import type { MembersRepository } from '../accounts/members.repository.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { AgentsRepository } from './agents.repository.ts';
import { AgentsService } from './agents.service.ts';
import { ContractsRepository } from './contracts.repository.ts';
import { ContractsService } from './contracts.service.ts';
import { SettlementRepository } from './settlement.repository.ts';
import { SettlementService } from './settlement.service.ts';

/** The agents feature: team and reports, contracts, settlement (a repository each). */
export function createAgentServices(deps: {
  db: Kysely<Database>;
  membersRepository: MembersRepository;
  audit: AuditRepository;
  ledger: LedgerService;
  balances: BalanceNotifier;
}) {
  const { db, membersRepository, audit, ledger, balances } = deps;
  const agentsRepository = new AgentsRepository(db);
  return {
    agents: new AgentsService(db, agentsRepository, membersRepository, audit),
    contracts: new ContractsService(
      db,
      new ContractsRepository(db),
      agentsRepository,
      membersRepository,
      audit,
    ),
    settlement: new SettlementService(db, new SettlementRepository(db), ledger, balances),
  };
}
