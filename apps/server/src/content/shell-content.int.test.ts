import { API, type TPermission } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { decryptSitePath } from '../testing/site-crypto.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('shell content admin API: customer service, resources and help centre', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  async function setUp() {
    const merchant = await createTestMerchant(sut.services);
    const key = await createAdminKey(sut.services, merchant.id);
    const call = (method: 'GET' | 'PUT', path: string, payload?: Record<string, unknown>, adminKey = key) =>
      sut.app.inject({
        method,
        url: path.replace(':merchantCode', merchant.code),
        headers: { 'x-admin-key': adminKey },
        ...(payload ? { payload } : {}),
      });
    const permission = async () => {
      const response = await sut.app.inject({
        url: API.system.permission,
        headers: { host: merchant.domain },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as TPermission;
    };
    return { merchant, key, call, permission };
  }

  it('replaces the customer-service entries the site shows, links encrypted, with an audit row', async () => {
    const { merchant, call, permission } = await setUp();
    const entries = [
      { csType: 'TELEGRAM', csPosition: 'sideMenu', title: 'Telegram desk', url: 'https://t.me/royal_desk' },
      { csType: 'LIVECHAT', csPosition: 'widget', title: 'Live chat', url: 'https://chat.example.com/royal' },
    ];
    const saved = await call('PUT', API.admin.customerServices, { entries });
    expect(saved.statusCode, saved.body).toBe(200);

    const shown = await permission();
    expect(shown.customerService.map((e) => [e.csType, e.title])).toEqual([
      ['TELEGRAM', 'Telegram desk'],
      ['LIVECHAT', 'Live chat'],
    ]);
    expect(shown.customerService.map((e) => decryptSitePath(shown.contentKey, e.path))).toEqual([
      'https://t.me/royal_desk',
      'https://chat.example.com/royal',
    ]);
    expect((await call('GET', API.admin.customerServices)).json().value).toEqual({ entries });

    // A second save replaces the list whole.
    await call('PUT', API.admin.customerServices, { entries: entries.slice(1) });
    expect((await permission()).customerService).toHaveLength(1);

    const audit = await sut.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('merchant_id', '=', merchant.id)
      .where('action', '=', 'content.customerServices.replace')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]?.actor).toMatch(/^admin-key:/);
  });

  it('refuses unsafe links and duplicate positions, and changes nothing', async () => {
    const { call, permission } = await setUp();
    const entry = { csType: 'TELEGRAM', csPosition: 'sideMenu', title: 'Desk', url: 'https://t.me/desk' };
    await call('PUT', API.admin.customerServices, { entries: [entry] });
    for (const entries of [
      [{ ...entry, url: 'javascript:alert(1)' }],
      [{ ...entry, url: 'data:text/html,<b>x</b>' }],
      [entry, { ...entry, title: 'Other' }],
      [{ ...entry, csType: 'PIGEON' }],
    ]) {
      const response = await call('PUT', API.admin.customerServices, { entries });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await permission()).customerService.map((e) => e.title)).toEqual(['Desk']);
  });

  it('replaces the download resources', async () => {
    const { call, permission } = await setUp();
    const resources = [
      { labelNameEn: 'Android', url: 'https://cdn.example.com/royal.apk' },
      { labelNameEn: 'iOS', url: 'https://apps.example.com/royal' },
    ];
    expect((await call('PUT', API.admin.resources, { resources })).statusCode).toBe(200);
    expect((await permission()).resources).toEqual(resources);
    expect((await call('GET', API.admin.resources)).json().value).toEqual({ resources });
    const duplicate = await call('PUT', API.admin.resources, { resources: [resources[0], resources[0]] });
    expect(duplicate.statusCode).toBe(400);
  });

  it('replaces the help centre of one language and device; others stay', async () => {
    const { merchant, call } = await setUp();
    const help = (language: string) =>
      sut.app.inject({
        url: `${API.system.helpCenter}?lang=${language}&device=WEB`,
        headers: { host: merchant.domain },
      });
    const articles = [
      {
        categoryKey: 'deposits',
        category: 'Deposits',
        articleKey: 'how-to-deposit',
        title: 'How do I deposit?',
        content: '<p>Open the member centre.</p>',
      },
      {
        categoryKey: 'deposits',
        category: 'Deposits',
        articleKey: 'deposit-limits',
        title: 'Limits',
        content: '<p>Each channel shows its limits.</p>',
      },
      {
        categoryKey: 'account',
        category: 'Account',
        articleKey: 'change-password',
        title: 'Change my password',
        content: '<p>Security centre.</p>',
      },
    ];
    const saved = await call(
      'PUT',
      API.admin.helpCenter.replace(':language', 'TH').replace(':device', 'WEB'),
      {
        articles,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const thai = (await help('TH')).json().value;
    expect(thai.language).toBe('TH');
    expect(
      thai.categories.map((c: { id: string; articles: unknown[] }) => [c.id, c.articles.length]),
    ).toEqual([
      ['deposits', 2],
      ['account', 1],
    ]);
    const english = (await help('EN')).json().value;
    expect(english.language).toBe('EN');
    expect(JSON.stringify(english)).not.toContain('How do I deposit?');

    const bad = await call('PUT', API.admin.helpCenter.replace(':language', 'XX').replace(':device', 'WEB'), {
      articles,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses another merchant's operator key", async () => {
    const { call } = await setUp();
    const other = await createTestMerchant(sut.services);
    const otherKey = await createAdminKey(sut.services, other.id);
    const response = await call('PUT', API.admin.resources, { resources: [] }, otherKey);
    expect(response.statusCode).toBe(403);
    expect((await call('GET', API.admin.resources, undefined, 'not-a-key')).statusCode).toBe(401);
  });
});
