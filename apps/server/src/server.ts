import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { newEmptyPGliteCluster, openDatabase } from './db/database.ts';
import { IN_PROCESS_VENDORS, startInProcessGateway } from './in-process-services.ts';
import { Lifecycle, StartAborted } from './lifecycle.ts';
import { seedDemoReconciliation } from './reconciliation/reconciliation-seed.ts';
import { type DemoSecrets, loadDemoSecrets } from './seed/demo-secrets.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_MERCHANTS,
  DEMO_OPERATOR_PASSWORD,
  DEMO_OPERATORS,
  DEMO_SUPER_ADMIN,
  seedDemo,
  seedDemoWinners,
} from './seed/demo-seed.ts';
import { createServices } from './services.ts';

/**
 * Starts one platform process: config, database and migrations, optional demo seed, sandbox
 * gateway, HTTP, in-process vendors, job queue. Each part registers its close with the lifecycle
 * as it starts; a signal at any moment (start-up included) closes them in reverse order.
 */
async function main(config: AppConfig, lifecycle: Lifecycle): Promise<void> {
  const database = await lifecycle.start(
    'database',
    () =>
      openDatabase(
        config.DATABASE_URL
          ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE }
          : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
      ),
    (opened) => opened.close(),
  );
  const applied = await lifecycle.start('migrations', () => database.migrate());
  const services = createServices(database, config);
  // Closed after HTTP and the vendors (whose last wins it may still be recording), before the database.
  await lifecycle.start(
    'big wins',
    async () => services.bigWins,
    (bigWins) => bigWins.drain(),
  );
  // Demo secrets are generated per data directory (config.ts refuses them in production).
  const demoSecrets =
    config.SEED_DEMO || config.SANDBOX_GATEWAY === 'on'
      ? await loadDemoSecrets(config.DATA_DIR, {
          operatorKey: config.DEMO_ADMIN_KEY,
          sandboxMasterSecret: config.SANDBOX_GATEWAY_SECRET,
        })
      : undefined;
  // The sandbox payment gateway: its own HTTP server on its own port, in this process by default.
  const sandboxGateway =
    demoSecrets && config.SANDBOX_GATEWAY === 'on'
      ? await lifecycle.start(
          'sandbox gateway',
          () =>
            startInProcessGateway(config, demoSecrets.sandboxMasterSecret).catch((error: unknown) => {
              throw new Error(
                `The sandbox payment gateway did not start (${(error as Error).message}); set SANDBOX_GATEWAY_PORT to a free port or SANDBOX_GATEWAY=off`,
              );
            }),
          (gateway) => gateway.close(),
        )
      : undefined;
  const seeded =
    demoSecrets && config.SEED_DEMO
      ? await lifecycle.start('demo seed', () =>
          seedDemo(services, {
            operatorKey: demoSecrets.operatorKey,
            ...(sandboxGateway
              ? { sandboxGateway: { url: sandboxGateway.url, masterSecret: demoSecrets.sandboxMasterSecret } }
              : {}),
          }),
        )
      : undefined;
  // Closing the app stops accepting connections, lets in-flight requests finish, closes the sockets
  // (going away), then stops real time and the job queue (its onClose hook).
  const app = await lifecycle.start(
    'http server',
    () => buildApp({ config, services }),
    (built) => built.close(),
  );
  lifecycle.useLogger(app.log);
  services.bigWins.reportErrorsTo((err, win) =>
    app.log.warn(
      { err, merchant: win.merchantCode, vendor: win.vendorCode, round: win.roundId },
      'big win not recorded',
    ),
  );
  // Not ready (/readyz 503 "starting") until the in-process vendors below have started.
  services.startup.begin();
  const address = await lifecycle.start('listen', () => app.listen({ port: config.PORT, host: config.HOST }));

  // In-process vendors start once the platform answers (they onboard over HTTP) and close before
  // it, so their last settlements still reach the wallet. One that cannot start stops the start.
  const port = listeningPort(app);
  const platformUrl = `http://127.0.0.1:${port}`;
  const vendors: { name: string; url: string }[] = [];
  // Made at most once, and only when a vendor starts its first embedded database.
  let emptyCluster: Promise<Blob> | undefined;
  const emptyPGliteCluster = () => {
    emptyCluster ??= newEmptyPGliteCluster();
    return emptyCluster;
  };
  for (const vendor of IN_PROCESS_VENDORS.filter((v) => v.isEnabled(config))) {
    const started = await lifecycle.start(
      vendor.name,
      () =>
        vendor.start({ config, services, platformUrl, emptyPGliteCluster }).catch((error: unknown) => {
          throw new Error(
            `The ${vendor.name} did not start, so its games could not launch: ${(error as Error).message}`,
            { cause: error },
          );
        }),
      (running) => running.close(),
    );
    vendors.push({ name: vendor.name, url: started.url });
    app.log.info(
      { vendor: vendor.name, url: started.url, connected: started.connected },
      `${vendor.name} ready`,
    );
  }
  // The winner board names games of the catalogue, which the in-process vendors register on start.
  if (seeded) {
    const winners = await seedDemoWinners(services);
    app.log.info({ winners }, 'demo winner board');
    const reconciliations = await seedDemoReconciliation(services);
    app.log.info({ reconciliations }, 'demo reconciliation history');
  }
  services.startup.complete();
  app.log.info({ database: database.kind, migrationsApplied: applied, seeded }, 'platform ready');
  // Jobs and cron ticks run in every process unless JOBS=off (pg-boss runs each job once); they
  // start in the background so serving never waits for them. Closed first: a running job finishes
  // (or goes back to the queue when the grace runs out), and no new one starts.
  if (config.JOBS === 'on') {
    // Half the grace: a job still running then is failed back to the queue (retried) before the timer ends.
    lifecycle.add('job queue', () => services.jobs.stop(Math.floor(config.SHUTDOWN_GRACE_MS / 2)));
    services.jobs.start().then(
      () => app.log.info('job queue started'),
      (err: unknown) => {
        if (!lifecycle.isStopping) app.log.error({ err }, 'job queue failed to start');
      },
    );
  }
  if (demoSecrets && config.SEED_DEMO)
    printDemoBanner(address, port, demoSecrets, vendors, sandboxGateway?.url);
}

function listeningPort(app: FastifyInstance): number {
  return (app.server.address() as { port: number }).port;
}

function printDemoBanner(
  address: string,
  port: number,
  secrets: DemoSecrets,
  vendors: { name: string; url: string }[],
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
    ...DEMO_MERCHANTS.map(
      (m) =>
        `  ${`${m.name} console`.padEnd(20)} http://${m.domains[0]?.domain}:${port}/admin  (${(DEMO_OPERATORS[m.code] ?? []).map((o) => o.username).join(', ')} / ${DEMO_OPERATOR_PASSWORD}; set up the authenticator at the first sign-in)`,
    ),
    `  Platform console     http://localhost:${port}/admin  (${DEMO_SUPER_ADMIN} / ${DEMO_OPERATOR_PASSWORD})`,
    `  API docs             http://localhost:${port}/docs`,
    ...vendors.map((v) => `  ${v.name.padEnd(20)} ${v.url}`),
    ...(sandboxGatewayUrl
      ? [`  Sandbox gateway      ${sandboxGatewayUrl}  (hosted payment page, signed callbacks)`]
      : []),
    `  Operator API key     ${secrets.operatorKey}  (header x-admin-key; generated for this data directory)`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Loads the config, installs the signal handling first (so start-up honours SIGTERM too), then starts. */
function run(): void {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const lifecycle = new Lifecycle();
  const log = (message: string, detail: object = {}) => lifecycle.logger.info(detail, message);
  // The grace timer is the last resort: a close that hangs is named, and the exit forced.
  closeWithGrace(
    {
      delay: config.SHUTDOWN_GRACE_MS,
      onTimeout: (delay) =>
        lifecycle.logger.error(
          { stuck: lifecycle.closingPart ?? 'a start-up step' },
          `killed by timeout (${delay}ms): ${lifecycle.closingPart ?? 'a start-up step'} did not close`,
        ),
      onSecondSignal: (signal) => log(`second ${signal}: exiting at once`),
      onSecondError: (err) =>
        lifecycle.logger.error({ err }, 'second error while shutting down: exiting at once'),
    },
    async ({ signal, err }) => {
      if (err) lifecycle.logger.error({ err }, 'shutting down after an error');
      else log('shutting down', { signal });
      await lifecycle.close();
    },
  );
  main(config, lifecycle).catch(async (error: unknown) => {
    // A shutdown asked for during start-up: the close handler finishes it and exits.
    if (error instanceof StartAborted) return;
    process.stderr.write(`Failed to start: ${(error as Error).stack ?? String(error)}\n`);
    const forced = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS);
    forced.unref();
    await lifecycle.close();
    process.exit(1);
  });
}

run();
