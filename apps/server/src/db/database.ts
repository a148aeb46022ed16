import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { runMigrations, type SqlSession } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

const INT8_OID = 20;

/** An open database: the query builder plus what the process needs to check and close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The server's URL (postgres only): the job queue and LISTEN/NOTIFY open their own connections. */
  url?: string;
  /** The embedded database (pglite only), for LISTEN; use it only while holding the connection. */
  pglite?: PGlite;
  /**
   * Runs one statement on its own (no surrounding transaction) and returns its rows. On PostgreSQL
   * it is a named prepared statement, parsed and planned once per connection, and skips the query
   * builder: for the hottest calls (the vendor wallet's), whose text never changes. On PGlite it
   * is a plain query through the connection's lock.
   */
  prepared<Row>(name: string, text: string, values: readonly unknown[]): Promise<Row[]>;
  /** Connections of the pool (postgres only; PGlite has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Applies pending checked-in migrations; safe to call from several processes at once. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A data directory saved by `snapshotPGlite` to start from instead of an empty cluster. */
      snapshot?: Blob;
    };

/**
 * Opens PostgreSQL (through `pg`) or the embedded PGlite with the same Kysely interface.
 * BIGINT columns come back as `bigint` on both, so money never passes through a JS number.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  return openPGlite(options.dataDir, options.snapshot);
}

/**
 * The data directory of an open PGlite as an uncompressed tarball, for `openDatabase`'s `snapshot`:
 * the integration tests migrate once and start every test file from the copy.
 */
export async function snapshotPGlite(handle: DatabaseHandle): Promise<Blob> {
  if (!handle.pglite) throw new Error('only an embedded database can be snapshotted');
  return handle.pglite.dumpDataDir('none');
}

/** A new, empty PGlite cluster as a saved data directory: one initdb, in memory, for others to load. */
export async function newEmptyPGliteCluster(): Promise<Blob> {
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    return await snapshotPGlite(handle);
  } finally {
    await handle.close();
  }
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID
        ? (value: string) => BigInt(value)
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    url,
    prepared: async <Row>(name: string, text: string, values: readonly unknown[]) =>
      (await pool.query<Row & pg.QueryResultRow>({ name, text, values: [...values] })).rows,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      const client = await pool.connect();
      try {
        return await runMigrations({
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          exec: async (sql) => {
            await client.query(sql);
          },
        });
      } finally {
        client.release();
      }
    },
    close: async () => {
      await db.destroy();
      // Kysely only ends the pool it initialised; the migration may have used it before Kysely did.
      if (!pool.ended) await pool.end();
    },
  };
}

async function openPGlite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create(dataDir ? path.resolve(dataDir) : 'memory://', {
    parsers: { [INT8_OID]: (value: string) => BigInt(value) },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const session: SqlSession = {
    query: async (sql, params) =>
      (await pglite.query<Record<string, unknown>>(sql, params as unknown[])).rows,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
  };
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pglite,
    prepared: async <Row>(_name: string, text: string, values: readonly unknown[]) =>
      (await db.executeQuery<Row>(CompiledQuery.raw(text, [...values]))).rows,
    // Runs before the server listens, so nothing else holds PGlite's one connection.
    migrate: () => runMigrations(session),
    close: () => db.destroy(),
  };
}
