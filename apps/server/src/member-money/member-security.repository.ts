import type { TSensitiveChangeKind } from '@croupier/contracts';
import { sql } from 'kysely';
import { COUNT_ROWS, fetchPage } from '../db/paging.ts';
import type { Db } from '../db/schema.ts';
import type { SensitiveProofKind } from './member-security.tables.ts';

/** Hours withdrawals are held after a sensitive change when the merchant set nothing. */
export const DEFAULT_WITHDRAWAL_HOLD_HOURS = 24;

/** SQL of sensitive changes and the merchant's hold period. Every query is merchant-scoped. */
export class MemberSecurityRepository {
  async holdHours(db: Db, merchantId: bigint): Promise<number> {
    const row = await db
      .selectFrom('member_security_settings')
      .select('withdrawal_hold_hours')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row?.withdrawal_hold_hours ?? DEFAULT_WITHDRAWAL_HOLD_HOURS;
  }

  async setHoldHours(db: Db, merchantId: bigint, hours: number): Promise<void> {
    await db
      .insertInto('member_security_settings')
      .values({ merchant_id: merchantId, withdrawal_hold_hours: hours })
      .onConflict((oc) =>
        oc.column('merchant_id').doUpdateSet({ withdrawal_hold_hours: hours, updated_at: sql<Date>`now()` }),
      )
      .execute();
  }

  /** Records a change; its hold runs `holdHours` from the database's now (0: no hold). Returns the hold's end. */
  async insertChange(
    db: Db,
    row: {
      merchantId: bigint;
      memberId: bigint;
      kind: TSensitiveChangeKind;
      proof: SensitiveProofKind;
      holdHours: number;
    },
  ): Promise<Date> {
    const inserted = await db
      .insertInto('member_sensitive_changes')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        kind: row.kind,
        proof: row.proof,
        withdrawals_held_until: sql<Date>`now() + make_interval(hours => ${row.holdHours})`,
      })
      .returning('withdrawals_held_until')
      .executeTakeFirstOrThrow();
    return inserted.withdrawals_held_until;
  }

  /** The end of the member's latest hold when it is still running at `now`, else undefined. */
  async heldUntil(db: Db, merchantId: bigint, memberId: bigint, now: Date): Promise<Date | undefined> {
    const row = await db
      .selectFrom('member_sensitive_changes')
      .select((eb) => eb.fn.max('withdrawals_held_until').as('until'))
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('withdrawals_held_until', '>', now)
      .executeTakeFirst();
    return row?.until ?? undefined;
  }

  /** The merchant's changes (optionally one member's), newest first, with the member's username. */
  async listChanges(
    db: Db,
    merchantId: bigint,
    filter: { memberId?: bigint | undefined; pageNo: number; pageSize: number },
  ) {
    const base = db
      .selectFrom('member_sensitive_changes as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .where('c.merchant_id', '=', merchantId)
      .$if(filter.memberId !== undefined, (q) => q.where('c.member_id', '=', filter.memberId ?? 0n));
    return fetchPage(
      base.selectAll('c').select('m.username').orderBy('c.id', 'desc'),
      base.select(COUNT_ROWS),
      filter,
    );
  }
}
