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
