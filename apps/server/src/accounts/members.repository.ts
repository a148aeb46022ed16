import { MEMBER_TYPE } from '@croupier/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { MembersTable } from './accounts.tables.ts';

export type MemberRow = Selectable<MembersTable>;
export type NewMemberRow = Insertable<MembersTable>;

/** Only this file reads and writes members and their known addresses. Every query is merchant-scoped. */
export class MembersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByUsername(merchantId: bigint, username: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  async findByMobile(merchantId: bigint, mobileNum: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('mobile_num', '=', mobileNum)
      .executeTakeFirst();
  }

  /** The merchant's members with this email (any case) other than `exceptId`: the first of them, if any. */
  async findOtherByEmail(
    merchantId: bigint,
    email: string,
    exceptId: bigint,
    db: Db = this.db,
  ): Promise<{ id: bigint } | undefined> {
    return db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('id', '<>', exceptId)
      .executeTakeFirst();
  }

  async findById(merchantId: bigint, id: bigint): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async findByAffiliateCode(merchantId: bigint, code: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where(sql`lower(affiliate_code)`, '=', code.toLowerCase())
      .executeTakeFirst();
  }

  async insert(tx: Db, row: NewMemberRow): Promise<MemberRow> {
    return tx.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async updatePassword(tx: Db, merchantId: bigint, id: bigint, passwordHash: string): Promise<void> {
    await tx
      .updateTable('members')
      .set({
        password_hash: passwordHash,
        password_changed_at: new Date(),
        must_change_password: false,
        password_temporary: false,
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * Sets an operator's temporary password: the member must choose a new one before anything else
   * (migration 058). Answers the member's username and when it was set (the temporary password's
   * validity counts from it), or undefined when the merchant has no such real-money member (trial
   * accounts have no password to reset).
   */
  async setTemporaryPassword(
    tx: Db,
    merchantId: bigint,
    id: bigint,
    passwordHash: string,
  ): Promise<{ username: string; password_changed_at: Date } | undefined> {
    return tx
      .updateTable('members')
      .set({
        password_hash: passwordHash,
        password_changed_at: new Date(),
        must_change_password: true,
        password_temporary: true,
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('type', '!=', MEMBER_TYPE.TRIAL)
      .returning(['username', 'password_changed_at'])
      .executeTakeFirst();
  }

  /** The member's avatar, one of the site's set. */
  async setIcon(db: Db, merchantId: bigint, id: bigint, icon: string): Promise<void> {
    await db
      .updateTable('members')
      .set({ icon })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .execute();
  }

  /** Marks the first-login welcome done (once: a later call keeps the first time). */
  async markWelcomed(db: Db, merchantId: bigint, id: bigint): Promise<void> {
    await db
      .updateTable('members')
      .set({ welcomed_at: new Date() })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('welcomed_at', 'is', null)
      .execute();
  }

  /** Marks a successful login; returns whether it was the member's first. */
  async recordLogin(tx: Db, id: bigint, ip: string): Promise<boolean> {
    const before = await tx
      .selectFrom('members')
      .select('first_login_at')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const now = new Date();
    await tx
      .updateTable('members')
      .set((eb) => ({
        first_login_at: before.first_login_at ?? now,
        // The login before this one stays readable: the account page's "last login".
        previous_login_at: eb.ref('last_login_at'),
        previous_login_ip: eb.ref('last_login_ip'),
        last_login_at: now,
        last_login_ip: ip,
      }))
      .where('id', '=', id)
      .execute();
    return before.first_login_at === null;
  }

  async hasKnownIps(memberId: bigint): Promise<boolean> {
    const row = await this.db
      .selectFrom('member_known_ips')
      .select('ip')
      .where('member_id', '=', memberId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async isKnownIp(memberId: bigint, ip: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('member_known_ips')
      .select('ip')
      .where('member_id', '=', memberId)
      .where('ip', '=', ip)
      .executeTakeFirst();
    return row !== undefined;
  }

  async rememberIp(tx: Db, memberId: bigint, ip: string): Promise<void> {
    await tx
      .insertInto('member_known_ips')
      .values({ member_id: memberId, ip })
      .onConflict((oc) => oc.columns(['member_id', 'ip']).doNothing())
      .execute();
  }

  async insertFeedback(
    tx: Db,
    row: {
      merchantId: bigint;
      memberId: bigint | null;
      type: number;
      content: string;
      sender: string | null;
      ip: string;
    },
  ): Promise<bigint> {
    const inserted = await tx
      .insertInto('feedback')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        question_type: row.type,
        content: row.content,
        sender: row.sender,
        ip: row.ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** Stores a new payment password hash (argon2id). */
  async setPaymentPassword(tx: Db, merchantId: bigint, id: bigint, hash: string): Promise<void> {
    await tx
      .updateTable('members')
      .set({ payment_password_hash: hash })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .execute();
  }

  /** The member's current payment password hash (read fresh, not from the session's copy). */
  async findPaymentPasswordHash(merchantId: bigint, id: bigint): Promise<string | null | undefined> {
    const row = await this.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.payment_password_hash;
  }

  /** Sets (or clears) the member's mobile number; a number another member holds fails the unique index. */
  async updateMobile(tx: Db, merchantId: bigint, id: bigint, mobileNum: string | null): Promise<void> {
    await tx
      .updateTable('members')
      .set({ mobile_num: mobileNum })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .execute();
  }

  /** Sets (or clears) the member's email address. */
  async updateEmail(tx: Db, merchantId: bigint, id: bigint, email: string | null): Promise<void> {
    await tx
      .updateTable('members')
      .set({ email })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .execute();
  }

  /** Sets the member's payee name when it has none yet; returns the payee name it now has. */
  async fixPayeeName(tx: Db, merchantId: bigint, id: bigint, payeeName: string): Promise<string | null> {
    await tx
      .updateTable('members')
      .set({ payee_name: payeeName })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('payee_name', 'is', null)
      .execute();
    const row = await tx
      .selectFrom('members')
      .select('payee_name')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.payee_name ?? null;
  }

  /**
   * True when `memberId` sits below `agentId` at any depth: walks upline_id up from the member with
   * a recursive CTE (`union` stops at cycles, depth is capped), inside one merchant.
   */
  async isInDownline(merchantId: bigint, agentId: bigint, memberId: bigint): Promise<boolean> {
    if (agentId === memberId) return false;
    const result = await sql<{ found: number }>`
      with recursive chain (id, upline_id, depth) as (
        select id, upline_id, 0 from members where merchant_id = ${merchantId} and id = ${memberId}
        union
        select m.id, m.upline_id, c.depth + 1
        from members m join chain c on m.id = c.upline_id
        where m.merchant_id = ${merchantId} and c.depth < 64
      )
      select 1 as found from chain where id = ${agentId} and depth > 0 limit 1`.execute(this.db);
    return result.rows.length > 0;
  }

  /** Gives the member an affiliate (referral) code when it has none; returns the code it now has. */
  async ensureAffiliateCode(merchantId: bigint, id: bigint, candidate: string): Promise<string | null> {
    await this.db
      .updateTable('members')
      .set({ affiliate_code: candidate })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('affiliate_code', 'is', null)
      .execute();
    const row = await this.db
      .selectFrom('members')
      .select('affiliate_code')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.affiliate_code ?? null;
  }

  async findIdentity(merchantId: bigint, provider: string, subject: string): Promise<bigint | undefined> {
    const row = await this.db
      .selectFrom('member_identities')
      .select('member_id')
      .where('merchant_id', '=', merchantId)
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row?.member_id;
  }

  async linkIdentity(
    tx: Db,
    merchantId: bigint,
    provider: string,
    subject: string,
    memberId: bigint,
  ): Promise<void> {
    await tx
      .insertInto('member_identities')
      .values({ merchant_id: merchantId, provider, subject, member_id: memberId })
      .execute();
  }
}
