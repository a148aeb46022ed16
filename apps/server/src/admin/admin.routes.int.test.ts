import { API } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const settingsUrl = (code: string) => API.admin.merchantSettings.replace(':merchantCode', code);

describe('admin routes: merchant settings', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  const patch = (code: string, body: unknown, key?: string) =>
    sut.app.inject({
      method: 'PATCH',
      url: settingsUrl(code),
      headers: key ? { 'x-admin-key': key } : {},
      payload: body as object,
    });

  it('refuses calls without a key or with an unknown key', async () => {
    const merchant = await createTestMerchant(sut.services);
    expect((await patch(merchant.code, { maintenance: true })).json()).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const wrong = await patch(merchant.code, { maintenance: true }, 'not-a-key');
    expect(wrong.statusCode).toBe(401);
    const bearer = await sut.app.inject({
      method: 'GET',
      url: settingsUrl(merchant.code),
      headers: { authorization: 'Bearer nope' },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it("stops a merchant's key from changing another merchant", async () => {
    const mine = await createTestMerchant(sut.services);
    const theirs = await createTestMerchant(sut.services);
    const key = await createAdminKey(sut.services, mine.id);
    const response = await patch(theirs.code, { maintenance: true }, key);
    expect(response.statusCode).toBe(403);
    expect((await sut.services.merchants.findByCode(theirs.code))?.maintenance).toBe(false);
    expect((await patch(mine.code, { maintenance: true }, key)).statusCode).toBe(200);
  });

  it('flips maintenance and region blocks, merges flags, and writes an audit row', async () => {
    const merchant = await createTestMerchant(sut.services, { flags: { vip: false, referral: true } });
    const key = await createAdminKey(sut.services);
    const response = await patch(
      merchant.code,
      {
        maintenance: true,
        blockedCountries: ['TH', 'VN'],
        blockedCidrs: ['10.1.2.3/8'],
        flags: { vip: true },
      },
      key,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      maintenance: true,
      blockedCountries: ['TH', 'VN'],
      blockedCidrs: ['10.0.0.0/8'],
      flags: { vip: true, referral: true },
    });
    const read = await sut.app.inject({
      method: 'GET',
      url: settingsUrl(merchant.code),
      headers: { authorization: `Bearer ${key}` },
    });
    expect(read.json().value.blockedCidrs).toEqual(['10.0.0.0/8']);
    const audit = await sut.services.audit.listForMerchant(sut.database.db, merchant.id);
    expect(audit[0]).toMatchObject({ action: 'merchant.settings.update' });
    expect(audit[0]?.actor).toMatch(/^admin-key:test-/);
  });

  it('rejects bad input with a field error and changes nothing', async () => {
    const merchant = await createTestMerchant(sut.services);
    const key = await createAdminKey(sut.services);
    const cases: unknown[] = [
      { maintenance: true, blockedCidrs: ['10.0.0.0/99'] },
      { blockedCountries: ['Thailand'] },
      { maintenance: 'yes' },
      { unknownSetting: true },
      { brand: { primaryColor: 'red' } },
    ];
    for (const body of cases) {
      const response = await patch(merchant.code, body, key);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const after = await sut.services.merchants.findByCode(merchant.code);
    expect(after?.maintenance).toBe(false);
    expect(after?.blockedCidrs).toEqual([]);
  });

  it('answers NOT_FOUND for a merchant that does not exist', async () => {
    const key = await createAdminKey(sut.services);
    expect((await patch('NO_SUCH', { maintenance: true }, key)).statusCode).toBe(404);
  });
});

describe('admin routes: opening a merchant', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  const body = (code: string, domains: string[]) => ({
    code,
    name: `Brand ${code}`,
    currency: 'VND',
    currencySymbol: '₫',
    timezone: 'Asia/Ho_Chi_Minh',
    defaultLanguage: 'VI',
    languages: ['VI', 'EN'],
    domains,
    brand: { primaryColor: '#ff0044' },
  });
  const post = (payload: unknown, key: string) =>
    sut.app.inject({
      method: 'POST',
      url: API.admin.merchants,
      headers: { 'x-admin-key': key },
      payload: payload as object,
    });

  it('opens a brand that answers on its own domain at once', async () => {
    const key = await createAdminKey(sut.services);
    const response = await post(body('SAIGON', ['Saigon.Test']), key);
    expect(response.statusCode).toBe(201);
    expect(response.json().value).toEqual({ code: 'SAIGON', name: 'Brand SAIGON', domains: ['saigon.test'] });
    const site = await sut.app.inject({ url: API.system.permission, headers: { host: 'saigon.test' } });
    expect(site.json().value).toMatchObject({
      merchant: { code: 'SAIGON', currency: 'VND', defaultLanguage: 'VI' },
      brand: { primaryColor: '#ff0044' },
    });
  });

  it('refuses a taken code or domain with CONFLICT and writes nothing', async () => {
    const key = await createAdminKey(sut.services);
    expect((await post(body('FIRST', ['first.test']), key)).statusCode).toBe(201);
    const sameCode = await post(body('FIRST', ['other.test']), key);
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().code).toBe('CONFLICT');
    const sameDomain = await post(body('SECOND', ['first.test']), key);
    expect(sameDomain.statusCode).toBe(409);
    expect(await sut.services.merchants.findByCode('SECOND')).toBeUndefined();
    const other = await sut.app.inject({ url: API.system.status, headers: { host: 'other.test' } });
    expect(other.json().code).toBe('INVALID_DOMAIN');
  });

  it('needs a platform-wide key and valid fields', async () => {
    const merchant = await createTestMerchant(sut.services);
    const scoped = await createAdminKey(sut.services, merchant.id);
    expect((await post(body('SCOPED', ['scoped.test']), scoped)).statusCode).toBe(403);
    const key = await createAdminKey(sut.services);
    for (const bad of [
      { ...body('BADTZ', ['badtz.test']), timezone: 'Mars/Olympus' },
      { ...body('BADLANG', ['badlang.test']), defaultLanguage: 'TH' },
      { ...body('lower', ['lower.test']) },
      { ...body('NODOMAIN', []) },
    ]) {
      const response = await post(bad, key);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
