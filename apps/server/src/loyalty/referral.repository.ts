import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

export interface ReferralSettingsRow {
  first_deposit_reward: bigint;
  first_deposit_min: bigint;
  bet_target: bigint;
  bet_target_reward: bigint;
}

const NO_REWARDS: ReferralSettingsRow = {
  first_deposit_reward: 0n,
  first_deposit_min: 0n,
  bet_target: 0n,
  bet_target_reward: 0n,
};

/** Invite friends: the merchant's rewards, who invited whom, and the rewards earned. */
export class ReferralRepository {
  async settings(db: Db, merchantId: bigint): Promise<ReferralSettingsRow> {
    const row = await db
      .selectFrom('referral_settings')
      .select(['first_deposit_reward', 'first_deposit_min', 'bet_target', 'bet_target_reward'])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row ?? NO_REWARDS;
  }

  async saveSettings(tx: Db, merchantId: bigint, row: ReferralSettingsRow): Promise<void> {
    await tx
      .insertInto('referral_settings')
      .values({ merchant_id: merchantId, ...row })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...row, updated_at: new Date() }))
      .execute();
  }

  async insertReferral(tx: Db, merchantId: bigint, referrerId: bigint, friendId: bigint): Promise<void> {
    await tx
      .insertInto('referrals')
      .values({ merchant_id: merchantId, referrer_id: referrerId, friend_id: friendId })
      .onConflict((oc) => oc.column('friend_id').doNothing())
      .execute();
  }

  async friendsOf(db: Db, merchantId: bigint, referrerId: bigint) {
    return db
      .selectFrom('referrals')
      .select(['friend_id', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('referrer_id', '=', referrerId)
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute();
  }

  /** Referrals still missing a reward the merchant offers (the job's work list). */
  async pendingReferrals(db: Db, limit: number) {
    return db
      .selectFrom('referrals as r')
      .innerJoin('referral_settings as s', 's.merchant_id', 'r.merchant_id')
      .select(['r.merchant_id', 'r.referrer_id'])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('s.first_deposit_reward', '>', 0n),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('referral_rewards as w')
                  .select('w.id')
                  .whereRef('w.friend_id', '=', 'r.friend_id')
                  .where('w.kind', '=', 'first_deposit'),
              ),
            ),
          ]),
          eb.and([
            eb('s.bet_target', '>', 0n),
            eb('s.bet_target_reward', '>', 0n),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('referral_rewards as w')
                  .select('w.id')
                  .whereRef('w.friend_id', '=', 'r.friend_id')
                  .where('w.kind', '=', 'bet_target'),
              ),
            ),
          ]),
        ]),
      )
      .groupBy(['r.merchant_id', 'r.referrer_id'])
      .limit(limit)
      .execute();
  }

  /** The friends' valid bets: committed vendor bets not rolled back, summed per friend. */
  async validBets(db: Db, merchantId: bigint, friendIds: bigint[]): Promise<Map<bigint, bigint>> {
    if (friendIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('vendor_transactions')
      .select(['member_id', sql<string>`sum(amount)`.as('total')])
      .where('merchant_id', '=', merchantId)
      .where('member_id', 'in', friendIds)
      .where('kind', '=', 'bet')
      .where('status', '=', 'applied')
      .groupBy('member_id')
      .execute();
    return new Map(rows.map((row) => [row.member_id, BigInt(row.total)]));
  }

  /** Records a reward once per friend and kind (a repeat writes nothing). */
  async insertReward(
    tx: Db,
    row: {
      merchantId: bigint;
      referrerId: bigint;
      friendId: bigint;
      kind: 'first_deposit' | 'bet_target';
      amount: bigint;
    },
  ): Promise<void> {
    await tx
      .insertInto('referral_rewards')
      .values({
        merchant_id: row.merchantId,
        referrer_id: row.referrerId,
        friend_id: row.friendId,
        kind: row.kind,
        amount: row.amount,
        status: 'claimable',
      })
      .onConflict((oc) => oc.columns(['friend_id', 'kind']).doNothing())
      .execute();
  }

  async rewardsOf(db: Db, merchantId: bigint, referrerId: bigint) {
    return db
      .selectFrom('referral_rewards')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('referrer_id', '=', referrerId)
      .orderBy('id', 'desc')
      .execute();
  }

  async claimableCount(db: Db, merchantId: bigint, referrerId: bigint): Promise<number> {
    const row = await db
      .selectFrom('referral_rewards')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .where('referrer_id', '=', referrerId)
      .where('status', '=', 'claimable')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async reward(db: Db, merchantId: bigint, referrerId: bigint, id: bigint) {
    return db
      .selectFrom('referral_rewards')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('referrer_id', '=', referrerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Marks a claimable reward claimed with its ledger transaction; false when it was claimed before. */
  async markClaimed(tx: Db, id: bigint, transactionId: bigint): Promise<boolean> {
    const result = await tx
      .updateTable('referral_rewards')
      .set({ status: 'claimed', ledger_transaction_id: transactionId, claimed_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'claimable')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
