/**
 * `npm run fuzz`: starts the platform on a fresh in-memory PGlite, fuzzes every operation of its
 * OpenAPI document over HTTP, prints the requests sent and the 5xx seen, then checks the ledger
 * invariants. Exits 1 on any 5xx or broken invariant.
 *   FUZZ_REQUESTS (default 100000), FUZZ_SEED (default random), FUZZ_PORT (default any free port),
 *   FUZZ_CONCURRENCY (default 8)
 */
import { buildApp, createServices, fuzzPlatform, loadConfig, openDatabase } from '@croupier/server/testing';

const requests = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const port = Number(process.env.FUZZ_PORT ?? 0);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8);

const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
// A light proof of work: the fuzzer never solves it, and the check itself is the same.
const services = createServices(database, loadConfig({ HUMAN_VERIFICATION_MAX_NUMBER: '2000' }));
const app = await buildApp({
  config: {
    LOG_LEVEL: process.env.LOG_LEVEL === 'error' ? 'error' : 'silent',
    LOG_PRETTY: false,
    TRUST_PROXY: false,
    WEB_DIST: 'none',
  },
  services,
  serveWeb: false,
});
await app.listen({ port, host: '127.0.0.1' });
const started = Date.now();
process.stdout.write(`fuzzing ${requests} requests, seed ${seed}\n`);
try {
  const result = await fuzzPlatform({
    app,
    services,
    requests,
    seed,
    concurrency,
    onFailure: (failure) =>
      process.stdout.write(
        `  5xx: ${failure.status} ${failure.request.method} ${failure.request.url.slice(0, 160)} [${failure.request.mutation}] -> ${failure.response.slice(0, 160)}\n`,
      ),
    onProgress: (report) =>
      process.stdout.write(
        `  ${report.sent} sent, ${report.serverErrors} 5xx, ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
      ),
  });
  const { report } = result;
  process.stdout.write(`operations: ${result.operations}\n`);
  process.stdout.write(`requests sent: ${report.sent}\n`);
  process.stdout.write(`by status: ${JSON.stringify(report.byStatus)}\n`);
  process.stdout.write(`5xx seen: ${report.serverErrors}\n`);
  process.stdout.write(
    `503 MAINTENANCE of a merchant the fuzz itself switched to maintenance (designed, identity renewed): ${report.designed}\n`,
  );
  for (const failure of report.failures.slice(0, 20)) {
    const { request } = failure;
    process.stdout.write(
      `  ${failure.status} ${request.method} ${request.url.slice(0, 200)} [${request.mutation}] ${request.contentType ?? ''} ${(request.body ?? '').slice(0, 200)}\n    -> ${failure.response.slice(0, 200)}\n`,
    );
  }
  process.stdout.write(
    result.brokenLedgers.length === 0
      ? 'ledger invariants: hold\n'
      : `ledger invariants BROKEN: ${JSON.stringify(result.brokenLedgers, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}\n`,
  );
  process.stdout.write(`time: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  process.exitCode = report.serverErrors === 0 && result.brokenLedgers.length === 0 ? 0 : 1;
} finally {
  await app.close();
  await database.close();
}
