import { API, type TGame } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { givenVendor, testGame, testVendorCode } from './catalogue-test-kit.ts';

describe('catalogue: lobby lists, menus, vendors, images and the admin API', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  const get = (host: string, url: string) => sut.app.inject({ method: 'GET', url, headers: { host } });

  it('lists a category page by page with every field of the Game entity', async () => {
    const merchant = await createTestMerchant(sut.services);
    const pg = testVendorCode('PG');
    await givenVendor(
      sut.services,
      merchant,
      { vassalage: pg, gameType: 'RNG' },
      Array.from({ length: 5 }, (_, i) =>
        testGame(pg, `S${i + 1}`, {
          name: `Slot ${i + 1}`,
          names: { CN: `老虎机 ${i + 1}` },
          sortOrder: i + 1,
          isHot: i === 0,
          rtp: '96.5',
          icons: i === 0 ? { rx1: 'https://cdn.test/s1.png', rx2: 'https://cdn.test/s1@2x.png' } : {},
        }),
      ),
    );

    const first = await get(
      merchant.domain,
      `${API.games.list}?gameType=RNG&pageNo=1&pageSize=2&clientType=3&platform=W&merchant=${merchant.code}`,
    );
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, pageNo: 1, pageSize: 2, total: 5 });
    expect(body.games.map((g: TGame) => g.gameCode)).toEqual(['S1', 'S2']);
    expect(body.games[0]).toEqual({
      nodeId: expect.any(Number),
      gameName: 'Slot 1',
      nodeName: 'Slot 1',
      displayName: 'Slot 1',
      iconUrl: 'https://cdn.test/s1.png',
      showIcon: 'https://cdn.test/s1.png',
      lagerIcon: 'https://cdn.test/s1@2x.png',
      vassalage: pg,
      gameType: 'RNG',
      gameCode: 'S1',
      gameId: 'id-S1',
      isHot: 1,
      isGame: 'GAME',
      tags: [],
      rtp: '96.500',
      maintenance: false,
      demo: false,
    });
    expect(body.games[1]).toMatchObject({ isHot: 0, iconUrl: `/lgw/games/img/${pg}/S2.svg` });

    const last = (await get(merchant.domain, `${API.games.list}?gameType=RNG&pageNo=3&pageSize=2`)).json();
    expect(last.games.map((g: TGame) => g.gameCode)).toEqual(['S5']);
    const beyond = (await get(merchant.domain, `${API.games.list}?gameType=RNG&pageNo=4&pageSize=2`)).json();
    expect(beyond).toMatchObject({ games: [], total: 5 });

    const chinese = (
      await get(merchant.domain, `${API.games.list}?gameType=RNG&language=CN&imgSize=rx2`)
    ).json();
    expect(chinese.games[0]).toMatchObject({ gameName: '老虎机 1', iconUrl: 'https://cdn.test/s1@2x.png' });
  });

  it('filters by vendor (vassalage or gameClassify) and searches names by keyword, prefix matches first', async () => {
    const merchant = await createTestMerchant(sut.services);
    const a = testVendorCode('VA');
    const b = testVendorCode('VB');
    await givenVendor(sut.services, merchant, { vassalage: a, gameType: 'RNG' }, [
      testGame(a, 'A1', { name: 'Golden Dragon', sortOrder: 1 }),
      testGame(a, 'A2', { name: 'Dragon Tiger', sortOrder: 2 }),
      testGame(a, 'A3', { name: 'Pirate 100%', sortOrder: 3 }),
    ]);
    await givenVendor(sut.services, merchant, { vassalage: b, gameType: 'RNG' }, [
      testGame(b, 'B1', { name: 'Lucky Dragon', sortOrder: 1 }),
    ]);

    const byVendor = (await get(merchant.domain, `${API.games.list}?gameType=RNG&vassalage=${b}`)).json();
    expect(byVendor.games.map((g: TGame) => g.gameCode)).toEqual(['B1']);
    const byClassify = (
      await get(merchant.domain, `${API.games.list}?gameType=RNG&gameClassify=${a}`)
    ).json();
    expect(byClassify.total).toBe(3);

    const search = (await get(merchant.domain, `${API.games.list}?keyword=DRAGON`)).json();
    expect(search.games.map((g: TGame) => g.gameCode)).toEqual(['A2', 'A1', 'B1']);
    expect(search.total).toBe(3);
    const literal = (
      await get(merchant.domain, `${API.games.list}?keyword=${encodeURIComponent('0%')}`)
    ).json();
    expect(literal.games.map((g: TGame) => g.gameCode)).toEqual(['A3']);
    const underscore = (await get(merchant.domain, `${API.games.list}?keyword=_`)).json();
    expect(underscore.total).toBe(0);
  });

  it('shows only enabled vendors, hides retired games and games the merchant hid', async () => {
    const merchant = await createTestMerchant(sut.services);
    const other = await createTestMerchant(sut.services);
    const on = testVendorCode('ON');
    const off = testVendorCode('OFF');
    await givenVendor(sut.services, merchant, { vassalage: on, gameType: 'LIVE' }, [
      testGame(on, 'L1', { gameType: 'LIVE', sortOrder: 1 }),
      testGame(on, 'L2', { gameType: 'LIVE', sortOrder: 2, status: 'retired' }),
      testGame(on, 'L3', { gameType: 'LIVE', sortOrder: 3 }),
    ]);
    await givenVendor(sut.services, other, { vassalage: off, gameType: 'LIVE' }, [
      testGame(off, 'X1', { gameType: 'LIVE' }),
    ]);
    const before = (await get(merchant.domain, `${API.games.list}?gameType=LIVE`)).json();
    expect(before.games.map((g: TGame) => g.gameCode)).toEqual(['L1', 'L3']);

    const key = await createAdminKey(sut.services, merchant.id);
    const hide = await sut.app.inject({
      method: 'PUT',
      url: API.admin.merchantGame
        .replace(':merchantCode', merchant.code)
        .replace(':nodeId', String(before.games[1].nodeId)),
      headers: { 'x-admin-key': key },
      payload: { isHot: null, hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    const after = (await get(merchant.domain, `${API.games.list}?gameType=LIVE`)).json();
    expect(after.games.map((g: TGame) => g.gameCode)).toEqual(['L1']);
    const otherSees = (await get(other.domain, `${API.games.list}?gameType=LIVE`)).json();
    expect(otherSees.games.map((g: TGame) => g.gameCode)).toEqual(['X1']);
  });

  it('answers hot games from the catalogue flag and the merchant override, with rx2 images by default', async () => {
    const merchant = await createTestMerchant(sut.services);
    const v = testVendorCode('HOT');
    await givenVendor(sut.services, merchant, { vassalage: v, gameType: 'RNG' }, [
      testGame(v, 'H1', { isHot: true, sortOrder: 1, icons: { rx1: 'a.png', rx2: 'b.png' } }),
      testGame(v, 'H2', { sortOrder: 2 }),
      testGame(v, 'H3', { isHot: true, sortOrder: 3 }),
    ]);
    const response = await get(
      merchant.domain,
      `${API.games.hot}?merchantCode=${merchant.code}&isPlatform=2&platform=html5-desktop&language=EN&imgSize=rx2`,
    );
    expect(response.statusCode).toBe(200);
    const { list } = response.json();
    expect(list.map((g: TGame) => g.gameCode)).toEqual(['H1', 'H3']);
    expect(list[0].iconUrl).toBe('b.png');

    const key = await createAdminKey(sut.services);
    const h2 = (await get(merchant.domain, `${API.games.list}?vassalage=${v}`)).json().games[1];
    const h3 = (await get(merchant.domain, `${API.games.list}?vassalage=${v}`)).json().games[2];
    for (const [game, isHot] of [
      [h2, true],
      [h3, false],
    ] as const) {
      const put = await sut.app.inject({
        method: 'PUT',
        url: API.admin.merchantGame
          .replace(':merchantCode', merchant.code)
          .replace(':nodeId', String(game.nodeId)),
        headers: { 'x-admin-key': key },
        payload: { isHot, hidden: false },
      });
      expect(put.statusCode).toBe(200);
    }
    const after = (await get(merchant.domain, API.games.hot)).json();
    expect(after.list.map((g: TGame) => g.gameCode)).toEqual(['H1', 'H2']);
  });

  it('builds menus by category with cards keyed by vassalage and game counts, applying the grouping rules', async () => {
    const merchant = await createTestMerchant(sut.services);
    const slots = testVendorCode('SL');
    await givenVendor(
      sut.services,
      merchant,
      { vassalage: slots, displayName: 'Slots Co', gameType: 'RNG', gameTypes: ['FISH'], sortOrder: 1 },
      [testGame(slots, 'R1'), testGame(slots, 'R2'), testGame(slots, 'F1', { gameType: 'FISH' })],
    );
    await givenVendor(sut.services, merchant, {
      vassalage: 'IMES',
      displayName: 'IM E-Sports',
      gameType: 'SPORTS',
      sortOrder: 2,
    });
    await givenVendor(sut.services, merchant, {
      vassalage: 'DS88',
      displayName: 'DS88 Sabong',
      gameType: 'SPORTS',
      sortOrder: 3,
    });
    await givenVendor(
      sut.services,
      merchant,
      { vassalage: 'INHOUSE', displayName: 'Originals', gameType: 'RNG', sortOrder: 4 },
      [testGame('INHOUSE', 'crash')],
    );
    const sports = testVendorCode('SB');
    await givenVendor(sut.services, merchant, {
      vassalage: sports,
      displayName: 'Sportsbook',
      gameType: 'SPORTS',
      sortOrder: 5,
    });

    const response = await get(merchant.domain, `${API.games.menus}?language=EN`);
    expect(response.statusCode).toBe(200);
    const menus = response.json().value as {
      gameCategory: string;
      title: string;
      cards: Record<string, unknown>;
      gameClassify: { vassalage: string; gameType: string; gameCount: number }[];
    }[];
    expect(menus.map((m) => m.gameCategory)).toEqual([
      'RNG',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'INHOUSE',
    ]);
    const rng = menus[0];
    expect(rng).toMatchObject({
      title: 'Slots',
      gameClassify: [{ vassalage: slots, gameType: 'RNG', gameCount: 2 }],
    });
    expect(Object.keys(rng?.cards ?? {})).toEqual([slots]);
    expect(menus[1]?.gameClassify).toEqual([
      { vassalage: slots, displayName: 'Slots Co', gameType: 'FISH', maintenance: false, gameCount: 1 },
    ]);
    expect(menus[2]?.gameClassify.map((v) => v.vassalage)).toEqual([sports]);
    expect(menus[3]?.gameClassify).toEqual([
      { vassalage: 'IMES', displayName: 'IM E-Sports', gameType: 'SPORTS', maintenance: false, gameCount: 0 },
    ]);
    expect(menus[4]?.gameClassify.map((v) => v.vassalage)).toEqual(['DS88']);
    expect(menus[5]?.gameClassify).toMatchObject([{ vassalage: 'INHOUSE', gameType: 'RNG', gameCount: 1 }]);

    const chinese = (await get(merchant.domain, `${API.games.menus}?language=CN`)).json().value;
    expect(chinese[0].title).toBe('电子游戏');

    const lanes = (await get(merchant.domain, API.games.vendors)).json().data.lanes as {
      gameType: string;
      vendors: { vassalage: string }[];
    }[];
    expect(lanes.map((l) => [l.gameType, l.vendors.map((v) => v.vassalage)])).toEqual([
      ['RNG', [slots]],
      ['FISH', [slots]],
      ['SPORTS', [sports]],
      ['ESPORTS', ['IMES']],
      ['COCKFIGHT', ['DS88']],
      ['INHOUSE', ['INHOUSE']],
    ]);

    const types = await get(merchant.domain, `${API.games.vassalGameType}?vassalage=${slots}`);
    expect(types.json()).toEqual({ success: true, value: ['RNG', 'FISH'] });
    const unknown = await get(merchant.domain, `${API.games.vassalGameType}?vassalage=NOPE_X`);
    expect(unknown.statusCode).toBe(404);
  });

  it('drops cached lists and menus when an operator changes the merchant vendors', async () => {
    const merchant = await createTestMerchant(sut.services);
    const v = testVendorCode('CA');
    await givenVendor(sut.services, merchant, { vassalage: v, gameType: 'PVP' }, [
      testGame(v, 'P1', { gameType: 'PVP' }),
    ]);
    expect((await get(merchant.domain, `${API.games.list}?gameType=PVP`)).json().total).toBe(1);
    expect((await get(merchant.domain, API.games.menus)).json().value).toHaveLength(1);

    const key = await createAdminKey(sut.services, merchant.id);
    const disable = await sut.app.inject({
      method: 'PUT',
      url: API.admin.merchantVendor.replace(':merchantCode', merchant.code).replace(':vassalage', v),
      headers: { 'x-admin-key': key },
      payload: { enabled: false },
    });
    expect(disable.statusCode).toBe(200);
    expect((await get(merchant.domain, `${API.games.list}?gameType=PVP`)).json().total).toBe(0);
    expect((await get(merchant.domain, API.games.menus)).json().value).toEqual([]);

    const audit = await sut.services.audit.listForMerchant(sut.database.db, merchant.id);
    expect(audit[0]).toMatchObject({ action: 'catalogue.merchant_vendor.set' });
  });

  it('marks games of a vendor under maintenance for the merchant', async () => {
    const merchant = await createTestMerchant(sut.services);
    const v = testVendorCode('MT');
    await givenVendor(sut.services, merchant, { vassalage: v, gameType: 'RNG' }, [
      testGame(v, 'M1'),
      testGame(v, 'M2', { status: 'maintenance' }),
    ]);
    const before = (await get(merchant.domain, `${API.games.list}?vassalage=${v}`)).json().games;
    expect(before.map((g: TGame) => g.maintenance)).toEqual([false, true]);
    await sut.services.catalogue.setMerchantVendor(
      merchant,
      v,
      { enabled: true, maintenance: true, sortOrder: 0 },
      { name: 'test' },
    );
    const after = (await get(merchant.domain, `${API.games.list}?vassalage=${v}`)).json().games;
    expect(after.map((g: TGame) => g.maintenance)).toEqual([true, true]);
    const lanes = (await get(merchant.domain, API.games.vendors)).json().data.lanes;
    expect(lanes[0].vendors[0]).toMatchObject({ vassalage: v, maintenance: true });
  });

  it('serves generated game art as SVG and 404s unknown games', async () => {
    const merchant = await createTestMerchant(sut.services);
    const v = testVendorCode('IMG');
    await givenVendor(sut.services, merchant, { vassalage: v, displayName: 'Art & Co', gameType: 'RNG' }, [
      testGame(v, 'ART1', { name: 'Dragon <Fortune> 0421' }),
    ]);
    const svg = await get(merchant.domain, `/lgw/games/img/${v}/ART1.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('&#60;Fortune&#62; 0421');
    expect(svg.body).toContain('Art &#38; Co');
    expect((await get(merchant.domain, `/lgw/games/img/${v}/NOPE.svg`)).statusCode).toBe(404);
    expect((await get(merchant.domain, `/lgw/games/img/${v}/ART1.png`)).statusCode).toBe(400);
  });

  it('validates list queries: page size over 100 and unknown game types are 400', async () => {
    const merchant = await createTestMerchant(sut.services);
    expect((await get(merchant.domain, `${API.games.list}?pageSize=101`)).statusCode).toBe(400);
    expect((await get(merchant.domain, `${API.games.list}?gameType=POKER`)).statusCode).toBe(400);
    expect((await get(merchant.domain, `${API.games.list}?pageNo=0`)).statusCode).toBe(400);
  });

  describe('admin API', () => {
    it('bulk-upserts vendors and games with a platform-wide key only, audited', async () => {
      const platformKey = await createAdminKey(sut.services);
      const merchant = await createTestMerchant(sut.services);
      const merchantKey = await createAdminKey(sut.services, merchant.id);
      const v = testVendorCode('ADM');
      const vendors = { vendors: [{ vassalage: v, displayName: 'Admin Vendor', gameType: 'RNG' }] };
      const refused = await sut.app.inject({
        method: 'PUT',
        url: API.admin.catalogueVendors,
        headers: { 'x-admin-key': merchantKey },
        payload: vendors,
      });
      expect(refused.statusCode).toBe(403);
      const anonymous = await sut.app.inject({
        method: 'PUT',
        url: API.admin.catalogueVendors,
        payload: vendors,
      });
      expect(anonymous.statusCode).toBe(401);
      const created = await sut.app.inject({
        method: 'PUT',
        url: API.admin.catalogueVendors,
        headers: { 'x-admin-key': platformKey },
        payload: vendors,
      });
      expect(created.json()).toEqual({ success: true, value: { upserted: 1 } });

      const games = { games: [testGame(v, 'AG1', { name: 'First' }), testGame(v, 'AG2')] };
      const upserted = await sut.app.inject({
        method: 'PUT',
        url: API.admin.catalogueGames,
        headers: { 'x-admin-key': platformKey },
        payload: games,
      });
      expect(upserted.json()).toEqual({ success: true, value: { upserted: 2 } });
      const renamed = await sut.app.inject({
        method: 'PUT',
        url: API.admin.catalogueGames,
        headers: { 'x-admin-key': platformKey },
        payload: { games: [testGame(v, 'AG1', { name: 'Renamed' })] },
      });
      expect(renamed.statusCode).toBe(200);

      const enable = await sut.app.inject({
        method: 'PUT',
        url: API.admin.merchantVendor.replace(':merchantCode', merchant.code).replace(':vassalage', v),
        headers: { 'x-admin-key': merchantKey },
        payload: { enabled: true, sortOrder: 1 },
      });
      expect(enable.statusCode).toBe(200);
      const list = (await get(merchant.domain, `${API.games.list}?vassalage=${v}`)).json();
      expect(list.games.map((g: TGame) => g.gameName)).toEqual(['Renamed', 'Game AG2']);

      const unknownVendor = await sut.app.inject({
        method: 'PUT',
        url: API.admin.catalogueGames,
        headers: { 'x-admin-key': platformKey },
        payload: { games: [testGame('NOT_A_VENDOR', 'X')] },
      });
      expect(unknownVendor.statusCode).toBe(404);
      const badRtp = await sut.app.inject({
        method: 'PUT',
        url: API.admin.catalogueGames,
        headers: { 'x-admin-key': platformKey },
        payload: { games: [testGame(v, 'X', { rtp: '101' })] },
      });
      expect(badRtp.statusCode).toBe(400);

      const actions = (
        await sut.database.db
          .selectFrom('audit_log')
          .select('action')
          .where('actor', 'like', 'admin-key:%')
          .execute()
      ).map((row) => row.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'catalogue.vendors.upsert',
          'catalogue.games.upsert',
          'catalogue.merchant_vendor.set',
        ]),
      );
    });

    it("refuses a merchant key on another merchant's vendors and unknown vendors or games", async () => {
      const merchant = await createTestMerchant(sut.services);
      const other = await createTestMerchant(sut.services);
      const key = await createAdminKey(sut.services, other.id);
      const forbidden = await sut.app.inject({
        method: 'PUT',
        url: API.admin.merchantVendor.replace(':merchantCode', merchant.code).replace(':vassalage', 'IMES'),
        headers: { 'x-admin-key': key },
        payload: { enabled: true },
      });
      expect(forbidden.statusCode).toBe(403);
      const ownKey = await createAdminKey(sut.services, merchant.id);
      const unknown = await sut.app.inject({
        method: 'PUT',
        url: API.admin.merchantVendor
          .replace(':merchantCode', merchant.code)
          .replace(':vassalage', 'NO_SUCH'),
        headers: { 'x-admin-key': ownKey },
        payload: { enabled: true },
      });
      expect(unknown.statusCode).toBe(404);
      const unknownGame = await sut.app.inject({
        method: 'PUT',
        url: API.admin.merchantGame.replace(':merchantCode', merchant.code).replace(':nodeId', '999999999'),
        headers: { 'x-admin-key': ownKey },
        payload: { isHot: true, hidden: false },
      });
      expect(unknownGame.statusCode).toBe(404);
    });
  });
});
