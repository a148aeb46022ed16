import { API } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../accounts/totp.ts';
import { createTestMember } from '../testing/accounts.ts';
import { createAdminKey, createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const at = (path: string, merchantCode: string, id = '') =>
  path.replace(':merchantCode', merchantCode).replace(':id', id);

describe('operator accounts, roles, API tokens and the audit trail', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    sut.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  it('signs in with password and authenticator code; a used or missing code and a wrong password are refused', async () => {
    const merchant = await createTestMerchant(sut.services);
    const secret = newTotpSecret();
    await sut.services.operatorAccounts.createOperator(
      merchant.id,
      { username: 'fin-anna', password: 'Finance-pass-1', role: 'finance' },
      { name: 'test' },
      'system',
      secret,
    );
    const login = (body: object) => send('POST', API.admin.operatorLogin, undefined, body);
    expect((await login({ username: 'fin-anna', password: 'wrong-password-1' })).json().code).toBe(
      'LOGIN_FAILED',
    );
    expect((await login({ username: 'fin-anna', password: 'Finance-pass-1' })).json().code).toBe(
      'TOTP_CODE_INVALID',
    );
    const code = totpCode(secret, Date.now());
    const ok = await login({ username: 'FIN-ANNA', password: 'Finance-pass-1', totpCode: code });
    expect(ok.statusCode).toBe(200);
    const session = ok.json().value;
    expect(session.me).toMatchObject({
      username: 'fin-anna',
      merchantCode: merchant.code,
      role: 'finance',
      totpEnabled: true,
    });
    expect(session.me.permissions).toContain('finance.withdrawals');
    // The same code again is a replay.
    expect(
      (await login({ username: 'fin-anna', password: 'Finance-pass-1', totpCode: code })).json().code,
    ).toBe('TOTP_CODE_INVALID');
    const me = await send('GET', API.admin.operatorMe, session.token);
    expect(me.json().value.username).toBe('fin-anna');
    const audit = await sut.services.auditTrail.search(merchant.id, {
      action: 'operator.login',
      page: 1,
      pageSize: 10,
    });
    expect(audit.items[0]).toMatchObject({ actor: 'operator:fin-anna', ip: '127.0.0.1' });
    // Logout ends the session at once.
    await send('POST', API.admin.operatorLogout, session.token);
    expect((await send('GET', API.admin.operatorMe, session.token)).statusCode).toBe(401);
  });

  it('locks a username out after five failures in the window, as the player side does', async () => {
    const merchant = await createTestMerchant(sut.services);
    await sut.services.operatorAccounts.createOperator(
      merchant.id,
      { username: 'cs-locked', password: 'Service-pass-1', role: 'customer_service' },
      { name: 'test' },
      'system',
    );
    for (let i = 0; i < 5; i++) {
      const wrong = await send('POST', API.admin.operatorLogin, undefined, {
        username: 'cs-locked',
        password: 'nope-nope-1',
      });
      expect(wrong.json().code).toBe('LOGIN_FAILED');
    }
    const locked = await send('POST', API.admin.operatorLogin, undefined, {
      username: 'cs-locked',
      password: 'Service-pass-1',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().value.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('ends a session left idle past its timeout', async () => {
    const merchant = await createTestMerchant(sut.services);
    const { token } = await createTestOperator(sut.services, merchant.id, 'read_only');
    const url = at(API.admin.merchantSettings, merchant.code);
    expect((await send('GET', url, token)).statusCode).toBe(200);
    await sql`update operator_sessions set last_seen_at = now() - interval '31 minutes'`.execute(
      sut.database.db,
    );
    expect((await send('GET', url, token)).statusCode).toBe(401);
  });

  it('lets a new operator do nothing until the authenticator is on, then what its role allows', async () => {
    const merchant = await createTestMerchant(sut.services);
    const owner = await createTestOperator(sut.services, merchant.id, 'owner');
    const created = await send('POST', at(API.admin.operators, merchant.code), owner.token, {
      username: 'new-risk',
      password: 'Risk-person-1',
      role: 'risk',
    });
    expect(created.statusCode).toBe(201);
    const session = await send('POST', API.admin.operatorLogin, undefined, {
      username: 'new-risk',
      password: 'Risk-person-1',
    });
    const token = session.json().value.token;
    expect(session.json().value.me).toMatchObject({ totpEnabled: false, permissions: [] });
    const settings = at(API.admin.merchantSettings, merchant.code);
    expect((await send('GET', settings, token)).json().value).toEqual({ permission: 'settings.read' });
    const enrolment = (await send('POST', API.admin.operatorTotp, token)).json().value;
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await send('POST', API.admin.operatorTotpConfirm, token, { code: '000000' });
    expect(wrong.json().code).toBe('TOTP_CODE_INVALID');
    const confirmed = await send('POST', API.admin.operatorTotpConfirm, token, {
      code: totpCode(enrolment.secret, Date.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await send('GET', settings, token)).statusCode).toBe(200);
    expect((await send('PATCH', settings, token, { maintenance: true })).json().value).toEqual({
      permission: 'settings.write',
    });
  });

  it('changes a role only with a second operator, from the version read', async () => {
    const merchant = await createTestMerchant(sut.services);
    const owner = await createTestOperator(sut.services, merchant.id, 'owner');
    const second = await createTestOperator(sut.services, merchant.id, 'owner');
    const list = async () =>
      (await send('GET', at(API.admin.operators, merchant.code), owner.token)).json().value;
    const target = (await createTestOperator(sut.services, merchant.id, 'content')).username;
    const row = (await list()).find((o: { username: string }) => o.username === target);
    const direct = await send('PATCH', at(API.admin.operator, merchant.code, row.id), owner.token, {
      version: row.version,
      role: 'marketing',
    });
    expect(direct.json().code).toBe('FOUR_EYES_REQUIRED');
    const ask = (version: number, role: string) =>
      send('POST', at(API.admin.approvals, merchant.code), owner.token, {
        kind: 'role_change',
        operatorId: row.id,
        version,
        role,
      });
    const decide = (token: string, id: string, decision: string) =>
      send('POST', at(API.admin.approvalDecision, merchant.code, id).replace(':decision', decision), token);
    const asked = await ask(row.version, 'marketing');
    expect(asked.statusCode).toBe(201);
    const id = asked.json().value.id;
    expect((await decide(owner.token, id, 'approve')).json().code).toBe('SELF_APPROVAL');
    expect((await decide(second.token, id, 'approve')).statusCode).toBe(200);
    expect((await list()).find((o: { username: string }) => o.username === target).role).toBe('marketing');
    expect((await decide(second.token, id, 'approve')).statusCode).toBe(409);
    // A request made from the version before that change is stale once approved: refused, not applied.
    const stale = (await ask(row.version, 'finance')).json().value.id;
    expect((await decide(second.token, stale, 'approve')).statusCode).toBe(409);
    expect((await list()).find((o: { username: string }) => o.username === target).role).toBe('marketing');
    const audit = await sut.services.auditTrail.search(merchant.id, {
      action: 'operator.update',
      page: 1,
      pageSize: 10,
    });
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ actor: `operator:${second.username}` });
    expect(audit.items[0]?.detail).toMatchObject({
      operator: target,
      before: { role: 'content' },
      after: { role: 'marketing' },
    });
    const approvals = await sut.services.auditTrail.search(merchant.id, {
      action: 'approval.',
      page: 1,
      pageSize: 10,
    });
    expect(approvals.items.map((item) => item.action)).toEqual([
      'approval.request',
      'approval.approve',
      'approval.request',
    ]);
    // A custom role from the permission list, assignable like a built-in one.
    const role = await send('POST', at(API.admin.roles, merchant.code), owner.token, {
      code: 'night_shift',
      name: 'Night shift',
      permissions: ['players.read', 'finance.read'],
    });
    expect(role.statusCode).toBe(201);
    const roles = (await send('GET', at(API.admin.roles, merchant.code), owner.token)).json().value;
    expect(roles.map((r: { code: string }) => r.code)).toContain('night_shift');
    const platformRole = await send('POST', at(API.admin.roles, merchant.code), owner.token, {
      code: 'sneaky',
      name: 'Sneaky',
      permissions: ['platform.merchants'],
    });
    expect(platformRole.json()).toMatchObject({
      code: 'FORBIDDEN',
      value: { permission: 'platform.merchants' },
    });
  });

  it('sends a large manual adjustment through a second operator; a small one and machine tokens go straight', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const owner = await createTestOperator(sut.services, merchant.id, 'owner');
    const second = await createTestOperator(sut.services, merchant.id, 'owner');
    const adjust = (token: string, amount: string) =>
      send('POST', at(API.admin.walletAdjustments, merchant.code), token, {
        memberId: member.id.toString(),
        amount,
        idempotencyKey: `k-${amount}-${token.slice(-6)}`,
        reason: 'vip goodwill',
      });
    expect((await adjust(owner.token, '1000')).statusCode).toBe(200);
    expect((await adjust(owner.token, '-1000.0001')).json().code).toBe('FOUR_EYES_REQUIRED');
    const asked = await send('POST', at(API.admin.approvals, merchant.code), owner.token, {
      kind: 'balance_adjustment',
      memberId: member.id.toString(),
      amount: '5000',
      reason: 'vip goodwill',
    });
    const id = asked.json().value.id;
    const pending = await send(
      'GET',
      `${at(API.admin.approvals, merchant.code)}?status=pending`,
      second.token,
    );
    expect(pending.json().value).toMatchObject([
      { id, kind: 'balance_adjustment', requestedBy: `operator:${owner.username}` },
    ]);
    const approve = () =>
      send(
        'POST',
        at(API.admin.approvalDecision, merchant.code, id).replace(':decision', 'approve'),
        second.token,
      );
    expect((await approve()).statusCode).toBe(200);
    expect(await sut.services.ledger.balanceOf(merchant.id, 'member_wallet', member.id.toString())).toBe(
      60_000_000n,
    );
    const key = await createAdminKey(sut.services, merchant.id);
    expect((await adjust(key, '2500')).statusCode).toBe(200);
  });

  it('issues scoped API tokens an owner revokes; the old keys keep working', async () => {
    const merchant = await createTestMerchant(sut.services);
    const owner = await createTestOperator(sut.services, merchant.id, 'owner');
    const issued = await send('POST', at(API.admin.apiTokens, merchant.code), owner.token, {
      name: 'reconciliation bot',
      permissions: ['finance.read'],
    });
    expect(issued.statusCode).toBe(201);
    const { token, id } = issued.json().value;
    expect((await send('GET', at(API.admin.deposits, merchant.code), token)).statusCode).toBe(200);
    const refused = await send('GET', at(API.admin.merchantSettings, merchant.code), token);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', value: { permission: 'settings.read' } });
    const tooWide = await send('POST', at(API.admin.apiTokens, merchant.code), owner.token, {
      name: 'too wide',
      permissions: ['platform.catalogue'],
    });
    expect(tooWide.json().value).toEqual({ permission: 'platform.catalogue' });
    expect((await send('DELETE', at(API.admin.apiToken, merchant.code, id), owner.token)).statusCode).toBe(
      200,
    );
    expect((await send('GET', at(API.admin.deposits, merchant.code), token)).statusCode).toBe(401);
    const listed = (await send('GET', at(API.admin.apiTokens, merchant.code), owner.token)).json().value;
    expect(listed[0]).toMatchObject({ name: 'reconciliation bot', permissions: ['finance.read'] });
    expect(listed[0].revokedAt).not.toBeNull();
    const legacy = await createAdminKey(sut.services, merchant.id);
    expect(
      (await send('PATCH', at(API.admin.merchantSettings, merchant.code), legacy, { maintenance: false }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the audit trail append-only, searchable and exportable as CSV', async () => {
    const merchant = await createTestMerchant(sut.services);
    const owner = await createTestOperator(sut.services, merchant.id, 'owner');
    await send('PATCH', at(API.admin.merchantSettings, merchant.code), owner.token, { maintenance: true });
    const page = await send(
      'GET',
      `${at(API.admin.audit, merchant.code)}?action=merchant.settings`,
      owner.token,
    );
    expect(page.json().value.items[0]).toMatchObject({
      action: 'merchant.settings.update',
      actor: `operator:${owner.username}`,
    });
    const csv = await send(
      'GET',
      `${at(API.admin.auditCsv, merchant.code)}?actor=${owner.username}`,
      owner.token,
    );
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,action,ip,request_id,detail');
    expect(lines.some((line) => line.includes('merchant.settings.update'))).toBe(true);
    await expect(sql`update audit_log set actor = 'someone else'`.execute(sut.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(sut.database.db)).rejects.toThrow(/append-only/);
  });
});
