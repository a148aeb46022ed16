import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';

const INT8_OID = 20;

/** One statement runner: parameterised SQL, rows as objects, BIGINT as `bigint`. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * The vendor's database: its own tables in schema `vendor_inhouse`, on PostgreSQL (possibly the
 * platform's server, but never the platform's tables) or on an embedded PGlite of its own.
 * `transaction` holds one connection for the callback (PGlite: the only one, exclusively).
 */
export interface VendorDb extends SqlRunner {
  kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export type VendorDbOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string };

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The advisory lock that serialises the vendor's migrations across processes (differs from the platform's). */
const MIGRATION_LOCK_ID = 7_262_081;

/** Opens the vendor database. */
export async function openVendorDb(options: VendorDbOptions): Promise<VendorDb> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPGlite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<VendorDb> {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID
        ? (value: string) => BigInt(value)
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  const runner = (client: pg.Pool | pg.PoolClient): SqlRunner => ({
    query: async <T>(text: string, params?: readonly unknown[]) =>
      (await client.query(text, params as unknown[])).rows as T[],
  });
  const db: VendorDb = {
    kind: 'postgres',
    ...runner(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(runner(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    migrate: () => migrate(db),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
  return db;
}

async function openPGlite(dataDir: string | undefined): Promise<VendorDb> {
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  const pglite = await PGlite.create(dataDir ? path.resolve(dataDir) : 'memory://', {
    parsers: { [INT8_OID]: (value: string) => BigInt(value) },
  });
  const runner = (client: PGlite | PGliteTransaction): SqlRunner => ({
    query: async <T>(text: string, params?: readonly unknown[]) =>
      (await client.query<T>(text, params as unknown[])).rows,
  });
  const db: VendorDb = {
    kind: 'pglite',
    ...runner(pglite),
    // PGlite runs one transaction at a time and queues every other statement behind it.
    transaction: (work) => pglite.transaction((tx) => work(runner(tx))),
    migrate: () => migrate(db),
    close: () => pglite.close(),
  };
  return db;
}

/** Applies the checked-in migrations (forward only), each once, under an advisory lock. */
async function migrate(db: VendorDb): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  await db.query('create schema if not exists vendor_inhouse');
  await db.query(
    'create table if not exists vendor_inhouse.schema_migrations (version text primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const applied: string[] = [];
  for (const file of files) {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const done = await tx.query('select 1 from vendor_inhouse.schema_migrations where version = $1', [
        file.slice(0, 3),
      ]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into vendor_inhouse.schema_migrations (version, name) values ($1, $2)', [
        file.slice(0, 3),
        file,
      ]);
      return true;
    });
    if (didApply) applied.push(file);
  }
  return applied;
}

/** Splits a migration on `;` at line ends (the vendor's migrations hold no functions or quoted semicolons). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter((s) => s.length > 0);
}
