import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN_KEY, DEMO_MERCHANTS, seedDemo } from './seed/demo-seed.ts';
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
  const seeded = config.SEED_DEMO ? await seedDemo(services) : undefined;
  const app = await buildApp({ config, services });

  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ database: database.kind, migrationsApplied: applied, seeded }, 'platform ready');
  if (config.SEED_DEMO) printDemoBanner(address, config.PORT);
}

function printDemoBanner(address: string, port: number): void {
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
    `  Operator API key     ${DEMO_ADMIN_KEY}  (header x-admin-key)`,
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
