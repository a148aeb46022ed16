import path from 'node:path';
import { startVendor } from '@croupier/originals';
import { startSandboxGateway } from '@croupier/sandbox-gateway';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { ensureInhouseOperators } from './games/inhouse-launcher.ts';
import { type DemoSecrets, loadDemoSecrets } from './seed/demo-secrets.ts';
import { DEMO_ACCOUNTS, DEMO_MERCHANTS, seedDemo } from './seed/demo-seed.ts';
import { createServices } from './services.ts';

/** Starts one platform process: config, database and migrations, optional demo seed, HTTP, shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  const applied = await database.migrate();
  const services = createServices(database, config);
  // Demo secrets are generated per data directory (config.ts refuses them in production).
  const demoSecrets =
    config.SEED_DEMO || config.SANDBOX_GATEWAY === 'on'
      ? await loadDemoSecrets(config.DATA_DIR, {
          operatorKey: config.DEMO_ADMIN_KEY,
          sandboxMasterSecret: config.SANDBOX_GATEWAY_SECRET,
        })
      : undefined;
  // The sandbox payment gateway: its own HTTP server on its own port, in this process by default.
  // One that cannot start (its port is taken) leaves the platform up; its channel then answers
  // GATEWAY_UNAVAILABLE.
  const sandboxGateway =
    demoSecrets && config.SANDBOX_GATEWAY === 'on'
      ? await startSandboxGateway({
          port: config.SANDBOX_GATEWAY_PORT,
          host: config.SANDBOX_GATEWAY_HOST,
          masterSecret: demoSecrets.sandboxMasterSecret,
        }).catch((error: unknown) => {
          process.stderr.write(`The sandbox payment gateway did not start: ${(error as Error).message}\n`);
          return undefined;
        })
      : undefined;
  const seeded =
    demoSecrets && config.SEED_DEMO
      ? await seedDemo(services, {
          operatorKey: demoSecrets.operatorKey,
          ...(sandboxGateway
            ? { sandboxGateway: { url: sandboxGateway.url, masterSecret: demoSecrets.sandboxMasterSecret } }
            : {}),
        })
      : undefined;
  const app = await buildApp({ config, services });

  let stopVendor: (() => Promise<void>) | undefined;
  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await stopVendor?.();
    await app.close();
    await sandboxGateway?.close();
    await database.close();
  });

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // The in-house game vendor: its own HTTP server and tables, talking to this platform over HTTP.
  // A vendor that cannot start (e.g. its port is taken) leaves the platform up without it.
  if (config.INHOUSE_VENDOR === 'on') {
    try {
      const vendor = await startVendor({
        port: config.VENDOR_PORT,
        host: config.VENDOR_HOST ?? config.HOST,
        ...(config.VENDOR_PUBLIC_URL ? { publicUrl: config.VENDOR_PUBLIC_URL } : {}),
        ...(config.DATABASE_URL
          ? { databaseUrl: config.DATABASE_URL }
          : { pgliteDir: path.join(config.DATA_DIR, 'vendor-pglite') }),
        logLevel: config.LOG_LEVEL,
        ...(config.VENDOR_CRASH_GROWTH_PER_MS
          ? { crash: { growthPerMs: config.VENDOR_CRASH_GROWTH_PER_MS } }
          : {}),
      });
      stopVendor = () => vendor.close();
      const platformPort = (app.server.address() as { port: number }).port;
      const connected = await ensureInhouseOperators(services, {
        url: vendor.publicUrl,
        adminKey: vendor.adminKey,
        platformUrl: `http://127.0.0.1:${platformPort}`,
      });
      app.log.info({ vendor: vendor.publicUrl, connected }, 'in-house vendor ready');
    } catch (error) {
      app.log.error({ err: error }, 'the in-house vendor did not start; its games cannot launch');
    }
  }
  app.log.info({ database: database.kind, migrationsApplied: applied, seeded }, 'platform ready');
  // Jobs and cron ticks run in every process unless JOBS=off (pg-boss runs each job once); they
  // start in the background so serving never waits for them. app.close() stops them gracefully.
  if (config.JOBS === 'on') {
    services.jobs.start().then(
      () => app.log.info('job queue started'),
      (err: unknown) => app.log.error({ err }, 'job queue failed to start'),
    );
  }
  if (demoSecrets && config.SEED_DEMO)
    printDemoBanner(address, config.PORT, demoSecrets, sandboxGateway?.url);
}

function printDemoBanner(
  address: string,
  port: number,
  secrets: DemoSecrets,
  sandboxGatewayUrl?: string,
): void {
  const lines = [
    '',
    `Croupier is running (${address}).`,
    ...DEMO_MERCHANTS.flatMap((m) => [
      `  ${m.name.padEnd(20)} http://${m.domains[0]?.domain}:${port}/`,
      ...(DEMO_ACCOUNTS[m.code] ?? []).map(
        (a) =>
          `    ${a.type === 0 ? 'player' : 'agent '}  ${a.username} / ${a.password}${a.affiliateCode ? `  (invitation code ${a.affiliateCode})` : ''}`,
      ),
    ]),
    `  API docs             http://localhost:${port}/docs`,
    ...(sandboxGatewayUrl
      ? [`  Sandbox gateway      ${sandboxGatewayUrl}  (hosted payment page, signed callbacks)`]
      : []),
    `  Operator API key     ${secrets.operatorKey}  (header x-admin-key; generated for this data directory)`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
  process.stderr.write(`Failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
