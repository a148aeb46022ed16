import {
  API,
  REALTIME_CLOSE,
  REALTIME_PATH,
  SESSION_TOKEN_HEADER,
  type TRealtimeServerMessage,
  ZRealtimeServerMessage,
} from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { CatalogueCache } from '../games/catalogue-cache.ts';
import { createPlayer, fund, registerVendor, signedVendorCall, vendorId } from '../ledger/wallet-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createServices } from '../services.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createRealtime } from './realtime.module.ts';

/** A test client: every server message parsed against the contract, waited for in order. */
class Client {
  readonly messages: TRealtimeServerMessage[] = [];
  closeCode: number | undefined;
  private waiters: Array<() => void> = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.messages.push(ZRealtimeServerMessage.parse(JSON.parse(raw.toString())));
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message (from `from` on) that matches; fails after `timeoutMs`. */
  async next<T extends TRealtimeServerMessage['type']>(
    type: T,
    match: (message: Extract<TRealtimeServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<Extract<TRealtimeServerMessage, { type: T }>> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(
        (m): m is Extract<TRealtimeServerMessage, { type: T }> =>
          m.type === type && match(m as Extract<TRealtimeServerMessage, { type: T }>),
      );
      if (found) return found;
      const left = until - Date.now();
      if (left <= 0) throw new Error(`no ${type} message in time; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async closed(timeoutMs = 5_000): Promise<number> {
    const until = Date.now() + timeoutMs;
    while (this.closeCode === undefined) {
      if (Date.now() > until) throw new Error('socket not closed in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closeCode;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

async function injectClient(app: FastifyInstance, host: string): Promise<Client> {
  let client: Client | undefined;
  await app.injectWS(
    REALTIME_PATH,
    { headers: { host } },
    {
      onInit: (ws) => {
        client = new Client(ws);
      },
    },
  );
  if (!client) throw new Error('socket not initialised');
  return client;
}

let sut: TestApp;
let merchant: Merchant & { domain: string };
let adminKey: string;
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services, merchant.id);
});
afterAll(() => sut.close());

const adjust = (app: FastifyInstance, memberId: bigint, amount: string) =>
  app.inject({
    method: 'POST',
    url: API.admin.walletAdjustments.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': adminKey },
    payload: {
      memberId: memberId.toString(),
      amount,
      idempotencyKey: vendorId('adj'),
      reason: 'realtime test',
    },
  });

describe('GET /wps/ws: authentication', () => {
  it('refuses an unknown token with UNAUTHORIZED and close code 4401', async () => {
    const client = await injectClient(sut.app, merchant.domain);
    client.send({ type: 'auth', token: 'not-a-session-token' });
    const error = await client.next('error');
    expect(error.code).toBe('UNAUTHORIZED');
    expect(await client.closed()).toBe(REALTIME_CLOSE.unauthorized);
  });

  it("refuses another merchant's session token", async () => {
    const other = await createTestMerchant(sut.services);
    const { token } = await createPlayer(sut.services, other);
    const client = await injectClient(sut.app, merchant.domain);
    client.send({ type: 'auth', token });
    expect((await client.next('error')).code).toBe('UNAUTHORIZED');
    expect(await client.closed()).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('closes on a message outside the contract', async () => {
    const client = await injectClient(sut.app, merchant.domain);
    client.send({ type: 'subscribe', channel: 'everything' });
    expect((await client.next('error')).code).toBe('VALIDATION_FAILED');
    expect(await client.closed()).toBe(REALTIME_CLOSE.badMessage);
  });

  it('pushes nothing before authentication', async () => {
    const { member } = await createPlayer(sut.services, merchant);
    const client = await injectClient(sut.app, merchant.domain);
    client.send({ type: 'ping' });
    await client.next('pong');
    await fund(sut.services, merchant, member, '5');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(client.messages.map((m) => m.type)).toEqual(['pong']);
    client.socket.close();
  });

  it("closes with SESSION_EXPIRED and 4410 when its session logs out; the same member's other session stays", async () => {
    const { member, token } = await createPlayer(sut.services, merchant, '3');
    const otherSession = await sut.database.db.transaction().execute((tx) =>
      sut.services.sessions.issue(tx, {
        merchant,
        member,
        side: 'player',
        loginType: 'username',
        ip: '127.0.0.1',
        userAgent: null,
      }),
    );
    const tab = await injectClient(sut.app, merchant.domain);
    tab.send({ type: 'auth', token });
    await tab.next('balance');
    const phone = await injectClient(sut.app, merchant.domain);
    phone.send({ type: 'auth', token: otherSession });
    await phone.next('balance');

    const logout = await sut.app.inject({
      method: 'DELETE',
      url: API.session.logout,
      headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token },
    });
    expect(logout.statusCode).toBe(200);
    expect((await tab.next('error')).code).toBe('SESSION_EXPIRED');
    expect(await tab.closed()).toBe(REALTIME_CLOSE.sessionEnded);

    // Still open: a push reaches it after the other tab closed.
    await adjust(sut.app, member.id, '1');
    await phone.next('balance', (m) => m.balance === '4.0000');
    expect(phone.closeCode).toBeUndefined();
    phone.socket.close();
  });

  it('closes every socket of a member whose sessions are all revoked (password reset)', async () => {
    const { member, token } = await createPlayer(sut.services, merchant);
    const tab = await injectClient(sut.app, merchant.domain);
    tab.send({ type: 'auth', token });
    await tab.next('ready');
    await sut.database.db.transaction().execute((tx) => sut.services.sessions.revokeAllOf(tx, member.id));
    expect(await tab.closed()).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('answers an unknown Host before upgrading', async () => {
    await expect(injectClient(sut.app, 'nobody.invalid')).rejects.toThrow(/Unexpected server response/);
  });
});

describe('GET /wps/ws: balance pushes', () => {
  it('sends ready and the current balance, then a push after an operator adjustment', async () => {
    const { member, token } = await createPlayer(sut.services, merchant, '10');
    const client = await injectClient(sut.app, merchant.domain);
    client.send({ type: 'auth', token });
    expect(await client.next('ready')).toEqual({ type: 'ready', memberId: member.id.toString() });
    expect(await client.next('balance')).toEqual({
      type: 'balance',
      balance: '10.0000',
      currency: merchant.currency,
    });
    const adjusted = await adjust(sut.app, member.id, '2.5');
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(await client.next('balance', (m) => m.balance === '12.5000')).toMatchObject({
      currency: merchant.currency,
    });
    client.socket.close();
  });

  it('pushes after a vendor bet and win, to every tab of the member and no one else', async () => {
    const { credential } = await registerVendor(sut.services, merchant, 'RTV');
    const player = await createPlayer(sut.services, merchant, '100');
    const bystander = await createPlayer(sut.services, merchant, '1');
    const tabs = [await injectClient(sut.app, merchant.domain), await injectClient(sut.app, merchant.domain)];
    for (const tab of tabs) {
      tab.send({ type: 'auth', token: player.token });
      await tab.next('balance', (m) => m.balance === '100.0000');
    }
    const other = await injectClient(sut.app, merchant.domain);
    other.send({ type: 'auth', token: bystander.token });
    await other.next('balance');
    // Let the pushes of the set-up funding (coalesced, then NOTIFY) settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const bystanderPushes = other.messages.length;

    const round = { playerId: player.playerId, roundId: vendorId('round'), gameCode: 'slots-1' };
    const bet = await signedVendorCall(sut.app, credential, 'bet', {
      ...round,
      requestId: vendorId('req'),
      transactionId: vendorId('bet'),
      amount: '7',
    });
    expect(bet.statusCode, bet.body).toBe(200);
    for (const tab of tabs) await tab.next('balance', (m) => m.balance === '93.0000');
    const win = await signedVendorCall(sut.app, credential, 'win', {
      ...round,
      requestId: vendorId('req'),
      transactionId: vendorId('win'),
      amount: '20',
    });
    expect(win.statusCode, win.body).toBe(200);
    for (const tab of tabs) await tab.next('balance', (m) => m.balance === '113.0000');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.messages).toHaveLength(bystanderPushes);
    for (const client of [...tabs, other]) client.socket.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('balance pushes across processes (PostgreSQL)', () => {
  it('a change made through one process reaches a socket held by another', async () => {
    // A second platform process on the same database, listening on a real port.
    const database = await openDatabase({ kind: 'postgres', url: sut.database.url as string, poolSize: 3 });
    const services = createServices(database, loadConfig({ HUMAN_VERIFICATION_MAX_NUMBER: '2000' }));
    const other = await buildApp({
      config: { LOG_LEVEL: 'silent', LOG_PRETTY: false, TRUST_PROXY: false, WEB_DIST: 'none' },
      services,
      serveWeb: false,
    });
    const address = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { member, token } = await createPlayer(sut.services, merchant, '40');
      const socket = new WebSocket(`${address.replace('http', 'ws')}${REALTIME_PATH}`, {
        headers: { host: merchant.domain },
      });
      const client = new Client(socket);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      client.send({ type: 'auth', token });
      await client.next('balance', (m) => m.balance === '40.0000');

      // The change goes through the FIRST process; the socket lives on the second.
      expect((await adjust(sut.app, member.id, '-15')).statusCode).toBe(200);
      await client.next('balance', (m) => m.balance === '25.0000');
      socket.close();
    } finally {
      await other.close();
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a lost LISTEN connection (PostgreSQL)', () => {
  it('reconnects and re-sends the balances of connected members, so a change made meanwhile still shows', async () => {
    const { member, token } = await createPlayer(sut.services, merchant, '60');
    const client = await injectClient(sut.app, merchant.domain);
    client.send({ type: 'auth', token });
    await client.next('balance', (m) => m.balance === '60.0000');

    // The database drops this process's LISTEN connection; the change lands while it is deaf.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'croupier-listen' and datname = current_database()`.execute(sut.database.db);
    expect((await adjust(sut.app, member.id, '5')).statusCode).toBe(200);
    await client.next('balance', (m) => m.balance === '65.0000', 10_000);

    // Listening again: later changes arrive as usual.
    expect((await adjust(sut.app, member.id, '5')).statusCode).toBe(200);
    await client.next('balance', (m) => m.balance === '70.0000', 10_000);
    client.socket.close();
  });
});

describe('catalogue cache invalidation across processes', () => {
  it("an invalidation in one process drops the other process's cached answers", async () => {
    // On PostgreSQL the second "process" has its own connections; on PGlite both share the file.
    const url = sut.database.url;
    const otherDatabase = url ? await openDatabase({ kind: 'postgres', url, poolSize: 2 }) : sut.database;
    const reads = { balanceOf: async () => 0n };
    const [cacheA, cacheB] = [new CatalogueCache(), new CatalogueCache()];
    const processes = [
      createRealtime(sut.database, reads, cacheA),
      createRealtime(otherDatabase, reads, cacheB),
    ];
    await Promise.all(processes.map((p) => p.start()));
    try {
      let loads = 0;
      const load = async () => {
        loads += 1;
        return loads;
      };
      expect(await cacheB.get(merchant.id, 'probe', load)).toBe(1);
      expect(await cacheB.get(merchant.id, 'probe', load)).toBe(1);
      cacheA.invalidate(merchant.id);
      const until = Date.now() + 5_000;
      while ((await cacheB.get(merchant.id, 'probe', load)) === 1) {
        if (Date.now() > until) throw new Error('the other process kept its cached answer');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(loads).toBe(2);
    } finally {
      await Promise.all(processes.map((p) => p.stop()));
      if (otherDatabase !== sut.database) await otherDatabase.close();
    }
  });
});
