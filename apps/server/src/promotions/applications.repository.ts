import type { TAdminApplicationsQuery } from '@croupier/contracts';
import { type Selectable, sql, type Transaction } from 'kysely';
import { COUNT_ROWS, fetchPage } from '../db/paging.ts';
import type { Database, Db } from '../db/schema.ts';
import type { PromotionApplicationsTable } from './promotions.tables.ts';

export type ApplicationRow = Selectable<PromotionApplicationsTable>;
/** An application as the console lists it: with the member's name, the promotion's title and reward. */
export type QueuedApplication = ApplicationRow & {
  username: string;
  promotion_title: string;
  bonus_amount: bigint | null;
};

/** Applications to apply activities and their stored images (migration 064). */
export class ApplicationsRepository {
  /** Inserts the member's one application of a promotion with its images; undefined when they applied already. */
  async insert(
    tx: Transaction<Database>,
    row: { merchantId: bigint; promotionId: bigint; memberId: bigint; comment: string },
    images: { storageName: string; byteSize: number }[],
  ): Promise<bigint | undefined> {
    const inserted = await tx
      .insertInto('promotion_applications')
      .values({
        merchant_id: row.merchantId,
        promotion_id: row.promotionId,
        member_id: row.memberId,
        comment: row.comment,
      })
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return undefined;
    if (images.length > 0) {
      await tx
        .insertInto('promotion_application_images')
        .values(
          images.map((image, sequence) => ({
            application_id: inserted.id,
            sequence,
            storage_name: image.storageName,
            byte_size: image.byteSize,
          })),
        )
        .execute();
    }
    return inserted.id;
  }

  /** The member's applications to `promotionIds`, with how many images each carries. */
  async ofMember(
    db: Db,
    memberId: bigint,
    promotionIds: bigint[],
  ): Promise<Map<bigint, ApplicationRow & { image_count: number }>> {
    if (promotionIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('promotion_applications as a')
      .selectAll('a')
      .select(
        sql<number>`(select count(*)::int from promotion_application_images i where i.application_id = a.id)`.as(
          'image_count',
        ),
      )
      .where('a.member_id', '=', memberId)
      .where('a.promotion_id', 'in', promotionIds)
      .execute();
    return new Map(rows.map((row) => [row.promotion_id, row]));
  }

  /** The member's approved application of a promotion, or undefined. */
  async approvedOf(db: Db, promotionId: bigint, memberId: bigint): Promise<ApplicationRow | undefined> {
    return db
      .selectFrom('promotion_applications')
      .selectAll()
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
  }

  /** A page of the merchant's applications, newest first, by status and promotion. */
  async page(db: Db, merchantId: bigint, query: TAdminApplicationsQuery) {
    let rows = db
      .selectFrom('promotion_applications as a')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
      .where('a.merchant_id', '=', merchantId);
    if (query.status) rows = rows.where('a.status', '=', query.status);
    if (query.promotionId) rows = rows.where('a.promotion_id', '=', BigInt(query.promotionId));
    return fetchPage(
      rows
        .selectAll('a')
        .select(['m.username', 'p.title as promotion_title', 'p.bonus_amount'])
        .orderBy('a.id', 'desc'),
      rows.select(COUNT_ROWS),
      query,
    );
  }

  /** One application of the merchant as the console lists it. */
  async findQueued(db: Db, merchantId: bigint, id: bigint): Promise<QueuedApplication | undefined> {
    return db
      .selectFrom('promotion_applications as a')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
      .selectAll('a')
      .select(['m.username', 'p.title as promotion_title', 'p.bonus_amount'])
      .where('a.merchant_id', '=', merchantId)
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /** The image ids of each application, in order. */
  async imagesOf(db: Db, applicationIds: bigint[]): Promise<{ id: bigint; application_id: bigint }[]> {
    if (applicationIds.length === 0) return [];
    return db
      .selectFrom('promotion_application_images')
      .select(['id', 'application_id'])
      .where('application_id', 'in', applicationIds)
      .orderBy('application_id')
      .orderBy('sequence')
      .execute();
  }

  /** A stored image of one of the merchant's applications. */
  async findImage(db: Db, merchantId: bigint, id: bigint): Promise<{ storage_name: string } | undefined> {
    return db
      .selectFrom('promotion_application_images as i')
      .innerJoin('promotion_applications as a', 'a.id', 'i.application_id')
      .select('i.storage_name')
      .where('a.merchant_id', '=', merchantId)
      .where('i.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Decides an application still waiting, in one conditional update: of two concurrent decisions the
   * row lock queues the second, which then finds it decided and changes nothing. Answers the row
   * as decided, or undefined when it was not waiting (or is not the merchant's).
   */
  async decide(
    tx: Transaction<Database>,
    merchantId: bigint,
    id: bigint,
    decision: {
      status: 'approved' | 'rejected';
      remark: string | null;
      amount: bigint | null;
      decidedBy: string;
    },
  ): Promise<ApplicationRow | undefined> {
    return tx
      .updateTable('promotion_applications')
      .set({
        status: decision.status,
        remark: decision.remark,
        amount: decision.amount,
        decided_by: decision.decidedBy,
        decided_at: sql<Date>`now()`,
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('status', '=', 'applying')
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Reserves an approved application's reward from the activity's budget (whatever its status: an
   * operator may work through the queue of a paused or ended activity), in one conditional update
   * as the claims' reservation. False when what is left is too little.
   */
  async reserveBudget(tx: Transaction<Database>, promotionId: bigint, amount: bigint): Promise<boolean> {
    const result = await tx
      .updateTable('promotions')
      .set({ spent: sql<bigint>`spent + ${amount}` })
      .where('id', '=', promotionId)
      .where(sql<boolean>`(total_budget is null or spent + ${amount} <= total_budget)`)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
