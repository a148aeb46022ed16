import { createHash } from 'node:crypto';
import {
  crashElapsedFor,
  INHOUSE_API,
  parseMinor,
  type TCrashServerMessage,
  ZCrashServerMessage,
} from '@croupier/contracts';
import { crashPoint, formatMultiplier, generateHashChain } from '@croupier/games';
import { BALANCED_LEDGER, ledgerInvariants, type Merchant } from '@croupier/server/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningVendor } from '../src/index.ts';
import {
  connectedMerchant,
  crashSocketUrl,
  FaultyFetch,
  launchPlayer,
  type Platform,
  platformBalance,
  startPlatform,
  startTestVendor,
  vendorCall,
} from './platform-test-kit.ts';

/** A chain whose first 16 busts are all below 10x (busts: 1.44, 1.36, 1.95, 2.69, 1.29, 1.05, 3.78…). */
const SEED = 'crash-seed-3';
const LENGTH = 40;
/** Ten times the production curve, so a round lasts at most a few seconds. */
const GROWTH = 0.0006;
const SALT = 'crash-int-test-salt';
const chain = generateHashChain(SEED, LENGTH);
const bustOf = (crashRoundId: string) =>
  crashPoint(chain.hashes[Number(crashRoundId.split('-').pop())] as string, SALT);

let platform: Platform;
let vendor: RunningVendor;
let merchant: Merchant;

beforeAll(async () => {
  platform = await startPlatform();
  vendor = await startTestVendor(new FaultyFetch(), {
    crash: {
      bettingMs: 700,
      bustedMs: 300,
      tickMs: 20,
      growthPerMs: GROWTH,
      chainLength: LENGTH,
      chainSeed: SEED,
      salt: SALT,
    },
  });
  merchant = await connectedMerchant(platform, vendor);
});
afterAll(async () => {
  await vendor?.close();
  await platform?.test.close();
});

/** A crash socket with a message log and waiters. */
async function connect(session: string) {
  const ws = new WebSocket(await crashSocketUrl(vendor, session));
  const log: TCrashServerMessage[] = [];
  const waiters: { match: (m: TCrashServerMessage) => boolean; resolve: (m: TCrashServerMessage) => void }[] =
    [];
  ws.on('message', (data: Buffer) => {
    const m = ZCrashServerMessage.parse(JSON.parse(data.toString()));
    log.push(m);
    for (const w of [...waiters]) {
      if (w.match(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  /** The first message matching `match` received after message number `since` (default: from now on). */
  const next = (match: (m: TCrashServerMessage) => boolean, since = log.length, timeoutMs = 20_000) =>
    new Promise<TCrashServerMessage>((resolve, reject) => {
      const seen = log.slice(since).find(match);
      if (seen) return resolve(seen);
      waiters.push({ match, resolve });
      setTimeout(() => reject(new Error('timed out waiting for a crash message')), timeoutMs);
    });
  const send = (m: unknown) => ws.send(JSON.stringify(m));
  const opened = new Promise((resolve) => ws.once('open', resolve));
  return { ws, log, next, send, opened };
}

/** What a crash socket opened with `url` answers first: its first message and its close code. */
function firstAnswer(url: string) {
  return new Promise<{ first: TCrashServerMessage | undefined; code: number | undefined; opened: boolean }>(
    (resolve) => {
      const ws = new WebSocket(url);
      let first: TCrashServerMessage | undefined;
      let opened = false;
      ws.on('open', () => {
        opened = true;
      });
      ws.on('message', (data: Buffer) => {
        first ??= ZCrashServerMessage.parse(JSON.parse(data.toString()));
        if (first.type !== 'error') ws.close(1000);
      });
      ws.on('close', (code) => resolve({ first, code, opened }));
    },
  );
}

describe('crash: the socket opens with a one-time ticket, never the session token (issue 21, finding 7)', () => {
  it('a ticket opens one socket once; a second use, an expired ticket or an ended session are refused', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-crash', '10');
    const url = await crashSocketUrl(vendor, p.session);
    expect(url).not.toContain(p.session);
    const ok = await firstAnswer(url);
    expect(ok.first?.type).toBe('state');
    const again = await firstAnswer(url);
    expect(again.first).toMatchObject({ type: 'error', code: 'TICKET_INVALID' });
    expect(again.code).toBe(4401);

    // the session token itself no longer opens the socket
    const bySession = await firstAnswer(
      `${vendor.url.replace('http', 'ws')}${INHOUSE_API.crashSocket}?session=${p.session}`,
    );
    expect(bySession.first).toMatchObject({ type: 'error', code: 'TICKET_INVALID' });

    const expiring = await crashSocketUrl(vendor, p.session);
    await vendor.db.query(
      `update vendor_inhouse.socket_tickets set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await firstAnswer(expiring)).first).toMatchObject({ code: 'TICKET_INVALID' });

    const ended = await crashSocketUrl(vendor, p.session);
    await vendor.db.query(
      `update vendor_inhouse.sessions set expires_at = now() - interval '1 second' where token_hash = $1`,
      [createHash('sha256').update(p.session).digest('hex')],
    );
    expect((await firstAnswer(ended)).first).toMatchObject({ code: 'TICKET_INVALID' });
    const afterEnd = await vendorCall(vendor, 'POST', INHOUSE_API.crashTicket, p.session, {});
    expect(afterEnd.status).toBe(401);
  });

  it('refuses a ticket to a session of another game or no session', async () => {
    const slots = await launchPlayer(platform, vendor, merchant, 'ih-fruit-fiesta', '10');
    const other = await vendorCall(vendor, 'POST', INHOUSE_API.crashTicket, slots.session, {});
    expect(other.status).toBe(403);
    const none = await vendorCall(vendor, 'POST', INHOUSE_API.crashTicket, undefined, {});
    expect(none.status).toBe(401);
  });
});

describe('crash: shared rounds over WebSocket', () => {
  it('two players; cash-outs racing the bust settle exactly once, by the server clock', async () => {
    const a = await launchPlayer(platform, vendor, merchant, 'ih-crash', '10');
    const b = await launchPlayer(platform, vendor, merchant, 'ih-crash', '10');
    const sa = await connect(a.session);
    const sb = await connect(b.session);
    await Promise.all([sa.opened, sb.opened]);
    // Join the first betting phase whose bust point leaves time to cash out (at least 1.30x).
    let betting: Extract<TCrashServerMessage, { type: 'state' }>;
    for (;;) {
      betting = (await sa.next((m) => m.type === 'state' && m.round.phase === 'betting')) as typeof betting;
      const bust = bustOf(betting.round.crashRoundId);
      if (bust >= 130n && (betting.round.bettingEndsAt ?? 0) - Date.now() > 250) break;
    }
    const crashRoundId = betting.round.crashRoundId;
    const bust = bustOf(crashRoundId);
    const mark = sb.log.length;
    sa.send({ type: 'bet', requestId: 'a1', bet: '1' });
    sb.send({ type: 'bet', requestId: 'b1', bet: '2' });
    await Promise.all([
      sa.next((m) => m.type === 'ack' && m.requestId === 'a1', 0),
      sb.next((m) => m.type === 'ack' && m.requestId === 'b1', 0),
    ]);
    const running = (await sb.next(
      (m) => m.type === 'state' && m.round.phase === 'running',
      mark,
    )) as typeof betting;
    const bustAt = (running.round.startedAt as number) + crashElapsedFor(Number(bust), GROWTH);
    // A cashes out early at 1.05x or later.
    await sa.next(
      (m) => m.type === 'tick' && m.crashRoundId === crashRoundId && Number(m.multiplier) >= 1.05,
      0,
    );
    sa.send({ type: 'cashout', requestId: 'a2' });
    sa.send({ type: 'cashout', requestId: 'a3' });
    // B hammers cash-out around the bust instant.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, bustAt - Date.now() - 60)));
    for (let i = 0; i < 24; i++) {
      sb.send({ type: 'cashout', requestId: `b-${i}` });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await sb.next(
      (m) => m.type === 'state' && m.round.phase === 'busted' && m.round.crashRoundId === crashRoundId,
      0,
    );
    await vendor.crash.idle();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const settledA = sa.log.filter((m) => m.type === 'settled' && m.crashRoundId === crashRoundId);
    const settledB = sb.log.filter((m) => m.type === 'settled' && m.crashRoundId === crashRoundId);
    expect(settledA).toHaveLength(1);
    expect(settledB).toHaveLength(1);
    const sA = settledA[0] as Extract<TCrashServerMessage, { type: 'settled' }>;
    const sB = settledB[0] as Extract<TCrashServerMessage, { type: 'settled' }>;
    expect(sA.cashOut).not.toBeNull();
    expect(BigInt(Math.round(Number(sA.cashOut) * 100))).toBeLessThan(bust);
    if (sB.cashOut !== null) expect(BigInt(Math.round(Number(sB.cashOut) * 100))).toBeLessThan(bust);
    // every other cash-out of the race was refused
    const refusedB = sb.log.filter((m) => m.type === 'error' && m.requestId?.startsWith('b-'));
    expect(refusedB.length).toBe(24 - (sB.cashOut === null ? 0 : 1));
    expect(sa.log.filter((m) => m.type === 'error' && m.requestId === 'a3')).toHaveLength(1);

    // the recall of each player round shows the bust and the revealed round hash
    for (const [player, settled] of [
      [a, sA],
      [b, sB],
    ] as const) {
      const recalled = await vendorCall(
        vendor,
        'GET',
        INHOUSE_API.round.replace(':roundId', settled.roundId),
        player.session,
      );
      expect(recalled.json.value.round.outcome).toMatchObject({
        crashRoundId,
        bust: formatMultiplier({ num: bust, den: 100n }),
        roundHash: chain.hashes[Number(crashRoundId.split('-').pop())],
      });
    }
    const winA = parseMinor(sA.win);
    const winB = parseMinor(sB.win);
    expect(await platformBalance(platform, merchant, a.member.id)).toBe(100_000n - 10_000n + winA);
    expect(await platformBalance(platform, merchant, b.member.id)).toBe(100_000n - 20_000n + winB);
    for (const roundId of [sA.roundId, sB.roundId]) {
      const txs = await sql<{
        kind: string;
      }>`select kind from vendor_transactions where round_id = ${roundId} order by id`.execute(
        platform.test.services.database.db,
      );
      expect(txs.rows.map((t) => t.kind)).toEqual(['bet', 'win']);
    }
    expect(await ledgerInvariants(platform.test.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
    sa.ws.close();
    sb.ws.close();
  }, 60_000);
});
