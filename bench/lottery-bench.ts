import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { drawLottery } from '@croupier/games';
import {
  DrawEngine,
  LotteryStore,
  MIGRATIONS_DIR,
  PRODUCTION_SCHEDULE,
  seedHashOf,
  TicketMoney,
} from '@croupier/lottery';
import { openVendorDb } from '@croupier/vendor-kit';
import { startBenchPostgres } from './bench-kit.ts';

/**
 * `npm run bench:lottery`: a vn-north draw with BENCH_TICKETS (1,000,000) one-line đề tickets on a
 * throw-away PostgreSQL, settled by BENCH_WORKERS (4) settlement workers racing on the same draw
 * (set-based: one statement per range of BENCH_BATCH ticket ids, handed out by a counter on the
 * draw, joins the lines to the draw's win table, inserts the winners' wins into ticket_wins and
 * records the range, migration 003): the time until every ticket's win is computed exactly once
 * (pending -> settling) and the draw is settled. The wins' wallet
 * calls (one per ticket, the money path) come afterwards and are not timed here. Also printed: the
 * CPU time of this process and of the PostgreSQL server's processes while settling, and the load
 * average (the machine is shared: wall time alone says little).
 */
const TICKETS = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 4);
const BATCH = Number(process.env.BENCH_BATCH ?? 5000);

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of the PostgreSQL processes of a throw-away cluster, ended ones included (0 for an external server). */
function postgresCpuSeconds(dataDir: string): number {
  if (!dataDir) return 0;
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [ppid, utime, stime] = [Number(fields[1]), Number(fields[11]), Number(fields[12])];
      if (Number(entry) === postmaster || ppid === postmaster) ticks += utime + stime;
      // Backends that ended meanwhile: the postmaster reaped them, their time is its children's.
      if (Number(entry) === postmaster) ticks += Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / CLOCK_TICKS;
}

async function main() {
  const postgres = await startBenchPostgres(['bench_lottery'], process.env.BENCH_SERVER_URL);
  console.log(`PostgreSQL at ${postgres.serverUrl}`);
  try {
    const db = await openVendorDb({
      kind: 'postgres',
      url: postgres.databaseUrl('bench_lottery'),
      poolSize: WORKERS + 1,
      schema: 'vendor_lottery',
      migrationsDir: MIGRATIONS_DIR,
    });
    await db.migrate();
    const store = new LotteryStore(db.schema);
    await db.query(
      `insert into vendor_lottery.operators (merchant_code, platform_url, vendor_code, key_id, secret, currency)
       values ('BENCH', 'http://127.0.0.1:9', 'TCG_LOTTO_VN', 'k', 'bench-secret-bench-secret', 'USD')`,
    );
    const seed = randomBytes(32).toString('hex');
    const drawAt = new Date();
    const [draw] = await db.query<{ draw_id: bigint }>(
      `insert into vendor_lottery.draws (game_code, draw_key, status, opens_at, sales_close_at, draw_at, seed, seed_hash, result, drawn_at)
       values ('vn-north', 'BENCH', 'drawn', $1, $1, $1, $2, $3, $4, $1) returning draw_id`,
      [drawAt, seed, seedHashOf(seed), JSON.stringify(drawLottery('VN_NORTH', seed, 'BENCH'))],
    );
    const drawId = draw?.draw_id as bigint;
    let started = Date.now();
    await db.query(
      `insert into vendor_lottery.tickets (request_id, merchant_code, player_id, vendor_code, game_code, draw_id, status, cost,
         bet_tx_id, win_tx_id, rollback_tx_id)
       select 'r' || i, 'BENCH', 'BENCH:' || (i % 1000 + 1), 'TCG_LOTTO_VN', 'vn-north', $1, 'pending', 10000,
         'lt:' || i || ':bet', 'lt:' || i || ':win', 'lt:' || i || ':rollback'
       from generate_series(1, $2::int) i`,
      [drawId.toString(), TICKETS],
    );
    await db.query(
      `insert into vendor_lottery.ticket_lines (ticket_id, line_no, bet_type, selections, stake, combinations, cost, win_key)
       select ticket_id, 1, 'DE', array[lpad((ticket_id % 100)::text, 2, '0')], 10000, 1, 10000, lpad((ticket_id % 100)::text, 2, '0')
       from vendor_lottery.tickets`,
    );
    await db.query('analyze vendor_lottery.tickets');
    await db.query('analyze vendor_lottery.ticket_lines');
    console.log(
      `${TICKETS.toLocaleString('en')} tickets written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const now = () => new Date();
    const money = new TicketMoney(
      db,
      store,
      // No wallet calls are made while timing (payInline: false): the wins are the sweep's work.
      { call: async () => ({ kind: 'unknown', reason: 'bench' }) } as never,
      { inlineRetryDelaysMs: [], sweepBackoffBaseMs: 1000, sweepBackoffMaxMs: 1000, staleBettingMs: 30_000 },
      now,
    );
    const engine = new DrawEngine(
      db,
      store,
      money,
      { schedules: PRODUCTION_SCHEDULE, settleBatch: BATCH, payConcurrency: 1, payInline: false },
      now,
      async () => undefined,
    );
    const loadBefore = loadavg();
    const pgCpuBefore = postgresCpuSeconds(postgres.dataDir);
    const cpuBefore = process.cpuUsage();
    started = Date.now();
    const settled = await Promise.all(Array.from({ length: WORKERS }, () => engine.settle(drawId)));
    const ms = Date.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const pgCpu = postgresCpuSeconds(postgres.dataDir) - pgCpuBefore;
    const loadAfter = loadavg();
    // Computed: the pending tickets of the recorded ranges (they do not overlap: the counter's).
    const [counts] = await db.query<{ settling: number; pending: number; won: bigint | null }>(
      `select (select coalesce(sum(n), 0)::int from vendor_lottery.draw_settled_ranges r, lateral (
                 select count(*) as n from vendor_lottery.tickets t where t.draw_id = r.draw_id and t.status = 'pending'
                   and t.ticket_id >= r.first_ticket_id and t.ticket_id < r.end_ticket_id) x where r.draw_id = $1) as settling,
         (select count(*)::int from vendor_lottery.tickets where draw_id = $1 and status = 'pending') as pending,
         (select sum(w.win) from vendor_lottery.ticket_wins w join vendor_lottery.tickets t using (ticket_id) where t.draw_id = $1) as won`,
      [drawId.toString()],
    );
    const status = (await store.draw(db, drawId))?.status;
    console.log(
      `settled ${counts?.settling.toLocaleString('en')} tickets (pending left uncomputed ${(counts?.pending ?? 0) - (counts?.settling ?? 0)}, draw ${status}, any worker saw it settled: ${settled.some(Boolean)}) in ${(ms / 1000).toFixed(2)} s: ${Math.round((TICKETS / ms) * 1000).toLocaleString('en')} tickets/s (target < 20 s)`,
    );
    console.log(`total won ${counts?.won} minor units`);
    console.log(
      `CPU while settling: PostgreSQL ${pgCpu.toFixed(2)} s, this process ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s; ` +
        `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')} (${WORKERS} workers, batch ${BATCH})`,
    );
    await db.close();
  } finally {
    postgres.stop();
  }
}

await main();
