import { PORT } from '../playwright.config.ts';

/**
 * Global teardown: prints how long the journeys' server (the platform and its in-process vendors,
 * one event loop) kept requests waiting over the journeys, from its own /metrics (prom-client's
 * event-loop delay, perf_hooks.monitorEventLoopDelay; reset by the global setup, read by nothing
 * else meanwhile). When a journey fails on a late page or vendor round, a long max says the
 * server stalled (one synchronous piece of work, as the lottery's win table once was).
 */
export default async function printServerEventLoopDelay(): Promise<void> {
  const text = await fetch(`http://127.0.0.1:${PORT}/metrics`)
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '');
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  const ms = (name: string) => `${(value(name) * 1000).toFixed(0)} ms`;
  if (!text) return;
  process.stdout.write(
    `journeys' server event-loop delay: p50 ${ms('nodejs_eventloop_lag_p50_seconds')}, p99 ${ms('nodejs_eventloop_lag_p99_seconds')}, max ${ms('nodejs_eventloop_lag_max_seconds')}; CPU ${value('process_cpu_seconds_total').toFixed(0)} s\n`,
  );
}
