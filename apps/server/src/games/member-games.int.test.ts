import { API, type TGame } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRow } from '../accounts/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMember, loginAs } from '../testing/accounts.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { LaunchRequest } from './catalogue.service.ts';
import { givenVendor, testGame, testVendorCode } from './catalogue-test-kit.ts';

describe('member games: favourites, recent games and launching', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  let vendor: string;
  let games: TGame[];
  const launches: LaunchRequest[] = [];

  /** A session token for a member, issued as a login would. */
  async function tokenOf(member: MemberRow): Promise<string> {
    return sut.database.db.transaction().execute((tx) =>
      sut.services.sessions.issue(tx, {
        merchant,
        member,
        side: 'player',
        loginType: 'username',
        ip: '127.0.0.1',
        userAgent: null,
      }),
    );
  }

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    sut.app.inject({
      method,
      url,
      headers: { host: merchant.domain, ...(token ? { 'x-session-token': token } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    vendor = testVendorCode('MG');
    await givenVendor(sut.services, merchant, { vassalage: vendor, gameType: 'RNG', gameTypes: ['FISH'] }, [
      testGame(vendor, 'G1', { sortOrder: 1 }),
      testGame(vendor, 'G2', { sortOrder: 2 }),
      testGame(vendor, 'G3', { sortOrder: 3, gameType: 'FISH' }),
      testGame(vendor, 'G4', { sortOrder: 4, status: 'maintenance' }),
      testGame(vendor, 'G5', { sortOrder: 5, demo: true }),
    ]);
    sut.services.catalogue.registerLauncher(vendor, {
      launch: async (request) => {
        launches.push(request);
        return { url: `https://vendor.test/play/${request.game.gameCode}?token=one-time` };
      },
    });
    games = (await call('GET', `${API.games.list}?vassalage=${vendor}`)).json().games;
  });
  afterAll(() => sut.close());

  const nodeOf = (code: string) => games.find((g) => g.gameCode === code)?.nodeId ?? 0;

  it('requires a session for every member call', async () => {
    for (const [method, url] of [
      ['GET', API.games.favoriteIds],
      ['GET', API.games.favorites],
      ['GET', API.games.recent],
      ['GET', `${API.games.launch}?gameCode=G1&vassalage=${vendor}`],
      ['DELETE', API.games.favorite.replace(':nodeId', '1')],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
    const add = await call('POST', API.games.favorites, undefined, { nodeId: nodeOf('G1') });
    expect(add.statusCode).toBe(401);
  });

  it("keeps favourites per member: adding is idempotent, removing twice succeeds, B never sees A's", async () => {
    const alice = await createTestMember(sut.services, merchant);
    const bob = await createTestMember(sut.services, merchant);
    const aliceToken = (await loginAs(sut.app, merchant.domain, alice.username, alice.password)).token;
    const bobToken = await tokenOf(bob);

    for (const code of ['G1', 'G3', 'G1']) {
      const response = await call('POST', API.games.favorites, aliceToken, {
        nodeId: nodeOf(code),
        vendor,
        gameType: 'RNG',
      });
      expect(response.json()).toEqual({ success: true, value: { nodeId: nodeOf(code), favorite: true } });
    }
    const ids = (await call('GET', API.games.favoriteIds, aliceToken)).json();
    expect(ids.success).toBe(true);
    expect([...ids.value].sort()).toEqual([nodeOf('G1'), nodeOf('G3')].sort());

    const list = (
      await call(
        'GET',
        `${API.games.favorites}?pageNo=1&pageSize=1&clientType=3&platform=W&language=EN`,
        aliceToken,
      )
    ).json();
    expect(list).toMatchObject({ success: true, pageNum: 1, totalPages: 2, total: 2 });
    expect(list.content).toHaveLength(1);
    const fish = (await call('GET', `${API.games.favorites}?gameType=FISH`, aliceToken)).json();
    expect(fish.content.map((g: TGame) => g.gameCode)).toEqual(['G3']);
    expect(fish).toMatchObject({ pageNum: 1, totalPages: 1 });

    expect((await call('GET', API.games.favoriteIds, bobToken)).json().value).toEqual([]);
    expect((await call('GET', API.games.favorites, bobToken)).json()).toMatchObject({
      content: [],
      totalPages: 0,
    });
    // Bob removing Alice's favourite touches only his own (empty) list.
    await call('DELETE', API.games.favorite.replace(':nodeId', String(nodeOf('G1'))), bobToken);
    expect((await call('GET', API.games.favoriteIds, aliceToken)).json().value).toHaveLength(2);

    for (let i = 0; i < 2; i++) {
      const removed = await call(
        'DELETE',
        API.games.favorite.replace(':nodeId', String(nodeOf('G1'))),
        aliceToken,
      );
      expect(removed.json()).toEqual({ success: true, value: { nodeId: nodeOf('G1'), favorite: false } });
    }
    expect((await call('GET', API.games.favoriteIds, aliceToken)).json().value).toEqual([nodeOf('G3')]);
  });

  it('refuses to favourite a game the merchant does not show, and malformed ids', async () => {
    const member = await createTestMember(sut.services, merchant);
    const token = await tokenOf(member);
    const missing = await call('POST', API.games.favorites, token, { nodeId: 987654321 });
    expect(missing.statusCode).toBe(404);
    const malformed = await call('POST', API.games.favorites, token, { nodeId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    const badParam = await call('DELETE', API.games.favorite.replace(':nodeId', 'x1'), token);
    expect(badParam.statusCode).toBe(400);
  });

  it("launches a game for a real member, returns the vendor's URL and records it as recent", async () => {
    const member = await createTestMember(sut.services, merchant);
    const token = await tokenOf(member);
    expect((await call('GET', API.games.recent, token)).json()).toEqual({ success: true, list: [] });

    const first = await call('GET', `${API.games.launch}?gameCode=G1&vassalage=${vendor}&language=CN`, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      value: {
        url: 'https://vendor.test/play/G1?token=one-time',
        gameCode: 'G1',
        vassalage: vendor,
        nodeId: nodeOf('G1'),
      },
    });
    expect(launches.at(-1)).toMatchObject({ memberId: member.id, username: member.username, language: 'CN' });
    await call('GET', `${API.games.launch}?gameCode=G3&vassalage=${vendor}`, token);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('GET', `${API.games.launch}?gameCode=G1&vassalage=${vendor}`, token);

    const recent = (
      await call('GET', `${API.games.recent}?page=1&pageSize=20&language=EN&clientType=3`, token)
    ).json();
    expect(recent.list.map((g: TGame) => g.gameCode)).toEqual(['G1', 'G3']);
    const fish = (await call('GET', `${API.games.recent}?gameType=FISH`, token)).json();
    expect(fish.list.map((g: TGame) => g.gameCode)).toEqual(['G3']);
    const paged = (await call('GET', `${API.games.recent}?page=2&pageSize=1`, token)).json();
    expect(paged.list.map((g: TGame) => g.gameCode)).toEqual(['G3']);

    const other = await createTestMember(sut.services, merchant);
    expect((await call('GET', API.games.recent, await tokenOf(other))).json().list).toEqual([]);
  });

  it("keeps backUrl to http(s) pages of the merchant's own domains (issue 21, finding 9)", async () => {
    const token = await tokenOf(await createTestMember(sut.services, merchant));
    const other = await createTestMerchant(sut.services);
    const launch = (backUrl: string) =>
      call(
        'GET',
        `${API.games.launch}?gameCode=G1&vassalage=${vendor}&backUrl=${encodeURIComponent(backUrl)}`,
        token,
      );
    const own = await launch(`https://${merchant.domain}:8443/lobby?x=1`);
    expect(own.statusCode).toBe(200);
    expect(launches.at(-1)?.backUrl).toBe(`https://${merchant.domain}:8443/lobby?x=1`);
    for (const refused of [
      'https://evil.example/lobby',
      `https://${other.domain}/`,
      `javascript:alert(1)//${merchant.domain}`,
      `ftp://${merchant.domain}/`,
      `https://user:pw@${merchant.domain}/`,
      `//${merchant.domain}/`,
      'lobby',
    ]) {
      const res = await launch(refused);
      expect(res.statusCode, refused).toBe(400);
      expect(res.json().code, refused).toBe('BACK_URL_NOT_ALLOWED');
    }
  });

  it('refuses a trial account with TRIAL_NOT_ALLOWED', async () => {
    const trial = await createTestMember(sut.services, merchant, { type: 4 });
    const response = await call(
      'GET',
      `${API.games.launch}?gameCode=G1&vassalage=${vendor}`,
      await tokenOf(trial),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'TRIAL_NOT_ALLOWED' });
  });

  it('launches a trial account into a game offered in demo mode as a demo; a real member as ever', async () => {
    expect(games.find((g) => g.gameCode === 'G5')?.demo).toBe(true);
    expect(games.find((g) => g.gameCode === 'G1')?.demo).toBe(false);
    const trial = await createTestMember(sut.services, merchant, { type: 4 });
    const demo = await call(
      'GET',
      `${API.games.launch}?gameCode=G5&vassalage=${vendor}`,
      await tokenOf(trial),
    );
    expect(demo.statusCode).toBe(200);
    expect(launches.at(-1)).toMatchObject({ memberId: trial.id, demo: true, game: { gameCode: 'G5' } });
    const member = await createTestMember(sut.services, merchant);
    const real = await call(
      'GET',
      `${API.games.launch}?gameCode=G5&vassalage=${vendor}`,
      await tokenOf(member),
    );
    expect(real.statusCode).toBe(200);
    expect(launches.at(-1)).toMatchObject({ memberId: member.id, demo: false });
  });

  it('refuses games and vendors under maintenance with GAME_MAINTENANCE, in the request language', async () => {
    const member = await createTestMember(sut.services, merchant);
    const token = await tokenOf(member);
    const game = await call('GET', `${API.games.launch}?gameCode=G4&vassalage=${vendor}`, token);
    expect(game.statusCode).toBe(409);
    expect(game.json()).toMatchObject({
      code: 'GAME_MAINTENANCE',
      message: 'The game is under maintenance, please try again later',
    });

    const v = testVendorCode('MV');
    await givenVendor(sut.services, merchant, { vassalage: v, gameType: 'LIVE' }, [
      testGame(v, 'T1', { gameType: 'LIVE' }),
    ]);
    await sut.services.catalogue.setMerchantVendor(
      merchant,
      v,
      { enabled: true, maintenance: true, sortOrder: 0 },
      { name: 'test' },
    );
    const vendorDown = await sut.app.inject({
      url: `${API.games.launch}?gameCode=T1&vassalage=${v}`,
      headers: { host: merchant.domain, 'x-session-token': token, 'x-language': 'CN' },
    });
    expect(vendorDown.json()).toMatchObject({ code: 'GAME_MAINTENANCE', message: '游戏维护中，请稍后再试' });
  });

  it('answers NOT_FOUND for unknown games and OPERATION_NOT_ENABLED for a vendor without a launcher', async () => {
    const member = await createTestMember(sut.services, merchant);
    const token = await tokenOf(member);
    const unknown = await call('GET', `${API.games.launch}?gameCode=NOPE&vassalage=${vendor}`, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');

    const v = testVendorCode('NC');
    await givenVendor(sut.services, merchant, { vassalage: v, gameType: 'RNG' }, [testGame(v, 'N1')]);
    const notConnected = await call('GET', `${API.games.launch}?gameCode=N1&vassalage=${v}`, token);
    expect(notConnected.statusCode).toBe(403);
    expect(notConnected.json().code).toBe('OPERATION_NOT_ENABLED');
    expect((await call('GET', API.games.recent, token)).json().list).toEqual([]);

    const missingCode = await call('GET', `${API.games.launch}?vassalage=${v}`, token);
    expect(missingCode.statusCode).toBe(400);
  });
});
