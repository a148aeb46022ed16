import path from 'node:path';
import { POKER_API, POKER_SESSION_HEADER } from '@croupier/contracts';
import { type Merchant, POKER_SERVICE } from '@croupier/server/testing';
import {
  connectedMerchant as connectLinkedMerchant,
  launchThroughPlatform,
  type Platform,
} from '@croupier/server/testing/linked-vendor';
import { type FaultyFetch, injectJson, openTestVendorDb, uniqueSchema } from '@croupier/vendor-kit/testing';
import { MIGRATIONS_DIR, type RunningPoker, type StartPokerOptions, startOn } from '../src/index.ts';

export {
  Clock,
  type Platform,
  platformBalance,
  platformTxCounts,
  startPlatform,
} from '@croupier/server/testing/linked-vendor';
export { FaultyFetch } from '@croupier/vendor-kit/testing';

/** A migrated poker database in its own schema (PostgreSQL under TEST_DATABASE_URL, else PGlite). */
export function openPokerDb() {
  return openTestVendorDb({
    schema: uniqueSchema('vendor_poker'),
    migrationsDir: path.resolve(MIGRATIONS_DIR),
  });
}

/** A poker process on `db`: quiet, timers off (tests call tick/sweep), the next hand dealt at the next tick. */
export function startTestPoker(
  db: Awaited<ReturnType<typeof openPokerDb>>,
  faults: FaultyFetch,
  clock: { now: () => Date },
  options: Partial<StartPokerOptions> = {},
): Promise<RunningPoker> {
  return startOn(db, {
    port: 0,
    logLevel: 'silent',
    fetch: faults.fetch,
    tickIntervalMs: 0,
    platformTimeoutMs: 120_000,
    now: clock.now,
    money: { inlineRetryDelaysMs: [5, 10], sweepBackoffBaseMs: 1, sweepBackoffMaxMs: 5 },
    timing: { betweenHandsMs: 0, actionMs: 15_000, timeBankMs: 30_000 },
    tables: ['NL6_JADE', 'NL9_TIGER'],
    uiDist: '/nonexistent',
    ...options,
  });
}

/** A merchant with CPOKER enabled (under PVP) and connected. */
export function connectedMerchant(platform: Platform, poker: RunningPoker): Promise<Merchant> {
  return connectLinkedMerchant(platform, POKER_SERVICE, poker, () => 'PVP');
}

/** A member with money launched onto `tableCode` through the platform: its session token and row. */
export async function launchPlayer(
  platform: Platform,
  poker: RunningPoker,
  merchant: Merchant,
  tableCode: string,
  balance = '1000',
) {
  const player = await launchThroughPlatform(platform, merchant, 'CPOKER', tableCode, balance);
  const exchange = await call(poker, 'POST', POKER_API.session, undefined, {
    launchToken: player.launchToken,
  });
  const token = exchange.json.value?.sessionToken as string;
  return { ...player, token, session: await poker.sessions.authenticate(token), exchange };
}

/** A call of the poker game API (with the session header when given). */
export function call(
  poker: RunningPoker,
  method: 'GET' | 'POST',
  path: string,
  session?: string,
  body?: unknown,
) {
  return injectJson(poker.app, method, path, {
    headers: session ? { [POKER_SESSION_HEADER]: session } : {},
    ...(body ? { body } : {}),
  });
}

/**
 * The table wallet's books: every chip the platform debited (buy-ins of sittings that were seated)
 * is either paid back (cash-outs), on a seat (stacks), or raked (finished hands).
 */
export async function books(poker: RunningPoker) {
  const s = poker.db.schema;
  const [row] = await poker.db.query<{ buy_ins: string; cash_outs: string; stacks: string; rake: string }>(
    `select
       (select coalesce(sum(buy_in), 0) from ${s}.sittings where status in ('seated', 'cashing', 'closed'))::text as buy_ins,
       (select coalesce(sum(cash_out), 0) from ${s}.sittings where status in ('cashing', 'closed'))::text as cash_outs,
       (select coalesce(sum(stack), 0) from ${s}.sittings where status = 'seated')::text as stacks,
       (select coalesce(sum(rake), 0) from ${s}.hands where status = 'done')::text as rake`,
  );
  const r = row as { buy_ins: string; cash_outs: string; stacks: string; rake: string };
  return {
    buyIns: BigInt(r.buy_ins),
    cashOuts: BigInt(r.cash_outs),
    stacks: BigInt(r.stacks),
    rake: BigInt(r.rake),
  };
}
