import path from 'node:path';
import { LIVE_API, LIVE_SESSION_HEADER, LIVE_VENDOR_CODES } from '@croupier/contracts';
import {
  connectVendorService,
  createPlayer,
  createTestMerchant,
  LIVE_SERVICE,
  type Merchant,
} from '@croupier/server/testing';
import { type FaultyFetch, injectJson, openTestVendorDb, uniqueSchema } from '@croupier/vendor-kit/testing';
import { MIGRATIONS_DIR, type RunningLive, type StartLiveOptions, startOn } from '../src/index.ts';

// The platform, its clock and its balances are the same for every vendor's tests: shared with the lottery's kit.
export {
  Clock,
  FaultyFetch,
  type Platform,
  platformBalance,
  platformTxCounts,
  platformTxs,
  startPlatform,
} from '../../lottery/test/platform-test-kit.ts';

import type { Platform } from '../../lottery/test/platform-test-kit.ts';

/** A migrated live database in its own schema (PostgreSQL under TEST_DATABASE_URL, else PGlite). */
export function openLiveDb() {
  return openTestVendorDb({
    schema: uniqueSchema('vendor_live'),
    migrationsDir: path.resolve(MIGRATIONS_DIR),
  });
}

/** Test round timing: 15 s of betting, 1 s pauses, a short result. */
export const TEST_TIMING = {
  bettingMs: 15_000,
  lastCallMs: 0,
  closedMs: 1_000,
  stepMs: 1_000,
  resultMs: 2_000,
};

/** A live process on `db`: quiet, timers off (tests call tick/sweep), fast retries, two tables. */
export function startTestLive(
  db: Awaited<ReturnType<typeof openLiveDb>>,
  faults: FaultyFetch,
  clock: { now: () => Date },
  options: Partial<StartLiveOptions> = {},
): Promise<RunningLive> {
  return startOn(db, {
    port: 0,
    logLevel: 'silent',
    fetch: faults.fetch,
    tickIntervalMs: 0,
    // Generous: 200 concurrent wallet calls queue on the platform's single PGlite connection.
    platformTimeoutMs: 120_000,
    now: clock.now,
    money: { inlineRetryDelaysMs: [5, 10], sweepBackoffBaseMs: 1, sweepBackoffMaxMs: 5 },
    timing: { BACCARAT: TEST_TIMING, COCKFIGHT: { ...TEST_TIMING, lastCallMs: 5_000 } },
    tables: ['BAC1', 'ARENA1'],
    uiDist: '/nonexistent',
    ...options,
  });
}

/** A merchant with CLIVE and DS88 enabled and connected (credentials issued, catalogue registered). */
export async function connectedMerchant(platform: Platform, live: RunningLive): Promise<Merchant> {
  const { services } = platform.test;
  const merchant = await createTestMerchant(services);
  await services.database.db.transaction().execute(async (tx) => {
    for (const [i, code] of LIVE_VENDOR_CODES.entries()) {
      await services.vendorsRepository.upsertVendor(tx, {
        vassalage: code,
        displayName: code,
        gameType: code === 'DS88' ? 'COCKFIGHT' : 'LIVE',
      });
      await services.vendorsRepository.enableForMerchant(tx, merchant.id, code, i);
    }
  });
  for (const code of LIVE_VENDOR_CODES) {
    await connectVendorService(services, merchant, LIVE_SERVICE, code, {
      url: live.url,
      adminKey: live.adminKey,
      platformUrl: platform.url,
    });
  }
  return merchant;
}

/** A member with money, launched through the platform's catalogue onto `tableCode`: the live session. */
export async function launchPlayer(
  platform: Platform,
  live: RunningLive,
  merchant: Merchant,
  vassalage: string,
  tableCode: string,
  balance = '1000',
) {
  const { services } = platform.test;
  const player = await createPlayer(services, merchant, balance);
  const { url } = await services.catalogue.launch({
    merchant,
    memberId: player.member.id,
    username: player.member.username,
    language: 'EN',
    ip: '127.0.0.1',
    vassalage,
    gameCode: tableCode,
  });
  const token = new URL(url).searchParams.get('token') ?? '';
  const exchange = await call(live, 'POST', LIVE_API.session, undefined, { launchToken: token });
  return { ...player, launchUrl: url, session: exchange.json.value?.sessionToken as string, exchange };
}

/** A call of the live game API (with the session header when given). */
export function call(
  live: RunningLive,
  method: 'GET' | 'POST',
  path: string,
  session?: string,
  body?: unknown,
) {
  return injectJson(live.app, method, path, {
    headers: session ? { [LIVE_SESSION_HEADER]: session } : {},
    ...(body ? { body } : {}),
  });
}
