import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface AdminKeyRow {
  id: bigint;
  merchantId: bigint | null;
  name: string;
}

/** Operator API keys, stored only as SHA-256 digests. */
export class AdminKeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findActiveByHash(keyHash: Uint8Array): Promise<AdminKeyRow | undefined> {
    return this.db
      .selectFrom('admin_api_keys')
      .select(['id', 'merchant_id as merchantId', 'name'])
      .where('key_hash', '=', keyHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
  }

  async insert(
    tx: Kysely<Database> | Transaction<Database>,
    row: { merchantId: bigint | null; name: string; keyHash: Uint8Array },
  ): Promise<void> {
    await tx
      .insertInto('admin_api_keys')
      .values({ merchant_id: row.merchantId, name: row.name, key_hash: row.keyHash })
      .onConflict((oc) => oc.column('key_hash').doNothing())
      .execute();
  }
}
