import { formatMinor } from '@croupier/contracts';
import {
  grossOf,
  hashPassword,
  parseRate,
  SettlementRepository,
  SettlementService,
} from '@croupier/server/testing';
import { sql } from 'kysely';
import { createBenchMerchant, openBenchPlatform, startBenchPostgres } from './bench-kit.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const LEVELS = [
  { count: 1, rate: '1' },
  { count: 10, rate: '0.8' },
  { count: 100, rate: '0.6' },
  { count: 1000, rate: '0.4' },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  // BENCH_SERVER_URL: use that (throw-away) server instead and leave the data there for a look.
  const postgres = await startBenchPostgres(['bench_settlement'], process.env.BENCH_SERVER_URL);
  console.log(`PostgreSQL at ${postgres.serverUrl}`);
  try {
    const { database, services } = await openBenchPlatform(postgres.databaseUrl('bench_settlement'));
    const db = database.db;
    const merchant = await createBenchMerchant(services, 'Settlement bench');
    const m = merchant.id;
    const hash = await hashPassword('bench-password');

    // ---- the tree ------------------------------------------------------------------------
    let started = Date.now();
    let previous: { first: bigint; count: number } | undefined;
    const agentLevels: { first: bigint; count: number; rate: string }[] = [];
    for (const [depth, level] of LEVELS.entries()) {
      const upline = previous
        ? sql`${previous.first}::bigint + ((i - 1) % ${previous.count})`
        : sql`null::bigint`;
      const inserted = await sql<{ first: bigint }>`
        insert into members (merchant_id, username, type, password_hash, upline_id, register_method)
        select ${m}, 'agent' || ${depth} || '_' || i, 1, ${hash}, ${upline}, 'BENCH'
        from generate_series(1, ${level.count}) i
        returning id as first`.execute(db);
      const first = inserted.rows.reduce(
        (min, r) => (r.first < min ? r.first : min),
        inserted.rows[0]?.first ?? 0n,
      );
      previous = { first, count: level.count };
      agentLevels.push({ first, count: level.count, rate: level.rate });
    }
    const agents = LEVELS.reduce((n, l) => n + l.count, 0);
    const players = MEMBERS - agents;
    const bottom = agentLevels.at(-1) as { first: bigint; count: number };
    const playerRows = await sql<{ first: bigint }>`
      with ins as (
        insert into members (merchant_id, username, type, password_hash, upline_id, register_method)
        select ${m}, 'player' || i, 0, ${hash}, ${bottom.first}::bigint + ((i - 1) % ${bottom.count}), 'BENCH'
        from generate_series(1, ${players}) i
        returning id
      ) select min(id) as first from ins`.execute(db);
    const firstPlayer = playerRows.rows[0]?.first as bigint;
    console.log(
      `tree: ${MEMBERS} members (${agents} agents in 4 levels) in ${seconds(Date.now() - started)}`,
    );

    // ---- contracts: every agent holds one from its upline (the top one from the house) -----
    const windowStart = new Date(Math.floor(Date.now() / 300_000) * 300_000 - 600_000);
    const windowEnd = new Date(windowStart.getTime() + 300_000);
    for (const [depth, level] of agentLevels.entries()) {
      const tiers = JSON.stringify([
        { minValidBet: '0', minLoss: '0', minActiveMembers: 0, ratePpm: parseRate(level.rate) },
      ]);
      await sql`
        insert into agent_contracts (merchant_id, kind, period, upline_id, downline_id, status, tiers, max_rate_ppm,
          activated_at, decided_at)
        select ${m}, 'realtimeSalary', 'fiveMinutes', ${depth === 0 ? sql`null` : sql`mb.upline_id`}, mb.id, 'active',
          ${tiers}::jsonb, ${parseRate(level.rate)}, ${new Date(windowStart.getTime() - 3_600_000)}, now()
        from members mb where mb.merchant_id = ${m} and mb.id between ${level.first} and ${level.first + BigInt(level.count - 1)}`.execute(
        db,
      );
    }

    // ---- the rounds of the window ---------------------------------------------------------
    started = Date.now();
    await sql`
      insert into game_rounds (merchant_id, vendor_code, round_id, member_id, game_code, status, bet_count,
        bet_total, win_total, opened_at, updated_at, closed_at)
      select ${m}, 'BENCH', 'r' || i, ${firstPlayer}::bigint + (i * 7919) % ${players}, 'slot', 'closed', 1,
        b.bet, (b.bet * ((i * 31) % 19)) / 10, t.at, t.at, t.at
      from generate_series(1::bigint, ${ROUNDS}::bigint) i,
        lateral (select (10000 + (i * 104729) % 990000)::bigint as bet) b,
        lateral (select ${windowStart}::timestamptz + make_interval(secs => (i % 299000) / 1000.0) as at) t`.execute(
      db,
    );
    await sql`analyze`.execute(db);
    console.log(
      `rounds: ${ROUNDS} settled in the window ${windowStart.toISOString()} in ${seconds(Date.now() - started)}`,
    );

    // ---- settle the window -----------------------------------------------------------------
    const settlement = new SettlementService(db, new SettlementRepository(db), services.ledger);
    const range = { from: windowStart, to: windowEnd };
    started = Date.now();
    const result = await settlement.settlePeriod(merchant, 'realtimeSalary', 'fiveMinutes', range);
    const elapsed = Date.now() - started;
    started = Date.now();
    const again = await settlement.settlePeriod(merchant, 'realtimeSalary', 'fiveMinutes', range);
    const againMs = Date.now() - started;

    // Check: the whole tree is paid exactly the top contract's 1 % of the team's valid bet.
    const team = await sql<{ bet: bigint; n: number }>`
      select sum(bet_total)::bigint as bet, count(distinct member_id)::int as n from game_rounds where merchant_id = ${m}`.execute(
      db,
    );
    const top = grossOf(
      'realtimeSalary',
      [{ minValidBet: 0n, minLoss: 0n, minActiveMembers: 0, ratePpm: parseRate('1') }],
      { validBet: team.rows[0]?.bet ?? 0n, payout: 0n, activeMembers: team.rows[0]?.n ?? 0 },
    );
    console.log(
      `settled: ${result.payments} payments, ${formatMinor(result.amount)} paid (top contract 1 % of team valid bet ${formatMinor(top.base)} = ${formatMinor(top.gross)})`,
    );
    if (result.amount !== top.gross) throw new Error('the tree was not paid exactly the top contract');
    console.log(
      `second run of the same window: ${again.status}, ${again.payments} payments in ${seconds(againMs)}`,
    );
    const t = result.timings;
    if (t)
      console.log(
        `  of which team figures + arithmetic ${seconds(t.computeMs)}, wallet accounts ${seconds(t.accountsMs)}, ledger payments ${seconds(t.payMs)}`,
      );
    console.log(`settlement of one real-time salary window: ${seconds(elapsed)} (target < 30 s)`);
    await database.close();
  } finally {
    postgres.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
