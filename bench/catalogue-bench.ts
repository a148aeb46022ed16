/**
 * `npm run bench:catalogue`: game-list and search requests per second and p99 over HTTP, on a
 * catalogue of 10,000+ slot games across 20 vendors on a throw-away PostgreSQL, beside a minimal
 * Fastify route that returns a constant, measured in the same run with the same load generator.
 * The load generator (autocannon) runs in a process of its own, so it does not share the
 * server's event loop. The last line is `ratio: X` (catalogue requests/s over the baseline's).
 * Settings: BENCH_SECONDS (default 10 per phase), BENCH_CONNECTIONS (default 16), BENCH_GAMES (10200).
 */

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API } from '@croupier/contracts';
import { buildApp, seedCatalogue, seedGameName, seedVendorCodes } from '@croupier/server/testing';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createBenchMerchant, openBenchPlatform, startBenchPostgres } from './bench-kit.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const gameCount = Number(process.env.BENCH_GAMES ?? 10_200);
const VENDORS = 20;
const HOST = 'bench.test';

interface Phase {
  name: string;
  url: string;
  /** Paths the load generator cycles through, so each request asks for something else. */
  paths: string[];
}

interface PhaseResult {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** The request paths: pages of the slot list, one vendor's pages, and name searches. */
function catalogueRequests(): { list: string[]; search: string[] } {
  const vendors = seedVendorCodes(VENDORS);
  const list: string[] = [];
  for (let page = 1; page <= 50; page++) {
    list.push(`${API.games.list}?gameType=RNG&pageNo=${page}&pageSize=24&language=EN`);
    const vendor = vendors[page % VENDORS];
    list.push(`${API.games.list}?gameType=RNG&vassalage=${vendor}&pageNo=${(page % 20) + 1}&pageSize=24`);
  }
  const search: string[] = [];
  for (let n = 1; n <= 100; n++) {
    const word = seedGameName(n * 97).split(' ')[0] ?? 'Dragon';
    search.push(`${API.games.list}?keyword=${encodeURIComponent(word)}&pageNo=${(n % 5) + 1}&pageSize=24`);
    search.push(`${API.games.list}?keyword=${String(n * 37).padStart(4, '0')}&pageSize=24`);
  }
  return { list, search };
}

async function main() {
  const postgres = await startBenchPostgres(['bench_catalogue']);
  try {
    const { database, services } = await openBenchPlatform(postgres.databaseUrl('bench_catalogue'), 16);
    const merchant = await createBenchMerchant(services, 'Bench Casino');
    const seeded = Date.now();
    await seedCatalogue(services, merchant, { games: gameCount, vendors: VENDORS });
    process.stdout.write(
      `catalogue: ${gameCount} games across ${VENDORS} vendors seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s\n`,
    );

    // The platform exactly as server.ts builds it (logging off), and the constant route beside it.
    const app = await buildApp({
      config: { LOG_LEVEL: 'silent', LOG_PRETTY: false, TRUST_PROXY: false, WEB_DIST: 'none' },
      services,
      serveWeb: false,
    });
    const platform = await app.listen({ port: 0, host: '127.0.0.1' });
    const baseline = Fastify({ logger: false });
    baseline.get('/constant', async () => ({ success: true, value: 'ok' }));
    const baselineAddress = await baseline.listen({ port: 0, host: '127.0.0.1' });

    const { list, search } = catalogueRequests();
    const phases: Phase[] = [
      { name: 'baseline constant route', url: baselineAddress, paths: ['/constant'] },
      { name: 'game list (pages, vendor pages)', url: platform, paths: list },
      { name: 'game search (names, codes)', url: platform, paths: search },
    ];
    const results: PhaseResult[] = [];
    for (const phase of phases) results.push(await runPhaseInChild(phase));
    await app.close();
    await baseline.close();
    await database.close();

    for (const r of results) {
      process.stdout.write(
        `${r.name}: ${r.perSecond.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.requests} requests, ${r.errors} errors, ${r.non2xx} non-2xx\n`,
      );
    }
    const [base, ...catalogue] = results as [PhaseResult, ...PhaseResult[]];
    const failed = catalogue.some((r) => r.errors > 0 || r.non2xx > 0);
    if (failed) process.stdout.write('catalogue requests failed: the figures are not valid\n');
    const worst = Math.min(...catalogue.map((r) => r.perSecond));
    process.stdout.write(
      `connections ${connections}, ${seconds} s per phase; ratio = slowest catalogue phase / baseline\n`,
    );
    process.stdout.write(`ratio: ${(worst / base.perSecond).toFixed(3)}\n`);
    if (failed) process.exitCode = 1;
  } finally {
    postgres.stop();
  }
}

/** Runs one phase's load in a child process and returns its figures. */
function runPhaseInChild(phase: Phase): Promise<PhaseResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load'], { execArgv: ['--import', 'tsx'] });
    child.once('message', (message) => {
      child.kill();
      resolve(message as PhaseResult);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(phase);
  });
}

/** The load generator: a warm-up, then the measured run, cycling through the phase's paths. */
async function runLoad(phase: Phase): Promise<PhaseResult> {
  const run = (duration: number) => {
    let next = 0;
    return autocannon({
      url: phase.url,
      connections,
      duration,
      headers: { host: HOST },
      requests: [
        {
          setupRequest: (request) => {
            request.path = phase.paths[next++ % phase.paths.length] ?? '/';
            return request;
          },
        },
      ],
    });
  };
  await run(2);
  const result = await run(seconds);
  return {
    name: phase.name,
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

if (process.argv.includes('--load')) {
  process.once('message', async (phase) => {
    process.send?.(await runLoad(phase as Phase));
  });
} else {
  await main();
}
