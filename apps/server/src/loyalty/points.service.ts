import { randomInt } from 'node:crypto';
import {
  formatMinor,
  GAME_TYPES,
  parseMinor,
  type TAdminPointsAdjustment,
  type TAdminPointsGood,
  type TAdminPointsGoodInput,
  type TAdminPointsSettings,
  type TAdminRedemption,
  type TGameType,
  type TPointsConvertRequest,
  type TPointsEntry,
  type TPointsGood,
  type TPointsRedeem,
  type TPointsRedeemRequest,
  type TPointsRedeemResult,
  type TPointsRules,
} from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { PointsEntryKind, RedemptionStatus } from './loyalty.tables.ts';
import {
  type BonusWallet,
  type GameTypeOf,
  type MerchantFlagsOf,
  type SettledBet,
  WALLET,
} from './loyalty-ports.ts';
import type { GoodRow, PointsRepository, RedemptionRow } from './points.repository.ts';
import { betPoints, convertedMoney } from './points-math.ts';
import type { ReferralMembers } from './referral.service.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency'>;
type MerchantKey = Pick<Merchant, 'id'>;

/** The payment-password check of a redeem (member-money's service). */
export interface PaymentPasswordCheck {
  verify(merchantId: bigint, memberId: bigint, password: string): Promise<void>;
}

/** The mall's own ledger account: it pays cash goods and conversions and takes the money paid with points. */
const MALL_OWNER = 'points-mall';
/** Bets younger than this may still be committing with a lower id: the catch-up cursor waits for them. */
const CURSOR_LAG_MS = 60_000;

function referenceNo(): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `PM${day}${randomInt(0, 1e10).toString().padStart(10, '0')}`;
}

function toRedeem(row: RedemptionRow): TPointsRedeem {
  return {
    id: row.id.toString(),
    referenceNo: row.reference_no,
    applyTime: row.applied_at.toISOString(),
    type: row.kind,
    name: row.name,
    quantity: row.quantity,
    pointsRequired: row.points_required.toString(),
    amountRequired: formatMinor(row.amount_required),
    creditAmount: formatMinor(row.credit_amount),
    status: row.status,
    changedPoints: (row.status === 'rejected' ? 0n : -row.points_required).toString(),
    pointsBalance: row.points_balance.toString(),
    remark: row.remark,
  };
}

function toGood(row: GoodRow): TPointsGood {
  return {
    id: row.id.toString(),
    kind: row.kind,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    pointsRequired: row.points_required.toString(),
    amountRequired: formatMinor(row.amount_required),
    creditAmount: formatMinor(row.credit_amount),
    wageringMultiplier: row.kind === 'bonus' ? row.wagering_multiplier : 0,
    stock: row.stock,
  };
}

/**
 * Points and the points mall (issue 18, PTSYS3). Points are exact integers in their own ledger
 * (points_entries, each change once by its key, with the balance after it); a member's balance row
 * is locked for every change, so concurrent redeems never overspend, and stock is taken with a
 * conditional update, so it never goes below zero. Money (cash goods, conversions, the money paid
 * with points, refunds) moves only through LedgerService, in the same transaction as the points.
 */
export class PointsService {
  private readonly flagCache = new Map<bigint, { at: number; on: boolean }>();
  private feed: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: PointsRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
    private readonly paymentPassword: PaymentPasswordCheck,
    private readonly gameTypeOf: GameTypeOf,
    private readonly flagsOf: MerchantFlagsOf,
    private readonly bonusWallet: BonusWallet,
    /** The accounts feature's members: an operator's adjustment names a member by id. */
    private readonly members: Pick<ReferralMembers, 'accountOf'>,
    private readonly log: (message: string, detail: Record<string, unknown>) => void = () => {},
  ) {}

  // ---- the member's side ----

  async balance(merchant: MerchantKey, memberId: bigint): Promise<{ points: string }> {
    return { points: (await this.repository.balanceOf(this.db, merchant.id, memberId)).toString() };
  }

  async goods(merchant: MerchantKey): Promise<{ list: TPointsGood[] }> {
    return {
      list: (await this.repository.goods(this.db, merchant.id, { includeHidden: false })).map(toGood),
    };
  }

  /** Errors: NOT_FOUND (unknown or hidden). */
  async good(merchant: MerchantKey, id: bigint): Promise<TPointsGood> {
    const row = await this.repository.good(this.db, merchant.id, id);
    if (row?.status !== 'active') throw new AppError('NOT_FOUND');
    return toGood(row);
  }

  async rules(merchant: MerchantKey): Promise<TPointsRules> {
    const [rates, settings] = await Promise.all([
      this.repository.rates(this.db, merchant.id),
      this.repository.settings(this.db, merchant.id),
    ]);
    return {
      rates: rates
        .filter((r) => (GAME_TYPES as readonly string[]).includes(r.game_type))
        .map((r) => ({ gameType: r.game_type as TGameType, pointsPerHundred: r.points_per_hundred })),
      convertPointsPerUnit: settings.convert_points_per_unit,
      minConvertPoints: settings.min_convert_points.toString(),
      neverExpire: true,
    };
  }

  async entries(merchant: MerchantKey, memberId: bigint, page: { pageNo: number; pageSize: number }) {
    const { rows, total } = await this.repository.entriesPage(this.db, merchant.id, memberId, page);
    const list: TPointsEntry[] = rows.map((row) => ({
      id: row.id.toString(),
      kind: row.kind,
      points: row.points.toString(),
      balanceAfter: row.balance_after.toString(),
      remark: row.remark,
      createdAt: row.created_at.toISOString(),
    }));
    return { list, total, ...page };
  }

  async redeems(merchant: MerchantKey, memberId: bigint, page: { pageNo: number; pageSize: number }) {
    const { rows, total } = await this.repository.redemptionsPage(this.db, merchant.id, { memberId }, page);
    return { list: rows.map(toRedeem), total, ...page };
  }

  /**
   * Redeems a good (payment password checked first). One transaction takes the points (the balance
   * row locked: concurrent redeems queue, none overspends), the stock (conditional: never below 0),
   * the money paid with the points and the credit: a cash good's to the main wallet, a bonus good's
   * to the promotions' bonus wallet with the good's wagering (a bonus like a promotion's: it converts
   * to cash once wagered, and a withdrawal before forfeits it). Physical goods stay 'in_process'
   * until an operator decides. A repeated key answers the first redeem.
   * Errors: OPERATION_NOT_ENABLED, NOT_FOUND, VALIDATION_FAILED (physical without delivery),
   * PAYMENT_PASSWORD_*, POINTS_INSUFFICIENT, POINTS_OUT_OF_STOCK, INSUFFICIENT_FUNDS.
   */
  async redeem(
    merchant: MerchantRef,
    memberId: bigint,
    input: TPointsRedeemRequest,
    audit: LedgerAudit,
  ): Promise<TPointsRedeemResult> {
    const previous = await this.repository.redemptionByKey(
      this.db,
      merchant.id,
      memberId,
      input.idempotencyKey,
    );
    if (previous) return { redeem: toRedeem(previous), replayed: true };
    await this.paymentPassword.verify(merchant.id, memberId, input.paymentPassword);
    const good = await this.repository.good(this.db, merchant.id, BigInt(input.goodsId));
    if (good?.status !== 'active') throw new AppError('NOT_FOUND');
    if (good.kind === 'physical' && !input.delivery) {
      throw new AppError('VALIDATION_FAILED', {
        value: { fields: [{ field: 'delivery', problem: { kind: 'required' } }] },
      });
    }
    const quantity = BigInt(input.quantity);
    const points = good.points_required * quantity;
    const pay = good.amount_required * quantity;
    const credit = good.kind === 'physical' ? 0n : good.credit_amount * quantity;
    const accounts = await this.accounts(merchant, memberId);
    const issueBonus =
      good.kind === 'bonus' ? await this.bonusWallet.prepareIssue(merchant, memberId, MALL_OWNER) : null;
    let bonusId: bigint | null = null;
    const id = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const { balance, carry } = await this.repository.lockBalance(tx, merchant.id, memberId);
        if (balance < points)
          throw new AppError('POINTS_INSUFFICIENT', { value: { points: balance.toString() } });
        if (!(await this.repository.takeStock(tx, merchant.id, good.id, input.quantity))) {
          throw new AppError('POINTS_OUT_OF_STOCK');
        }
        const after = balance - points;
        const inserted = await this.repository.insertRedemption(tx, {
          merchant_id: merchant.id,
          member_id: memberId,
          goods_id: good.id,
          reference_no: referenceNo(),
          idempotency_key: input.idempotencyKey,
          kind: good.kind,
          name: good.name,
          quantity: input.quantity,
          points_required: points,
          amount_required: pay,
          credit_amount: credit,
          status: good.kind === 'physical' ? 'in_process' : 'approved',
          points_balance: after,
          delivery: input.delivery ? JSON.stringify(input.delivery) : null,
          remark: null,
        });
        if (inserted === undefined)
          throw new AppError('CONFLICT', { detail: 'redeem replayed concurrently' });
        await this.recordChange(tx, {
          merchantId: merchant.id,
          memberId,
          kind: 'redeem',
          points: -points,
          balanceAfter: after,
          key: `redeem:${inserted}`,
          reference: { redemptionId: inserted.toString(), goodsId: good.id.toString() },
          remark: good.name,
        });
        await this.repository.setBalance(tx, memberId, after, carry);
        const reference = { redemptionId: inserted.toString(), memberId: memberId.toString() };
        if (pay > 0n) {
          const posted = await this.ledger.postIn(tx, {
            merchantId: merchant.id,
            kind: 'points_redeem_pay',
            idempotencyKey: `points:redeem:${inserted}:pay`,
            postings: [
              { account: accounts.wallet, amount: -pay },
              { account: accounts.mall, amount: pay },
            ],
            reference,
            audit,
          });
          await this.repository.setRedemptionTransactions(tx, inserted, { pay: posted.transactionId });
        }
        bonusId = null;
        if (credit > 0n && issueBonus) {
          const issued = await issueBonus(
            tx,
            {
              key: `points:redeem:${inserted}`,
              title: good.name,
              amount: credit,
              wageringMultiplier: good.wagering_multiplier,
              expiryDays: good.bonus_expiry_days,
              ledgerKind: 'points_bonus',
              reference,
            },
            audit,
          );
          bonusId = issued.bonusId;
          await this.repository.setRedemptionTransactions(tx, inserted, { credit: issued.transactionId });
        } else if (credit > 0n) {
          const posted = await this.ledger.postIn(tx, {
            merchantId: merchant.id,
            kind: 'points_cash',
            idempotencyKey: `points:redeem:${inserted}:credit`,
            postings: [
              { account: accounts.mall, amount: -credit },
              { account: accounts.wallet, amount: credit },
            ],
            reference,
            audit,
          });
          await this.repository.setRedemptionTransactions(tx, inserted, { credit: posted.transactionId });
        }
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'points.redeem',
          detail: {
            redemptionId: inserted.toString(),
            goodsId: good.id.toString(),
            quantity: input.quantity,
            points: points.toString(),
            pay: formatMinor(pay),
            credit: formatMinor(credit),
            ...(bonusId === null ? {} : { bonusId: bonusId.toString() }),
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return inserted;
      }),
    ).catch(async (error: unknown) => {
      // The same key won by a concurrent call: answer its redeem.
      const won = await this.repository.redemptionByKey(this.db, merchant.id, memberId, input.idempotencyKey);
      if (won) return undefined;
      throw error;
    });
    if (pay > 0n || credit > 0n) this.balances.changed(merchant.id, memberId);
    if (id !== undefined && bonusId !== null) await this.bonusWallet.issued(merchant.id, bonusId);
    const row =
      id === undefined
        ? await this.repository.redemptionByKey(this.db, merchant.id, memberId, input.idempotencyKey)
        : await this.repository.redemption(this.db, merchant.id, id);
    if (!row) throw new Error('redemption vanished');
    return { redeem: toRedeem(row), replayed: id === undefined };
  }

  /**
   * Converts points to cash at the merchant's rate (payment password checked): the points and the
   * ledger credit commit together, once per key. Errors: OPERATION_NOT_ENABLED (conversion off),
   * VALIDATION_FAILED (below the minimum or worth nothing), PAYMENT_PASSWORD_*, POINTS_INSUFFICIENT.
   */
  async convert(
    merchant: MerchantRef,
    memberId: bigint,
    input: TPointsConvertRequest,
    audit: LedgerAudit,
  ): Promise<TPointsRedeemResult> {
    const previous = await this.repository.redemptionByKey(
      this.db,
      merchant.id,
      memberId,
      input.idempotencyKey,
    );
    if (previous) return { redeem: toRedeem(previous), replayed: true };
    const settings = await this.repository.settings(this.db, merchant.id);
    if (settings.convert_points_per_unit <= 0) throw new AppError('OPERATION_NOT_ENABLED');
    const points = BigInt(input.points);
    const money = convertedMoney(points, settings.convert_points_per_unit);
    if (points < settings.min_convert_points || money <= 0n) {
      throw new AppError('VALIDATION_FAILED', {
        detail: `convert at least ${settings.min_convert_points} points`,
        value: {
          fields: [{ field: 'points', problem: { kind: 'min', min: Number(settings.min_convert_points) } }],
        },
      });
    }
    await this.paymentPassword.verify(merchant.id, memberId, input.paymentPassword);
    const accounts = await this.accounts(merchant, memberId);
    const id = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const { balance, carry } = await this.repository.lockBalance(tx, merchant.id, memberId);
        if (balance < points)
          throw new AppError('POINTS_INSUFFICIENT', { value: { points: balance.toString() } });
        const after = balance - points;
        const inserted = await this.repository.insertRedemption(tx, {
          merchant_id: merchant.id,
          member_id: memberId,
          goods_id: null,
          reference_no: referenceNo(),
          idempotency_key: input.idempotencyKey,
          kind: 'convert',
          name: 'convert',
          quantity: 1,
          points_required: points,
          amount_required: 0n,
          credit_amount: money,
          status: 'approved',
          points_balance: after,
          delivery: null,
          remark: null,
        });
        if (inserted === undefined)
          throw new AppError('CONFLICT', { detail: 'convert replayed concurrently' });
        await this.recordChange(tx, {
          merchantId: merchant.id,
          memberId,
          kind: 'convert',
          points: -points,
          balanceAfter: after,
          key: `convert:${inserted}`,
          reference: { redemptionId: inserted.toString() },
          remark: null,
        });
        await this.repository.setBalance(tx, memberId, after, carry);
        const posted = await this.ledger.postIn(tx, {
          merchantId: merchant.id,
          kind: 'points_convert',
          idempotencyKey: `points:convert:${inserted}`,
          postings: [
            { account: accounts.mall, amount: -money },
            { account: accounts.wallet, amount: money },
          ],
          reference: { redemptionId: inserted.toString(), memberId: memberId.toString() },
          audit,
        });
        await this.repository.setRedemptionTransactions(tx, inserted, { credit: posted.transactionId });
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'points.convert',
          detail: {
            redemptionId: inserted.toString(),
            points: points.toString(),
            amount: formatMinor(money),
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return inserted;
      }),
    ).catch(async (error: unknown) => {
      const won = await this.repository.redemptionByKey(this.db, merchant.id, memberId, input.idempotencyKey);
      if (won) return undefined;
      throw error;
    });
    this.balances.changed(merchant.id, memberId);
    const row =
      id === undefined
        ? await this.repository.redemptionByKey(this.db, merchant.id, memberId, input.idempotencyKey)
        : await this.repository.redemption(this.db, merchant.id, id);
    if (!row) throw new Error('conversion vanished');
    return { redeem: toRedeem(row), replayed: id === undefined };
  }

  // ---- earning points ----

  /**
   * A committed vendor bet, told after the wallet answered: queued and counted off the hot path. The
   * catch-up job counts what a stopped process lost; each bet earns once (points_bet_accruals' key).
   */
  betSettled(bet: SettledBet): void {
    this.feed = this.feed
      .then(async () => {
        await this.countBet(bet);
      })
      .catch((error: unknown) => this.log('points feed failed', { error: String(error) }));
  }

  /** A bet the vendor rolled back: the points it earned go back (never below zero). */
  betRefunded(refund: {
    merchantId: bigint;
    memberId: bigint;
    vendorCode: string;
    betTransactionId: string;
  }): void {
    this.feed = this.feed
      .then(() => this.refundBet(refund.merchantId, refund.vendorCode, refund.betTransactionId))
      .then(() => undefined)
      .catch((error: unknown) => this.log('points refund failed', { error: String(error) }));
  }

  /** Waits until every bet told so far is counted (tests and shutdown). */
  async drain(): Promise<void> {
    await this.feed;
  }

  /**
   * Counts one bet: amount x rate of its game type, with the member's carried remainder, so the
   * points of many bets equal the points of their sum. Answers the points earned (0 when counted
   * before, the mall is off or the game type earns nothing).
   */
  async countBet(bet: SettledBet): Promise<bigint> {
    if (!(await this.isPointsOn(bet.merchantId))) return 0n;
    const gameType = await this.gameTypeOf(bet.vendorCode, bet.gameCode);
    return withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const fresh = await this.repository.insertAccrual(tx, {
          merchantId: bet.merchantId,
          vendorCode: bet.vendorCode,
          vendorTxId: bet.vendorTxId,
          memberId: bet.memberId,
          gameType,
          amount: bet.amount,
        });
        if (!fresh) return 0n;
        const rate = gameType
          ? ((await this.repository.rates(tx, bet.merchantId)).find((r) => r.game_type === gameType)
              ?.points_per_hundred ?? 0)
          : 0;
        if (rate === 0 || bet.amount === 0n) return 0n;
        const { balance, carry } = await this.repository.lockBalance(tx, bet.merchantId, bet.memberId);
        const earned = betPoints(bet.amount, rate, carry);
        if (earned.points > 0n) {
          await this.recordChange(tx, {
            merchantId: bet.merchantId,
            memberId: bet.memberId,
            kind: 'bet',
            points: earned.points,
            balanceAfter: balance + earned.points,
            key: `bet:${bet.vendorCode}:${bet.vendorTxId}`,
            reference: { vendorCode: bet.vendorCode, vendorTxId: bet.vendorTxId, gameType: gameType ?? '' },
            remark: null,
          });
          await this.repository.setAccrualPoints(
            tx,
            bet.merchantId,
            bet.vendorCode,
            bet.vendorTxId,
            earned.points,
          );
        }
        await this.repository.setBalance(tx, bet.memberId, balance + earned.points, earned.carry);
        return earned.points;
      }),
    );
  }

  private async refundBet(merchantId: bigint, vendorCode: string, vendorTxId: string): Promise<void> {
    await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const counted = await this.repository.refundAccrual(tx, merchantId, vendorCode, vendorTxId);
        if (!counted || counted.points === 0n) return;
        const { balance, carry } = await this.repository.lockBalance(tx, merchantId, counted.memberId);
        const taken = counted.points < balance ? counted.points : balance;
        if (taken === 0n) return;
        await this.recordChange(tx, {
          merchantId,
          memberId: counted.memberId,
          kind: 'bet_refund',
          points: -taken,
          balanceAfter: balance - taken,
          key: `bet_refund:${vendorCode}:${vendorTxId}`,
          reference: { vendorCode, vendorTxId },
          remark: null,
        });
        await this.repository.setBalance(tx, counted.memberId, balance - taken, carry);
      }),
    );
  }

  /**
   * The job: reads the vendor wallet's bets after its cursor and counts those the after-commit feed
   * lost (each once), takes back points of bets rolled back since, then moves the cursor past bets
   * old enough that no lower id can still be committing. Answers how many it counted and refunded.
   */
  async catchUp(now = new Date()): Promise<{ counted: number; refunded: number }> {
    let counted = 0;
    let refunded = 0;
    const cursor = await this.repository.cursor(this.db);
    const rows = await this.repository.betsAfter(this.db, cursor, 1000);
    let settledUpTo = cursor;
    let contiguous = true;
    for (const row of rows) {
      if (row.status === 'applied' && row.counted === null && row.amount !== null) {
        const fresh = await this.countBet({
          merchantId: row.merchant_id,
          memberId: row.member_id,
          vendorCode: row.vendor_code,
          vendorTxId: row.vendor_tx_id,
          gameCode: row.game_code,
          amount: row.amount,
        });
        if (fresh > 0n) counted += 1;
      } else if (row.status === 'rolled_back' && row.counted !== null && row.refunded === false) {
        await this.refundBet(row.merchant_id, row.vendor_code, row.vendor_tx_id);
        refunded += 1;
      }
      if (contiguous && now.getTime() - row.created_at.getTime() >= CURSOR_LAG_MS) settledUpTo = row.id;
      else contiguous = false;
    }
    if (settledUpTo > cursor) await this.repository.setCursor(this.db, settledUpTo);
    return { counted, refunded };
  }

  // ---- the operator's side ----

  async adminGoods(merchant: MerchantKey): Promise<TAdminPointsGood[]> {
    const rows = await this.repository.goods(this.db, merchant.id, { includeHidden: true });
    return rows.map((row) => ({
      ...toGood(row),
      bonusExpiryDays: row.bonus_expiry_days,
      status: row.status,
      sortOrder: row.sort_order,
    }));
  }

  /** Creates (id null) or changes a good, audited. Errors: NOT_FOUND, VALIDATION_FAILED (a cash or bonus good crediting nothing). */
  async saveGood(
    merchant: MerchantKey,
    id: bigint | null,
    input: TAdminPointsGoodInput,
    audit: LedgerAudit,
  ): Promise<TAdminPointsGood> {
    const credit = parseMinor(input.creditAmount);
    if (input.kind !== 'physical' && credit <= 0n) {
      throw new AppError('VALIDATION_FAILED', { detail: 'a cash or bonus good needs creditAmount above 0' });
    }
    const row = {
      kind: input.kind,
      name: input.name,
      description: input.description,
      image_url: input.imageUrl,
      points_required: BigInt(input.pointsRequired),
      amount_required: parseMinor(input.amountRequired),
      credit_amount: input.kind === 'physical' ? 0n : credit,
      wagering_multiplier: input.kind === 'bonus' ? input.wageringMultiplier : 0,
      bonus_expiry_days: input.bonusExpiryDays,
      stock: input.stock,
      status: input.status,
      sort_order: input.sortOrder,
    };
    const saved = await this.db.transaction().execute(async (tx) => {
      let goodId = id;
      if (goodId === null)
        goodId = await this.repository.insertGood(tx, { ...row, merchant_id: merchant.id });
      else if (!(await this.repository.updateGood(tx, merchant.id, goodId, row)))
        throw new AppError('NOT_FOUND');
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action: id === null ? 'points.goods.create' : 'points.goods.update',
        detail: { goodsId: goodId.toString(), ...input },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
      return goodId;
    });
    const found = (await this.adminGoods(merchant)).find((good) => good.id === saved.toString());
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async adminSettings(merchant: MerchantKey): Promise<TAdminPointsSettings> {
    const rules = await this.rules(merchant);
    return {
      rates: rules.rates,
      convertPointsPerUnit: rules.convertPointsPerUnit,
      minConvertPoints: rules.minConvertPoints,
    };
  }

  async saveSettings(
    merchant: MerchantKey,
    input: TAdminPointsSettings,
    audit: LedgerAudit,
  ): Promise<TAdminPointsSettings> {
    await this.db.transaction().execute(async (tx) => {
      await this.repository.replaceSettings(tx, merchant.id, input.rates, {
        perUnit: input.convertPointsPerUnit,
        min: BigInt(input.minConvertPoints),
      });
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action: 'points.settings.update',
        detail: { ...input },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    return this.adminSettings(merchant);
  }

  async adminRedemptions(
    merchant: MerchantKey,
    query: { status?: RedemptionStatus | undefined; pageNo: number; pageSize: number },
  ) {
    const { rows, total } = await this.repository.redemptionsPage(
      this.db,
      merchant.id,
      query.status ? { status: query.status } : {},
      query,
    );
    const list: TAdminRedemption[] = rows.map((row) => ({
      ...toRedeem(row),
      memberId: row.member_id.toString(),
      account: row.username,
      delivery: row.delivery,
    }));
    return { list, total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /**
   * Approves or rejects a redemption waiting for an operator, once (the status change is the guard).
   * A rejection returns the points, the stock and the money paid, in the same transaction.
   * Errors: NOT_FOUND, REQUEST_ALREADY_DECIDED.
   */
  async decide(
    merchant: MerchantRef,
    id: bigint,
    decision: 'approve' | 'reject',
    remark: string | null,
    audit: LedgerAudit,
  ): Promise<TPointsRedeem> {
    const current = await this.repository.redemption(this.db, merchant.id, id);
    if (!current) throw new AppError('NOT_FOUND');
    const accounts = await this.accounts(merchant, current.member_id);
    const decided = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const row = await this.repository.decide(
          tx,
          merchant.id,
          id,
          decision === 'approve' ? 'approved' : 'rejected',
          audit.actor,
          remark,
        );
        if (!row) throw new AppError('REQUEST_ALREADY_DECIDED');
        if (decision === 'reject') {
          const { balance, carry } = await this.repository.lockBalance(tx, merchant.id, row.member_id);
          await this.recordChange(tx, {
            merchantId: merchant.id,
            memberId: row.member_id,
            kind: 'redeem_refund',
            points: row.points_required,
            balanceAfter: balance + row.points_required,
            key: `redeem_refund:${row.id}`,
            reference: { redemptionId: row.id.toString() },
            remark,
          });
          await this.repository.setBalance(tx, row.member_id, balance + row.points_required, carry);
          if (row.goods_id !== null) await this.repository.returnStock(tx, row.goods_id, row.quantity);
          if (row.amount_required > 0n) {
            const posted = await this.ledger.postIn(tx, {
              merchantId: merchant.id,
              kind: 'points_redeem_refund',
              idempotencyKey: `points:redeem:${row.id}:refund`,
              postings: [
                { account: accounts.mall, amount: -row.amount_required },
                { account: accounts.wallet, amount: row.amount_required },
              ],
              reference: { redemptionId: row.id.toString(), memberId: row.member_id.toString() },
              audit,
            });
            await this.repository.setRedemptionTransactions(tx, row.id, { refund: posted.transactionId });
          }
        }
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: `points.redemption.${decision}`,
          detail: { redemptionId: row.id.toString(), memberId: row.member_id.toString(), remark },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return row;
      }),
    );
    if (decision === 'reject' && decided.amount_required > 0n)
      this.balances.changed(merchant.id, decided.member_id);
    return toRedeem(decided);
  }

  /**
   * Gives or takes points (activities, corrections), once per key, audited.
   * Errors: NOT_FOUND (no such member of the merchant), POINTS_INSUFFICIENT (a take beyond the balance).
   */
  async adjust(
    merchant: MerchantKey,
    input: TAdminPointsAdjustment,
    audit: LedgerAudit,
  ): Promise<{ points: string }> {
    const memberId = BigInt(input.memberId);
    const delta = BigInt(input.points);
    if ((await this.members.accountOf(merchant.id, memberId)) === undefined)
      throw new AppError('NOT_FOUND', { detail: 'no such member' });
    await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const key = `${input.kind}:${input.idempotencyKey}`;
        const { balance, carry } = await this.repository.lockBalance(tx, merchant.id, memberId);
        if (await this.repository.entryExists(tx, merchant.id, key)) return;
        if (balance + delta < 0n)
          throw new AppError('POINTS_INSUFFICIENT', { value: { points: balance.toString() } });
        await this.recordChange(tx, {
          merchantId: merchant.id,
          memberId,
          kind: input.kind,
          points: delta,
          balanceAfter: balance + delta,
          key,
          reference: {},
          remark: input.remark,
        });
        await this.repository.setBalance(tx, memberId, balance + delta, carry);
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'points.adjust',
          detail: { memberId: input.memberId, points: input.points, kind: input.kind, remark: input.remark },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
      }),
    );
    return this.balance(merchant, memberId);
  }

  // ---- internals ----

  private async recordChange(
    tx: Transaction<Database>,
    entry: {
      merchantId: bigint;
      memberId: bigint;
      kind: PointsEntryKind;
      points: bigint;
      balanceAfter: bigint;
      key: string;
      reference: Record<string, string>;
      remark: string | null;
    },
  ): Promise<void> {
    const id = await this.repository.insertEntry(tx, entry);
    // Every key is derived from a row inserted once in this transaction: a repeat is a bug.
    if (id === undefined) throw new Error(`points entry ${entry.key} recorded twice`);
  }

  private async accounts(merchant: MerchantRef, memberId: bigint) {
    return {
      wallet: await this.ledger.accountFor(merchant.id, WALLET, memberId.toString(), merchant.currency),
      mall: await this.ledger.accountFor(merchant.id, 'promotion', MALL_OWNER, merchant.currency),
    };
  }

  private async isPointsOn(merchantId: bigint): Promise<boolean> {
    const known = this.flagCache.get(merchantId);
    if (known && Date.now() - known.at < 5_000) return known.on;
    const on = (await this.flagsOf(merchantId))?.pointsMall ?? false;
    this.flagCache.set(merchantId, { at: Date.now(), on });
    return on;
  }
}
