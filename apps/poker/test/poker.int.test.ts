import {
  formatMinor,
  POKER_API,
  POKER_WS_PATH,
  parseMinor,
  type TPokerHandRecord,
  type TPokerServerMessage,
  type TPokerTableView,
} from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningPoker } from '../src/index.ts';
import {
  books,
  Clock,
  call,
  connectedMerchant,
  FaultyFetch,
  launchPlayer,
  openPokerDb,
  type Platform,
  platformBalance,
  platformTxCounts,
  startPlatform,
  startTestPoker,
} from './poker-test-kit.ts';

let platform: Platform;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  platform = await startPlatform();
}, 120_000);
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await platform?.test.close();
});

async function setUp() {
  const clock = new Clock();
  const faults = new FaultyFetch();
  const db = await openPokerDb();
  const running = { poker: await startTestPoker(db, faults, clock) };
  closers.push(async () => {
    await running.poker.app.close();
    await db.close();
  });
  const merchant = await connectedMerchant(platform, running.poker);
  return { clock, faults, db, running, poker: running.poker, merchant };
}

const path = (route: string, table = 'NL6_JADE') => route.replace(':tableCode', table);
const U = 10_000n;

async function expectBooksBalance(poker: RunningPoker) {
  const b = await books(poker);
  expect(
    b.cashOuts + b.stacks + b.rake,
    JSON.stringify(b, (_, v) => (typeof v === 'bigint' ? String(v) : v)),
  ).toBe(b.buyIns);
  return b;
}

describe('the poker vendor through the platform', { timeout: 600_000 }, () => {
  it('refuses bad input with clear codes and moves nothing, then plays a hand to showdown over HTTP and pays the stack back on leaving', async () => {
    const { poker, merchant } = await setUp();
    const a = await launchPlayer(platform, poker, merchant, 'NL6_JADE', '200');
    const b = await launchPlayer(platform, poker, merchant, 'NL6_JADE', '200');
    const poor = await launchPlayer(platform, poker, merchant, 'NL6_JADE', '30');
    expect(a.exchange.json.value.rooms.map((r: { tableCode: string }) => r.tableCode)).toEqual([
      'NL6_JADE',
      'NL9_TIGER',
    ]);

    // Bob watches the table before he sits down: once seated he shows as connected.
    const watcher = new WebSocket(`${poker.url.replace('http', 'ws')}${POKER_WS_PATH}`);
    await new Promise((resolve) => watcher.once('open', resolve));
    const joined = new Promise((resolve) => watcher.once('message', resolve));
    watcher.send(JSON.stringify({ type: 'join', sessionToken: b.token, tableCode: 'NL6_JADE' }));
    await joined;
    const sit = (p: { token: string }, seat: number, buyIn: string) =>
      call(poker, 'POST', path(POKER_API.sit), p.token, { seat, buyIn });
    expect((await sit(a, 1, '5')).json.code).toBe('POKER_BUY_IN_OUT_OF_RANGE');
    expect((await sit(a, 1, '50.01')).json.code).toBe('POKER_BUY_IN_OUT_OF_RANGE');
    expect((await sit(a, 7, '20')).json.code).toBe('VALIDATION_FAILED');
    // Above the balance: the platform refuses the debit, the seat stays free, nothing moved.
    expect((await sit(poor, 3, '50')).json.code).toBe('INSUFFICIENT_FUNDS');
    expect(await platformBalance(platform, merchant, poor.member.id)).toBe(30n * U);
    expect((await sit(a, 1, '50')).status).toBe(200);
    expect((await sit(b, 1, '40')).json.code).toBe('POKER_SEAT_TAKEN');
    expect((await sit(a, 2, '40')).json.code).toBe('POKER_ALREADY_SEATED');
    expect((await sit(b, 2, '40')).status).toBe(200);
    expect(await platformBalance(platform, merchant, a.member.id)).toBe(150n * U);
    expect(await platformBalance(platform, merchant, b.member.id)).toBe(160n * U);
    expect(
      poker.tables
        .get('NL6_JADE')
        .view(null)
        .seats.map((s) => [s.seat, s.connected]),
    ).toEqual([
      [1, false],
      [2, true],
    ]);
    watcher.close();
    await expectBooksBalance(poker);

    // The socket pushes the table: my cards, never the other player's.
    const ws = new WebSocket(`${poker.url.replace('http', 'ws')}${POKER_WS_PATH}`);
    const pushed: TPokerTableView[] = [];
    ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as TPokerServerMessage;
      if (m.type === 'table') pushed.push(m.table);
    });
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ type: 'join', sessionToken: a.token, tableCode: 'NL6_JADE' }));

    await poker.tick();
    const view = async (p: { token: string }) =>
      (await call(poker, 'GET', path(POKER_API.table), p.token)).json.value as TPokerTableView;
    let va = await view(a);
    const hand = va.hand;
    expect(hand?.street).toBe('PREFLOP');
    expect(hand?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hand?.seed).toBeNull();
    // Heads-up: the button (seat 1, the first dealt) is the small blind and acts first.
    expect(hand?.seatToAct).toBe(1);
    expect(va.seats.find((s) => s.seat === 1)?.cards).toHaveLength(2);
    expect(va.seats.find((s) => s.seat === 2)?.cards).toBeNull();
    await vi.waitFor(() => expect(pushed.some((t) => t.hand?.handId === hand?.handId)).toBe(true));
    const last = pushed.at(-1) as TPokerTableView;
    expect(last.seats.find((s) => s.seat === 2)?.cards).toBeNull();
    expect(last.seats.find((s) => s.seat === 1)?.cards).toHaveLength(2);
    ws.close();

    const act = (p: { token: string }, body: Record<string, unknown>) =>
      call(poker, 'POST', path(POKER_API.act), p.token, { handId: hand?.handId, ...body });
    expect((await act(b, { kind: 'CALL' })).json.code).toBe('POKER_NOT_YOUR_TURN');
    expect((await act(a, { kind: 'CHECK' })).json.code).toBe('POKER_ILLEGAL_ACTION');
    expect((await act(a, { kind: 'RAISE', to: '0.9' })).json.code).toBe('POKER_RAISE_TOO_SMALL');
    expect((await act(a, { kind: 'RAISE', to: '50.01' })).json.code).toBe('POKER_RAISE_TOO_LARGE');
    expect((await act(poor, { kind: 'FOLD' })).json.code).toBe('POKER_NOT_SEATED');
    expect((await act(a, { kind: 'CALL', handId: '999999' })).json.code).toBe('POKER_NOT_YOUR_TURN');
    va = await view(a);
    expect(va.hand?.totalPot).toBe('0.7500');
    expect(va.hand?.legal).toEqual({
      canCheck: false,
      toCall: '0.2500',
      minRaiseTo: '1.0000',
      maxRaiseTo: '50.0000',
    });

    // A raise, a call, then checks to the showdown.
    expect((await act(a, { kind: 'RAISE', to: '1.5' })).status).toBe(200);
    expect((await act(b, { kind: 'CALL' })).status).toBe(200);
    for (let i = 0; i < 6; i++) {
      const v = await view(a);
      if (v.hand?.isOver) break;
      const p = v.hand?.seatToAct === 1 ? a : b;
      expect((await act(p, { kind: 'CHECK' })).status).toBe(200);
    }
    va = await view(a);
    expect(va.hand?.isOver).toBe(true);
    expect(va.hand?.seed).toMatch(/^[0-9a-f]{64}$/);
    // Pot 3.00, rake 5 % = 0.15 (under the cap of three big blinds).
    expect(va.hand?.rake).toBe('0.1500');
    expect(va.seats.find((s) => s.seat === 2)?.cards).toHaveLength(2);

    const hands = (await call(poker, 'GET', path(POKER_API.hands), b.token)).json.value
      .hands as TPokerHandRecord[];
    expect(hands).toHaveLength(1);
    const record = hands[0] as TPokerHandRecord;
    expect(record.players.every((p) => p.cards?.length === 2)).toBe(true);
    expect(record.actions.slice(0, 4).map((x) => `${x.seat}:${x.kind}:${x.to}`)).toEqual([
      '1:SB:0.2500',
      '2:BB:0.5000',
      '1:RAISE:1.5000',
      '2:CALL:1.5000',
    ]);
    const paid = record.pots.flatMap((p) => p.winners).reduce((s, w) => s + parseMinor(w.amount), 0n);
    expect(paid + parseMinor(record.rake)).toBe(3n * U);
    await expectBooksBalance(poker);

    // Leaving pays the stack back at once: the platform balance is the hand history's end stack more.
    const endA = parseMinor(record.players.find((p) => p.seat === 1)?.endStack as string);
    const left = await call(poker, 'POST', path(POKER_API.leave), a.token, {});
    expect(left.json.value).toEqual({ cashedOut: formatMinor(endA), balance: formatMinor(150n * U + endA) });
    expect(await platformBalance(platform, merchant, a.member.id)).toBe(150n * U + endA);
    expect((await call(poker, 'POST', path(POKER_API.leave), a.token, {})).json.code).toBe(
      'POKER_NOT_SEATED',
    );
    // The room list shows the table with one seat taken.
    const rooms = (await call(poker, 'GET', POKER_API.rooms)).json.value.rooms;
    expect(rooms[0]).toMatchObject({
      tableCode: 'NL6_JADE',
      seatsTaken: 1,
      seatsTotal: 6,
      averagePot: '3.0000',
      handsPlayed: 1,
    });
  });

  it('six players play many hands: stacks plus rake equal the buy-ins after every hand, and the platform ledger agrees', async () => {
    const { poker, merchant } = await setUp();
    const HANDS = Number(process.env.POKER_INT_HANDS ?? (process.env.TEST_DATABASE_URL ? 1_000 : 300));
    const table = poker.tables.get('NL6_JADE');
    const players = await Promise.all(
      Array.from({ length: 6 }, () => launchPlayer(platform, poker, merchant, 'NL6_JADE', '100000')),
    );
    const byKey = new Map(players.map((p) => [`${p.session.merchant_code}|${p.session.player_id}`, p]));
    let seed = 1;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const buyIn = () => formatMinor(BigInt(20 + rand(31)) * U);
    const seatEveryone = async () => {
      const seated = new Set(table.seated().map((s) => `${s.merchantCode}|${s.playerId}`));
      const taken = new Set(table.seated().map((s) => s.seat));
      for (const [key, p] of byKey) {
        if (seated.has(key)) continue;
        const seat = [1, 2, 3, 4, 5, 6].find((n) => !taken.has(n)) as number;
        taken.add(seat);
        await table.sit(p.session, 'CPOKER', seat, parseMinor(buyIn()));
      }
    };
    await seatEveryone();
    const started = Date.now();
    let showdowns = 0;
    for (let h = 0; h < HANDS; h++) {
      await poker.tick();
      let turn = table.turn();
      expect(turn).not.toBeNull();
      const handId = turn?.handId;
      while (turn && turn.handId === handId) {
        const p = byKey.get(`${turn.merchantCode}|${turn.playerId}`);
        const { legal } = turn;
        const r = rand(20);
        const session = p?.session as NonNullable<typeof p>['session'];
        // Folds to bets, some raises (rarely all in), mostly calls: pots of every size, few players broke.
        if (r < 4 && !legal.canCheck) await table.act(session, { handId, kind: 'FOLD' });
        else if (r < 6 && legal.toCall <= 20_000n && legal.minRaiseTo !== null && legal.maxRaiseTo !== null) {
          // Now and then all in (side pots), mostly the minimum raise.
          const to = rand(40) === 0 ? legal.maxRaiseTo : legal.minRaiseTo;
          await table.act(session, { handId, kind: 'RAISE', to: formatMinor(to) });
        } else await table.act(session, { handId, kind: legal.canCheck ? 'CHECK' : 'CALL' });
        turn = table.turn();
      }
      const b = await expectBooksBalance(poker);
      if (b.rake > 0n) showdowns++;
      // Busted players were paid their 0 and left: they buy in again.
      if (table.seated().length < 6) await seatEveryone();
    }
    const elapsed = Date.now() - started;
    const [rebuys] = await poker.db.query<{ n: number }>(
      `select count(*)::int - 6 as n from ${poker.db.schema}.sittings`,
    );
    console.log(
      `${HANDS} hands in ${elapsed} ms (${Math.round((HANDS / elapsed) * 1000)} hands/s), ${rebuys?.n} rebuys`,
    );
    expect(showdowns).toBeGreaterThan(HANDS / 10);

    // Everyone leaves: every chip goes back but the rake, which the house kept.
    for (const p of players) await call(poker, 'POST', path(POKER_API.leave), p.token, {});
    await poker.sweep();
    const final = await expectBooksBalance(poker);
    expect(final.stacks).toBe(0n);
    const s = poker.db.schema;
    const open = await poker.db.query(
      `select 1 from ${s}.sittings where status not in ('closed', 'rejected')`,
    );
    expect(open).toHaveLength(0);
    let lost = 0n;
    for (const p of players) {
      const [row] = await poker.db.query<{ bought: string; paid: string }>(
        `select sum(buy_in)::text as bought, sum(cash_out)::text as paid from ${s}.sittings
          where merchant_code = $1 and player_id = $2 and status = 'closed'`,
        [p.session.merchant_code, p.session.player_id],
      );
      const balance = await platformBalance(platform, merchant, p.member.id);
      expect(balance).toBe(100_000n * U - BigInt(row?.bought ?? '0') + BigInt(row?.paid ?? '0'));
      lost += 100_000n * U - balance;
    }
    expect(lost).toBe(final.rake);
    const [sittings] = await poker.db.query<{ n: number }>(`select count(*)::int as n from ${s}.sittings`);
    const txs = await platformTxCounts(platform, merchant);
    expect(txs).toMatchObject({ 'bet:applied': sittings?.n, 'win:applied': sittings?.n });
  });

  it('a restart mid-hand voids the hand and gives every player back what they committed to it', async () => {
    const { poker, merchant, db, running, clock, faults } = await setUp();
    const table = poker.tables.get('NL9_TIGER');
    const players = await Promise.all(
      [1, 2, 3].map(() => launchPlayer(platform, poker, merchant, 'NL9_TIGER', '500')),
    );
    for (const [i, p] of players.entries()) await table.sit(p.session, 'CPOKER', i + 1, 100n * U);
    await poker.tick();
    // Under the gun raises to 10, the small blind calls: 10 + 10 + 1 in the pot.
    let turn = table.turn();
    const who = (t: typeof turn) =>
      players.find((p) => p.session.player_id === t?.playerId) as (typeof players)[number];
    await table.act(who(turn).session, { handId: turn?.handId as string, kind: 'RAISE', to: '10' });
    turn = table.turn();
    await table.act(who(turn).session, { handId: turn?.handId as string, kind: 'CALL' });
    expect(table.view(null).hand?.totalPot).toBe('21.0000');
    for (const p of players) expect(await platformBalance(platform, merchant, p.member.id)).toBe(400n * U);

    // The process dies with the hand running; a new one starts on the same database.
    await running.poker.app.close();
    running.poker = await startTestPoker(db, faults, clock);
    expect(running.poker.recovered).toEqual({ voidedHands: 1, cashedOut: 3 });
    await running.poker.sweep();
    for (const p of players) expect(await platformBalance(platform, merchant, p.member.id)).toBe(500n * U);
    const b = await expectBooksBalance(running.poker);
    expect(b.rake).toBe(0n);
    const [voided] = await db.query<{ status: string }>(`select status from ${db.schema}.hands`);
    expect(voided?.status).toBe('voided');
  });
});
