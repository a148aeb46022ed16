import {
  API,
  parseMinor,
  type TErrorCode,
  type TVendorOperatorRegistration,
  type TVendorWalletValue,
  VENDOR_JACKPOT_API,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { CatalogueRegistration } from './catalogue.ts';
import type { VendorDb } from './db.ts';
import { VendorError } from './errors.ts';
import { verifyPlatformRequest } from './http.ts';
import { OperatorStore } from './operators.ts';
import { callPlatform, type FetchLike, type OperatorLink, type PlatformResult } from './platform-client.ts';
import type { VendorLog } from './service.ts';
import { batchedCallOf, type WalletBatches, walletBatchesFor } from './wallet-batches.ts';
import type { WalletCallLog } from './wallet-calls.ts';

interface LinkRow {
  merchant_code: string;
  vendor_code: string;
  platform_url: string;
  key_id: string;
  secret: string;
  currency: string;
}

const toLink = (r: LinkRow): OperatorLink => ({
  merchantCode: r.merchant_code,
  vendorCode: r.vendor_code,
  platformUrl: r.platform_url,
  keyId: r.key_id,
  secret: r.secret,
  currency: r.currency,
});

/**
 * For a vendor service that serves several vendor codes (apps/lottery: TCG_LOTTO_VN, TCG_SEA, LOTT,
 * ELOTT; apps/live: CLIVE, DS88), each with its own credential per merchant: the links are kept per
 * (merchant, vendor code) in the vendor's `operator_links` table (its first migration creates it, see
 * docs/vendor-kit.md), besides the kit's `operators` row (one per merchant, which launch tokens and
 * sessions reference). Platform calls sign with the link of the round's vendor code, so the platform
 * books each round under its own vassalage.
 */
export class VendorLinks {
  private readonly cache = new Map<string, OperatorLink>();
  /** Concurrent bets, wins and rollbacks, coalesced into the protocol's batch call (see `call`). */
  private readonly batches: WalletBatches | undefined;
  /** Every bet, win and rollback made through `call`, with its answer (the transactions listing). */
  readonly calls: WalletCallLog;

  constructor(
    private readonly db: VendorDb,
    private readonly operators: OperatorStore,
    private readonly options: { fetch?: FetchLike; timeoutMs?: number; batchWalletCalls?: boolean } = {},
  ) {
    this.batches = walletBatchesFor(options);
    this.calls = operators.calls;
  }

  /**
   * A vendor's links on its own database, with the operator store they read: what every multi-code
   * vendor's start-up builds (`platformTimeoutMs` bounds each platform call, default 5 s).
   */
  static open(
    db: VendorDb,
    options: {
      platformTimeoutMs?: number;
      fetch?: FetchLike;
      batchWalletCalls?: boolean;
      log?: VendorLog | undefined;
    } = {},
  ): VendorLinks {
    const timeoutMs = options.platformTimeoutMs ?? 5000;
    return new VendorLinks(db, new OperatorStore(db, { timeoutMs, log: options.log }), {
      timeoutMs,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.batchWalletCalls === undefined ? {} : { batchWalletCalls: options.batchWalletCalls }),
    });
  }

  async save(registration: TVendorOperatorRegistration): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.operators.save(registration, tx);
      await tx.query(
        `insert into ${this.db.schema}.operator_links (merchant_code, vendor_code, platform_url, key_id, secret, currency)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (merchant_code, vendor_code) do update set platform_url = excluded.platform_url,
           key_id = excluded.key_id, secret = excluded.secret, currency = excluded.currency, registered_at = now()`,
        [
          registration.merchantCode,
          registration.vendorCode,
          registration.platformUrl,
          registration.keyId,
          registration.secret,
          registration.currency,
        ],
      );
    });
    this.cache.delete(`${registration.merchantCode}:${registration.vendorCode}`);
  }

  async find(merchantCode: string, vendorCode: string): Promise<OperatorLink | undefined> {
    const [row] = await this.db.query<LinkRow>(
      `select * from ${this.db.schema}.operator_links where merchant_code = $1 and vendor_code = $2`,
      [merchantCode, vendorCode],
    );
    return row ? toLink(row) : undefined;
  }

  /** Every (merchant, vendor code) onboarded. */
  async all(): Promise<OperatorLink[]> {
    const rows = await this.db.query<LinkRow>(
      `select * from ${this.db.schema}.operator_links order by merchant_code, vendor_code`,
    );
    return rows.map(toLink);
  }

  async link(merchantCode: string, vendorCode: string): Promise<OperatorLink> {
    const key = `${merchantCode}:${vendorCode}`;
    let link = this.cache.get(key);
    if (!link) {
      link = await this.find(merchantCode, vendorCode);
      if (!link) throw new VendorError('UNAUTHORIZED', `operator ${key} not onboarded`);
      this.cache.set(key, link);
    }
    return link;
  }

  /**
   * A signed call of the platform for one vendor code (never throws but for an unknown operator).
   * Bets, wins and rollbacks made while others are under way go together in one batch call
   * (WalletBatches), each answered as its single call would be, and recorded with its answer in the
   * vendor's wallet_calls (`calls`).
   */
  async call<T>(
    merchantCode: string,
    vendorCode: string,
    path: string,
    body: Record<string, unknown>,
  ): Promise<PlatformResult<T>> {
    const link = await this.link(merchantCode, vendorCode);
    const batched = batchedCallOf(path);
    const result =
      batched && this.batches
        ? await this.batches.call<T>(link, batched, body)
        : await callPlatform<T>(link, path, body, {
            ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
            ...(this.options.timeoutMs ? { timeoutMs: this.options.timeoutMs } : {}),
          });
    if (batched) await this.calls.record(link, batched, body, result);
    return result;
  }

  /** A player's platform balance through one vendor code's credential. Errors: the platform's refusal code, SERVICE_UNAVAILABLE. */
  async balance(merchantCode: string, vendorCode: string, playerId: string): Promise<bigint> {
    const result = await this.call<TVendorWalletValue>(merchantCode, vendorCode, API.vendorWallet.balance, {
      playerId,
    });
    if (result.kind === 'ok') return parseMinor(result.value.balance, { allowNegative: true });
    if (result.kind === 'refused') throw new VendorError(result.code as TErrorCode);
    throw new VendorError('SERVICE_UNAVAILABLE', result.reason);
  }

  /**
   * Registers one vendor code's catalogue with a merchant's platform (signed; the platform upserts,
   * so it is safe at every start and onboarding). True when the platform accepted it.
   */
  async registerCatalogue(
    merchantCode: string,
    vendorCode: string,
    catalogue: CatalogueRegistration,
  ): Promise<boolean> {
    const result = await this.call(merchantCode, vendorCode, VENDOR_JACKPOT_API.catalogue, {
      ...catalogue,
    }).catch(() => undefined);
    return result?.kind === 'ok';
  }

  /**
   * Checks a platform-signed request (the launch) against the credential of `vendorCode` for the
   * merchant named in the body. Errors: VENDOR_SIGNATURE_INVALID.
   */
  verify(request: FastifyRequest, vendorCode: string): Promise<OperatorLink> {
    return verifyPlatformRequest(request, { find: (merchantCode) => this.find(merchantCode, vendorCode) });
  }
}
