import type { Jobs } from './jobs.service.ts';

/** Queue names of the platform's own scheduled work. */
export const PLATFORM_JOBS = {
  withdrawalAutoReceive: 'wallet-withdrawal-auto-receive',
  housekeeping: 'platform-housekeeping',
} as const;

/** The services the platform's scheduled work calls (each feature does its own work). */
export interface PlatformJobPorts {
  /** Confirms receipt of withdrawals whose confirmation window has passed; answers how many. */
  autoReceiveOverdueWithdrawals(now: Date): Promise<number>;
  /** Each deletes rows that no longer matter (expired codes, captchas, closed rate windows...). */
  housekeeping: Record<string, () => Promise<number>>;
  log?: (message: string, detail: Record<string, unknown>) => void;
}

/**
 * Registers and schedules the platform's recurring jobs: withdrawal auto-receive every minute and
 * housekeeping every 15 minutes. pg-boss runs each tick once across every server process.
 */
export function registerPlatformJobs(jobs: Jobs, ports: PlatformJobPorts): void {
  jobs.register(
    PLATFORM_JOBS.withdrawalAutoReceive,
    async () => {
      const settled = await ports.autoReceiveOverdueWithdrawals(new Date());
      if (settled > 0) ports.log?.('withdrawals auto-received', { settled });
    },
    { retryLimit: 0, expireInSeconds: 5 * 60 },
  );
  jobs.schedule(PLATFORM_JOBS.withdrawalAutoReceive, '* * * * *');

  jobs.register(
    PLATFORM_JOBS.housekeeping,
    async () => {
      const deleted: Record<string, number> = {};
      for (const [name, purge] of Object.entries(ports.housekeeping)) deleted[name] = await purge();
      ports.log?.('housekeeping done', deleted);
    },
    { retryLimit: 0, expireInSeconds: 10 * 60 },
  );
  jobs.schedule(PLATFORM_JOBS.housekeeping, '*/15 * * * *');
}
