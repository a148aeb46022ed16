import {
  formatMinor,
  isAgentType,
  maskName,
  RECORDS_MAX_DAYS,
  type TBetRecord,
  type TBetRecords,
  type TBetRecordsQuery,
  type TLanguage,
  type TMoneyOverview,
  type TProfit,
  type TProfitQuery,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { MemberDirectory, MemberRow } from '../accounts/member-directory.ts';
import type { PaymentChannelsService } from '../cashier/payment-channels.service.ts';
import { WITHDRAWAL_CHANNEL, type WithdrawalsService } from '../cashier/withdrawals.service.ts';
import type { Database } from '../db/schema.ts';
import { type CatalogueService, gameNameKey } from '../games/catalogue.service.ts';
import { AppError } from '../http/app-error.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { GameRecordsRepository, KindTotals, RoundRow } from './game-records.repository.ts';
import type { MemberSecurityService } from './member-security.service.ts';

const DAY_MS = 86_400_000;
/** The auto-receive timeout when the payout channel has none (the column's default). */
const DEFAULT_AUTO_RECEIVE_MINUTES = 30;

type MerchantRef = Pick<Merchant, 'id' | 'currency' | 'currencySymbol' | 'timezone'>;

/**
 * The `[from, to]` of a records query: default the last RECORDS_MAX_DAYS days up to now; `hasTo`
 * says whether the caller bounded it (without, a movement just posted shows even with clock skew).
 * Errors: VALIDATION_FAILED (from after to, or wider than RECORDS_MAX_DAYS).
 */
export function recordsRange(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - RECORDS_MAX_DAYS * DAY_MS);
  if (from.getTime() > to.getTime()) throw new AppError('VALIDATION_FAILED', { detail: 'from is after to' });
  if (to.getTime() - from.getTime() > RECORDS_MAX_DAYS * DAY_MS) {
    throw new AppError('VALIDATION_FAILED', { detail: `at most ${RECORDS_MAX_DAYS} days` });
  }
  return { from, to, hasTo: query.to !== undefined };
}

function roundStatus(row: RoundRow): TBetRecord['status'] {
  if (row.bet_count === 0) return 'cancelled';
  return row.status === 'closed' ? 'settled' : 'open';
}

function sumOf(totals: KindTotals[], kind: string, side: 'credit' | 'debit'): bigint {
  return totals.filter((t) => t.kind === kind).reduce((sum, t) => sum + t[side], 0n);
}

/**
 * What the member centre's money pages read: the overview (balance, held, payment password and
 * bank account state masked, security state and withdrawal hold, upline, withdrawal limits), the betting record from the game rounds and the
 * personal profit and loss. Read-only; every query is scoped to the caller's merchant and member.
 */
export class MemberMoneyService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: GameRecordsRepository,
    private readonly ledger: Pick<LedgerService, 'balanceOf' | 'findAccountId'>,
    private readonly members: Pick<MemberDirectory, 'findById' | 'findPaymentPasswordHash'>,
    private readonly channels: Pick<PaymentChannelsService, 'channel'>,
    private readonly withdrawals: Pick<WithdrawalsService, 'bankAccount' | 'dailyAllowance'>,
    private readonly security: Pick<MemberSecurityService, 'securityOf'>,
    /** The catalogue's names, so records show games and vendors by name, not code. */
    private readonly gameNames: Pick<CatalogueService, 'displayNames'>,
  ) {}

  /** The overview of `member` (the caller's own row, from its session). */
  async overview(merchant: MerchantRef, member: MemberRow): Promise<TMoneyOverview> {
    const owner = member.id.toString();
    const [balance, held, passwordHash, bankAccount, upline, channel, security, allowance] =
      await Promise.all([
        this.ledger.balanceOf(merchant.id, 'member_wallet', owner),
        this.ledger.balanceOf(merchant.id, 'withdrawal_hold', owner),
        this.members.findPaymentPasswordHash(merchant.id, member.id),
        this.withdrawals.bankAccount(merchant.id, member.id),
        member.upline_id === null ? undefined : this.members.findById(merchant.id, member.upline_id),
        this.channels.channel(merchant.id, WITHDRAWAL_CHANNEL),
        this.security.securityOf(merchant.id, member),
        this.withdrawals.dailyAllowance(merchant, member.id),
      ]);
    return {
      balance: formatMinor(balance),
      held: formatMinor(held),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      hasPaymentPassword: typeof passwordHash === 'string' && passwordHash.length > 0,
      payeeName: member.payee_name === null ? null : maskName(member.payee_name),
      bankAccount,
      upline: upline?.username ?? null,
      isAgent: isAgentType(member.type),
      security,
      withdrawal: {
        enabled: channel?.enabled ?? false,
        minAmount: formatMinor(channel?.min_amount ?? 0n),
        maxAmount: formatMinor(channel?.max_amount ?? 0n),
        autoReceiveMinutes: channel?.withdrawal_auto_receive_minutes ?? DEFAULT_AUTO_RECEIVE_MINUTES,
        dailyLimit: allowance.limit === null ? null : formatMinor(allowance.limit),
        requestedToday: formatMinor(allowance.requestedToday),
      },
    };
  }

  /** The member's valid bets (stakes of settled rounds) since `from`: what an activity's eligibility counts. */
  validBetSince(merchantId: bigint, memberId: bigint, from: Date): Promise<bigint> {
    return this.repository.settledBetSince(this.db, merchantId, memberId, from);
  }

  /** One page of the member's game rounds with the totals over the filter. Errors: VALIDATION_FAILED. */
  async bets(
    merchantId: bigint,
    memberId: bigint,
    query: TBetRecordsQuery,
    language: TLanguage,
    now = new Date(),
  ): Promise<TBetRecords> {
    const { from, to, hasTo } = recordsRange(query, now);
    const [page, vendors] = await Promise.all([
      this.repository.roundsPage(
        this.db,
        {
          merchantId,
          memberId,
          from,
          to: hasTo ? to : undefined,
          vendorCode: query.vendorCode,
          status: query.status,
        },
        query,
      ),
      this.repository.vendorsOf(this.db, merchantId, memberId),
    ]);
    const names = await this.gameNames.displayNames(
      page.rows.map((row) => ({ vassalage: row.vendor_code, gameCode: row.game_code })),
      vendors,
      language,
    );
    const vendorName = (code: string) => names.vendors.get(code) ?? code;
    return {
      list: page.rows.map((row) => ({
        id: row.id.toString(),
        vendorCode: row.vendor_code,
        gameCode: row.game_code,
        gameName: names.games.get(gameNameKey(row.vendor_code, row.game_code)) ?? row.game_code,
        vendorName: vendorName(row.vendor_code),
        roundId: row.round_id,
        status: roundStatus(row),
        betCount: row.bet_count,
        betAmount: formatMinor(row.bet_total),
        validBet: formatMinor(row.status === 'closed' ? (row.valid_bet ?? row.bet_total) : 0n),
        winAmount: formatMinor(row.win_total),
        profit: formatMinor(row.status === 'closed' ? row.win_total - row.bet_total : 0n),
        openedAt: row.opened_at.toISOString(),
        closedAt: row.closed_at ? row.closed_at.toISOString() : null,
      })),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      from: from.toISOString(),
      to: to.toISOString(),
      totals: {
        rounds: page.total,
        betAmount: formatMinor(page.betTotal),
        validBet: formatMinor(page.validTotal),
        winAmount: formatMinor(page.winTotal),
        profit: formatMinor(page.winTotal - page.betTotal),
      },
      vendors,
      vendorNames: Object.fromEntries(vendors.map((code) => [code, vendorName(code)])),
    };
  }

  /**
   * The member's profit and loss over the range: money in and out by kind from the wallet's
   * postings, and settled rounds by day in the merchant's time zone. Errors: VALIDATION_FAILED.
   */
  async profit(
    merchant: MerchantRef,
    memberId: bigint,
    query: TProfitQuery,
    now = new Date(),
  ): Promise<TProfit> {
    const { from, to, hasTo } = recordsRange(query, now);
    const bound = hasTo ? to : undefined;
    const accountId = await this.ledger.findAccountId(merchant.id, 'member_wallet', memberId.toString());
    const [totals, days] = await Promise.all([
      accountId === undefined
        ? Promise.resolve([] as KindTotals[])
        : this.repository.totalsByKind(this.db, accountId, from, bound),
      this.repository.settledByDay(
        this.db,
        { merchantId: merchant.id, memberId, from, to: bound, timezone: merchant.timezone },
        query,
      ),
    ]);
    const bets = sumOf(totals, 'vendor_bet', 'debit');
    // A resettlement (the vendor's adjustment of a settled round) corrects what the round won.
    const wins =
      sumOf(totals, 'vendor_win', 'credit') +
      sumOf(totals, 'vendor_adjust', 'credit') -
      sumOf(totals, 'vendor_adjust', 'debit');
    const rollbacks = sumOf(totals, 'vendor_rollback', 'credit');
    const adjustments = sumOf(totals, 'adjustment', 'credit') - sumOf(totals, 'adjustment', 'debit');
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      timezone: merchant.timezone,
      summary: {
        deposits: formatMinor(sumOf(totals, 'deposit', 'credit')),
        withdrawals: formatMinor(
          sumOf(totals, 'withdrawal_hold', 'debit') - sumOf(totals, 'withdrawal_release', 'credit'),
        ),
        transfersIn: formatMinor(sumOf(totals, 'transfer', 'credit')),
        transfersOut: formatMinor(sumOf(totals, 'transfer', 'debit')),
        adjustments: formatMinor(adjustments),
        bets: formatMinor(bets),
        wins: formatMinor(wins),
        rollbacks: formatMinor(rollbacks),
        gameProfit: formatMinor(wins + rollbacks - bets),
      },
      list: days.rows.map((row) => ({
        day: row.day,
        rounds: row.rounds,
        betAmount: formatMinor(row.bet_total),
        winAmount: formatMinor(row.win_total),
        profit: formatMinor(row.win_total - row.bet_total),
      })),
      total: days.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }
}
