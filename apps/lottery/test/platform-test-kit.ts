import path from 'node:path';
import { LOTTERY_API, LOTTERY_SESSION_HEADER, LOTTERY_VENDOR_CODES } from '@croupier/contracts';
import {
  connectVendorService,
  createPlayer,
  createTestMerchant,
  LOTTERY_SERVICE,
  type Merchant,
} from '@croupier/server/testing';
import { emptyPGliteSnapshot, startTestApp, type TestApp } from '@croupier/server/testing/test-app';
import { type FaultyFetch, injectJson, openTestVendorDb, uniqueSchema } from '@croupier/vendor-kit/testing';
import { sql } from 'kysely';
import { MIGRATIONS_DIR, type RunningLottery, type StartLotteryOptions, startOn } from '../src/index.ts';

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

/** A test clock the vendor reads (draws, cut-offs, retries); tests move it. */
export class Clock {
  constructor(public ms = Date.parse('2031-03-10T10:00:05Z')) {}
  readonly now = () => new Date(this.ms);
  advanceTo(date: Date | string, plusMs = 1): void {
    this.ms = new Date(date).getTime() + plusMs;
  }
}

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

/** A merchant with the four lottery vendor codes enabled and connected (credentials issued, catalogue registered). */
export async function connectedMerchant(platform: Platform, lottery: RunningLottery): Promise<Merchant> {
  const { services } = platform.test;
  const merchant = await createTestMerchant(services);
  await services.database.db.transaction().execute(async (tx) => {
    for (const [i, code] of LOTTERY_VENDOR_CODES.entries()) {
      await services.vendorsRepository.upsertVendor(tx, {
        vassalage: code,
        displayName: code,
        gameType: code === 'ELOTT' ? 'ELOTT' : 'LOTT',
      });
      await services.vendorsRepository.enableForMerchant(tx, merchant.id, code, i);
    }
  });
  for (const code of LOTTERY_VENDOR_CODES) {
    await connectVendorService(services, merchant, LOTTERY_SERVICE, code, {
      url: lottery.url,
      adminKey: lottery.adminKey,
      platformUrl: platform.url,
    });
  }
  return merchant;
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
  const { services } = platform.test;
  const player = await createPlayer(services, merchant, balance);
  const { url } = await services.catalogue.launch({
    merchant,
    memberId: player.member.id,
    username: player.member.username,
    language: 'EN',
    ip: '127.0.0.1',
    vassalage,
    gameCode,
  });
  const token = new URL(url).searchParams.get('token') ?? '';
  const exchange = await call(lottery, 'POST', LOTTERY_API.session, undefined, { launchToken: token });
  return { ...player, launchUrl: url, session: exchange.json.value?.sessionToken as string, exchange };
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

/** The platform balance of a member. */
export function platformBalance(platform: Platform, merchant: Merchant, memberId: bigint): Promise<bigint> {
  return platform.test.services.ledger.balanceOf(merchant.id, 'member_wallet', memberId.toString());
}

/** The platform's wallet transactions of one vendor round (ticket), as kind:status. */
export async function platformTxs(platform: Platform, roundId: string): Promise<string[]> {
  const rows = await sql<{ kind: string; status: string }>`
    select kind, status from vendor_transactions where round_id = ${roundId} order by id`.execute(
    platform.test.services.database.db,
  );
  return rows.rows.map((r) => `${r.kind}:${r.status}`);
}

/** Platform wallet transactions of every round of the given vendor codes: kind -> count. */
export async function platformTxCounts(
  platform: Platform,
  merchant: Merchant,
): Promise<Record<string, number>> {
  const rows = await sql<{ kind: string; n: number }>`
    select kind || ':' || status as kind, count(*)::int as n from vendor_transactions
    where merchant_id = ${merchant.id} group by 1`.execute(platform.test.services.database.db);
  return Object.fromEntries(rows.rows.map((r) => [r.kind, Number(r.n)]));
}

export { FaultyFetch } from '@croupier/vendor-kit/testing';
