import {
  formatMinor,
  GAME_TYPES,
  parseMinor,
  promotionRuleIssues,
  type TAdminPromotion,
  type TAdminPromotionInput,
  type TAdminPromotionPage,
  type TAdminPromotionPatch,
  type TAdminPromotionsQuery,
  type TBonusWallet,
  type TCheckinResult,
  type TCheckinStatus,
  type TClaimResult,
  type TMemberBonus,
  type TPromotion,
  type TPromotionCategory,
  type TPromotionMemberStatus,
  type TPromotionState,
  type TReward,
  type TRewardClaimResult,
  type TRewardList,
} from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import { localDay, periodContaining } from '../agents/periods.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { ApplicationRow, ApplicationsRepository } from './applications.repository.ts';
import { cashbackAmount } from './cashback.ts';
import { checkinPosition, type LastCheckin, ladderDays } from './checkin.ts';
import type {
  BonusRow,
  NewPromotion,
  PromotionChanges,
  PromotionRow,
  PromotionsRepository,
  SettledBonus,
} from './promotions.repository.ts';
import type { RewardSource } from './reward-sources.ts';
import {
  depositMatchBonus,
  wageringContribution,
  wageringProgress,
  wageringRequirement,
} from './wagering.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency'>;
type MerchantKey = Pick<Merchant, 'id' | 'timezone'>;
type MerchantZone = MerchantRef & Pick<Merchant, 'timezone'>;

/** The cashier's answer a deposit match reads: the member's credited deposits, oldest first. */
export type CreditedDeposits = (
  merchantId: bigint,
  memberId: bigint,
) => Promise<{ id: bigint; amount: bigint; creditedAt: Date }[]>;
/** The catalogue's answer the wagering feed reads: a game's type (RNG, LIVE...), null when unknown. */
export type GameTypeOf = (vendorCode: string, gameCode: string) => Promise<string | null>;

/** A vendor bet the wallet committed (told after the commit, never for a replay). */
export interface SettledBet {
  merchantId: bigint;
  memberId: bigint;
  vendorCode: string;
  vendorTxId: string;
  gameCode: string;
  amount: bigint;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a process trusts its list of members with a wagering bonus (another process's claims show after this). */
const WAGERING_SNAPSHOT_MS = 5_000;
const SYSTEM_AUDIT: LedgerAudit = { actor: 'system:promotions' };

/** The promotion's ledger account (it pays bonuses and takes back forfeited ones; may go negative). */
function promotionOwner(promotionId: bigint): string {
  return `promo:${promotionId}`;
}
/** A member's bonus account: one per member and promotion, as the bonus itself. */
function bonusOwner(memberId: bigint, promotionId: bigint): string {
  return `${memberId}:${promotionId}`;
}
/** The bonus's own account: per member and promotion, or per member and issuer for an issued bonus. */
function bonusAccountOwner(bonus: Pick<SettledBonus, 'member_id' | 'promotion_id' | 'issuer'>): string {
  return bonus.promotion_id !== null
    ? bonusOwner(bonus.member_id, bonus.promotion_id)
    : `${bonus.member_id}:${bonus.issuer}`;
}
/** The 'promotion' account that paid the bonus and takes it back: the promotion's, or the issuer's. */
function payerOwner(bonus: Pick<SettledBonus, 'promotion_id' | 'issuer'>): string {
  if (bonus.promotion_id !== null) return promotionOwner(bonus.promotion_id);
  if (bonus.issuer === null) throw new Error('a bonus without promotion names its issuer');
  return bonus.issuer;
}
/** An issued bonus counts every game type in full towards its wagering. */
const ISSUED_GAME_WEIGHTS: Record<string, number> = Object.fromEntries(GAME_TYPES.map((type) => [type, 100]));

/** A bonus another feature pays into the member's bonus wallet (a points-mall bonus good). */
export interface IssuedBonus {
  /** The issuer's key of this bonus, unique per merchant (a repeat fails the caller's transaction). */
  key: string;
  title: string;
  amount: bigint;
  /** Wagering, times the bonus (0: converted to cash at once, after the commit). */
  wageringMultiplier: number;
  expiryDays: number;
  /** The ledger transaction's kind and reference, as the issuer names them. */
  ledgerKind: string;
  reference: Record<string, string>;
  /** The max bet while it wagers (default none) and its game-type weights (default every type in full). */
  maxBet?: bigint | null;
  gameWeights?: Record<string, number>;
}

function toBonus(row: BonusRow): TMemberBonus {
  return {
    id: row.id.toString(),
    promotionId: row.promotion_id === null ? null : row.promotion_id.toString(),
    promotionTitle: row.promotion_title,
    amount: formatMinor(row.amount),
    depositAmount: formatMinor(row.deposit_amount),
    wageringRequired: formatMinor(row.wagering_required),
    wageringDone: formatMinor(
      row.wagering_done < row.wagering_required ? row.wagering_done : row.wagering_required,
    ),
    progressPercent:
      row.status === 'converted' ? 100 : wageringProgress(row.wagering_done, row.wagering_required),
    maxBet: row.max_bet === null ? null : formatMinor(row.max_bet),
    gameWeights: row.game_weights,
    status: row.status,
    claimedAt: row.claimed_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    settledAt: row.settled_at ? row.settled_at.toISOString() : null,
  };
}

/** The smallest bonus a promotion can pay: below this what is left of its budget pays nobody. */
function smallestBonus(row: PromotionRow): bigint {
  if (row.kind === 'fixed_bonus' || row.kind === 'apply') return row.bonus_amount ?? 1n;
  if (row.kind === 'daily_checkin') {
    return ladderOf(row).reduce((least, amount) => (amount < least ? amount : least), ladderOf(row)[0] ?? 1n);
  }
  return 1n;
}

/** A daily check-in's ladder in minor units (empty for other kinds). */
function ladderOf(row: PromotionRow): bigint[] {
  return (row.checkin_rewards ?? []).map((minor) => BigInt(minor));
}

/** The member's place on a check-in ladder, as the player site shows it. */
function checkinStatus(row: PromotionRow, last: LastCheckin | null, today: string): TCheckinStatus {
  const ladder = ladderOf(row);
  const position = checkinPosition(ladder.length, last, today);
  return {
    today,
    isCheckedInToday: position.isCheckedInToday,
    todayStep: position.todayStep,
    days: ladderDays(ladder, position).map((day) => ({ ...day, amount: formatMinor(day.amount) })),
  };
}

function isBudgetSpent(row: PromotionRow): boolean {
  return row.total_budget !== null && row.total_budget - (row.spent ?? 0n) < smallestBonus(row);
}

/** What a claim would pay, computed from the promotion's rules and the member's deposits. */
interface Claimable {
  amount: bigint;
  deposit: { id: bigint; amount: bigint } | null;
}

/**
 * Promotions and the bonus wallet (issue 17): listing with each member's status, joining, claiming
 * (budget and once-per-member enforced by the database), wagering fed by the vendor wallet's bets
 * after they commit, conversion to cash, forfeiture on withdrawal, expiry, and the operator's side.
 * Money moves only through LedgerService: promotion account → member_bonus account (claim), then
 * member_bonus → member_wallet (converted) or → promotion account (forfeited, expired).
 */
/** Told after a claimed bonus committed: the glue sends the member's "bonus issued" message (issue 18). Must not throw. */
export type BonusIssuedListener = (event: {
  merchantId: bigint;
  memberId: bigint;
  bonusId: bigint;
  amount: bigint;
  promotionTitle: string;
}) => Promise<void>;

export class PromotionsService {
  private readonly issuedListeners: BonusIssuedListener[] = [];
  private clock: () => Date = () => new Date();
  private merchantLookup: (id: bigint) => Promise<MerchantZone | undefined> = async () => undefined;

  /** Set at composition: a merchant by id (the cashback job reads its currency and timezone). */
  useMerchantLookup(lookup: (id: bigint) => Promise<MerchantZone | undefined>): void {
    this.merchantLookup = lookup;
  }

  /** Set by a test: the time periods, check-in days and expiries read. */
  useClock(clock: () => Date): void {
    this.clock = clock;
  }

  /** Adds a listener told after each bonus claim committed. */
  onBonusIssued(listener: BonusIssuedListener): void {
    this.issuedListeners.push(listener);
  }

  private readonly wagering = new Map<bigint, { at: number; members: Map<bigint, bigint | null> }>();
  private readonly refreshing = new Map<bigint, Promise<Map<bigint, bigint | null>>>();
  private feed: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: PromotionsRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
    private readonly creditedDeposits: CreditedDeposits,
    private readonly gameTypeOf: GameTypeOf,
    private readonly applications: ApplicationsRepository,
    private readonly log: (message: string, detail: Record<string, unknown>) => void = () => {},
  ) {}

  // ---- the player's side ----

  /** The merchant's promotions (drafts left out), with the caller's status in each. */
  async list(
    merchant: MerchantKey,
    memberId: bigint | null,
    category?: TPromotionCategory,
  ): Promise<{ availablePromoCount: number; list: TPromotion[] }> {
    const rows = await this.repository.list(this.db, merchant.id, { category, includeDrafts: false });
    const list = await this.withStatuses(merchant, memberId, rows);
    return { availablePromoCount: countAvailable(list), list };
  }

  /** One promotion with the caller's status. Errors: NOT_FOUND (unknown or draft). */
  async one(merchant: MerchantKey, memberId: bigint | null, id: bigint): Promise<TPromotion> {
    const row = await this.repository.findById(this.db, merchant.id, id);
    if (!row || row.status === 'draft') throw new AppError('NOT_FOUND');
    const [promotion] = await this.withStatuses(merchant, memberId, [row]);
    if (!promotion) throw new AppError('NOT_FOUND');
    return promotion;
  }

  /** How many promotions the member can act on now (join or claim): the public state's availablePromoCount. */
  async availableCount(merchant: MerchantKey, memberId: bigint): Promise<number> {
    return (await this.list(merchant, memberId)).availablePromoCount;
  }

  /**
   * Joins a promotion (a repeat answers the same). A first-deposit match is for members who have
   * not deposited yet. Errors: NOT_FOUND, PROMOTION_NOT_AVAILABLE (not started, ended, paused or
   * spent), PROMOTION_NOT_ELIGIBLE.
   */
  async join(merchant: MerchantZone, memberId: bigint, id: bigint, audit: LedgerAudit): Promise<TPromotion> {
    const row = await this.openPromotion(merchant, id);
    if (row.kind === 'deposit_match' && row.deposit_trigger === 'first_deposit') {
      const joined = await this.repository.joinedAt(this.db, memberId, [row.id]);
      if (!joined.has(row.id) && (await this.creditedDeposits(merchant.id, memberId)).length > 0) {
        throw new AppError('PROMOTION_NOT_ELIGIBLE');
      }
    }
    await this.db.transaction().execute(async (tx) => {
      await this.repository.join(tx, row.id, memberId);
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action: 'promotions.join',
        detail: { promotionId: row.id.toString(), memberId: memberId.toString() },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    return this.one(merchant, memberId, id);
  }

  /**
   * Claims the promotion's bonus into the member's bonus wallet, once: the bonus row (unique per
   * member and promotion), the budget (a conditional update: concurrent claims never pass it) and
   * the ledger movement commit together or not at all. A repeat answers the bonus with
   * `replayed: true`. Errors: NOT_FOUND, PROMOTION_NOT_AVAILABLE, PROMOTION_NOT_ELIGIBLE,
   * PROMOTION_NOTHING_TO_CLAIM (a deposit match without its qualifying deposit), PROMOTION_BUDGET_SPENT.
   */
  async claim(
    merchant: MerchantZone,
    memberId: bigint,
    id: bigint,
    audit: LedgerAudit,
  ): Promise<TClaimResult> {
    const previous = await this.repository.findBonusOf(this.db, id, memberId);
    if (previous && previous.merchant_id === merchant.id) return { bonus: toBonus(previous), replayed: true };
    const found = await this.repository.findById(this.db, merchant.id, id);
    // An approved application was earned (its reward reserved from the budget at approval): it is
    // claimed even once the activity ended, paused or ran out of budget.
    const row =
      found?.kind === 'apply' && found.status !== 'draft' ? found : await this.openPromotion(merchant, id);
    if (row.kind === 'daily_checkin') {
      // The reward center's claim of a check-in is today's check-in.
      const checkedIn = await this.checkInOpen(merchant, memberId, row, audit);
      return { bonus: checkedIn.bonus, replayed: false };
    }
    if (row.kind === 'cashback') return this.claimCashback(merchant, memberId, row, audit);
    const claimable =
      row.kind === 'apply'
        ? await this.approvedReward(row.id, memberId)
        : await this.claimable(merchant, memberId, row);
    if (!claimable) {
      if (row.kind === 'apply') throw new AppError('PROMOTION_NOTHING_TO_CLAIM');
      const joined = await this.repository.joinedAt(this.db, memberId, [row.id]);
      throw new AppError(joined.has(row.id) ? 'PROMOTION_NOTHING_TO_CLAIM' : 'PROMOTION_NOT_ELIGIBLE');
    }
    const required = wageringRequirement(claimable.amount, claimable.deposit?.amount ?? 0n, {
      multiplier: row.wagering_multiplier,
      base: row.wagering_base,
    });
    const source = await this.ledger.accountFor(
      merchant.id,
      'promotion',
      promotionOwner(row.id),
      merchant.currency,
    );
    const target = await this.ledger.accountFor(
      merchant.id,
      'member_bonus',
      bonusOwner(memberId, row.id),
      merchant.currency,
    );
    const bonusId = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const inserted = await this.repository.insertBonus(tx, {
          merchant_id: merchant.id,
          member_id: memberId,
          promotion_id: row.id,
          currency: merchant.currency,
          deposit_id: claimable.deposit?.id ?? null,
          deposit_amount: claimable.deposit?.amount ?? 0n,
          amount: claimable.amount,
          wagering_required: required,
          max_bet: row.max_bet,
          game_weights: JSON.stringify(row.game_weights),
          status: 'active',
          expires_at: new Date(this.clock().getTime() + row.expiry_days * DAY_MS),
        });
        if (inserted === undefined) return undefined;
        if (row.kind !== 'apply' && !(await this.repository.reserveBudget(tx, row.id, claimable.amount))) {
          throw new AppError('PROMOTION_BUDGET_SPENT');
        }
        const posted = await this.ledger.postIn(tx, {
          merchantId: merchant.id,
          kind: 'bonus_claim',
          idempotencyKey: `bonus:${row.id}:${memberId}:claim`,
          postings: [
            { account: source, amount: -claimable.amount },
            { account: target, amount: claimable.amount },
          ],
          reference: {
            promotionId: row.id.toString(),
            memberId: memberId.toString(),
            bonusId: inserted.toString(),
            ...(claimable.deposit ? { depositId: claimable.deposit.id.toString() } : {}),
          },
          audit,
        });
        await this.repository.setBonusTransaction(tx, inserted, 'claim_transaction_id', posted.transactionId);
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'promotions.claim',
          detail: {
            promotionId: row.id.toString(),
            memberId: memberId.toString(),
            bonusId: inserted.toString(),
            amount: formatMinor(claimable.amount),
            wageringRequired: formatMinor(required),
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return inserted;
      }),
    );
    if (bonusId === undefined) {
      const existing = await this.repository.findBonusOf(this.db, id, memberId);
      if (!existing) throw new Error('bonus vanished');
      return { bonus: toBonus(existing), replayed: true };
    }
    this.rememberWagering(merchant.id, memberId, row.max_bet);
    if (required === 0n) await this.convert(bonusId);
    const issued = {
      merchantId: merchant.id,
      memberId,
      bonusId,
      amount: claimable.amount,
      promotionTitle: row.title,
    };
    for (const listener of this.issuedListeners) await listener(issued);
    const bonus = await this.repository.findBonus(this.db, bonusId);
    if (!bonus) throw new Error('bonus vanished');
    return { bonus: toBonus(bonus), replayed: false };
  }

  /**
   * Today's check-in of a daily check-in promotion (today: the merchant's local date): pays the
   * ladder's step of the member's streak as a bonus with the promotion's wagering. The check-in row
   * (one per member, promotion and day: a concurrent second one finds the first), the budget and the
   * bonus with its ledger movement commit together or not at all. Errors: NOT_FOUND,
   * PROMOTION_NOT_AVAILABLE (not a check-in, not open), PROMOTION_ALREADY_CHECKED_IN,
   * PROMOTION_BUDGET_SPENT.
   */
  async checkIn(
    merchant: MerchantZone,
    memberId: bigint,
    id: bigint,
    audit: LedgerAudit,
  ): Promise<TCheckinResult> {
    const row = await this.openPromotion(merchant, id);
    if (row.kind !== 'daily_checkin') throw new AppError('PROMOTION_NOT_AVAILABLE');
    return this.checkInOpen(merchant, memberId, row, audit);
  }

  private async checkInOpen(
    merchant: MerchantZone,
    memberId: bigint,
    row: PromotionRow,
    audit: LedgerAudit,
  ): Promise<TCheckinResult> {
    const ladder = ladderOf(row);
    const today = localDay(this.clock(), merchant.timezone);
    const issue = await this.prepareIssue(merchant, memberId, promotionOwner(row.id));
    const done = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const last = (await this.repository.lastCheckins(tx, memberId, [row.id], today)).get(row.id) ?? null;
        const position = checkinPosition(ladder.length, last, today);
        const amount = ladder[position.todayStep - 1];
        if (position.isCheckedInToday || amount === undefined) {
          throw new AppError('PROMOTION_ALREADY_CHECKED_IN');
        }
        const key = { promotion_id: row.id, member_id: memberId, day: today };
        if (!(await this.repository.insertCheckin(tx, { ...key, step: position.todayStep, amount }))) {
          throw new AppError('PROMOTION_ALREADY_CHECKED_IN');
        }
        if (!(await this.repository.reserveBudget(tx, row.id, amount))) {
          throw new AppError('PROMOTION_BUDGET_SPENT');
        }
        const issued = await issue(
          tx,
          {
            key: `checkin:${row.id}:${memberId}:${today}`,
            title: row.title,
            amount,
            wageringMultiplier: row.wagering_multiplier,
            expiryDays: row.expiry_days,
            ledgerKind: 'bonus_checkin',
            reference: { promotionId: row.id.toString(), day: today, step: String(position.todayStep) },
            maxBet: row.max_bet,
            gameWeights: row.game_weights,
          },
          audit,
        );
        await this.repository.setCheckinBonus(tx, key, issued.bonusId);
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'promotions.checkin',
          detail: {
            promotionId: row.id.toString(),
            memberId: memberId.toString(),
            day: today,
            step: position.todayStep,
            bonusId: issued.bonusId.toString(),
            amount: formatMinor(amount),
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return { bonusId: issued.bonusId, step: position.todayStep, amount };
      }),
    );
    await this.issued(merchant.id, done.bonusId);
    const bonus = await this.repository.findBonus(this.db, done.bonusId);
    if (!bonus) throw new Error('bonus vanished');
    return {
      step: done.step,
      amount: formatMinor(done.amount),
      bonus: toBonus(bonus),
      checkin: checkinStatus(row, { day: today, step: done.step }, today),
    };
  }

  /**
   * Claims the member's oldest computed cashback of the promotion into the bonus wallet with the
   * promotion's wagering: the cashback row (locked, then marked claimed), the budget and the bonus
   * with its ledger movement commit together; a concurrent claim waits and finds it claimed.
   * Errors: PROMOTION_NOTHING_TO_CLAIM, PROMOTION_BUDGET_SPENT.
   */
  private async claimCashback(
    merchant: MerchantZone,
    memberId: bigint,
    row: PromotionRow,
    audit: LedgerAudit,
  ): Promise<TClaimResult> {
    const issue = await this.prepareIssue(merchant, memberId, promotionOwner(row.id));
    const bonusId = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const due = await this.repository.lockClaimableCashback(tx, row.id, memberId);
        if (!due) throw new AppError('PROMOTION_NOTHING_TO_CLAIM');
        if (!(await this.repository.reserveBudget(tx, row.id, due.amount))) {
          throw new AppError('PROMOTION_BUDGET_SPENT');
        }
        const issued = await issue(
          tx,
          {
            key: `cashback:${row.id}:${memberId}:${due.period_key}`,
            title: row.title,
            amount: due.amount,
            wageringMultiplier: row.wagering_multiplier,
            expiryDays: row.expiry_days,
            ledgerKind: 'bonus_cashback',
            reference: { promotionId: row.id.toString(), period: due.period_key },
            maxBet: row.max_bet,
            gameWeights: row.game_weights,
          },
          audit,
        );
        const key = { promotionId: row.id, memberId, periodKey: due.period_key };
        await this.repository.markCashbackClaimed(tx, key, issued.bonusId);
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'promotions.cashback.claim',
          detail: {
            promotionId: row.id.toString(),
            memberId: memberId.toString(),
            period: due.period_key,
            netLoss: formatMinor(due.net_loss),
            amount: formatMinor(due.amount),
            bonusId: issued.bonusId.toString(),
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return issued.bonusId;
      }),
    );
    await this.issued(merchant.id, bonusId);
    const bonus = await this.repository.findBonus(this.db, bonusId);
    if (!bonus) throw new Error('bonus vanished');
    return { bonus: toBonus(bonus), replayed: false };
  }

  /**
   * The job: each active cashback promotion's last finished period (a day or a week of the
   * merchant's calendar, within the promotion's own period), each member's net loss over it, and
   * the cashback it pays, recorded once per member and period (a repeated run adds nothing).
   * Answers how many cashbacks it recorded.
   */
  async computeCashbacks(now: Date): Promise<number> {
    let recorded = 0;
    for (const row of await this.repository.activeCashbackPromotions(this.db)) {
      const merchant = await this.merchantLookup(row.merchant_id);
      const period = row.cashback_period;
      if (!merchant || !period || row.cashback_percent === null || row.cashback_cap === null) continue;
      const current = periodContaining(period, now, merchant.timezone);
      const finished = periodContaining(period, new Date(current.start.getTime() - 1), merchant.timezone);
      const from = finished.start < row.starts_at ? row.starts_at : finished.start;
      const to = row.ends_at !== null && row.ends_at < finished.end ? row.ends_at : finished.end;
      if (from >= to) continue;
      const periodKey = localDay(finished.start, merchant.timezone);
      for (const { memberId, loss } of await this.repository.netLosses(this.db, row.merchant_id, from, to)) {
        const amount = cashbackAmount(loss, {
          percent: row.cashback_percent,
          minLoss: row.cashback_min_loss ?? 0n,
          cap: row.cashback_cap,
        });
        if (amount <= 0n) continue;
        const inserted = await this.repository.insertCashback(this.db, {
          promotion_id: row.id,
          member_id: memberId,
          period_key: periodKey,
          period_start: from,
          period_end: to,
          net_loss: loss,
          amount,
          status: 'claimable',
        });
        if (inserted) recorded += 1;
      }
    }
    return recorded;
  }

  /** The member's bonus wallet: the bonus money still wagering, and every bonus with its progress. */
  async bonusWallet(merchant: MerchantKey, memberId: bigint): Promise<TBonusWallet> {
    const rows = await this.repository.bonusesOf(this.db, merchant.id, memberId);
    const active = rows.filter((row) => row.status === 'active').reduce((sum, row) => sum + row.amount, 0n);
    return { activeBonusBalance: formatMinor(active), bonuses: rows.map(toBonus) };
  }

  /** Other features' rewards in the reward center (VIP, missions...), set at composition. */
  private readonly rewardSources: RewardSource[] = [];

  /** Set at composition: a feature whose rewards the reward center lists and claims (issue 17). */
  useRewardSource(source: RewardSource): void {
    this.rewardSources.push(source);
  }

  /** The reward center: every reward the member can claim now (promotions, then each source's), with the badge count. */
  async rewards(merchant: MerchantZone, memberId: bigint): Promise<TRewardList> {
    const { list } = await this.list(merchant, memberId);
    const claimable = list.filter((promotion) => promotion.memberStatus === 'claim');
    const rewards: TReward[] = claimable.map((promotion) => {
      const amount = parseMinor(promotion.claimableAmount ?? '0');
      const image = [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
      return {
        id: `promotion:${promotion.id}`,
        source: 'promotion' as const,
        promotionId: promotion.id,
        rewardKind: null,
        title: promotion.title,
        amount: formatMinor(amount),
        wageringRequired: formatMinor(
          wageringRequirement(amount, 0n, {
            multiplier: promotion.wageringMultiplier,
            base: 'bonus',
          }),
        ),
        expiresAt: promotion.endTime,
        imageUrl: image?.url ?? null,
      };
    });
    for (const source of this.rewardSources) rewards.push(...(await source.list(merchant, memberId)));
    return { count: rewards.length, list: rewards };
  }

  /**
   * Claims one reward of another source by its reward-center id (`<source>:<key>`), paid as that
   * source pays it. Promotions claim through `claim` (into the bonus wallet). Errors: NOT_FOUND
   * (unknown source or reward) and the source's own.
   */
  async claimReward(
    merchant: MerchantZone,
    memberId: bigint,
    id: string,
    audit: LedgerAudit,
  ): Promise<TRewardClaimResult> {
    const colon = id.indexOf(':');
    const source = this.rewardSources.find((one) => one.source === id.slice(0, colon));
    if (colon < 1 || !source) throw new AppError('NOT_FOUND');
    const paid = await source.claim(merchant, memberId, id.slice(colon + 1), audit);
    return { id, source: source.source, amount: formatMinor(paid.amount), replayed: paid.replayed };
  }

  /** The reward badge: how many rewards wait to be claimed. */
  async rewardCount(merchant: MerchantZone, memberId: bigint): Promise<number> {
    return (await this.rewards(merchant, memberId)).count;
  }

  // ---- the wallet's side ----

  /**
   * The max-bet rule while a bonus wagers, checked by the vendor wallet before a bet moves money.
   * Reads a per-merchant list of members with a wagering bonus, refreshed at most every few seconds
   * (one query per merchant, never one per bet). Errors: BONUS_MAX_BET_EXCEEDED ({ maxBet }).
   */
  async checkBet(merchantId: bigint, memberId: bigint, amount: bigint): Promise<void> {
    const members = await this.wageringMembers(merchantId);
    const maxBet = members.get(memberId);
    if (maxBet !== undefined && maxBet !== null && amount > maxBet) {
      throw new AppError('BONUS_MAX_BET_EXCEEDED', { value: { maxBet: formatMinor(maxBet) } });
    }
  }

  /**
   * A committed vendor bet, told after the wallet answered: queued and counted off the hot path,
   * once per bet and bonus (the bet's id is the key), converting a bonus whose requirement is met.
   * Bets of members without a wagering bonus cost nothing but a map lookup.
   */
  betSettled(bet: SettledBet): void {
    const known = this.wagering.get(bet.merchantId);
    if (known && Date.now() - known.at < WAGERING_SNAPSHOT_MS && !known.members.has(bet.memberId)) return;
    this.feed = this.feed
      .then(() => this.countBet(bet))
      .catch((error: unknown) => this.log('bonus wagering feed failed', { error: String(error) }));
  }

  /**
   * A bet the vendor rolled back (refunded), told after the commit: queued behind the bets, so a
   * refund never overtakes its bet, and taken back out of the bonuses still wagering.
   */
  betRefunded(bet: {
    merchantId: bigint;
    memberId: bigint;
    vendorCode: string;
    betTransactionId: string;
  }): void {
    this.feed = this.feed
      .then(() =>
        this.db.transaction().execute((tx) =>
          this.repository.uncountBet(tx, {
            merchantId: bet.merchantId,
            memberId: bet.memberId,
            vendorCode: bet.vendorCode,
            vendorTxId: bet.betTransactionId,
          }),
        ),
      )
      .then(() => undefined)
      .catch((error: unknown) => this.log('bonus wagering refund failed', { error: String(error) }));
  }

  /** Waits until every bet told so far is counted (tests and shutdown). */
  async drain(): Promise<void> {
    await this.feed;
  }

  /** Counts one bet towards each of the member's wagering bonuses; converts those now met. */
  async countBet(bet: SettledBet): Promise<void> {
    const active = await this.repository.activeBonuses(this.db, bet.merchantId, bet.memberId);
    if (active.length === 0) return;
    const gameType = await this.gameTypeOf(bet.vendorCode, bet.gameCode);
    for (const bonus of active) {
      const counted = wageringContribution(bet.amount, gameType, bonus.game_weights);
      const after = await this.db.transaction().execute((tx) =>
        this.repository.countBet(tx, {
          bonusId: bonus.id,
          vendorCode: bet.vendorCode,
          vendorTxId: bet.vendorTxId,
          gameType,
          amount: bet.amount,
          counted,
        }),
      );
      if (after && after.done >= after.required) await this.convert(bonus.id);
    }
  }

  /**
   * Issues another feature's bonus into the member's bonus wallet inside the caller's transaction
   * (the points mall's redeem: the points, the stock and the bonus commit together or not at all):
   * the bonus row with its wagering, and the ledger movement from the issuer's 'promotion' account
   * (`issuer` is its owner) to the member's bonus account for that issuer. A forfeit or expiry
   * returns it there. The accounts are looked up first (outside any transaction); the returned step
   * runs inside it and answers the bonus and its ledger transaction. After the commit, call `issued`.
   */
  async prepareIssue(
    merchant: MerchantRef,
    memberId: bigint,
    issuer: string,
  ): Promise<
    (
      tx: Transaction<Database>,
      bonus: IssuedBonus,
      audit: LedgerAudit,
    ) => Promise<{ bonusId: bigint; transactionId: bigint }>
  > {
    const source = await this.ledger.accountFor(merchant.id, 'promotion', issuer, merchant.currency);
    const target = await this.ledger.accountFor(
      merchant.id,
      'member_bonus',
      bonusAccountOwner({ member_id: memberId, promotion_id: null, issuer }),
      merchant.currency,
    );
    return async (tx, bonus, audit) => {
      const required = wageringRequirement(bonus.amount, 0n, {
        multiplier: bonus.wageringMultiplier,
        base: 'bonus',
      });
      const id = await this.repository.insertIssuedBonus(tx, {
        merchant_id: merchant.id,
        member_id: memberId,
        promotion_id: null,
        issuer,
        title: bonus.title,
        issue_key: bonus.key,
        currency: merchant.currency,
        deposit_id: null,
        deposit_amount: 0n,
        amount: bonus.amount,
        wagering_required: required,
        max_bet: bonus.maxBet ?? null,
        game_weights: JSON.stringify(bonus.gameWeights ?? ISSUED_GAME_WEIGHTS),
        status: 'active',
        expires_at: new Date(this.clock().getTime() + bonus.expiryDays * DAY_MS),
      });
      const posted = await this.ledger.postIn(tx, {
        merchantId: merchant.id,
        kind: bonus.ledgerKind,
        idempotencyKey: `bonus:issued:${id}:claim`,
        postings: [
          { account: source, amount: -bonus.amount },
          { account: target, amount: bonus.amount },
        ],
        reference: { ...bonus.reference, bonusId: id.toString(), memberId: memberId.toString() },
        audit,
      });
      await this.repository.setBonusTransaction(tx, id, 'claim_transaction_id', posted.transactionId);
      return { bonusId: id, transactionId: posted.transactionId };
    };
  }

  /**
   * After an issued bonus committed: its wagering counts from the member's next bet, a bonus
   * without wagering converts to cash at once, and the "bonus issued" listeners hear of it.
   */
  async issued(merchantId: bigint, bonusId: bigint): Promise<void> {
    const bonus = await this.repository.findBonus(this.db, bonusId);
    if (bonus?.merchant_id !== merchantId) throw new Error('issued bonus vanished');
    this.forgetWagering(merchantId, bonus.member_id);
    if (bonus.wagering_required === 0n) await this.convert(bonusId);
    const event = {
      merchantId,
      memberId: bonus.member_id,
      bonusId,
      amount: bonus.amount,
      promotionTitle: bonus.promotion_title,
    };
    for (const listener of this.issuedListeners) await listener(event);
  }

  /**
   * Converts a bonus whose wagering is met into cash: member_bonus → member_wallet in one ledger
   * transaction, once (the status change from 'active' is the guard). Answers whether this call did it.
   */
  async convert(bonusId: bigint): Promise<boolean> {
    return this.settle(bonusId, 'converted');
  }

  /**
   * The withdrawal rule while wagering, asked by the cashier before it holds the money: the
   * member's wagering bonuses (none: the withdrawal goes ahead). Refusing is the cashier's
   * call (BONUS_WAGERING_ACTIVE names them); forfeiting needs the member's confirmation.
   */
  async wageringBonuses(merchantId: bigint, memberId: bigint): Promise<{ id: string; title: string }[]> {
    const rows = await this.repository.activeBonuses(this.db, merchantId, memberId);
    return rows.map((row) => ({ id: row.id.toString(), title: row.promotion_title }));
  }

  /**
   * Forfeits every wagering bonus of the member inside the caller's transaction (the withdrawal's):
   * member_bonus → promotion account, so the withdrawal and the forfeit commit together. The
   * accounts are looked up first (outside any transaction); the returned step runs inside it.
   */
  async prepareForfeit(
    merchant: MerchantRef,
    memberId: bigint,
    audit: LedgerAudit,
  ): Promise<(tx: Transaction<Database>) => Promise<void>> {
    const rows = await this.repository.activeBonuses(this.db, merchant.id, memberId);
    const steps: { id: bigint; from: bigint; to: bigint }[] = [];
    for (const row of rows) {
      steps.push({
        id: row.id,
        from: await this.ledger.accountFor(
          merchant.id,
          'member_bonus',
          bonusAccountOwner(row),
          merchant.currency,
        ),
        to: await this.ledger.accountFor(merchant.id, 'promotion', payerOwner(row), merchant.currency),
      });
    }
    return async (tx) => {
      for (const step of steps) {
        const won = await this.repository.settleBonus(tx, step.id, 'forfeited');
        if (!won) continue;
        await this.moveBonus(tx, merchant.id, won, 'forfeited', { from: step.from, to: step.to }, audit);
      }
      if (steps.length > 0) this.forgetWagering(merchant.id, memberId);
    };
  }

  /**
   * The job: catches up on what the in-memory feed lost (a process stopped between a bet's commit
   * and its count): refunds not yet taken back, then bets not yet counted, each once (the unique
   * row per bet and bonus); then finishes conversions the feed left and expires bonuses past their
   * date. Answers how many of each.
   */
  async settleDue(
    now: Date,
  ): Promise<{ refunded: number; counted: number; expired: number; converted: number }> {
    let refunded = 0;
    let counted = 0;
    let expired = 0;
    let converted = 0;
    for (const row of await this.repository.refundedStillCounted(this.db, 500)) {
      refunded += await this.db.transaction().execute((tx) =>
        this.repository.uncountBet(tx, {
          merchantId: row.merchant_id,
          memberId: row.member_id,
          vendorCode: row.vendor_code,
          vendorTxId: row.vendor_tx_id,
        }),
      );
    }
    for (const row of await this.repository.uncountedBets(this.db, 500)) {
      if (row.amount === null) continue;
      const gameType = await this.gameTypeOf(row.vendor_code, row.game_code);
      const amount = row.amount;
      const after = await this.db.transaction().execute((tx) =>
        this.repository.countBet(tx, {
          bonusId: row.bonus_id,
          vendorCode: row.vendor_code,
          vendorTxId: row.vendor_tx_id,
          gameType,
          amount,
          counted: wageringContribution(amount, gameType, row.game_weights),
        }),
      );
      if (after) counted += 1;
    }
    for (const row of await this.repository.dueForConversion(this.db, 500)) {
      if (await this.settle(row.id, 'converted')) converted += 1;
    }
    for (const row of await this.repository.dueForExpiry(this.db, now, 500)) {
      if (await this.settle(row.id, 'expired')) expired += 1;
    }
    return { refunded, counted, expired, converted };
  }

  // ---- the operator's side ----

  /** A page of the merchant's promotions (drafts included), by kind and state, each with its report. */
  async adminPage(merchant: MerchantRef, query: TAdminPromotionsQuery): Promise<TAdminPromotionPage> {
    const { rows, total } = await this.repository.adminPage(this.db, merchant.id, query, this.clock());
    return {
      list: await this.withReports(merchant, rows),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** One promotion of the merchant with its report. Errors: NOT_FOUND. */
  async adminOne(merchant: MerchantRef, id: bigint): Promise<TAdminPromotion> {
    const row = await this.repository.findById(this.db, merchant.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [found] = await this.withReports(merchant, [row]);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /** Creates a promotion (audited). Errors: CONFLICT (code taken), VALIDATION_FAILED (rules of its kind missing). */
  async create(
    merchant: MerchantRef,
    input: TAdminPromotionInput,
    audit: LedgerAudit,
  ): Promise<TAdminPromotion> {
    const row = fromAdminInput(merchant.id, input);
    const id = await this.db.transaction().execute(async (tx) => {
      const inserted = await this.repository.insert(tx, row);
      if (inserted === undefined)
        throw new AppError('CONFLICT', {
          detail: 'promotion code taken',
          value: { fields: [{ field: 'body.code', message: 'This code is taken' }] },
        });
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action: 'promotions.create',
        detail: { promotionId: inserted.toString(), ...input },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
      return inserted;
    });
    return this.adminOne(merchant, id);
  }

  /**
   * Changes a promotion read at `patch.version`: schedule, pause, resume, edit (audited in the same
   * transaction). Errors: NOT_FOUND, CONFLICT (someone changed it meanwhile: nothing is written),
   * VALIDATION_FAILED (the merged rules of its kind are not whole).
   */
  async update(
    merchant: MerchantRef,
    id: bigint,
    patch: TAdminPromotionPatch,
    audit: LedgerAudit,
  ): Promise<TAdminPromotion> {
    const { version, ...fields } = patch;
    await this.db.transaction().execute(async (tx) => {
      const current = await this.repository.lock(tx, merchant.id, id);
      if (!current) throw new AppError('NOT_FOUND');
      if (current.version !== version)
        throw new AppError('CONFLICT', {
          detail: 'promotion changed meanwhile',
          value: { version: current.version },
        });
      const merged = fromAdminInput(merchant.id, { ...toAdminInput(current), ...fields });
      const { merchant_id: _merchant, code: _code, ...changes } = merged;
      if (!(await this.repository.update(tx, merchant.id, id, version, changes satisfies PromotionChanges)))
        throw new AppError('CONFLICT', { detail: 'promotion changed meanwhile' });
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action: 'promotions.update',
        detail: { promotionId: id.toString(), fromVersion: version, ...fields },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    return this.adminOne(merchant, id);
  }

  /** The operator's view of `rows`, each with where it stands now and its report. */
  private async withReports(merchant: MerchantRef, rows: PromotionRow[]): Promise<TAdminPromotion[]> {
    const { joined, bonuses } = await this.repository.report(
      this.db,
      merchant.id,
      rows.map((row) => row.id),
    );
    const now = this.clock().getTime();
    return rows.map((row) => {
      const of = bonuses.filter((b) => b.promotion_id === row.id);
      const count = (status: string) => Number(of.find((b) => b.status === status)?.n ?? 0);
      return {
        ...toAdminInput(row),
        id: row.id.toString(),
        state: stateOf(row, now),
        version: row.version,
        updatedAt: row.updated_at.toISOString(),
        spent: formatMinor(row.spent ?? 0n),
        report: {
          joined: Number(joined.find((j) => j.promotion_id === row.id)?.n ?? 0),
          claimed: of.reduce((sum, b) => sum + Number(b.n), 0),
          active: count('active'),
          converted: count('converted'),
          forfeited: count('forfeited'),
          expired: count('expired'),
          convertedAmount: formatMinor(BigInt(of.find((b) => b.status === 'converted')?.total ?? 0)),
        },
      };
    });
  }

  // ---- internals ----

  /** The reward of the member's approved application to an apply activity, or undefined. */
  private async approvedReward(promotionId: bigint, memberId: bigint): Promise<Claimable | undefined> {
    const approved = await this.applications.approvedOf(this.db, promotionId, memberId);
    return approved?.amount ? { amount: approved.amount, deposit: null } : undefined;
  }

  /**
   * A promotion a member may act on now (join, claim, check in, apply). Errors: NOT_FOUND,
   * PROMOTION_NOT_AVAILABLE, PROMOTION_BUDGET_SPENT.
   */
  async openPromotion(merchant: MerchantRef, id: bigint): Promise<PromotionRow> {
    const row = await this.repository.findById(this.db, merchant.id, id);
    if (!row || row.status === 'draft') throw new AppError('NOT_FOUND');
    const now = this.clock().getTime();
    if (
      row.status !== 'active' ||
      row.starts_at.getTime() > now ||
      (row.ends_at !== null && row.ends_at.getTime() <= now)
    ) {
      throw new AppError('PROMOTION_NOT_AVAILABLE');
    }
    if (isBudgetSpent(row)) throw new AppError('PROMOTION_BUDGET_SPENT');
    return row;
  }

  /**
   * What the member could claim from the promotion now: a fixed bonus; or the match of the first
   * credited deposit since joining that reaches the minimum (for a first-deposit match, the
   * member's first deposit ever). Undefined when nothing qualifies.
   */
  private async claimable(
    merchant: MerchantKey,
    memberId: bigint,
    row: PromotionRow,
    known?: { joinedAt: Date | undefined; deposits: { id: bigint; amount: bigint; creditedAt: Date }[] },
  ): Promise<Claimable | undefined> {
    if (row.kind === 'fixed_bonus')
      return row.bonus_amount ? { amount: row.bonus_amount, deposit: null } : undefined;
    const joinedAt = known
      ? known.joinedAt
      : (await this.repository.joinedAt(this.db, memberId, [row.id])).get(row.id);
    if (!joinedAt) return undefined;
    const deposits = known?.deposits ?? (await this.creditedDeposits(merchant.id, memberId));
    const since = Math.max(joinedAt.getTime(), row.starts_at.getTime());
    const candidates = row.deposit_trigger === 'first_deposit' ? deposits.slice(0, 1) : deposits;
    const deposit = candidates.find(
      (d) =>
        d.creditedAt.getTime() >= since &&
        (row.ends_at === null || d.creditedAt.getTime() < row.ends_at.getTime()) &&
        d.amount >= (row.min_deposit ?? 0n),
    );
    if (!deposit) return undefined;
    const amount = depositMatchBonus(deposit.amount, {
      percent: row.match_percent ?? 0,
      cap: row.max_bonus ?? 0n,
      minDeposit: row.min_deposit ?? 0n,
    });
    return amount > 0n ? { amount, deposit: { id: deposit.id, amount: deposit.amount } } : undefined;
  }

  private async withStatuses(
    merchant: MerchantKey,
    memberId: bigint | null,
    rows: PromotionRow[],
  ): Promise<TPromotion[]> {
    const now = this.clock().getTime();
    const today = localDay(new Date(now), merchant.timezone);
    const checkinIds = rows.filter((row) => row.kind === 'daily_checkin').map((row) => row.id);
    const checkins =
      memberId === null
        ? new Map<bigint, LastCheckin>()
        : await this.repository.lastCheckins(this.db, memberId, checkinIds, today);
    const cashbacks =
      memberId === null
        ? new Map<bigint, { periodKey: string; amount: bigint }>()
        : await this.repository.claimableCashbacks(
            this.db,
            memberId,
            rows.filter((row) => row.kind === 'cashback').map((row) => row.id),
          );
    const joined =
      memberId === null
        ? new Map<bigint, Date>()
        : await this.repository.joinedAt(
            this.db,
            memberId,
            rows.map((r) => r.id),
          );
    const bonuses = memberId === null ? [] : await this.repository.bonusesOf(this.db, merchant.id, memberId);
    const applications =
      memberId === null
        ? new Map<bigint, ApplicationRow & { image_count: number }>()
        : await this.applications.ofMember(
            this.db,
            memberId,
            rows.filter((row) => row.kind === 'apply').map((row) => row.id),
          );
    const needsDeposits =
      memberId !== null && rows.some((row) => row.kind === 'deposit_match' && joined.has(row.id));
    const deposits =
      needsDeposits && memberId !== null ? await this.creditedDeposits(merchant.id, memberId) : [];
    const result: TPromotion[] = [];
    for (const row of rows) {
      const bonus = bonuses.find((b) => b.promotion_id === row.id);
      let status: TPromotionMemberStatus;
      let claimableAmount: bigint | null = null;
      const checkin =
        row.kind === 'daily_checkin' ? checkinStatus(row, checkins.get(row.id) ?? null, today) : null;
      if (row.kind === 'daily_checkin' && row.starts_at.getTime() > now) {
        status = 'coming_soon';
      } else if (row.kind === 'daily_checkin') {
        const isOpen =
          row.status === 'active' &&
          (row.ends_at === null || row.ends_at.getTime() > now) &&
          !isBudgetSpent(row);
        // 'joined' is the spec's "signed": checked in today, back tomorrow.
        status = !isOpen ? 'close' : checkin?.isCheckedInToday ? 'joined' : 'claim';
        const step = checkin?.days[checkin.todayStep - 1];
        claimableAmount = status === 'claim' && memberId !== null && step ? parseMinor(step.amount) : null;
      } else if (row.kind === 'cashback') {
        // Nothing to join: a member with a computed cashback may claim it (even once the offer
        // ended: it was earned), otherwise they are in ('joined') while the offer runs.
        const due = cashbacks.get(row.id);
        const isOpen =
          row.status === 'active' &&
          (row.ends_at === null || row.ends_at.getTime() > now) &&
          !isBudgetSpent(row);
        if (row.starts_at.getTime() > now) status = 'coming_soon';
        else if (due && row.status === 'active' && !isBudgetSpent(row)) status = 'claim';
        else if (!isOpen) status = 'close';
        else status = memberId === null ? 'join' : 'joined';
        claimableAmount = status === 'claim' && due ? due.amount : null;
      } else if (row.kind === 'apply' && !bonus && applications.has(row.id)) {
        // Applied: waiting for the operator, rejected (with the remark), or approved and claimable
        // (even once the activity closed: the reward was reserved at approval).
        const application = applications.get(row.id);
        status = application?.status === 'approved' ? 'claim' : (application?.status ?? 'applying');
        claimableAmount = status === 'claim' ? (application?.amount ?? null) : null;
      } else if (bonus) {
        status = bonus.status === 'active' ? 'process' : bonus.status === 'converted' ? 'claimed' : 'close';
      } else if (row.starts_at.getTime() > now) {
        status = 'coming_soon';
      } else if (
        row.status !== 'active' ||
        (row.ends_at !== null && row.ends_at.getTime() <= now) ||
        isBudgetSpent(row)
      ) {
        status = 'close';
      } else if (memberId === null || row.kind === 'apply') {
        // An apply activity's 'join' is "may apply".
        status = row.kind === 'fixed_bonus' ? 'claim' : 'join';
      } else if (row.kind === 'fixed_bonus') {
        status = 'claim';
        claimableAmount = row.bonus_amount;
      } else if (!joined.has(row.id)) {
        // A first-deposit match is closed to a member who has deposited already.
        const hasDeposited =
          row.deposit_trigger === 'first_deposit' &&
          (await this.creditedDeposits(merchant.id, memberId)).length > 0;
        status = hasDeposited ? 'close' : 'join';
      } else {
        const claimable = await this.claimable(merchant, memberId, row, {
          joinedAt: joined.get(row.id),
          deposits,
        });
        status = claimable ? 'claim' : 'joined';
        claimableAmount = claimable?.amount ?? null;
      }
      result.push({
        ...toRules(row),
        id: row.id.toString(),
        code: row.code,
        category: row.category,
        title: row.title,
        summary: row.summary,
        terms: row.terms,
        announcementImages: [...row.images].sort((a, b) => a.sequence - b.sequence),
        startTime: row.starts_at.toISOString(),
        endTime: row.ends_at ? row.ends_at.toISOString() : null,
        isBudgetSpent: isBudgetSpent(row),
        memberStatus: status,
        claimableAmount: claimableAmount === null ? null : formatMinor(claimableAmount),
        checkin,
        application: applicationOf(applications.get(row.id)),
      });
    }
    return result;
  }

  /** Ends a wagering bonus once and moves its money: to the wallet (converted) or back (forfeited, expired). */
  private async settle(bonusId: bigint, status: 'converted' | 'expired'): Promise<boolean> {
    const bonus = await this.repository.findBonus(this.db, bonusId);
    if (bonus?.status !== 'active') return false;
    const currency = bonus.currency;
    const from = await this.ledger.accountFor(
      bonus.merchant_id,
      'member_bonus',
      bonusAccountOwner(bonus),
      currency,
    );
    const to =
      status === 'converted'
        ? await this.ledger.accountFor(
            bonus.merchant_id,
            'member_wallet',
            bonus.member_id.toString(),
            currency,
          )
        : await this.ledger.accountFor(bonus.merchant_id, 'promotion', payerOwner(bonus), currency);
    const won = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const row = await this.repository.settleBonus(tx, bonusId, status, {
          onlyWhenMet: status === 'converted',
        });
        if (!row) return false;
        await this.moveBonus(tx, bonus.merchant_id, row, status, { from, to }, SYSTEM_AUDIT);
        return true;
      }),
    );
    if (won) {
      this.forgetWagering(bonus.merchant_id, bonus.member_id);
      if (status === 'converted') this.balances.changed(bonus.merchant_id, bonus.member_id);
    }
    return won;
  }

  private async moveBonus(
    tx: Transaction<Database>,
    merchantId: bigint,
    row: SettledBonus,
    status: 'converted' | 'forfeited' | 'expired',
    accounts: { from: bigint; to: bigint },
    audit: LedgerAudit,
  ): Promise<void> {
    const posted = await this.ledger.postIn(tx, {
      merchantId,
      kind:
        status === 'converted' ? 'bonus_convert' : status === 'forfeited' ? 'bonus_forfeit' : 'bonus_expire',
      idempotencyKey:
        row.promotion_id !== null
          ? `bonus:${row.promotion_id}:${row.member_id}:settle`
          : `bonus:issued:${row.id}:settle`,
      postings: [
        { account: accounts.from, amount: -row.amount },
        { account: accounts.to, amount: row.amount },
      ],
      reference: {
        bonusId: row.id.toString(),
        ...(row.promotion_id !== null
          ? { promotionId: row.promotion_id.toString() }
          : { issuer: row.issuer ?? '' }),
        memberId: row.member_id.toString(),
      },
      audit,
    });
    await this.repository.setBonusTransaction(tx, row.id, 'settle_transaction_id', posted.transactionId);
    await this.audit.record(tx, {
      merchantId,
      actor: audit.actor,
      action: `promotions.bonus.${status}`,
      detail: {
        bonusId: row.id.toString(),
        memberId: row.member_id.toString(),
        amount: formatMinor(row.amount),
      },
      ip: audit.ip ?? null,
      requestId: audit.requestId ?? null,
    });
  }

  private async wageringMembers(merchantId: bigint): Promise<Map<bigint, bigint | null>> {
    const known = this.wagering.get(merchantId);
    if (known && Date.now() - known.at < WAGERING_SNAPSHOT_MS) return known.members;
    let pending = this.refreshing.get(merchantId);
    if (!pending) {
      pending = this.repository
        .activeWagering(this.db, merchantId)
        .then((rows) => {
          const members = new Map(rows.map((row) => [row.memberId, row.maxBet]));
          this.wagering.set(merchantId, { at: Date.now(), members });
          return members;
        })
        .finally(() => this.refreshing.delete(merchantId));
      this.refreshing.set(merchantId, pending);
    }
    return pending;
  }

  private rememberWagering(merchantId: bigint, memberId: bigint, maxBet: bigint | null): void {
    const known = this.wagering.get(merchantId);
    if (!known) return;
    const current = known.members.get(memberId);
    known.members.set(
      memberId,
      current === undefined
        ? maxBet
        : current === null
          ? maxBet
          : maxBet === null || current < maxBet
            ? current
            : maxBet,
    );
  }

  private forgetWagering(merchantId: bigint, _memberId: bigint): void {
    // The member may hold other wagering bonuses: the next check reads them afresh.
    this.wagering.delete(merchantId);
  }
}

/** The member's application as the player site shows it. */
function applicationOf(
  row: (ApplicationRow & { image_count: number }) | undefined,
): TPromotion['application'] {
  if (!row) return null;
  return {
    id: row.id.toString(),
    status: row.status,
    comment: row.comment,
    remark: row.remark,
    imageCount: row.image_count,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}

function countAvailable(list: TPromotion[]): number {
  return list.filter((p) => p.memberStatus === 'join' || p.memberStatus === 'claim').length;
}

function toRules(row: PromotionRow) {
  return {
    kind: row.kind,
    depositTrigger: row.deposit_trigger,
    matchPercent: row.match_percent,
    maxBonus: row.max_bonus === null ? null : formatMinor(row.max_bonus),
    minDeposit: formatMinor(row.min_deposit ?? 0n),
    bonusAmount: row.bonus_amount === null ? null : formatMinor(row.bonus_amount),
    checkinRewards: row.checkin_rewards === null ? null : ladderOf(row).map((amount) => formatMinor(amount)),
    cashback:
      row.kind === 'cashback' &&
      row.cashback_percent !== null &&
      row.cashback_period &&
      row.cashback_cap !== null
        ? {
            percent: row.cashback_percent,
            period: row.cashback_period,
            minLoss: formatMinor(row.cashback_min_loss ?? 0n),
            cap: formatMinor(row.cashback_cap),
          }
        : null,
    wageringMultiplier: row.wagering_multiplier,
    wageringBase: row.wagering_base,
    gameWeights: row.game_weights,
    maxBet: row.max_bet === null ? null : formatMinor(row.max_bet),
    expiryDays: row.expiry_days,
  };
}

function toAdminInput(row: PromotionRow): TAdminPromotionInput {
  return {
    ...toRules(row),
    code: row.code,
    category: row.category,
    status: row.status,
    title: row.title,
    summary: row.summary,
    terms: row.terms,
    images: row.images,
    sortOrder: row.sort_order ?? 0,
    startTime: row.starts_at.toISOString(),
    endTime: row.ends_at ? row.ends_at.toISOString() : null,
    totalBudget: row.total_budget === null ? null : formatMinor(row.total_budget),
  };
}

/** Where a promotion stands at `now` (the console's state). */
function stateOf(row: PromotionRow, now: number): TPromotionState {
  if (row.status !== 'active') return row.status;
  if (row.starts_at.getTime() > now) return 'scheduled';
  if (row.ends_at !== null && row.ends_at.getTime() <= now) return 'ended';
  return 'live';
}

/**
 * The row of an operator's input, checking the rules its kind needs (the contracts'
 * promotionRuleIssues, which the console's form runs too). Errors: VALIDATION_FAILED, naming each
 * field in `value.fields` as a schema refusal does.
 */
function fromAdminInput(merchantId: bigint, input: TAdminPromotionInput): NewPromotion {
  const money = (text: string | null) => (text === null ? null : parseMinor(text));
  const issues = promotionRuleIssues(input);
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      detail: issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '),
      value: { fields: issues.map((issue) => ({ field: `body.${issue.field}`, message: issue.message })) },
    });
  }
  const cashback = input.kind === 'cashback' ? input.cashback : null;
  const positive = (text: string | null) => {
    const value = money(text);
    if (value !== null && value <= 0n)
      throw new AppError('VALIDATION_FAILED', { detail: 'amounts must be positive' });
    return value;
  };
  return {
    merchant_id: merchantId,
    code: input.code,
    category: input.category,
    kind: input.kind,
    status: input.status,
    title: input.title,
    summary: input.summary,
    terms: input.terms,
    images: JSON.stringify(input.images),
    sort_order: input.sortOrder,
    starts_at: new Date(input.startTime),
    ends_at: input.endTime === null ? null : new Date(input.endTime),
    deposit_trigger: input.kind === 'deposit_match' ? input.depositTrigger : null,
    match_percent: input.kind === 'deposit_match' ? input.matchPercent : null,
    max_bonus: input.kind === 'deposit_match' ? positive(input.maxBonus) : null,
    min_deposit: parseMinor(input.minDeposit),
    bonus_amount: input.kind === 'fixed_bonus' || input.kind === 'apply' ? positive(input.bonusAmount) : null,
    checkin_rewards:
      input.kind === 'daily_checkin' && input.checkinRewards
        ? JSON.stringify(input.checkinRewards.map((amount) => String(positive(amount))))
        : null,
    cashback_percent: cashback?.percent ?? null,
    cashback_period: cashback?.period ?? null,
    cashback_min_loss: cashback ? parseMinor(cashback.minLoss) : null,
    cashback_cap: cashback ? positive(cashback.cap) : null,
    wagering_multiplier: input.wageringMultiplier,
    wagering_base: input.wageringBase,
    game_weights: JSON.stringify(input.gameWeights),
    max_bet: positive(input.maxBet),
    expiry_days: input.expiryDays,
    total_budget: positive(input.totalBudget),
  };
}
