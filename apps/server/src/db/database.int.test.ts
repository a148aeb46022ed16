import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';

/** The `prepared:` mark of database.ts: a named prepared statement on PostgreSQL, a plain query on PGlite. */
describe('queries marked as prepared statements', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    // One connection, so the statement prepared by the first run is the one the second run finds.
    database = await openDatabase(url ? { kind: 'postgres', url, poolSize: 1 } : { kind: 'pglite' });
  });
  afterAll(() => database.close());

  const marked = (value: bigint) =>
    sql<{
      doubled: bigint;
    }>`/* prepared:database_test_double */ select ${value}::bigint * 2 as doubled`.execute(database.db);

  it('answers a marked query with its own parameters on every run', async () => {
    expect((await marked(21n)).rows).toEqual([{ doubled: 42n }]);
    expect((await marked(10n ** 15n)).rows).toEqual([{ doubled: 2n * 10n ** 15n }]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps it as a named statement of the connection on PostgreSQL',
    async () => {
      await marked(1n);
      const prepared = await sql<{
        name: string;
      }>`select name from pg_prepared_statements where name = 'database_test_double'`.execute(database.db);
      expect(prepared.rows).toEqual([{ name: 'database_test_double' }]);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)('leaves unmarked queries unnamed', async () => {
    await sql`select 1`.execute(database.db);
    const prepared = await sql<{
      name: string;
    }>`select name from pg_prepared_statements where name <> 'database_test_double'`.execute(database.db);
    expect(prepared.rows).toEqual([]);
  });
});
