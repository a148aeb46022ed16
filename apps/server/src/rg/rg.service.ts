import {
  formatMinor,
  parseMinor,
  RG_COOLING_OFF_HOURS,
  RG_LIMIT_KINDS,
  type TRealityCheckInput,
  type TRgExclusionInput,
  type TRgLimit,
  type TRgLimitInput,
  type TRgLimitKind,
  type TRgOverview,
  type TRgSession,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { LedgerAudit } from '../ledger/ledger.service.ts';
import type { ExclusionRow, LimitRow, PersonKeys, RgRepository } from './rg.repository.ts';

/** Now, as the rules read it: tests hand in their own to pass the 24 hours of cooling-off. */
export type Clock = () => Date;

/** The member fields responsible gambling reads: who they are across brands. */
export interface RgMember {
  id: bigint;
  mobile_num: string | null;
  email: string | null;
  id_number: string | null;
}

/** The ID number a member verified through KYC (or null), handed in at composition. */
export type VerifiedIdNumber = (merchantId: bigint, memberId: bigint) => Promise<string | null>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long the bet guard trusts its list of members to check (a change in this process clears it). */
const GUARD_SNAPSHOT_MS = 5_000;
const SESSION_MAX_MINUTES = 24 * 60;

/** The limit that applies at `now`: a pending raise or removal once its cooling-off is over. */
export function effectiveLimit(row: Omit<LimitRow, 'kind'> | undefined, now: Date): bigint | null {
  if (!row) return null;
  if (row.pending_from && row.pending_from.getTime() <= now.getTime()) return row.pending_amount;
  return row.amount;
}

/** The start of the UTC day, ISO week (Monday) or month that holds `now`. */
export function periodStart(kind: TRgLimitKind, now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (kind === 'deposit_weekly') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  if (kind === 'deposit_monthly') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return day;
}

/**
 * What a new value does to a limit: a tighter one (or a first one) applies at once and drops any
 * pending raise; a looser one or a removal waits RG_COOLING_OFF_HOURS while the current one stays.
 */
export function nextLimit(
  row: Omit<LimitRow, 'kind'> | undefined,
  wanted: bigint | null,
  now: Date,
): Omit<LimitRow, 'kind'> {
  const current = effectiveLimit(row, now);
  const isTighter = wanted !== null && (current === null || wanted <= current);
  if (isTighter) return { amount: wanted, pending_amount: null, pending_from: null };
  if (current === null) return { amount: null, pending_amount: null, pending_from: null };
  return {
    amount: current,
    pending_amount: wanted,
    pending_from: new Date(now.getTime() + RG_COOLING_OFF_HOURS * HOUR_MS),
  };
}

function exclusionEnd(input: TRgExclusionInput, now: Date): Date | null {
  if (input.kind === 'time_out') return new Date(now.getTime() + input.days * DAY_MS);
  if (input.period === 'permanent') return null;
  const end = new Date(now);
  if (input.period === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else end.setUTCFullYear(end.getUTCFullYear() + (input.period === '1y' ? 1 : 5));
  return end;
}

function excludedError(row: ExclusionRow): AppError {
  return new AppError('RG_EXCLUDED', {
    value: { kind: row.kind, until: row.ends_at ? row.ends_at.toISOString() : null },
  });
}

/**
 * Responsible gambling (issue 20): limits members set on themselves, enforced at deposit, at every
 * vendor bet and at sign-in; the reality check's interval and session figures; time-outs and
 * self-exclusions, which end the member's sessions at once and keep them (and, for a
 * self-exclusion, the same person on every brand) from signing in, registering and playing.
 */
export class RgService {
  private clock: Clock = () => new Date();
  private verifiedIdNumber: VerifiedIdNumber = async () => null;
  private guarded = new Map<bigint, { at: number; members: Set<bigint> }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: RgRepository,
    private readonly sessions: Pick<SessionsService, 'revokeAllOf'>,
    private readonly audit: AuditLog,
  ) {}

  /** Set at composition (or by a test): the time every rule reads. */
  useClock(clock: Clock): void {
    this.clock = clock;
  }

  /** Set at composition: the KYC-verified ID number, one more key a self-exclusion follows. */
  useVerifiedIdNumber(lookup: VerifiedIdNumber): void {
    this.verifiedIdNumber = lookup;
  }

  /** The member's limits (with what they used this period), reality check and running exclusion. */
  async overview(merchantId: bigint, memberId: bigint): Promise<TRgOverview> {
    const now = this.clock();
    const rows = new Map((await this.repository.limitsOf(this.db, memberId)).map((r) => [r.kind, r]));
    const limits: TRgLimit[] = [];
    for (const kind of RG_LIMIT_KINDS) {
      const row = rows.get(kind);
      const value = effectiveLimit(row, now);
      const pending =
        row?.pending_from && row.pending_from.getTime() > now.getTime()
          ? { value: this.show(kind, row.pending_amount), appliesAt: row.pending_from.toISOString() }
          : null;
      limits.push({
        kind,
        value: this.show(kind, value),
        used: await this.used(kind, merchantId, memberId, now),
        pending,
      });
    }
    const [reality, exclusion] = await Promise.all([
      this.repository.reality(this.db, memberId),
      this.repository.ownExclusion(this.db, memberId, now),
    ]);
    return {
      limits,
      realityCheckMinutes: reality?.reality_check_minutes ?? null,
      exclusion: exclusion
        ? {
            kind: exclusion.kind,
            startsAt: exclusion.starts_at.toISOString(),
            endsAt: exclusion.ends_at?.toISOString() ?? null,
          }
        : null,
      coolingOffHours: RG_COOLING_OFF_HOURS,
    };
  }

  /**
   * Sets one limit: lower (or first) at once, raise or remove after the cooling-off. Session time is
   * whole minutes (1 to 1440). Errors: VALIDATION_FAILED.
   */
  async setLimit(
    merchantId: bigint,
    memberId: bigint,
    input: TRgLimitInput,
    audit: LedgerAudit,
  ): Promise<TRgOverview> {
    const wanted = input.value === null ? null : this.parse(input.kind, input.value);
    const now = this.clock();
    await this.db.transaction().execute(async (tx) => {
      const row = (await this.repository.limitsOf(tx, memberId)).find((r) => r.kind === input.kind);
      const next = nextLimit(row, wanted, now);
      await this.repository.saveLimit(tx, { merchantId, memberId, kind: input.kind, ...next });
      await this.audit.record(tx, {
        merchantId,
        actor: audit.actor,
        action: 'rg.limit.set',
        detail: {
          kind: input.kind,
          value: input.value,
          appliesAt: next.pending_from ? next.pending_from.toISOString() : 'now',
        },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    this.guarded.delete(merchantId);
    return this.overview(merchantId, memberId);
  }

  async setRealityCheck(
    merchantId: bigint,
    memberId: bigint,
    input: TRealityCheckInput,
  ): Promise<TRgOverview> {
    await this.repository.saveReality(this.db, merchantId, memberId, input.minutes);
    return this.overview(merchantId, memberId);
  }

  /**
   * A time-out or self-exclusion from now, with the member's mobile, email and ID numbers kept so a
   * self-exclusion follows the person to every brand. Ends the member's sessions in the same
   * transaction. There is no call that lifts one early.
   */
  async exclude(
    merchantId: bigint,
    member: RgMember,
    input: TRgExclusionInput,
    audit: LedgerAudit,
  ): Promise<TRgOverview> {
    const now = this.clock();
    const person = await this.personOf(merchantId, member);
    const endsAt = exclusionEnd(input, now);
    await this.db.transaction().execute(async (tx) => {
      await this.repository.insertExclusion(tx, {
        merchantId,
        memberId: member.id,
        kind: input.kind,
        startsAt: now,
        endsAt,
        ...person,
      });
      await this.audit.record(tx, {
        merchantId,
        actor: audit.actor,
        action: `rg.${input.kind}`,
        detail: { endsAt: endsAt ? endsAt.toISOString() : 'permanent' },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
      await this.sessions.revokeAllOf(tx, member.id);
    });
    this.guarded.delete(merchantId);
    return this.overview(merchantId, member.id);
  }

  /** The reality check's figures for the session that started at `startedAt`. */
  async session(merchantId: bigint, memberId: bigint, startedAt: Date): Promise<TRgSession> {
    const now = this.clock();
    const [played, reality] = await Promise.all([
      this.repository.playedSince(this.db, merchantId, memberId, startedAt),
      this.repository.reality(this.db, memberId),
    ]);
    return {
      startedAt: startedAt.toISOString(),
      minutesPlayed: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
      netResult: formatMinor(played.wins - played.bets),
      realityCheckMinutes: reality?.reality_check_minutes ?? null,
    };
  }

  /**
   * Whether the member may sign in now: no running exclusion of their own, no self-exclusion of the
   * same person on any brand, and play time left today. Errors: RG_EXCLUDED ({ kind, until }),
   * RG_SESSION_LIMIT ({ minutes }).
   */
  async assertMaySignIn(merchantId: bigint, member: RgMember): Promise<void> {
    const now = this.clock();
    const own = await this.repository.ownExclusion(this.db, member.id, now);
    if (own) throw excludedError(own);
    const person = await this.repository.personExclusion(
      this.db,
      await this.personOf(merchantId, member),
      now,
    );
    if (person) throw excludedError(person);
    const row = (await this.repository.limitsOf(this.db, member.id)).find((r) => r.kind === 'session_daily');
    const minutes = effectiveLimit(row, now);
    if (minutes === null) return;
    const used = await this.repository.sessionMinutesSince(
      this.db,
      member.id,
      periodStart('session_daily', now),
    );
    if (BigInt(used) >= minutes) {
      throw new AppError('RG_SESSION_LIMIT', { value: { minutes: Number(minutes) } });
    }
  }

  /** A new account of a person self-excluded on any brand is refused. Errors: RG_EXCLUDED. */
  async assertMayRegister(person: PersonKeys): Promise<void> {
    const found = await this.repository.personExclusion(this.db, person, this.clock());
    if (found) throw excludedError(found);
  }

  /**
   * A deposit request against the member's deposit limits (what was asked or credited this day,
   * week and month, plus this one). Errors: RG_LIMIT_REACHED ({ kind, limit, remaining }), RG_EXCLUDED.
   */
  async checkDeposit(merchantId: bigint, memberId: bigint, amount: bigint): Promise<void> {
    const now = this.clock();
    const own = await this.repository.ownExclusion(this.db, memberId, now);
    if (own) throw excludedError(own);
    const rows = await this.repository.limitsOf(this.db, memberId);
    for (const kind of ['deposit_daily', 'deposit_weekly', 'deposit_monthly'] as const) {
      const limit = effectiveLimit(
        rows.find((r) => r.kind === kind),
        now,
      );
      if (limit === null) continue;
      const used = await this.repository.depositedSince(
        this.db,
        merchantId,
        memberId,
        periodStart(kind, now),
      );
      if (used + amount > limit) throw this.limitError(kind, limit, used);
    }
  }

  /**
   * The vendor wallet's bet guard: a running exclusion refuses every bet; a bet that could take the
   * day's loss (bets minus wins) or wagering past its limit is refused. Members with none of these
   * cost a map lookup (the list is refreshed every few seconds and cleared by changes here).
   * Errors: RG_EXCLUDED, RG_LIMIT_REACHED ({ kind, limit, remaining }).
   */
  async checkBet(merchantId: bigint, memberId: bigint, amount: bigint): Promise<void> {
    if (!(await this.guardedMembers(merchantId)).has(memberId)) return;
    const now = this.clock();
    const own = await this.repository.ownExclusion(this.db, memberId, now);
    if (own) throw excludedError(own);
    const rows = await this.repository.limitsOf(this.db, memberId);
    const loss = effectiveLimit(
      rows.find((r) => r.kind === 'loss_daily'),
      now,
    );
    const wager = effectiveLimit(
      rows.find((r) => r.kind === 'wager_daily'),
      now,
    );
    if (loss === null && wager === null) return;
    const played = await this.repository.playedSince(
      this.db,
      merchantId,
      memberId,
      periodStart('loss_daily', now),
    );
    if (wager !== null && played.bets + amount > wager)
      throw this.limitError('wager_daily', wager, played.bets);
    const lost = played.bets - played.wins;
    if (loss !== null && lost + amount > loss) {
      throw this.limitError('loss_daily', loss, lost > 0n ? lost : 0n);
    }
  }

  private async guardedMembers(merchantId: bigint): Promise<Set<bigint>> {
    const known = this.guarded.get(merchantId);
    if (known && Date.now() - known.at < GUARD_SNAPSHOT_MS) return known.members;
    const members = new Set(await this.repository.membersToGuard(this.db, merchantId, this.clock()));
    this.guarded.set(merchantId, { at: Date.now(), members });
    return members;
  }

  private async personOf(merchantId: bigint, member: RgMember): Promise<PersonKeys> {
    return {
      mobileNum: member.mobile_num,
      email: member.email,
      idNumber: (await this.verifiedIdNumber(merchantId, member.id)) ?? member.id_number,
    };
  }

  private limitError(kind: TRgLimitKind, limit: bigint, used: bigint): AppError {
    const remaining = limit > used ? limit - used : 0n;
    return new AppError('RG_LIMIT_REACHED', {
      value: { kind, limit: formatMinor(limit), remaining: formatMinor(remaining) },
    });
  }

  private parse(kind: TRgLimitKind, value: string): bigint {
    if (kind !== 'session_daily') return parseMinor(value);
    const minutes = Number(value);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > SESSION_MAX_MINUTES) {
      throw new AppError('VALIDATION_FAILED', {
        value: { fields: [{ field: 'value', problem: { kind: 'range', min: 1, max: SESSION_MAX_MINUTES } }] },
      });
    }
    return BigInt(minutes);
  }

  private show(kind: TRgLimitKind, value: bigint | null): string | null {
    if (value === null) return null;
    return kind === 'session_daily' ? value.toString() : formatMinor(value);
  }

  private async used(kind: TRgLimitKind, merchantId: bigint, memberId: bigint, now: Date): Promise<string> {
    const since = periodStart(kind, now);
    if (kind === 'session_daily') {
      return (await this.repository.sessionMinutesSince(this.db, memberId, since)).toString();
    }
    if (kind === 'loss_daily' || kind === 'wager_daily') {
      const played = await this.repository.playedSince(this.db, merchantId, memberId, since);
      if (kind === 'wager_daily') return formatMinor(played.bets);
      return formatMinor(played.bets > played.wins ? played.bets - played.wins : 0n);
    }
    return formatMinor(await this.repository.depositedSince(this.db, merchantId, memberId, since));
  }
}
