import {
  formatMinor,
  LIVE_API,
  LIVE_SESSION_HEADER,
  type TLiveSnapshot,
  type TLiveTableCode,
} from '@croupier/contracts';
import { startLive } from '@croupier/live';
import { buildApp, connectVendorService, createPlayer, LIVE_SERVICE } from '@croupier/server/testing';
import type { FetchLike } from '@croupier/vendor-kit';
import {
  cpuPerBetLine,
  createBenchMerchant,
  openBenchPlatform,
  postgresCpuMs,
  startBenchPostgres,
} from './bench-kit.ts';

/**
 * `npm run bench:live`: one baccarat table of the live vendor and the real platform, each on its
 * own database of a throw-away PostgreSQL (BENCH_SERVER_URL: an existing server instead).
 * 1. BENCH_PLAYERS (1,000) players launched on BAC1 fire BENCH_BETS (10,000) placements at the open
 *    round, BENCH_CONCURRENCY (64) in flight, each through the vendor's HTTP route and its signed
 *    wallet debit on the platform: bets accepted per second over the burst and over its last second
 *    (the rush before the close).
 * 2. The round closes and is revealed; the time to compute every player's return (one transaction,
 *    open -> settling) and the time to pay every player's one win through the platform.
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const BETS = Number(process.env.BENCH_BETS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const TABLE: TLiveTableCode = 'BAC1';
const SPOTS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'];

async function main() {
  const postgres = await startBenchPostgres(
    ['bench_live_platform', 'bench_live_vendor'],
    process.env.BENCH_SERVER_URL,
  );
  console.log(`PostgreSQL at ${postgres.serverUrl}`);
  try {
    const { services, database } = await openBenchPlatform(postgres.databaseUrl('bench_live_platform'));
    const platform = await buildApp({
      config: { LOG_LEVEL: 'silent', LOG_PRETTY: false, TRUST_PROXY: false, WEB_DIST: 'none' },
      services,
      serveWeb: false,
    });
    const platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });
    // The vendor's clock: real time plus an offset the bench moves to close the round.
    let offsetMs = 0;
    const now = () => new Date(Date.now() + offsetMs);
    const timing = { bettingMs: 3_600_000, lastCallMs: 0, closedMs: 1, stepMs: 1, resultMs: 1 };
    // The wallet calls timed apart, to tell the vendor's own time from the platform's.
    const wallet = { bets: 0, betMs: 0, calls: 0 };
    const timedFetch: FetchLike = async (url, init) => {
      const t = performance.now();
      const response = await fetch(url, init);
      const text = await response.text();
      // A batch call (the vendor kit's coalescing) counts as its bet items, each waiting the whole call.
      const bets = url.endsWith('/bet')
        ? 1
        : url.endsWith('/batch')
          ? (init.body.match(/"call":"bet"/g) ?? []).length
          : 0;
      if (bets > 0) {
        wallet.calls++;
        wallet.bets += bets;
        wallet.betMs += (performance.now() - t) * bets;
      }
      return { status: response.status, text: async () => text };
    };
    const live = await startLive({
      fetch: timedFetch,
      port: 0,
      databaseUrl: postgres.databaseUrl('bench_live_vendor'),
      logLevel: 'silent',
      tables: [TABLE],
      timing: { BACCARAT: timing },
      tickIntervalMs: 0,
      platformTimeoutMs: 60_000,
      payConcurrency: 32,
      now,
      uiDist: '/nonexistent',
    });
    try {
      const merchant = await createBenchMerchant(services, 'Bench Live Casino');
      await services.database.db.transaction().execute(async (tx) => {
        await services.vendorsRepository.upsertVendor(tx, {
          vassalage: 'CLIVE',
          displayName: 'CLIVE',
          gameType: 'LIVE',
        });
        await services.vendorsRepository.enableForMerchant(tx, merchant.id, 'CLIVE', 0);
      });
      await connectVendorService(services, merchant, LIVE_SERVICE, 'CLIVE', {
        url: live.url,
        adminKey: live.adminKey,
        platformUrl,
      });

      let started = Date.now();
      const sessions: string[] = [];
      for (let i = 0; i < PLAYERS; i++) {
        const player = await createPlayer(services, merchant, '1000000');
        const { url } = await services.catalogue.launch({
          merchant,
          memberId: player.member.id,
          username: player.member.username,
          language: 'EN',
          ip: '127.0.0.1',
          vassalage: 'CLIVE',
          gameCode: TABLE,
        });
        const launchToken = new URL(url).searchParams.get('token') ?? '';
        const r = await live.app.inject({
          method: 'POST',
          url: LIVE_API.session,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ launchToken }),
        });
        sessions.push(r.json().value.sessionToken as string);
      }
      console.log(`${PLAYERS} players launched in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      const snap = await live.app.inject({
        method: 'GET',
        url: LIVE_API.table.replace(':tableCode', TABLE),
        headers: { [LIVE_SESSION_HEADER]: sessions[0] as string },
      });
      const round = (snap.json().value as TLiveSnapshot).table.round as NonNullable<
        TLiveSnapshot['table']['round']
      >;

      // 1. The rush: every placement one debit on the platform.
      const cpuBefore = process.cpuUsage();
      const pgBefore = postgresCpuMs(postgres.dataDir);
      const doneAt: number[] = [];
      let refused = 0;
      let next = 0;
      started = Date.now();
      const worker = async () => {
        while (next < BETS) {
          const i = next++;
          const r = await live.app.inject({
            method: 'POST',
            url: LIVE_API.bets.replace(':tableCode', TABLE),
            headers: {
              'content-type': 'application/json',
              [LIVE_SESSION_HEADER]: sessions[i % PLAYERS] as string,
            },
            payload: JSON.stringify({
              requestId: `bench-${i}-${started}`,
              roundId: round.roundId,
              bets: [{ spot: SPOTS[i % SPOTS.length], amount: '1' }],
            }),
          });
          if (r.statusCode === 200) doneAt.push(Date.now());
          else {
            refused++;
            if (refused <= 3) console.log(`refused: ${r.body}`);
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const ended = Date.now();
      const cpu = process.cpuUsage(cpuBefore);
      const pgCpuMs = postgresCpuMs(postgres.dataDir) - pgBefore;
      const seconds = (ended - started) / 1000;
      const lastSecond = doneAt.filter((t) => t > ended - 1000).length;
      console.log(
        `placements: ${doneAt.length} accepted, ${refused} refused in ${seconds.toFixed(2)} s = ${Math.round(doneAt.length / seconds)} bets/s (wallet debit included); last second: ${lastSecond} bets/s (target ≥ 5,000)`,
      );

      console.log(
        `  of which the platform's wallet debit: ${(wallet.betMs / Math.max(1, wallet.bets)).toFixed(1)} ms per bet on average (${CONCURRENCY} in flight; ${wallet.calls} signed wallet calls, ${(wallet.bets / Math.max(1, wallet.calls)).toFixed(1)} debits per call)`,
      );
      console.log(`  ${cpuPerBetLine(cpu, pgCpuMs, doneAt.length, postgres.dataDir)}`);

      // 2. Close, reveal, settle, pay.
      offsetMs += 3_600_000;
      let computeMs = 0;
      for (let i = 0; i < 20; i++) {
        const before = await live.store.round(live.db, BigInt(round.roundId));
        if (before?.phase === 'SETTLED') break;
        if (before?.phase_ends_at)
          offsetMs = Math.max(offsetMs, before.phase_ends_at.getTime() - Date.now() + 1);
        const t = Date.now();
        await live.tick();
        const after = await live.store.round(live.db, BigInt(round.roundId));
        if (after?.phase === 'SETTLED') computeMs = Date.now() - t;
      }
      const payStarted = Date.now();
      await live.engine.idle();
      for (let i = 0; i < 10; i++) if ((await live.sweep()) === 0) break;
      const payMs = Date.now() - payStarted;
      const [counts] = await live.db.query<{
        settled: number;
        other: number;
        stake: string;
        returned: string;
      }>(
        `select count(*) filter (where status = 'settled')::int as settled, count(*) filter (where status <> 'settled')::int as other,
                coalesce(sum(stake), 0)::text as stake, coalesce(sum(returned), 0)::text as returned
           from ${live.db.schema}.player_rounds where round_id = $1`,
        [BigInt(round.roundId)],
      );
      console.log(
        `settlement of a ${doneAt.length}-bet round (${counts?.settled} players paid, ${counts?.other} not): returns computed in ${computeMs} ms, ${counts?.settled} wins paid through the platform in ${(payMs / 1000).toFixed(2)} s`,
      );
      console.log(
        `stakes ${formatMinor(BigInt(counts?.stake ?? '0'))}, returned ${formatMinor(BigInt(counts?.returned ?? '0'))}`,
      );
    } finally {
      await live.close();
      await platform.close();
      await database.close();
    }
  } finally {
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
