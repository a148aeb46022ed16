import type { TContractKind } from '@croupier/contracts';
import type { Jobs } from '../jobs/jobs.service.ts';
import type { SettlementService } from './settlement.service.ts';

/** Queue names and cron ticks (UTC) of contract settlement, one queue per contract kind. */
export const AGENT_JOBS: Record<TContractKind, { name: string; cron: string }> = {
  // Every 5 minutes: the windows that just ended (spec section 9).
  realtimeSalary: { name: 'agents-settle-realtime-salary', cron: '*/5 * * * *' },
  // Every hour, a little after the hour: the hour that ended.
  hourlySalary: { name: 'agents-settle-hourly-salary', cron: '2 * * * *' },
  // Hourly, so the day ending at any merchant's local midnight is paid early the next day.
  dailySalary: { name: 'agents-settle-daily-salary', cron: '10 * * * *' },
  // Hourly as well: each contract's daily / weekly / semimonthly / monthly period once it ends.
  dividend: { name: 'agents-settle-dividend', cron: '20 * * * *' },
};

/**
 * Registers one settlement job per contract kind and schedules it. pg-boss runs each tick once
 * across processes; the settlement itself is idempotent anyway (claims, unique income rows and
 * ledger keys), so a retried or doubled run pays nothing twice and catches up missed periods.
 */
export function registerAgentJobs(
  jobs: Jobs,
  settlement: Pick<SettlementService, 'settleDue'>,
  log?: (message: string, detail: Record<string, unknown>) => void,
  /** Tests: another cron for every queue, a subset of kinds, faster polling. */
  options: { cron?: string; kinds?: TContractKind[]; pollingIntervalSeconds?: number } = {},
): void {
  for (const [kind, job] of Object.entries(AGENT_JOBS) as [TContractKind, { name: string; cron: string }][]) {
    if (options.kinds && !options.kinds.includes(kind)) continue;
    jobs.register(
      job.name,
      async () => {
        const result = await settlement.settleDue(kind, new Date());
        if (result.payments > 0) log?.('agent contracts settled', { kind, ...result });
      },
      {
        retryLimit: 2,
        retryDelaySeconds: 30,
        expireInSeconds: 15 * 60,
        ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
      },
    );
    jobs.schedule(job.name, options.cron ?? job.cron);
  }
}
