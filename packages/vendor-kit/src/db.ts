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
 * A vendor's database: its own tables in its own schema, on PostgreSQL (possibly the platform's
 * server, but never the platform's tables) or on an embedded PGlite of its own.
 * `transaction` holds one connection for the callback (PGlite: the only one, exclusively).
 */
export interface VendorDb extends SqlRunner {
  kind: 'pglite' | 'postgres';
  /** The schema every table of this vendor lives in. */
  schema: string;
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

/** Where a vendor's tables live and how they are made. */
export interface VendorSchemaOptions {
  /** The PostgreSQL schema of every table of the vendor (`vendor_<name>`, lower case). */
  schema: string;
  /** The vendor's forward-only migrations, `NNN_name.sql`, applied in order after the kit's. */
  migrationsDir: string;
  /**
   * Whether the kit creates its first tables (operators, launch_tokens, sessions, socket_tickets:
   * `kit_001`, `kit_002`) in the schema (default true). Only a vendor whose own first migrations
   * already made them turns this off; the kit's later tables (wallet_calls …) are made either way.
   */
  withKitTables?: boolean;
}

export type VendorDbOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A data directory saved by PGlite's `dumpDataDir` to start from instead of a new cluster (no initdb). */
      snapshot?: Blob;
    }
) &
  VendorSchemaOptions;

const KIT_MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
/** Serialises every vendor's migrations across processes (distinct from the platform's lock). */
const MIGRATION_LOCK_ID = 7_262_081;
/** The kit migrations a vendor with `withKitTables: false` made itself (apps/originals, older than the kit). */
const LAST_TABLES_A_VENDOR_MAY_OWN = 'kit_002';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens a vendor database (call `migrate()` before use). Throws on a schema name that is not a plain identifier. */
export async function openVendorDb(options: VendorDbOptions): Promise<VendorDb> {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`invalid vendor schema name: ${options.schema}`);
  const base =
    options.kind === 'postgres'
      ? await openPostgres(options.url, options.poolSize ?? 10)
      : await openPGlite(options.dataDir, options.snapshot);
  const db: VendorDb = { ...base, schema: options.schema, migrate: () => migrate(db, options) };
  return db;
}

type BaseDb = Omit<VendorDb, 'schema' | 'migrate'>;

async function openPostgres(url: string, poolSize: number): Promise<BaseDb> {
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
  return {
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
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

async function openPGlite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<BaseDb> {
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  const pglite = await PGlite.create(dataDir ? path.resolve(dataDir) : 'memory://', {
    parsers: { [INT8_OID]: (value: string) => BigInt(value) },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const runner = (client: PGlite | PGliteTransaction): SqlRunner => ({
    query: async <T>(text: string, params?: readonly unknown[]) =>
      (await client.query<T>(text, params as unknown[])).rows,
  });
  return {
    kind: 'pglite',
    ...runner(pglite),
    // PGlite runs one transaction at a time and queues every other statement behind it.
    transaction: (work) => pglite.transaction((tx) => work(runner(tx))),
    close: () => pglite.close(),
  };
}

interface Migration {
  version: string;
  file: string;
  sql: string;
}

function migrationsIn(dir: string, prefix: string, schema: string): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: `${prefix}${file.slice(0, 3)}`,
      file,
      // The kit's migrations are written for any vendor: `{{schema}}` is the vendor's schema.
      sql: readFileSync(path.join(dir, file), 'utf8').replaceAll('{{schema}}', schema),
    }));
}

/**
 * Applies the kit's migrations (versions `kit_NNN`) then the vendor's (`NNN`), forward only, each once,
 * under an advisory lock so concurrent processes never apply one twice. Returns the files applied.
 */
async function migrate(db: VendorDb, options: VendorSchemaOptions): Promise<string[]> {
  const schema = options.schema;
  const migrations = [
    ...migrationsIn(KIT_MIGRATIONS_DIR, 'kit_', schema).filter(
      (m) => options.withKitTables !== false || m.version > LAST_TABLES_A_VENDOR_MAY_OWN,
    ),
    ...migrationsIn(options.migrationsDir, '', schema),
  ];
  await db.query(`create schema if not exists ${schema}`);
  await db.query(
    `create table if not exists ${schema}.schema_migrations (version text primary key, name text not null, applied_at timestamptz not null default now())`,
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const done = await tx.query(`select 1 from ${schema}.schema_migrations where version = $1`, [
        migration.version,
      ]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query(`insert into ${schema}.schema_migrations (version, name) values ($1, $2)`, [
        migration.version,
        migration.file,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.file);
  }
  return applied;
}

/** Splits a migration on `;` at line ends (vendor migrations may hold no functions or quoted semicolons). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter((s) => s.length > 0);
}
