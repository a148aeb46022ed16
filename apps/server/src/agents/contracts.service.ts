import {
  CONTRACT_KINDS,
  isAgentType,
  SALARY_PERIOD,
  type TAdminContractGrant,
  type TConsolidated,
  type TContract,
  type TContractKind,
  type TContractListQuery,
  type TContractOffer,
  type TContractPage,
  type TContractPeriod,
  ZContractListQuery,
} from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { MemberDirectory, MemberRow } from '../accounts/member-directory.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { AgentsRepository } from './agents.repository.ts';
import type { StoredTier } from './agents.tables.ts';
import type { ContractRow, ContractsRepository } from './contracts.repository.ts';
import {
  formatTiers,
  parseTiers,
  rateBoundViolations,
  type Tier,
  tierTableProblem,
} from './settlement-math.ts';

type Caller = Pick<MemberRow, 'id' | 'type' | 'username' | 'nickname'>;
type MerchantRef = Pick<Merchant, 'id' | 'timezone' | 'flags'>;

/** Stored tiers → arithmetic tiers. */
export function tiersOf(row: Pick<ContractRow, 'tiers'>): Tier[] {
  return row.tiers.map((t) => ({
    minValidBet: BigInt(t.minValidBet),
    minLoss: BigInt(t.minLoss),
    minActiveMembers: t.minActiveMembers,
    ratePpm: t.ratePpm,
  }));
}

function storedTiers(tiers: readonly Tier[]): StoredTier[] {
  return tiers.map((t) => ({
    minValidBet: t.minValidBet.toString(),
    minLoss: t.minLoss.toString(),
    minActiveMembers: t.minActiveMembers,
    ratePpm: t.ratePpm,
  }));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The wire form of a contract as `viewerId` sees it. */
export function toContract(
  row: ContractRow,
  viewerId: bigint | null,
  events?: { action: string; actor: string; reason: string | null; at: Date }[],
): TContract {
  return {
    id: row.id.toString(),
    kind: row.kind as TContractKind,
    period: row.period as TContractPeriod,
    status: row.status as TContract['status'],
    upline: row.upline_username,
    downline: row.downline_username,
    tiers: formatTiers(tiersOf(row)),
    role: viewerId !== null && row.upline_id === viewerId ? 'upline' : 'downline',
    createdAt: row.created_at.toISOString(),
    decidedAt: iso(row.decided_at),
    terminatedAt: iso(row.terminated_at),
    terminatedBy: row.terminated_by,
    terminationReason: row.termination_reason,
    pendingTerminations: row.status === 'pending' ? row.confirmed_terminations : [],
    ...(events
      ? {
          events: events.map((e) => ({
            action: e.action as NonNullable<TContract['events']>[number]['action'],
            actor: e.actor,
            at: e.at.toISOString(),
            reason: e.reason,
          })),
        }
      : {}),
  };
}

/**
 * Contracts between an upline and a direct downline agent: offer, accept, reject, terminate, and
 * the operator's grant of a top-level contract. Every state change writes an event row (who, when,
 * why) in the same transaction. Rules:
 * - an agent offers only to a direct downline agent, only a kind it holds itself, and only rates
 *   no higher than its own table gives at the same thresholds;
 * - deeper contracts of the kind (held below the downline) whose rates the new table does not
 *   cover conflict: the offer needs the offering agent's confirmation, and they end when the
 *   downline accepts ("a new contract with a lower rate terminates the downline contract");
 * - accepting replaces the downline's current contract of the kind.
 */
/** Told after a contract offer committed: the glue sends the downline's "contract offered" message (issue 18). Must not throw. */
export type ContractOfferedListener = (event: {
  merchantId: bigint;
  memberId: bigint;
  contractId: bigint;
  kind: TContractKind;
  upline: string;
}) => Promise<void>;

export class ContractsService {
  private readonly offeredListeners: ContractOfferedListener[] = [];

  /** Adds a listener told after each offer committed. */
  onOffered(listener: ContractOfferedListener): void {
    this.offeredListeners.push(listener);
  }

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: ContractsRepository,
    private readonly tree: Pick<AgentsRepository, 'levelBelow'>,
    private readonly members: MemberDirectory,
    private readonly audit: AuditLog,
  ) {}

  /** The agent menu's consolidated flags and the caller's own contracts. Errors: FORBIDDEN. */
  async consolidated(merchant: MerchantRef, caller: Caller): Promise<TConsolidated> {
    requireAgent(caller);
    const [flags, mine] = await Promise.all([
      this.repository.contractFlags(merchant.id, caller.id),
      this.repository.contractsOf(
        merchant.id,
        caller.id,
        { role: 'downline', status: 'active' },
        { pageNo: 1, pageSize: CONTRACT_KINDS.length },
      ),
    ]);
    // A kind the merchant switched off shows nowhere, whatever contracts are still on record.
    const has = (kind: TContractKind) =>
      isContractKindEnabled(merchant, kind) && flags.some((f) => f.kind === kind) ? 1 : 0;
    const dailysalreqtype = has('dailySalary');
    const divtypereq = has('dividend');
    const contracthoursalreqtype = has('hourlySalary');
    const realtimesalreqtype = has('realtimeSalary');
    return {
      dailysalreqtype,
      divtypereq,
      contracthoursalreqtype,
      realtimesalreqtype,
      enableSalary: dailysalreqtype + contracthoursalreqtype + realtimesalreqtype > 0,
      enableContract: dailysalreqtype + divtypereq + contracthoursalreqtype + realtimesalreqtype > 0,
      myContracts: mine.rows.map((row) => toContract(row, caller.id)),
      pendingOffers: flags.reduce((sum, f) => sum + f.pending_for_me, 0),
      timezone: merchant.timezone,
      account: caller.username,
      nickname: caller.nickname,
    };
  }

  /** Contracts the caller is a party to. Errors: FORBIDDEN. */
  async list(merchant: MerchantRef, caller: Caller, query: TContractListQuery): Promise<TContractPage> {
    requireAgent(caller);
    const q = ZContractListQuery.parse(query);
    const page = await this.repository.contractsOf(merchant.id, caller.id, q, q);
    return {
      list: page.rows.map((row) => toContract(row, caller.id)),
      total: page.total,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  }

  /** One contract with its history; only its two parties see it. Errors: FORBIDDEN, NOT_FOUND. */
  async get(merchant: MerchantRef, caller: Caller, id: bigint): Promise<TContract> {
    requireAgent(caller);
    const row = await this.repository.findContract(this.db, merchant.id, id);
    if (!row || (row.upline_id !== caller.id && row.downline_id !== caller.id))
      throw new AppError('NOT_FOUND');
    return toContract(row, caller.id, await this.repository.events(this.db, id));
  }

  /**
   * Offers a contract (see the class rules). Errors: FORBIDDEN, NOT_IN_DOWNLINE,
   * NOT_DIRECT_DOWNLINE_AGENT, VALIDATION_FAILED (tier table, period), CONTRACT_NOT_HELD,
   * CONTRACT_RATE_TOO_HIGH, CONTRACT_NEEDS_CONFIRMATION ({ conflicts }), CONTRACT_STATE_INVALID,
   * CONTRACT_KIND_DISABLED.
   */
  async offer(merchant: MerchantRef, caller: Caller, input: TContractOffer): Promise<TContract> {
    requireAgent(caller);
    requireKindEnabled(merchant, input.kind);
    const target = await this.members.findByUsername(merchant.id, input.username);
    const level = target ? await this.tree.levelBelow(this.db, merchant.id, caller.id, target.id) : undefined;
    if (!target || level === undefined) throw new AppError('NOT_IN_DOWNLINE');
    if (level !== 1 || !isAgentType(target.type)) throw new AppError('NOT_DIRECT_DOWNLINE_AGENT');
    const tiers = checkedTiers(input.tiers);
    const own = await this.repository.heldContract(this.db, merchant.id, caller.id, input.kind, 'active');
    if (!own) throw new AppError('CONTRACT_NOT_HELD');
    const period = periodFor(input.kind, input.period ?? (own.period as TContractPeriod));
    if (period !== own.period)
      throw new AppError('VALIDATION_FAILED', {
        detail: `the dividend period must be ${own.period}, as yours`,
      });
    if (rateBoundViolations(tiersOf(own), tiers).length > 0)
      throw new AppError('CONTRACT_RATE_TOO_HIGH', { value: { own: formatTiers(tiersOf(own)) } });
    const conflicts = await this.conflicts(this.db, merchant.id, target.id, input.kind, tiers);
    if (conflicts.length > 0 && !input.confirmTerminations) {
      throw new AppError('CONTRACT_NEEDS_CONFIRMATION', {
        value: { conflicts: conflicts.map((c) => toContract(c, caller.id)) },
      });
    }
    const id = await this.write(async (tx) => {
      const earlier = await this.repository.heldContract(tx, merchant.id, target.id, input.kind, 'pending');
      if (earlier) {
        await this.repository.terminate(tx, earlier.id, caller.username, 'replaced by a new offer');
        await this.repository.recordEvent(
          tx,
          earlier.id,
          'terminated',
          caller.username,
          'replaced by a new offer',
        );
      }
      const created = await this.repository.insertContract(tx, {
        merchantId: merchant.id,
        kind: input.kind,
        period,
        uplineId: caller.id,
        downlineId: target.id,
        status: 'pending',
        tiers: storedTiers(tiers),
        maxRatePpm: Math.max(...tiers.map((t) => t.ratePpm)),
        confirmedTerminations: conflicts.map((c) => c.id.toString()),
      });
      await this.repository.recordEvent(
        tx,
        created,
        'offered',
        caller.username,
        conflicts.length > 0 ? `confirmed ending contracts ${conflicts.map((c) => c.id).join(', ')}` : null,
      );
      await this.auditChange(tx, merchant.id, caller, 'agent.contract.offer', created);
      return created;
    });
    const offered = {
      merchantId: merchant.id,
      memberId: target.id,
      contractId: id,
      kind: input.kind,
      upline: caller.username,
    };
    for (const listener of this.offeredListeners) await listener(offered);
    return this.get(merchant, caller, id);
  }

  /**
   * The downline accepts a pending offer: its current contract of the kind ends (replaced), the
   * deeper contracts the new table does not cover end (in the offering agent's name, who
   * confirmed them), and the offer becomes active. Errors: FORBIDDEN, NOT_FOUND,
   * CONTRACT_STATE_INVALID, CONTRACT_NOT_HELD / CONTRACT_RATE_TOO_HIGH (the upline's own contract
   * changed since the offer).
   */
  async accept(merchant: MerchantRef, caller: Caller, id: bigint): Promise<TContract> {
    requireAgent(caller);
    await this.write(async (tx) => {
      const row = await this.repository.findContract(tx, merchant.id, id, true);
      if (!row || row.downline_id !== caller.id) throw new AppError('NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('CONTRACT_STATE_INVALID');
      requireKindEnabled(merchant, row.kind as TContractKind);
      const tiers = tiersOf(row);
      if (row.upline_id !== null) {
        const own = await this.repository.heldContract(tx, merchant.id, row.upline_id, row.kind, 'active');
        if (!own) throw new AppError('CONTRACT_NOT_HELD');
        if (rateBoundViolations(tiersOf(own), tiers).length > 0) throw new AppError('CONTRACT_RATE_TOO_HIGH');
      }
      const current = await this.repository.heldContract(tx, merchant.id, caller.id, row.kind, 'active');
      if (current) {
        const reason = `replaced by contract ${row.id}`;
        await this.repository.terminate(tx, current.id, caller.username, reason);
        await this.repository.recordEvent(tx, current.id, 'terminated', caller.username, reason);
      }
      const offeredBy = row.upline_username ?? 'operator';
      for (const conflict of await this.conflicts(tx, merchant.id, caller.id, row.kind, tiers)) {
        const reason = `rate above the new contract ${row.id} (confirmed by ${offeredBy})`;
        await this.repository.terminate(tx, conflict.id, offeredBy, reason);
        await this.repository.recordEvent(tx, conflict.id, 'terminated', offeredBy, reason);
      }
      await this.repository.activate(tx, row.id);
      await this.repository.recordEvent(tx, row.id, 'accepted', caller.username, null);
      await this.auditChange(tx, merchant.id, caller, 'agent.contract.accept', row.id);
    });
    return this.get(merchant, caller, id);
  }

  /** The downline rejects a pending offer. Errors: FORBIDDEN, NOT_FOUND, CONTRACT_STATE_INVALID. */
  async reject(merchant: MerchantRef, caller: Caller, id: bigint, reason?: string): Promise<TContract> {
    requireAgent(caller);
    await this.write(async (tx) => {
      const row = await this.repository.findContract(tx, merchant.id, id, true);
      if (!row || row.downline_id !== caller.id) throw new AppError('NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('CONTRACT_STATE_INVALID');
      await this.repository.reject(tx, id);
      await this.repository.recordEvent(tx, id, 'rejected', caller.username, reason ?? null);
      await this.auditChange(tx, merchant.id, caller, 'agent.contract.reject', id);
    });
    return this.get(merchant, caller, id);
  }

  /** Either party ends a pending or active contract. Errors: FORBIDDEN, NOT_FOUND, CONTRACT_STATE_INVALID. */
  async terminate(merchant: MerchantRef, caller: Caller, id: bigint, reason?: string): Promise<TContract> {
    requireAgent(caller);
    await this.write(async (tx) => {
      const row = await this.repository.findContract(tx, merchant.id, id, true);
      if (!row || (row.downline_id !== caller.id && row.upline_id !== caller.id))
        throw new AppError('NOT_FOUND');
      if (row.status !== 'pending' && row.status !== 'active') throw new AppError('CONTRACT_STATE_INVALID');
      await this.repository.terminate(tx, id, caller.username, reason ?? null);
      await this.repository.recordEvent(tx, id, 'terminated', caller.username, reason ?? null);
      await this.auditChange(tx, merchant.id, caller, 'agent.contract.terminate', id);
    });
    return this.get(merchant, caller, id);
  }

  /**
   * Operator: gives an agent a contract from the house, active at once (replacing its current one
   * of the kind). Errors: NOT_FOUND (no such agent), VALIDATION_FAILED.
   */
  async grant(merchant: MerchantRef, input: TAdminContractGrant, actor: string): Promise<TContract> {
    requireKindEnabled(merchant, input.kind);
    const target = await this.members.findByUsername(merchant.id, input.username);
    if (!target || !isAgentType(target.type)) throw new AppError('NOT_FOUND', { detail: 'no such agent' });
    const tiers = checkedTiers(input.tiers);
    const period = periodFor(input.kind, input.period ?? 'daily');
    const id = await this.write(async (tx) => {
      const current = await this.repository.heldContract(tx, merchant.id, target.id, input.kind, 'active');
      if (current) {
        await this.repository.terminate(tx, current.id, 'operator', 'replaced by the operator');
        await this.repository.recordEvent(
          tx,
          current.id,
          'terminated',
          'operator',
          'replaced by the operator',
        );
      }
      const created = await this.repository.insertContract(tx, {
        merchantId: merchant.id,
        kind: input.kind,
        period,
        uplineId: null,
        downlineId: target.id,
        status: 'active',
        tiers: storedTiers(tiers),
        maxRatePpm: Math.max(...tiers.map((t) => t.ratePpm)),
        confirmedTerminations: [],
      });
      await this.repository.recordEvent(tx, created, 'granted', 'operator', null);
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'agent.contract.grant',
        detail: { contractId: created.toString(), memberId: target.id.toString(), kind: input.kind },
        ip: null,
        requestId: null,
      });
      return created;
    });
    const row = await this.repository.findContract(this.db, merchant.id, id);
    return toContract(row as ContractRow, null, await this.repository.events(this.db, id));
  }

  /** Pending/active contracts of `kind` below `memberId` whose rates `tiers` does not cover. */
  private async conflicts(
    db: Kysely<Database> | Transaction<Database>,
    merchantId: bigint,
    memberId: bigint,
    kind: string,
    tiers: readonly Tier[],
  ): Promise<ContractRow[]> {
    const deeper = await this.repository.deeperContracts(db, merchantId, memberId, kind);
    return deeper.filter((c) => rateBoundViolations(tiers, tiersOf(c)).length > 0);
  }

  private async write<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } catch (error) {
      // Two offers (or acceptances) of one kind for one downline raced: one wins.
      if (isUniqueViolation(error)) throw new AppError('CONTRACT_STATE_INVALID');
      throw error;
    }
  }

  private auditChange(
    tx: Transaction<Database>,
    merchantId: bigint,
    caller: Caller,
    action: string,
    id: bigint,
  ) {
    return this.audit.record(tx, {
      merchantId,
      actor: `member:${caller.id}`,
      action,
      detail: { contractId: id.toString() },
      ip: null,
      requestId: null,
    });
  }
}

/**
 * Whether the merchant offers contracts of `kind`: the dividend, daily, hourly and real-time salary
 * flags (spec section 1) carry the kinds' own names.
 */
export function isContractKindEnabled(merchant: Pick<Merchant, 'flags'>, kind: TContractKind): boolean {
  return merchant.flags[kind];
}

/**
 * CONTRACT_KIND_DISABLED unless the merchant offers the kind. New and accepted contracts need it;
 * rejecting and terminating stay open, so contracts left from before can still be ended.
 */
function requireKindEnabled(merchant: Pick<Merchant, 'flags'>, kind: TContractKind): void {
  if (!isContractKindEnabled(merchant, kind))
    throw new AppError('CONTRACT_KIND_DISABLED', { detail: `${kind} contracts are off for this merchant` });
}

/** FORBIDDEN unless the member is an agent (types 1, 2, 41, 42). */
export function requireAgent(member: Pick<MemberRow, 'type'>): void {
  if (!isAgentType(member.type)) throw new AppError('FORBIDDEN', { detail: 'agents only' });
}

function checkedTiers(input: TContractOffer['tiers']): Tier[] {
  let tiers: Tier[];
  try {
    tiers = parseTiers(
      input.map((t) => ({
        minValidBet: t.minValidBet ?? '0',
        minLoss: t.minLoss ?? '0',
        minActiveMembers: Number(t.minActiveMembers ?? 0),
        rate: t.rate,
      })),
    );
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', { detail: (error as Error).message });
  }
  const problem = tierTableProblem(tiers);
  if (problem) throw new AppError('VALIDATION_FAILED', { detail: problem });
  return tiers;
}

/** A dividend's chosen period, or the salary kind's fixed one. */
function periodFor(kind: TContractKind, dividendPeriod: TContractPeriod): TContractPeriod {
  if (kind !== 'dividend') return SALARY_PERIOD[kind];
  if (!['daily', 'weekly', 'semimonthly', 'monthly'].includes(dividendPeriod))
    throw new AppError('VALIDATION_FAILED', {
      detail: 'a dividend period is daily, weekly, semimonthly or monthly',
    });
  return dividendPeriod;
}
