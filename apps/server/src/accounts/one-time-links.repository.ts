import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema.ts';

/** Session tickets and password reset links, looked up only by the SHA-256 of their secrets. */
export class OneTimeLinksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertTicket(row: {
    merchantId: bigint;
    memberId: bigint;
    sessionId: bigint;
    purpose: 'app';
    ticketHash: Uint8Array;
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('session_tickets')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        session_id: row.sessionId,
        purpose: row.purpose,
        ticket_hash: row.ticketHash,
        expires_at: row.expiresAt,
      })
      .execute();
  }

  /**
   * Marks a live ticket of the merchant used (one UPDATE: two redemptions cannot both win) and
   * answers it, or undefined when it is unknown, used, expired or of another merchant.
   */
  async useTicket(
    merchantId: bigint,
    ticketHash: Uint8Array,
    purpose: 'app',
    now: Date,
  ): Promise<{ memberId: bigint; sessionId: bigint } | undefined> {
    const row = await this.db
      .updateTable('session_tickets')
      .set({ used_at: now })
      .where('merchant_id', '=', merchantId)
      .where('ticket_hash', '=', ticketHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['member_id', 'session_id'])
      .executeTakeFirst();
    return row && { memberId: row.member_id, sessionId: row.session_id };
  }

  /** A new reset link; earlier unused links of the member stop working (only the latest email counts). */
  async insertResetLink(
    tx: Db,
    row: { merchantId: bigint; memberId: bigint; tokenHash: Uint8Array; expiresAt: Date },
  ): Promise<void> {
    await tx
      .updateTable('password_reset_links')
      .set({ used_at: new Date() })
      .where('member_id', '=', row.memberId)
      .where('used_at', 'is', null)
      .execute();
    await tx
      .insertInto('password_reset_links')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        token_hash: row.tokenHash,
        expires_at: row.expiresAt,
      })
      .execute();
  }

  /** Marks a live reset link used inside the caller's transaction and answers its member. */
  async useResetLink(
    tx: Db,
    merchantId: bigint,
    tokenHash: Uint8Array,
    now: Date,
  ): Promise<bigint | undefined> {
    const row = await tx
      .updateTable('password_reset_links')
      .set({ used_at: now })
      .where('merchant_id', '=', merchantId)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('member_id')
      .executeTakeFirst();
    return row?.member_id;
  }
}
