import { createHash } from 'node:crypto';
import {
  formatMinor,
  MINOR_PER_UNIT,
  parseMinor,
  type TAdminMissionSet,
  type TAdminMissionSetReport,
  type TMission,
  type TMissionLeaderboard,
  type TMissionPeriod,
  type TMissionSummary,
  type TReward,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import { localDay, type Period, periodContaining, startOfLocalDay } from '../agents/periods.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import {
  payReservedReward,
  type ReservedRewardBook,
  type RewardPayer,
} from '../promotions/pay-reserved-reward.ts';
import type { RewardSource } from '../promotions/reward-sources.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { type MissionEvent, missionProgress, rankBoard } from './mission-progress.ts';
import type { MissionAwardRow, MissionRow, MissionsRepository } from './missions.repository.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency' | 'timezone'>;

/** What missions read of other features: game types, credited deposits, sign-ins and member names. */
export interface MissionSources {
  gameTypeOf(vendorCode: string, gameCode: string): Promise<string | null>;
  creditedDeposits(merchantId: bigint, memberId: bigint): Promise<{ amount: bigint; creditedAt: Date }[]>;
  signInsOf(merchantId: bigint, memberId: bigint, since: Date, until: Date): Promise<Date[]>;
  memberName(merchantId: bigint, memberId: bigint): Promise<string | undefined>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a leaderboard prize waits in the reward center. */
const AWARD_DAYS = 14;
const MISSIONS_PAYER = 'missions';
const PERIODS: readonly TMissionPeriod[] = ['daily', 'weekly'];

interface PeriodOf extends Period {
  key: string;
}

function periodOf(period: TMissionPeriod, instant: Date, timeZone: string): PeriodOf {
  const range = periodContaining(period, instant, timeZone);
  return { ...range, key: localDay(range.start, timeZone) };
}

/** "alice" → "al***e": the leaderboard shows others' names masked. */
export function maskName(name: string): string {
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

function targetText(row: MissionRow): string {
  return row.kind === 'bet_amount' ? formatMinor(row.target) : row.target.toString();
}

/**
 * Missions and the mission-points leaderboard (issue 17). Progress is computed from the member's
 * own events of the period (the wallet's applied bets, the cashier's credited deposits, sign-ins),
 * so a rolled-back bet stops counting and the answer is the same however often it is asked. A
 * claim pays once per member, mission and period: the claim row's unique key and the ledger
 * movement commit together. Leaderboard prizes are awarded by a job once per period and rank.
 */
export class MissionsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: MissionsRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
    private readonly sources: MissionSources,
  ) {}

  /** The reward center's two sources: completed missions, and leaderboard prizes. */
  readonly rewardSources: RewardSource[] = [
    {
      source: 'mission',
      list: (merchant, memberId) => this.missionRewards(merchant, memberId),
      claim: (merchant, memberId, key, audit) => this.claim(merchant, memberId, key, audit),
    },
    {
      source: 'leaderboard',
      list: (merchant, memberId) => this.awardRewards(merchant, memberId),
      claim: (merchant, memberId, key, audit) => this.claimAward(merchant, memberId, key, audit),
    },
  ];

  // ---- the member's side ----

  /** The spec's mission summary: the current day's and week's missions with progress, and points. */
  async summary(merchant: MerchantRef, memberId: bigint, now = new Date()): Promise<TMissionSummary> {
    const rows = await this.repository.missions(this.db, merchant.id, { onlyActive: true });
    const periods = Object.fromEntries(
      PERIODS.map((period) => [period, periodOf(period, now, merchant.timezone)]),
    ) as Record<TMissionPeriod, PeriodOf>;
    const claims = await this.repository.claimsOf(
      this.db,
      merchant.id,
      memberId,
      PERIODS.map((period) => periods[period].key),
    );
    const events = new Map<TMissionPeriod, MissionEvent[]>();
    for (const period of PERIODS) {
      if (rows.some((row) => row.period === period)) {
        events.set(period, await this.eventsOf(merchant, memberId, periods[period]));
      }
    }
    const missions: TMission[] = rows.map((row) => {
      const period = periods[row.period];
      const progress = missionProgress(
        { kind: row.kind, gameType: row.game_type, target: row.target },
        events.get(row.period) ?? [],
      );
      const claimed = claims.some((c) => c.mission_id === row.id && c.period_key === period.key);
      return {
        id: row.id.toString(),
        code: row.code,
        period: row.period,
        kind: row.kind,
        gameType: row.game_type,
        title: row.title,
        target: targetText(row),
        progress: row.kind === 'bet_amount' ? formatMinor(progress.done) : progress.done.toString(),
        progressPercent: progress.percent,
        rewardAmount: formatMinor(row.reward_amount),
        points: row.points,
        status: claimed ? 'claimed' : progress.isComplete ? 'claim' : 'in_progress',
        periodKey: period.key,
        periodEnd: period.end.toISOString(),
      };
    });
    const board = async (period: TMissionPeriod) =>
      (await this.repository.board(this.db, merchant.id, periods[period].start, periods[period].end)).find(
        (row) => row.memberId === memberId,
      )?.points ?? 0;
    return {
      daily: {
        periodKey: periods.daily.key,
        periodEnd: periods.daily.end.toISOString(),
        points: await board('daily'),
      },
      weekly: {
        periodKey: periods.weekly.key,
        periodEnd: periods.weekly.end.toISOString(),
        points: await board('weekly'),
      },
      completed: missions.filter((m) => m.status !== 'in_progress').length,
      claimable: missions.filter((m) => m.status === 'claim').length,
      missions,
    };
  }

  /** The member menu's mission badge: missions done and waiting to be claimed. */
  async badgeCount(merchant: MerchantRef, memberId: bigint): Promise<number> {
    return (await this.summary(merchant, memberId)).claimable;
  }

  /**
   * Claims a completed mission of the current period: its reward to the main wallet and its points,
   * once per member, mission and period (concurrent claims pay once; a repeat answers the first).
   * Key: `<missionId>:<periodKey>`. Errors: NOT_FOUND, PROMOTION_NOT_AVAILABLE (another period or
   * a paused mission), MISSION_NOT_COMPLETE.
   */
  async claim(
    merchant: MerchantRef,
    memberId: bigint,
    key: string,
    audit: LedgerAudit,
  ): Promise<{ amount: bigint; replayed: boolean }> {
    const match = /^([1-9]\d{0,18}):(\d{4}-\d{2}-\d{2})$/.exec(key);
    if (!match?.[1] || !match[2]) throw new AppError('NOT_FOUND');
    const missionId = BigInt(match[1]);
    const periodKey = match[2];
    const row = await this.repository.mission(this.db, merchant.id, missionId);
    if (!row || row.status === 'retired') throw new AppError('NOT_FOUND');
    const previous = await this.repository.findClaim(this.db, missionId, memberId, periodKey);
    if (previous) return { amount: previous.amount, replayed: true };
    const period = periodOf(row.period, new Date(), merchant.timezone);
    if (row.status !== 'active' || period.key !== periodKey) throw new AppError('PROMOTION_NOT_AVAILABLE');
    const progress = missionProgress(
      { kind: row.kind, gameType: row.game_type, target: row.target },
      await this.eventsOf(merchant, memberId, period),
    );
    if (!progress.isComplete) throw new AppError('MISSION_NOT_COMPLETE');
    const payer = await this.ledger.accountFor(merchant.id, 'promotion', MISSIONS_PAYER, merchant.currency);
    const wallet = await this.ledger.accountFor(
      merchant.id,
      'member_wallet',
      memberId.toString(),
      merchant.currency,
    );
    const paid = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const claimId = await this.repository.insertClaim(tx, {
          merchantId: merchant.id,
          memberId,
          missionId,
          periodKey,
          amount: row.reward_amount,
          points: row.points,
        });
        if (claimId === undefined) return false;
        if (row.reward_amount > 0n) {
          const posted = await this.ledger.postIn(tx, {
            merchantId: merchant.id,
            kind: 'mission_reward',
            idempotencyKey: `mission:${missionId}:${memberId}:${periodKey}`,
            postings: [
              { account: payer, amount: -row.reward_amount },
              { account: wallet, amount: row.reward_amount },
            ],
            reference: { memberId: memberId.toString(), missionId: missionId.toString(), periodKey },
            audit,
          });
          await this.repository.setClaimTransaction(tx, claimId, posted.transactionId);
        }
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'missions.claim',
          detail: {
            memberId: memberId.toString(),
            missionId: missionId.toString(),
            code: row.code,
            periodKey,
            amount: formatMinor(row.reward_amount),
            points: row.points,
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return true;
      }),
    );
    if (paid) {
      if (row.reward_amount > 0n) this.balances.changed(merchant.id, memberId);
      return { amount: row.reward_amount, replayed: false };
    }
    const after = await this.repository.findClaim(this.db, missionId, memberId, periodKey);
    return { amount: after?.amount ?? row.reward_amount, replayed: true };
  }

  /**
   * The spec's mission leaderboard: the period's mission points, best first (top 20 and the
   * caller), names masked but the caller's, with the prize of each rank.
   */
  async leaderboard(
    merchant: MerchantRef,
    memberId: bigint,
    period: TMissionPeriod,
    periodKey?: string,
  ): Promise<TMissionLeaderboard> {
    const at = periodKey
      ? startOfLocalDay(
          Number(periodKey.slice(0, 4)),
          Number(periodKey.slice(5, 7)),
          Number(periodKey.slice(8, 10)),
          merchant.timezone,
        )
      : new Date();
    const range = periodOf(period, at, merchant.timezone);
    const ranked = rankBoard(await this.repository.board(this.db, merchant.id, range.start, range.end));
    const prizes = await this.repository.prizes(this.db, merchant.id, period);
    const shown = ranked.filter((row, index) => index < 20 || row.memberId === memberId);
    const list = [];
    for (const row of shown) {
      const name = (await this.sources.memberName(merchant.id, row.memberId)) ?? '?';
      const prize = prizes[row.rank - 1];
      list.push({
        rank: row.rank,
        name: row.memberId === memberId ? name : maskName(name),
        points: row.points,
        prize: prize === undefined ? null : formatMinor(prize),
        isMe: row.memberId === memberId,
      });
    }
    const me = ranked.find((row) => row.memberId === memberId);
    return {
      period,
      periodKey: range.key,
      periodEnd: range.end.toISOString(),
      prizes: prizes.map((amount, index) => ({ rank: index + 1, amount: formatMinor(amount) })),
      list,
      me: { rank: me?.rank ?? null, points: me?.points ?? 0 },
    };
  }

  // ---- the job ----

  /**
   * Awards each merchant's leaderboard prizes of the periods just finished (yesterday, last week),
   * once per period and rank: a run repeated or racing another awards nothing twice.
   */
  async awardFinished(now: Date): Promise<number> {
    let awarded = 0;
    for (const merchantId of await this.repository.merchantsWithPrizes(this.db)) {
      const merchant = await this.merchantOf(merchantId);
      if (!merchant) continue;
      for (const period of PERIODS) {
        const current = periodOf(period, now, merchant.timezone);
        const finished = periodOf(period, new Date(current.start.getTime() - 1), merchant.timezone);
        const prizes = await this.repository.prizes(this.db, merchantId, period);
        if (prizes.length === 0) continue;
        const ranked = rankBoard(
          await this.repository.board(this.db, merchantId, finished.start, finished.end),
        );
        for (const row of ranked.slice(0, prizes.length)) {
          const amount = prizes[row.rank - 1];
          if (amount === undefined) continue;
          const done = await this.repository.award(this.db, {
            merchantId,
            period,
            periodKey: finished.key,
            rank: row.rank,
            memberId: row.memberId,
            points: row.points,
            amount,
            expiresAt: new Date(now.getTime() + AWARD_DAYS * DAY_MS),
          });
          if (done) awarded += 1;
        }
      }
    }
    return awarded;
  }

  private merchantLookup: ((id: bigint) => Promise<MerchantRef | undefined>) | null = null;

  /** Set once at composition: the merchant of an id (the job runs over every merchant). */
  useMerchantLookup(lookup: (id: bigint) => Promise<MerchantRef | undefined>): void {
    this.merchantLookup = lookup;
  }

  private async merchantOf(id: bigint): Promise<MerchantRef | undefined> {
    return this.merchantLookup ? this.merchantLookup(id) : undefined;
  }

  // ---- the operator's side ----

  async adminSet(merchant: Pick<Merchant, 'id'>): Promise<TAdminMissionSetReport> {
    const set = await this.readSet(this.db, merchant.id);
    return {
      ...set,
      claims: await this.repository.claimReport(this.db, merchant.id),
      revision: revisionOf(set),
    };
  }

  /** The merchant's mission set and prizes as stored (retired missions left out). */
  private async readSet(db: Kysely<Database>, merchantId: bigint): Promise<TAdminMissionSet> {
    const rows = await this.repository.missions(db, merchantId, { onlyActive: false });
    const prize = async (period: TMissionPeriod) =>
      (await this.repository.prizes(db, merchantId, period)).map(formatMinor);
    return {
      missions: rows.map((row) => ({
        code: row.code,
        period: row.period,
        kind: row.kind,
        gameType: row.game_type,
        title: row.title,
        target: targetText(row),
        rewardAmount: formatMinor(row.reward_amount),
        points: row.points,
        status: row.status === 'paused' ? 'paused' : 'active',
        sortOrder: row.sort_order,
      })),
      prizes: { daily: await prize('daily'), weekly: await prize('weekly') },
    };
  }

  /**
   * Replaces the merchant's mission set and prizes (audited with before and after). Missions are
   * matched by code; one left out is retired (its claims stay). An operator's replacement names
   * the `revision` it was read at: a set changed meanwhile is refused and nothing is written.
   * Errors: VALIDATION_FAILED (naming the mission's field in `value.fields`), CONFLICT.
   */
  async replaceSet(
    merchant: Pick<Merchant, 'id'>,
    input: TAdminMissionSet,
    audit: LedgerAudit,
    expectedRevision?: string,
  ): Promise<TAdminMissionSetReport> {
    const codes = new Set<string>();
    const refuse = (index: number, field: string, message: string, detail: string) =>
      new AppError('VALIDATION_FAILED', {
        detail,
        value: { fields: [{ field: `body.missions.${index}.${field}`, message }] },
      });
    const rows = input.missions.map((mission, index) => {
      if (codes.has(mission.code))
        throw refuse(index, 'code', 'Another mission has this code', `mission ${mission.code} twice`);
      codes.add(mission.code);
      const target =
        mission.kind === 'bet_amount' ? parseMinor(mission.target) : wholeCount(mission.target, mission.code);
      if (target <= 0n)
        throw refuse(index, 'target', 'Above zero', `${mission.code}: target must be above 0`);
      if (mission.kind === 'login_days' && target > (mission.period === 'daily' ? 1n : 7n)) {
        throw refuse(
          index,
          'target',
          'At most the days the period has',
          `${mission.code}: more log-in days than the period has`,
        );
      }
      if (mission.gameType !== null && mission.kind !== 'bet_amount') {
        throw refuse(
          index,
          'gameType',
          'A game type is for bet missions only',
          `${mission.code}: a game type is for bet missions only`,
        );
      }
      return {
        merchant_id: merchant.id,
        code: mission.code,
        period: mission.period,
        kind: mission.kind,
        game_type: mission.gameType,
        title: mission.title,
        target,
        reward_amount: parseMinor(mission.rewardAmount),
        points: mission.points,
        status: mission.status,
        sort_order: mission.sortOrder,
      };
    });
    await this.db.transaction().execute(async (tx) => {
      await this.repository.lockSet(tx, merchant.id);
      const before = await this.readSet(tx, merchant.id);
      if (expectedRevision !== undefined && revisionOf(before) !== expectedRevision)
        throw new AppError('CONFLICT', { detail: 'mission set changed meanwhile' });
      for (const row of rows) await this.repository.upsert(tx, row);
      await this.repository.retireOthers(tx, merchant.id, [...codes]);
      for (const period of PERIODS) {
        const amounts = input.prizes[period].map((text) => parseMinor(text));
        if (amounts.some((amount) => amount <= 0n)) {
          throw new AppError('VALIDATION_FAILED', { detail: 'prizes must be above 0' });
        }
        await this.repository.replacePrizes(tx, merchant.id, period, amounts);
      }
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action: 'missions.replace',
        detail: { before, after: input },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    return this.adminSet(merchant);
  }

  // ---- internals ----

  /** The member's events of one period, read from their owners. */
  private async eventsOf(merchant: MerchantRef, memberId: bigint, period: Period): Promise<MissionEvent[]> {
    const events: MissionEvent[] = [];
    for (const bet of await this.repository.betsOf(
      this.db,
      merchant.id,
      memberId,
      period.start,
      period.end,
    )) {
      events.push({
        type: 'bet',
        vendorCode: bet.vendor_code,
        gameCode: bet.game_code,
        gameType: await this.sources.gameTypeOf(bet.vendor_code, bet.game_code),
        amount: bet.amount ?? 0n,
      });
    }
    for (const deposit of await this.sources.creditedDeposits(merchant.id, memberId)) {
      if (deposit.creditedAt >= period.start && deposit.creditedAt < period.end) {
        events.push({ type: 'deposit', amount: deposit.amount });
      }
    }
    for (const at of await this.sources.signInsOf(merchant.id, memberId, period.start, period.end)) {
      events.push({ type: 'login', day: localDay(at, merchant.timezone) });
    }
    return events;
  }

  private async missionRewards(merchant: MerchantRef, memberId: bigint): Promise<TReward[]> {
    const { missions } = await this.summary(merchant, memberId);
    return missions
      .filter((mission) => mission.status === 'claim')
      .map((mission) => ({
        id: `mission:${mission.id}:${mission.periodKey}`,
        source: 'mission' as const,
        promotionId: null,
        rewardKind: mission.period,
        title: mission.title,
        amount: mission.rewardAmount,
        wageringRequired: formatMinor(0n),
        expiresAt: mission.periodEnd,
        imageUrl: null,
      }));
  }

  private async awardRewards(merchant: MerchantRef, memberId: bigint): Promise<TReward[]> {
    const rows = await this.repository.claimableAwards(this.db, merchant.id, memberId, new Date());
    return rows.map((row) => ({
      id: `leaderboard:${row.id}`,
      source: 'leaderboard' as const,
      promotionId: null,
      rewardKind: row.period,
      title: `#${row.rank} · ${row.period_key}`,
      amount: formatMinor(row.amount),
      wageringRequired: formatMinor(0n),
      expiresAt: row.expires_at.toISOString(),
      imageUrl: null,
    }));
  }

  /** Pays a leaderboard prize once (see payReservedReward). Errors: NOT_FOUND, PROMOTION_NOT_AVAILABLE (expired). */
  private claimAward(
    merchant: MerchantRef,
    memberId: bigint,
    key: string,
    audit: LedgerAudit,
  ): Promise<{ amount: bigint; replayed: boolean }> {
    return payReservedReward(this.payer, this.awardBook, { merchant, memberId, key, audit });
  }

  private get payer(): RewardPayer {
    return { db: this.db, ledger: this.ledger, audit: this.audit, balances: this.balances };
  }

  private readonly awardBook: ReservedRewardBook<MissionAwardRow> = {
    payer: MISSIONS_PAYER,
    find: (db, merchantId, memberId, id) => this.repository.awardOf(db, merchantId, memberId, id),
    take: (tx, id, now) => this.repository.takeAward(tx, id, now),
    setTransaction: (tx, id, transactionId) => this.repository.setAwardTransaction(tx, id, transactionId),
    describe: (row) => ({
      kind: 'mission_prize',
      idempotencyKey: `mission:award:${row.id}`,
      reference: { awardId: row.id.toString(), periodKey: row.period_key },
      action: 'missions.prize.claim',
      detail: { awardId: row.id.toString() },
    }),
  };
}

/** A count target written as money text ("3" or "3.0000"): whole numbers only. Errors: VALIDATION_FAILED. */
function wholeCount(text: string, code: string): bigint {
  const minor = parseMinor(text);
  if (minor % MINOR_PER_UNIT !== 0n)
    throw new AppError('VALIDATION_FAILED', { detail: `${code}: a count is a whole number` });
  return minor / MINOR_PER_UNIT;
}

/** A digest of a mission set as stored: what a replacement names back to show it was read from the latest. */
function revisionOf(set: TAdminMissionSet): string {
  return createHash('sha256').update(JSON.stringify(set)).digest('hex');
}
