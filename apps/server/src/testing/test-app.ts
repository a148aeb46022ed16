import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { type AppServices, createServices } from '../services.ts';
import { withDatabase } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real server on a fresh database for one test file: a clone of the migrated template on
 * PostgreSQL (TEST_DATABASE_URL), or a migrated in-memory PGlite otherwise.
 */
export async function startTestApp(
  options: { trustProxy?: boolean; apiDocs?: 'open' | 'operators'; webDist?: string } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  // A lighter proof of work keeps the suite fast; the check itself is the same.
  const services = createServices(database, loadConfig({ HUMAN_VERIFICATION_MAX_NUMBER: '2000' }));
  const app = await buildApp({
    config: {
      LOG_LEVEL: 'silent',
      LOG_PRETTY: false,
      TRUST_PROXY: options.trustProxy ?? false,
      WEB_DIST: options.webDist ?? 'none',
      API_DOCS: options.apiDocs ?? 'open',
    },
    services,
    // The player site only where a test hands it a build (web.int.test.ts).
    serveWeb: options.webDist !== undefined,
  });
  await app.ready();
  return {
    app,
    services,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const TEMPLATE_CLONE_LOCK = 7_262_002;

/**
 * The run's empty PGlite cluster, for a vendor's in-memory database to start from (no initdb); undefined
 * on PostgreSQL or outside the integration project.
 */
export function emptyPGliteSnapshot(): Blob | undefined {
  const snapshotPath = inject('pgliteEmptySnapshotPath');
  return snapshotPath ? new Blob([readFileSync(snapshotPath)]) : undefined;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const templateUrl = inject('templateDatabaseUrl');
  if (!templateUrl) {
    const snapshotPath = inject('pgliteSnapshotPath');
    const handle = await openDatabase({
      kind: 'pglite',
      ...(snapshotPath ? { snapshot: new Blob([readFileSync(snapshotPath)]) } : {}),
    });
    // Applies nothing when the snapshot is current; migrates from scratch without one.
    await handle.migrate();
    return handle;
  }
  return openDatabase({ kind: 'postgres', url: await cloneMigratedDatabase(), poolSize: 5 });
}

/**
 * A new database on the test PostgreSQL server, cloned from the run's migrated template; answers
 * its URL. Only with TEST_DATABASE_URL (the global setup made the template).
 */
export async function cloneMigratedDatabase(): Promise<string> {
  const templateUrl = inject('templateDatabaseUrl');
  if (!templateUrl) throw new Error('no migrated template: TEST_DATABASE_URL is not set');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `croupier_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  try {
    // Postgres refuses to copy a template while another copy of it is in progress: one at a time.
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_CLONE_LOCK]);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return withDatabase(templateUrl, name);
}
