import path from 'node:path';
import { FISHING_API, FISHING_SESSION_HEADER } from '@croupier/contracts';
import { FISHING_SERVICE, type Merchant } from '@croupier/server/testing';
import {
  connectedMerchant as connectLinkedMerchant,
  launchThroughPlatform,
  type Platform,
} from '@croupier/server/testing/linked-vendor';
import { type FaultyFetch, injectJson, openTestVendorDb, uniqueSchema } from '@croupier/vendor-kit/testing';
import { MIGRATIONS_DIR, type RunningFishing, type StartFishingOptions, startOn } from '../src/index.ts';

export {
  Clock,
  type Platform,
  platformBalance,
  platformTxCounts,
  startPlatform,
} from '@croupier/server/testing/linked-vendor';
export { FaultyFetch } from '@croupier/vendor-kit/testing';

/** A migrated fishing database in its own schema (PostgreSQL under TEST_DATABASE_URL, else PGlite). */
export function openFishingDb() {
  return openTestVendorDb({
    schema: uniqueSchema('vendor_fishing'),
    migrationsDir: path.resolve(MIGRATIONS_DIR),
  });
}

/** A fishing process on `db`: quiet, timers off (tests call tick/sweep), its clock the test's. */
export function startTestFishing(
  db: Awaited<ReturnType<typeof openFishingDb>>,
  faults: FaultyFetch,
  clock: { now: () => Date },
  options: Partial<StartFishingOptions> = {},
): Promise<RunningFishing> {
  return startOn(db, {
    port: 0,
    logLevel: 'silent',
    fetch: faults.fetch,
    tickIntervalMs: 0,
    platformTimeoutMs: 120_000,
    now: clock.now,
    money: { inlineRetryDelaysMs: [5, 10], sweepBackoffBaseMs: 1, sweepBackoffMaxMs: 5 },
    uiDist: '/nonexistent',
    ...options,
  });
}

/** A merchant with CFISH enabled (under FISH) and connected. */
export function connectedMerchant(platform: Platform, fishing: RunningFishing): Promise<Merchant> {
  return connectLinkedMerchant(platform, FISHING_SERVICE, fishing, () => 'FISH');
}

/** A member with money launched into `gameCode` through the platform: its session token and row. */
export async function launchPlayer(
  platform: Platform,
  fishing: RunningFishing,
  merchant: Merchant,
  gameCode: string,
  balance = '1000',
) {
  const player = await launchThroughPlatform(platform, merchant, 'CFISH', gameCode, balance);
  const exchange = await call(fishing, 'POST', FISHING_API.session, undefined, {
    launchToken: player.launchToken,
  });
  const token = exchange.json.value?.sessionToken as string;
  return { ...player, token, session: await fishing.sessions.authenticate(token), exchange };
}

/** A call of the fishing game API (with the session header when given). */
export function call(
  fishing: RunningFishing,
  method: 'GET' | 'POST',
  route: string,
  session?: string,
  body?: unknown,
) {
  return injectJson(fishing.app, method, route, {
    headers: session ? { [FISHING_SESSION_HEADER]: session } : {},
    ...(body ? { body } : {}),
  });
}

/** The vendor's books of one player: the rounds by status, and Σ bet / Σ win of the settled ones and of the shots. */
export async function books(fishing: RunningFishing, playerId: string) {
  const s = fishing.db.schema;
  const [row] = await fishing.db.query<Record<string, string>>(
    `select
       (select count(*) from ${s}.rounds where player_id = $1 and status = 'closed' and shots > 0)::text as closed,
       (select count(*) from ${s}.rounds where player_id = $1 and status not in ('closed', 'rejected'))::text as unsettled,
       (select coalesce(sum(bet), 0) from ${s}.rounds where player_id = $1 and status = 'closed')::text as bet,
       (select coalesce(sum(win), 0) from ${s}.rounds where player_id = $1 and status = 'closed')::text as win,
       (select count(*) from ${s}.shots sh join ${s}.rounds r using (round_id) where r.player_id = $1)::text as shots,
       (select coalesce(sum(sh.bet), 0) from ${s}.shots sh join ${s}.rounds r using (round_id) where r.player_id = $1)::text as shot_bet,
       (select coalesce(sum(sh.win), 0) from ${s}.shots sh join ${s}.rounds r using (round_id) where r.player_id = $1)::text as shot_win,
       (select coalesce(string_agg(status || ':' || coalesce(last_error, '') || ':' || bet::text, ' '), '') from ${s}.rounds where player_id = $1 and status <> 'closed') as not_closed`,
    [playerId],
  );
  const r = row as Record<string, string>;
  return {
    closed: Number(r.closed),
    unsettled: Number(r.unsettled),
    bet: BigInt(r.bet as string),
    win: BigInt(r.win as string),
    shots: Number(r.shots),
    shotBet: BigInt(r.shot_bet as string),
    shotWin: BigInt(r.shot_win as string),
    /** Rounds not closed (status:last error:bet), for the message of a failed check. */
    notClosed: r.not_closed ?? '',
  };
}
