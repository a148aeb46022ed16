import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.ts';

describe(PGliteDialect.name, () => {
  let db: Kysely<{ counter: { id: number; value: number } }>;
  beforeAll(async () => {
    db = new Kysely({ dialect: new PGliteDialect(await PGlite.create('memory://')) });
    await sql`create table counter (id int primary key, value int not null)`.execute(db);
    await sql`insert into counter values (1, 0)`.execute(db);
  });
  afterAll(() => db.destroy());

  it('runs concurrent transactions one after another, so read-modify-write never loses an update', async () => {
    const increment = () =>
      db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('counter')
          .select('value')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx
          .updateTable('counter')
          .set({ value: row.value + 1 })
          .where('id', '=', 1)
          .execute();
      });
    await Promise.all(Array.from({ length: 25 }, increment));
    const after = await db
      .selectFrom('counter')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(after.value).toBe(25);
  });

  it('rolls a failed transaction back and frees the connection for the next caller', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.updateTable('counter').set({ value: -1 }).where('id', '=', 1).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const after = await db
      .selectFrom('counter')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(after.value).toBe(25);
  });
});
