import { API, INHOUSE_API, INHOUSE_SESSION_HEADER } from '@croupier/contracts';
import { connectInhouseVendor } from '../../../server/src/games/inhouse-launcher.ts';
import { createPlayer } from '../../../server/src/ledger/wallet-test-kit.ts';
import type { Merchant } from '../../../server/src/merchants/merchants.repository.ts';
import { createTestMerchant } from '../../../server/src/testing/factories.ts';
import { startTestApp, type TestApp } from '../../../server/src/testing/test-app.ts';
import { type RunningVendor, type StartVendorOptions, startVendor } from '../index.ts';
import type { FetchLike } from '../platform-client.ts';

/**
 * Faults the vendor's platform calls can be given, by operation (the path's last segment):
 * `down` fails the next n calls before they reach the platform (network error); `lostAnswer`
 * lets the next n calls reach the platform and apply, then loses the answer (a timeout).
 */
export class FaultyFetch {
  down = new Map<string, number>();
  lostAnswer = new Map<string, number>();
  calls: { op: string; fate: 'ok' | 'down' | 'lost' }[] = [];

  readonly fetch: FetchLike = async (url, init) => {
    const op = url.split('/').pop() ?? '';
    const down = this.down.get(op) ?? 0;
    if (down > 0) {
      this.down.set(op, down - 1);
      this.calls.push({ op, fate: 'down' });
      throw new TypeError('fetch failed (injected)');
    }
    const response = await fetch(url, init);
    const text = await response.text();
    const lost = this.lostAnswer.get(op) ?? 0;
    if (lost > 0) {
      this.lostAnswer.set(op, lost - 1);
      this.calls.push({ op, fate: 'lost' });
      throw Object.assign(new Error('The operation was aborted (injected)'), { name: 'AbortError' });
    }
    this.calls.push({ op, fate: 'ok' });
    return { status: response.status, text: async () => text };
  };

  count(op: string, fate?: 'ok' | 'down' | 'lost'): number {
    return this.calls.filter((c) => c.op === op && (!fate || c.fate === fate)).length;
  }
}

export interface Platform {
  test: TestApp;
  url: string;
}

/** The real platform on a fresh database, listening on a loopback port (the vendor needs HTTP). */
export async function startPlatform(): Promise<Platform> {
  const test = await startTestApp();
  const url = await test.app.listen({ port: 0, host: '127.0.0.1' });
  return { test, url };
}

/** A merchant with INHOUSE enabled and connected to the vendor (credential issued, catalogue registered). */
export async function connectedMerchant(
  platform: Platform,
  vendor: RunningVendor,
): Promise<Merchant & { domain: string }> {
  const { services } = platform.test;
  const merchant = await createTestMerchant(services);
  await services.database.db.transaction().execute(async (tx) => {
    await services.vendorsRepository.upsertVendor(tx, {
      vassalage: 'INHOUSE',
      displayName: 'Croupier Originals',
      gameType: 'INHOUSE',
    });
    await services.vendorsRepository.enableForMerchant(tx, merchant.id, 'INHOUSE', 0);
  });
  await connectInhouseVendor(services, merchant, {
    url: vendor.url,
    adminKey: vendor.adminKey,
    platformUrl: platform.url,
  });
  return merchant;
}

/** A vendor for the tests: in-memory (or `pgliteDir`), quiet, sweep timer off, fast retries. */
export function startTestVendor(
  faults: FaultyFetch,
  options: Partial<StartVendorOptions> = {},
): Promise<RunningVendor> {
  return startVendor({
    port: 0,
    logLevel: 'silent',
    fetch: faults.fetch,
    sweepIntervalMs: 0,
    money: { timeoutMs: 3000, inlineRetryDelaysMs: [20, 40], sweepBackoffBaseMs: 1, sweepBackoffMaxMs: 5 },
    crash: { bettingMs: 400, bustedMs: 200, tickMs: 20, chainLength: 50 },
    uiDist: '/nonexistent',
    ...options,
  });
}

/** A member with a live platform session and money, launched into `gameCode`: the game session token. */
export async function launchPlayer(
  platform: Platform,
  vendor: RunningVendor,
  merchant: Merchant,
  gameCode: string,
  balance = '100',
) {
  const { services } = platform.test;
  const player = await createPlayer(services, merchant, balance);
  const { url } = await services.catalogue.launch({
    merchant,
    memberId: player.member.id,
    username: player.member.username,
    language: 'EN',
    ip: '127.0.0.1',
    vassalage: 'INHOUSE',
    gameCode,
  });
  const token = new URL(url).searchParams.get('token') ?? '';
  const exchange = await vendorCall(vendor, 'POST', INHOUSE_API.session, undefined, { launchToken: token });
  return {
    ...player,
    launchUrl: url,
    launchToken: token,
    session: exchange.json.value?.sessionToken as string,
    exchange,
  };
}

/** A call of the vendor's game API. */
export async function vendorCall(
  vendor: RunningVendor,
  method: 'GET' | 'POST',
  path: string,
  session?: string,
  body?: unknown,
) {
  const response = await vendor.app.inject({
    method,
    url: path,
    headers: {
      ...(session ? { [INHOUSE_SESSION_HEADER]: session } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return {
    status: response.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers field by field
    json: response.json() as { success: boolean; value?: any; code?: string },
  };
}

/** The platform balance of a member. */
export async function platformBalance(
  platform: Platform,
  merchant: Merchant,
  memberId: bigint,
): Promise<bigint> {
  return platform.test.services.ledger.balanceOf(merchant.id, 'member_wallet', memberId.toString());
}

export { API };

/** Points a merchant's existing vendor link at another vendor process (same vendor database, new port). */
export async function repointLink(
  platform: Platform,
  merchant: Merchant,
  vendor: RunningVendor,
): Promise<void> {
  const links = platform.test.services.inhouseLinks;
  const link = await links.find(merchant.id);
  if (!link) throw new Error('merchant not connected');
  await links.upsert({
    merchantId: merchant.id,
    vendorCode: link.vendorCode,
    vendorUrl: vendor.url,
    keyId: link.keyId,
  });
}
