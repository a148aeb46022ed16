import { SPORTS_API, SPORTS_SESSION_HEADER, type TSportsMatch } from '@croupier/contracts';
import { buildApp, connectVendorService, createPlayer, SPORTS_SERVICE } from '@croupier/server/testing';
import { Settlement, startSports } from '@croupier/sportsbook';
import {
  cpuPerBetLine,
  createBenchMerchant,
  openBenchPlatform,
  postgresCpuMs,
  startBenchPostgres,
} from './bench-kit.ts';

/**
 * `npm run bench:sportsbook`: the sportsbook vendor and the real platform, each on its own database
 * of a throw-away PostgreSQL (BENCH_SERVER_URL: an existing server instead).
 * 1. BENCH_PLAYERS (500) players place BENCH_BETS (10,000) singles on one upcoming match through
 *    the slip API (prices checked against the feed, limits, the bet stored, its signed wallet debit
 *    on the platform), BENCH_CONCURRENCY (64) in flight: bets placed per second (target ≥ 2,000).
 * 2. BENCH_SETTLE (100,000) open bets on that match (the placed ones and the rest written straight
 *    into the vendor's tables, as a busy book's open liabilities) are settled on its result: legs
 *    settled, every bet's return computed and moved open -> settling (target < 10 s). Then the placed
 *    bets' wins are paid through the platform by the money sweep, timed apart.
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const BETS = Number(process.env.BENCH_BETS ?? 10_000);
const SETTLE = Number(process.env.BENCH_SETTLE ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);

async function main() {
  const postgres = await startBenchPostgres(
    ['bench_sports_platform', 'bench_sports_vendor'],
    process.env.BENCH_SERVER_URL,
  );
  console.log(`PostgreSQL at ${postgres.serverUrl}`);
  try {
    const { services, database } = await openBenchPlatform(postgres.databaseUrl('bench_sports_platform'));
    const platform = await buildApp({
      config: { LOG_LEVEL: 'silent', LOG_PRETTY: false, TRUST_PROXY: false, WEB_DIST: 'none' },
      services,
      serveWeb: false,
    });
    const platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });
    let offsetMs = 0;
    const now = () => new Date(Date.now() + offsetMs);
    const sports = await startSports({
      port: 0,
      databaseUrl: postgres.databaseUrl('bench_sports_vendor'),
      poolSize: 32,
      logLevel: 'silent',
      speed: {
        slotMs: 60_000,
        matchMs: 600_000,
        driftMs: 1e13,
        confirmMs: 1_000,
        nearMs: 3_600_000,
        horizonMs: 3_600_000,
      },
      liveDelayMs: 0,
      tickIntervalMs: 0,
      platformTimeoutMs: 60_000,
      limits: { customerOpenStake: 10n ** 15n },
      now,
      uiDist: '/nonexistent',
    });
    try {
      const merchant = await createBenchMerchant(services, 'Bench Sportsbook');
      await services.database.db.transaction().execute(async (tx) => {
        await services.vendorsRepository.upsertVendor(tx, {
          vassalage: 'CSPORT',
          displayName: 'CSPORT',
          gameType: 'SPORTS',
        });
        await services.vendorsRepository.enableForMerchant(tx, merchant.id, 'CSPORT', 0);
      });
      await connectVendorService(services, merchant, SPORTS_SERVICE, 'CSPORT', {
        url: sports.url,
        adminKey: sports.adminKey,
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
          vassalage: 'CSPORT',
          gameCode: 'SB_SPORTS',
        });
        const r = await sports.app.inject({
          method: 'POST',
          url: SPORTS_API.session,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ launchToken: new URL(url).searchParams.get('token') ?? '' }),
        });
        sessions.push(r.json().value.sessionToken as string);
      }
      console.log(`${PLAYERS} players launched in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      const list = await sports.app.inject({
        method: 'GET',
        url: `${SPORTS_API.matches}?tab=today&sport=FOOTBALL`,
        headers: { [SPORTS_SESSION_HEADER]: sessions[0] as string },
      });
      // The match kicking off last: the first one kicks off within a minute at this speed, and its
      // prices move at kick-off, which refused a third of the placements at the price read here.
      const match = (list.json().value.matches as TSportsMatch[])
        .filter((m) => m.status === 'UPCOMING')
        .sort((a, b) => b.startsAt.localeCompare(a.startsAt))[0] as TSportsMatch;
      const choices = match.markets.flatMap((m) =>
        m.selections
          .filter((s) => s.odds !== null)
          .map((s) => ({ market: m.key, selection: s.code, odds: s.odds ?? 0 })),
      );

      // 1. Singles through the slip API, each checked and debited.
      let accepted = 0;
      let refused = 0;
      let next = 0;
      const cpuBefore = process.cpuUsage();
      const pgBefore = postgresCpuMs(postgres.dataDir);
      started = Date.now();
      const worker = async () => {
        while (next < BETS) {
          const i = next++;
          const choice = choices[i % choices.length];
          const r = await sports.app.inject({
            method: 'POST',
            url: SPORTS_API.slips,
            headers: {
              'content-type': 'application/json',
              [SPORTS_SESSION_HEADER]: sessions[i % PLAYERS] as string,
            },
            payload: JSON.stringify({
              requestId: `bench-${i}-${started}`,
              kind: 'SINGLE',
              stake: '1',
              acceptHigher: false,
              legs: [{ matchId: match.matchId, ...choice }],
            }),
          });
          if (r.statusCode === 200) accepted++;
          else if (++refused <= 3) console.log(`refused: ${r.body}`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const seconds = (Date.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const pgCpuMs = postgresCpuMs(postgres.dataDir) - pgBefore;
      console.log(
        `placements: ${accepted} accepted, ${refused} refused in ${seconds.toFixed(2)} s = ${Math.round(accepted / seconds)} bets/s through the slip API, odds checks and wallet debits included (target ≥ 2,000)`,
      );
      console.log(`  ${cpuPerBetLine(cpu, pgCpuMs, accepted, postgres.dataDir)}`);

      // 2. The rest of the book's open bets on the match, written straight in (no platform round: they are not paid).
      const extra = Math.max(0, SETTLE - accepted);
      const schema = sports.db.schema;
      const [seed] = await sports.db.query<{ merchant_code: string }>(
        `select merchant_code from ${schema}.bets limit 1`,
      );
      started = Date.now();
      for (let from = 0; from < extra; from += 20_000) {
        const n = Math.min(20_000, extra - from);
        await sports.db.query(
          `with b as (
             insert into ${schema}.bets (request_id, merchant_code, vendor_code, player_id, game_code, kind, unit_stake, stake,
               odds, max_return, status, wallet_round_id, bet_tx_id, win_tx_id, rollback_tx_id, created_at)
             select 'book-' || $2 || '-' || g, $1, 'CSPORT', 'BOOK:' || (g % 1000), 'SB_SPORTS', 'SINGLE', 10000, 10000,
               $4, 10000 * $4 / 1000, 'open', 'book-' || $2 || '-' || g, 'book-' || $2 || '-' || g || '-b',
               'book-' || $2 || '-' || g || '-w', 'book-' || $2 || '-' || g || '-r', now()
             from generate_series(1, $3::int) g returning bet_id)
           insert into ${schema}.legs (bet_id, leg_no, match_id, market, selection, odds, live)
           select bet_id, 0, $5, $6, $7, $4, false from b`,
          [
            seed?.merchant_code ?? '',
            from,
            n,
            choices[0]?.odds ?? 2000,
            match.matchId,
            choices[from % choices.length]?.market ?? '1X2',
            choices[from % choices.length]?.selection ?? 'HOME',
          ],
        );
      }
      console.log(`${extra} more open bets written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      const fixture = sports.feed.fixture(match.matchId);
      offsetMs = (fixture?.endsAt.getTime() ?? Date.now()) - Date.now() + 1_000;
      const settlement = new Settlement(sports.db, sports.store, sports.feed, sports.money, now, {
        payConcurrency: 32,
        batch: 10_000,
        payInline: false,
      });
      started = Date.now();
      const moved = await settlement.tick();
      const settleMs = Date.now() - started;
      console.log(
        `settlement of ${moved} bets on one result: legs settled, returns computed, bets moved to settling in ${(settleMs / 1000).toFixed(2)} s (target < 10 s)`,
      );
      // The written-in bets have no platform round: closed here; the placed ones are paid.
      await sports.db.query(
        `update ${schema}.bets set status = 'settled' where status = 'settling' and player_id like 'BOOK:%'`,
      );
      started = Date.now();
      let paid = 0;
      for (;;) {
        const n = await sports.money.sweep(2000, 32);
        if (n === 0) break;
        paid += n;
      }
      const payMs = Date.now() - started;
      console.log(
        `${paid} wins (also of 0) paid through the platform in ${(payMs / 1000).toFixed(2)} s = ${Math.round(paid / (payMs / 1000))}/s`,
      );
    } finally {
      await sports.close();
      await platform.close();
      await database.close();
    }
  } finally {
    await postgres.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
