import path from 'node:path';
import { LIVE_API, LIVE_SESSION_HEADER } from '@croupier/contracts';
import { LIVE_SERVICE, type Merchant } from '@croupier/server/testing';
import {
  connectedMerchant as connectLinkedMerchant,
  launchThroughPlatform,
  type Platform,
} from '@croupier/server/testing/linked-vendor';
import { type FaultyFetch, injectJson, openTestVendorDb, uniqueSchema } from '@croupier/vendor-kit/testing';
import { MIGRATIONS_DIR, type RunningLive, type StartLiveOptions, startOn } from '../src/index.ts';

// The platform, its clock and its balances are the same for every linked vendor's tests.
export {
  Clock,
  type Platform,
  platformBalance,
  platformTxCounts,
  platformTxs,
  startPlatform,
} from '@croupier/server/testing/linked-vendor';
export { FaultyFetch } from '@croupier/vendor-kit/testing';

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
export function connectedMerchant(platform: Platform, live: RunningLive): Promise<Merchant> {
  return connectLinkedMerchant(platform, LIVE_SERVICE, live, (code) =>
    code === 'DS88' ? 'COCKFIGHT' : 'LIVE',
  );
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
  const player = await launchThroughPlatform(platform, merchant, vassalage, tableCode, balance);
  const token = player.launchToken;
  const exchange = await call(live, 'POST', LIVE_API.session, undefined, { launchToken: token });
  return { ...player, session: exchange.json.value?.sessionToken as string, exchange };
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
