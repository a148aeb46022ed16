import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  BUILT_IN_ROLES,
  MERCHANT_OPERATOR_PERMISSIONS,
  OPERATOR_PERMISSIONS,
  RECOVERY_CODE_COUNT,
  type TBuiltInRole,
  type TCreateOperator,
  type TOperatorLogin,
  type TOperatorMe,
  type TOperatorPermission,
  type TRecoveryCodes,
  type TRole,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { newTotpSecret, openSecret, otpauthUri, sealSecret, totpStepOf } from '../accounts/totp.ts';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database, Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { PlatformSecretsService } from '../verification/platform-secrets.service.ts';
import type { RateLimiter } from '../verification/rate-limiter.service.ts';
import type { OperatorRow, OperatorsRepository } from './operators.repository.ts';

/** Every operator session token starts with this, so the admin guard tells it from an API token. */
export const OPERATOR_SESSION_PREFIX = 'ops_';
/** An operator session ends after this many idle minutes, and after the absolute hours whatever happens. */
export const OPERATOR_SESSION = { idleMinutes: 30, absoluteHours: 12 } as const;
/** Login throttling, as the player side: failures per username and per address in a window. */
export const OPERATOR_LOGIN_LIMITS = { windowSeconds: 300, perAccount: 5, perAddress: 20 } as const;

/** A signed-in operator as the admin guard sees it. */
export interface SignedInOperator {
  id: bigint;
  username: string;
  merchantId: bigint | null;
  role: string;
  permissions: ReadonlySet<TOperatorPermission>;
  totpEnabled: boolean;
}

export function digestToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Letters and digits that read unambiguously (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: `xxxxx-xxxxx` from RECOVERY_ALPHABET (about 49 bits), each character uniform. */
export function newRecoveryCode(): string {
  const pick = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}

/**
 * A new set of recovery codes and their argon2id hashes, made before the transaction that stores
 * them (hashing ten takes a while and needs no lock). One at a time: each hash takes 19 MiB.
 */
async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes: string[] = [];
  for (const code of codes) hashes.push(await hashPassword(code));
  return { codes, hashes };
}

function totpBinding(operatorId: bigint): string {
  return `operator_totp:${operatorId}`;
}

/**
 * Operator people: username + password (argon2id) + TOTP, sessions with idle and absolute
 * timeouts, and roles. An operator whose authenticator is not on yet holds no permission at all:
 * the only thing a fresh operator can do is turn it on. Every change writes its audit row in the
 * change's transaction.
 */
export class OperatorAccountsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly operators: OperatorsRepository,
    private readonly secrets: Pick<PlatformSecretsService, 'get'>,
    private readonly limits: Pick<RateLimiter, 'hit' | 'reset' | 'release'>,
    private readonly audit: AuditLog,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Signs an operator in and returns the session token (its only plaintext copy).
   * Errors: TOO_MANY_REQUESTS ({ retryAfterSeconds }), LOGIN_FAILED (wrong name or password, or a
   * disabled operator), TOTP_CODE_INVALID (the authenticator is on and the code is missing, wrong or used).
   */
  async login(input: TOperatorLogin, ip: string): Promise<{ token: string; me: TOperatorMe }> {
    const accountKey = `op-login:acct:${input.username.toLowerCase()}`;
    const ipKey = `op-login:ip:${ip}`;
    const [account, address] = await Promise.all([
      this.limits.hit(accountKey, {
        limit: OPERATOR_LOGIN_LIMITS.perAccount,
        windowSeconds: OPERATOR_LOGIN_LIMITS.windowSeconds,
      }),
      this.limits.hit(ipKey, {
        limit: OPERATOR_LOGIN_LIMITS.perAddress,
        windowSeconds: OPERATOR_LOGIN_LIMITS.windowSeconds,
      }),
    ]);
    if (!account.allowed || !address.allowed) {
      throw new AppError('TOO_MANY_REQUESTS', {
        value: { retryAfterSeconds: Math.max(account.retryAfterSeconds, address.retryAfterSeconds) },
      });
    }
    const found = await this.operators.findByUsername(input.username);
    const isValid = await verifyPassword(found?.passwordHash, input.password);
    if (!found || !isValid || found.disabledAt !== null) throw new AppError('LOGIN_FAILED');
    const token = `${OPERATOR_SESSION_PREFIX}${randomBytes(32).toString('base64url')}`;
    const key = found.totpEnabledAt ? await this.totpKey() : undefined;
    // The recovery code is matched against its argon2id hashes (up to ten) before the transaction:
    // inside it, those checks would hold the operator's row locks (and PGlite's one connection).
    const recoveryCodeId =
      found.totpEnabledAt && input.recoveryCode && !input.totpCode
        ? await this.matchRecoveryCode(found.id, input.recoveryCode)
        : undefined;
    const operator = await this.db.transaction().execute(async (tx) => {
      const row = await this.operators.findById(found.id, tx, true);
      if (!row) throw new AppError('LOGIN_FAILED');
      if (row.totpEnabledAt && row.totpCiphertext && key) {
        if (input.recoveryCode && !input.totpCode) {
          await this.spendRecoveryCode(tx, row, recoveryCodeId, ip);
        } else {
          await this.acceptCode(tx, key, row, input.totpCode ?? '');
        }
      }
      await this.operators.insertSession(tx, {
        operatorId: row.id,
        tokenHash: digestToken(token),
        ip,
        expiresAt: new Date(this.now() + OPERATOR_SESSION.absoluteHours * 3_600_000),
      });
      await this.audit.record(tx, {
        merchantId: row.merchantId,
        actor: `operator:${row.username}`,
        action: 'operator.login',
        ip,
      });
      return row;
    });
    await Promise.all([this.limits.reset(accountKey), this.limits.release(ipKey)]);
    return { token, me: await this.meOf(await this.signedIn(operator)) };
  }

  /** The operator of a live session token (renewing its idle clock), or undefined. */
  async resolveSession(token: string): Promise<SignedInOperator | undefined> {
    const row = await this.operators.touchSession(digestToken(token), OPERATOR_SESSION.idleMinutes);
    return row ? this.signedIn(row) : undefined;
  }

  async logout(token: string): Promise<void> {
    await this.operators.endSession(digestToken(token));
  }

  async meOf(operator: SignedInOperator): Promise<TOperatorMe> {
    const merchantCode = await this.merchantCodeOf(operator.merchantId);
    return {
      username: operator.username,
      merchantCode,
      role: operator.role,
      permissions: OPERATOR_PERMISSIONS.filter((p) => operator.permissions.has(p)),
      totpEnabled: operator.totpEnabled,
    };
  }

  /** The code of the merchant an operator works for (null: platform-wide). */
  async merchantCodeOf(merchantId: bigint | null): Promise<string | null> {
    return merchantId === null ? null : ((await this.operators.merchantCode(merchantId)) ?? null);
  }

  /** A new authenticator secret for the operator, kept unconfirmed. Errors: TOTP_ALREADY_ENABLED. */
  async beginTotp(operatorId: bigint): Promise<{ secret: string; otpauthUri: string }> {
    const key = await this.totpKey();
    return this.db.transaction().execute(async (tx) => {
      const row = await this.operators.findById(operatorId, tx, true);
      if (!row) throw new AppError('UNAUTHORIZED');
      if (row.totpEnabledAt) throw new AppError('TOTP_ALREADY_ENABLED');
      const secret = newTotpSecret();
      await this.operators.update(tx, row.id, row.version, {
        totpCiphertext: sealSecret(key, totpBinding(row.id), secret),
        totpLastStep: null,
      });
      return { secret, otpauthUri: otpauthUri(secret, 'Croupier console', row.username) };
    });
  }

  /**
   * Turns the authenticator on with its first code and answers its ten recovery codes (shown once,
   * stored as argon2id hashes). Errors: TOO_MANY_REQUESTS, TOTP_SETUP_REQUIRED,
   * TOTP_ALREADY_ENABLED, TOTP_CODE_INVALID.
   */
  async confirmTotp(operatorId: bigint, code: string, actor: Actor): Promise<TRecoveryCodes> {
    await this.limitTotpAttempts(operatorId);
    const key = await this.totpKey();
    const recovery = await newRecoveryCodes();
    return this.db.transaction().execute(async (tx) => {
      const row = await this.operators.findById(operatorId, tx, true);
      if (!row) throw new AppError('UNAUTHORIZED');
      if (row.totpEnabledAt) throw new AppError('TOTP_ALREADY_ENABLED');
      if (!row.totpCiphertext) throw new AppError('TOTP_SETUP_REQUIRED');
      const step = this.checkCode(key, row, code);
      await this.operators.update(tx, row.id, row.version, { totpEnabledAt: new Date(), totpLastStep: step });
      await this.audit.record(tx, {
        merchantId: row.merchantId,
        actor: actor.name,
        action: 'operator.totp.enable',
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
      await this.operators.replaceRecoveryCodes(tx, row.id, recovery.hashes);
      return { codes: recovery.codes };
    });
  }

  /** How many of the operator's recovery codes are still unused. */
  async recoveryCodesLeft(operatorId: bigint): Promise<number> {
    return (await this.operators.unusedRecoveryCodes(operatorId)).length;
  }

  /**
   * Ten new recovery codes for an operator whose authenticator is on, proven by a current code;
   * the old ones stop working in the same transaction (audited). Errors: TOO_MANY_REQUESTS,
   * TOTP_NOT_ENABLED, TOTP_CODE_INVALID.
   */
  async renewRecoveryCodes(operatorId: bigint, totpCode: string, actor: Actor): Promise<TRecoveryCodes> {
    await this.limitTotpAttempts(operatorId);
    const key = await this.totpKey();
    const recovery = await newRecoveryCodes();
    return this.db.transaction().execute(async (tx) => {
      const row = await this.operators.findById(operatorId, tx, true);
      if (!row) throw new AppError('UNAUTHORIZED');
      if (!row.totpEnabledAt) throw new AppError('TOTP_NOT_ENABLED');
      await this.acceptCode(tx, key, row, totpCode);
      await this.operators.replaceRecoveryCodes(tx, row.id, recovery.hashes);
      await this.audit.record(tx, {
        merchantId: row.merchantId,
        actor: actor.name,
        action: 'operator.recovery_codes.renew',
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
      return { codes: recovery.codes };
    });
  }

  /** Refuses more than 5 authenticator proofs per operator in 5 minutes (TOO_MANY_REQUESTS). */
  private async limitTotpAttempts(operatorId: bigint): Promise<void> {
    const attempt = await this.limits.hit(`op-totp:${operatorId}`, { limit: 5, windowSeconds: 300 });
    if (!attempt.allowed) {
      throw new AppError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: attempt.retryAfterSeconds } });
    }
  }

  /** Checks an authenticator code and records its time step, so the same code cannot be used again. */
  private async acceptCode(tx: Db, key: Buffer, row: OperatorRow, code: string): Promise<void> {
    const step = this.checkCode(key, row, code);
    await tx.updateTable('operators').set({ totp_last_step: step }).where('id', '=', row.id).execute();
  }

  /** The id of the operator's unused recovery code that `code` is, if any. */
  private async matchRecoveryCode(operatorId: bigint, code: string): Promise<bigint | undefined> {
    for (const candidate of await this.operators.unusedRecoveryCodes(operatorId)) {
      if (await verifyPassword(candidate.code_hash, code)) return candidate.id;
    }
    return undefined;
  }

  /**
   * Spends the recovery code matched before the sign-in's transaction, in it, audited: the update
   * takes it only while unused, so a code works once even when two sign-ins race.
   * Errors: TOTP_CODE_INVALID (no code matched, or another sign-in spent it first).
   */
  private async spendRecoveryCode(
    tx: Db,
    row: OperatorRow,
    codeId: bigint | undefined,
    ip: string,
  ): Promise<void> {
    if (codeId === undefined || !(await this.operators.markRecoveryCodeUsed(tx, row.id, codeId)))
      throw new AppError('TOTP_CODE_INVALID');
    const remaining = await this.operators.unusedRecoveryCodes(row.id, tx);
    await this.audit.record(tx, {
      merchantId: row.merchantId,
      actor: `operator:${row.username}`,
      action: 'operator.recovery_code.use',
      detail: { remaining: remaining.length },
      ip,
    });
  }

  /**
   * Creates an operator of the merchant (or a platform-wide one with merchant null) on a role whose
   * permissions the creator holds itself. `totpSecret` sets the authenticator up already on (the demo
   * seed). Errors: NOT_FOUND (no such role), FORBIDDEN (a role above the creator's), CONFLICT (username taken).
   */
  async createOperator(
    merchantId: bigint | null,
    input: TCreateOperator,
    actor: Actor,
    creator: { permissions: ReadonlySet<TOperatorPermission> } | 'system',
    totpSecret?: string,
  ): Promise<bigint> {
    const permissions = await this.permissionsOf(merchantId, input.role);
    if (!permissions) throw new AppError('NOT_FOUND', { detail: `no role ${input.role}` });
    assertHeldBy(creator, permissions);
    const passwordHash = await hashPassword(input.password);
    const key = totpSecret ? await this.totpKey() : undefined;
    return this.db.transaction().execute(async (tx) => {
      const id = await this.operators.insert(tx, {
        merchantId,
        username: input.username,
        passwordHash,
        role: input.role,
      });
      if (id === undefined) throw new AppError('CONFLICT', { detail: 'username taken' });
      if (totpSecret && key) {
        await tx
          .updateTable('operators')
          .set({ totp_ciphertext: sealSecret(key, totpBinding(id), totpSecret), totp_enabled_at: new Date() })
          .where('id', '=', id)
          .execute();
      }
      await this.audit.record(tx, {
        merchantId,
        actor: actor.name,
        action: 'operator.create',
        detail: { after: { username: input.username, role: input.role } },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
      return id;
    });
  }

  async listOperators(merchantId: bigint): Promise<OperatorRow[]> {
    return this.operators.listForMerchant(merchantId);
  }

  /**
   * Changes an operator's role or turns it off, when the row is still at `version`. Turning it off
   * ends its sessions. Errors: NOT_FOUND, FORBIDDEN (a role above the changer's), CONFLICT (stale version).
   */
  async changeOperator(
    merchantId: bigint,
    operatorId: bigint,
    change: { version: number; role?: string | undefined; disabled?: boolean | undefined },
    actor: Actor,
    changer: { permissions: ReadonlySet<TOperatorPermission> },
  ): Promise<void> {
    if (change.role !== undefined) {
      const permissions = await this.permissionsOf(merchantId, change.role);
      if (!permissions) throw new AppError('NOT_FOUND', { detail: `no role ${change.role}` });
      assertHeldBy(changer, permissions);
    }
    await this.db.transaction().execute(async (tx) => {
      const row = await this.operators.findById(operatorId, tx, true);
      if (!row || row.merchantId !== merchantId) throw new AppError('NOT_FOUND');
      if (row.version !== change.version)
        throw new AppError('CONFLICT', { detail: 'stale operator version' });
      const disabledAt = change.disabled === undefined ? undefined : change.disabled ? new Date() : null;
      await this.operators.update(tx, row.id, row.version, {
        ...(change.role === undefined ? {} : { role: change.role }),
        ...(disabledAt === undefined ? {} : { disabledAt }),
      });
      if (change.disabled) await this.operators.endSessionsOf(tx, row.id);
      await this.audit.record(tx, {
        merchantId,
        actor: actor.name,
        action: 'operator.update',
        detail: {
          operator: row.username,
          before: { role: row.role, disabled: row.disabledAt !== null },
          after: {
            role: change.role ?? row.role,
            disabled: change.disabled ?? row.disabledAt !== null,
          },
        },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
  }

  /** The built-in roles, then the merchant's own. */
  async roles(merchantId: bigint): Promise<TRole[]> {
    const builtIn: TRole[] = (Object.keys(BUILT_IN_ROLES) as TBuiltInRole[])
      .filter((code) => code !== 'super_admin')
      .map((code) => ({ code, name: roleName(code), permissions: [...BUILT_IN_ROLES[code]], builtIn: true }));
    const custom = await this.operators.customRoles(merchantId);
    return [
      ...builtIn,
      ...custom.map((role) => ({
        code: role.code,
        name: role.name,
        permissions: role.permissions.filter(isMerchantPermission),
        builtIn: false,
      })),
    ];
  }

  /** A custom role from the permission list. Errors: CONFLICT (code taken or built in), FORBIDDEN. */
  async createRole(
    merchantId: bigint,
    role: { code: string; name: string; permissions: TOperatorPermission[] },
    actor: Actor,
    creator: { permissions: ReadonlySet<TOperatorPermission> },
  ): Promise<void> {
    if (role.code in BUILT_IN_ROLES) throw new AppError('CONFLICT', { detail: 'a built-in role' });
    const platformOnly = role.permissions.find((p) => !isMerchantPermission(p));
    if (platformOnly) throw new AppError('FORBIDDEN', { value: { permission: platformOnly } });
    assertHeldBy(creator, role.permissions);
    await this.db.transaction().execute(async (tx) => {
      if (!(await this.operators.insertRole(tx, merchantId, role))) throw new AppError('CONFLICT');
      await this.audit.record(tx, {
        merchantId,
        actor: actor.name,
        action: 'operator.role.create',
        detail: { after: role },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
  }

  /** The permissions of a role code for operators of that merchant (platform: merchant null), or undefined. */
  async permissionsOf(
    merchantId: bigint | null,
    role: string,
    db: Db = this.db,
  ): Promise<readonly TOperatorPermission[] | undefined> {
    if (role === 'super_admin') return merchantId === null ? BUILT_IN_ROLES.super_admin : undefined;
    if (role in BUILT_IN_ROLES) return BUILT_IN_ROLES[role as TBuiltInRole];
    if (merchantId === null) return undefined;
    const custom = await this.operators.customRole(merchantId, role, db);
    return custom?.permissions.filter(isMerchantPermission);
  }

  private async signedIn(row: OperatorRow): Promise<SignedInOperator> {
    // No permission before the authenticator is on: a password alone never runs the brand.
    const permissions = row.totpEnabledAt ? ((await this.permissionsOf(row.merchantId, row.role)) ?? []) : [];
    return {
      id: row.id,
      username: row.username,
      merchantId: row.merchantId,
      role: row.role,
      permissions: new Set(permissions),
      totpEnabled: row.totpEnabledAt !== null,
    };
  }

  private checkCode(key: Buffer, row: OperatorRow, code: string): bigint {
    if (!row.totpCiphertext) throw new AppError('TOTP_SETUP_REQUIRED');
    const secret = openSecret(key, totpBinding(row.id), row.totpCiphertext);
    const step = totpStepOf(secret, code, this.now());
    if (step === undefined || (row.totpLastStep !== null && step <= row.totpLastStep)) {
      throw new AppError('TOTP_CODE_INVALID');
    }
    return step;
  }

  private totpKey(): Promise<Buffer> {
    return this.secrets.get('totp_secret_key');
  }
}

function isMerchantPermission(permission: string): permission is TOperatorPermission {
  return (MERCHANT_OPERATOR_PERMISSIONS as string[]).includes(permission);
}

/** Errors: FORBIDDEN naming the first permission the grantor does not hold (no one grants above itself). */
function assertHeldBy(
  grantor: { permissions: ReadonlySet<TOperatorPermission> } | 'system',
  permissions: readonly TOperatorPermission[],
) {
  if (grantor === 'system') return;
  const missing = permissions.find((p) => !grantor.permissions.has(p));
  if (missing)
    throw new AppError('FORBIDDEN', { value: { permission: missing }, detail: `grants ${missing}` });
}

function roleName(code: string): string {
  return code
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
