import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The two things the runner needs from a connection: a parameterised query and a multi-statement script. */
export interface SqlSession {
  query(sql: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
  exec(sql: string): Promise<void>;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Arbitrary constant: the advisory lock that serialises migrations across server processes. */
const MIGRATION_LOCK_ID = 7_262_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The checked-in migrations in order. Forward-only: an applied file is never edited. */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 3),
      name: file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies every pending migration, each in its own transaction, under an advisory lock so two
 * processes starting together apply each file once. Returns the names it applied.
 */
export async function runMigrations(session: SqlSession, migrations = listMigrations()): Promise<string[]> {
  await session.exec(
    'create table if not exists schema_migrations (version text primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    await session.exec('begin');
    try {
      await session.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const done = await session.query('select 1 from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (done.length === 0) {
        await session.exec(migration.sql);
        await session.query('insert into schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        applied.push(migration.name);
      }
      await session.exec('commit');
    } catch (error) {
      await session.exec('rollback');
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return applied;
}
