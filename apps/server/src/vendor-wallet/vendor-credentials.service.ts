import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { type TVendorWalletMode, VENDOR_TIMESTAMP_WINDOW_SECONDS } from '@croupier/contracts';
import { isValidSignature as isValidVendorSignature } from '@croupier/signing';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { LedgerAudit } from '../ledger/ledger.service.ts';
import type { VendorWalletRepository } from './vendor-wallet.repository.ts';

/** The vendor behind a signed request: its code and the merchant whose wallet it calls. */
export interface VendorContext {
  merchantId: bigint;
  merchantCode: string;
  currency: string;
  vendorCode: string;
  /** 'transfer': the vendor keeps its own balance and its calls move the member's sub-wallet. */
  walletMode?: TVendorWalletMode;
}

/** How long a process trusts a looked-up credential; a rotated key stops working within this time. */
const CREDENTIAL_CACHE_MS = 30_000;

/**
 * Vendor credentials: issuing a vendor's key (one active per vendor and merchant) and
 * authenticating its signed calls (key, HMAC of the raw body, timestamp window). Looked-up
 * credentials are cached for CREDENTIAL_CACHE_MS, so a hot vendor costs no query per call.
 */
export class VendorCredentialsService {
  private readonly credentials = new Map<
    string,
    { context: VendorContext; secret: KeyObject; until: number }
  >();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: VendorWalletRepository,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Issues a credential for `vendorCode` in the merchant (revoking the previous one) and returns
   * its key id and secret, the only plaintext copy handed out. Audited.
   */
  async registerVendor(
    merchantId: bigint,
    vendorCode: string,
    actor: LedgerAudit,
  ): Promise<{ vendorCode: string; keyId: string; secret: string }> {
    const keyId = `vk_${randomBytes(12).toString('hex')}`;
    const secret = randomBytes(32).toString('base64url');
    await this.db.transaction().execute(async (tx) => {
      await this.repository.revokeCredentials(tx, merchantId, vendorCode);
      await this.repository.insertCredential(tx, { merchantId, vendorCode, keyId, secret });
      await this.audit.record(tx, {
        merchantId,
        actor: actor.actor,
        action: 'wallet.vendor.register',
        detail: { vendorCode, keyId },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
    return { vendorCode, keyId, secret };
  }

  /**
   * The vendor behind a request: its key must be active and match the path's vendor code, the
   * signature must be the HMAC of `${timestamp}.${rawBody}`, and the timestamp within ±5 minutes.
   * Errors: VENDOR_SIGNATURE_INVALID, VENDOR_TIMESTAMP_INVALID.
   */
  async authenticate(input: {
    vendorCode: string;
    keyId: string | undefined;
    timestamp: string | undefined;
    signature: string | undefined;
    rawBody: string;
    nowMs?: number;
  }): Promise<VendorContext> {
    const now = input.nowMs ?? Date.now();
    if (!input.keyId || !input.signature || input.keyId.length > 64) {
      throw new AppError('VENDOR_SIGNATURE_INVALID', { detail: 'missing key or signature' });
    }
    const credential = await this.credential(input.keyId, now);
    if (!credential || credential.context.vendorCode !== input.vendorCode) {
      throw new AppError('VENDOR_SIGNATURE_INVALID', { detail: 'unknown key for this vendor' });
    }
    if (!input.timestamp || !/^\d{1,12}$/.test(input.timestamp)) {
      throw new AppError('VENDOR_TIMESTAMP_INVALID', { detail: 'missing or malformed timestamp' });
    }
    if (!isValidVendorSignature(credential.secret, input.timestamp, input.rawBody, input.signature)) {
      throw new AppError('VENDOR_SIGNATURE_INVALID', { detail: 'signature mismatch' });
    }
    if (Math.abs(now / 1000 - Number(input.timestamp)) > VENDOR_TIMESTAMP_WINDOW_SECONDS) {
      throw new AppError('VENDOR_TIMESTAMP_INVALID', { detail: 'timestamp outside the window' });
    }
    return credential.context;
  }

  private async credential(keyId: string, now: number) {
    const cached = this.credentials.get(keyId);
    if (cached && cached.until > now) return cached;
    const row = await this.repository.findActiveCredential(this.db, keyId);
    if (!row) {
      this.credentials.delete(keyId);
      return undefined;
    }
    const entry = {
      context: {
        merchantId: row.merchant_id,
        merchantCode: row.code,
        currency: row.currency,
        vendorCode: row.vendor_code,
        walletMode: row.wallet_mode ?? 'seamless',
      },
      secret: createSecretKey(row.secret, 'utf8'),
      until: now + CREDENTIAL_CACHE_MS,
    };
    this.credentials.set(keyId, entry);
    return entry;
  }
}

/** A vendor call's request timestamp as a vendor would send it: Unix seconds. */
export function vendorTimestamp(nowMs = Date.now()): string {
  return Math.floor(nowMs / 1000).toString();
}
