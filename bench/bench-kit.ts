/** What every database benchmark sets up the same way: a throw-away PostgreSQL, the platform on it, a merchant. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
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

/**
 * CPU time (ms) the throw-away cluster's processes used so far: the postmaster, its exited
 * children (reaped into its counters) and its live backends, from /proc. 0 without a data dir.
 */
export function postgresCpuMs(dataDir: string): number {
  if (!dataDir) return 0;
  const tick = 1000 / 100; // USER_HZ
  const statOf = (pid: string) => {
    try {
      // Fields after the command's closing parenthesis: state is [0], ppid [1], utime [11], stime [12], cutime [13], cstime [14].
      return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    } catch {
      return [];
    }
  };
  const master = readFileSync(path.join(dataDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
  const m = statOf(master);
  let ticks = Number(m[11] ?? 0) + Number(m[12] ?? 0) + Number(m[13] ?? 0) + Number(m[14] ?? 0);
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const f = statOf(pid);
    if (f[1] === master) ticks += Number(f[11] ?? 0) + Number(f[12] ?? 0);
  }
  return ticks * tick;
}

/**
 * The bench's CPU per accepted bet: this Node process (bench, platform and vendor) and the
 * throw-away PostgreSQL, with the load average (wall-clock figures follow the machine's load; CPU
 * time per bet does not, much).
 */
export function cpuPerBetLine(
  cpu: NodeJS.CpuUsage,
  pgCpuMs: number,
  accepted: number,
  dataDir: string,
): string {
  const n = Math.max(1, accepted);
  const pg = dataDir
    ? `${(pgCpuMs / n).toFixed(2)} ms in PostgreSQL`
    : 'PostgreSQL not measured (external server)';
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `CPU per bet: ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms in this Node process (bench + platform + vendor), ${pg}; load average ${load} on ${availableParallelism()} cores`;
}
