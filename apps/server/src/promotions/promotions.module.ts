import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { PrivateImageStore } from '../security/private-images.ts';
import { ApplicationsRepository } from './applications.repository.ts';
import { ApplicationsService } from './applications.service.ts';
import { PromotionsRepository } from './promotions.repository.ts';
import { type CreditedDeposits, type GameTypeOf, PromotionsService } from './promotions.service.ts';

/**
 * Promotions and the bonus wallet, built from the ledger and two answers of other features: the
 * cashier's credited deposits and the catalogue's game types (see PromotionsService); apply
 * activities' images are stored under `applicationsDir` (outside the web root).
 */
export function createPromotionsServices(deps: {
  db: Kysely<Database>;
  ledger: LedgerService;
  audit: AuditLog;
  balances: BalanceNotifier;
  creditedDeposits: CreditedDeposits;
  gameTypeOf: GameTypeOf;
  applicationsDir: string;
}) {
  const applications = new ApplicationsRepository();
  const promotions = new PromotionsService(
    deps.db,
    new PromotionsRepository(),
    deps.ledger,
    deps.audit,
    deps.balances,
    deps.creditedDeposits,
    deps.gameTypeOf,
    applications,
  );
  return {
    promotions,
    promotionApplications: new ApplicationsService(
      deps.db,
      applications,
      promotions,
      deps.audit,
      new PrivateImageStore(deps.applicationsDir),
    ),
  };
}
