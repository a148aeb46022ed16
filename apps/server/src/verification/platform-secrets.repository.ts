import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** `platform_secrets`: one row per name, written once. */
export class PlatformSecretsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores `candidate` under `name` unless a value is already there, then returns the stored value:
   * processes racing to create the same secret all end up with the first one written.
   */
  async getOrCreate(name: string, candidate: Uint8Array): Promise<Uint8Array> {
    await this.db
      .insertInto('platform_secrets')
      .values({ name, value: candidate })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('platform_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
