import {
  APPLY_IMAGE_MAX_BYTES,
  APPLY_TEXT_MAX,
  applicationIssue,
  formatMinor,
  type TAdminApplication,
  type TAdminApplicationPage,
  type TAdminApplicationsQuery,
  type TApplicationDecision,
  type TApplyInput,
  textLength,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { checkUpload, type PrivateImageStore } from '../security/private-images.ts';
import type { ApplicationsRepository, QueuedApplication } from './applications.repository.ts';
import type { PromotionsService } from './promotions.service.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency' | 'timezone'>;

/** The decoded size of a base64 string, without decoding it. */
function base64Size(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((data.replace(/\s/g, '').length * 3) / 4) - padding);
}

/**
 * Apply activities (issue 17): a member applies once per activity with a comment and up to 3
 * images (checked by the contracts' rules, then re-encoded and stored privately like KYC documents);
 * an operator with `promotions.write` approves (reserving the reward from the budget) or rejects
 * with a remark, once: of two concurrent decisions one wins and the other is refused
 * (REQUEST_ALREADY_DECIDED). The member then claims the reward through the promotion's claim call
 * (PromotionsService.claim), which pays it once through the ledger.
 */
export class ApplicationsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: ApplicationsRepository,
    private readonly promotions: PromotionsService,
    private readonly audit: AuditLog,
    private readonly store: PrivateImageStore,
  ) {}

  /**
   * The member's application to an open apply activity. Nothing is written unless every rule
   * passes. Errors: NOT_FOUND, PROMOTION_NOT_AVAILABLE (not an apply activity, or not open),
   * PROMOTION_BUDGET_SPENT, APPLICATION_TEXT_TOO_LONG, APPLICATION_TOO_MANY_IMAGES,
   * APPLICATION_IMAGE_INVALID ({ index }), APPLICATION_IMAGE_TOO_LARGE ({ index }),
   * APPLICATION_ALREADY_SUBMITTED.
   */
  async apply(
    merchant: MerchantRef,
    memberId: bigint,
    promotionId: bigint,
    input: TApplyInput,
    audit: LedgerAudit,
  ): Promise<void> {
    const promotion = await this.promotions.openPromotion(merchant, promotionId);
    if (promotion.kind !== 'apply') throw new AppError('PROMOTION_NOT_AVAILABLE');
    const comment = input.comment.trim();
    const issue = applicationIssue({
      comment,
      images: input.images.map((image) => ({ contentType: image.contentType, size: base64Size(image.data) })),
    });
    if (issue) throw new AppError(issue.code, 'index' in issue ? { value: { index: issue.index } } : {});
    const mine = await this.repository.ofMember(this.db, memberId, [promotion.id]);
    if (mine.has(promotion.id)) throw new AppError('APPLICATION_ALREADY_SUBMITTED');
    const images = input.images.map((upload, index) => {
      const checked = checkUpload(upload, APPLY_IMAGE_MAX_BYTES);
      if ('refusal' in checked)
        throw new AppError(
          checked.refusal === 'too_large' ? 'APPLICATION_IMAGE_TOO_LARGE' : 'APPLICATION_IMAGE_INVALID',
          { value: { index } },
        );
      return checked.image;
    });
    const names = await this.store.save(images);
    try {
      await this.db.transaction().execute(async (tx) => {
        const id = await this.repository.insert(
          tx,
          { merchantId: merchant.id, promotionId: promotion.id, memberId, comment },
          names.map((storageName, index) => ({ storageName, byteSize: images[index]?.length ?? 0 })),
        );
        if (id === undefined) throw new AppError('APPLICATION_ALREADY_SUBMITTED');
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'promotions.application.submit',
          detail: {
            applicationId: id.toString(),
            promotionId: promotion.id.toString(),
            memberId: memberId.toString(),
            images: names.length,
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
      });
    } catch (error) {
      await this.store.discard(names);
      throw error;
    }
  }

  /** The review queue: a page of the merchant's applications, newest first, by status and promotion. */
  async page(merchant: Pick<Merchant, 'id'>, query: TAdminApplicationsQuery): Promise<TAdminApplicationPage> {
    const { rows, total } = await this.repository.page(this.db, merchant.id, query);
    return { list: await this.toAdmin(rows), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /**
   * An operator's decision on a waiting application, audited in the same transaction. Approving
   * reserves the activity's reward from its budget (the member claims it later, once). Errors:
   * NOT_FOUND, APPLICATION_TEXT_TOO_LONG (remark), REQUEST_ALREADY_DECIDED ({ status }: another
   * decision came first), PROMOTION_BUDGET_SPENT (approving would pass the budget).
   */
  async decide(
    merchant: Pick<Merchant, 'id'>,
    id: bigint,
    input: TApplicationDecision,
    audit: LedgerAudit,
  ): Promise<TAdminApplication> {
    const remark = input.remark.trim();
    if (textLength(remark) > APPLY_TEXT_MAX) throw new AppError('APPLICATION_TEXT_TOO_LONG');
    await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const found = await this.repository.findQueued(tx, merchant.id, id);
        if (!found) throw new AppError('NOT_FOUND');
        const amount = input.decision === 'approve' ? found.bonus_amount : null;
        if (input.decision === 'approve' && amount === null) throw new AppError('PROMOTION_NOT_AVAILABLE');
        const decided = await this.repository.decide(tx, merchant.id, id, {
          status: input.decision === 'approve' ? 'approved' : 'rejected',
          remark: remark === '' ? null : remark,
          amount,
          decidedBy: audit.actor,
        });
        if (!decided) {
          const now = await this.repository.findQueued(tx, merchant.id, id);
          throw new AppError('REQUEST_ALREADY_DECIDED', { value: { status: now?.status ?? found.status } });
        }
        if (amount !== null && !(await this.repository.reserveBudget(tx, found.promotion_id, amount))) {
          throw new AppError('PROMOTION_BUDGET_SPENT');
        }
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: `promotions.application.${input.decision}`,
          detail: {
            applicationId: id.toString(),
            promotionId: found.promotion_id.toString(),
            memberId: found.member_id.toString(),
            remark: decided.remark,
            ...(amount !== null ? { amount: formatMinor(amount) } : {}),
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
      }),
    );
    const row = await this.repository.findQueued(this.db, merchant.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [application] = await this.toAdmin([row]);
    if (!application) throw new AppError('NOT_FOUND');
    return application;
  }

  /** A stored image of one of the merchant's applications (always a re-encoded png). Errors: NOT_FOUND. */
  async image(merchant: Pick<Merchant, 'id'>, id: bigint): Promise<Buffer> {
    const found = await this.repository.findImage(this.db, merchant.id, id);
    if (!found) throw new AppError('NOT_FOUND');
    return this.store.read(found.storage_name);
  }

  private async toAdmin(rows: QueuedApplication[]): Promise<TAdminApplication[]> {
    const images = await this.repository.imagesOf(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id.toString(),
      promotionId: row.promotion_id.toString(),
      promotionTitle: row.promotion_title,
      memberId: row.member_id.toString(),
      username: row.username,
      comment: row.comment,
      images: images
        .filter((image) => image.application_id === row.id)
        .map((image) => ({ id: image.id.toString() })),
      status: row.status,
      remark: row.remark,
      amount: formatMinor(row.amount ?? row.bonus_amount ?? 0n),
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
      decidedBy: row.decided_by,
    }));
  }
}
