import { randomUUID } from 'node:crypto';
import {
  INHOUSE_VENDOR_API,
  type TInhouseLaunchRequest,
  VENDOR_ADMIN_KEY_HEADER,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  ZInhouseGameCode,
} from '@croupier/contracts';
import { signPayload, unixTimestamp } from '@croupier/signing';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import type { VendorWalletService } from '../vendor-wallet/vendor-wallet.service.ts';
import type { CatalogueService, LaunchRequest, VendorLauncher } from './catalogue.service.ts';
import type { InhouseLinksService } from './inhouse-links.service.ts';

export const INHOUSE_VASSALAGE = 'INHOUSE';

type Fetch = typeof fetch;

/** What connecting merchants to the in-house vendor uses: credentials, links and merchants by code. */
export interface InhouseServices {
  vendorWallet: VendorWalletService;
  inhouseLinks: InhouseLinksService;
  merchants: MerchantsService;
}

/** Signs `${timestamp}.${body}` as the vendor protocol does (the same credential both ways). */
function signed(keyId: string, secret: string, body: string): Record<string, string> {
  const timestamp = unixTimestamp();
  return {
    'content-type': 'application/json',
    [VENDOR_KEY_HEADER]: keyId,
    [VENDOR_TIMESTAMP_HEADER]: timestamp,
    [VENDOR_SIGNATURE_HEADER]: signPayload(secret, timestamp, body),
  };
}

/**
 * The launcher of the in-house vendor: asks the vendor service, over HTTP and signed with the
 * merchant's INHOUSE credential, for a one-time launch URL. Errors: OPERATION_NOT_ENABLED (the
 * merchant is not connected to the vendor), NOT_FOUND (not an in-house game code),
 * SERVICE_UNAVAILABLE (the vendor did not answer or refused).
 */
export class InhouseLauncher implements VendorLauncher {
  constructor(
    private readonly links: Pick<InhouseLinksService, 'find'>,
    private readonly doFetch: Fetch = fetch,
    private readonly timeoutMs = 5000,
  ) {}

  async launch(request: LaunchRequest): Promise<{ url: string }> {
    const link = await this.links.find(request.merchant.id);
    if (!link?.secret)
      throw new AppError('OPERATION_NOT_ENABLED', { detail: 'merchant not connected to INHOUSE' });
    const gameCode = ZInhouseGameCode.safeParse(request.game.gameCode);
    if (!gameCode.success)
      throw new AppError('NOT_FOUND', { detail: `no in-house game ${request.game.gameCode}` });
    const payload: TInhouseLaunchRequest = {
      requestId: randomUUID(),
      merchantCode: request.merchant.code,
      playerId: `${request.merchant.code}:${request.memberId}`,
      displayName: request.username,
      currency: request.merchant.currency,
      gameCode: gameCode.data,
      language: request.language,
      backUrl: request.backUrl ?? null,
    };
    const body = JSON.stringify(payload);
    let answer: { success?: boolean; value?: { url?: string }; code?: string };
    try {
      const response = await this.doFetch(
        `${link.vendorUrl.replace(/\/$/, '')}${INHOUSE_VENDOR_API.launch}`,
        {
          method: 'POST',
          headers: signed(link.keyId, link.secret, body),
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        },
      );
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `in-house vendor unreachable: ${(error as Error).message}`,
      });
    }
    if (answer.success !== true || typeof answer.value?.url !== 'string') {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `in-house vendor refused the launch: ${answer.code}`,
      });
    }
    return { url: answer.value.url };
  }
}

/**
 * Onboards a merchant on the in-house vendor: issues (or rotates) the merchant's INHOUSE vendor
 * credential, hands it with the platform's URL to the vendor's operator API (the vendor then
 * registers its catalogue), and records the link the launcher uses.
 */
export async function connectInhouseVendor(
  services: InhouseServices,
  merchant: Merchant,
  vendor: { url: string; adminKey: string; platformUrl: string },
  doFetch: Fetch = fetch,
): Promise<void> {
  const credential = await services.vendorWallet.registerVendor(merchant.id, INHOUSE_VASSALAGE, {
    actor: 'inhouse-connect',
  });
  const response = await doFetch(`${vendor.url.replace(/\/$/, '')}${INHOUSE_VENDOR_API.operators}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [VENDOR_ADMIN_KEY_HEADER]: vendor.adminKey },
    body: JSON.stringify({
      merchantCode: merchant.code,
      platformUrl: vendor.platformUrl,
      vendorCode: INHOUSE_VASSALAGE,
      keyId: credential.keyId,
      secret: credential.secret,
      currency: merchant.currency,
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok)
    throw new Error(`the in-house vendor refused the operator ${merchant.code}: HTTP ${response.status}`);
  await services.inhouseLinks.upsert({
    merchantId: merchant.id,
    vendorCode: INHOUSE_VASSALAGE,
    vendorUrl: vendor.url,
    keyId: credential.keyId,
  });
}

/**
 * Connects every merchant that enabled INHOUSE and is not connected yet (or whose vendor lost the
 * registration, e.g. a wiped vendor database). Returns the merchant codes it connected.
 */
export async function ensureInhouseOperators(
  services: InhouseServices,
  vendor: { url: string; adminKey: string; platformUrl: string },
  doFetch: Fetch = fetch,
): Promise<string[]> {
  const connected: string[] = [];
  for (const code of await services.inhouseLinks.merchantsWithVendor(INHOUSE_VASSALAGE)) {
    const merchant = await services.merchants.findByCode(code);
    if (!merchant) continue;
    const link = await services.inhouseLinks.find(merchant.id);
    if (link?.secret && link.vendorUrl === vendor.url) {
      const known = await doFetch(`${vendor.url.replace(/\/$/, '')}${INHOUSE_VENDOR_API.operators}/${code}`, {
        headers: { [VENDOR_ADMIN_KEY_HEADER]: vendor.adminKey },
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
      const body = known?.ok ? ((await known.json()) as { value?: { keyId?: string } }) : undefined;
      if (body?.value?.keyId === link.keyId) continue;
    }
    await connectInhouseVendor(services, merchant, vendor, doFetch);
    connected.push(code);
  }
  return connected;
}

/** Shows a vendor jackpot pool on the lobby's jackpot board (the ledger holds the money). */
export async function publishJackpot(
  catalogue: CatalogueService,
  merchant: Merchant,
  pool: { code: string; vendorCode: string; amount: bigint },
): Promise<void> {
  const entry = {
    code: `${pool.vendorCode}_${pool.code}`.slice(0, 64),
    name: pool.vendorCode === INHOUSE_VASSALAGE ? 'Originals Progressive' : `${pool.vendorCode} ${pool.code}`,
    amount: pool.amount,
  };
  try {
    await catalogue.setJackpot(merchant, {
      ...entry,
      vassalage: pool.vendorCode,
      gameCode: 'ih-fruit-fiesta',
    });
  } catch {
    await catalogue.setJackpot(merchant, entry);
  }
}
