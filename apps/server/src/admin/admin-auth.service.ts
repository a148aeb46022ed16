import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  ADMIN_KEY_HEADER,
  MERCHANT_OPERATOR_PERMISSIONS,
  OPERATOR_PERMISSIONS,
  type TOperatorPermission,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor } from './actor.ts';
import type { AdminKeyRow, AdminKeysRepository } from './admin-keys.repository.ts';

/** What carries an operator credential: a request's headers (any HTTP request, so the service needs no web framework). */
export interface KeyBearer {
  headers: IncomingHttpHeaders;
}

/**
 * An authenticated operator: a person signed in to the console (`operator`) or a scoped API token
 * (`token`, the old shared keys included); platform-wide when merchantId is null.
 */
export interface Operator {
  kind: 'operator' | 'token';
  /** The operator's or the token's id. */
  id: bigint;
  /** The operator's username or the token's name. */
  name: string;
  merchantId: bigint | null;
  permissions: ReadonlySet<TOperatorPermission>;
}

/** Where operator sessions come from (the operators feature): a session token's operator, or undefined. */
export interface OperatorSessions {
  readonly sessionPrefix: string;
  resolveSession(
    token: string,
  ): Promise<(Omit<Operator, 'kind' | 'name'> & { username: string }) | undefined>;
}

/** How an operator signs the audit rows it causes. */
export function actorNameOf(operator: Pick<Operator, 'kind' | 'name'>): string {
  return operator.kind === 'token' ? `admin-key:${operator.name}` : `operator:${operator.name}`;
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/**
 * The permissions of a token: the ones it lists (null: all of its scope), never a platform one for a
 * merchant's token.
 */
export function tokenPermissions(
  row: Pick<AdminKeyRow, 'merchantId' | 'permissions'>,
): Set<TOperatorPermission> {
  const scope: readonly TOperatorPermission[] =
    row.merchantId === null ? OPERATOR_PERMISSIONS : MERCHANT_OPERATOR_PERMISSIONS;
  return new Set(row.permissions === null ? scope : scope.filter((p) => row.permissions?.includes(p)));
}

/** Operator authentication for the admin API: a console session or an API token (`x-admin-key` or `Authorization: Bearer`). */
export class AdminAuthService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keys: AdminKeysRepository,
    private readonly audit: AuditLog,
    private readonly sessions: OperatorSessions,
  ) {}

  /** Creates a key of every permission of its scope and returns its only plaintext copy; pass `plaintext` to register a known key (demo seed). */
  async issueKey(
    merchantId: bigint | null,
    name: string,
    plaintext = randomBytes(32).toString('base64url'),
  ): Promise<string> {
    await this.issueToken(merchantId, name, null, { name: 'system' }, plaintext);
    return plaintext;
  }

  /**
   * A scoped API token (`permissions` null: all of its scope), audited as `actor`'s; its id and its
   * only plaintext copy.
   */
  async issueToken(
    merchantId: bigint | null,
    name: string,
    permissions: TOperatorPermission[] | null,
    actor: Actor,
    plaintext = randomBytes(32).toString('base64url'),
  ): Promise<{ id: bigint | undefined; token: string }> {
    const id = await this.db.transaction().execute(async (tx) => {
      const inserted = await this.keys.insert(tx, {
        merchantId,
        name,
        keyHash: digest(plaintext),
        permissions,
        createdBy: actor.name,
      });
      await this.audit.record(tx, {
        merchantId,
        actor: actor.name,
        action: 'admin.key.issue',
        detail: { after: { name, permissions } },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
      return inserted;
    });
    return { id, token: plaintext };
  }

  /** The merchant's tokens, newest first (never their secrets). */
  listTokens(merchantId: bigint) {
    return this.keys.listForMerchant(merchantId);
  }

  /** Revokes one of the merchant's tokens, audited. Errors: NOT_FOUND (none, or already revoked). */
  async revokeToken(merchantId: bigint, id: bigint, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const before = await this.keys.revoke(tx, merchantId, id);
      if (!before) throw new AppError('NOT_FOUND');
      await this.audit.record(tx, {
        merchantId,
        actor: actor.name,
        action: 'admin.key.revoke',
        detail: { before: { name: before.name, permissions: before.permissions }, after: { revoked: true } },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
  }

  /** The operator behind the request's session or token. Errors: UNAUTHORIZED (none, unknown, expired). */
  async authenticate(request: KeyBearer): Promise<Operator> {
    const key = presentedKey(request);
    if (!key) throw new AppError('UNAUTHORIZED', { detail: 'no admin key' });
    if (key.startsWith(this.sessions.sessionPrefix)) {
      const session = await this.sessions.resolveSession(key);
      if (!session) throw new AppError('UNAUTHORIZED', { detail: 'no live operator session' });
      return {
        kind: 'operator',
        id: session.id,
        name: session.username,
        merchantId: session.merchantId,
        permissions: session.permissions,
      };
    }
    const row = await this.keys.findActiveByHash(digest(key));
    if (!row) throw new AppError('UNAUTHORIZED', { detail: 'unknown admin key' });
    return {
      kind: 'token',
      id: row.id,
      name: row.name,
      merchantId: row.merchantId,
      permissions: tokenPermissions(row),
    };
  }

  /** Errors: FORBIDDEN with `value.permission` naming what the operator lacks. */
  authorize(operator: Operator, permission: TOperatorPermission): void {
    if (!operator.permissions.has(permission)) {
      throw new AppError('FORBIDDEN', { value: { permission }, detail: `needs permission ${permission}` });
    }
  }

  /** Errors: FORBIDDEN for a merchant's operator or token (platform-level calls such as opening a merchant). */
  assertPlatformWide(operator: Operator): void {
    if (operator.merchantId !== null)
      throw new AppError('FORBIDDEN', { detail: 'needs a platform-wide key' });
  }

  /** Errors: FORBIDDEN when a merchant's operator or token reaches for another merchant. */
  assertCanManage(operator: Operator, merchant: Merchant): void {
    if (operator.merchantId !== null && operator.merchantId !== merchant.id) {
      throw new AppError('FORBIDDEN', { detail: 'key belongs to another merchant' });
    }
  }
}

/** The credential a request carries (`x-admin-key`, or `Authorization: Bearer`). */
export function presentedKey(request: KeyBearer): string | undefined {
  const header = request.headers[ADMIN_KEY_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice('Bearer '.length).trim() || undefined;
  return undefined;
}
