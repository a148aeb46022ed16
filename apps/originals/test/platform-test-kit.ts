import { API, INHOUSE_API, INHOUSE_SESSION_HEADER } from '@croupier/contracts';
import {
  connectInhouseVendor,
  createPlayer,
  createTestMerchant,
  type Merchant,
} from '@croupier/server/testing';
import type { Platform } from '@croupier/server/testing/linked-vendor';
import { emptyPGliteSnapshot } from '@croupier/server/testing/test-app';
import { type FaultyFetch, injectJson } from '@croupier/vendor-kit/testing';
import { type RunningVendor, type StartVendorOptions, startVendor } from '../src/index.ts';

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

/**
 * A vendor for the tests: in-memory (from the run's empty PGlite cluster, no initdb) or on
 * `pgliteDir`, quiet, sweep timer off, fast retries.
 */
export function startTestVendor(
  faults: FaultyFetch,
  options: Partial<StartVendorOptions> = {},
): Promise<RunningVendor> {
  const snapshot = options.pgliteDir ? undefined : emptyPGliteSnapshot();
  return startVendor({
    ...(snapshot ? { pgliteSnapshot: snapshot } : {}),
    port: 0,
    logLevel: 'silent',
    fetch: faults.fetch,
    sweepIntervalMs: 0,
    platformTimeoutMs: 3000,
    money: { inlineRetryDelaysMs: [20, 40], sweepBackoffBaseMs: 1, sweepBackoffMaxMs: 5 },
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

/** A call of the vendor's game API (with the session header when given). */
export function vendorCall(
  vendor: RunningVendor,
  method: 'GET' | 'POST',
  path: string,
  session?: string,
  body?: unknown,
) {
  return injectJson(vendor.app, method, path, {
    headers: session ? { [INHOUSE_SESSION_HEADER]: session } : {},
    ...(body ? { body } : {}),
  });
}

/** The crash socket URL of a session, with a fresh one-time ticket as the game page gets it. */
export async function crashSocketUrl(vendor: RunningVendor, session: string): Promise<string> {
  const ticket = await vendorCall(vendor, 'POST', INHOUSE_API.crashTicket, session, {});
  if (ticket.status !== 200) throw new Error(`crash ticket refused: ${JSON.stringify(ticket.json)}`);
  return `${vendor.url.replace('http', 'ws')}${INHOUSE_API.crashSocket}?ticket=${ticket.json.value.ticket}`;
}

export { type Platform, platformBalance, startPlatform } from '@croupier/server/testing/linked-vendor';
export { FaultyFetch } from '@croupier/vendor-kit/testing';

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
