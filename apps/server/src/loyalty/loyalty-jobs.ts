import type { Jobs } from '../jobs/jobs.service.ts';
import type { PointsService } from './points.service.ts';
import type { ReferralService } from './referral.service.ts';

export const LOYALTY_JOBS = { catchUp: 'loyalty-catch-up' } as const;

/**
 * Every minute, once across the processes: counts the points of bets the in-memory feed lost (a
 * process stopped between a bet's commit and its count) and takes back those of bets rolled back
 * since, each once; records referral rewards friends earned while their referrer was away.
 */
export function registerLoyaltyJobs(
  jobs: Jobs,
  points: Pick<PointsService, 'catchUp'>,
  referral: Pick<ReferralService, 'settleDue'>,
): void {
  jobs.register(
    LOYALTY_JOBS.catchUp,
    async () => {
      await points.catchUp(new Date());
      await referral.settleDue();
    },
    { retryLimit: 0, expireInSeconds: 5 * 60 },
  );
  jobs.schedule(LOYALTY_JOBS.catchUp, '* * * * *');
}
