import { API } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, loginAs } from '../testing/accounts.ts';
import { createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const at = (path: string, merchantCode: string, id = '') =>
  path.replace(':merchantCode', merchantCode).replace(':id', id);

describe('console: players, locks and the dashboard', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  const send = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    sut.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('finds a player, shows the balance and ledger, and lets customer service look but not adjust', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant, {
      username: 'lookup-me',
      email: 'look@example.com',
    });
    await createTestMember(sut.services, merchant, { username: 'someone-else' });
    const finance = await createTestOperator(sut.services, merchant.id, 'owner');
    const adjusted = await send('POST', at(API.admin.walletAdjustments, merchant.code), finance.token, {
      memberId: member.id.toString(),
      amount: '125.5000',
      idempotencyKey: 'console-test-1',
      reason: 'goodwill',
    });
    expect(adjusted.statusCode).toBe(200);

    const support = await createTestOperator(sut.services, merchant.id, 'customer_service');
    const found = await send('GET', `${at(API.admin.players, merchant.code)}?q=look`, support.token);
    expect(found.json().value).toMatchObject({
      total: 1,
      list: [{ username: 'lookup-me', balance: '125.5000' }],
    });
    const sorted = await send(
      'GET',
      `${at(API.admin.players, merchant.code)}?sort=username&order=asc`,
      support.token,
    );
    expect(sorted.json().value.list.map((p: { username: string }) => p.username)).toEqual([
      'lookup-me',
      'someone-else',
    ]);
    const profile = await send(
      'GET',
      at(API.admin.player, merchant.code, member.id.toString()),
      support.token,
    );
    expect(profile.json().value.ledger[0]).toMatchObject({
      kind: 'adjustment',
      amount: '125.5000',
      balanceAfter: '125.5000',
    });
    expect(profile.json().value.ledger[0].actor).toBe(`operator:${finance.username}`);

    const refused = await send('POST', at(API.admin.walletAdjustments, merchant.code), support.token, {
      memberId: member.id.toString(),
      amount: '1000.00',
      idempotencyKey: 'console-test-2',
      reason: 'nope',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().value).toEqual({ permission: 'players.balance' });
  });

  it('locks a player out at once and unlocks it, each audited with its reason', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const session = await loginAs(sut.app, merchant.domain, member.username, member.password);
    const risk = await createTestOperator(sut.services, merchant.id, 'risk');
    const url = at(API.admin.playerLock, merchant.code, member.id.toString());
    expect(
      (await send('POST', url, risk.token, { locked: true, reason: 'chargeback ring' })).statusCode,
    ).toBe(200);
    expect((await send('POST', url, risk.token, { locked: true, reason: 'again' })).statusCode).toBe(409);
    const me = await sut.app.inject({
      method: 'GET',
      url: API.member.info,
      headers: { host: merchant.domain, 'x-session-token': session.token },
    });
    expect(me.statusCode).toBe(401);
    expect(
      (await send('POST', url, risk.token, { locked: false, reason: 'cleared by review' })).statusCode,
    ).toBe(200);
    const audit = await sut.services.auditTrail.search(merchant.id, {
      action: 'player.',
      page: 1,
      pageSize: 10,
    });
    expect(audit.items.map((row) => [row.action, row.detail.reason])).toEqual([
      ['player.unlock', 'cleared by review'],
      ['player.lock', 'chargeback ring'],
    ]);
  });

  it("counts today's registrations and money on the dashboard", async () => {
    const merchant = await createTestMerchant(sut.services);
    await createTestMember(sut.services, merchant);
    await createTestMember(sut.services, merchant);
    const owner = await createTestOperator(sut.services, merchant.id, 'owner');
    const response = await send('GET', `${at(API.admin.dashboard, merchant.code)}?days=7`, owner.token);
    const value = response.json().value;
    expect(value.series).toHaveLength(7);
    expect(value.today).toMatchObject({ registrations: 2, deposits: '0.0000', ggr: '0.0000' });
    expect(value.period.registrations).toBe(2);
  });
});
