import {
  FOUR_EYES_ADJUSTMENT_THRESHOLD,
  parseMinor,
  type TApproval,
  type TApprovalRequest,
  type TOperatorPermission,
  type TWalletAdjustment,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import type { Operator } from '../admin/admin-auth.service.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { OperatorAccountsService } from './operator-accounts.service.ts';

/** What an approved balance adjustment is carried out with: the wallet's own adjustment (idempotent by key). */
export interface ApprovedAdjustments {
  adjust(
    merchant: Merchant,
    input: TWalletAdjustment,
    audit: { actor: string; ip?: string | null; requestId?: string | null },
  ): Promise<unknown>;
}

/** The permission a request of each kind needs, to ask and to approve. */
export const APPROVAL_PERMISSION: Record<TApprovalRequest['kind'], TOperatorPermission> = {
  balance_adjustment: 'players.balance',
  role_change: 'operators.write',
};

/** True when a console operator's adjustment of `amount` must go through four-eyes. */
export function needsSecondOperator(operator: Pick<Operator, 'kind'>, amount: string): boolean {
  if (operator.kind !== 'operator') return false;
  const minor = parseMinor(amount, { allowNegative: true });
  return (minor < 0n ? -minor : minor) > parseMinor(FOUR_EYES_ADJUSTMENT_THRESHOLD);
}

/**
 * Four-eyes: one operator asks, another approves, and only then does the change happen (through the
 * same service a direct change uses, so its own checks and audit apply). Each step is audited.
 */
export class ApprovalsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditLog,
    private readonly wallet: ApprovedAdjustments,
    private readonly operators: Pick<OperatorAccountsService, 'changeOperator'>,
  ) {}

  async request(
    merchant: Merchant,
    request: TApprovalRequest,
    requester: Operator,
    actor: Actor,
  ): Promise<string> {
    return this.db.transaction().execute(async (tx) => {
      const { kind, ...payload } = request;
      const row = await tx
        .insertInto('operator_approvals')
        .values({
          merchant_id: merchant.id,
          kind,
          payload: JSON.stringify(payload),
          requested_by: actor.name,
          requested_by_id: requester.kind === 'operator' ? requester.id : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.audit.recordBy(tx, merchant.id, actor, 'approval.request', {
        id: row.id.toString(),
        kind,
        after: payload,
      });
      return row.id.toString();
    });
  }

  async list(merchant: Merchant, status: TApproval['status'] | undefined): Promise<TApproval[]> {
    let query = this.db.selectFrom('operator_approvals').selectAll().where('merchant_id', '=', merchant.id);
    if (status) query = query.where('status', '=', status);
    const rows = await query.orderBy('id', 'desc').limit(100).execute();
    return rows.map((row) => ({
      id: row.id.toString(),
      kind: row.kind,
      payload: row.payload,
      status: row.status,
      requestedBy: row.requested_by,
      decidedBy: row.decided_by,
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    }));
  }

  /**
   * Approves (carries the change out, then records the decision) or rejects a pending request.
   * Errors: NOT_FOUND, CONFLICT (decided already; or the role change is stale), SELF_APPROVAL,
   * FORBIDDEN (the decider lacks the kind's permission), and those of the change itself.
   */
  async decide(
    merchant: Merchant,
    id: bigint,
    approve: boolean,
    decider: Operator,
    actor: Actor,
  ): Promise<void> {
    const row = await this.db
      .selectFrom('operator_approvals')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending')
      throw new AppError('CONFLICT', { detail: `approval already ${row.status}` });
    if (row.requested_by === actor.name) throw new AppError('SELF_APPROVAL');
    const permission = APPROVAL_PERMISSION[row.kind];
    if (!decider.permissions.has(permission)) throw new AppError('FORBIDDEN', { value: { permission } });
    if (approve) {
      const payload = row.payload as Record<string, string | number>;
      if (row.kind === 'balance_adjustment') {
        // Keyed by the approval: approving again after a failure in between moves the money once.
        await this.wallet.adjust(
          merchant,
          {
            memberId: String(payload.memberId),
            amount: String(payload.amount),
            reason: `${String(payload.reason)} (approved request ${row.id}, asked by ${row.requested_by})`,
            idempotencyKey: `approval-${row.id}`,
          },
          { actor: actor.name, ip: actor.ip ?? null, requestId: actor.requestId ?? null },
        );
      } else {
        await this.operators.changeOperator(
          merchant.id,
          BigInt(String(payload.operatorId)),
          { version: Number(payload.version), role: String(payload.role) },
          actor,
          decider,
        );
      }
    }
    await this.db.transaction().execute(async (tx) => {
      const decided = await tx
        .updateTable('operator_approvals')
        .set({ status: approve ? 'approved' : 'rejected', decided_by: actor.name, decided_at: new Date() })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!decided) throw new AppError('CONFLICT', { detail: 'decided meanwhile' });
      await this.audit.recordBy(tx, merchant.id, actor, approve ? 'approval.approve' : 'approval.reject', {
        id: row.id.toString(),
        kind: row.kind,
        requestedBy: row.requested_by,
        before: { status: 'pending' },
        after: { status: approve ? 'approved' : 'rejected' },
      });
    });
  }
}
