import { LOTTERY_API, parseMinor, type TLotteryDraw } from '@croupier/contracts';
import { drawLottery, type LotteryResult, settleLine } from '@croupier/games';
import type { Merchant } from '@croupier/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningLottery } from '../src/index.ts';
import { roundIdOf } from '../src/money.ts';
import {
  Clock,
  call,
  connectedMerchant,
  FaultyFetch,
  launchPlayer,
  openLotteryDb,
  type Platform,
  platformBalance,
  platformTxs,
  startPlatform,
  startTestLottery,
} from './platform-test-kit.ts';

let platform: Platform;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  platform = await startPlatform();
}, 120_000);
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await platform?.test.close();
});

/** A lottery process on a fresh schema and a merchant connected to it. */
async function setUp(options: Parameters<typeof startTestLottery>[3] = {}) {
  const clock = new Clock();
  const faults = new FaultyFetch();
  const db = await openLotteryDb();
  const lottery = await startTestLottery(db, faults, clock, options);
  closers.push(async () => {
    await lottery.app.close();
    await db.close();
  });
  const merchant = await connectedMerchant(platform, lottery);
  return { clock, faults, db, lottery, merchant };
}

const DE_ALL = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
let requests = 0;
const requestId = () => `req-${process.pid}-${++requests}-${Date.now()}`;

async function currentDraw(lottery: RunningLottery, session: string) {
  const game = await call(lottery, 'GET', LOTTERY_API.game.replace(':gameCode', 'vn-north'), session);
  expect(game.status).toBe(200);
  return game.json.value.game.currentDraw as {
    drawId: string;
    salesCloseAt: string;
    drawAt: string;
    seedHash: string;
  };
}

function buy(
  lottery: RunningLottery,
  session: string,
  lines: { betType: string; selections: string[]; stake: string }[],
  id = requestId(),
) {
  return call(lottery, 'POST', LOTTERY_API.buy, session, { requestId: id, gameCode: 'vn-north', lines });
}

/** Draws and settles the draw: the clock past its draw time, then passes until it is settled. */
async function drawAndSettle(
  lottery: RunningLottery,
  clock: Clock,
  draw: { drawId: string; drawAt: string },
) {
  clock.advanceTo(draw.drawAt);
  for (let i = 0; i < 5; i++) {
    await lottery.tick();
    const d = await lottery.store.draw(lottery.db, BigInt(draw.drawId));
    if (d?.status === 'settled') break;
  }
  const answer = await lottery.tickets.draw(BigInt(draw.drawId));
  return answer as TLotteryDraw;
}

describe('lottery vendor against the real platform', { timeout: 240_000 }, () => {
  it('buys, draws with the published seed, settles every line at exactly settleLine and pays it once', async () => {
    const { lottery, merchant, clock } = await setUp();
    const p = await launchPlayer(platform, lottery, merchant, 'TCG_LOTTO_VN', 'vn-north', '1000');
    expect(p.exchange.status).toBe(200);
    expect(p.exchange.json.value.vendorCode).toBe('TCG_LOTTO_VN');
    const draw = await currentDraw(lottery, p.session);
    const lines = [...DE_ALL.slice(0, 50).map((n) => ({ betType: 'DE', selections: [n], stake: '1' }))];
    const first = await buy(lottery, p.session, lines);
    const second = await buy(lottery, p.session, [
      ...DE_ALL.slice(50).map((n) => ({ betType: 'DE', selections: [n], stake: '1' })),
    ]);
    const third = await buy(lottery, p.session, [{ betType: 'LO2', selections: ['27'], stake: '2' }]);
    for (const r of [first, second, third]) expect(r.status, JSON.stringify(r.json)).toBe(200);
    const cost = 100n * 10_000n + 27n * 2n * 10_000n;
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(1000n * 10_000n - cost);
    expect(third.json.value.ticket.status).toBe('pending');

    const result = await drawAndSettle(lottery, clock, draw);
    expect(result.status).toBe('settled');
    // The seed published now hashes to what was published at open and reproduces the tiers.
    expect(result.seedHash).toBe(draw.seedHash);
    const recomputed: LotteryResult = drawLottery('VN_NORTH', result.seed as string, result.drawKey);
    expect(result.tiers).toEqual(recomputed.tiers.map((t) => ({ ...t, numbers: [...t.numbers] })));

    let expected = 0n;
    for (const line of [
      ...lines,
      ...DE_ALL.slice(50).map((n) => ({ betType: 'DE', selections: [n], stake: '1' })),
      { betType: 'LO2', selections: ['27'], stake: '2' },
    ])
      expected += settleLine('VN_NORTH', { ...line, stake: parseMinor(line.stake) }, recomputed);
    expect(expected).toBeGreaterThan(0n); // one DE line of the hundred wins
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(1000n * 10_000n - cost + expected);

    const mine = await call(lottery, 'GET', `${LOTTERY_API.tickets}?limit=10`, p.session);
    const tickets = mine.json.value.tickets as { ticketId: string; status: string; win: string }[];
    expect(tickets).toHaveLength(3);
    expect(tickets.reduce((sum, t) => sum + parseMinor(t.win), 0n)).toBe(expected);
    for (const t of tickets) {
      expect(['won', 'lost']).toContain(t.status);
      const row = await lottery.store.ticket(lottery.db, BigInt(t.ticketId));
      expect(await platformTxs(platform, roundIdOf(row as never))).toEqual(['bet:applied', 'win:applied']);
    }
    // The member's betting record shows the tickets under the vendor code and game.
    const records = await platform.test.services.memberMoney.bets(
      merchant.id,
      p.member.id,
      {
        pageNo: 1,
        pageSize: 10,
        vendorCode: 'TCG_LOTTO_VN',
      } as never,
      'EN',
    );
    expect(records.list.map((r) => r.gameCode)).toEqual(['vn-north', 'vn-north', 'vn-north']);
    // By name, as the catalogue the vendor registered has it.
    expect(records.list[0]?.gameName).toBe('Vietnam North (XSMB)');
    expect(records.list.every((r) => r.status === 'settled')).toBe(true);
  }, 180_000);

  it('refuses late tickets, sold-out numbers, bad lines and a short balance, moving nothing; a repeated request answers the first ticket', async () => {
    const { lottery, merchant, clock } = await setUp({ limits: { maxPayoutPerNumber: 200n * 10_000n } });
    const p = await launchPlayer(platform, lottery, merchant, 'TCG_LOTTO_VN', 'vn-north', '50');
    const before = await platformBalance(platform, merchant, p.member.id);
    const draw = await currentDraw(lottery, p.session);

    const id = requestId();
    const ok = await buy(lottery, p.session, [{ betType: 'DE', selections: ['07'], stake: '1' }], id);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const again = await buy(lottery, p.session, [{ betType: 'DE', selections: ['07'], stake: '1' }], id);
    expect(again.json.value.ticket.ticketId).toBe(ok.json.value.ticket.ticketId);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(before - 10_000n);

    // 95× a stake of 2 on one number passes a 200 cap with the first ticket's 95 already sold.
    const soldOut = await buy(lottery, p.session, [{ betType: 'DE', selections: ['07'], stake: '2' }]);
    expect(soldOut.json.code).toBe('LOTTERY_SOLD_OUT');
    expect(
      (await buy(lottery, p.session, [{ betType: 'NOPE', selections: ['07'], stake: '1' }])).json.code,
    ).toBe('LOTTERY_UNKNOWN_BET_TYPE');
    expect(
      (await buy(lottery, p.session, [{ betType: 'DE', selections: ['7'], stake: '1' }])).json.code,
    ).toBe('LOTTERY_BAD_SELECTION');
    expect(
      (await buy(lottery, p.session, [{ betType: 'DE', selections: ['08'], stake: '0.01' }])).json.code,
    ).toBe('LOTTERY_STAKE_OUT_OF_LIMITS');
    const poor = await launchPlayer(platform, lottery, merchant, 'TCG_LOTTO_VN', 'vn-north', '0.5');
    const broke = await buy(lottery, poor.session, [{ betType: 'DE', selections: ['08'], stake: '1' }]);
    expect(broke.json.code).toBe('INSUFFICIENT_FUNDS');
    expect(await platformBalance(platform, merchant, poor.member.id)).toBe(5_000n);
    // Its reserve is released: the number can still be sold up to the cap.
    expect((await buy(lottery, p.session, [{ betType: 'DE', selections: ['08'], stake: '2' }])).status).toBe(
      200,
    );
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(before - 30_000n);

    // Ids that are not row ids are refused before any query, and move nothing.
    for (const drawId of ['x1', '0', '9223372036854775808']) {
      const bad = await call(lottery, 'POST', LOTTERY_API.buy, p.session, {
        requestId: requestId(),
        gameCode: 'vn-north',
        drawId,
        lines: [{ betType: 'DE', selections: ['09'], stake: '1' }],
      });
      expect(bad.json.code, drawId).toBe('VALIDATION_FAILED');
      const read = await call(lottery, 'GET', LOTTERY_API.draw.replace(':drawId', drawId), p.session);
      expect(read.json.code, drawId).toBe('VALIDATION_FAILED');
      const ticket = await call(lottery, 'GET', LOTTERY_API.ticket.replace(':ticketId', drawId), p.session);
      expect(ticket.json.code, drawId).toBe('VALIDATION_FAILED');
    }
    const unknownDraw = await call(
      lottery,
      'GET',
      LOTTERY_API.draw.replace(':drawId', '987654321'),
      p.session,
    );
    expect(unknownDraw.json.code).toBe('LOTTERY_DRAW_NOT_FOUND');
    const otherTicket = await call(
      lottery,
      'GET',
      LOTTERY_API.ticket.replace(':ticketId', '987654321'),
      p.session,
    );
    expect(otherTicket.json.code).toBe('NOT_FOUND');
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(before - 30_000n);

    clock.advanceTo(draw.salesCloseAt);
    const late = await call(lottery, 'POST', LOTTERY_API.buy, p.session, {
      requestId: requestId(),
      gameCode: 'vn-north',
      drawId: draw.drawId,
      lines: [{ betType: 'DE', selections: ['09'], stake: '1' }],
    });
    expect(late.json.code).toBe('LOTTERY_SALES_CLOSED');
    expect(late.status).toBe(409);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(before - 30_000n);
  }, 180_000);

  it('a cancelled draw refunds every ticket once', async () => {
    const { lottery, merchant } = await setUp();
    const p = await launchPlayer(platform, lottery, merchant, 'TCG_LOTTO_VN', 'vn-north', '100');
    const before = await platformBalance(platform, merchant, p.member.id);
    const draw = await currentDraw(lottery, p.session);
    const bought = await buy(lottery, p.session, [{ betType: 'DE', selections: ['11'], stake: '3' }]);
    expect(bought.status).toBe(200);
    expect(await lottery.engine.cancel(BigInt(draw.drawId))).toBe(true);
    expect(await lottery.engine.cancel(BigInt(draw.drawId))).toBe(true);
    await lottery.sweep();
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(before);
    const row = await lottery.store.ticket(lottery.db, BigInt(bought.json.value.ticket.ticketId));
    expect(row?.status).toBe('cancelled');
    expect(await platformTxs(platform, roundIdOf(row as never))).toEqual([
      'bet:rolled_back',
      'rollback:applied',
    ]);
  });
});

describe('fast e-lottery', { timeout: 240_000 }, () => {
  it('an ELOTT 5D ticket is booked under ELOTT, drawn and paid exactly settleLine', async () => {
    const { lottery, merchant, clock } = await setUp({
      schedule: { 'elott-5d': { intervalSeconds: 60, offsetSeconds: 0, closeBeforeSeconds: 5 } },
    });
    const p = await launchPlayer(platform, lottery, merchant, 'ELOTT', 'elott-5d', '100');
    expect(p.exchange.json.value.vendorCode).toBe('ELOTT');
    const game = (
      p.exchange.json.value.games as {
        code: string;
        betTypes: { code: string; houseEdge: string }[];
        currentDraw: { drawId: string; drawAt: string };
      }[]
    ).find((g) => g.code === 'elott-5d');
    expect(game?.betTypes.map((t) => t.code)).toContain('SUM_BSOE');
    const lines = ['BIG', 'SMALL', 'ODD', 'EVEN'].map((o) => ({
      betType: 'SUM_BSOE',
      selections: [o],
      stake: '1',
    }));
    const bought = await call(lottery, 'POST', LOTTERY_API.buy, p.session, {
      requestId: requestId(),
      gameCode: 'elott-5d',
      lines,
    });
    expect(bought.status, JSON.stringify(bought.json)).toBe(200);
    // A game of another vendor code is not sold on this session.
    const other = await call(lottery, 'POST', LOTTERY_API.buy, p.session, {
      requestId: requestId(),
      gameCode: 'vn-north',
      lines: [{ betType: 'DE', selections: ['01'], stake: '1' }],
    });
    expect(other.json.code).toBe('FORBIDDEN');
    const draw = game?.currentDraw as { drawId: string; drawAt: string };
    clock.advanceTo(draw.drawAt);
    await lottery.tick();
    const settled = await lottery.tickets.draw(BigInt(draw.drawId));
    expect(settled.status).toBe('settled');
    const result = drawLottery('FAST_5D', settled.seed as string, settled.drawKey);
    let expected = 0n;
    for (const line of lines) expected += settleLine('FAST_5D', { ...line, stake: 10_000n }, result);
    expect(expected).toBeGreaterThan(0n); // big or small always wins, so does odd or even
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(100n * 10_000n - 40_000n + expected);
    const row = await lottery.store.ticket(lottery.db, BigInt(bought.json.value.ticket.ticketId));
    const record = await platform.test.services.memberMoney.bets(
      merchant.id,
      p.member.id,
      { pageNo: 1, pageSize: 10, vendorCode: 'ELOTT' } as never,
      'EN',
    );
    expect(record.list.map((r) => [r.gameCode, r.roundId, r.status])).toEqual([
      ['elott-5d', roundIdOf(row as never), 'settled'],
    ]);
  });
});

describe('settlement at scale and after a crash', { timeout: 240_000 }, () => {
  let lottery: RunningLottery;
  let merchant: Merchant;

  it('a draw with thousands of tickets settles once, across a crash mid-settlement and lost answers', async () => {
    const set = await setUp({ settleBatch: 400, payConcurrency: 8 });
    lottery = set.lottery;
    merchant = set.merchant;
    const TICKETS = 1000;
    const players = await Promise.all(
      [0, 1, 2, 3].map(() => launchPlayer(platform, lottery, merchant, 'TCG_LOTTO_VN', 'vn-north', '10000')),
    );
    const draw = await currentDraw(lottery, players[0]?.session as string);
    let bought = 0;
    await Promise.all(
      players.map(async (p, k) => {
        for (let i = k; i < TICKETS; i += players.length) {
          const r = await buy(lottery, p.session, [
            { betType: 'DE', selections: [DE_ALL[i % 100] as string], stake: '1' },
          ]);
          expect(r.status, JSON.stringify(r.json)).toBe(200);
          bought++;
        }
      }),
    );
    expect(bought).toBe(TICKETS);

    // First process: crashes after its first settlement batch; 50 win answers are lost on the way.
    set.clock.advanceTo(draw.drawAt);
    set.faults.lostAnswer.set('win', 50);
    await expect(
      startTestLottery(set.db, set.faults, set.clock, {
        settleBatch: 400,
        afterBatch: () => {
          throw new Error('crash (injected)');
        },
      }),
    ).rejects.toThrow('crash (injected)');
    const mid = await lottery.db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from ${lottery.db.schema}.ticket_states group by 1 order by 1`,
    );
    expect(mid.find((r) => r.status === 'pending')?.n).toBe(TICKETS - 400);

    // Second process (start-up runs the sweep and a draw pass) and a third racing it: each ticket is paid once.
    const second = await startTestLottery(set.db, set.faults, set.clock, { settleBatch: 400 });
    const third = await startTestLottery(set.db, new FaultyFetch(), set.clock, { settleBatch: 400 });
    await Promise.all([second.tick(), third.tick()]);
    // The lost answers are retried by the sweep until the platform answers (it replays, never pays twice).
    for (let pass = 0; pass < 5; pass++) {
      set.clock.advanceTo(new Date(set.clock.ms + 60_000).toISOString());
      if ((await second.sweep()) === 0) break;
    }
    await second.tick();
    // At least the 50 injected: the kit sends wins in batches, and a batch whose answer is lost loses
    // every win it carried (all of them applied on the platform, each replayed once by the sweep).
    expect(set.faults.count('win', 'lost')).toBeGreaterThanOrEqual(50);
    await second.app.close();
    await third.app.close();

    const rows = await lottery.db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from ${lottery.db.schema}.ticket_states group by 1 order by 1`,
    );
    expect(rows.filter((r) => r.status !== 'won' && r.status !== 'lost')).toEqual([]);
    expect((await lottery.store.draw(lottery.db, BigInt(draw.drawId)))?.status).toBe('settled');
    const result = (await lottery.store.draw(lottery.db, BigInt(draw.drawId)))
      ?.result as unknown as LotteryResult;
    const winner = DE_ALL.filter(
      (n) => settleLine('VN_NORTH', { betType: 'DE', selections: [n], stake: 10_000n }, result) > 0n,
    );
    expect(winner).toHaveLength(1);
    // 10 tickets per number: exactly 10 winners at 95 each over the four players.
    let total = 0n;
    for (const p of players) total += await platformBalance(platform, merchant, p.member.id);
    expect(total).toBe(4n * 10_000n * 10_000n - BigInt(TICKETS) * 10_000n + 10n * 950_000n);
    const wins = await platform.test.services.database.db
      .selectFrom('vendor_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', 'win')
      .executeTakeFirst();
    expect(Number(wins?.n)).toBe(TICKETS);
  }, 240_000);
});
