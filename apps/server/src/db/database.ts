import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
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
  /** Applies pending checked-in migrations; safe to call from several processes at once. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string };

/**
 * Opens PostgreSQL (through `pg`) or the embedded PGlite with the same Kysely interface.
 * BIGINT columns come back as `bigint` on both, so money never passes through a JS number.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  return openPGlite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID
        ? (value: string) => BigInt(value)
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return {
    db,
    kind: 'postgres',
    url,
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

/** The mark that makes a query a named prepared statement: a leading `/* prepared:<name> *\/` comment. */
const PREPARED_MARK = /^\/\* prepared:([a-z_]+) \*\//;

/**
 * The pool as Kysely sees it, where a query whose SQL starts with the PREPARED_MARK comment runs as
 * a named prepared statement: parsed and planned once per connection instead of on every call (the
 * vendor wallet's hot call). Any other query, and cursors, pass through unchanged.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      const preparing: PostgresPoolClient = {
        query: ((sqlOrCursor: string | pg.Submittable, parameters?: readonly unknown[]) => {
          if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor);
          const values = parameters as unknown[];
          const name = PREPARED_MARK.exec(sqlOrCursor)?.[1];
          return client.query(name === undefined ? sqlOrCursor : { name, text: sqlOrCursor }, values);
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      return preparing;
    },
    end: () => pool.end(),
  };
}

async function openPGlite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create(dataDir ? path.resolve(dataDir) : 'memory://', {
    parsers: { [INT8_OID]: (value: string) => BigInt(value) },
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
    // Runs before the server listens, so nothing else holds PGlite's one connection.
    migrate: () => runMigrations(session),
    close: () => db.destroy(),
  };
}
