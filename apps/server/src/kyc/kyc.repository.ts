import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import type { KycSubmissionStatus } from './kyc.tables.ts';

/**
 * KYC's own tables, and the read-only sums AML and the deposit rule judge by (deposits, vendor bets,
 * shared sign-in addresses): aggregates only, never a write to another feature's tables.
 */
export class KycRepository {
  latestOf(db: Db, merchantId: bigint, memberId: bigint) {
    return db
      .selectFrom('kyc_submissions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  latestApproved(db: Db, merchantId: bigint, memberId: bigint) {
    return db
      .selectFrom('kyc_submissions')
      .select(['full_name', 'id_number'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'approved')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  findSubmission(db: Db, merchantId: bigint, id: bigint) {
    return db
      .selectFrom('kyc_submissions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertSubmission(
    db: Db,
    row: { merchantId: bigint; memberId: bigint; fullName: string; idNumber: string },
  ): Promise<bigint> {
    const { id } = await db
      .insertInto('kyc_submissions')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        full_name: row.fullName,
        id_number: row.idNumber,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async insertDocument(
    db: Db,
    row: { submissionId: bigint; kind: string; storageName: string; byteSize: number },
  ): Promise<void> {
    await db
      .insertInto('kyc_documents')
      .values({
        submission_id: row.submissionId,
        kind: row.kind,
        storage_name: row.storageName,
        byte_size: row.byteSize,
      })
      .execute();
  }

  documentsOf(db: Db, submissionIds: bigint[]) {
    if (submissionIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('kyc_documents')
      .select(['id', 'submission_id', 'kind'])
      .where('submission_id', 'in', submissionIds)
      .orderBy('id')
      .execute();
  }

  findDocument(db: Db, merchantId: bigint, id: bigint) {
    return db
      .selectFrom('kyc_documents as d')
      .innerJoin('kyc_submissions as s', 's.id', 'd.submission_id')
      .select(['d.storage_name'])
      .where('s.merchant_id', '=', merchantId)
      .where('d.id', '=', id)
      .executeTakeFirst();
  }

  list(db: Db, merchantId: bigint, status: KycSubmissionStatus | undefined) {
    let query = db
      .selectFrom('kyc_submissions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .selectAll('s')
      .select('m.username')
      .where('s.merchant_id', '=', merchantId);
    if (status) query = query.where('s.status', '=', status);
    return query.orderBy('s.id', 'desc').limit(100).execute();
  }

  /** Moves a pending submission to its decision; false when it was no longer pending. */
  async decide(
    db: Db,
    merchantId: bigint,
    id: bigint,
    decision: { status: KycSubmissionStatus; reason: string | null; decidedBy: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('kyc_submissions')
      .set({
        status: decision.status,
        reason: decision.reason,
        decided_by: decision.decidedBy,
        decided_at: new Date(),
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  rules(db: Db, merchantId: bigint) {
    return db
      .selectFrom('kyc_rules')
      .select(['withdrawal_threshold', 'deposit_threshold'])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
  }

  async saveRules(
    db: Db,
    merchantId: bigint,
    rules: { withdrawal_threshold: bigint | null; deposit_threshold: bigint | null },
  ): Promise<void> {
    await db
      .insertInto('kyc_rules')
      .values({ merchant_id: merchantId, ...rules })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...rules, updated_at: new Date() }))
      .execute();
  }

  /** Credited deposits since `since` (all time when null), and the latest one's credit time. */
  async creditedDeposits(db: Db, merchantId: bigint, memberId: bigint, since: Date | null) {
    let query = db
      .selectFrom('deposits')
      .select([
        sql<string>`coalesce(sum(amount), 0)::text`.as('total'),
        sql<Date | null>`max(decided_at)`.as('latest'),
      ])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'approved');
    if (since) query = query.where('decided_at', '>=', since);
    const row = await query.executeTakeFirstOrThrow();
    return { total: BigInt(row.total), latest: row.latest === null ? null : new Date(row.latest) };
  }

  async betsSince(db: Db, merchantId: bigint, memberId: bigint, since: Date): Promise<bigint> {
    const row = await db
      .selectFrom('vendor_transactions')
      .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('kind', '=', 'bet')
      .where('status', '=', 'applied')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  }

  /** Other members of the merchant who signed in from an address this member signed in from. */
  async membersSharingAddresses(db: Db, merchantId: bigint, memberId: bigint): Promise<number> {
    const row = await db
      .selectFrom('member_known_ips as mine')
      .innerJoin('member_known_ips as other', 'other.ip', 'mine.ip')
      .innerJoin('members as m', 'm.id', 'other.member_id')
      .select(sql<string>`count(distinct other.member_id)::text`.as('count'))
      .where('mine.member_id', '=', memberId)
      .where('other.member_id', '<>', memberId)
      .where('m.merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async insertFlags(
    db: Db,
    merchantId: bigint,
    withdrawalId: bigint,
    flags: { reason: 'turnover' | 'rapid_in_out' | 'shared_ip'; detail: string }[],
  ): Promise<void> {
    if (flags.length === 0) return;
    await db
      .insertInto('aml_flags')
      .values(flags.map((f) => ({ withdrawal_id: withdrawalId, merchant_id: merchantId, ...f })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  flagsOf(db: Db, merchantId: bigint, withdrawalIds: bigint[]) {
    if (withdrawalIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('aml_flags')
      .select(['withdrawal_id', 'reason', 'detail'])
      .where('merchant_id', '=', merchantId)
      .where('withdrawal_id', 'in', withdrawalIds)
      .orderBy('reason')
      .execute();
  }
}
