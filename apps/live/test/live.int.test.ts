import {
  API,
  LIVE_API,
  LIVE_TABLES,
  LIVE_VENDOR_API,
  LIVE_WS_PATH,
  type TLiveServerMessage,
  type TLiveSnapshot,
  VENDOR_ADMIN_KEY_HEADER,
} from '@croupier/contracts';
import { type LiveOutcome, liveSpotReturn } from '@croupier/games';
import type { Merchant } from '@croupier/server/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import type { RunningLive } from '../src/index.ts';
import {
  Clock,
  call,
  connectedMerchant,
  FaultyFetch,
  launchPlayer,
  openLiveDb,
  type Platform,
  platformBalance,
  platformTxs,
  startPlatform,
  startTestLive,
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

const UNIT = 10_000n;

/** A live process on a fresh schema and a merchant connected to it. */
async function setUp() {
  const clock = new Clock();
  const faults = new FaultyFetch();
  const db = await openLiveDb();
  const live = await startTestLive(db, faults, clock);
  const running = { live };
  closers.push(async () => {
    running.live.hub.stop();
    await running.live.app.close();
    await db.close();
  });
  const merchant = await connectedMerchant(platform, live);
  return { clock, faults, db, running, live, merchant };
}

let requests = 0;
const requestId = () => `req-${process.pid}-${++requests}-${Date.now()}`;

async function snapshot(live: RunningLive, session: string, table = 'BAC1'): Promise<TLiveSnapshot> {
  const r = await call(live, 'GET', LIVE_API.table.replace(':tableCode', table), session);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.value as TLiveSnapshot;
}

function bet(
  live: RunningLive,
  session: string,
  roundId: string,
  bets: { spot: string; amount: string }[],
  table = 'BAC1',
  id = requestId(),
) {
  return call(live, 'POST', LIVE_API.bets.replace(':tableCode', table), session, {
    requestId: id,
    roundId,
    bets,
  });
}

/** Moves the clock and the engine on until the round is SETTLED or VOIDED, then waits for its payments. */
async function runRound(
  live: RunningLive,
  clock: Clock,
  roundId: string,
  until: 'SETTLED' | 'VOIDED' = 'SETTLED',
) {
  for (let i = 0; i < 30; i++) {
    const round = await live.store.round(live.db, BigInt(roundId));
    if (round?.phase === until) break;
    if (round?.phase_ends_at) clock.advanceTo(round.phase_ends_at);
    await live.tick();
  }
  await live.engine.idle();
  const round = await live.store.round(live.db, BigInt(roundId));
  expect(round?.phase).toBe(until);
  return round as NonNullable<typeof round>;
}

async function players(
  live: RunningLive,
  merchant: Merchant,
  n: number,
  table = 'BAC1',
  vassalage = 'CLIVE',
) {
  const list = [];
  for (let i = 0; i < n; i++) {
    const p = await launchPlayer(platform, live, merchant, vassalage, table, '1000');
    expect(p.exchange.status, JSON.stringify(p.exchange.json)).toBe(200);
    list.push(p);
  }
  return list;
}

const SPOT_SETS = [
  [{ spot: 'PLAYER', amount: '10' }],
  [{ spot: 'BANKER', amount: '20' }],
  [
    { spot: 'TIE', amount: '1' },
    { spot: 'BANKER', amount: '3.3333' },
  ],
  [
    { spot: 'PLAYER_PAIR', amount: '1' },
    { spot: 'BANKER_PAIR', amount: '1' },
    { spot: 'PLAYER', amount: '5' },
  ],
];

describe('live vendor against the real platform', { timeout: 300_000 }, () => {
  it('200 players bet on one round at once: each is settled once, at exactly liveSpotReturn', async () => {
    const { live, merchant, clock } = await setUp();
    const crowd = await players(live, merchant, 200);
    const first = await snapshot(live, crowd[0]?.session as string);
    expect(first.table.round?.phase).toBe('BETTING');
    expect(first.table.shoe?.commitment).toMatch(/^[0-9a-f]{64}$/);
    const roundId = first.table.round?.roundId as string;

    const answers = await Promise.all(
      crowd.map((p, i) => bet(live, p.session, roundId, SPOT_SETS[i % SPOT_SETS.length] ?? [])),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.json)).toBe(200);
    // A second placement by some players: still one wallet round each.
    const more = await Promise.all(
      crowd.slice(0, 50).map((p) => bet(live, p.session, roundId, [{ spot: 'PLAYER', amount: '2' }])),
    );
    for (const a of more) expect(a.status, JSON.stringify(a.json)).toBe(200);
    const totals = await live.tables.totals(BigInt(roundId));
    expect(totals.players).toBe(200);

    const round = await runRound(live, clock, roundId);
    const outcome = round.outcome as LiveOutcome;
    await live.sweep();
    for (const [i, p] of crowd.entries()) {
      const spots = [
        ...(SPOT_SETS[i % SPOT_SETS.length] ?? []),
        ...(i < 50 ? [{ spot: 'PLAYER', amount: '2' }] : []),
      ];
      const stake = spots.reduce((a, s) => a + BigInt(Math.round(Number(s.amount) * 10_000)), 0n);
      // Returns are computed per spot on the player's total on that spot.
      const perSpot = new Map<string, bigint>();
      for (const s of spots)
        perSpot.set(s.spot, (perSpot.get(s.spot) ?? 0n) + BigInt(Math.round(Number(s.amount) * 10_000)));
      let returned = 0n;
      for (const [spot, amount] of perSpot) returned += liveSpotReturn(spot, amount, outcome);
      expect(await platformBalance(platform, merchant, p.member.id)).toBe(1000n * UNIT - stake + returned);
    }
    const rows = await live.db.query<{ wallet_round_id: string; status: string }>(
      `select wallet_round_id, status from ${live.db.schema}.player_rounds where round_id = $1`,
      [BigInt(roundId)],
    );
    expect(rows).toHaveLength(200);
    for (const row of rows.slice(0, 60)) {
      expect(row.status).toBe('settled');
      const txs = await platformTxs(platform, row.wallet_round_id);
      expect(txs.filter((t) => t.startsWith('win:'))).toEqual(['win:applied']);
    }
    // The next round opened on the same shoe; the settled hand is in the road input.
    clock.advanceTo(round.phase_ends_at as Date);
    await live.tick();
    const after = await snapshot(live, crowd[0]?.session as string);
    expect(after.table.round?.roundNo).toBe(2);
    expect(after.table.shoeResults).toHaveLength(1);
    expect(after.lastSettlement?.roundId).toBe(roundId);
  });

  it('refuses late bets, limits and unknown spots, and a repeated request moves nothing', async () => {
    const { live, merchant, clock } = await setUp();
    const [p] = await players(live, merchant, 1);
    const session = p?.session as string;
    const snap = await snapshot(live, session);
    const round = snap.table.round as NonNullable<TLiveSnapshot['table']['round']>;
    expect((await bet(live, session, round.roundId, [{ spot: 'NOPE', amount: '1' }])).json.code).toBe(
      'LIVE_UNKNOWN_SPOT',
    );
    expect((await bet(live, session, round.roundId, [{ spot: 'TIE', amount: '5000' }])).json.code).toBe(
      'LIVE_TABLE_LIMIT',
    );
    expect((await bet(live, session, round.roundId, [{ spot: 'PLAYER', amount: '2000' }])).json.code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    const id = requestId();
    const once = await bet(live, session, round.roundId, [{ spot: 'PLAYER', amount: '10' }], 'BAC1', id);
    const twice = await bet(live, session, round.roundId, [{ spot: 'PLAYER', amount: '10' }], 'BAC1', id);
    expect(once.status).toBe(200);
    expect(twice.json.value.placement.placementId).toBe(once.json.value.placement.placementId);
    expect(await platformBalance(platform, merchant, p?.member.id as bigint)).toBe(990n * UNIT);

    clock.advanceTo(round.bettingEndsAt, 0);
    const late = await bet(live, session, round.roundId, [{ spot: 'BANKER', amount: '10' }]);
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('LIVE_BETTING_CLOSED');
    await live.tick();
    const closed = await bet(live, session, round.roundId, [{ spot: 'BANKER', amount: '10' }]);
    expect(closed.json.code).toBe('LIVE_BETTING_CLOSED');
    expect(await platformBalance(platform, merchant, p?.member.id as bigint)).toBe(990n * UNIT);
  });

  it("a merchant's own table limits: set through the audited admin route, shown to its players, enforced; another merchant keeps the defaults", async () => {
    const { live, merchant } = await setUp();
    const other = await connectedMerchant(platform, live);
    const admin = (method: 'GET' | 'PUT', url: string, payload?: unknown, key = live.adminKey) =>
      live.app
        .inject({
          method,
          url,
          headers: {
            [VENDOR_ADMIN_KEY_HEADER]: key,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
          ...(payload ? { payload: JSON.stringify(payload) } : {}),
        })
        .then((r) => ({ status: r.statusCode, json: r.json() }));
    const limits = {
      minBet: '5',
      maxBet: '100',
      spots: [{ spot: 'TIE', min: '5', max: '10' }],
    };
    const set = (body: Record<string, unknown>, key?: string) =>
      admin(
        'PUT',
        LIVE_VENDOR_API.limits,
        { merchantCode: merchant.code, tableCode: 'BAC1', actor: 'ops@brand', ...body },
        key,
      );
    expect((await set({ limits }, 'wrong-key')).json.code).toBe('UNAUTHORIZED');
    expect((await set({ limits: { ...limits, minBet: '200' } })).json.code).toBe('VALIDATION_FAILED');
    expect(
      (await set({ limits: { ...limits, spots: [{ spot: 'NOPE', min: '1', max: '2' }] } })).json.code,
    ).toBe('LIVE_UNKNOWN_SPOT');
    expect(
      (await set({ limits: { ...limits, spots: [{ spot: 'TIE', min: '1', max: '500' }] } })).json.code,
    ).toBe('VALIDATION_FAILED');
    const first = await set({ limits: { ...limits, maxBet: '50' } });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect((await set({ limits })).status).toBe(200);

    const [mine] = await players(live, merchant, 1);
    const [theirs] = await players(live, other, 1);
    const session = mine?.session as string;
    const snap = await snapshot(live, session);
    expect(snap.table.minBet).toBe('5.0000');
    expect(snap.table.maxBet).toBe('100.0000');
    expect(snap.table.spots.find((x) => x.spot === 'TIE')).toEqual({
      spot: 'TIE',
      min: '5.0000',
      max: '10.0000',
    });
    const theirSnap = await snapshot(live, theirs?.session as string);
    expect(theirSnap.table.minBet).toBe('1.0000');
    const roundId = (snap.table.round as NonNullable<TLiveSnapshot['table']['round']>).roundId;

    // Enforced for this merchant's players only, and nothing moves on a refusal.
    expect((await bet(live, session, roundId, [{ spot: 'PLAYER', amount: '2' }])).json.code).toBe(
      'LIVE_TABLE_LIMIT',
    );
    expect((await bet(live, session, roundId, [{ spot: 'TIE', amount: '11' }])).json.code).toBe(
      'LIVE_TABLE_LIMIT',
    );
    expect((await bet(live, session, roundId, [{ spot: 'PLAYER', amount: '101' }])).json.code).toBe(
      'LIVE_TABLE_LIMIT',
    );
    expect((await bet(live, session, roundId, [{ spot: 'PLAYER', amount: '95' }])).status).toBe(200);
    expect((await bet(live, session, roundId, [{ spot: 'BANKER', amount: '6' }])).json.code).toBe(
      'LIVE_TABLE_LIMIT',
    );
    expect(await platformBalance(platform, merchant, mine?.member.id as bigint)).toBe(905n * UNIT);
    expect(
      (await bet(live, theirs?.session as string, roundId, [{ spot: 'PLAYER', amount: '2' }])).status,
    ).toBe(200);

    // The audit: every change with its actor, newest first; cleared limits are the defaults again.
    expect((await set({ limits: null, actor: 'boss@brand' })).status).toBe(200);
    const listed = await admin('GET', `${LIVE_VENDOR_API.limits}?merchantCode=${merchant.code}`);
    expect(listed.json.value.limits).toEqual([]);
    expect(
      listed.json.value.changes.map(
        (c: { actor: string; before: unknown; after: { maxBet: string } | null }) => [
          c.actor,
          c.before === null,
          c.after?.maxBet ?? null,
        ],
      ),
    ).toEqual([
      ['boss@brand', false, null],
      ['ops@brand', false, '100'],
      ['ops@brand', true, '50'],
    ]);
    expect((await bet(live, session, roundId, [{ spot: 'BANKER', amount: '2' }])).status).toBe(200);
  });

  it("a pari-mutuel arena: the merchant's meron and wala pools less its plasada shared pro rata; a fixed-odds merchant beside it is paid the odds", async () => {
    const { live, merchant, clock } = await setUp();
    const fixed = await connectedMerchant(platform, live);
    const setPari = (pariMutuel: { plasadaBp: number } | null, tableCode = 'ARENA1') =>
      live.app
        .inject({
          method: 'PUT',
          url: LIVE_VENDOR_API.pariMutuel,
          headers: { [VENDOR_ADMIN_KEY_HEADER]: live.adminKey, 'content-type': 'application/json' },
          payload: JSON.stringify({ merchantCode: merchant.code, tableCode, pariMutuel, actor: 'ops@brand' }),
        })
        .then((r) => ({ status: r.statusCode, json: r.json() }));
    expect((await setPari({ plasadaBp: 1000 }, 'BAC1')).json.code).toBe('LIVE_TABLE_NOT_FOUND');
    expect((await setPari({ plasadaBp: 2001 })).json.code).toBe('VALIDATION_FAILED');
    expect((await setPari({ plasadaBp: 1000 })).status).toBe(200);

    const pool = await players(live, merchant, 4, 'ARENA1', 'DS88');
    const [other] = await players(live, fixed, 1, 'ARENA1', 'DS88');
    const snap = await snapshot(live, pool[0]?.session as string, 'ARENA1');
    expect(snap.table.pariMutuel).toEqual({ plasadaBp: 1000, pool: { meron: '0.0000', wala: '0.0000' } });
    expect((await snapshot(live, other?.session as string, 'ARENA1')).table.pariMutuel).toBeNull();
    const roundId = (snap.table.round as NonNullable<TLiveSnapshot['table']['round']>).roundId;
    // Meron pool 30 + 20 = 50, wala pool 40 + 10 = 50 (the draw bet is not in the pools).
    const stakes = [
      { spot: 'MERON', amount: 30n },
      { spot: 'MERON', amount: 20n },
      { spot: 'WALA', amount: 40n },
      { spot: 'WALA', amount: 10n },
    ];
    for (const [i, p] of pool.entries()) {
      const { spot, amount } = stakes[i] as { spot: string; amount: bigint };
      expect((await bet(live, p.session, roundId, [{ spot, amount: String(amount) }], 'ARENA1')).status).toBe(
        200,
      );
    }
    expect(
      (await bet(live, pool[0]?.session as string, roundId, [{ spot: 'DRAW', amount: '1' }], 'ARENA1'))
        .status,
    ).toBe(200);
    expect(
      (await bet(live, other?.session as string, roundId, [{ spot: 'MERON', amount: '10' }], 'ARENA1'))
        .status,
    ).toBe(200);
    // The pools during betting are the merchant's own (the fixed-odds merchant's 10 on meron is not in them).
    expect((await snapshot(live, pool[1]?.session as string, 'ARENA1')).table.pariMutuel?.pool).toEqual({
      meron: '50.0000',
      wala: '50.0000',
    });

    const round = await runRound(live, clock, roundId);
    await live.sweep();
    const outcome = round.outcome as Extract<LiveOutcome, { game: 'COCKFIGHT' }>;
    // Winners share (50 + 50) less 10 % = 90 pro rata: 90/50 = 1.8 per unit staked on the winning side.
    for (const [i, p] of pool.entries()) {
      const { spot, amount } = stakes[i] as { spot: string; amount: bigint };
      const back =
        outcome.result === 'DRAW' || outcome.result === 'CANCELLED'
          ? amount * UNIT
          : outcome.result === spot
            ? (amount * UNIT * 18n) / 10n
            : 0n;
      const draw =
        i === 0 ? (outcome.result === 'DRAW' ? 9n * UNIT : outcome.result === 'CANCELLED' ? UNIT : 0n) : 0n;
      const staked = amount * UNIT + (i === 0 ? UNIT : 0n);
      expect(await platformBalance(platform, merchant, p.member.id)).toBe(
        1000n * UNIT - staked + back + draw,
      );
    }
    expect(await platformBalance(platform, fixed, other?.member.id as bigint)).toBe(
      1000n * UNIT - 10n * UNIT + liveSpotReturn('MERON', 10n * UNIT, outcome),
    );
  });

  it("a merchant's limits and plasada through the platform's console settings call: bounds checked, audited, applied to its players", async () => {
    const { live, merchant } = await setUp();
    const auth = platform.test.services.adminAuth;
    const { token } = await auth.issueToken(merchant.id, 'games', ['games.read', 'games.write'], {
      name: 'test',
    });
    const url = (vendorCode: string) =>
      API.admin.vendorSettings.replace(':merchantCode', merchant.code).replace(':vendorCode', vendorCode);
    const settings = async (vendorCode: string, changes?: { key: string; value: string | null }[]) => {
      const r = await platform.test.app.inject({
        method: changes ? 'PUT' : 'GET',
        url: url(vendorCode),
        headers: { authorization: `Bearer ${token}` },
        ...(changes ? { payload: { changes } } : {}),
      });
      return { status: r.statusCode, json: r.json() };
    };
    const read = await settings('DS88');
    expect(read.status, JSON.stringify(read.json)).toBe(200);
    expect(read.json.value.settings.find((x: { key: string }) => x.key === 'ARENA1.plasada')).toMatchObject({
      value: null,
      defaultValue: null,
      min: '0',
      max: '20',
      kind: 'percent',
    });
    for (const bad of [
      [{ key: 'ARENA1.plasada', value: '20.5' }],
      [{ key: 'BAC1.maxBet', value: '100' }], // BAC1 is a CLIVE table, not DS88's
      [
        { key: 'ARENA1.minBet', value: '300' },
        { key: 'ARENA1.maxBet', value: '200' },
      ],
    ]) {
      const refused = await settings('DS88', bad);
      expect([refused.status, refused.json.code], JSON.stringify(bad)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const changed = await settings('DS88', [
      { key: 'ARENA1.plasada', value: '5' },
      { key: 'ARENA1.maxBet', value: '500' },
    ]);
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const clive = await settings('CLIVE', [{ key: 'BAC1.minBet', value: '2' }]);
    expect(clive.status, JSON.stringify(clive.json)).toBe(200);
    const [p] = await players(live, merchant, 1, 'ARENA1', 'DS88');
    const arena = await snapshot(live, p?.session as string, 'ARENA1');
    expect(arena.table.pariMutuel?.plasadaBp).toBe(500);
    expect(arena.table.maxBet).toBe('500.0000');
    // The vendor's own audit names the operator; the platform's has before and after.
    const vendorAudit = await live.app.inject({
      method: 'GET',
      url: `${LIVE_VENDOR_API.limits}?merchantCode=${merchant.code}`,
      headers: { [VENDOR_ADMIN_KEY_HEADER]: live.adminKey },
    });
    expect(vendorAudit.json().value.changes[0].actor).toMatch(/games|test|token/);
    const audit = await sql<{ detail: { vendorCode: string; after: Record<string, string> } }>`
      select detail from audit_log where merchant_id = ${merchant.id} and action = 'vendor.settings' order by id`.execute(
      platform.test.services.database.db,
    );
    expect(audit.rows.map((r) => r.detail.vendorCode)).toEqual(['DS88', 'CLIVE']);
    expect(audit.rows[0]?.detail.after).toEqual({ 'ARENA1.plasada': '5', 'ARENA1.maxBet': '500' });
    // Back to fixed odds.
    expect((await settings('DS88', [{ key: 'ARENA1.plasada', value: null }])).status).toBe(200);
    expect((await snapshot(live, p?.session as string, 'ARENA1')).table.pariMutuel).toBeNull();
  });

  it('the live model list and chat launch through the platform (spec section 7): dealers per vendor code, chatUrl opening the table on its chat', async () => {
    const { live, merchant } = await setUp();
    const host = (merchant as Merchant & { domain: string }).domain;
    const lobby = async (path: string, query: Record<string, string>, session?: string) => {
      const r = await platform.test.app.inject({
        method: 'GET',
        url: `${path}?${new URLSearchParams(query)}`,
        headers: { host, ...(session ? { 'x-session-token': session } : {}) },
      });
      return { status: r.statusCode, json: r.json() };
    };
    const clive = await lobby(API.live.models, { vassalage: 'CLIVE' });
    expect(clive.status, JSON.stringify(clive.json)).toBe(200);
    const list = clive.json.value.list as { gameCode: string; portraitUrl: string; name: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(
      list.every((m) => LIVE_TABLES[m.gameCode as keyof typeof LIVE_TABLES]?.vendorCode === 'CLIVE'),
    ).toBe(true);
    const portrait = new URL(list[0]?.portraitUrl as string);
    expect(portrait.origin).toBe(new URL(live.publicUrl).origin);
    const svg = await live.app.inject({ method: 'GET', url: portrait.pathname });
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    const ds88 = await lobby(API.live.models, { vassalage: 'DS88' });
    expect(ds88.json.value.list.map((m: { gameCode: string }) => m.gameCode).sort()).toEqual([
      'ARENA1',
      'ARENA2',
    ]);
    expect((await lobby(API.live.models, { vassalage: 'INHOUSE' })).json.code).toBe('NOT_FOUND');
    expect((await lobby(API.live.models, { vassalage: 'bad code' })).status).toBe(400);

    const [p] = await players(live, merchant, 1);
    const session = (p as { token: string }).token;
    expect((await lobby(API.live.chat, { vassalage: 'CLIVE', gameCode: 'BAC1' })).json.code).toBe(
      'UNAUTHORIZED',
    );
    const chat = await lobby(API.live.chat, { vassalage: 'CLIVE', gameCode: 'BAC1' }, session);
    expect(chat.status, JSON.stringify(chat.json)).toBe(200);
    const chatUrl = new URL(chat.json.value.chatUrl);
    expect(chatUrl.pathname).toMatch(/\/BAC1$/);
    expect(chatUrl.searchParams.get('view')).toBe('chat');
    const exchanged = await call(live, 'POST', LIVE_API.session, undefined, {
      launchToken: chatUrl.searchParams.get('token'),
    });
    expect(exchanged.status).toBe(200);
    const notLive = await lobby(API.live.chat, { vassalage: 'INHOUSE', gameCode: 'ih-dice' }, session);
    expect([notLive.status, notLive.json.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('a restart after the close finishes the round; a restart that cut the betting voids and refunds it', async () => {
    const { live, merchant, clock, db, faults, running } = await setUp();
    const crowd = await players(live, merchant, 4);
    const snap = await snapshot(live, crowd[0]?.session as string);
    const round = snap.table.round as NonNullable<TLiveSnapshot['table']['round']>;
    for (const p of crowd)
      expect((await bet(live, p.session, round.roundId, [{ spot: 'BANKER', amount: '10' }])).status).toBe(
        200,
      );
    clock.advanceTo(round.bettingEndsAt);
    await live.tick(); // CLOSED: the outcome is fixed
    expect((await live.store.round(live.db, BigInt(round.roundId)))?.phase).toBe('CLOSED');
    live.hub.stop();
    await live.app.close();

    const second = await startTestLive(db, faults, clock);
    running.live = second;
    const settled = await runRound(second, clock, round.roundId);
    const outcome = settled.outcome as LiveOutcome;
    await second.sweep();
    const back = liveSpotReturn('BANKER', 10n * UNIT, outcome);
    for (const p of crowd)
      expect(await platformBalance(platform, merchant, p.member.id)).toBe(1000n * UNIT - 10n * UNIT + back);

    // Round 2: bets, then the process dies during the betting and comes back after its close.
    clock.advanceTo(settled.phase_ends_at as Date);
    await second.tick();
    const next = (await snapshot(second, crowd[0]?.session as string)).table.round as NonNullable<
      TLiveSnapshot['table']['round']
    >;
    expect(next.roundNo).toBe(2);
    const before = await Promise.all(crowd.map((p) => platformBalance(platform, merchant, p.member.id)));
    for (const p of crowd)
      expect((await bet(second, p.session, next.roundId, [{ spot: 'PLAYER', amount: '7' }])).status).toBe(
        200,
      );
    second.hub.stop();
    await second.app.close();
    clock.advanceTo(next.bettingEndsAt, 60_000);
    const third = await startTestLive(db, faults, clock);
    running.live = third;
    await third.engine.idle();
    await third.sweep();
    const voided = await third.store.round(third.db, BigInt(next.roundId));
    expect(voided?.phase).toBe('VOIDED');
    const after = await Promise.all(crowd.map((p) => platformBalance(platform, merchant, p.member.id)));
    expect(after).toEqual(before);
    const mine = await call(third, 'GET', LIVE_API.myBets.replace(':tableCode', 'BAC1'), crowd[0]?.session);
    const voidedRound = mine.json.value.rounds.find((r: { roundId: string }) => r.roundId === next.roundId);
    expect(voidedRound?.settlement?.voided).toBe(true);
    expect(voidedRound?.settlement?.returned).toBe('7.0000');
    // The table goes on.
    await runRound(third, clock, next.roundId, 'VOIDED');
    clock.advanceTo(new Date(clock.ms + 10_000));
    await third.tick();
    expect((await snapshot(third, crowd[0]?.session as string)).table.round?.roundNo).toBe(3);
  });

  it('a lost win answer is paid once by the sweep', async () => {
    const { live, merchant, clock, faults } = await setUp();
    const [p] = await players(live, merchant, 1, 'ARENA1', 'DS88');
    const session = p?.session as string;
    const snap = await snapshot(live, session, 'ARENA1');
    const round = snap.table.round as NonNullable<TLiveSnapshot['table']['round']>;
    expect(round.fight?.meron).toBeTruthy();
    expect(round.lastCallAt).not.toBeNull();
    // Both sides and the draw: whatever the result, something is won.
    const spots = [
      { spot: 'MERON', amount: '10' },
      { spot: 'WALA', amount: '10' },
      { spot: 'DRAW', amount: '1' },
    ];
    expect((await bet(live, session, round.roundId, spots, 'ARENA1')).status).toBe(200);
    faults.lostAnswer.set('win', 1);
    const settled = await runRound(live, clock, round.roundId);
    const outcome = settled.outcome as LiveOutcome;
    const returned = spots.reduce(
      (a, s) => a + liveSpotReturn(s.spot, BigInt(Number(s.amount)) * UNIT, outcome),
      0n,
    );
    expect(returned).toBeGreaterThan(0n);
    const [pr] = await live.db.query<{ status: string; wallet_round_id: string }>(
      `select status, wallet_round_id from ${live.db.schema}.player_rounds where round_id = $1`,
      [BigInt(round.roundId)],
    );
    expect(pr?.status).toBe('settling');
    clock.advanceTo(new Date(clock.ms + 1000));
    await live.sweep();
    await live.sweep();
    expect(await platformBalance(platform, merchant, p?.member.id as bigint)).toBe(
      1000n * UNIT - 21n * UNIT + returned,
    );
    expect(await platformTxs(platform, pr?.wallet_round_id as string)).toEqual([
      'bet:applied',
      'win:applied',
    ]);
  });

  it('a second process on the same database serves the same rounds; its clients catch up on the steps and settlements the first takes', async () => {
    const { live, merchant, clock, db, faults } = await setUp();
    const other = await startTestLive(db, faults, clock);
    closers.push(async () => {
      other.hub.stop();
      await other.app.close();
    });
    const [p] = await players(live, merchant, 1);
    const socket = await openSocket(other, p?.session as string, 'BAC1');
    const snap = await socket.next((m) => m.type === 'snapshot');
    if (snap.type !== 'snapshot') throw new Error('no snapshot');
    const round = snap.snapshot.table.round as NonNullable<TLiveSnapshot['table']['round']>;
    expect(
      (await bet(other, p?.session as string, round.roundId, [{ spot: 'BANKER', amount: '5' }])).status,
    ).toBe(200);
    // The first process runs the whole round; the second takes no step of it.
    const settled = await runRound(live, clock, round.roundId);
    expect(await other.tick()).toBe(0);
    await other.hub.poll();
    const result = await socket.next((m) => m.type === 'result');
    expect(result.type === 'result' && result.roundId).toBe(round.roundId);
    const reveals = socket.seen.filter((m) => m.type === 'reveal');
    expect(reveals).toHaveLength((settled.reveal ?? []).length);
    // The first process paid the player; the second pushes the settlement to the player's socket there, once.
    await other.hub.poll();
    const paid = await socket.next((m) => m.type === 'settlement');
    expect(paid.type === 'settlement' && paid.settlement.roundId).toBe(round.roundId);
    await other.hub.poll();
    expect(socket.seen.filter((m) => m.type === 'settlement')).toHaveLength(1);
    socket.close();
  });

  it('the socket: a snapshot with my bets on (re)connect, phases, reveal steps, result, my settlement, chat', async () => {
    const { live, merchant, clock } = await setUp();
    const [p, other] = await players(live, merchant, 2);
    const session = p?.session as string;
    const first = await openSocket(live, session, 'BAC1');
    const snap = await first.next((m) => m.type === 'snapshot');
    if (snap.type !== 'snapshot') throw new Error('no snapshot');
    const round = snap.snapshot.table.round as NonNullable<TLiveSnapshot['table']['round']>;
    expect(snap.snapshot.myRound).toBeNull();
    expect((await bet(live, session, round.roundId, [{ spot: 'PLAYER', amount: '10' }])).status).toBe(200);
    const mine = await first.next((m) => m.type === 'myRound');
    expect(mine.type === 'myRound' && mine.myRound.stake).toBe('10.0000');
    first.close();

    // A reconnecting client resumes the round with its own bets.
    const again = await openSocket(live, session, 'BAC1');
    const resumed = await again.next((m) => m.type === 'snapshot');
    expect(resumed.type === 'snapshot' && resumed.snapshot.myRound?.spots).toEqual([
      { spot: 'PLAYER', amount: '10.0000' },
    ]);
    const watcher = await openSocket(live, other?.session as string, 'BAC1');
    await watcher.next((m) => m.type === 'snapshot');

    const settled = await runRound(live, clock, round.roundId);
    const closed = await again.next((m) => m.type === 'phase' && m.round.phase === 'CLOSED');
    expect(closed.type === 'phase' && closed.round.revealSteps).toBe((settled.reveal ?? []).length);
    const result = await again.next((m) => m.type === 'result');
    const reveals = again.seen.filter((m) => m.type === 'reveal');
    // In the engine's order: the close, then each step, then the result.
    const order = again.seen.map((m) => (m.type === 'phase' ? `phase:${m.round.phase}` : m.type));
    expect(order.indexOf('phase:CLOSED')).toBeLessThan(order.indexOf('reveal'));
    expect(order.lastIndexOf('reveal')).toBeLessThan(order.indexOf('result'));
    expect(reveals.map((m) => (m.type === 'reveal' ? m.step.index : -1))).toEqual(
      (settled.reveal ?? []).map((_, i) => i),
    );
    expect(result.type === 'result' && result.outcome.game).toBe('BACCARAT');
    const paid = await again.next((m) => m.type === 'settlement');
    expect(paid.type === 'settlement' && paid.settlement.roundId).toBe(round.roundId);
    // Another player's settlement is not pushed to the watcher.
    expect(watcher.seen.some((m) => m.type === 'settlement')).toBe(false);

    // The operator lookup takes codes only: free text is refused before any query; a real one answers its key.
    const lookup = (merchantCode: string, query = '') =>
      live.app
        .inject({
          method: 'GET',
          url: `${LIVE_VENDOR_API.operators}/${encodeURIComponent(merchantCode)}${query}`,
          headers: { [VENDOR_ADMIN_KEY_HEADER]: live.adminKey },
        })
        .then((r) => ({ status: r.statusCode, json: r.json() }));
    expect((await lookup(merchant.code, '?vendorCode=DS88')).json.value.vendorCode).toBe('DS88');
    expect((await lookup("x'; drop table --")).json.code).toBe('VALIDATION_FAILED');
    expect((await lookup(merchant.code, `?vendorCode=${'A'.repeat(500)}`)).json.code).toBe(
      'VALIDATION_FAILED',
    );

    // Chat: sent to everyone at the table; too long, too fast and muted are refused with their codes.
    const chat = (text: string, s = session) =>
      call(live, 'POST', LIVE_API.chatSend.replace(':tableCode', 'BAC1'), s, { text });
    expect((await chat('good luck all')).status).toBe(200);
    const heard = await watcher.next((m) => m.type === 'chat');
    expect(heard.type === 'chat' && heard.message.text).toBe('good luck all');
    expect((await chat('x'.repeat(201))).json.code).toBe('LIVE_CHAT_TOO_LONG');
    expect((await chat('two')).status).toBe(200);
    expect((await chat('three')).status).toBe(200);
    expect((await chat('four')).json.code).toBe('LIVE_CHAT_RATE_LIMITED');
    const muted = await call(live, 'POST', LIVE_VENDOR_API.mutes, undefined, {
      merchantCode: merchant.code,
      playerId: (
        await live.db.query<{ player_id: string }>(
          `select player_id from ${live.db.schema}.player_rounds limit 1`,
        )
      )[0]?.player_id,
      minutes: 10,
    });
    expect(muted.status).toBe(401);
    const adminMute = await injectAdmin(live, {
      merchantCode: merchant.code,
      playerId: (
        await live.db.query<{ player_id: string }>(
          `select player_id from ${live.db.schema}.player_rounds limit 1`,
        )
      )[0]?.player_id,
      minutes: 10,
    });
    expect(adminMute.status, JSON.stringify(adminMute.json)).toBe(200);
    clock.advanceTo(new Date(clock.ms + 60_000));
    expect((await chat('hello?')).json.code).toBe('LIVE_CHAT_MUTED');
    expect((await chat('hello', other?.session as string)).status).toBe(200);
    const models = await call(live, 'GET', LIVE_API.models, session);
    expect(models.json.value.models.length).toBeGreaterThan(0);
    const portrait = await live.app.inject({ method: 'GET', url: models.json.value.models[0].portraitUrl });
    expect(portrait.headers['content-type']).toContain('image/svg+xml');
    again.close();
    watcher.close();
  });
});

function injectAdmin(live: RunningLive, body: unknown) {
  return live.app
    .inject({
      method: 'POST',
      url: LIVE_VENDOR_API.mutes,
      headers: { 'content-type': 'application/json', [VENDOR_ADMIN_KEY_HEADER]: live.adminKey },
      payload: JSON.stringify(body),
    })
    .then((r) => ({ status: r.statusCode, json: r.json() }));
}

/** A table socket that records every message; `next` waits (generously) for one matching. */
async function openSocket(live: RunningLive, sessionToken: string, tableCode: string) {
  const ws = new WebSocket(`${live.url.replace(/^http/, 'ws')}${LIVE_WS_PATH}`);
  const seen: TLiveServerMessage[] = [];
  let waiters: { match: (m: TLiveServerMessage) => boolean; resolve: (m: TLiveServerMessage) => void }[] = [];
  let from = 0;
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as TLiveServerMessage;
    seen.push(message);
    waiters = waiters.filter((w) => {
      if (!w.match(message)) return true;
      w.resolve(message);
      return false;
    });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'join', sessionToken, tableCode }));
  return {
    seen,
    close: () => ws.close(),
    /** The first message after the previous `next` that matches. */
    next(match: (m: TLiveServerMessage) => boolean): Promise<TLiveServerMessage> {
      const index = seen.findIndex((m, i) => i >= from && match(m));
      if (index >= 0) {
        from = index + 1;
        return Promise.resolve(seen[index] as TLiveServerMessage);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no ${String(match)} within 30 s; seen ${seen.map((m) => (m.type === 'phase' ? `phase:${m.round.phase}` : m.type)).join(',')}`,
              ),
            ),
          30_000,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            from = seen.length;
            resolve(m);
          },
        });
      });
    },
  };
}
