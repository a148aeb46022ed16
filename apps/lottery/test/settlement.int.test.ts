import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOTTERY_GAMES, type TLotteryGameCode } from '@croupier/contracts';
import {
  drawLottery,
  LOTTERY_BET_TYPES,
  LOTTERY_KINDS,
  type LotteryKind,
  type LotteryLine,
  type LotteryResult,
  lotteryWinKeys,
  priceLine,
  settleLine,
} from '@croupier/games';
import { lineNear } from '@croupier/games/testing';
import { emptyPGliteSnapshot } from '@croupier/server/testing/test-app';
import { openTestVendorDb, uniqueSchema } from '@croupier/vendor-kit/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_SCHEDULE } from '../src/config.ts';
import { DrawEngine, seedHashOf } from '../src/draws.ts';
import { MIGRATIONS_DIR } from '../src/index.ts';
import { TicketMoney } from '../src/money.ts';
import { LotteryStore } from '../src/store.ts';
import { openLotteryDb } from './platform-test-kit.ts';

/**
 * Set-based settlement (one INSERT into ticket_wins per range of ticket ids, joining the lines to the
 * draw's win table) against the maths' reference: every ticket's win must be the sum of settleLine
 * over its lines, for every bet type of every game, on generated draws and lines (many of them
 * winning), whatever the range size and however many settlers race, and a crash between ranges must
 * not settle anything twice; a ticket still mid-bet keeps its draw from settling until it is decided.
 */

let db: Awaited<ReturnType<typeof openLotteryDb>>;
let store: LotteryStore;
const GAME_OF_KIND = new Map<LotteryKind, TLotteryGameCode>(
  (Object.keys(LOTTERY_GAMES) as TLotteryGameCode[]).map((code) => [LOTTERY_GAMES[code].kind, code]),
);

beforeAll(async () => {
  db = await openLotteryDb();
  store = new LotteryStore(db.schema);
  await db.query(
    `insert into ${db.schema}.operators (merchant_code, platform_url, vendor_code, key_id, secret, currency)
     values ('SETTLE', 'http://127.0.0.1:9', 'TCG_LOTTO_VN', 'k', 'settle-secret-settle-secret', 'USD')`,
  );
});
afterAll(async () => {
  await db?.close();
});

function engine(settleBatch: number, afterBatch?: (n: number) => void) {
  const now = () => new Date();
  // No wallet calls: settlement only computes the wins here (payInline false); the money path is
  // lottery.int.test.ts's.
  const money = new TicketMoney(
    db,
    store,
    { call: async () => ({ kind: 'unknown', reason: 'not called' }) } as never,
    { inlineRetryDelaysMs: [], sweepBackoffBaseMs: 1000, sweepBackoffMaxMs: 1000, staleBettingMs: 30_000 },
    now,
  );
  return new DrawEngine(
    db,
    store,
    money,
    {
      schedules: PRODUCTION_SCHEDULE,
      settleBatch,
      payConcurrency: 1,
      payInline: false,
      ...(afterBatch ? { afterBatch } : {}),
    },
    now,
    async () => undefined,
  );
}

/** A drawn draw (as left by a process before migration 002: no win table yet) and its pending tickets. */
async function drawnWithTickets(kind: LotteryKind, result: LotteryResult, tickets: LotteryLine[][]) {
  const gameCode = GAME_OF_KIND.get(kind) as TLotteryGameCode;
  const seed = '0'.repeat(64);
  const at = new Date();
  const [draw] = await db.query<{ draw_id: bigint }>(
    `insert into ${db.schema}.draws (game_code, draw_key, status, opens_at, sales_close_at, draw_at, seed, seed_hash, result, drawn_at)
     values ($1, $2, 'drawn', $3, $3, $3, $4, $5, $6, $3) returning draw_id`,
    [gameCode, randomUUID(), at, seed, seedHashOf(seed), JSON.stringify(result)],
  );
  const drawId = draw?.draw_id as bigint;
  const ids: bigint[] = [];
  for (const lines of tickets) {
    const priced = lines.map((l) => {
      const p = priceLine(kind, l);
      if (!p.ok) throw new Error(p.message);
      return { ...l, combinations: p.combinations, cost: p.cost };
    });
    const cost = priced.reduce((sum, l) => sum + l.cost, 0n);
    const row = await store.insertTicket(
      db,
      {
        requestId: randomUUID(),
        merchantCode: 'SETTLE',
        playerId: 'p1',
        vendorCode: LOTTERY_GAMES[gameCode].vendorCode,
        gameCode,
        drawId,
        cost,
        txBase: `lt:${randomUUID()}`,
        createdAt: at,
      },
      priced,
    );
    ids.push(row?.ticket_id as bigint);
  }
  await db.query(`update ${db.schema}.tickets set status = 'pending' where draw_id = $1`, [
    drawId.toString(),
  ]);
  return { drawId, ids };
}

/** The tickets' computed wins and statuses (settling: pending with a row in ticket_wins). */
async function stored(drawId: bigint) {
  const rows = await db.query<{ ticket_id: bigint; status: string; win: bigint | null }>(
    `select ticket_id, status, win from ${db.schema}.ticket_states where draw_id = $1 order by ticket_id`,
    [drawId.toString()],
  );
  return new Map(rows.map((r) => [BigInt(r.ticket_id), r]));
}

/** Lines of every bet type of the game near the result, shuffled and cut into tickets of one to three lines. */
function ticketsOf(kind: LotteryKind, result: LotteryResult): fc.Arbitrary<LotteryLine[][]> {
  return fc
    .tuple(
      ...LOTTERY_BET_TYPES[kind].map((type) =>
        fc.array(lineNear(kind, type, result), { minLength: 2, maxLength: 4 }),
      ),
    )
    .chain((perType) => {
      const lines = perType.flat();
      return fc.tuple(
        fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: lines.length, maxLength: lines.length }),
      );
    })
    .map(([lines, sizes]) => {
      const tickets: LotteryLine[][] = [];
      for (let i = 0, s = 0; i < lines.length; s++) {
        const n = sizes[s] ?? 1;
        tickets.push(lines.slice(i, i + n));
        i += n;
      }
      return tickets;
    });
}

function expectedWin(kind: LotteryKind, lines: readonly LotteryLine[], result: LotteryResult): bigint {
  return lines.reduce((sum, l) => sum + settleLine(kind, l, result), 0n);
}

describe('set-based settlement equals settleLine', { timeout: 240_000 }, () => {
  it('for every bet type of every game, on generated draws and tickets, with racing settlers (fast-check)', async () => {
    let winning = 0;
    let checked = 0;
    // Each run: a seed, a batch size, and for every game a draw with tickets of all its bet types.
    const runs = fc
      .tuple(fc.stringMatching(/^[0-9a-f]{64}$/), fc.integer({ min: 1, max: 60 }))
      .chain(([seed, batch]) =>
        fc.tuple(
          fc.constant(batch),
          fc.tuple(
            ...LOTTERY_KINDS.map((kind) => {
              const result = drawLottery(kind, seed, `prop-${batch}`);
              return ticketsOf(kind, result).map((tickets) => ({ kind, result, tickets }));
            }),
          ),
        ),
      );
    await fc.assert(
      fc.asyncProperty(runs, async ([batch, games]) => {
        for (const { kind, result, tickets } of games) {
          const { drawId, ids } = await drawnWithTickets(kind, result, tickets);
          const settled = await Promise.all([engine(batch).settle(drawId), engine(batch).settle(drawId)]);
          expect(settled).toContain(true);
          const rows = await stored(drawId);
          ids.forEach((id, i) => {
            const lines = tickets[i] as LotteryLine[];
            const expected = expectedWin(kind, lines, result);
            const row = rows.get(id);
            expect(row?.status).toBe('settling');
            expect(
              BigInt(row?.win ?? -1n),
              `${kind} ${lines.map((l) => `${l.betType}:${l.selections}x${l.stake}`)}`,
            ).toBe(expected);
            if (expected > 0n) winning++;
            checked++;
          });
          expect((await store.draw(db, drawId))?.status).toBe('settled');
        }
      }),
      { numRuns: 4, endOnFailure: true },
    );
    // Not a sea of zeros: the generated lines sit near the results, so many win.
    expect(winning).toBeGreaterThan(checked / 10);
  });

  it('a crash between batches settles nothing twice; the next settlers finish the draw', async () => {
    const result = drawLottery('VN_NORTH', 'c4'.repeat(32), 'crash');
    const tickets = fc.sample(ticketsOf('VN_NORTH', result), { numRuns: 6, seed: 3 }).flat();
    const { drawId, ids } = await drawnWithTickets('VN_NORTH', result, tickets);
    await expect(
      engine(50, () => {
        throw new Error('crash (injected)');
      }).settle(drawId),
    ).rejects.toThrow('crash (injected)');
    const mid = [...(await stored(drawId)).values()];
    expect(mid.filter((r) => r.status === 'settling')).toHaveLength(50);
    const firstWins = new Map(mid.filter((r) => r.status === 'settling').map((r) => [r.ticket_id, r.win]));

    await Promise.all([engine(50).settle(drawId), engine(70).settle(drawId), engine(30).settle(drawId)]);
    const rows = await stored(drawId);
    ids.forEach((id, i) => {
      const expected = expectedWin('VN_NORTH', tickets[i] as LotteryLine[], result);
      expect(rows.get(id)?.status).toBe('settling');
      expect(BigInt(rows.get(id)?.win ?? -1n)).toBe(expected);
    });
    for (const [id, win] of firstWins) expect(rows.get(BigInt(id))?.win).toBe(win);
    // The win table the first settler wrote under the draw's lock: the maths' rows, all of them.
    const [keys] = await db.query<{ n: number }>(
      `select count(*)::int as n from ${db.schema}.draw_win_keys where draw_id = $1`,
      [drawId.toString()],
    );
    expect(keys?.n).toBe(lotteryWinKeys('VN_NORTH', result).length);
    expect((await store.draw(db, drawId))?.status).toBe('settled');
  });

  it('a ticket mid-bet holds its draw open; once its bet is taken it is computed, and redone ranges write nothing twice', async () => {
    const result = drawLottery('VN_NORTH', 'b7'.repeat(32), 'mid-bet');
    const tickets = fc.sample(ticketsOf('VN_NORTH', result), { numRuns: 2, seed: 5 }).flat();
    const { drawId, ids } = await drawnWithTickets('VN_NORTH', result, tickets);
    const late = ids[Math.floor(ids.length / 2)] as bigint;
    await db.query(`update ${db.schema}.tickets set status = 'betting' where ticket_id = $1`, [
      late.toString(),
    ]);

    // Every other range is computed, but the one holding the ticket mid-bet is not recorded (its
    // winners are written, its losers not computed yet).
    expect(await engine(7).settle(drawId)).toBe(false);
    expect((await store.draw(db, drawId))?.status).toBe('drawn');
    const mid = await stored(drawId);
    expect(mid.get(late)?.status).toBe('betting');
    const settlingMid = [...mid.values()].filter((r) => r.status === 'settling').length;
    expect(settlingMid).toBeLessThan(ids.length);
    expect(settlingMid).toBeGreaterThanOrEqual(ids.length - 7);

    // The bet goes through: the next settlers (racing, and a range redone by hand twice at once) compute it once.
    await db.query(`update ${db.schema}.tickets set status = 'pending' where ticket_id = $1`, [
      late.toString(),
    ]);
    const redone = await Promise.all([
      store.settleRange(db, drawId, ids[0] as bigint, late + 1n),
      store.settleRange(db, drawId, ids[0] as bigint, late + 1n),
    ]);
    const counts = redone.map((r) => r.settled);
    expect(Math.min(...counts)).toBe(0);
    expect(Math.max(...counts)).toBeGreaterThan(0);
    expect(redone.every((r) => r.isRecorded)).toBe(true);
    expect((await Promise.all([engine(7).settle(drawId), engine(11).settle(drawId)])).some(Boolean)).toBe(
      true,
    );
    const rows = await stored(drawId);
    ids.forEach((id, i) => {
      expect(rows.get(id)?.status).toBe('settling');
      expect(BigInt(rows.get(id)?.win ?? -1n)).toBe(
        expectedWin('VN_NORTH', tickets[i] as LotteryLine[], result),
      );
    });
    const [wins] = await db.query<{ n: number }>(
      `select count(*)::int as n from ${db.schema}.ticket_wins where ticket_id = any($1::bigint[])`,
      [ids.map(String)],
    );
    // Winners only: a computed ticket without a row won nothing.
    expect(wins?.n).toBe(tickets.filter((lines) => expectedWin('VN_NORTH', lines, result) > 0n).length);
    expect((await store.draw(db, drawId))?.status).toBe('settled');
  });

  it('migration 003 carries tickets computed under the old layout over: winners and losers stay computed once', async () => {
    // A database at migration 002 with a draw mid-settlement: a winner and a loser computed
    // (settling, win on the ticket), one ticket not reached yet.
    const dir = mkdtempSync(path.join(tmpdir(), 'lottery-migrations-'));
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const f of files.filter((f) => f < '003'))
      copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    const old = await openTestVendorDb({
      schema: uniqueSchema('vendor_lottery'),
      migrationsDir: dir,
      pgliteSnapshot: emptyPGliteSnapshot(),
    });
    try {
      const s = old.schema;
      const oldStore = new LotteryStore(s);
      await old.query(
        `insert into ${s}.operators (merchant_code, platform_url, vendor_code, key_id, secret, currency)
         values ('OLD', 'http://127.0.0.1:9', 'TCG_LOTTO_VN', 'k', 'old-secret-old-secret-old', 'USD')`,
      );
      const result = drawLottery('VN_NORTH', 'e1'.repeat(32), 'old');
      const special = result.tiers[0]?.numbers[0] as string;
      const [draw] = await old.query<{ draw_id: bigint }>(
        `insert into ${s}.draws (game_code, draw_key, status, opens_at, sales_close_at, draw_at, seed, seed_hash, result, drawn_at)
         values ('vn-north', 'old', 'drawn', now(), now(), now(), $1, $2, $3, now()) returning draw_id`,
        ['e1'.repeat(32), seedHashOf('e1'.repeat(32)), JSON.stringify(result)],
      );
      const drawId = draw?.draw_id as bigint;
      await oldStore.writeWinKeys(old, drawId, lotteryWinKeys('VN_NORTH', result), new Date());
      const deWin = settleLine(
        'VN_NORTH',
        { betType: 'DE', selections: [special.slice(-2)], stake: 10_000n },
        result,
      );
      const other = special.slice(-2) === '00' ? '01' : '00';
      const ids: bigint[] = [];
      for (const [i, [status, number, win]] of (
        [
          ['settling', special.slice(-2), deWin],
          ['settling', other, 0n],
          ['pending', special.slice(-2), null],
        ] as const
      ).entries()) {
        const [t] = await old.query<{ ticket_id: bigint }>(
          `insert into ${s}.tickets (request_id, merchant_code, player_id, vendor_code, game_code, draw_id, status, cost, win,
             bet_tx_id, win_tx_id, rollback_tx_id)
           values ($1, 'OLD', 'p', 'TCG_LOTTO_VN', 'vn-north', $2, $3, 10000, $4, $5 || ':bet', $5 || ':win', $5 || ':rollback')
           returning ticket_id`,
          [`r${i}`, drawId.toString(), status, win === null ? null : win.toString(), `lt:old-${i}`],
        );
        await old.query(
          `insert into ${s}.ticket_lines (ticket_id, line_no, bet_type, selections, stake, combinations, cost)
           values ($1, 1, 'DE', array[$2], 10000, 1, 10000)`,
          [t?.ticket_id.toString(), number],
        );
        ids.push(BigInt(t?.ticket_id as bigint));
      }

      const third = files.find((f) => f.startsWith('003')) as string;
      copyFileSync(path.join(MIGRATIONS_DIR, third), path.join(dir, third));
      expect(await old.migrate()).toEqual([third]);
      // The later migrations too, as a deployment runs them (settlement reads their columns).
      const later = files.filter((f) => f > third);
      for (const f of later) copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
      expect(await old.migrate()).toEqual(later);
      const states = async () =>
        new Map(
          (
            await old.query<{ ticket_id: bigint; status: string; win: bigint | null }>(
              `select ticket_id, status, win from ${s}.ticket_states where draw_id = $1`,
              [drawId.toString()],
            )
          ).map((r) => [
            BigInt(r.ticket_id),
            { status: r.status, win: r.win === null ? null : BigInt(r.win) },
          ]),
        );
      const after = await states();
      expect(after.get(ids[0] as bigint)).toEqual({ status: 'settling', win: deWin });
      expect(after.get(ids[1] as bigint)).toEqual({ status: 'settling', win: 0n });
      expect(after.get(ids[2] as bigint)).toEqual({ status: 'pending', win: null });

      // Settling the rest computes only the ticket not reached, once.
      const span = (await oldStore.ticketSpan(old, drawId)) as { first: bigint; last: bigint };
      expect(await oldStore.settleRange(old, drawId, span.first, span.last + 1n)).toEqual({
        settled: 1,
        isRecorded: true,
      });
      const settled = await states();
      for (const id of ids) expect(settled.get(id)?.status).toBe('settling');
      expect(settled.get(ids[2] as bigint)?.win).toBe(deWin);
      expect(settled.get(ids[0] as bigint)?.win).toBe(deWin);
    } finally {
      await old.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
