import { API, parseMinor } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from './seed/demo-seed.ts';
import { loginAs } from './testing/accounts.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

describe('platform process basics', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  it('reports liveness and readiness with the database kind', async () => {
    expect((await sut.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await sut.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: sut.database.kind });
  });

  it('is not ready while it is still starting its in-process vendors', async () => {
    sut.services.startup.begin();
    try {
      const starting = await sut.app.inject({ url: '/readyz' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ status: 'unavailable', reason: 'starting' });
      expect((await sut.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      sut.services.startup.complete();
    }
    expect((await sut.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('echoes a request id, or makes one', async () => {
    const given = await sut.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await sut.app.inject({ url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await sut.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.paths['/wps/system/permission'].get).toBeDefined();
    expect(spec.paths['/admin/api/merchants/{merchantCode}/settings'].patch.requestBody).toBeDefined();
  });

  it('applies no migration twice', async () => {
    expect(await sut.database.migrate()).toEqual([]);
  });

  it('seeds the two demo merchants once, however often it runs', async () => {
    const options = { operatorKey: 'integration-demo-operator-key' };
    expect(await seedDemo(sut.services, options)).toEqual({ created: ['ROYAL', 'LOTUS'] });
    expect(await seedDemo(sut.services, options)).toEqual({ created: [] });
    const royal = await sut.app.inject({
      url: '/wps/system/permission',
      headers: { host: 'localhost:8080' },
    });
    const lotus = await sut.app.inject({
      url: '/wps/system/permission',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(royal.json().value.merchant).toMatchObject({ name: 'Royal Flush Casino', currency: 'USD' });
    expect(lotus.json().value.merchant).toMatchObject({
      name: 'Lotus Palace',
      currency: 'THB',
      defaultLanguage: 'TH',
    });
    expect(royal.json().value.brand.primaryColor).not.toBe(lotus.json().value.brand.primaryColor);
    const player = await loginAs(sut.app, 'localhost', 'demoplayer', 'player123');
    expect(player).toMatchObject({ account: 'demoplayer', isAgent: false });
    const agent = await loginAs(sut.app, 'localhost', 'demoagent', 'agent123', { side: 'agent' });
    expect(agent).toMatchObject({ isAgent: true });
    // The demo players start with a balance and points, and the console's notes on them, written
    // once although the seed ran twice.
    for (const [code, username, balance, noteCount] of [
      ['ROYAL', 'demoplayer', parseMinor('1000'), 3],
      ['LOTUS', 'lotusplayer', parseMinor('30000'), 2],
    ] as const) {
      const merchant = await sut.services.merchants.findByCode(code);
      const member = merchant && (await sut.services.membersRepository.findByUsername(merchant.id, username));
      if (!merchant || !member) throw new Error(`no demo player ${username}`);
      expect(await sut.services.wallet.balanceOf(merchant, member.id)).toBe(balance);
      expect(await sut.services.points.balance(merchant, member.id)).toEqual({ points: '1200' });
      const notes = await sut.services.console.notes(merchant, member.id, { pageNo: 1, pageSize: 10 });
      expect(notes.total).toBe(noteCount);
    }
  });

  it('gives each demo brand the in-house vendor and the content a player sees first', async () => {
    await seedDemo(sut.services, { operatorKey: 'integration-demo-operator-key' });
    // Enabled for both, so the in-house vendor onboards both at start and their lobbies have games.
    expect((await sut.services.inhouseLinks.merchantsWithVendor('INHOUSE')).sort()).toEqual([
      'LOTUS',
      'ROYAL',
    ]);
    for (const host of ['localhost', '127.0.0.1']) {
      const get = async (url: string, query: Record<string, string>) => {
        const response = await sut.app.inject({ url, query, headers: { host: `${host}:8080` } });
        expect(response.statusCode).toBe(200);
        // Banners answer `{ list }` at the top (spec), announcements inside `value`.
        const body = response.json();
        return body.value ?? body;
      };
      expect((await get(API.content.banners, { group: 'w_home' })).list.length).toBeGreaterThanOrEqual(3);
      for (const group of ['w_login', 'w_register', 'w_leftmenu']) {
        const [banner] = (await get(API.content.banners, { group })).list;
        expect(banner).toMatchObject({ linkageType: 'URL', linkTarget: '/promotions' });
      }
      const notices = await get(API.content.announcements, { type: 'B', execution: 'B' });
      expect(notices.total).toBeGreaterThanOrEqual(2);
      const popups = await get(API.content.announcements, { type: 'PU', execution: 'B' });
      expect(popups.list).toHaveLength(1);
      const promotions = await get(API.content.announcements, { type: 'PR' });
      expect(promotions.total).toBeGreaterThanOrEqual(2);
      for (const promotion of promotions.list) {
        expect(promotion.announcementImages[0].url).toMatch(/^\/demo\/[a-z-]+\.svg$/);
      }
    }
  });
});
