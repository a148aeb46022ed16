import {
  FISHING_API,
  FISHING_WS_PATH,
  parseMinor,
  type TFishingRoomState,
  type TFishingServerMessage,
} from '@croupier/contracts';
import { fishPosition, verifyShot } from '@croupier/games';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningFishing } from '../src/index.ts';
import type { FishingRoom, RoomPlayer } from '../src/room.ts';
import {
  books,
  Clock,
  call,
  connectedMerchant,
  FaultyFetch,
  launchPlayer,
  openFishingDb,
  type Platform,
  platformBalance,
  platformTxCounts,
  startPlatform,
  startTestFishing,
} from './fishing-test-kit.ts';

/**
 * Shots the two cannons fire in the volume test: 100,000 on PostgreSQL, 20,000 on the embedded
 * database, which the suite runs beside it with the same code; FISH_INT_SHOTS sets either.
 */
const SHOTS = Number(process.env.FISH_INT_SHOTS ?? (process.env.TEST_DATABASE_URL ? 100_000 : 20_000));

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
}, 120_000);
afterAll(async () => {
  await platform?.test.close();
});

/** A socket joined to the player's game: every message it got, and a wait for one that matches. */
async function joinSocket(fishing: RunningFishing, sessionToken: string, gameCode: string) {
  const ws = new WebSocket(`${fishing.url.replace('http', 'ws')}${FISHING_WS_PATH}`);
  const messages: TFishingServerMessage[] = [];
  const waiters: {
    test: (m: TFishingServerMessage) => boolean;
    resolve: (m: TFishingServerMessage) => void;
  }[] = [];
  ws.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString('utf8')) as TFishingServerMessage;
    messages.push(m);
    for (const w of [...waiters])
      if (w.test(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
  });
  await new Promise((resolve) => ws.once('open', resolve));
  const waitFor = (test: (m: TFishingServerMessage) => boolean) =>
    new Promise<TFishingServerMessage>((resolve) => {
      const seen = messages.find(test);
      if (seen) resolve(seen);
      else waiters.push({ test, resolve });
    });
  ws.send(JSON.stringify({ type: 'join', sessionToken, gameCode, clientSeed: 'my-lucky-seed' }));
  const room = ((await waitFor((m) => m.type === 'room')) as { room: TFishingRoomState }).room;
  return { ws, messages, waitFor, room };
}

/** A fish of the room on screen now (the boss or a special when there is one, for variety). */
function targetOf(room: FishingRoom, player: RoomPlayer, now: number, pick: number): number | undefined {
  const fish = room.state(player).fish.filter((f) => {
    const p = fishPosition({ points: f.points as never, bornAt: f.bornAt, durationMs: f.durationMs }, now);
    return p.t > 0.05 && p.t < 0.95 && p.x > 0 && p.x < 1600 && p.y > 0 && p.y < 900;
  });
  return fish[pick % Math.max(1, fish.length)]?.fishId;
}

async function settledAll(fishing: RunningFishing, clock: Clock) {
  for (let i = 0; i < 200; i++) {
    clock.ms += 1000;
    await fishing.rooms.idle();
    await fishing.sweep();
    const [row] = await fishing.db.query<{ n: string }>(
      `select count(*)::text as n from ${fishing.db.schema}.rounds where status not in ('closed', 'rejected')`,
    );
    if (row?.n === '0') return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('rounds left unsettled');
}

describe('the fishing vendor through the platform', { timeout: 600_000 }, () => {
  it('two players share a room; 100,000 shots (20,000 on PGlite) in rounds debit and credit the platform exactly; leaving settles the open round', async () => {
    const clock = new Clock();
    const faults = new FaultyFetch();
    const db = await openFishingDb();
    // A round closes after 200 shots or 20 s (the test's clock), so most close by count: 500 wallet
    // rounds for 100,000 shots (the grouping itself is property-tested in packages/games).
    const fishing = await startTestFishing(db, faults, clock, {
      timing: { roundMaxShots: 200, roundMaxAgeMs: 20_000 },
    });
    try {
      const merchant = await connectedMerchant(platform, fishing);
      // Each cannon wagers about 7,500 over 50,000 shots at 0.1 and 0.2 and keeps about 96 % of it back, so 5,000
      // outlasts any run of bad luck (a cannon out of money is refused, and fewer shots would be fired).
      const a = await launchPlayer(platform, fishing, merchant, 'OCEAN_KING', '5000');
      const b = await launchPlayer(platform, fishing, merchant, 'OCEAN_KING', '5000');
      expect(a.exchange.json.value.bets).toEqual(['0.1', '0.2', '0.5', '1', '2', '5']);
      expect(parseMinor(a.exchange.json.value.balance)).toBe(parseMinor('5000'));

      // Bad input is refused with stable codes.
      expect((await call(fishing, 'GET', FISHING_API.rounds)).json.code).toBe('UNAUTHORIZED');
      expect(
        (await call(fishing, 'GET', FISHING_API.round.replace(':roundId', '99'), a.token)).json.code,
      ).toBe('NOT_FOUND');

      const sa = await joinSocket(fishing, a.token, 'OCEAN_KING');
      const sb = await joinSocket(fishing, b.token, 'OCEAN_KING');
      expect(sb.room.roomId).toBe(sa.room.roomId);
      expect(sb.room.players.map((p) => p.displayName).sort()).toEqual(
        [a.member.username, b.member.username].sort(),
      );
      expect(sa.room.fish.length).toBeGreaterThan(10);
      const room = fishing.rooms.all()[0] as FishingRoom;
      const pa = room.players[sa.room.mySeat] as RoomPlayer;
      const pb = room.players[sb.room.mySeat] as RoomPlayer;

      // A's shot over the socket is shown in B's room, with A's cannon and the same outcome.
      clock.ms += 200;
      const fishId = targetOf(room, pa, clock.ms, 0) as number;
      sa.ws.send(JSON.stringify({ type: 'shot', fishId, angle: -1, betLevel: 2 }));
      const seen = (await sb.waitFor((m) => m.type === 'shot' && m.fishId === fishId)) as Extract<
        TFishingServerMessage,
        { type: 'shot' }
      >;
      const mine = (await sa.waitFor((m) => m.type === 'shot' && m.fishId === fishId)) as typeof seen;
      expect(seen.seat).toBe(sa.room.mySeat);
      expect(parseMinor(seen.bet)).toBe(parseMinor('0.5'));
      expect(seen.captured).toBe(mine.captured);
      expect(seen.nonce).toBeNull();
      expect(mine.nonce).toBe(0);
      // A second shot within the cannon's reload is refused and costs nothing.
      sa.ws.send(JSON.stringify({ type: 'shot', fishId, angle: -1, betLevel: 2 }));
      expect(await sa.waitFor((m) => m.type === 'refused')).toMatchObject({ code: expect.any(String) });

      // SHOTS shots from both cannons at the cannon's full rate, the clock running. Shots come in
      // bursts that are not awaited one by one, so the vendor decides each as it arrives and writes
      // many in one transaction. Rounds close by count (50 shots) and, after a pause, by age.
      const burst = 10;
      for (let i = 0; i < SHOTS; i += burst) {
        if (i % 5000 === 0) clock.ms += 21_000;
        await fishing.tick();
        const fired: Promise<void>[] = [];
        for (let k = 0; k < burst; k++) {
          clock.ms += 46;
          const shooter = k % 2 === 0 ? pa : pb;
          const target = targetOf(room, shooter, clock.ms, i + k);
          // The low bet levels: the players' money outlasts any run of bad luck over this many shots.
          if (target !== undefined) fired.push(room.shot(shooter, target, 0.5, (i + k) % 2));
        }
        await Promise.all(fired);
      }
      clock.ms += 21_000;
      await fishing.tick();
      await fishing.rooms.idle();

      // A drops (socket closed), B leaves: each one's open round is settled.
      sa.ws.close();
      sb.ws.send(JSON.stringify({ type: 'leave' }));
      // The server hears both sockets go (each leave settles that player's open round).
      await vi.waitFor(() => expect(fishing.rooms.all()).toHaveLength(0), { timeout: 30_000, interval: 20 });
      await settledAll(fishing, clock);

      for (const p of [a, b]) {
        const v = await books(fishing, p.playerId);
        expect(v.unsettled).toBe(0);
        expect(v.shotBet, v.notClosed).toBe(v.bet);
        expect(v.shotWin, v.notClosed).toBe(v.win);
        expect(await platformBalance(platform, merchant, p.member.id)).toBe(
          parseMinor('5000') - v.bet + v.win,
        );
      }
      const va = await books(fishing, a.playerId);
      const vb = await books(fishing, b.playerId);
      const refused = [...sa.messages, ...sb.messages].reduce<Record<string, number>>((n, m) => {
        if (m.type === 'refused') n[m.code] = (n[m.code] ?? 0) + 1;
        return n;
      }, {});
      expect(va.shots + vb.shots, `refused: ${JSON.stringify(refused)}`).toBeGreaterThan(SHOTS * 0.9);
      // Closed by count and by age alike.
      expect(va.closed + vb.closed).toBeGreaterThan((va.shots + vb.shots) / 200);
      // One bet and one win per round on the platform, none twice.
      expect(await platformTxCounts(platform, merchant)).toEqual({
        'bet:applied': va.closed + vb.closed,
        'win:applied': va.closed + vb.closed,
      });

      // The game recall: my rounds, their seeds revealed, every shot verifiable.
      const rounds = await call(fishing, 'GET', `${FISHING_API.rounds}?limit=5`, a.token);
      expect(rounds.json.value.rounds).toHaveLength(5);
      const first = rounds.json.value.rounds[0];
      expect(first.status).toBe('SETTLED');
      const detail = await call(
        fishing,
        'GET',
        FISHING_API.round.replace(':roundId', first.roundId),
        a.token,
      );
      expect(detail.json.value.shots.length).toBe(first.shots);
      for (const shot of detail.json.value.shots)
        expect(verifyShot(first.serverSeed, first.clientSeed, shot)).toBe(true);
      expect(
        (await call(fishing, 'GET', FISHING_API.round.replace(':roundId', first.roundId), b.token)).json.code,
      ).toBe('NOT_FOUND');
    } finally {
      await fishing.close();
    }
  });

  it('a restart in the middle of a round settles it once; a lost answer is re-sent without paying twice', async () => {
    const clock = new Clock();
    const faults = new FaultyFetch();
    const db = await openFishingDb();
    const first = await startTestFishing(db, faults, clock);
    const merchant = await connectedMerchant(platform, first);
    const p = await launchPlayer(platform, first, merchant, 'DRAGON_FORTUNE', '300');
    const { room, player } = await first.rooms.join(
      p.session,
      'CFISH',
      'DRAGON_FORTUNE',
      'seed',
      () => undefined,
    );
    for (let i = 0; i < 12; i++) {
      clock.ms += 100;
      await room.shot(player, targetOf(room, player, clock.ms, i) as number, 0, 1);
    }
    const before = await books(first, p.playerId);
    expect(before.shots).toBe(12);
    expect(before.unsettled).toBe(1);
    // The process dies: no leave, no settlement.
    await first.app.close();

    // The next process closes the open round and settles it before it listens; the win's answer is lost once.
    faults.lostAnswer.set('win', 1);
    const second = await startTestFishing(db, faults, clock);
    expect(second.recovered).toBe(1);
    await settledAll(second, clock);
    const after = await books(second, p.playerId);
    expect(after.closed).toBe(1);
    expect(after.bet).toBe(before.shotBet);
    expect(after.win).toBe(before.shotWin);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(
      parseMinor('300') - after.bet + after.win,
    );
    expect(await platformTxCounts(platform, merchant)).toEqual({ 'bet:applied': 1, 'win:applied': 1 });
    await second.app.close();

    // A third start finds nothing to recover and moves nothing.
    const third = await startTestFishing(db, faults, clock);
    expect(third.recovered).toBe(0);
    await settledAll(third, clock);
    expect(await platformTxCounts(platform, merchant)).toEqual({ 'bet:applied': 1, 'win:applied': 1 });
    await third.close();
  });
});
