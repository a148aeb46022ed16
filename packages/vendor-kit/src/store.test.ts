import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VendorDb } from './db.ts';
import { VendorError } from './errors.ts';
import { OperatorStore } from './operators.ts';
import type { FetchLike, OperatorLink } from './platform-client.ts';
import { LaunchSessions } from './sessions.ts';
import { openTestVendorDb, uniqueSchema } from './testing/index.ts';

const SCHEMA = uniqueSchema('vendor_kit_test');
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing', 'fixture-migrations');

const link: OperatorLink = {
  merchantCode: 'ROYAL',
  platformUrl: 'http://platform.test',
  vendorCode: 'LOTTO',
  keyId: 'vk_1',
  secret: 's'.repeat(40),
  currency: 'USD',
};

let db: VendorDb;
const seen: string[] = [];
const fetch: FetchLike = async (url) => {
  seen.push(url);
  return { status: 200, text: async () => '{"success":true,"value":{"balance":"1.0000"}}' };
};

beforeAll(async () => {
  db = await openTestVendorDb({ schema: SCHEMA, migrationsDir: FIXTURES });
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe('openVendorDb / migrate', () => {
  it('applies the kit tables first, then the vendor migrations, each once', async () => {
    const versions = await db.query<{ version: string }>(
      `select version from ${SCHEMA}.schema_migrations order by applied_at, version`,
    );
    expect(versions.map((v) => v.version)).toEqual(['kit_001', 'kit_002', 'kit_003', 'kit_004', '001']);
    expect(await db.migrate()).toEqual([]);
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(openTestVendorDb({ schema: 'x; drop table y', migrationsDir: FIXTURES })).rejects.toThrow(
      /invalid vendor schema/,
    );
  });
});

describe('OperatorStore', () => {
  it('saves, finds, lists and calls an operator; an unknown one is UNAUTHORIZED', async () => {
    const sut = new OperatorStore(db, { fetch });
    await expect(sut.link('NOPE')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await sut.save(link);
    expect(await sut.find('ROYAL')).toEqual(link);
    expect(await sut.merchantCodes()).toEqual(['ROYAL']);
    expect(await sut.call('ROYAL', '/vendor-api/v1/:vendorCode/balance', { playerId: 'ROYAL:1' })).toEqual({
      kind: 'ok',
      value: { balance: '1.0000' },
    });
    expect(seen.at(-1)).toBe('http://platform.test/vendor-api/v1/LOTTO/balance');
  });

  it('serves the cached link until saved again or forgotten', async () => {
    const sut = new OperatorStore(db, { fetch });
    await sut.save(link);
    expect((await sut.link('ROYAL')).keyId).toBe('vk_1');
    await db.query(`update ${SCHEMA}.operators set key_id = 'vk_2' where merchant_code = 'ROYAL'`);
    expect((await sut.link('ROYAL')).keyId).toBe('vk_1');
    sut.forget('ROYAL');
    expect((await sut.link('ROYAL')).keyId).toBe('vk_2');
    await sut.save({ ...link, keyId: 'vk_3' });
    expect((await sut.link('ROYAL')).keyId).toBe('vk_3');
  });
});

describe('LaunchSessions', () => {
  const options = {
    publicUrl: 'https://lotto.example/',
    isGameCode: (code: string) => code === 'lotto-5',
    launchTokenTtlMs: 60_000,
    sessionIdleMs: 60_000,
  };
  const launch = {
    merchantCode: 'ROYAL',
    playerId: 'ROYAL:7',
    displayName: 'Ann',
    currency: 'USD',
    gameCode: 'lotto-5',
    language: 'en',
  };

  beforeAll(async () => {
    await new OperatorStore(db).save(link);
  });

  it('launches once: the token is exchanged for one session, a second exchange is refused', async () => {
    const sut = new LaunchSessions(db, options);
    const { url } = await sut.createLaunch(launch);
    expect(url).toMatch(/^https:\/\/lotto\.example\/play\/lotto-5\?token=[\w-]{43}$/);
    const token = new URL(url).searchParams.get('token') ?? '';
    const [first, second] = await Promise.allSettled([sut.exchange(token), sut.exchange(token)]);
    const won = [first, second].filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect([first, second].find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'LAUNCH_TOKEN_INVALID' },
    });
    const session = (won[0] as PromiseFulfilledResult<{ token: string }>).value;
    expect(await sut.authenticate(session.token)).toMatchObject({
      merchant_code: 'ROYAL',
      player_id: 'ROYAL:7',
      game_code: 'lotto-5',
      language: 'EN',
      back_url: null,
    });
  });

  it('carries a demo launch to its session, only for a game the vendor offers a demo of', async () => {
    const without = new LaunchSessions(db, options);
    await expect(without.createLaunch({ ...launch, demo: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const sut = new LaunchSessions(db, { ...options, isDemoGame: (code) => code === 'lotto-5' });
    const demo = await sut.createLaunch({ ...launch, demo: true });
    const real = await sut.createLaunch(launch);
    const sessionOf = async (url: string) =>
      (await sut.exchange(new URL(url).searchParams.get('token') ?? '')).session;
    expect((await sessionOf(demo.url)).is_demo).toBe(true);
    const { token } = await sut.exchange(
      new URL((await sut.createLaunch({ ...launch, demo: true })).url).searchParams.get('token') ?? '',
    );
    expect((await sut.authenticate(token)).is_demo).toBe(true);
    expect((await sessionOf(real.url)).is_demo).toBe(false);
  });

  it('refuses an unknown game, another merchant player, an unknown or expired session', async () => {
    const sut = new LaunchSessions(db, options);
    await expect(sut.createLaunch({ ...launch, gameCode: 'slots' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(sut.createLaunch({ ...launch, playerId: 'LOTUS:7' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(sut.authenticate(undefined)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(sut.authenticate('x'.repeat(129))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(sut.authenticate('unknown')).rejects.toBeInstanceOf(VendorError);
    const quick = new LaunchSessions(db, {
      ...options,
      launchTokenTtlMs: -1,
      playPath: (c) => `/games/${c}`,
    });
    const { url } = await quick.createLaunch(launch);
    expect(url.startsWith('https://lotto.example/games/lotto-5?token=')).toBe(true);
    await expect(quick.exchange(new URL(url).searchParams.get('token') ?? '')).rejects.toMatchObject({
      code: 'LAUNCH_TOKEN_INVALID',
    });
  });

  it('socket tickets: one per call, each redeemed once, refused when expired or after the session ended', async () => {
    const sut = new LaunchSessions(db, options);
    const launchOf = async (playerId: string) => {
      const { url } = await sut.createLaunch({ ...launch, playerId });
      return sut.exchange(new URL(url).searchParams.get('token') ?? '');
    };
    const ann = await launchOf('ROYAL:7');
    const bob = await launchOf('ROYAL:8');
    await expect(sut.issueSocketTicket('not-a-session')).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    const forAnn = await sut.issueSocketTicket(ann.token);
    const forBob = await sut.issueSocketTicket(bob.token);
    expect(forAnn.ticket).not.toBe(ann.token);
    // Each ticket opens its own member's session, concurrently redeemed at most once.
    const [first, second] = await Promise.allSettled([
      sut.redeemSocketTicket(forAnn.ticket),
      sut.redeemSocketTicket(forAnn.ticket),
    ]);
    expect([first, second].filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect([first, second].find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'TICKET_INVALID' },
    });
    expect(await sut.redeemSocketTicket(forBob.ticket)).toMatchObject({ player_id: 'ROYAL:8' });
    await expect(sut.redeemSocketTicket(undefined)).rejects.toMatchObject({ code: 'TICKET_INVALID' });

    const expired = await new LaunchSessions(db, { ...options, socketTicketTtlMs: -1 }).issueSocketTicket(
      ann.token,
    );
    await expect(sut.redeemSocketTicket(expired.ticket)).rejects.toMatchObject({ code: 'TICKET_INVALID' });

    const late = await sut.issueSocketTicket(ann.token);
    await db.query(`update ${SCHEMA}.sessions set expires_at = now() - interval '1 second'`);
    await expect(sut.redeemSocketTicket(late.ticket)).rejects.toMatchObject({ code: 'TICKET_INVALID' });
  });

  it('purges what expired more than a day ago', async () => {
    const sut = new LaunchSessions(db, { ...options, launchTokenTtlMs: -2 * 86_400_000 });
    await sut.createLaunch(launch);
    expect(await sut.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await sut.purgeExpired()).toBe(0);
  });

  it("purges on an unref'd timer from startPurging until stopPurging", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const sut = new LaunchSessions(db, { ...options, launchTokenTtlMs: -2 * 86_400_000 });
      await sut.purgeExpired();
      await sut.createLaunch(launch);
      const purge = vi.spyOn(sut, 'purgeExpired');
      const schedule = vi.spyOn(globalThis, 'setInterval');
      sut.startPurging(60_000);
      expect(vi.getTimerCount()).toBe(1);
      const timer = schedule.mock.results[0]?.value as NodeJS.Timeout | undefined;
      expect(timer?.hasRef()).toBe(false);
      await vi.advanceTimersByTimeAsync(60_000);
      await sut.stopPurging(); // waits for the running pass
      expect(purge).toHaveBeenCalledTimes(1);
      expect(await purge.mock.results[0]?.value).toBeGreaterThanOrEqual(1);
      expect(vi.getTimerCount()).toBe(0); // cleared
      await vi.advanceTimersByTimeAsync(120_000);
      expect(purge).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
