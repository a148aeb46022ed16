import { API } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../accounts/totp.ts';
import { createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('operator TOTP recovery codes', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  const send = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    sut.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  /** A new operator that turns its authenticator on: its secret and the ten codes it was shown. */
  async function enrolled(username: string) {
    const merchant = await createTestMerchant(sut.services);
    const owner = await createTestOperator(sut.services, merchant.id, 'owner');
    await send('POST', API.admin.operators.replace(':merchantCode', merchant.code), owner.token, {
      username,
      password: 'Support-pass-1',
      role: 'customer_service',
    });
    const token = (
      await send('POST', API.admin.operatorLogin, undefined, { username, password: 'Support-pass-1' })
    ).json().value.token;
    const { secret } = (await send('POST', API.admin.operatorTotp, token)).json().value;
    const confirmed = await send('POST', API.admin.operatorTotpConfirm, token, {
      code: totpCode(secret, Date.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    return { merchant, token, secret, codes: confirmed.json().value.codes as string[] };
  }

  const login = (username: string, extra: object) =>
    send('POST', API.admin.operatorLogin, undefined, { username, password: 'Support-pass-1', ...extra });

  it('hands out ten codes at enrolment, stored hashed, each signing in once in place of a TOTP code', async () => {
    const { merchant, token, codes } = await enrolled('cs-recover');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await sql<{ code_hash: string }>`
      select c.code_hash from operator_recovery_codes c join operators o on o.id = c.operator_id
      where o.username = 'cs-recover'`.execute(sut.database.db);
    expect(stored.rows).toHaveLength(10);
    for (const row of stored.rows) expect(row.code_hash).toMatch(/^\$argon2id\$/);
    expect((await send('GET', API.admin.operatorRecoveryCodes, token)).json().value).toEqual({
      remaining: 10,
    });

    const [first = '', second = ''] = codes;
    expect((await login('cs-recover', {})).json().code).toBe('TOTP_CODE_INVALID');
    const signedIn = await login('cs-recover', { recoveryCode: first.toUpperCase() });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().value.me.permissions).toContain('players.read');
    expect((await login('cs-recover', { recoveryCode: first })).json().code).toBe('TOTP_CODE_INVALID');
    expect((await login('cs-recover', { recoveryCode: 'aaaaa-bbbbb' })).json().code).toBe(
      'TOTP_CODE_INVALID',
    );
    expect((await login('cs-recover', { recoveryCode: second })).statusCode).toBe(200);
    expect((await send('GET', API.admin.operatorRecoveryCodes, token)).json().value).toEqual({
      remaining: 8,
    });

    const audit = await sut.services.auditTrail.search(merchant.id, {
      action: 'operator.recovery_code',
      page: 1,
      pageSize: 10,
    });
    expect(audit.items.map((row) => [row.action, row.actor, row.detail.remaining])).toEqual([
      ['operator.recovery_code.use', 'operator:cs-recover', 8],
      ['operator.recovery_code.use', 'operator:cs-recover', 9],
    ]);
  });

  it('signs in once when two sign-ins race with the same code', async () => {
    const { codes } = await enrolled('cs-race');
    const code = codes[0] ?? '';
    const raced = await Promise.all([
      login('cs-race', { recoveryCode: code }),
      login('cs-race', { recoveryCode: code }),
    ]);
    expect(raced.map((r) => r.json().code ?? r.statusCode).sort()).toEqual([200, 'TOTP_CODE_INVALID']);
    const remaining = await sql<{ n: string }>`
      select count(*)::text as n from operator_recovery_codes c join operators o on o.id = c.operator_id
      where o.username = 'cs-race' and c.used_at is null`.execute(sut.database.db);
    expect(remaining.rows[0]?.n).toBe('9');
  });

  it('makes new codes only with a current authenticator code; the old ones stop working', async () => {
    const { merchant, token, secret, codes } = await enrolled('cs-renew');
    const refused = await send('POST', API.admin.operatorRecoveryCodes, token, { totpCode: '000000' });
    expect(refused.json().code).toBe('TOTP_CODE_INVALID');
    // The enrolment's step is spent: the next one proves the operator holds the authenticator.
    const renewed = await send('POST', API.admin.operatorRecoveryCodes, token, {
      totpCode: totpCode(secret, Date.now() + 30_000),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().value.codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
    expect((await login('cs-renew', { recoveryCode: codes[0] })).json().code).toBe('TOTP_CODE_INVALID');
    expect((await login('cs-renew', { recoveryCode: fresh[0] })).statusCode).toBe(200);
    const audit = await sut.services.auditTrail.search(merchant.id, {
      action: 'operator.recovery_codes.renew',
      page: 1,
      pageSize: 10,
    });
    expect(audit.items.map((row) => row.actor)).toEqual(['operator:cs-renew']);
  });

  it('refuses an API token: recovery codes belong to a person signed in to the console', async () => {
    const merchant = await createTestMerchant(sut.services);
    const { token } = await sut.services.adminAuth.issueToken(merchant.id, 'robot', ['players.read'], {
      name: 'test',
    });
    expect((await send('GET', API.admin.operatorRecoveryCodes, token)).statusCode).toBe(401);
  });
});
