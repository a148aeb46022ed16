import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { openVendorDb, type VendorDb, type VendorSchemaOptions } from '../db.ts';
import { type FetchLike, type OperatorLink, signedHeaders } from '../platform-client.ts';

/**
 * Test kit for vendor services: faults on the platform calls, requests signed as the platform signs
 * them, and a migrated in-memory database. Test code only: production code never imports this module.
 */

/**
 * Faults a vendor's platform calls can be given, by operation (the path's last segment, e.g. `win`):
 * `down` fails the next n calls before they reach the platform (network error); `lostAnswer` lets the
 * next n calls reach the platform and apply, then loses the answer (a timeout). A batch call counts
 * as its items' operations (`bet`, `win`, `rollback`): a fault of one of its items fails the whole
 * batch, as a network fault would. Hand `fetch` to the vendor instead of the global one; `calls`
 * records every call's (every item's) fate.
 */
export class FaultyFetch {
  down = new Map<string, number>();
  lostAnswer = new Map<string, number>();
  calls: { op: string; fate: 'ok' | 'down' | 'lost' }[] = [];

  constructor(private readonly realFetch: FetchLike = (url, init) => fetch(url, init)) {}

  readonly fetch: FetchLike = async (url, init) => {
    const ops = operationsOf(url, init.body);
    if (this.take(this.down, ops)) {
      for (const op of ops) this.calls.push({ op, fate: 'down' });
      throw new TypeError('fetch failed (injected)');
    }
    const response = await this.realFetch(url, init);
    const text = await response.text();
    if (this.take(this.lostAnswer, ops)) {
      for (const op of ops) this.calls.push({ op, fate: 'lost' });
      throw Object.assign(new Error('The operation was aborted (injected)'), { name: 'AbortError' });
    }
    for (const op of ops) this.calls.push({ op, fate: 'ok' });
    return { status: response.status, text: async () => text };
  };

  /** Uses up one fault of `faults` per operation of `ops` that has one; true when any had. */
  private take(faults: Map<string, number>, ops: string[]): boolean {
    let isHit = false;
    for (const op of ops) {
      const left = faults.get(op) ?? 0;
      if (left > 0) {
        faults.set(op, left - 1);
        isHit = true;
      }
    }
    return isHit;
  }

  /** How many calls of `op` there were (with that fate, when given). */
  count(op: string, fate?: 'ok' | 'down' | 'lost'): number {
    return this.calls.filter((c) => c.op === op && (!fate || c.fate === fate)).length;
  }
}

/** The operations of a call: the path's last segment, or a batch call's items' calls. */
function operationsOf(url: string, body: string): string[] {
  const op = url.split('/').pop() ?? '';
  if (op !== 'batch') return [op];
  try {
    const { items } = JSON.parse(body) as { items?: { call?: unknown }[] };
    return (items ?? []).map((item) => String(item.call));
  } catch {
    return [op];
  }
}

/** A JSON answer of `app.inject`, read field by field by the tests. */
export interface InjectedAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers field by field
  json: { success: boolean; value?: any; code?: string; message?: string };
}

/** A JSON call of a vendor's HTTP API through `app.inject` (no port needed). */
export async function injectJson(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<InjectedAnswer> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  return { status: response.statusCode, json: response.json() };
}

/** A POST signed with an operator's credential, exactly as the platform sends it (e.g. a launch). */
export function injectSigned(
  app: FastifyInstance,
  link: Pick<OperatorLink, 'keyId' | 'secret'>,
  url: string,
  body: unknown,
  timestamp?: string,
): Promise<InjectedAnswer> {
  const raw = JSON.stringify(body);
  return app
    .inject({
      method: 'POST',
      url,
      headers: signedHeaders(link.keyId, link.secret, raw, timestamp),
      payload: raw,
    })
    .then((response) => ({ status: response.statusCode, json: response.json() }));
}

/**
 * A migrated database for a vendor's tests: on the PostgreSQL server of TEST_DATABASE_URL when set (as
 * the integration suite runs), else an in-memory PGlite. Give each test file its own schema (see
 * `uniqueSchema`); `close()` drops the schema on PostgreSQL so runs leave nothing behind.
 * `pgliteSnapshot` (an empty cluster saved by PGlite's `dumpDataDir`) spares the PGlite its initdb.
 */
export async function openTestVendorDb(
  options: VendorSchemaOptions & { pgliteSnapshot?: Blob | undefined },
): Promise<VendorDb> {
  const url = process.env.TEST_DATABASE_URL;
  const { pgliteSnapshot, ...schema } = options;
  const db = await openVendorDb(
    url
      ? { kind: 'postgres', url, poolSize: 4, ...schema }
      : { kind: 'pglite', ...schema, ...(pgliteSnapshot ? { snapshot: pgliteSnapshot } : {}) },
  );
  await db.migrate();
  if (!url) return db;
  return {
    ...db,
    close: async () => {
      await db.query(`drop schema if exists ${db.schema} cascade`);
      await db.close();
    },
  };
}

/** A schema name no other test run uses: `<prefix>_<random>`. */
export function uniqueSchema(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}
