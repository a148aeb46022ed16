import { API, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, loginAs } from '../testing/accounts.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** Maintenance and region blocks hold for every player call, not only in the status report. */
describe('site access: maintenance and region blocks', () => {
  let sut: TestApp;
  let adminKey: string;
  beforeAll(async () => {
    sut = await startTestApp({ trustProxy: true });
    adminKey = await createAdminKey(sut.services);
  });
  afterAll(() => sut.close());

  const settings = (code: string, body: Record<string, unknown>) =>
    sut.app.inject({
      method: 'PATCH',
      url: API.admin.merchantSettings.replace(':merchantCode', code),
      headers: { 'x-admin-key': adminKey },
      payload: body,
    });
  const attemptLogin = (host: string, ip: string) =>
    sut.app.inject({
      method: 'POST',
      url: API.session.login,
      headers: { host, 'x-forwarded-for': ip },
      payload: { type: 'username', username: 'someone', password: 'secret123' },
    });
  const playerCalls = (host: string, token: string, ip: string) => {
    const headers = { host, [SESSION_TOKEN_HEADER]: token, 'x-forwarded-for': ip };
    return Promise.all([
      sut.app.inject({ url: API.wallet.balance, headers }),
      sut.app.inject({ url: API.wallet.deposits, headers }),
      sut.app.inject({ url: API.member.info, headers }),
      sut.app.inject({ url: API.games.vendors, headers }),
    ]);
  };

  it('refuses login, balance, deposits and the lobby under maintenance, but still reports the status', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const { token } = await loginAs(sut.app, merchant.domain, member.username, member.password);
    for (const response of await playerCalls(merchant.domain, token, '127.0.0.1')) {
      expect(response.statusCode, response.body).toBe(200);
    }

    expect((await settings(merchant.code, { maintenance: true })).statusCode).toBe(200);
    for (const response of await playerCalls(merchant.domain, token, '127.0.0.1')) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'MAINTENANCE' });
    }
    // Refused before anything is read, the human check included.
    expect((await attemptLogin(merchant.domain, '127.0.0.1')).json().code).toBe('MAINTENANCE');
    const challenge = await sut.app.inject({
      url: API.verification.humanChallenge,
      headers: { host: merchant.domain },
    });
    expect(challenge.statusCode).toBe(503);
    const status = await sut.app.inject({ url: API.system.status, headers: { host: merchant.domain } });
    expect(status.json().value).toMatchObject({ status: 1, maintenance: true });
    const permission = await sut.app.inject({
      url: API.system.permission,
      headers: { host: merchant.domain },
    });
    expect(permission.json().value.status).toBe(1);

    // The operator API is never blocked: it lifts the maintenance, and the same session works again.
    expect((await settings(merchant.code, { maintenance: false })).statusCode).toBe(200);
    for (const response of await playerCalls(merchant.domain, token, '127.0.0.1')) {
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses every player call from a blocked address, by the client address behind a trusted proxy', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const { token } = await loginAs(sut.app, merchant.domain, member.username, member.password, {
      ip: '198.51.100.4',
    });
    expect((await settings(merchant.code, { blockedCidrs: ['203.0.113.0/24'] })).statusCode).toBe(200);
    for (const response of await playerCalls(merchant.domain, token, '203.0.113.9')) {
      expect(response.statusCode).toBe(451);
      expect(response.json().code).toBe('REGION_RESTRICTED');
    }
    expect((await attemptLogin(merchant.domain, '203.0.113.9')).json().code).toBe('REGION_RESTRICTED');
    for (const response of await playerCalls(merchant.domain, token, '198.51.100.4')) {
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('site access without a trusted proxy', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp({ trustProxy: false });
  });
  afterAll(() => sut.close());

  it('judges the region by the connecting address: a forged X-Forwarded-For does not get round a block', async () => {
    const merchant = await createTestMerchant(sut.services);
    await sut.services.merchants.updateSettings(
      merchant.code,
      { blockedCidrs: ['127.0.0.0/8'] },
      { name: 'test' },
    );
    const forged = await sut.app.inject({
      url: API.games.vendors,
      headers: { host: merchant.domain, 'x-forwarded-for': '8.8.8.8' },
    });
    expect(forged.statusCode).toBe(451);
    const fromElsewhere = await sut.app.inject({
      url: API.games.vendors,
      headers: { host: merchant.domain },
      remoteAddress: '198.51.100.20',
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });
});
