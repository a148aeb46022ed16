import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

export interface LimitRow {
  kind: string;
  amount: bigint | null;
  pending_amount: bigint | null;
  pending_from: Date | null;
}

export interface ExclusionRow {
  id: bigint;
  member_id: bigint;
  kind: 'time_out' | 'self_exclusion';
  starts_at: Date;
  ends_at: Date | null;
}

/** The person an exclusion follows across brands: any of these matches. */
export interface PersonKeys {
  mobileNum: string | null;
  email: string | null;
  idNumber: string | null;
}

/**
 * Responsible gambling's own tables, and the read-only sums over money and play it judges limits by
 * (deposits, vendor bets and wins, session time): aggregates only, never a write to another feature.
 */
export class RgRepository {
  limitsOf(db: Db, memberId: bigint): Promise<LimitRow[]> {
    return db
      .selectFrom('rg_limits')
      .select(['kind', 'amount', 'pending_amount', 'pending_from'])
      .where('member_id', '=', memberId)
      .execute();
  }

  async saveLimit(
    db: Db,
    row: { merchantId: bigint; memberId: bigint; kind: string } & Omit<LimitRow, 'kind'>,
  ): Promise<void> {
    const values = {
      amount: row.amount,
      pending_amount: row.pending_amount,
      pending_from: row.pending_from,
      updated_at: new Date(),
    };
    await db
      .insertInto('rg_limits')
      .values({ merchant_id: row.merchantId, member_id: row.memberId, kind: row.kind, ...values })
      .onConflict((oc) => oc.columns(['member_id', 'kind']).doUpdateSet(values))
      .execute();
  }

  /** Members of the merchant with a loss or wager limit (now or pending) or an exclusion not yet over. */
  async membersToGuard(db: Db, merchantId: bigint, now: Date): Promise<bigint[]> {
    const limited = await db
      .selectFrom('rg_limits')
      .select('member_id')
      .where('merchant_id', '=', merchantId)
      .where('kind', 'in', ['loss_daily', 'wager_daily'])
      .where((eb) => eb.or([eb('amount', 'is not', null), eb('pending_from', 'is not', null)]))
      .execute();
    const excluded = await db
      .selectFrom('rg_exclusions')
      .select('member_id')
      .where('merchant_id', '=', merchantId)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .execute();
    return [...limited, ...excluded].map((r) => r.member_id);
  }

  reality(db: Db, memberId: bigint) {
    return db
      .selectFrom('rg_settings')
      .select('reality_check_minutes')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  async saveReality(db: Db, merchantId: bigint, memberId: bigint, minutes: number | null): Promise<void> {
    await db
      .insertInto('rg_settings')
      .values({ merchant_id: merchantId, member_id: memberId, reality_check_minutes: minutes })
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: new Date() }),
      )
      .execute();
  }

  /** The member's own exclusion still running at `now` (the longest first), if any. */
  ownExclusion(db: Db, memberId: bigint, now: Date): Promise<ExclusionRow | undefined> {
    return db
      .selectFrom('rg_exclusions')
      .select(['id', 'member_id', 'kind', 'starts_at', 'ends_at'])
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .orderBy(sql`ends_at desc nulls first`)
      .limit(1)
      .executeTakeFirst();
  }

  /** A self-exclusion of the same person on any brand, still running at `now`. */
  personExclusion(db: Db, person: PersonKeys, now: Date): Promise<ExclusionRow | undefined> {
    const { mobileNum, email, idNumber } = person;
    if (!mobileNum && !email && !idNumber) return Promise.resolve(undefined);
    return db
      .selectFrom('rg_exclusions')
      .select(['id', 'member_id', 'kind', 'starts_at', 'ends_at'])
      .where('kind', '=', 'self_exclusion')
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .where((eb) =>
        eb.or([
          ...(mobileNum ? [eb('mobile_num', '=', mobileNum)] : []),
          ...(email ? [eb(sql`lower(email)`, '=', email.toLowerCase())] : []),
          ...(idNumber ? [eb('id_number', '=', idNumber)] : []),
        ]),
      )
      .orderBy(sql`ends_at desc nulls first`)
      .limit(1)
      .executeTakeFirst();
  }

  async insertExclusion(
    db: Db,
    row: {
      merchantId: bigint;
      memberId: bigint;
      kind: 'time_out' | 'self_exclusion';
      startsAt: Date;
      endsAt: Date | null;
    } & PersonKeys,
  ): Promise<void> {
    await db
      .insertInto('rg_exclusions')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        kind: row.kind,
        starts_at: row.startsAt,
        ends_at: row.endsAt,
        mobile_num: row.mobileNum,
        email: row.email,
        id_number: row.idNumber,
      })
      .execute();
  }

  /** Deposits asked for or credited since `since` (rejected ones do not count). */
  async depositedSince(db: Db, merchantId: bigint, memberId: bigint, since: Date): Promise<bigint> {
    const row = await db
      .selectFrom('deposits')
      .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('status', '<>', 'rejected')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  }

  /** Vendor bets still standing and wins paid since `since`. */
  async playedSince(
    db: Db,
    merchantId: bigint,
    memberId: bigint,
    since: Date,
  ): Promise<{ bets: bigint; wins: bigint }> {
    const row = await db
      .selectFrom('vendor_transactions')
      .select([
        sql<string>`coalesce(sum(amount) filter (where kind = 'bet' and status = 'applied'), 0)::text`.as(
          'bets',
        ),
        sql<string>`coalesce(sum(amount) filter (where kind = 'win' and status = 'applied'), 0)::text`.as(
          'wins',
        ),
      ])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return { bets: BigInt(row.bets), wins: BigInt(row.wins) };
  }

  /** Minutes the member's player sessions were in use since `since` (sign-in to last use). */
  async sessionMinutesSince(db: Db, memberId: bigint, since: Date): Promise<number> {
    const row = await db
      .selectFrom('sessions')
      .select(
        sql<string>`coalesce(sum(greatest(0, extract(epoch from (last_seen_at - greatest(created_at, ${since}::timestamptz))))), 0)::text`.as(
          'seconds',
        ),
      )
      .where('member_id', '=', memberId)
      .where('side', '=', 'player')
      .where('last_seen_at', '>', since)
      .executeTakeFirstOrThrow();
    return Math.floor(Number(row.seconds) / 60);
  }
}
