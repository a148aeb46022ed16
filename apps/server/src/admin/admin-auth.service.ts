import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ADMIN_KEY_HEADER } from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { AdminKeyRow, AdminKeysRepository } from './admin-keys.repository.ts';

/** What carries an operator key: a request's headers (any HTTP request, so the service needs no web framework). */
export interface KeyBearer {
  headers: IncomingHttpHeaders;
}

/** An authenticated operator: a platform-wide key (merchantId null) or one merchant's key. */
export interface Operator {
  keyId: bigint;
  name: string;
  merchantId: bigint | null;
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** Operator authentication for the admin API by API key (`x-admin-key` or `Authorization: Bearer`). */
export class AdminAuthService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keys: AdminKeysRepository,
    private readonly audit: AuditLog,
  ) {}

  /** Creates a key and returns its only plaintext copy; pass `plaintext` to register a known key (demo seed). */
  async issueKey(
    merchantId: bigint | null,
    name: string,
    plaintext = randomBytes(32).toString('base64url'),
  ): Promise<string> {
    await this.db.transaction().execute(async (tx) => {
      await this.keys.insert(tx, { merchantId, name, keyHash: digest(plaintext) });
      await this.audit.record(tx, {
        merchantId,
        actor: 'system',
        action: 'admin.key.issue',
        detail: { name },
      });
    });
    return plaintext;
  }

  /** The operator behind the request's key. Errors: UNAUTHORIZED (no or unknown key). */
  async authenticate(request: KeyBearer): Promise<Operator> {
    const key = presentedKey(request);
    if (!key) throw new AppError('UNAUTHORIZED', { detail: 'no admin key' });
    const row: AdminKeyRow | undefined = await this.keys.findActiveByHash(digest(key));
    if (!row) throw new AppError('UNAUTHORIZED', { detail: 'unknown admin key' });
    return { keyId: row.id, name: row.name, merchantId: row.merchantId };
  }

  /** Errors: FORBIDDEN for a merchant-scoped key (platform-level calls such as opening a merchant). */
  assertPlatformWide(operator: Operator): void {
    if (operator.merchantId !== null)
      throw new AppError('FORBIDDEN', { detail: 'needs a platform-wide key' });
  }

  /** Errors: FORBIDDEN when a merchant-scoped key reaches for another merchant. */
  assertCanManage(operator: Operator, merchant: Merchant): void {
    if (operator.merchantId !== null && operator.merchantId !== merchant.id) {
      throw new AppError('FORBIDDEN', { detail: 'key belongs to another merchant' });
    }
  }
}

function presentedKey(request: KeyBearer): string | undefined {
  const header = request.headers[ADMIN_KEY_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice('Bearer '.length).trim() || undefined;
  return undefined;
}
