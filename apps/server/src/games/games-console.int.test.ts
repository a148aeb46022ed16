import { API } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { givenVendor, testGame, testVendorCode } from './catalogue-test-kit.ts';

const at = (path: string, merchantCode: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce(
    (url, [name, value]) => url.replace(`:${name}`, value),
    path.replace(':merchantCode', merchantCode),
  );

describe('console games: the merchant vendors and games, with stale changes refused', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  const send = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
    sut.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const auditOf = async (merchantId: bigint, action: string) =>
    (await sut.services.audit.listForMerchant(sut.database.db, merchantId)).filter(
      (r) => r.action === action,
    );

  it('lists vendors with the merchant setting, changes one with its version, refuses a stale change and a role without games.write', async () => {
    const merchant = await createTestMerchant(sut.services);
    const offered = testVendorCode('GCON');
    const other = testVendorCode('GCOX');
    await givenVendor(sut.services, merchant, { vassalage: offered, gameType: 'RNG', sortOrder: 3 }, [
      testGame(offered, 'g1'),
      testGame(offered, 'g2'),
    ]);
    await givenVendor(sut.services, null, { vassalage: other, gameType: 'LIVE' });
    const owner = await createTestOperator(sut.services, merchant.id, 'content');
    const list = async (query: string) =>
      (await send('GET', `${at(API.admin.merchantVendors, merchant.code)}?${query}`, owner.token)).json()
        .value;

    const mine = await list(`q=GCO&sort=vassalage`);
    const rows = mine.list.filter((v: { vassalage: string }) => [offered, other].includes(v.vassalage));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ vassalage: offered, enabled: true, sortOrder: 3, games: 2, version: 1 }),
        expect.objectContaining({ vassalage: other, enabled: false, games: 0, version: 0 }),
      ]),
    );
    const notOffered = await list(`q=${other}&enabled=no`);
    expect(notOffered.list.map((v: { vassalage: string }) => v.vassalage)).toEqual([other]);
    expect((await list(`q=${other}&enabled=yes`)).total).toBe(0);

    const url = at(API.admin.merchantVendor, merchant.code, { vassalage: offered });
    const body = { enabled: true, maintenance: true, sortOrder: 3 };
    expect((await send('PUT', url, owner.token, { ...body, version: 1 })).statusCode).toBe(200);
    const stale = await send('PUT', url, owner.token, { ...body, maintenance: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', value: { version: 2 } });
    expect((await list(`q=${offered}`)).list[0]).toMatchObject({ maintenance: true, version: 2 });
    // The first setting of a vendor the merchant never set names version 0.
    const first = at(API.admin.merchantVendor, merchant.code, { vassalage: other });
    expect((await send('PUT', first, owner.token, { ...body, version: 1 })).statusCode).toBe(409);
    expect((await send('PUT', first, owner.token, { ...body, version: 0 })).statusCode).toBe(200);

    const sets = await auditOf(merchant.id, 'catalogue.merchant_vendor.set');
    expect(sets[1]?.detail).toMatchObject({
      vassalage: offered,
      maintenance: true,
      before: { maintenance: false },
    });
    expect(sets).toHaveLength(3); // the kit's enabling, the change, the other vendor's first setting

    const viewer = await createTestOperator(sut.services, merchant.id, 'read_only');
    expect((await send('GET', at(API.admin.merchantVendors, merchant.code), viewer.token)).statusCode).toBe(
      200,
    );
    const refused = await send('PUT', url, viewer.token, { ...body, version: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().value.permission).toBe('games.write');
    const finance = await createTestOperator(sut.services, merchant.id, 'finance');
    const blind = await send('GET', at(API.admin.merchantGames, merchant.code), finance.token);
    expect(blind.json().value.permission).toBe('games.read');
    expect(await auditOf(merchant.id, 'catalogue.merchant_vendor.set')).toHaveLength(3);
  });

  it('pages, filters and sorts games with the hot and hidden choices, and refuses a stale override', async () => {
    const merchant = await createTestMerchant(sut.services);
    const vendor = testVendorCode('GGAM');
    await givenVendor(sut.services, merchant, { vassalage: vendor, gameType: 'RNG' }, [
      testGame(vendor, 'alpha', { name: 'Alpha Fortune', isHot: true }),
      testGame(vendor, 'beta', { name: 'Beta Dragon' }),
      testGame(vendor, 'gamma', { name: 'Gamma Gold' }),
    ]);
    const content = await createTestOperator(sut.services, merchant.id, 'content');
    const list = async (query: string) =>
      (
        await send(
          'GET',
          `${at(API.admin.merchantGames, merchant.code)}?vassalage=${vendor}&${query}`,
          content.token,
        )
      ).json().value;
    const byName = await list('sort=name&order=desc&pageSize=2');
    expect(byName.total).toBe(3);
    expect(byName.list.map((g: { name: string }) => g.name)).toEqual(['Gamma Gold', 'Beta Dragon']);
    expect((await list('hot=yes')).list.map((g: { name: string }) => g.name)).toEqual(['Alpha Fortune']);
    const beta = (await list('q=dragon')).list[0];
    expect(beta).toMatchObject({ catalogueHot: false, hot: null, hidden: false, version: 0 });

    const url = at(API.admin.merchantGame, merchant.code, { nodeId: beta.id });
    expect(
      (await send('PUT', url, content.token, { isHot: true, hidden: false, version: 0 })).statusCode,
    ).toBe(200);
    const stale = await send('PUT', url, content.token, { isHot: false, hidden: true, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await list('hot=yes&sort=name')).list.map((g: { name: string }) => g.name)).toEqual([
      'Alpha Fortune',
      'Beta Dragon',
    ]);
    expect(
      (await send('PUT', url, content.token, { isHot: true, hidden: true, version: 1 })).statusCode,
    ).toBe(200);
    expect((await list('hidden=yes')).list.map((g: { name: string }) => g.name)).toEqual(['Beta Dragon']);
    // Hidden from the players' lobby at once.
    const lobby = await sut.app.inject({
      url: `${API.games.list}?vassalage=${vendor}`,
      headers: { host: merchant.domain },
    });
    expect(lobby.statusCode).toBe(200);
    expect(JSON.stringify(lobby.json())).toContain('Alpha Fortune');
    expect(JSON.stringify(lobby.json())).not.toContain('Beta Dragon');
    const overrides = await auditOf(merchant.id, 'catalogue.game_override.set');
    expect(overrides).toHaveLength(2);
    expect(overrides[0]?.detail).toMatchObject({ hidden: true, before: { hidden: false, version: 1 } });
  });
});
