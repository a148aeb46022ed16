import {
  formatMinor,
  GAME_TYPES,
  parseMinor,
  type TAdminRebateSettings,
  type TGameType,
  type TRebateClaim,
  type TRebatePreview,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { type GameTypeOf, WALLET } from './loyalty-ports.ts';
import { rebateAmount } from './points-math.ts';
import type { RebateRepository } from './rebate.repository.ts';

type MerchantRef = Pick<Merchant, 'id' | 'currency'>;
type MerchantKey = Pick<Merchant, 'id'>;

/**
 * THE VIP SEAM: a member's rebate rates by game type (parts per million) from their VIP level, or
 * null when the member has no level with rates. When set (issue 18 leaves it to the VIP feature,
 * `RebateService.useVipRates`), a level's rates replace the merchant's table for that member.
 */
export type VipRebateRates = (merchantId: bigint, memberId: bigint) => Promise<Record<string, number> | null>;

interface Computed {
  preview: TRebatePreview;
  from: bigint;
  to: bigint | null;
  amount: bigint;
  validBet: bigint;
}

/** The rebate account that pays manual rebates (may go negative: the merchant funds it). */
const REBATE_OWNER = 'manual-rebate';

/**
 * Manual rebate (issue 18, MANPLAYREB3): a member claims a rate of their valid bets since the last
 * claim, per game type, when it reaches the merchant's minimum. A claim moves the member's
 * watermark with a conditional update and posts the ledger in the same transaction, so two claims
 * at once pay once.
 */
export class RebateService {
  private vipRates: VipRebateRates | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: RebateRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
    private readonly gameTypeOf: GameTypeOf,
  ) {}

  /** Set once at composition by the VIP feature: its levels' rates override the merchant's. */
  useVipRates(source: VipRebateRates): void {
    this.vipRates = source;
  }

  /** What the member could claim now, per game type, before confirming. */
  async preview(merchant: MerchantKey, memberId: bigint): Promise<TRebatePreview> {
    return (await this.compute(merchant, memberId)).preview;
  }

  /**
   * Pays the rebate of the valid bets since the last claim, once. Errors: REBATE_BELOW_MINIMUM
   * (nothing, or less than the minimum, to claim; also the loser of two claims at once).
   */
  async claim(merchant: MerchantRef, memberId: bigint, audit: LedgerAudit): Promise<TRebateClaim> {
    const wallet = await this.ledger.accountFor(merchant.id, WALLET, memberId.toString(), merchant.currency);
    const source = await this.ledger.accountFor(merchant.id, 'promotion', REBATE_OWNER, merchant.currency);
    const computed = await this.compute(merchant, memberId);
    const { to } = computed;
    if (!computed.preview.canClaim || to === null) {
      throw new AppError('REBATE_BELOW_MINIMUM', { value: { minAmount: computed.preview.minAmount } });
    }
    const id = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        if (!(await this.repository.advance(tx, merchant.id, memberId, computed.from, to))) return undefined;
        const posted = await this.ledger.postIn(tx, {
          merchantId: merchant.id,
          kind: 'manual_rebate',
          idempotencyKey: `rebate:${memberId}:${computed.from}`,
          postings: [
            { account: source, amount: -computed.amount },
            { account: wallet, amount: computed.amount },
          ],
          reference: {
            memberId: memberId.toString(),
            fromVendorTxId: computed.from.toString(),
            toVendorTxId: to.toString(),
          },
          audit,
        });
        const claimId = await this.repository.insertClaim(tx, {
          merchantId: merchant.id,
          memberId,
          from: computed.from,
          to,
          validBet: computed.validBet,
          amount: computed.amount,
          breakdown: computed.preview.lines,
          transactionId: posted.transactionId,
        });
        await this.audit.record(tx, {
          merchantId: merchant.id,
          actor: audit.actor,
          action: 'rebate.claim',
          detail: {
            claimId: claimId.toString(),
            memberId: memberId.toString(),
            amount: computed.preview.amount,
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
        return claimId;
      }),
    );
    // Another claim moved the watermark first: what it left is nothing to claim.
    if (id === undefined) {
      throw new AppError('REBATE_BELOW_MINIMUM', { value: { minAmount: computed.preview.minAmount } });
    }
    this.balances.changed(merchant.id, memberId);
    return {
      id: id.toString(),
      validBet: computed.preview.validBet,
      amount: computed.preview.amount,
      lines: computed.preview.lines,
      createdAt: new Date().toISOString(),
    };
  }

  async claims(merchant: MerchantKey, memberId: bigint): Promise<{ list: TRebateClaim[] }> {
    const rows = await this.repository.claims(this.db, merchant.id, memberId, 50);
    return {
      list: rows.map((row) => ({
        id: row.id.toString(),
        validBet: formatMinor(row.valid_bet),
        amount: formatMinor(row.amount),
        lines: row.breakdown,
        createdAt: row.created_at.toISOString(),
      })),
    };
  }

  async adminSettings(merchant: MerchantKey): Promise<TAdminRebateSettings> {
    const [rates, min] = await Promise.all([
      this.repository.rates(this.db, merchant.id),
      this.repository.minAmount(this.db, merchant.id),
    ]);
    return {
      rates: rates
        .filter((r) => (GAME_TYPES as readonly string[]).includes(r.game_type))
        .map((r) => ({ gameType: r.game_type as TGameType, ratePpm: r.rate_ppm })),
      minAmount: formatMinor(min),
    };
  }

  async saveSettings(merchant: MerchantKey, input: TAdminRebateSettings, audit: LedgerAudit) {
    await this.db.transaction().execute(async (tx) => {
      await this.repository.replaceSettings(tx, merchant.id, input.rates, parseMinor(input.minAmount));
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: audit.actor,
        action: 'rebate.settings.update',
        detail: { ...input },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    return this.adminSettings(merchant);
  }

  private async compute(merchant: MerchantKey, memberId: bigint): Promise<Computed> {
    const [mark, minAmount, merchantRates, vip] = await Promise.all([
      this.repository.watermark(this.db, merchant.id, memberId),
      this.repository.minAmount(this.db, merchant.id),
      this.repository.rates(this.db, merchant.id),
      this.vipRates ? this.vipRates(merchant.id, memberId) : Promise.resolve(null),
    ]);
    const rates: Record<string, number> =
      vip ?? Object.fromEntries(merchantRates.map((r) => [r.game_type, r.rate_ppm]));
    const { groups, top } = await this.repository.betsSince(this.db, merchant.id, memberId, mark.last);
    const byType = new Map<string, bigint>();
    for (const group of groups) {
      const type = (await this.gameTypeOf(group.vendorCode, group.gameCode)) ?? 'OTHER';
      byType.set(type, (byType.get(type) ?? 0n) + group.total);
    }
    const lines = [...byType.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([gameType, validBet]) => {
        const ratePpm = rates[gameType] ?? 0;
        return { gameType, validBet, ratePpm, amount: rebateAmount(validBet, ratePpm) };
      });
    const validBet = lines.reduce((sum, line) => sum + line.validBet, 0n);
    const amount = lines.reduce((sum, line) => sum + line.amount, 0n);
    return {
      from: mark.last,
      to: top,
      amount,
      validBet,
      preview: {
        lines: lines.map((line) => ({
          gameType: line.gameType,
          validBet: formatMinor(line.validBet),
          ratePpm: line.ratePpm,
          amount: formatMinor(line.amount),
        })),
        validBet: formatMinor(validBet),
        amount: formatMinor(amount),
        minAmount: formatMinor(minAmount),
        canClaim: amount > 0n && amount >= minAmount,
        rateSource: vip ? 'vip' : 'merchant',
        since: mark.at ? mark.at.toISOString() : null,
      },
    };
  }
}
