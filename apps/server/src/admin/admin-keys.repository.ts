import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface AdminKeyRow {
  id: bigint;
  merchantId: bigint | null;
  name: string;
  /** null: every permission of the key's scope. */
  permissions: string[] | null;
}

export interface AdminKeyListing extends AdminKeyRow {
  createdAt: Date;
  revokedAt: Date | null;
}

/** Operator API tokens (the old shared keys included), stored only as SHA-256 digests. */
export class AdminKeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findActiveByHash(keyHash: Uint8Array): Promise<AdminKeyRow | undefined> {
    return this.db
      .selectFrom('admin_api_keys')
      .select(['id', 'merchant_id as merchantId', 'name', 'permissions'])
      .where('key_hash', '=', keyHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
  }

  async insert(
    tx: Kysely<Database> | Transaction<Database>,
    row: {
      merchantId: bigint | null;
      name: string;
      keyHash: Uint8Array;
      permissions?: string[] | null;
      createdBy?: string | null;
    },
  ): Promise<bigint | undefined> {
    const inserted = await tx
      .insertInto('admin_api_keys')
      .values({
        merchant_id: row.merchantId,
        name: row.name,
        key_hash: row.keyHash,
        permissions: row.permissions ?? null,
        created_by: row.createdBy ?? null,
      })
      .onConflict((oc) => oc.column('key_hash').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  listForMerchant(merchantId: bigint): Promise<AdminKeyListing[]> {
    return this.db
      .selectFrom('admin_api_keys')
      .select([
        'id',
        'merchant_id as merchantId',
        'name',
        'permissions',
        'created_at as createdAt',
        'revoked_at as revokedAt',
      ])
      .where('merchant_id', '=', merchantId)
      .orderBy('id', 'desc')
      .execute();
  }

  /** Revokes the merchant's token; its row before the change, or undefined (none, or already revoked). */
  async revoke(tx: Transaction<Database>, merchantId: bigint, id: bigint): Promise<AdminKeyRow | undefined> {
    return tx
      .updateTable('admin_api_keys')
      .set({ revoked_at: new Date() })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning(['id', 'merchant_id as merchantId', 'name', 'permissions'])
      .executeTakeFirst();
  }
}
