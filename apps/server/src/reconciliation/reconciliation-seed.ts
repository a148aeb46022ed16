import type { ReconciliationService } from './reconciliation.service.ts';

/**
 * The demo's reconciliation history: once the in-process vendors are connected, yesterday's run of
 * every vendor code of both demo brands, as the nightly job makes it (real runs against the real
 * vendors, skipped when already made). Answers how many runs it made.
 */
export function seedDemoReconciliation(services: {
  reconciliation: Pick<ReconciliationService, 'reconcileYesterday'>;
}) {
  return services.reconciliation.reconcileYesterday(new Date());
}
