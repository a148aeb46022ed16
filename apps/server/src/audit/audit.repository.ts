import type { Kysely, Transaction } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import type { Database } from '../db/schema.ts';

export interface AuditEntry {
  merchantId: bigint | null;
  actor: string;
  action: string;
  detail?: Record<string, unknown>;
  ip?: string | null;
  requestId?: string | null;
}

/** Appends audit rows; always inside the caller's transaction, so the record and the change land together. */
export class AuditRepository {
  async record(tx: Transaction<Database> | Kysely<Database>, entry: AuditEntry): Promise<void> {
    await tx
      .insertInto('audit_log')
      .values({
        merchant_id: entry.merchantId,
        actor: entry.actor,
        action: entry.action,
        detail: JSON.stringify(entry.detail ?? {}),
        ip: entry.ip ?? null,
        request_id: entry.requestId ?? null,
      })
      .execute();
  }

  /** An audit row for a change `actor` made to a merchant's data. */
  recordBy(
    tx: Transaction<Database> | Kysely<Database>,
    merchantId: bigint,
    actor: Actor,
    action: string,
    detail: Record<string, unknown> = {},
  ): Promise<void> {
    return this.record(tx, {
      merchantId,
      actor: actor.name,
      action,
      detail,
      ip: actor.ip ?? null,
      requestId: actor.requestId ?? null,
    });
  }

  async listForMerchant(db: Kysely<Database>, merchantId: bigint, limit = 50) {
    return db
      .selectFrom('audit_log')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
