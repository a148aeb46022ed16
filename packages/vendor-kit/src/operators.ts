import type { SqlRunner, VendorDb } from './db.ts';
import { VendorError } from './errors.ts';
import { callPlatform, type FetchLike, type OperatorLink, type PlatformResult } from './platform-client.ts';
import type { VendorLog } from './service.ts';
import { batchedCallOf, type WalletBatches, walletBatchesFor } from './wallet-batches.ts';
import { WalletCallLog } from './wallet-calls.ts';

interface OperatorRow {
  merchant_code: string;
  platform_url: string;
  vendor_code: string;
  key_id: string;
  secret: string;
  currency: string;
}

/**
 * The operators (merchants) onboarded on a vendor, in `<schema>.operators`: where each platform is and
 * the credential it issued. Links are cached per process; `save` refreshes the cache of this process
 * (another process sees a re-registration after `forget` or a restart).
 */
export class OperatorStore {
  private readonly links = new Map<string, OperatorLink>();
  /** Concurrent bets, wins and rollbacks, coalesced into the protocol's batch call (see `call`). */
  private readonly batches: WalletBatches | undefined;
  /** Every bet, win and rollback made through `call`, with its answer (the transactions listing). */
  readonly calls: WalletCallLog;

  constructor(
    private readonly db: VendorDb,
    private readonly options: {
      fetch?: FetchLike;
      timeoutMs?: number;
      batchWalletCalls?: boolean;
      /** Where a wallet call that could not be recorded is told (the call's answer stands). */
      log?: VendorLog | undefined;
    } = {},
  ) {
    this.batches = walletBatchesFor(options);
    this.calls = new WalletCallLog(db, options.log);
  }

  private get table(): string {
    return `${this.db.schema}.operators`;
  }

  /** Stores (or replaces) an operator's link, as handed over by the platform's onboarding call. */
  async save(link: OperatorLink, db: SqlRunner = this.db): Promise<void> {
    await db.query(
      `insert into ${this.table} (merchant_code, platform_url, vendor_code, key_id, secret, currency)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (merchant_code) do update set platform_url = excluded.platform_url, vendor_code = excluded.vendor_code,
         key_id = excluded.key_id, secret = excluded.secret, currency = excluded.currency, registered_at = now()`,
      [link.merchantCode, link.platformUrl, link.vendorCode, link.keyId, link.secret, link.currency],
    );
    this.links.delete(link.merchantCode);
  }

  /** The stored link of an operator, read from the database (not the cache); undefined when not onboarded. */
  async find(merchantCode: string): Promise<OperatorLink | undefined> {
    const [r] = await this.db.query<OperatorRow>(`select * from ${this.table} where merchant_code = $1`, [
      merchantCode,
    ]);
    return r
      ? {
          merchantCode: r.merchant_code,
          platformUrl: r.platform_url,
          vendorCode: r.vendor_code,
          keyId: r.key_id,
          secret: r.secret,
          currency: r.currency,
        }
      : undefined;
  }

  /** Every onboarded merchant code, sorted. */
  async merchantCodes(): Promise<string[]> {
    const rows = await this.db.query<{ merchant_code: string }>(
      `select merchant_code from ${this.table} order by 1`,
    );
    return rows.map((r) => r.merchant_code);
  }

  /** The operator's link (cached). Errors: UNAUTHORIZED when the operator is not onboarded. */
  async link(merchantCode: string): Promise<OperatorLink> {
    let link = this.links.get(merchantCode);
    if (!link) {
      link = await this.find(merchantCode);
      if (!link) throw new VendorError('UNAUTHORIZED', `operator ${merchantCode} not onboarded`);
      this.links.set(merchantCode, link);
    }
    return link;
  }

  /** Drops the cached link (the next call re-reads it). */
  forget(merchantCode: string): void {
    this.links.delete(merchantCode);
  }

  /**
   * A signed call of the operator's platform (see `callPlatform`): never throws for the call itself,
   * only UNAUTHORIZED when the operator is not onboarded. Bets, wins and rollbacks made while others
   * are under way go together in one batch call (WalletBatches), each answered as alone, and each is
   * recorded with its answer in the vendor's wallet_calls (`calls`).
   */
  async call<T>(
    merchantCode: string,
    path: string,
    body: Record<string, unknown>,
    timeoutMs = this.options.timeoutMs,
  ): Promise<PlatformResult<T>> {
    const link = await this.link(merchantCode);
    const batched = batchedCallOf(path);
    const result =
      batched && this.batches && timeoutMs === this.options.timeoutMs
        ? await this.batches.call<T>(link, batched, body)
        : await callPlatform<T>(link, path, body, {
            fetch: this.options.fetch,
            ...(timeoutMs ? { timeoutMs } : {}),
          });
    if (batched) await this.calls.record(link, batched, body, result);
    return result;
  }
}
