/**
 * `npm run chaos`: three platform processes on a throw-away PostgreSQL behind a reverse proxy,
 * vendor and player load through it, one process SIGKILLed and restarted every CHAOS_INTERVAL_MS
 * until CHAOS_CYCLES cycles or CHAOS_MAX_SECONDS; prints cycles, requests and violations and
 * exits 1 on any violation. Settings: CHAOS_CYCLES (100), CHAOS_MAX_SECONDS (600),
 * CHAOS_INTERVAL_MS (2500), CHAOS_BASE_PORT (20200: proxy; processes on the next three ports),
 * CHAOS_PLAYERS (12), CHAOS_VENDOR_CLIENTS (8); CHAOS_BATCH=1 sends the vendor calls through the
 * vendor kit's coalescing client (the protocol's batch call).
 */
import { killLiveChildren, runChaos } from './chaos.ts';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

// Ctrl-C or a kill ends the run through runChaos's own cleanup (processes, proxy, PostgreSQL);
// a second one exits at once, and the exit handler still kills the platform processes.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    process.stderr.write(`${signal}: stopping and cleaning up\n`);
  });
}
process.on('exit', killLiveChildren);

async function main() {
  const result = await runChaos({
    cycles: setting('CHAOS_CYCLES', 100),
    maxSeconds: setting('CHAOS_MAX_SECONDS', 600),
    intervalMs: setting('CHAOS_INTERVAL_MS', 2500),
    basePort: setting('CHAOS_BASE_PORT', 20200),
    players: setting('CHAOS_PLAYERS', 12),
    vendorClients: setting('CHAOS_VENDOR_CLIENTS', 8),
    batched: process.env.CHAOS_BATCH === '1',
    log: (line) => process.stderr.write(`${line}\n`),
    shouldStop: () => interrupted,
  });
  for (const violation of result.violations.slice(0, 50)) process.stdout.write(`violation: ${violation}\n`);
  process.stdout.write(
    [
      `acknowledged: ${result.acknowledged}  refused (insufficient funds): ${result.refused}  retries: ${result.retries}  rerouted by the proxy: ${result.rerouted}`,
      `balance pushes: ${result.pushes}  job ticks checked: ${result.jobTicks}  restart to ready: ${result.restartSeconds.toFixed(1)} s  seconds: ${result.seconds.toFixed(0)}`,
      `cycles: ${result.cycles}`,
      `requests: ${result.requests}`,
      `violations: ${result.violations.length}`,
      '',
    ].join('\n'),
  );
  process.exitCode = result.violations.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
