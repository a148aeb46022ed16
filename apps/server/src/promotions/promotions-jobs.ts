import type { Jobs } from '../jobs/jobs.service.ts';
import type { PromotionsService } from './promotions.service.ts';

export const PROMOTION_JOBS = {
  settleBonuses: 'promotions-settle-bonuses',
  computeCashbacks: 'promotions-compute-cashbacks',
} as const;

/**
 * Every minute, once across the processes: counts bets and refunds the in-memory wagering feed lost
 * (a process stopped between the commit and the count), expires bonuses past their date (their money goes back
 * to the promotion) and finishes conversions whose wagering is met but the after-commit feed did
 * not convert (a process stopped in between). Idempotent: each bonus leaves 'active' once.
 */
export function registerPromotionJobs(
  jobs: Jobs,
  promotions: Pick<PromotionsService, 'settleDue' | 'computeCashbacks'>,
): void {
  jobs.register(
    PROMOTION_JOBS.settleBonuses,
    async () => {
      await promotions.settleDue(new Date());
    },
    { retryLimit: 0, expireInSeconds: 5 * 60 },
  );
  jobs.schedule(PROMOTION_JOBS.settleBonuses, '* * * * *');
  // Every 15 minutes, once across the processes: the cashback of each period just finished (a day
  // or a week of the merchant's calendar), once per member and period (a repeated run adds nothing).
  jobs.register(
    PROMOTION_JOBS.computeCashbacks,
    async () => {
      await promotions.computeCashbacks(new Date());
    },
    { retryLimit: 0, expireInSeconds: 15 * 60 },
  );
  jobs.schedule(PROMOTION_JOBS.computeCashbacks, '*/15 * * * *');
}
