import { API, ERROR_MESSAGES, type TPermission } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMerchant } from '../testing/factories.ts';
import { decryptSitePath } from '../testing/site-crypto.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('system routes', () => {
  let sut: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy the client address comes from X-Forwarded-For, which lets the tests
    // play visitors from different countries.
    sut = await startTestApp({ trustProxy: true });
  });
  afterAll(() => sut.close());

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    sut.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('refuses a domain no merchant owns with INVALID_DOMAIN in the request language', async () => {
    const en = await get(API.system.permission, 'nobody.example');
    expect(en.statusCode).toBe(421);
    expect(en.json()).toEqual({
      success: false,
      code: 'INVALID_DOMAIN',
      message: 'Invalid URL, please contact customer service',
    });
    const cn = await get(API.system.status, 'nobody.example', { 'x-language': 'CN' });
    expect(cn.json().message).toBe(ERROR_MESSAGES.CN?.INVALID_DOMAIN);
    const th = await get(API.system.status, 'nobody.example', { 'accept-language': 'th-TH,th;q=0.9' });
    expect(th.json().message).toBe(ERROR_MESSAGES.TH?.INVALID_DOMAIN);
  });

  it('resolves the merchant from the Host header, with or without a port, in any case', async () => {
    const merchant = await createTestMerchant(sut.services, { name: 'Port Casino' });
    for (const host of [merchant.domain, `${merchant.domain}:8080`, merchant.domain.toUpperCase()]) {
      const response = await get(API.system.permission, host);
      expect(response.statusCode).toBe(200);
      expect(response.json().value.merchant.name).toBe('Port Casino');
    }
  });

  it('serves each merchant its own brand, flags and currency', async () => {
    const gold = await createTestMerchant(sut.services, {
      name: 'Gold',
      brand: { primaryColor: '#ffd700', defaultTheme: 'dark' },
      flags: { vip: true },
    });
    const teal = await createTestMerchant(sut.services, {
      name: 'Teal',
      brand: { primaryColor: '#14b8a6', defaultTheme: 'light' },
      flags: { vip: false },
    });
    const goldValue: TPermission = (await get(API.system.permission, gold.domain)).json().value;
    const tealValue: TPermission = (await get(API.system.permission, teal.domain)).json().value;
    expect(goldValue.brand.primaryColor).toBe('#ffd700');
    expect(tealValue.brand.primaryColor).toBe('#14b8a6');
    expect(goldValue.brand.defaultTheme).toBe('dark');
    expect(tealValue.brand.defaultTheme).toBe('light');
    expect(goldValue.flags.vip).toBe(true);
    expect(tealValue.flags.vip).toBe(false);
    expect(goldValue.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(goldValue.publicKey).not.toBe(tealValue.publicKey);
  });

  it('delivers customer-service links encrypted under the bootstrap content key', async () => {
    const merchant = await createTestMerchant(sut.services);
    await sut.services.contentRepository.insertCustomerServices(sut.database.db, merchant.id, [
      { csType: 'TELEGRAM', csPosition: 'TELEGRAM-1', title: 'Telegram', url: 'https://t.me/help_desk' },
    ]);
    const value: TPermission = (await get(API.system.permission, merchant.domain)).json().value;
    expect(value.customerService).toHaveLength(1);
    const [entry] = value.customerService;
    expect(entry?.path).not.toContain('t.me');
    expect(decryptSitePath(value.contentKey, entry?.path ?? '')).toBe('https://t.me/help_desk');
  });

  it('reports the caller location and status 0 for an open site', async () => {
    const merchant = await createTestMerchant(sut.services);
    const response = await get(API.system.status, merchant.domain, { 'x-forwarded-for': '8.8.8.8' });
    expect(response.json()).toEqual({
      success: true,
      value: {
        status: 0,
        maintenance: false,
        regionRestriction: false,
        location: { ip: '8.8.8.8', countryCode: 'US' },
      },
    });
  });

  it('answers 2 for a blocked country or a blocked CIDR, and 1 for maintenance, which takes priority', async () => {
    const merchant = await createTestMerchant(sut.services);
    const actor = { name: 'test' };
    await sut.services.merchants.updateSettings(merchant.code, { blockedCountries: ['TH'] }, actor);
    const thai = await get(API.system.status, merchant.domain, { 'x-forwarded-for': '203.144.144.144' });
    expect(thai.json().value).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { countryCode: 'TH' },
    });
    const american = await get(API.system.status, merchant.domain, { 'x-forwarded-for': '8.8.8.8' });
    expect(american.json().value.status).toBe(0);

    await sut.services.merchants.updateSettings(merchant.code, { blockedCidrs: ['8.8.0.0/16'] }, actor);
    expect(
      (await get(API.system.status, merchant.domain, { 'x-forwarded-for': '8.8.8.8' })).json().value.status,
    ).toBe(2);
    expect(
      (await get(API.system.status, merchant.domain, { 'x-forwarded-for': '9.9.9.9' })).json().value.status,
    ).toBe(0);

    await sut.services.merchants.updateSettings(merchant.code, { maintenance: true }, actor);
    const both = await get(API.system.permission, merchant.domain, { 'x-forwarded-for': '8.8.8.8' });
    expect(both.json().value).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
  });

  it('derives the whitelabel tree and register config keys from the flags', async () => {
    const merchant = await createTestMerchant(sut.services, {
      flags: { mobileRegistration: true, pointsMall: false },
    });
    const tree = (await get(API.system.whitelabel, merchant.domain)).json().value;
    const member = tree.find((node: { modId: string }) => node.modId === 'MEMBER');
    expect(member.childrenNodes).toContainEqual({
      modId: 'REGISTER_MOBILE',
      enabled: '1',
      childrenNodes: [],
    });
    const register = (await get(API.system.registerSettings, merchant.domain)).json().value;
    expect(register.keys).toMatchObject({ MOBILENUMREG3: true, PTSYS3: false, USERNAMEREG3: true });
    expect(register.fields.username).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
    });
  });

  it('lists the merchant domains in the domain route', async () => {
    const merchant = await createTestMerchant(sut.services, { domains: ['a-main.test', 'b-mirror.test'] });
    const value = (await get(API.system.domainRoute, 'b-mirror.test:443')).json().value;
    expect(value).toEqual({
      mainDomain: merchant.mainDomain,
      playerDomains: ['a-main.test', 'b-mirror.test'],
      agentDomains: [],
      currentDomain: 'b-mirror.test',
    });
  });

  it('serves help-centre articles in the asked language, falling back to the merchant default', async () => {
    const merchant = await createTestMerchant(sut.services);
    const article = (title: string) => ({
      categoryKey: 'rules',
      category: 'Rules',
      articleKey: 'term',
      title,
      content: `<p>${title}</p>`,
    });
    await sut.services.contentRepository.insertHelpArticles(sut.database.db, merchant.id, 'EN', 'WEB', [
      article('Terms'),
    ]);
    await sut.services.contentRepository.insertHelpArticles(sut.database.db, merchant.id, 'TH', 'WEB', [
      article('ข้อกำหนด'),
    ]);

    const th = (await get(`${API.system.helpCenter}?lang=TH&device=WEB`, merchant.domain)).json().value;
    expect(th).toEqual({
      language: 'TH',
      categories: [
        {
          id: 'rules',
          title: 'Rules',
          articles: [{ id: 'term', title: 'ข้อกำหนด', content: '<p>ข้อกำหนด</p>' }],
        },
      ],
    });
    const vi = (await get(`${API.system.helpCenter}?lang=VI`, merchant.domain)).json().value;
    expect(vi.language).toBe('EN');
    expect(vi.categories[0].articles[0].title).toBe('Terms');

    const bad = await get(`${API.system.helpCenter}?lang=XX`, merchant.domain);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});
