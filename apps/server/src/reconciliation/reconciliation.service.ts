import { randomUUID } from 'node:crypto';
import {
  formatMinor,
  parseMinor,
  type TReconciliationDifference,
  type TReconciliationRun,
  type TReconciliationStart,
  type TVendorTransactionsRequest,
  VENDOR_TRANSACTIONS_API,
  VENDOR_TRANSACTIONS_MAX_PAGE,
  ZVendorTransactionsResponse,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import { localDay, startOfLocalDay } from '../agents/periods.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import type { InhouseLinksService } from '../games/inhouse-links.service.ts';
import {
  base,
  connectedVendorCodes,
  LINKED_VENDOR_SERVICES,
  type LinkedVendorService,
  signed,
} from '../games/linked-vendors.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { compareDay, type Totals, type VendorTx } from './compare.ts';
import type { ReconciliationRepository } from './reconciliation.repository.ts';

type Fetch = typeof fetch;

/** The vendor's listing is read this much wider than the day: a call made before midnight may be applied after it. */
export const VENDOR_WINDOW_MARGIN_MS = 10 * 60_000;
/**
 * How long before the vendor's listing is read a call must have been applied to be compared: the
 * vendor records a call as soon as the platform's answer is in (a lost answer: after its timeout).
 */
export const SETTLE_MS = 3000;
/** Pages of the vendor's listing read at most per run (a million calls). */
const MAX_PAGES = 1000;

/** The vendor could not be read: the run is kept as failed with this reason. */
class VendorUnreadable extends Error {}

type RunRow = NonNullable<Awaited<ReturnType<ReconciliationRepository['findRun']>>>;

const totalsOf = (count: number, bets: bigint, wins: bigint, rollbacks: bigint) => ({
  count,
  bets: formatMinor(bets),
  wins: formatMinor(wins),
  rollbacks: formatMinor(rollbacks),
});

function runOf(r: RunRow): TReconciliationRun {
  return {
    id: String(r.id),
    vendorCode: r.vendor_code,
    day: r.day,
    status: r.status,
    trigger: r.trigger,
    startedBy: r.started_by,
    startedAt: new Date(r.started_at).toISOString(),
    error: r.error,
    platform: totalsOf(r.platform_count, r.platform_bets, r.platform_wins, r.platform_rollbacks),
    vendor: totalsOf(r.vendor_count, r.vendor_bets, r.vendor_wins, r.vendor_rollbacks),
    differenceCount: r.difference_count,
  };
}

const optionalMinor = (amount: bigint | null) => (amount === null ? null : formatMinor(amount));

/**
 * Per-vendor reconciliation: a vendor's wallet calls of a merchant-local day, read page by page from
 * the transactions listing every vendor on the kit offers (signed with the merchant's credential for
 * the vendor code, like the launch), against the transactions the platform applied for that vendor
 * code. Each run is kept with both sides' totals and its differences. No vendor is named here: every
 * code of every linked vendor service is reconciled alike.
 */
export class ReconciliationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: ReconciliationRepository,
    private readonly links: Pick<InhouseLinksService, 'find' | 'merchantsWithVendor'>,
    private readonly merchants: { findByCode(code: string): Promise<Merchant | undefined> },
    private readonly audit: AuditLog,
    private readonly options: {
      services?: readonly LinkedVendorService[];
      fetch?: Fetch;
      timeoutMs?: number;
    } = {},
  ) {}

  private get services(): readonly LinkedVendorService[] {
    return this.options.services ?? LINKED_VENDOR_SERVICES;
  }

  /** The vendor codes the merchant is connected to (each can be reconciled). */
  vendors(merchant: Merchant): Promise<{ vendorCode: string; name: string }[]> {
    return connectedVendorCodes(this.links, merchant, this.services);
  }

  /** The merchant's today (yyyy-MM-dd in its time zone): the newest day a run may take. */
  today(merchant: Merchant, now = new Date()): string {
    return localDay(now, merchant.timezone);
  }

  /**
   * Reconciles the vendor code's day now, for an operator: the run and an audit row
   * (`reconciliation.run`) are written in one transaction. A vendor that cannot be read gives a run
   * kept as `failed` with the reason. Errors: NOT_FOUND (no linked service serves that code),
   * OPERATION_NOT_ENABLED (the merchant is not connected to it), VALIDATION_FAILED (a day after today).
   */
  async start(merchant: Merchant, input: TReconciliationStart, actor: Actor): Promise<TReconciliationRun> {
    if (input.day > this.today(merchant))
      throw new AppError('VALIDATION_FAILED', { value: { day: input.day }, detail: 'a day still to come' });
    const id = await this.reconcile(merchant, input.vendorCode, input.day, {
      trigger: 'operator',
      actor,
    });
    return this.run(merchant, id);
  }

  /**
   * The nightly run: yesterday (in each merchant's time zone) for every vendor code each merchant
   * offers and is connected to, once per merchant, code and day (a retried job skips what ran).
   * Answers how many runs it made.
   */
  async reconcileYesterday(now: Date): Promise<number> {
    let made = 0;
    for (const service of this.services) {
      for (const vendorCode of service.vendorCodes) {
        for (const code of await this.links.merchantsWithVendor(vendorCode)) {
          const merchant = await this.merchants.findByCode(code);
          if (!merchant) continue;
          const link = await this.links.find(merchant.id, vendorCode);
          if (!link?.secret) continue;
          const today = localDay(now, merchant.timezone);
          const [y, m, d] = today.split('-').map(Number) as [number, number, number];
          const yesterday = localDay(
            new Date(startOfLocalDay(y, m, d, merchant.timezone).getTime() - 1),
            merchant.timezone,
          );
          if (await this.repository.hasScheduledRun(this.db, merchant.id, vendorCode, yesterday)) continue;
          await this.reconcile(merchant, vendorCode, yesterday, { trigger: 'schedule' });
          made += 1;
        }
      }
    }
    return made;
  }

  /** One page of the merchant's runs, newest first. */
  async runs(
    merchant: Merchant,
    query: { vendorCode?: string | undefined; pageNo: number; pageSize: number },
  ) {
    const { rows, total } = await this.repository.runs(this.db, merchant.id, query.vendorCode, query);
    return { list: rows.map(runOf), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** One run of the merchant. Errors: NOT_FOUND. */
  async run(merchant: Merchant, id: bigint): Promise<TReconciliationRun> {
    const row = await this.repository.findRun(this.db, merchant.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    return runOf(row);
  }

  /** One page of a run's differences. Errors: NOT_FOUND (not a run of the merchant). */
  async differences(merchant: Merchant, id: bigint, page: { pageNo: number; pageSize: number }) {
    await this.run(merchant, id);
    const { rows, total } = await this.repository.differences(this.db, id, page);
    const list: TReconciliationDifference[] = rows.map((r) => ({
      transactionId: r.transaction_id,
      kind: r.kind,
      roundId: r.round_id,
      playerId: r.player_id,
      difference: r.difference,
      platformAmount: optionalMinor(r.platform_amount),
      vendorAmount: optionalMinor(r.vendor_amount),
      vendorStatus: r.vendor_status,
    }));
    return { list, total, pageNo: page.pageNo, pageSize: page.pageSize };
  }

  private async reconcile(
    merchant: Merchant,
    vendorCode: string,
    day: string,
    by: { trigger: 'operator'; actor: Actor } | { trigger: 'schedule' },
  ): Promise<bigint> {
    const service = this.services.find((s) => s.vendorCodes.includes(vendorCode));
    if (!service) throw new AppError('NOT_FOUND', { detail: `no linked vendor serves ${vendorCode}` });
    const link = await this.links.find(merchant.id, vendorCode);
    if (!link?.secret)
      throw new AppError('OPERATION_NOT_ENABLED', { detail: `merchant not connected to ${vendorCode}` });
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const from = startOfLocalDay(y, m, d, merchant.timezone);
    const to = startOfLocalDay(y, m, d + 1, merchant.timezone);
    // The vendor is read first, and only what the platform applied SETTLE_MS before that read is
    // compared: the vendor records a call once the platform has answered it, so every call the
    // platform applied by then is in the vendor's listing, and every call the vendor lists as
    // applied is in the platform's (a day still under way is compared up to that moment).
    const readAt = Date.now();
    let vendor: VendorTx[] = [];
    let error: string | null = null;
    try {
      vendor = await this.readVendor(
        { ...link, secret: link.secret },
        merchant.code,
        vendorCode,
        new Date(from.getTime() - VENDOR_WINDOW_MARGIN_MS),
        new Date(to.getTime() + VENDOR_WINDOW_MARGIN_MS),
      );
    } catch (failure) {
      if (!(failure instanceof VendorUnreadable)) throw failure;
      error = `${service.name}: ${failure.message}`.slice(0, 500);
    }
    const until = new Date(Math.max(from.getTime(), Math.min(to.getTime(), readAt - SETTLE_MS)));
    const none: Totals = { count: 0, bets: 0n, wins: 0n, rollbacks: 0n };
    const comparison = error
      ? { platform: none, vendor: none, differences: [] }
      : compareDay({
          platform: await this.repository.dayTransactions(this.db, merchant, vendorCode, from, until),
          vendor,
          from,
          to: until,
          elsewhere: await this.repository.appliedOutside(
            this.db,
            merchant.id,
            vendorCode,
            vendor.filter((v) => v.status === 'ok').map((v) => v.transactionId),
            from,
            until,
          ),
        });
    return this.db.transaction().execute(async (tx) => {
      const id = await this.repository.insertRun(tx, {
        merchantId: merchant.id,
        vendorCode,
        day,
        trigger: by.trigger,
        startedBy: by.trigger === 'operator' ? by.actor.name : null,
        error,
        ...comparison,
      });
      if (by.trigger === 'operator')
        await this.audit.recordBy(tx, merchant.id, by.actor, 'reconciliation.run', {
          runId: String(id),
          vendorCode,
          day,
          differences: comparison.differences.length,
          ...(error ? { error } : {}),
        });
      return id;
    });
  }

  /** Every call the vendor lists for [from, to), page by page. Errors: VendorUnreadable. */
  private async readVendor(
    link: { vendorUrl: string; keyId: string; secret: string },
    merchantCode: string,
    vendorCode: string,
    from: Date,
    to: Date,
  ): Promise<VendorTx[]> {
    const doFetch = this.options.fetch ?? fetch;
    const found: VendorTx[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const payload: TVendorTransactionsRequest = {
        requestId: randomUUID(),
        merchantCode,
        vendorCode,
        from: from.toISOString(),
        to: to.toISOString(),
        cursor,
        limit: VENDOR_TRANSACTIONS_MAX_PAGE,
      };
      const body = JSON.stringify(payload);
      let answer: unknown;
      try {
        const response = await doFetch(`${base(link.vendorUrl)}${VENDOR_TRANSACTIONS_API.transactions}`, {
          method: 'POST',
          headers: signed(link.keyId, link.secret, body),
          body,
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        });
        answer = await response.json();
      } catch (failure) {
        throw new VendorUnreadable(`unreachable (${(failure as Error).message})`);
      }
      const parsed = ZVendorTransactionsResponse.safeParse(answer);
      if (!parsed.success) {
        const code = (answer as { code?: unknown } | null)?.code;
        throw new VendorUnreadable(typeof code === 'string' ? code : 'an answer out of contract');
      }
      for (const t of parsed.data.value.transactions)
        found.push({
          transactionId: t.transactionId,
          kind: t.kind,
          roundId: t.roundId,
          playerId: t.playerId,
          amount: t.amount === null ? null : parseMinor(t.amount),
          status: t.status,
          calledAt: new Date(t.calledAt),
        });
      cursor = parsed.data.value.nextCursor;
      if (!cursor) return found;
    }
    throw new VendorUnreadable(`more than ${MAX_PAGES} pages`);
  }
}
