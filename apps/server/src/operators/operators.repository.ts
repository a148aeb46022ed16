import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../db/schema.ts';

export interface OperatorRow {
  id: bigint;
  merchantId: bigint | null;
  username: string;
  passwordHash: string;
  role: string;
  totpCiphertext: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: bigint | null;
  disabledAt: Date | null;
  version: number;
  createdAt: Date;
}

const operatorColumns = [
  'operators.id',
  'operators.merchant_id as merchantId',
  'operators.username',
  'operators.password_hash as passwordHash',
  'operators.role',
  'operators.totp_ciphertext as totpCiphertext',
  'operators.totp_enabled_at as totpEnabledAt',
  'operators.totp_last_step as totpLastStep',
  'operators.disabled_at as disabledAt',
  'operators.version',
  'operators.created_at as createdAt',
] as const;

/** Operators, their sessions and their merchants' custom roles. */
export class OperatorsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByUsername(username: string, db: Db = this.db, lock = false): Promise<OperatorRow | undefined> {
    let query = db
      .selectFrom('operators')
      .select(operatorColumns)
      .where(sql<string>`lower(username)`, '=', username.toLowerCase());
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  findById(id: bigint, db: Db = this.db, lock = false): Promise<OperatorRow | undefined> {
    let query = db.selectFrom('operators').select(operatorColumns).where('id', '=', id);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** Replaces the operator's recovery codes with these hashes (the old ones stop working). */
  async replaceRecoveryCodes(tx: Db, operatorId: bigint, hashes: string[]): Promise<void> {
    await tx.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
    await tx
      .insertInto('operator_recovery_codes')
      .values(hashes.map((code_hash) => ({ operator_id: operatorId, code_hash })))
      .execute();
  }

  /** The operator's unused recovery codes (hashes), locked when `lock` so one is spent once. */
  unusedRecoveryCodes(operatorId: bigint, db: Db = this.db) {
    return db
      .selectFrom('operator_recovery_codes')
      .select(['id', 'code_hash'])
      .where('operator_id', '=', operatorId)
      .where('used_at', 'is', null)
      .orderBy('id')
      .execute();
  }

  /** Marks the operator's recovery code used; false when it was already (or is not the operator's). */
  async markRecoveryCodeUsed(tx: Db, operatorId: bigint, id: bigint): Promise<boolean> {
    const result = await tx
      .updateTable('operator_recovery_codes')
      .set({ used_at: new Date() })
      .where('id', '=', id)
      .where('operator_id', '=', operatorId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async merchantCode(merchantId: bigint): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('merchants')
      .select('code')
      .where('id', '=', merchantId)
      .executeTakeFirst();
    return row?.code;
  }

  listForMerchant(merchantId: bigint): Promise<OperatorRow[]> {
    return this.db
      .selectFrom('operators')
      .select(operatorColumns)
      .where('merchant_id', '=', merchantId)
      .orderBy('username')
      .execute();
  }

  /** The new operator's id, or undefined when the username is taken (any case). */
  async insert(
    tx: Db,
    row: {
      merchantId: bigint | null;
      username: string;
      passwordHash: string;
      role: string;
      totpCiphertext?: string;
      totpEnabled?: boolean;
    },
  ): Promise<bigint | undefined> {
    const inserted = await tx
      .insertInto('operators')
      .values({
        merchant_id: row.merchantId,
        username: row.username,
        password_hash: row.passwordHash,
        role: row.role,
        totp_ciphertext: row.totpCiphertext ?? null,
        totp_enabled_at: row.totpEnabled ? new Date() : null,
      })
      .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  }

  /** Applies a change when the row is still at `version`; false when someone changed it meanwhile. */
  async update(
    tx: Db,
    id: bigint,
    version: number,
    change: Partial<{
      role: string;
      disabledAt: Date | null;
      totpCiphertext: string | null;
      totpEnabledAt: Date | null;
      totpLastStep: bigint | null;
    }>,
  ): Promise<boolean> {
    const updated = await tx
      .updateTable('operators')
      .set({
        ...(change.role === undefined ? {} : { role: change.role }),
        ...(change.disabledAt === undefined ? {} : { disabled_at: change.disabledAt }),
        ...(change.totpCiphertext === undefined ? {} : { totp_ciphertext: change.totpCiphertext }),
        ...(change.totpEnabledAt === undefined ? {} : { totp_enabled_at: change.totpEnabledAt }),
        ...(change.totpLastStep === undefined ? {} : { totp_last_step: change.totpLastStep }),
        version: sql<number>`version + 1`,
      })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return updated.numUpdatedRows === 1n;
  }

  async customRole(merchantId: bigint, code: string, db: Db = this.db) {
    return db
      .selectFrom('operator_roles')
      .select(['code', 'name', 'permissions'])
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  customRoles(merchantId: bigint) {
    return this.db
      .selectFrom('operator_roles')
      .select(['code', 'name', 'permissions'])
      .where('merchant_id', '=', merchantId)
      .orderBy('code')
      .execute();
  }

  /** False when the merchant already has a role of that code. */
  async insertRole(tx: Db, merchantId: bigint, role: { code: string; name: string; permissions: string[] }) {
    const inserted = await tx
      .insertInto('operator_roles')
      .values({ merchant_id: merchantId, code: role.code, name: role.name, permissions: role.permissions })
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .returning('code')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async insertSession(
    tx: Db,
    row: { operatorId: bigint; tokenHash: Uint8Array; ip: string; expiresAt: Date },
  ) {
    await tx
      .insertInto('operator_sessions')
      .values({
        operator_id: row.operatorId,
        token_hash: row.tokenHash,
        ip: row.ip,
        expires_at: row.expiresAt,
      })
      .execute();
  }

  /**
   * The live session of that token (not ended, not past its end, used within `idleMinutes`) and its
   * operator, renewing its idle clock; undefined otherwise.
   */
  async touchSession(tokenHash: Uint8Array, idleMinutes: number): Promise<OperatorRow | undefined> {
    const session = await this.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
      .returning('operator_id')
      .executeTakeFirst();
    if (!session) return undefined;
    const operator = await this.findById(session.operator_id);
    return operator?.disabledAt === null ? operator : undefined;
  }

  async endSession(tokenHash: Uint8Array): Promise<void> {
    await this.db
      .updateTable('operator_sessions')
      .set({ ended_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .execute();
  }

  async endSessionsOf(tx: Transaction<Database> | Kysely<Database>, operatorId: bigint): Promise<void> {
    await tx
      .updateTable('operator_sessions')
      .set({ ended_at: sql<Date>`now()` })
      .where('operator_id', '=', operatorId)
      .where('ended_at', 'is', null)
      .execute();
  }
}
