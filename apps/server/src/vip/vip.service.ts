import { createHash } from 'node:crypto';
import {
  formatMinor,
  parseMinor,
  type TAdminVipReport,
  type TAdminVipTable,
  type TPublicVip,
  type TReward,
  type TVipLevel,
  type TVipOverview,
  type TVipRebateRates,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import { localDay, periodContaining } from '../agents/periods.ts';
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
import type { VipLevelRow, VipRepository, VipRewardRow } from './vip.repository.ts';
import {
  isBirthday,
  isOldEnoughForBirthdayBonus,
  type LevelRule,
  levelAfterRetention,
  progressToNext,
  reachedLevel,
  type Totals,
} from './vip-rules.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency' | 'timezone'>;

/** The cashier's credited deposits (one member, or the whole merchant), oldest first. */
export interface VipDeposits {
  creditedDeposits(merchantId: bigint, memberId: bigint): Promise<{ amount: bigint; creditedAt: Date }[]>;
  creditedOfMerchant(merchantId: bigint): Promise<{ memberId: bigint; amount: bigint; creditedAt: Date }[]>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const UPGRADE_REWARD_DAYS = 30;
const BIRTHDAY_REWARD_DAYS = 7;
/** The ledger account that pays VIP rewards (a promotion-kind account: it may go negative). */
const VIP_PAYER = 'vip';
const SYSTEM: LedgerAudit = { actor: 'system:vip' };
/** How long after a bet the member's level is looked at (bets in between are judged together). */
const FEED_DELAY_MS = 1_000;

const monthKey = (instant: Date, timeZone: string) => localDay(instant, timeZone).slice(0, 7);

function toRule(row: VipLevelRow): LevelRule {
  return {
    level: row.level,
    minValidBet: row.min_valid_bet,
    minDeposit: row.min_deposit,
    retentionValidBet: row.retention_valid_bet,
  };
}

/** A digest of a table as stored: what a replacement names back to show it was read from the latest. */
function revisionOf(levels: TVipLevel[]): string {
  return createHash('sha256').update(JSON.stringify(levels)).digest('hex');
}

function toLevel(row: VipLevelRow): TVipLevel {
  return {
    level: row.level,
    name: row.name,
    icon: row.icon as TVipLevel['icon'],
    minValidBet: formatMinor(row.min_valid_bet),
    minDeposit: formatMinor(row.min_deposit),
    retentionValidBet: formatMinor(row.retention_valid_bet),
    upgradeBonus: formatMinor(row.upgrade_bonus),
    monthlyBonus: formatMinor(row.monthly_bonus),
    birthdayBonus: formatMinor(row.birthday_bonus),
    withdrawalDailyLimit:
      row.withdrawal_daily_limit === null ? null : formatMinor(row.withdrawal_daily_limit),
    rebateRates: row.rebate_rates,
  };
}

function toReward(row: VipRewardRow): TReward {
  return {
    id: `vip:${row.id}`,
    source: 'vip',
    promotionId: null,
    rewardKind: row.kind,
    title: row.level_name,
    amount: formatMinor(row.amount),
    wageringRequired: formatMinor(0n),
    expiresAt: row.expires_at.toISOString(),
    imageUrl: null,
  };
}

/**
 * VIP levels (issue 17). A merchant's table of levels with thresholds on cumulative valid bet and
 * deposits and a monthly retention rule; perks (upgrade, monthly and birthday bonuses paid through
 * the ledger from the reward center, a daily withdrawal limit, rebate rates per game type).
 * Levels move only here: up when the totals reach a level (after bets, and by the job), one down
 * when a finished month's valid bet missed the level's retention threshold (the job). Every move is
 * a conditional update plus its history row in one transaction, so racing runs move a level once.
 */
export class VipService implements RewardSource {
  readonly source = 'vip' as const;
  private pending = new Map<string, { merchantId: bigint; memberId: bigint }>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: VipRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
    private readonly deposits: VipDeposits,
    private readonly merchantById: (id: bigint) => Promise<MerchantRef | undefined>,
    private readonly log: (message: string, detail: Record<string, unknown>) => void = () => {},
  ) {}

  // ---- the member's side ----

  /** Where the member stands: level, totals, the way to the next level, retention, the table and history. */
  async overview(merchant: MerchantRef & Pick<Merchant, 'flags'>, memberId: bigint): Promise<TVipOverview> {
    const levels = await this.repository.levels(this.db, merchant.id);
    const state = await this.repository.member(this.db, merchant.id, memberId);
    const current = state?.level ?? 0;
    const totals = await this.totalsOf(merchant.id, memberId, state?.counted_since ?? null);
    const here = levels.find((row) => row.level === current);
    const next = progressToNext(levels.map(toRule), totals, current);
    const nextRow = next ? levels.find((row) => row.level === next.level) : undefined;
    const month = periodContaining('monthly', new Date(), merchant.timezone);
    const retention =
      here && here.retention_valid_bet > 0n
        ? {
            period: monthKey(new Date(), merchant.timezone),
            validBet: formatMinor(
              await this.repository.validBetOf(this.db, merchant.id, memberId, month.start, month.end),
            ),
            required: formatMinor(here.retention_valid_bet),
          }
        : null;
    const history = await this.repository.history(this.db, merchant.id, memberId);
    const hasVip = merchant.flags.vip && levels.length > 0;
    return {
      hasVip,
      vipLabelName: hasVip ? (here?.name ?? null) : null,
      vipRankLevel: hasVip ? current : null,
      icon: hasVip && here ? (here.icon as TVipOverview['icon']) : null,
      validBet: formatMinor(totals.validBet),
      deposit: formatMinor(totals.deposit),
      next:
        next && nextRow
          ? {
              level: next.level,
              name: nextRow.name,
              validBetToGo: formatMinor(next.validBetToGo),
              depositToGo: formatMinor(next.depositToGo),
              progressPercent: next.progressPercent,
            }
          : null,
      retention,
      birthday: state?.birthday ?? null,
      levels: levels.map(toLevel),
      history: history.map((row) => ({
        fromLevel: row.from_level,
        toLevel: row.to_level,
        reason: row.reason,
        at: row.created_at.toISOString(),
      })),
    };
  }

  /** The public state's VIP fields: hasVip, vipLabelName, vipRankLevel (spec names). */
  async publicVip(merchant: Pick<Merchant, 'id' | 'flags'>, memberId: bigint): Promise<TPublicVip> {
    const levels = await this.repository.levels(this.db, merchant.id);
    if (!merchant.flags.vip || levels.length === 0) {
      return { hasVip: false, vipLabelName: null, vipRankLevel: null };
    }
    const level = (await this.repository.member(this.db, merchant.id, memberId))?.level ?? 0;
    return {
      hasVip: true,
      vipLabelName: levels.find((row) => row.level === level)?.name ?? null,
      vipRankLevel: level,
    };
  }

  /**
   * The member's birthday, set once, with the spec's birthday check: the member confirms being 21
   * and the date says so on the merchant's today. Errors: VIP_AGE_UNDER_21, VIP_BIRTHDAY_SET,
   * VALIDATION_FAILED (a date in the future).
   */
  async setBirthday(merchant: MerchantRef, memberId: bigint, birthday: string, audit: LedgerAudit) {
    const today = localDay(new Date(), merchant.timezone);
    if (birthday > today) throw new AppError('VALIDATION_FAILED', { detail: 'a birthday in the future' });
    if (!isOldEnoughForBirthdayBonus(birthday, today)) throw new AppError('VIP_AGE_UNDER_21');
    await this.db.transaction().execute(async (tx) => {
      await this.repository.ensureMember(tx, merchant.id, memberId);
      if (!(await this.repository.setBirthday(tx, merchant.id, memberId, birthday))) {
        throw new AppError('VIP_BIRTHDAY_SET');
      }
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action: 'vip.birthday',
        detail: { memberId: memberId.toString(), birthday },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
  }

  // ---- perks other features read ----

  /**
   * The member's rebate rate per game type, in basis points of the valid bet, from the member's
   * VIP level (the manual rebate reads it). Empty when the merchant has no VIP table.
   */
  async rebateRates(
    merchantId: bigint,
    memberId: bigint,
  ): Promise<{ level: number; rates: TVipRebateRates }> {
    const levels = await this.repository.levels(this.db, merchantId);
    const level = (await this.repository.member(this.db, merchantId, memberId))?.level ?? 0;
    return { level, rates: levels.find((row) => row.level === level)?.rebate_rates ?? {} };
  }

  /** The member's daily withdrawal limit from the VIP level; null: none beyond the merchant's own. */
  async withdrawalDailyLimit(merchantId: bigint, memberId: bigint): Promise<bigint | null> {
    const levels = await this.repository.levels(this.db, merchantId);
    const level = (await this.repository.member(this.db, merchantId, memberId))?.level ?? 0;
    return levels.find((row) => row.level === level)?.withdrawal_daily_limit ?? null;
  }

  // ---- the reward center ----

  async list(merchant: MerchantRef, memberId: bigint): Promise<TReward[]> {
    const rows = await this.repository.claimableRewards(this.db, merchant.id, memberId, new Date());
    return rows.map(toReward);
  }

  /**
   * Pays a VIP reward into the main wallet, once (see payReservedReward). Errors: NOT_FOUND,
   * PROMOTION_NOT_AVAILABLE (expired).
   */
  claim(
    merchant: MerchantRef,
    memberId: bigint,
    key: string,
    audit: LedgerAudit,
  ): Promise<{ amount: bigint; replayed: boolean }> {
    return payReservedReward(this.payer, this.rewardBook, { merchant, memberId, key, audit });
  }

  private get payer(): RewardPayer {
    return { db: this.db, ledger: this.ledger, audit: this.audit, balances: this.balances };
  }

  private readonly rewardBook: ReservedRewardBook<VipRewardRow> = {
    payer: VIP_PAYER,
    find: (db, merchantId, memberId, id) => this.repository.reward(db, merchantId, memberId, id),
    take: (tx, id, now) => this.repository.takeReward(tx, id, now),
    setTransaction: (tx, id, transactionId) => this.repository.setRewardTransaction(tx, id, transactionId),
    describe: (row) => ({
      kind: 'vip_reward',
      idempotencyKey: `vip:reward:${row.id}`,
      reference: { rewardId: row.id.toString(), kind: row.kind },
      action: 'vip.reward.claim',
      detail: { rewardId: row.id.toString(), kind: row.kind, period: row.period_key },
    }),
  };

  // ---- levels: after bets and by the job ----

  /**
   * A committed vendor bet (told after the wallet answered): the member's level is looked at a
   * moment later, off the hot path, bets of the same member in between judged together. The job
   * catches whatever a stopped process did not get to.
   */
  betSettled(bet: { merchantId: bigint; memberId: bigint }): void {
    this.pending.set(`${bet.merchantId}:${bet.memberId}`, bet);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const batch = [...this.pending.values()];
      this.pending.clear();
      this.flushing = this.flushing
        .then(async () => {
          for (const one of batch) await this.evaluateMember(one.merchantId, one.memberId, new Date());
        })
        .catch((error: unknown) => this.log('vip level feed failed', { error: String(error) }));
    }, FEED_DELAY_MS);
    this.timer.unref?.();
  }

  /** Waits until the bets told so far are judged (tests and shutdown). */
  async drain(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      const batch = [...this.pending.values()];
      this.pending.clear();
      this.flushing = this.flushing.then(async () => {
        for (const one of batch) await this.evaluateMember(one.merchantId, one.memberId, new Date());
      });
    }
    await this.flushing;
  }

  /** Raises one member's level to what the totals reach (never lowers it). Answers the level after. */
  async evaluateMember(merchantId: bigint, memberId: bigint, now: Date): Promise<number> {
    const levels = await this.repository.levels(this.db, merchantId);
    if (levels.length === 0) return 0;
    const merchant = await this.merchantById(merchantId);
    if (!merchant) return 0;
    const state = await this.repository.member(this.db, merchantId, memberId);
    const current = state?.level ?? 0;
    const totals = await this.totalsOf(merchantId, memberId, state?.counted_since ?? null);
    const reached = reachedLevel(levels.map(toRule), totals, current);
    if (reached === current) return current;
    await this.upgrade(
      merchant,
      levels,
      memberId,
      current,
      reached,
      totals,
      state?.counted_since ?? null,
      now,
    );
    return reached;
  }

  /**
   * The job, per merchant with a VIP table: judges the month just finished (retention, one level
   * down when missed), raises every member to what their totals reach, grants this month's monthly
   * bonus and today's birthday bonuses. Idempotent: moves are conditional, grants unique per period.
   */
  async evaluateAll(now: Date): Promise<{ upgraded: number; downgraded: number; granted: number }> {
    const result = { upgraded: 0, downgraded: 0, granted: 0 };
    for (const merchantId of await this.repository.merchantsWithLevels(this.db)) {
      const merchant = await this.merchantById(merchantId);
      if (!merchant) continue;
      const one = await this.evaluateMerchant(merchant, now);
      result.upgraded += one.upgraded;
      result.downgraded += one.downgraded;
      result.granted += one.granted;
    }
    return result;
  }

  async evaluateMerchant(
    merchant: MerchantRef,
    now: Date,
  ): Promise<{ upgraded: number; downgraded: number; granted: number }> {
    const levels = await this.repository.levels(this.db, merchant.id);
    const rules = levels.map(toRule);
    const thisMonth = periodContaining('monthly', now, merchant.timezone);
    const lastMonth = periodContaining('monthly', new Date(thisMonth.start.getTime() - 1), merchant.timezone);
    const lastKey = monthKey(lastMonth.start, merchant.timezone);
    const thisKey = monthKey(thisMonth.start, merchant.timezone);
    let upgraded = 0;
    let downgraded = 0;
    let granted = 0;

    // 1. Retention: the month just finished, for members whose level predates it and was not judged yet.
    const members = await this.repository.members(this.db, merchant.id);
    const judge = members.filter(
      (row) => row.level > 0 && (row.retention_period === null || row.retention_period < lastKey),
    );
    if (judge.length > 0) {
      const monthBets = await this.repository.validBets(this.db, merchant.id, {
        since: lastMonth.start,
        until: lastMonth.end,
      });
      for (const row of judge) {
        const bet = monthBets.get(row.member_id) ?? 0n;
        const after = levelAfterRetention(rules, row.level, bet);
        await withRetry(() =>
          this.db.transaction().execute(async (tx) => {
            if (after === row.level) {
              await this.repository.markRetentionJudged(tx, merchant.id, row.member_id, lastKey);
              return;
            }
            const moved = await this.repository.moveLevel(tx, merchant.id, row.member_id, row.level, after, {
              countedSince: now,
              retentionPeriod: lastKey,
            });
            if (!moved) return;
            await this.repository.insertChange(tx, {
              merchant_id: merchant.id,
              member_id: row.member_id,
              from_level: row.level,
              to_level: after,
              reason: 'retention',
              valid_bet: bet,
              deposit: 0n,
              change_key: `retention:${row.member_id}:${lastKey}`,
            });
            await this.audit.record(tx, {
              merchantId: merchant.id,
              actor: SYSTEM.actor,
              action: 'vip.level.retention',
              detail: {
                memberId: row.member_id.toString(),
                from: row.level,
                to: after,
                period: lastKey,
                validBet: formatMinor(bet),
              },
            });
            downgraded += 1;
          }),
        );
      }
    }

    // 2. Upgrades from the totals (each member's counted since their last retention move).
    const states = new Map(
      (await this.repository.members(this.db, merchant.id)).map((row) => [row.member_id, row]),
    );
    const bets = await this.repository.validBets(this.db, merchant.id);
    const depositTotals = new Map<bigint, bigint>();
    for (const deposit of await this.deposits.creditedOfMerchant(merchant.id)) {
      const since = states.get(deposit.memberId)?.counted_since;
      if (since && deposit.creditedAt < since) continue;
      depositTotals.set(deposit.memberId, (depositTotals.get(deposit.memberId) ?? 0n) + deposit.amount);
    }
    const candidates = new Set<bigint>([...bets.keys(), ...depositTotals.keys()]);
    for (const memberId of candidates) {
      const state = states.get(memberId);
      const current = state?.level ?? 0;
      const totals = { validBet: bets.get(memberId) ?? 0n, deposit: depositTotals.get(memberId) ?? 0n };
      const reached = reachedLevel(rules, totals, current);
      if (reached === current) continue;
      if (
        await this.upgrade(
          merchant,
          levels,
          memberId,
          current,
          reached,
          totals,
          state?.counted_since ?? null,
          now,
        )
      ) {
        upgraded += 1;
      }
    }

    // 3. This month's monthly bonus, and today's birthday bonuses, to members at a level paying one.
    const today = localDay(now, merchant.timezone);
    for (const row of await this.repository.members(this.db, merchant.id)) {
      const level = levels.find((l) => l.level === row.level);
      if (!level) continue;
      if (level.monthly_bonus > 0n) {
        const id = await this.repository.grant(this.db, {
          merchantId: merchant.id,
          memberId: row.member_id,
          kind: 'monthly',
          periodKey: thisKey,
          level: level.level,
          levelName: level.name,
          amount: level.monthly_bonus,
          expiresAt: thisMonth.end,
        });
        if (id !== undefined) granted += 1;
      }
      if (
        level.birthday_bonus > 0n &&
        row.birthday &&
        isBirthday(row.birthday, today) &&
        isOldEnoughForBirthdayBonus(row.birthday, today)
      ) {
        const id = await this.repository.grant(this.db, {
          merchantId: merchant.id,
          memberId: row.member_id,
          kind: 'birthday',
          periodKey: today.slice(0, 4),
          level: level.level,
          levelName: level.name,
          amount: level.birthday_bonus,
          expiresAt: new Date(now.getTime() + BIRTHDAY_REWARD_DAYS * DAY_MS),
        });
        if (id !== undefined) granted += 1;
      }
    }
    return { upgraded, downgraded, granted };
  }

  // ---- the operator's side ----

  /** The merchant's table with how many members hold each level. */
  async adminTable(merchant: Pick<Merchant, 'id'>): Promise<TAdminVipReport> {
    const levels = (await this.repository.levels(this.db, merchant.id)).map(toLevel);
    return {
      levels,
      members: await this.repository.levelCounts(this.db, merchant.id),
      revision: revisionOf(levels),
    };
  }

  /**
   * Replaces the merchant's table (audited with before and after). Thresholds must rise with the
   * level. Members keep their level; the next job run applies the new thresholds upward. An
   * operator's replacement names the `revision` it was read at: a table changed meanwhile is
   * refused and nothing is written. Errors: VALIDATION_FAILED (naming the level's field in
   * `value.fields`), CONFLICT.
   */
  async replaceTable(
    merchant: Pick<Merchant, 'id'>,
    input: TAdminVipTable,
    audit: LedgerAudit,
    expectedRevision?: string,
  ): Promise<TAdminVipReport> {
    const rows = input.levels.map((level) => ({
      merchant_id: merchant.id,
      level: level.level,
      name: level.name,
      icon: level.icon,
      min_valid_bet: parseMinor(level.minValidBet),
      min_deposit: parseMinor(level.minDeposit),
      retention_valid_bet: parseMinor(level.retentionValidBet),
      upgrade_bonus: parseMinor(level.upgradeBonus),
      monthly_bonus: parseMinor(level.monthlyBonus),
      birthday_bonus: parseMinor(level.birthdayBonus),
      withdrawal_daily_limit:
        level.withdrawalDailyLimit === null ? null : parseMinor(level.withdrawalDailyLimit),
      rebate_rates: JSON.stringify(level.rebateRates),
    }));
    const first = rows[0];
    const thresholds = first ? [first.min_valid_bet, first.min_deposit, first.retention_valid_bet] : [1n];
    if (thresholds.some((value) => value !== 0n)) {
      throw new AppError('VALIDATION_FAILED', {
        detail: 'level 0 has no thresholds',
        value: {
          fields: ['minValidBet', 'minDeposit', 'retentionValidBet'].map((field) => ({
            field: `body.levels.0.${field}`,
            message: 'Level 0 is where everyone starts: 0',
          })),
        },
      });
    }
    for (let i = 1; i < rows.length; i++) {
      const before = rows[i - 1];
      const row = rows[i];
      if (
        !before ||
        !row ||
        row.min_valid_bet < before.min_valid_bet ||
        row.min_deposit < before.min_deposit ||
        (row.min_valid_bet === before.min_valid_bet && row.min_deposit === before.min_deposit)
      ) {
        throw new AppError('VALIDATION_FAILED', {
          detail: 'each level needs higher thresholds than the one below',
          value: {
            fields: ['minValidBet', 'minDeposit'].map((field) => ({
              field: `body.levels.${i}.${field}`,
              message: 'Higher than the level below',
            })),
          },
        });
      }
    }
    await this.db.transaction().execute(async (tx) => {
      await this.repository.lockTable(tx, merchant.id);
      const before = (await this.repository.levels(tx, merchant.id)).map(toLevel);
      if (expectedRevision !== undefined && revisionOf(before) !== expectedRevision)
        throw new AppError('CONFLICT', { detail: 'VIP table changed meanwhile' });
      await this.repository.replaceLevels(tx, merchant.id, rows);
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action: 'vip.levels.replace',
        detail: { before, after: input.levels },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    return this.adminTable(merchant);
  }

  // ---- internals ----

  /** Cumulative valid bet and credited deposits since `since` (all when null). */
  private async totalsOf(merchantId: bigint, memberId: bigint, since: Date | null): Promise<Totals> {
    const validBet = await this.repository.validBetOf(this.db, merchantId, memberId, since);
    const deposit = (await this.deposits.creditedDeposits(merchantId, memberId))
      .filter((row) => !since || row.creditedAt >= since)
      .reduce((sum, row) => sum + row.amount, 0n);
    return { validBet, deposit };
  }

  /**
   * Moves a member up from `from` to `to` once (the conditional update is the guard), with its
   * history row, the upgrade bonus of each level passed (once per level ever) and the audit row.
   */
  private async upgrade(
    merchant: MerchantRef,
    levels: VipLevelRow[],
    memberId: bigint,
    from: number,
    to: number,
    totals: Totals,
    countedSince: Date | null,
    now: Date,
  ): Promise<boolean> {
    return withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        await this.repository.ensureMember(tx, merchant.id, memberId);
        const moved = await this.repository.moveLevel(tx, merchant.id, memberId, from, to, {
          retentionPeriod: monthKey(now, merchant.timezone),
        });
        if (!moved) return false;
        await this.repository.insertChange(tx, {
          merchant_id: merchant.id,
          member_id: memberId,
          from_level: from,
          to_level: to,
          reason: 'upgrade',
          valid_bet: totals.validBet,
          deposit: totals.deposit,
          change_key: `upgrade:${memberId}:${from}-${to}:${countedSince?.toISOString() ?? 'start'}`,
        });
        for (const level of levels) {
          if (level.level <= from || level.level > to || level.upgrade_bonus <= 0n) continue;
          await this.repository.grant(tx, {
            merchantId: merchant.id,
            memberId,
            kind: 'upgrade',
            periodKey: `L${level.level}`,
            level: level.level,
            levelName: level.name,
            amount: level.upgrade_bonus,
            expiresAt: new Date(now.getTime() + UPGRADE_REWARD_DAYS * DAY_MS),
          });
        }
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: SYSTEM.actor,
          action: 'vip.level.upgrade',
          detail: {
            memberId: memberId.toString(),
            from,
            to,
            validBet: formatMinor(totals.validBet),
            deposit: formatMinor(totals.deposit),
          },
        });
        return true;
      }),
    );
  }
}
