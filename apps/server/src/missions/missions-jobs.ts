import type { Jobs } from '../jobs/jobs.service.ts';
import type { MissionsService } from './missions.service.ts';

export const MISSION_JOBS = { awardPrizes: 'missions-award-prizes' } as const;

/**
 * Every 10 minutes, once across the processes: the leaderboard prizes of the day and week just
 * finished, once per period and rank (a repeated run awards nothing twice).
 */
export function registerMissionJobs(jobs: Jobs, missions: Pick<MissionsService, 'awardFinished'>): void {
  jobs.register(
    MISSION_JOBS.awardPrizes,
    async () => {
      await missions.awardFinished(new Date());
    },
    { retryLimit: 0, expireInSeconds: 15 * 60 },
  );
  jobs.schedule(MISSION_JOBS.awardPrizes, '*/10 * * * *');
}
