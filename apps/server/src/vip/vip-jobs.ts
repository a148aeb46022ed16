import type { Jobs } from '../jobs/jobs.service.ts';
import type { VipService } from './vip.service.ts';

export const VIP_JOBS = { evaluateLevels: 'vip-evaluate-levels' } as const;

/**
 * Every 10 minutes, once across the processes: each merchant's VIP levels (retention of the month
 * just finished, upgrades from the totals, the month's and today's bonuses). Idempotent, so a run
 * repeated or racing another changes nothing twice.
 */
export function registerVipJobs(jobs: Jobs, vip: Pick<VipService, 'evaluateAll'>): void {
  jobs.register(
    VIP_JOBS.evaluateLevels,
    async () => {
      await vip.evaluateAll(new Date());
    },
    { retryLimit: 0, expireInSeconds: 15 * 60 },
  );
  jobs.schedule(VIP_JOBS.evaluateLevels, '*/10 * * * *');
}
