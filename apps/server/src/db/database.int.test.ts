import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';

/** DatabaseHandle.prepared: a named prepared statement on PostgreSQL, a plain query on PGlite. */
describe('prepared statements', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    // One connection, so the statement prepared by the first run is the one the second run finds.
    database = await openDatabase(url ? { kind: 'postgres', url, poolSize: 1 } : { kind: 'pglite' });
  });
  afterAll(() => database.close());

  const doubled = (value: bigint) =>
    database.prepared<{ doubled: bigint }>('database_test_double', 'select $1::bigint * 2 as doubled', [
      value,
    ]);

  it('answers with its own parameters on every run, bigint as bigint', async () => {
    expect(await doubled(21n)).toEqual([{ doubled: 42n }]);
    expect(await doubled(10n ** 15n)).toEqual([{ doubled: 2n * 10n ** 15n }]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps it as a named statement of the connection on PostgreSQL',
    async () => {
      await doubled(1n);
      const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(
        database.db,
      );
      expect(prepared.rows).toEqual([{ name: 'database_test_double' }]);
    },
  );

  it('reports a failing statement as the database raised it', async () => {
    await expect(database.prepared('database_test_fail', 'select 1 / $1::int', [0])).rejects.toMatchObject({
      code: '22012',
    });
  });
});
