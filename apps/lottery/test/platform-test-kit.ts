import path from 'node:path';
import { LOTTERY_API, LOTTERY_SESSION_HEADER } from '@croupier/contracts';
import { LOTTERY_SERVICE, type Merchant } from '@croupier/server/testing';
import {
  Clock,
  connectedMerchant as connectLinkedMerchant,
  launchThroughPlatform,
  type Platform,
  startPlatform,
} from '@croupier/server/testing/linked-vendor';
import { emptyPGliteSnapshot } from '@croupier/server/testing/test-app';
import { FaultyFetch, injectJson, openTestVendorDb, uniqueSchema } from '@croupier/vendor-kit/testing';
import { MIGRATIONS_DIR, type RunningLottery, type StartLotteryOptions, startOn } from '../src/index.ts';

/**
 * A migrated lottery database in its own schema (PostgreSQL under TEST_DATABASE_URL, else a PGlite
 * started from the run's empty cluster).
 */
export function openLotteryDb() {
  return openTestVendorDb({
    schema: uniqueSchema('vendor_lottery'),
    migrationsDir: path.resolve(MIGRATIONS_DIR),
    pgliteSnapshot: emptyPGliteSnapshot(),
  });
}

/** A lottery process on `db`: quiet, timers off, fast retries, a 60 s vn-north schedule closing 10 s before. */
export function startTestLottery(
  db: Awaited<ReturnType<typeof openLotteryDb>>,
  faults: FaultyFetch,
  clock: Clock,
  options: Partial<StartLotteryOptions> = {},
): Promise<RunningLottery> {
  return startOn(db, {
    port: 0,
    logLevel: 'silent',
    fetch: faults.fetch,
    tickIntervalMs: 0,
    platformTimeoutMs: 3000,
    now: clock.now,
    money: { inlineRetryDelaysMs: [5, 10], sweepBackoffBaseMs: 1, sweepBackoffMaxMs: 5 },
    schedule: { 'vn-north': { intervalSeconds: 60, offsetSeconds: 0, closeBeforeSeconds: 10 } },
    uiDist: '/nonexistent',
    ...options,
  });
}

/**
 * The real platform and a lottery process on its own database, with the test clock the lottery reads;
 * `close` ends both.
 */
export async function startPlatformAndLottery(options: Partial<StartLotteryOptions> = {}) {
  const platform = await startPlatform();
  const clock = new Clock();
  const db = await openLotteryDb();
  const lottery = await startTestLottery(db, new FaultyFetch(), clock, options);
  const close = async () => {
    await lottery.app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    await platform.test.close();
  };
  return { platform, clock, lottery, close };
}

/** A merchant with the four lottery vendor codes enabled and connected (credentials issued, catalogue registered). */
export function connectedMerchant(
  platform: Platform,
  lottery: RunningLottery,
  overrides: Parameters<typeof connectLinkedMerchant>[4] = {},
): Promise<Merchant> {
  return connectLinkedMerchant(
    platform,
    LOTTERY_SERVICE,
    lottery,
    (code) => (code === 'ELOTT' ? 'ELOTT' : 'LOTT'),
    overrides,
  );
}

/** A member with money, launched through the platform's catalogue into `gameCode`: the lottery session. */
export async function launchPlayer(
  platform: Platform,
  lottery: RunningLottery,
  merchant: Merchant,
  vassalage: string,
  gameCode: string,
  balance = '1000',
) {
  const player = await launchThroughPlatform(platform, merchant, vassalage, gameCode, balance);
  const token = player.launchToken;
  const exchange = await call(lottery, 'POST', LOTTERY_API.session, undefined, { launchToken: token });
  return { ...player, session: exchange.json.value?.sessionToken as string, exchange };
}

/** A call of the lottery's game API (with the session header when given). */
export function call(
  lottery: RunningLottery,
  method: 'GET' | 'POST',
  path: string,
  session?: string,
  body?: unknown,
) {
  return injectJson(lottery.app, method, path, {
    headers: session ? { [LOTTERY_SESSION_HEADER]: session } : {},
    ...(body ? { body } : {}),
  });
}

export {
  type Platform,
  platformBalance,
  platformTxCounts,
  platformTxs,
} from '@croupier/server/testing/linked-vendor';
export { Clock, FaultyFetch, startPlatform };
