import {
  formatMinor,
  KYC_MAX_BYTES,
  parseMinor,
  type TKycDecision,
  type TKycOverview,
  type TKycRules,
  type TKycStatus,
  type TKycSubmission,
  type TKycSubmissionInput,
} from '@croupier/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { LedgerAudit } from '../ledger/ledger.service.ts';
import { checkUpload, PrivateImageStore } from '../security/private-images.ts';
import type { KycRepository } from './kyc.repository.ts';
import type { KycSubmissionsTable } from './kyc.tables.ts';

type SubmissionRow = Selectable<KycSubmissionsTable>;

const MINUTE_MS = 60_000;
/** AML: deposits of the last 30 days must have been wagered at least once before money leaves. */
const TURNOVER_WINDOW_MS = 30 * 24 * 60 * MINUTE_MS;
/** AML: a withdrawal this soon after a credited deposit is a rapid in-out. */
const RAPID_IN_OUT_MS = 60 * MINUTE_MS;
/** AML: this many other accounts signing in from the member's addresses is suspicious. */
const SHARED_ADDRESS_ACCOUNTS = 2;

/** Names compared as people write them: case, spacing and accents aside. */
export function sameName(a: string, b: string): boolean {
  const normalise = (name: string) =>
    name.normalize('NFKD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
  return normalise(a) === normalise(b);
}

/**
 * Identity verification and AML (issue 20): members submit ID images (checked by declared type and
 * magic bytes, re-encoded, stored under random names in a directory outside the web root);
 * operators approve, reject or ask for more; the merchant's thresholds decide when a withdrawal
 * needs a verified identity, whose name the bank account must carry; each withdrawal request is
 * checked for AML patterns and flagged for the operator's review.
 */
export class KycService {
  private readonly store: PrivateImageStore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: KycRepository,
    private readonly audit: AuditLog,
    storageDir: string,
  ) {
    this.store = new PrivateImageStore(storageDir);
  }

  async overview(merchantId: bigint, memberId: bigint): Promise<TKycOverview> {
    const [latest, approved, rules] = await Promise.all([
      this.repository.latestOf(this.db, merchantId, memberId),
      this.repository.latestApproved(this.db, merchantId, memberId),
      this.repository.rules(this.db, merchantId),
    ]);
    const status: TKycStatus = approved ? 'approved' : (latest?.status ?? 'unverified');
    const depositThreshold = rules?.deposit_threshold ?? null;
    const deposited =
      depositThreshold === null
        ? 0n
        : (await this.repository.creditedDeposits(this.db, merchantId, memberId, null)).total;
    return {
      status,
      verifiedName: approved?.full_name ?? null,
      latest: latest ? ((await this.withDocuments([latest]))[0] ?? null) : null,
      rules: {
        withdrawalThreshold: rules?.withdrawal_threshold ? formatMinor(rules.withdrawal_threshold) : null,
        depositThreshold: depositThreshold ? formatMinor(depositThreshold) : null,
      },
      requiredNow: !approved && depositThreshold !== null && deposited > depositThreshold,
    };
  }

  /** The verified identity (name and ID number), or null. */
  async verified(merchantId: bigint, memberId: bigint): Promise<{ name: string; idNumber: string } | null> {
    const row = await this.repository.latestApproved(this.db, merchantId, memberId);
    return row ? { name: row.full_name, idNumber: row.id_number } : null;
  }

  /**
   * A new submission: every document must be a png or jpg whose bytes agree with its declared type,
   * at most 5 MB, and decode; each is re-encoded and stored under a random name. Nothing is written
   * unless all pass. Errors: KYC_DOCUMENT_INVALID ({ index }), KYC_ALREADY_PENDING, and
   * REQUEST_ALREADY_DECIDED once verified.
   */
  async submit(
    merchantId: bigint,
    memberId: bigint,
    input: TKycSubmissionInput,
    audit: LedgerAudit,
  ): Promise<TKycOverview> {
    const latest = await this.repository.latestOf(this.db, merchantId, memberId);
    if (latest?.status === 'pending') throw new AppError('KYC_ALREADY_PENDING');
    if (await this.repository.latestApproved(this.db, merchantId, memberId)) {
      throw new AppError('REQUEST_ALREADY_DECIDED', { value: { status: 'approved' } });
    }
    const checked = input.documents.map((document, index) => {
      const result = checkUpload(document, KYC_MAX_BYTES);
      if ('refusal' in result) throw new AppError('KYC_DOCUMENT_INVALID', { value: { index } });
      return { kind: document.kind, image: result.image };
    });
    const names = await this.store.save(checked.map((c) => c.image));
    const images = checked.map((c, index) => ({ ...c, storageName: names[index] ?? '' }));
    try {
      await this.db.transaction().execute(async (tx) => {
        const submissionId = await this.repository.insertSubmission(tx, {
          merchantId,
          memberId,
          fullName: input.fullName,
          idNumber: input.idNumber,
        });
        for (const { kind, image, storageName } of images) {
          await this.repository.insertDocument(tx, {
            submissionId,
            kind,
            storageName,
            byteSize: image.length,
          });
        }
        await this.audit.record(tx, {
          merchantId,
          actor: audit.actor,
          action: 'kyc.submit',
          detail: { submissionId: submissionId.toString(), documents: images.map((i) => i.kind) },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
      });
    } catch (error) {
      await this.store.discard(names);
      if (isUniqueViolation(error)) throw new AppError('KYC_ALREADY_PENDING');
      throw error;
    }
    return this.overview(merchantId, memberId);
  }

  /** The merchant's submissions, newest first (at most 100), optionally by status. */
  async list(
    merchantId: bigint,
    status: Exclude<TKycStatus, 'unverified'> | undefined,
  ): Promise<TKycSubmission[]> {
    const rows = await this.repository.list(this.db, merchantId, status);
    const submissions = await this.withDocuments(rows);
    return submissions.map((submission, index) => ({
      ...submission,
      memberId: rows[index]?.member_id.toString() ?? '',
      username: rows[index]?.username ?? '',
    }));
  }

  /**
   * An operator's decision on a pending submission, audited. Errors: NOT_FOUND,
   * REQUEST_ALREADY_DECIDED ({ status }).
   */
  async decide(
    merchantId: bigint,
    id: bigint,
    input: TKycDecision,
    audit: LedgerAudit,
  ): Promise<TKycSubmission> {
    const status =
      input.decision === 'approve' ? 'approved' : input.decision === 'reject' ? 'rejected' : 'more_requested';
    const reason = input.decision === 'approve' ? null : input.reason;
    await this.db.transaction().execute(async (tx) => {
      const row = await this.repository.findSubmission(tx, merchantId, id);
      if (!row) throw new AppError('NOT_FOUND');
      if (!(await this.repository.decide(tx, merchantId, id, { status, reason, decidedBy: audit.actor }))) {
        throw new AppError('REQUEST_ALREADY_DECIDED', { value: { status: row.status } });
      }
      await this.audit.record(tx, {
        merchantId,
        actor: audit.actor,
        action: `kyc.${input.decision}`,
        detail: { submissionId: id.toString(), memberId: row.member_id.toString(), reason },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    const row = await this.repository.findSubmission(this.db, merchantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await this.withDocuments([row]))[0] as TKycSubmission;
  }

  /** A stored document's bytes (always a re-encoded png) for the operator's review. Errors: NOT_FOUND. */
  async document(merchantId: bigint, id: bigint): Promise<Buffer> {
    const row = await this.repository.findDocument(this.db, merchantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.store.read(row.storage_name);
  }

  async rules(merchantId: bigint): Promise<TKycRules> {
    const rules = await this.repository.rules(this.db, merchantId);
    return {
      withdrawalThreshold: rules?.withdrawal_threshold ? formatMinor(rules.withdrawal_threshold) : null,
      depositThreshold: rules?.deposit_threshold ? formatMinor(rules.deposit_threshold) : null,
    };
  }

  async setRules(merchantId: bigint, input: TKycRules, audit: LedgerAudit): Promise<TKycRules> {
    await this.db.transaction().execute(async (tx) => {
      await this.repository.saveRules(tx, merchantId, {
        withdrawal_threshold:
          input.withdrawalThreshold === null ? null : parseMinor(input.withdrawalThreshold),
        deposit_threshold: input.depositThreshold === null ? null : parseMinor(input.depositThreshold),
      });
      await this.audit.record(tx, {
        merchantId,
        actor: audit.actor,
        action: 'kyc.rules',
        detail: input,
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    return this.rules(merchantId);
  }

  /**
   * The withdrawal rule: above the merchant's withdrawal threshold, or once credited deposits pass
   * its deposit threshold, the identity must be verified; a verified member's bank account must be
   * in the verified name. Errors: KYC_REQUIRED ({ reason, threshold }), KYC_NAME_MISMATCH.
   */
  async assertMayWithdraw(
    merchantId: bigint,
    memberId: bigint,
    amount: bigint,
    payeeName: string,
  ): Promise<void> {
    const verified = await this.verified(merchantId, memberId);
    if (verified) {
      if (!sameName(verified.name, payeeName)) throw new AppError('KYC_NAME_MISMATCH');
      return;
    }
    const rules = await this.repository.rules(this.db, merchantId);
    if (rules?.withdrawal_threshold && amount > rules.withdrawal_threshold) {
      throw new AppError('KYC_REQUIRED', {
        value: { reason: 'withdrawal_threshold', threshold: formatMinor(rules.withdrawal_threshold) },
      });
    }
    if (rules?.deposit_threshold) {
      const { total } = await this.repository.creditedDeposits(this.db, merchantId, memberId, null);
      if (total > rules.deposit_threshold) {
        throw new AppError('KYC_REQUIRED', {
          value: { reason: 'deposit_threshold', threshold: formatMinor(rules.deposit_threshold) },
        });
      }
    }
  }

  /**
   * AML checks of a new withdrawal request, recorded for the operator's review: deposits of the
   * last 30 days not wagered once (turnover), a deposit credited within the hour (rapid in-out),
   * other accounts signing in from the member's addresses (shared IP).
   */
  async flagRequest(
    merchantId: bigint,
    memberId: bigint,
    withdrawalId: bigint,
    now = new Date(),
  ): Promise<void> {
    const flags: { reason: 'turnover' | 'rapid_in_out' | 'shared_ip'; detail: string }[] = [];
    const since = new Date(now.getTime() - TURNOVER_WINDOW_MS);
    const [deposits, bets, sharing] = await Promise.all([
      this.repository.creditedDeposits(this.db, merchantId, memberId, since),
      this.repository.betsSince(this.db, merchantId, memberId, since),
      this.repository.membersSharingAddresses(this.db, merchantId, memberId),
    ]);
    if (bets < deposits.total) {
      flags.push({
        reason: 'turnover',
        detail: `Wagered ${formatMinor(bets)} of ${formatMinor(deposits.total)} deposited in 30 days`,
      });
    }
    if (deposits.latest && now.getTime() - deposits.latest.getTime() < RAPID_IN_OUT_MS) {
      const minutes = Math.max(0, Math.round((now.getTime() - deposits.latest.getTime()) / MINUTE_MS));
      flags.push({ reason: 'rapid_in_out', detail: `Deposit credited ${minutes} min before the request` });
    }
    if (sharing >= SHARED_ADDRESS_ACCOUNTS) {
      flags.push({ reason: 'shared_ip', detail: `${sharing} other accounts signed in from the same IP` });
    }
    await this.repository.insertFlags(this.db, merchantId, withdrawalId, flags);
  }

  async flagsOf(merchantId: bigint, withdrawalIds: bigint[]) {
    const rows = await this.repository.flagsOf(this.db, merchantId, withdrawalIds);
    const byWithdrawal = new Map<bigint, { reason: string; detail: string }[]>();
    for (const row of rows) {
      const list = byWithdrawal.get(row.withdrawal_id) ?? [];
      list.push({ reason: row.reason, detail: row.detail });
      byWithdrawal.set(row.withdrawal_id, list);
    }
    return byWithdrawal;
  }

  private async withDocuments(rows: SubmissionRow[]): Promise<TKycSubmission[]> {
    const documents = await this.repository.documentsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: row.id.toString(),
      status: row.status,
      fullName: row.full_name,
      idNumber: row.id_number,
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
      documents: documents
        .filter((d) => d.submission_id === row.id)
        .map((d) => ({ id: d.id.toString(), kind: d.kind as TKycSubmission['documents'][number]['kind'] })),
    }));
  }
}
