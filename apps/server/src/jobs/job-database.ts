import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** What pg-boss needs of a database: one call that runs SQL text (one or several statements). */
export interface JobDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Ends the connections; every later `executeSql` fails at once with `JobDatabaseClosed`. */
  close(): Promise<void>;
}

/**
 * A query after the job queue closed (a late pg-boss timer or a job's completion): refused at once,
 * so nothing reopens a connection that would keep a stopping process alive.
 */
export class JobDatabaseClosed extends Error {
  constructor() {
    super('the job queue database is closed');
  }
}

/**
 * The job queue's way into the platform database.
 *
 * PostgreSQL: a small pool of its own (job polling never competes with requests for the app's pool).
 * PGlite: every statement runs while holding the dialect's one connection (Kysely's `connection()`
 * queues on the same mutex as every request and transaction), so a job query never lands inside
 * an app transaction's BEGIN/COMMIT and waits its turn like any other caller.
 */
export function jobDatabaseFor(database: DatabaseHandle, poolSize = 3): JobDatabase {
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('the PostgreSQL handle carries no url for the job queue');
    return postgresJobDatabase(database.url, poolSize);
  }
  if (!database.pglite) throw new Error('the PGlite handle carries no pglite instance for the job queue');
  return pgliteJobDatabase(database.db, database.pglite);
}

function postgresJobDatabase(url: string, poolSize: number): JobDatabase {
  let pool: pg.Pool | undefined;
  let closed = false;
  return {
    executeSql: async (text, values) => {
      if (closed) throw new JobDatabaseClosed();
      pool ??= new pg.Pool({ connectionString: url, max: poolSize, application_name: 'croupier-jobs' });
      return pool.query(text, values as unknown[] | undefined);
    },
    close: async () => {
      closed = true;
      const open = pool;
      pool = undefined;
      if (open && !open.ended) await open.end();
    },
  };
}

function pgliteJobDatabase(db: Kysely<Database>, pglite: PGlite): JobDatabase {
  let closed = false;
  return {
    executeSql: async (text, values) => {
      // The platform's PGlite outlives the queue; a late query must not queue behind its work.
      if (closed) throw new JobDatabaseClosed();
      return db.connection().execute(async () => {
        if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
        // Without parameters pg-boss may send several statements (its schema plans, wrapped in
        // BEGIN ... COMMIT): simple protocol. A failure midway must not leave the one session in
        // an aborted transaction for every later caller, so roll back (a no-op outside one).
        try {
          const results = await pglite.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        } catch (error) {
          await pglite.exec('rollback').catch(() => {});
          throw error;
        }
      });
    },
    close: async () => {
      closed = true;
    },
  };
}

/** Runs pg-boss's statements inside an open app transaction (for a send that commits with it). */
export function transactionJobDatabase(tx: Transaction<Database>): { executeSql: JobDatabase['executeSql'] } {
  return {
    executeSql: async (text, values) => {
      const result = await tx.executeQuery(CompiledQuery.raw(text, (values ?? []) as unknown[]));
      return { rows: result.rows as unknown[] };
    },
  };
}
