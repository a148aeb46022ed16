import { API } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('lobby content: announcements, popups and banners with their admin API', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  const hour = 3_600_000;
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  async function setUp() {
    const merchant = await createTestMerchant(sut.services);
    const key = await createAdminKey(sut.services, merchant.id);
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await sut.app.inject({
        method: 'POST',
        url: url.replace(':merchantCode', merchant.code),
        headers: { 'x-admin-key': key },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().value.id as number;
    };
    return { merchant, key, post };
  }

  it('lists live announcements filtered by type, execution code and time window, 9 per page by default', async () => {
    const { merchant, post } = await setUp();
    const base = { language: 'EN', content: '<p>Hello <b>world</b></p>' };
    await post(API.admin.announcements, {
      ...base,
      type: 'B',
      title: 'Notice anon',
      executions: ['B'],
      sortOrder: 1,
    });
    await post(API.admin.announcements, {
      ...base,
      type: 'B',
      title: 'Notice members',
      executions: ['A'],
      sortOrder: 2,
    });
    await post(API.admin.announcements, {
      ...base,
      type: 'PU',
      title: 'Popup first login',
      executions: ['F'],
      imageUrl: 'https://cdn.test/p.png',
    });
    await post(API.admin.announcements, {
      ...base,
      type: 'B',
      title: 'Expired',
      startTime: iso(-2 * hour),
      endTime: iso(-hour),
    });
    await post(API.admin.announcements, { ...base, type: 'B', title: 'Future', startTime: iso(hour) });
    await post(API.admin.announcements, { ...base, language: 'CN', type: 'B', title: '中文公告' });
    for (let i = 0; i < 10; i++)
      await post(API.admin.announcements, { ...base, type: 'H', title: `Help ${i}`, sortOrder: 10 + i });

    const get = (query: string, headers: Record<string, string> = {}) =>
      sut.app.inject({
        url: `${API.content.announcements}?${query}`,
        headers: { host: merchant.domain, ...headers },
      });

    const anon = (await get('type=B&platform=W&execution=B')).json();
    expect(anon.value.list.map((a: { title: string }) => a.title)).toEqual(['Notice anon']);
    expect(anon.value.list[0]).toMatchObject({
      type: 'B',
      content: '<p>Hello <b>world</b></p>',
      executions: ['B'],
      announcementImages: [],
      endTime: null,
    });
    const allB = (await get('type=B')).json();
    expect(allB.value.list.map((a: { title: string }) => a.title)).toEqual(['Notice anon', 'Notice members']);
    const popups = (await get('type=PU&execution=F')).json();
    expect(popups.value.list[0]).toMatchObject({
      title: 'Popup first login',
      announcementImages: [{ sequence: 1, url: 'https://cdn.test/p.png' }],
    });
    expect((await get('type=PU&execution=A')).json().value.list).toEqual([]);

    const help = (await get('type=H')).json().value;
    expect(help).toMatchObject({ pageNo: 1, pageSize: 9, total: 10 });
    expect(help.list).toHaveLength(9);
    expect((await get('type=H&pageNo=2')).json().value.list.map((a: { title: string }) => a.title)).toEqual([
      'Help 9',
    ]);

    const chinese = (await get('type=B', { 'x-language': 'CN' })).json();
    expect(chinese.value.list.map((a: { title: string }) => a.title)).toEqual(['中文公告']);
    // A language the merchant has not written falls back to its default.
    const thai = (await get('type=B&language=TH')).json();
    expect(thai.value.list).toHaveLength(2);

    expect((await get('type=X')).statusCode).toBe(400);
    expect((await get('execution=Z')).statusCode).toBe(400);
  });

  it('serves announcement HTML without inline styles: allowed styles become classes, the rest is dropped (strict CSP)', async () => {
    const { merchant, post } = await setUp();
    await post(API.admin.announcements, {
      language: 'EN',
      type: 'B',
      title: 'Styled',
      content:
        '<p style="text-align:center;color:red" onclick="x()">Win <b style="font-size:24px">big</b><script>alert(1)</script></p>',
    });
    const list = (
      await sut.app.inject({ url: `${API.content.announcements}?type=B`, headers: { host: merchant.domain } })
    ).json().value.list;
    expect(list[0].content).toBe(
      '<p class="ann-align-center ann-color-red">Win <b class="ann-size-xlarge">big</b></p>',
    );
    // A row stored before the sanitiser existed is cleaned on the way out as well.
    await sql`update announcements set content = ${'<p style="color:blue" onmouseover="x()">old</p>'} where merchant_id = ${merchant.id}`.execute(
      sut.database.db,
    );
    const old = (
      await sut.app.inject({ url: `${API.content.announcements}?type=B`, headers: { host: merchant.domain } })
    ).json().value.list;
    expect(old[0].content).toBe('<p class="ann-color-blue">old</p>');
  });

  it('updates and deletes announcements, audited, and refuses other merchants and bad input', async () => {
    const { merchant, key, post } = await setUp();
    const id = await post(API.admin.announcements, { language: 'EN', type: 'B', title: 'Old' });
    const url = API.admin.announcement.replace(':merchantCode', merchant.code).replace(':id', String(id));
    const put = await sut.app.inject({
      method: 'PUT',
      url,
      headers: { 'x-admin-key': key },
      payload: { language: 'EN', type: 'B', title: 'New', version: 1 },
    });
    expect(put.statusCode).toBe(200);
    const list = await sut.app.inject({
      url: API.admin.announcements.replace(':merchantCode', merchant.code),
      headers: { 'x-admin-key': key },
    });
    expect(list.json().value.list.map((a: { title: string }) => a.title)).toEqual(['New']);

    const other = await createTestMerchant(sut.services);
    const otherKey = await createAdminKey(sut.services, other.id);
    const forbidden = await sut.app.inject({ method: 'DELETE', url, headers: { 'x-admin-key': otherKey } });
    expect(forbidden.statusCode).toBe(403);
    const badWindow = await sut.app.inject({
      method: 'POST',
      url: API.admin.announcements.replace(':merchantCode', merchant.code),
      headers: { 'x-admin-key': key },
      payload: { language: 'EN', type: 'B', title: 'x', startTime: iso(hour), endTime: iso(0) },
    });
    expect(badWindow.statusCode).toBe(400);
    const endsBeforeNow = await sut.app.inject({
      method: 'POST',
      url: API.admin.announcements.replace(':merchantCode', merchant.code),
      headers: { 'x-admin-key': key },
      payload: { language: 'EN', type: 'B', title: 'x', endTime: iso(-hour) },
    });
    expect(endsBeforeNow.statusCode).toBe(400);
    expect(endsBeforeNow.json().code).toBe('VALIDATION_FAILED');

    expect(
      (await sut.app.inject({ method: 'DELETE', url, headers: { 'x-admin-key': key } })).statusCode,
    ).toBe(200);
    expect(
      (await sut.app.inject({ method: 'DELETE', url, headers: { 'x-admin-key': key } })).statusCode,
    ).toBe(404);
    const actions = (await sut.services.audit.listForMerchant(sut.database.db, merchant.id)).map(
      (row) => row.action,
    );
    expect(actions.slice(0, 3)).toEqual([
      'content.announcement.delete',
      'content.announcement.update',
      'content.announcement.create',
    ]);
  });

  it('lists banners by group in order, with linkage type and target', async () => {
    const { merchant, key, post } = await setUp();
    await post(API.admin.banners, {
      language: 'EN',
      groupName: 'w_home',
      imageUrl: '/img/b2.png',
      sortOrder: 2,
      linkageType: 'URL',
      linkTarget: 'https://promo.test',
    });
    const first = await post(API.admin.banners, {
      language: 'EN',
      groupName: 'w_home',
      imageUrl: '/img/b1.png',
      sortOrder: 1,
      linkageType: 'GAME',
      linkTarget: 'PG:S1',
    });
    await post(API.admin.banners, { language: 'EN', groupName: 'w_login', imageUrl: '/img/login.png' });

    const home = await sut.app.inject({
      url: `${API.content.banners}?group=w_home`,
      headers: { host: merchant.domain },
    });
    expect(home.json()).toEqual({
      success: true,
      list: [
        {
          id: first,
          groupName: 'w_home',
          url: '/img/b1.png',
          linkageType: 'GAME',
          linkTarget: 'PG:S1',
          title: '',
        },
        {
          id: expect.any(Number),
          groupName: 'w_home',
          url: '/img/b2.png',
          linkageType: 'URL',
          linkTarget: 'https://promo.test',
          title: '',
        },
      ],
    });
    const login = (
      await sut.app.inject({
        url: `${API.content.banners}?group=w_login&language=VI`,
        headers: { host: merchant.domain },
      })
    ).json();
    expect(login.list.map((b: { url: string }) => b.url)).toEqual(['/img/login.png']);
    const register = (
      await sut.app.inject({
        url: `${API.content.banners}?group=w_register`,
        headers: { host: merchant.domain },
      })
    ).json();
    expect(register.list).toEqual([]);
    expect(
      (
        await sut.app.inject({
          url: `${API.content.banners}?group=w_other`,
          headers: { host: merchant.domain },
        })
      ).statusCode,
    ).toBe(400);

    const bannerUrl = API.admin.banner.replace(':merchantCode', merchant.code).replace(':id', String(first));
    const moved = await sut.app.inject({
      method: 'PUT',
      url: bannerUrl,
      headers: { 'x-admin-key': key },
      payload: { language: 'EN', groupName: 'w_leftmenu', imageUrl: '/img/b1.png', version: 1 },
    });
    expect(moved.statusCode).toBe(200);
    const left = (
      await sut.app.inject({
        url: `${API.content.banners}?group=w_leftmenu`,
        headers: { host: merchant.domain },
      })
    ).json();
    expect(left.list.map((b: { id: number }) => b.id)).toEqual([first]);
    expect(
      (await sut.app.inject({ method: 'DELETE', url: bannerUrl, headers: { 'x-admin-key': key } }))
        .statusCode,
    ).toBe(200);
    const admin = await sut.app.inject({
      url: API.admin.banners.replace(':merchantCode', merchant.code),
      headers: { 'x-admin-key': key },
    });
    expect(admin.json().value.list).toHaveLength(2);
  });
});
