import { describe, expect, it } from 'vitest';
import { runChaos } from './chaos.ts';

/**
 * The short chaos run (`npm run chaos` is the long one): three platform processes behind the
 * proxy, a few SIGKILL-and-restart cycles under vendor and player load, then every check.
 * PostgreSQL only: three processes cannot share PGlite's single in-process connection.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('chaos: processes killed under load (PostgreSQL)', () => {
  it('loses no acknowledged call, doubles none, keeps the ledger and pushes across processes', async () => {
    const result = await runChaos({
      cycles: 3,
      maxSeconds: 45,
      intervalMs: 1_500,
      basePort: 20_250,
      players: 3,
      vendorClients: 2,
      serverUrl: process.env.TEST_DATABASE_URL,
    });
    console.info(
      `chaos: ${result.cycles} cycles, ${result.requests} requests, ${result.acknowledged} acknowledged, ${result.retries} retries, ${result.rerouted} rerouted`,
    );
    expect(result.violations).toEqual([]);
    expect(result.cycles).toBeGreaterThanOrEqual(1);
    expect(result.acknowledged).toBeGreaterThan(0);
  }, 400_000);
});
