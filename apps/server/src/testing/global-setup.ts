import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, snapshotPGlite } from '../db/database.ts';

/**
 * Migrates the database once for the run; each test file starts from a copy of it (fast, and no
 * file sees another's rows). On PostgreSQL the copy is a database cloned from a template; on
 * PGlite it is a saved data directory that each file's in-memory database loads.
 */
export default async function setup({
  provide,
}: {
  provide: (
    key: 'templateDatabaseUrl' | 'pgliteSnapshotPath' | 'pgliteEmptySnapshotPath',
    value: string,
  ) => void;
}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    provide('templateDatabaseUrl', '');
    const folder = mkdtempSync(path.join(tmpdir(), 'croupier-pglite-snapshot-'));
    const emptyPath = path.join(folder, 'empty.tar');
    const snapshotPath = path.join(folder, 'migrated.tar');
    // One initdb for the run: the vendors' databases start from the empty cluster (a PGlite's
    // initdb costs about 5 s of CPU, loading a saved one under 1 s), the platform's from it migrated.
    const handle = await openDatabase({ kind: 'pglite' });
    writeFileSync(emptyPath, Buffer.from(await (await snapshotPGlite(handle)).arrayBuffer()));
    await handle.migrate();
    writeFileSync(snapshotPath, Buffer.from(await (await snapshotPGlite(handle)).arrayBuffer()));
    await handle.close();
    provide('pgliteSnapshotPath', snapshotPath);
    provide('pgliteEmptySnapshotPath', emptyPath);
    return () => rmSync(folder, { recursive: true, force: true });
  }
  provide('pgliteSnapshotPath', '');
  provide('pgliteEmptySnapshotPath', '');
  const templateName = `croupier_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${templateName}`);
  const templateUrl = withDatabase(serverUrl, templateName);
  const handle = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 1 });
  await handle.migrate();
  await handle.close();
  provide('templateDatabaseUrl', templateUrl);

  return async () => {
    const rows = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'croupier_t%'",
    );
    for (const { datname } of rows.rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
    /** The migrated PGlite data directory (a tarball) each test file starts from; '' on PostgreSQL. */
    pgliteSnapshotPath: string;
    /** A new, empty PGlite cluster (a tarball) the vendors' test databases start from; '' on PostgreSQL. */
    pgliteEmptySnapshotPath: string;
  }
}
