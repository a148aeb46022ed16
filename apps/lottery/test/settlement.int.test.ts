import { randomUUID } from 'node:crypto';
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
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCTION_SCHEDULE } from '../src/config.ts';
import { DrawEngine, seedHashOf } from '../src/draws.ts';
import { TicketMoney } from '../src/money.ts';
import { LotteryStore } from '../src/store.ts';
import { openLotteryDb } from './platform-test-kit.ts';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

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

describe('set-based settlement equals settleLine', () => {
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
});
