import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { LoginChallengesTable, SessionsTable } from './accounts.tables.ts';

export type SessionRow = Selectable<SessionsTable>;
export type LoginChallengeRow = Selectable<LoginChallengesTable>;

/** Sessions and second-factor challenges, looked up only by the SHA-256 of their secrets. */
export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(
    tx: Db,
    row: {
      merchantId: bigint;
      memberId: bigint;
      tokenHash: Uint8Array;
      side: 'player' | 'agent';
      loginType: string;
      ip: string;
      userAgent: string | null;
      expiresAt: Date;
    },
  ): Promise<void> {
    await tx
      .insertInto('sessions')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        token_hash: row.tokenHash,
        side: row.side,
        login_type: row.loginType,
        ip: row.ip,
        user_agent: row.userAgent,
        expires_at: row.expiresAt,
      })
      .execute();
  }

  /** The live session of a token in a merchant: not revoked, not expired. */
  async findLive(merchantId: bigint, tokenHash: Uint8Array, now: Date): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /**
   * Whether the member has any live session, read inside the caller's transaction (the vendor
   * wallet asks this for a bet; wins and rollbacks never ask).
   */
  async hasLiveSession(tx: Db, merchantId: bigint, memberId: bigint): Promise<boolean> {
    const row = await tx
      .selectFrom('sessions')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async touch(id: bigint, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }

  /** Revokes a live session; answers whose it was (undefined when it had already ended). */
  async revoke(tx: Db, id: bigint): Promise<{ merchantId: bigint; memberId: bigint } | undefined> {
    const row = await tx
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning(['merchant_id', 'member_id'])
      .executeTakeFirst();
    return row && { merchantId: row.merchant_id, memberId: row.member_id };
  }

  /** When the member signed in (each session's start) within [since, until), player side only. */
  async signInsOf(merchantId: bigint, memberId: bigint, since: Date, until: Date): Promise<Date[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select('created_at')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('side', '=', 'player')
      .where('created_at', '>=', since)
      .where('created_at', '<', until)
      .execute();
    return rows.map((row) => row.created_at);
  }

  /** The live session of an id (not revoked, not expired), without sliding its expiry. */
  async findLiveById(merchantId: bigint, id: bigint, now: Date): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Revokes every live session of a member (password change), except one to keep if given. */
  async revokeAllOf(tx: Db, memberId: bigint, keepSessionId?: bigint): Promise<bigint | undefined> {
    let query = tx
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null);
    if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
    const rows = await query.returning('merchant_id').execute();
    return rows[0]?.merchant_id;
  }

  async insertChallenge(
    tx: Db,
    row: {
      merchantId: bigint;
      memberId: bigint;
      challengeHash: Uint8Array;
      side: 'player' | 'agent';
      loginType: string;
      ip: string;
      expiresAt: Date;
    },
  ): Promise<void> {
    await tx
      .insertInto('login_challenges')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        challenge_hash: row.challengeHash,
        side: row.side,
        login_type: row.loginType,
        ip: row.ip,
        expires_at: row.expiresAt,
      })
      .execute();
  }

  /** Locks an open challenge for the answer check, so two answers can't both consume it. */
  async lockOpenChallenge(
    tx: Transaction<Database>,
    merchantId: bigint,
    challengeHash: Uint8Array,
    now: Date,
  ) {
    return tx
      .selectFrom('login_challenges')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('challenge_hash', '=', challengeHash)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .forUpdate()
      .executeTakeFirst();
  }

  async findOpenChallenge(
    merchantId: bigint,
    challengeHash: Uint8Array,
    now: Date,
  ): Promise<LoginChallengeRow | undefined> {
    return this.db
      .selectFrom('login_challenges')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('challenge_hash', '=', challengeHash)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /**
   * Counts one answer on an open challenge in one statement, before the answer is checked; false
   * once `maxAttempts` answers were counted (or the challenge closed), so parallel answers cannot
   * pass the limit.
   */
  async claimChallengeAttempt(id: bigint, maxAttempts: number): Promise<boolean> {
    const row = await this.db
      .updateTable('login_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date())
      .where('attempts', '<', maxAttempts)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async consumeChallenge(tx: Db, id: bigint): Promise<void> {
    await tx.updateTable('login_challenges').set({ consumed_at: new Date() }).where('id', '=', id).execute();
  }
}
