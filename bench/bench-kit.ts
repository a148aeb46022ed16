/** What every database benchmark sets up the same way: a throw-away PostgreSQL, the platform on it, a merchant. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AppServices,
  createServices,
  loadConfig,
  type Merchant,
  openDatabase,
} from '@croupier/server/testing';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const throwaway = path.join(root, 'scripts/pg-throwaway.sh');

export interface BenchPostgres {
  /** The server's URL (database `postgres`). */
  serverUrl: string;
  /** The cluster's data directory (empty for an external server). */
  dataDir: string;
  /** The URL of one of the databases created at start. */
  databaseUrl(name: string): string;
  /** Stops and removes the cluster (nothing for an external server). */
  stop(): void;
}

/**
 * Starts a throw-away PostgreSQL cluster on a free loopback port (scripts/pg-throwaway.sh) and
 * creates `databases` in it; `externalUrl` uses that server instead and leaves it running.
 */
export async function startBenchPostgres(
  databases: readonly string[],
  externalUrl?: string,
): Promise<BenchPostgres> {
  const dataDir = externalUrl ? '' : mkdtempSync('/tmp/croupier-bench.');
  const serverUrl =
    externalUrl ?? execFileSync('bash', [throwaway, 'start', dataDir], { encoding: 'utf8' }).trim();
  const stop = () => {
    if (dataDir) execFileSync('bash', [throwaway, 'stop', dataDir]);
  };
  try {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`create database ${name}`);
    await admin.end();
  } catch (error) {
    stop();
    throw error;
  }
  return {
    serverUrl,
    dataDir,
    databaseUrl(name) {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    stop,
  };
}

/**
 * The platform's services on a migrated database, as server.ts builds them; the pool is the
 * server's own setting (DB_POOL_SIZE, default 10) unless `poolSize` says otherwise.
 */
export async function openBenchPlatform(url: string, poolSize?: number) {
  const config = loadConfig({ DB_POOL_SIZE: process.env.DB_POOL_SIZE });
  const database = await openDatabase({ kind: 'postgres', url, poolSize: poolSize ?? config.DB_POOL_SIZE });
  await database.migrate();
  return { config, database, services: createServices(database, config) };
}

/** The benchmark's merchant, in US dollars and English, on `bench.test`. */
export function createBenchMerchant(services: AppServices, name: string): Promise<Merchant> {
  return services.merchants.createMerchant(
    {
      code: 'BENCH',
      name,
      currency: 'USD',
      currencySymbol: '$',
      timezone: 'UTC',
      defaultLanguage: 'EN',
      languages: ['EN'],
      domains: [{ domain: 'bench.test' }],
    },
    { name: 'bench' },
  );
}
