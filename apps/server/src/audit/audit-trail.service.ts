import type { TAuditEntry, TAuditQuery } from '@croupier/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The most rows one CSV export holds (the newest ones matching the filter). */
export const AUDIT_EXPORT_LIMIT = 50_000;

/**
 * Reading the audit log in the console: a merchant's rows filtered by actor, action and time,
 * newest first, a page at a time or as CSV. Rows are only ever appended (the table refuses
 * updates and deletes), so what is read is what happened.
 */
export class AuditTrailService {
  constructor(private readonly db: Kysely<Database>) {}

  async search(
    merchantId: bigint,
    query: TAuditQuery,
  ): Promise<{ items: TAuditEntry[]; total: number; page: number; pageSize: number }> {
    const filtered = this.filtered(merchantId, query);
    const [rows, count] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      filtered.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(entryOf), total: Number(count.n), page: query.page, pageSize: query.pageSize };
  }

  /** The rows matching the filter as CSV (RFC 4180), newest first, at most {@link AUDIT_EXPORT_LIMIT}. */
  async csv(merchantId: bigint, query: Omit<TAuditQuery, 'page' | 'pageSize'>): Promise<string> {
    const rows = await this.filtered(merchantId, { ...query, page: 1, pageSize: 1 })
      .selectAll()
      .orderBy('id', 'desc')
      .limit(AUDIT_EXPORT_LIMIT)
      .execute();
    const lines = [['id', 'at', 'actor', 'action', 'ip', 'request_id', 'detail']];
    for (const row of rows.map(entryOf)) {
      lines.push([
        row.id,
        row.at,
        row.actor,
        row.action,
        row.ip ?? '',
        row.requestId ?? '',
        JSON.stringify(row.detail),
      ]);
    }
    return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
  }

  private filtered(merchantId: bigint, query: TAuditQuery) {
    let rows = this.db.selectFrom('audit_log').where('merchant_id', '=', merchantId);
    if (query.actor) rows = rows.where('actor', 'ilike', `%${escapeLike(query.actor)}%`);
    if (query.action) rows = rows.where('action', 'like', `${escapeLike(query.action)}%`);
    if (query.from) rows = rows.where('created_at', '>=', new Date(query.from));
    if (query.to) rows = rows.where('created_at', '<', new Date(query.to));
    return rows;
  }
}

function entryOf(row: {
  id: bigint;
  created_at: Date;
  actor: string;
  action: string;
  ip: string | null;
  request_id: string | null;
  detail: unknown;
}): TAuditEntry {
  return {
    id: row.id.toString(),
    at: row.created_at.toISOString(),
    actor: row.actor,
    action: row.action,
    ip: row.ip,
    requestId: row.request_id,
    detail: (row.detail ?? {}) as Record<string, unknown>,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A CSV cell, quoted when needed; a leading formula character is neutralised for spreadsheets. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
