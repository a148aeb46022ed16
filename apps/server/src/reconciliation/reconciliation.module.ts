import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import type { InhouseLinksService } from '../games/inhouse-links.service.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import { ReconciliationRepository } from './reconciliation.repository.ts';
import { ReconciliationService } from './reconciliation.service.ts';

/** Per-vendor reconciliation: the merchants' links to vendors, their merchants, and the audit log. */
export function createReconciliationServices(deps: {
  db: Kysely<Database>;
  links: InhouseLinksService;
  merchants: Pick<MerchantsService, 'findByCode'>;
  audit: AuditLog;
}) {
  return {
    reconciliation: new ReconciliationService(
      deps.db,
      new ReconciliationRepository(),
      deps.links,
      deps.merchants,
      deps.audit,
    ),
  };
}
