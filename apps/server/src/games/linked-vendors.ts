import { randomUUID } from 'node:crypto';
import {
  FISHING_VENDOR_API,
  FISHING_VENDOR_CODES,
  INHOUSE_VENDOR_API,
  isFishingGameCode,
  isLiveGameCode,
  isLotteryGameCode,
  isPokerGameCode,
  isSportsGameCode,
  LIVE_VENDOR_API,
  LIVE_VENDOR_CODES,
  LOTTERY_VENDOR_API,
  LOTTERY_VENDOR_CODES,
  POKER_VENDOR_API,
  POKER_VENDOR_CODES,
  SPORTS_VENDOR_API,
  SPORTS_VENDOR_CODES,
  type TVendorLaunchRequest,
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

/** What connecting merchants to a vendor service uses: credentials, links and merchants by code. */
export interface InhouseServices {
  vendorWallet: VendorWalletService;
  inhouseLinks: InhouseLinksService;
  merchants: MerchantsService;
}

/**
 * A game vendor service built on the vendor kit (apps/originals, apps/lottery …), run by us or
 * elsewhere, that the platform links to: the vendor codes (vassalages) it serves, each with its own
 * credential per merchant, and its launch and operator-onboarding paths. The platform treats every
 * one alike; the next service is one more entry of `LINKED_VENDOR_SERVICES`.
 */
export interface LinkedVendorService {
  name: string;
  vendorCodes: readonly string[];
  launchPath: string;
  operatorsPath: string;
  /** Refuses a game code the service does not serve before calling it (NOT_FOUND); all pass when absent. */
  isGameCode?: (gameCode: string) => boolean;
  /**
   * Where the service answers the generic published-results call (`ZVendorResultsRequest`, signed
   * like the launch), when its games have public results (draws); absent: it publishes none.
   */
  resultsPath?: string;
  /**
   * Where the service answers the generic merchant-settings call (`ZVendorSettingsRequest`, signed
   * like the launch), when a merchant tunes its games there (limits, odds, house cut); absent: none.
   */
  settingsPath?: string;
  /**
   * Where the service answers the generic live-models call (`ZVendorModelsRequest`, signed like the
   * launch), when hosts (dealers) run its games; its launch URL with `view=chat` opens the game's chat.
   */
  modelsPath?: string;
}

export const INHOUSE_SERVICE: LinkedVendorService = {
  name: 'in-house vendor',
  vendorCodes: [INHOUSE_VASSALAGE],
  launchPath: INHOUSE_VENDOR_API.launch,
  operatorsPath: INHOUSE_VENDOR_API.operators,
  isGameCode: (gameCode) => ZInhouseGameCode.safeParse(gameCode).success,
};

export const LOTTERY_SERVICE: LinkedVendorService = {
  name: 'lottery vendor',
  vendorCodes: LOTTERY_VENDOR_CODES,
  launchPath: LOTTERY_VENDOR_API.launch,
  operatorsPath: LOTTERY_VENDOR_API.operators,
  isGameCode: isLotteryGameCode,
  resultsPath: LOTTERY_VENDOR_API.results,
  settingsPath: LOTTERY_VENDOR_API.settings,
};

export const LIVE_SERVICE: LinkedVendorService = {
  name: 'live vendor',
  vendorCodes: LIVE_VENDOR_CODES,
  launchPath: LIVE_VENDOR_API.launch,
  operatorsPath: LIVE_VENDOR_API.operators,
  isGameCode: isLiveGameCode,
  settingsPath: LIVE_VENDOR_API.settings,
  modelsPath: LIVE_VENDOR_API.models,
};

export const POKER_SERVICE: LinkedVendorService = {
  name: 'poker vendor',
  vendorCodes: POKER_VENDOR_CODES,
  launchPath: POKER_VENDOR_API.launch,
  operatorsPath: POKER_VENDOR_API.operators,
  isGameCode: isPokerGameCode,
};

export const SPORTS_SERVICE: LinkedVendorService = {
  name: 'sportsbook vendor',
  vendorCodes: SPORTS_VENDOR_CODES,
  launchPath: SPORTS_VENDOR_API.launch,
  operatorsPath: SPORTS_VENDOR_API.operators,
  isGameCode: isSportsGameCode,
};

export const FISHING_SERVICE: LinkedVendorService = {
  name: 'fishing vendor',
  vendorCodes: FISHING_VENDOR_CODES,
  launchPath: FISHING_VENDOR_API.launch,
  operatorsPath: FISHING_VENDOR_API.operators,
  isGameCode: isFishingGameCode,
};

/** Every vendor service the platform knows how to link (a launcher is registered for each of its codes). */
/**
 * The vendor codes of `services` the merchant is connected to (holds a credential for), each with its
 * service's name: what a console picker of vendors offers (settings, reconciliation).
 */
export async function connectedVendorCodes(
  links: Pick<InhouseLinksService, 'find'>,
  merchant: Merchant,
  services: readonly LinkedVendorService[],
): Promise<{ vendorCode: string; name: string }[]> {
  const found: { vendorCode: string; name: string }[] = [];
  for (const service of services) {
    for (const vendorCode of service.vendorCodes) {
      const link = await links.find(merchant.id, vendorCode);
      if (link?.secret) found.push({ vendorCode, name: service.name });
    }
  }
  return found;
}

export const LINKED_VENDOR_SERVICES: readonly LinkedVendorService[] = [
  INHOUSE_SERVICE,
  LOTTERY_SERVICE,
  LIVE_SERVICE,
  POKER_SERVICE,
  SPORTS_SERVICE,
  FISHING_SERVICE,
];

/** Signs `${timestamp}.${body}` as the vendor protocol does (the same credential both ways). */
export function signed(keyId: string, secret: string, body: string): Record<string, string> {
  const timestamp = unixTimestamp();
  return {
    'content-type': 'application/json',
    [VENDOR_KEY_HEADER]: keyId,
    [VENDOR_TIMESTAMP_HEADER]: timestamp,
    [VENDOR_SIGNATURE_HEADER]: signPayload(secret, timestamp, body),
  };
}

export const base = (url: string) => url.replace(/\/$/, '');

/**
 * The launcher of one vendor code of a linked vendor service: asks the service, over HTTP and signed
 * with the merchant's credential for that code, for a one-time launch URL. Errors:
 * OPERATION_NOT_ENABLED (the merchant is not connected for that code), NOT_FOUND (a game code the
 * service does not serve), SERVICE_UNAVAILABLE (the vendor did not answer or refused).
 */
export class VendorServiceLauncher implements VendorLauncher {
  constructor(
    private readonly links: Pick<InhouseLinksService, 'find'>,
    private readonly service: LinkedVendorService,
    private readonly vendorCode: string,
    private readonly doFetch: Fetch = fetch,
    private readonly timeoutMs = 5000,
  ) {}

  async launch(request: LaunchRequest): Promise<{ url: string }> {
    const link = await this.links.find(request.merchant.id, this.vendorCode);
    if (!link?.secret)
      throw new AppError('OPERATION_NOT_ENABLED', { detail: `merchant not connected to ${this.vendorCode}` });
    const gameCode = request.game.gameCode;
    if (this.service.isGameCode && !this.service.isGameCode(gameCode))
      throw new AppError('NOT_FOUND', { detail: `no ${this.vendorCode} game ${gameCode}` });
    const payload: TVendorLaunchRequest = {
      requestId: randomUUID(),
      merchantCode: request.merchant.code,
      playerId: `${request.merchant.code}:${request.memberId}`,
      displayName: request.username,
      currency: request.merchant.currency,
      gameCode,
      language: request.language,
      backUrl: request.backUrl ?? null,
      ...(this.vendorCode === INHOUSE_VASSALAGE ? {} : { vendorCode: this.vendorCode }),
      ...(request.demo ? { demo: true } : {}),
    };
    const body = JSON.stringify(payload);
    let answer: { success?: boolean; value?: { url?: string }; code?: string };
    try {
      const response = await this.doFetch(`${base(link.vendorUrl)}${this.service.launchPath}`, {
        method: 'POST',
        headers: signed(link.keyId, link.secret, body),
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `${this.service.name} unreachable: ${(error as Error).message}`,
      });
    }
    if (answer.success !== true || typeof answer.value?.url !== 'string') {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `${this.service.name} refused the launch: ${answer.code}`,
      });
    }
    return { url: answer.value.url };
  }
}

/** The in-house vendor's launcher (kept by name: INHOUSE through the generic launcher). */
export class InhouseLauncher extends VendorServiceLauncher {
  constructor(links: Pick<InhouseLinksService, 'find'>, doFetch: Fetch = fetch, timeoutMs = 5000) {
    super(links, INHOUSE_SERVICE, INHOUSE_VASSALAGE, doFetch, timeoutMs);
  }
}

/** Where a vendor service is and how to onboard operators on it. */
export interface VendorEndpoint {
  url: string;
  adminKey: string;
  platformUrl: string;
}

/**
 * Onboards a merchant on a vendor service for one vendor code: issues (or rotates) the merchant's
 * credential for that code, hands it with the platform's URL to the service's operator API (the
 * vendor then registers its catalogue), and records the link the launcher uses.
 */
export async function connectVendorService(
  services: InhouseServices,
  merchant: Merchant,
  service: LinkedVendorService,
  vendorCode: string,
  vendor: VendorEndpoint,
  doFetch: Fetch = fetch,
): Promise<void> {
  const credential = await services.vendorWallet.registerVendor(merchant.id, vendorCode, {
    actor: 'vendor-connect',
  });
  const response = await doFetch(`${base(vendor.url)}${service.operatorsPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [VENDOR_ADMIN_KEY_HEADER]: vendor.adminKey },
    body: JSON.stringify({
      merchantCode: merchant.code,
      platformUrl: vendor.platformUrl,
      vendorCode,
      keyId: credential.keyId,
      secret: credential.secret,
      currency: merchant.currency,
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok)
    throw new Error(
      `the ${service.name} refused the operator ${merchant.code} (${vendorCode}): HTTP ${response.status}`,
    );
  await services.inhouseLinks.upsert({
    merchantId: merchant.id,
    vendorCode,
    vendorUrl: vendor.url,
    keyId: credential.keyId,
  });
}

/**
 * Connects, for each vendor code of the service, every merchant that enabled it and is not connected
 * yet (or whose vendor lost the registration, e.g. a wiped vendor database: the service's
 * `GET <operators>/<merchant>?vendorCode=` no longer names the link's key). Returns `MERCHANT` for
 * INHOUSE-only services' codes as before, `MERCHANT:CODE` otherwise.
 */
export async function ensureVendorOperators(
  services: InhouseServices,
  service: LinkedVendorService,
  vendor: VendorEndpoint,
  doFetch: Fetch = fetch,
): Promise<string[]> {
  const connected: string[] = [];
  for (const vendorCode of service.vendorCodes) {
    for (const code of await services.inhouseLinks.merchantsWithVendor(vendorCode)) {
      const merchant = await services.merchants.findByCode(code);
      if (!merchant) continue;
      const link = await services.inhouseLinks.find(merchant.id, vendorCode);
      if (link?.secret && link.vendorUrl === vendor.url) {
        const known = await doFetch(
          `${base(vendor.url)}${service.operatorsPath}/${code}?vendorCode=${vendorCode}`,
          { headers: { [VENDOR_ADMIN_KEY_HEADER]: vendor.adminKey }, signal: AbortSignal.timeout(5000) },
        ).catch(() => undefined);
        const body = known?.ok ? ((await known.json()) as { value?: { keyId?: string } }) : undefined;
        if (body?.value?.keyId === link.keyId) continue;
      }
      await connectVendorService(services, merchant, service, vendorCode, vendor, doFetch);
      connected.push(service.vendorCodes.length === 1 ? code : `${code}:${vendorCode}`);
    }
  }
  return connected;
}

/** Onboards a merchant on the in-house vendor (INHOUSE through `connectVendorService`). */
export function connectInhouseVendor(
  services: InhouseServices,
  merchant: Merchant,
  vendor: VendorEndpoint,
  doFetch: Fetch = fetch,
): Promise<void> {
  return connectVendorService(services, merchant, INHOUSE_SERVICE, INHOUSE_VASSALAGE, vendor, doFetch);
}

/** Connects every merchant that enabled INHOUSE and is not connected yet; returns their codes. */
export function ensureInhouseOperators(
  services: InhouseServices,
  vendor: VendorEndpoint,
  doFetch: Fetch = fetch,
): Promise<string[]> {
  return ensureVendorOperators(services, INHOUSE_SERVICE, vendor, doFetch);
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
