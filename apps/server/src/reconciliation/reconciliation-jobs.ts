import type { Jobs } from '../jobs/jobs.service.ts';
import type { ReconciliationService } from './reconciliation.service.ts';

export const RECONCILIATION_JOBS = { yesterday: 'reconciliation-yesterday' } as const;

/**
 * Every hour at :20, once across the processes: yesterday's reconciliation of every connected vendor
 * code of every merchant whose yesterday has ended and was not reconciled yet (hourly, so each time
 * zone's day is taken soon after its midnight; a repeated run makes none twice).
 */
export function registerReconciliationJobs(
  jobs: Jobs,
  reconciliation: Pick<ReconciliationService, 'reconcileYesterday'>,
): void {
  jobs.register(
    RECONCILIATION_JOBS.yesterday,
    async () => {
      await reconciliation.reconcileYesterday(new Date());
    },
    { retryLimit: 1, expireInSeconds: 30 * 60 },
  );
  jobs.schedule(RECONCILIATION_JOBS.yesterday, '20 * * * *');
}
