import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';

/**
 * On PostgreSQL, migrates one template database for the run; each test file clones it (fast, and
 * no file sees another's rows). On PGlite each file migrates its own in-memory database instead.
 */
export default async function setup({
  provide,
}: {
  provide: (key: 'templateDatabaseUrl', value: string) => void;
}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    provide('templateDatabaseUrl', '');
    return;
  }
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
  }
}
