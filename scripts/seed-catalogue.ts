/**
 * Seeds 10,000+ slot games across ~20 vendors for one merchant, on the database the server uses
 * (DATABASE_URL, or the PGlite under DATA_DIR). Run with the server stopped when on PGlite:
 *   node --import tsx scripts/seed-catalogue.ts [MERCHANT_CODE] [GAMES] [VENDORS]
 */
import path from 'node:path';
import {
  createServices,
  loadConfig,
  loadDemoSecrets,
  openDatabase,
  seedCatalogue,
  seedDemo,
} from '@croupier/server/testing';

const [merchantCode = 'ROYAL', games = '10000', vendors = '20'] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
);
try {
  await database.migrate();
  const services = createServices(database, config);
  // The demo merchants are created on the way when missing (idempotent), as `npm start` would.
  if (!(await services.merchants.findByCode(merchantCode))) {
    const { operatorKey } = await loadDemoSecrets(config.DATA_DIR, { operatorKey: config.DEMO_ADMIN_KEY });
    await seedDemo(services, { operatorKey });
  }
  const merchant = await services.merchants.findByCode(merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  const started = Date.now();
  const result = await seedCatalogue(services, merchant, { games: Number(games), vendors: Number(vendors) });
  console.log(
    `seeded ${result.games} games across ${result.vendors.length} vendors for ${merchantCode} in ${Date.now() - started} ms`,
  );
} finally {
  await database.close();
}
