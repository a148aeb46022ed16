import path from 'node:path';
import { SPORTS_API, SPORTS_SESSION_HEADER, type TSportsMatch } from '@croupier/contracts';
import { type Merchant, SPORTS_SERVICE } from '@croupier/server/testing';
import {
  connectedMerchant as connectLinkedMerchant,
  launchThroughPlatform,
  type Platform,
} from '@croupier/server/testing/linked-vendor';
import { type FaultyFetch, injectJson, openTestVendorDb, uniqueSchema } from '@croupier/vendor-kit/testing';
import { MIGRATIONS_DIR, type RunningSports, type StartSportsOptions, startOn } from '../src/index.ts';

export {
  Clock,
  type Platform,
  platformBalance,
  platformTxCounts,
  platformTxs,
  startPlatform,
} from '@croupier/server/testing/linked-vendor';
export { FaultyFetch } from '@croupier/vendor-kit/testing';

export function openSportsDb() {
  return openTestVendorDb({
    schema: uniqueSchema('vendor_sports'),
    migrationsDir: path.resolve(MIGRATIONS_DIR),
  });
}

/** Ten-minute matches a minute apart, prices that do not drift (tests move the clock). */
export const TEST_TIMING = {
  slotMs: 60_000,
  matchMs: 600_000,
  driftMs: 1e13,
  confirmMs: 1_000,
  nearMs: 30 * 60_000,
  horizonMs: 3 * 3_600_000,
};

/** A sportsbook on `db`: quiet, no timers (tests call tick / sweep), no live delay, fast retries. */
export function startTestSports(
  db: Awaited<ReturnType<typeof openSportsDb>>,
  faults: FaultyFetch,
  clock: { now: () => Date },
  options: Partial<StartSportsOptions> = {},
): Promise<RunningSports> {
  return startOn(db, {
    port: 0,
    logLevel: process.env.SPORTS_TEST_LOG ?? 'silent',
    fetch: faults.fetch,
    tickIntervalMs: 0,
    platformTimeoutMs: 120_000,
    now: clock.now,
    money: { inlineRetryDelaysMs: [5, 10], sweepBackoffBaseMs: 1, sweepBackoffMaxMs: 5 },
    speed: TEST_TIMING,
    liveDelayMs: 0,
    uiDist: '/nonexistent',
    ...options,
  });
}

/** A merchant with CSPORT and IMES enabled and connected. */
export function connectedMerchant(platform: Platform, sports: RunningSports): Promise<Merchant> {
  return connectLinkedMerchant(platform, SPORTS_SERVICE, sports, (code) =>
    code === 'IMES' ? 'ESPORTS' : 'SPORTS',
  );
}

/** A member with money launched through the platform onto a book: the sportsbook session. */
export async function launchPlayer(
  platform: Platform,
  sports: RunningSports,
  merchant: Merchant,
  vassalage: 'CSPORT' | 'IMES',
  balance = '1000',
) {
  const player = await launchThroughPlatform(
    platform,
    merchant,
    vassalage,
    vassalage === 'IMES' ? 'SB_ESPORTS' : 'SB_SPORTS',
    balance,
  );
  const exchange = await call(sports, 'POST', SPORTS_API.session, undefined, {
    launchToken: player.launchToken,
  });
  return { ...player, session: exchange.json.value?.sessionToken as string, exchange };
}

export function call(
  sports: RunningSports,
  method: 'GET' | 'POST',
  path: string,
  session?: string,
  body?: unknown,
) {
  return injectJson(sports.app, method, path, {
    headers: session ? { [SPORTS_SESSION_HEADER]: session } : {},
    ...(body ? { body } : {}),
  });
}

/** The price of a selection in a match view's markets. */
export function priceIn(match: TSportsMatch, market: string, selection: string): number | null {
  return (
    match.markets.find((m) => m.key === market)?.selections.find((s) => s.code === selection)?.odds ?? null
  );
}
