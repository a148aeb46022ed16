import {
  FairShooter,
  FISH_KIND_CODES,
  type FishKindCode,
  fairShot,
  fishPosition,
  resolveShot,
  SeededRandom,
} from '@croupier/games';
import { buildApp, connectVendorService, createPlayer, FISHING_SERVICE } from '@croupier/server/testing';
import { startFishing } from '../apps/fishing/src/index.ts';
import { createBenchMerchant, openBenchPlatform, startBenchPostgres } from './bench-kit.ts';

/**
 * `npm run bench:fishing`:
 * 1. Shots resolved per second on one core (target 1,000,000): the capture decision of BENCH_FISH_SHOTS
 *    (1,000,000) shots over every fish kind, from the provably-fair HMAC stream as the vendor runs it (one
 *    keyed HMAC per round seed), as a browser verifies one shot, and from the seeded simulation stream
 *    (the maths alone), with the RTP each returned; per wall second and per CPU second (the fair figure
 *    on a shared machine).
 * 2. The vendor end to end on the real platform, both on a throw-away PostgreSQL (BENCH_SERVER_URL to
 *    use another): BENCH_FISH_PLAYERS (8) players in two rooms fire BENCH_FISH_ROOM_SHOTS (4,000)
 *    shots, each written with its round; rounds of up to 50 shots settle through the signed wallet
 *    protocol. Prints shots/s processed and wallet rounds/s settled, and checks every platform balance.
 */
const SHOTS = Number(process.env.BENCH_FISH_SHOTS ?? 1_000_000);
const PLAYERS = Number(process.env.BENCH_FISH_PLAYERS ?? 8);
const ROOM_SHOTS = Number(process.env.BENCH_FISH_ROOM_SHOTS ?? 4_000);

function maths(label: string, count: number, decide: (i: number, kind: FishKindCode) => number): void {
  let paid = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < count; i++)
    paid += decide(i, FISH_KIND_CODES[i % FISH_KIND_CODES.length] as FishKindCode);
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `${label}: ${count.toLocaleString('en')} shots in ${ms.toFixed(0)} ms = ${Math.round((count / ms) * 1000).toLocaleString('en')} shots/s, ${Math.round((count / cpuMs) * 1000).toLocaleString('en')} per CPU-second (RTP returned ${((paid / count) * 100).toFixed(2)} %)`,
  );
}

const seed = 'f'.repeat(64);
// The vendor keeps one FairShooter per round seed (the key's HMAC pads compressed once), as here.
const shooter = new FairShooter(seed, 'bench');
maths(
  'provably-fair shots, one round seed (the vendor)',
  SHOTS,
  (i, kind) => shooter.shot(i, kind, i % 300).multiplier,
);
maths(
  'provably-fair shots, a new seed each shot (a browser verifying one shot)',
  Math.ceil(SHOTS / 10),
  (i, kind) => fairShot(seed, 'bench', i, kind, i % 300).multiplier,
);
const rng = new SeededRandom(42);
maths('maths only (seeded stream)', SHOTS, (i, kind) => resolveShot(rng, kind, i % 300).multiplier);

// ---- end to end ----
const postgres = await startBenchPostgres(
  ['bench_fish_platform', 'bench_fish_vendor'],
  process.env.BENCH_SERVER_URL,
);
let failed = false;
try {
  const { services, database } = await openBenchPlatform(postgres.databaseUrl('bench_fish_platform'));
  const platform = await buildApp({
    config: { LOG_LEVEL: 'silent', LOG_PRETTY: false, TRUST_PROXY: false, WEB_DIST: 'none' },
    services,
    serveWeb: false,
  });
  const platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });
  // The vendor's clock: real time plus an offset the bench moves, so the cannon never waits.
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const fishing = await startFishing({
    port: 0,
    databaseUrl: postgres.databaseUrl('bench_fish_vendor'),
    logLevel: 'silent',
    tickIntervalMs: 0,
    now,
    uiDist: '/nonexistent',
  });
  const merchant = await createBenchMerchant(services, 'Bench Fishing');
  await services.database.db.transaction().execute(async (tx) => {
    await services.vendorsRepository.upsertVendor(tx, {
      vassalage: 'CFISH',
      displayName: 'CFISH',
      gameType: 'FISH',
    });
    await services.vendorsRepository.enableForMerchant(tx, merchant.id, 'CFISH', 0);
  });
  await connectVendorService(services, merchant, FISHING_SERVICE, 'CFISH', {
    url: fishing.url,
    adminKey: fishing.adminKey,
    platformUrl,
  });
  const players = [];
  for (let i = 0; i < PLAYERS; i++) {
    const player = await createPlayer(services, merchant, '100000');
    const { url } = await services.catalogue.launch({
      merchant,
      memberId: player.member.id,
      username: player.member.username,
      language: 'EN',
      ip: '127.0.0.1',
      vassalage: 'CFISH',
      gameCode: 'OCEAN_KING',
    });
    const { session } = await fishing.sessions.exchange(new URL(url).searchParams.get('token') ?? '');
    const seat = await fishing.rooms.join(session, 'CFISH', 'OCEAN_KING', `bench${i}`, () => undefined);
    players.push({ ...player, ...seat });
  }
  const start = performance.now();
  let fired = 0;
  await Promise.all(
    players.map(async ({ room, player }, k) => {
      for (let i = 0; i < ROOM_SHOTS / PLAYERS; i++) {
        offsetMs += 100;
        if (i % 20 === 0) await room.tick();
        const t = now().getTime();
        const fish = room.state(player).fish.find((f) => {
          const p = fishPosition(
            { points: f.points as never, bornAt: f.bornAt, durationMs: f.durationMs },
            t,
          );
          return p.t > 0.1 && p.t < 0.9 && p.x > 0 && p.x < 1600 && p.y > 0 && p.y < 900;
        });
        if (!fish) continue;
        await room.shot(player, fish.fishId, 0, (i + k) % 6);
        fired++;
      }
    }),
  );
  for (const { room, player } of players) await fishing.rooms.leave(room, player, null);
  await fishing.rooms.idle();
  const ms = performance.now() - start;
  const [row] = await fishing.db.query<{ rounds: string; shots: string; bad: string }>(
    `select count(*) filter (where status = 'closed')::text as rounds, coalesce(sum(shots), 0)::text as shots,
            count(*) filter (where status <> 'closed')::text as bad from ${fishing.db.schema}.rounds`,
  );
  let mismatches = 0;
  for (const p of players) {
    const [b] = await fishing.db.query<{ net: string }>(
      `select coalesce(sum(win - bet), 0)::text as net from ${fishing.db.schema}.rounds where player_id = $1 and status = 'closed'`,
      [p.playerId],
    );
    const balance = await services.ledger.balanceOf(merchant.id, 'member_wallet', p.member.id.toString());
    if (balance !== 100_000n * 10_000n + BigInt(b?.net ?? '0')) mismatches++;
  }
  console.log(
    `end to end (PostgreSQL, ${PLAYERS} players): ${fired.toLocaleString('en')} shots written in ${ms.toFixed(0)} ms = ${Math.round((fired / ms) * 1000).toLocaleString('en')} shots/s; ${row?.rounds} wallet rounds settled = ${Math.round((Number(row?.rounds) / ms) * 1000).toLocaleString('en')} rounds/s; unsettled ${row?.bad}; platform balances off ${mismatches}`,
  );
  failed = mismatches > 0 || row?.bad !== '0';
  await fishing.close();
  await platform.close();
  await database.close();
} finally {
  postgres.stop();
}
if (failed) process.exit(1);
