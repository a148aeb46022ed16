import { API, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, encryptedBody, loginAs, postLogin } from '../testing/accounts.ts';
import { createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const at = (path: string, merchantCode: string, id = '') =>
  path.replace(':merchantCode', merchantCode).replace(':id', id);

describe('console: players, locks, password resets, notes and the dashboard', () => {
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

  const asMember = (method: 'GET' | 'POST' | 'DELETE', url: string, host: string, token: string) =>
    sut.app.inject({ method, url, headers: { host, [SESSION_TOKEN_HEADER]: token } });
  const resetPassword = (merchantCode: string, memberId: bigint, token: string, reason: string) =>
    send('POST', at(API.admin.playerPasswordReset, merchantCode, memberId.toString()), token, { reason });
  const addNote = (merchantCode: string, memberId: bigint, token: string, text: string) =>
    send('POST', at(API.admin.playerNotes, merchantCode, memberId.toString()), token, { text });

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

  it('resets a password: sessions end, the temporary password logs in and every other call waits for a new one', async () => {
    // The merchant does not force default passwords to change: an operator's temporary one still must.
    const merchant = await createTestMerchant(sut.services, { flags: { forcePasswordChange: false } });
    const member = await createTestMember(sut.services, merchant);
    const before = await loginAs(sut.app, merchant.domain, member.username, member.password);
    const support = await createTestOperator(sut.services, merchant.id, 'customer_service');

    const reset = await resetPassword(
      merchant.code,
      member.id,
      support.token,
      'player called, forgot password, identity checked',
    );
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword, expiresAt } = reset.json().value as {
      temporaryPassword: string;
      expiresAt: string;
    };
    expect(temporaryPassword).toMatch(/^[a-zA-Z2-9]{12}$/);
    // It signs in for a day from the reset.
    const validMs = Date.parse(expiresAt) - Date.now();
    expect(validMs).toBeGreaterThan(23.9 * 3_600_000);
    expect(validMs).toBeLessThanOrEqual(24 * 3_600_000);

    // The old session ended and the old password no longer works.
    expect((await asMember('GET', API.member.info, merchant.domain, before.token)).statusCode).toBe(401);
    expect((await postLogin(sut.app, merchant.domain, member.username, member.password)).json().code).toBe(
      'LOGIN_FAILED',
    );

    const login = await loginAs(sut.app, merchant.domain, member.username, temporaryPassword);
    expect(login.passwordExpired).toBe(true);
    const balance = await asMember('GET', API.wallet.balance, merchant.domain, login.token);
    expect({ status: balance.statusCode, code: balance.json().code }).toEqual({
      status: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect((await asMember('GET', API.member.info, merchant.domain, login.token)).statusCode).toBe(200);

    const change = await sut.app.inject({
      method: 'POST',
      url: API.member.password,
      headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: login.token },
      payload: await encryptedBody(sut.app, merchant.domain, {
        oldPassword: temporaryPassword,
        newPassword: 'mychoice77',
        confirmNewPassword: 'mychoice77',
      }),
    });
    expect(change.statusCode).toBe(200);
    expect((await asMember('GET', API.wallet.balance, merchant.domain, login.token)).statusCode).toBe(200);
    const again = await loginAs(sut.app, merchant.domain, member.username, 'mychoice77');
    expect(again.passwordExpired).toBe(false);

    const audit = await sut.services.auditTrail.search(merchant.id, {
      action: 'player.password_reset',
      page: 1,
      pageSize: 10,
    });
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      actor: `operator:${support.username}`,
      detail: { player: member.username, reason: 'player called, forgot password, identity checked' },
    });
    // The password itself is never written to the audit log.
    expect(JSON.stringify(audit.items[0])).not.toContain(temporaryPassword);
  });

  it('refuses a reset or a note without the permission, naming it, and changes nothing', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const finance = await createTestOperator(sut.services, merchant.id, 'finance');
    const reset = await resetPassword(merchant.code, member.id, finance.token, 'not mine to do');
    expect({ status: reset.statusCode, value: reset.json().value }).toEqual({
      status: 403,
      value: { permission: 'players.password' },
    });
    const note = await addNote(merchant.code, member.id, finance.token, 'not mine to write');
    expect({ status: note.statusCode, value: note.json().value }).toEqual({
      status: 403,
      value: { permission: 'players.notes' },
    });
    // Finance still reads the notes (players.read), and the player still logs in with its password.
    const notes = await send(
      'GET',
      at(API.admin.playerNotes, merchant.code, member.id.toString()),
      finance.token,
    );
    expect(notes.json().value).toMatchObject({ total: 0, list: [] });
    expect((await loginAs(sut.app, merchant.domain, member.username, member.password)).passwordExpired).toBe(
      false,
    );
    const audit = await sut.services.auditTrail.search(merchant.id, {
      action: 'player.',
      page: 1,
      pageSize: 10,
    });
    expect(audit.items).toEqual([]);
  });

  it('answers NOT_FOUND for another merchant’s player and for a bad note, writing nothing', async () => {
    const merchant = await createTestMerchant(sut.services);
    const other = await createTestMerchant(sut.services);
    const stranger = await createTestMember(sut.services, other);
    const owner = await createTestOperator(sut.services, merchant.id, 'owner');
    const reset = await resetPassword(merchant.code, stranger.id, owner.token, 'wrong brand');
    expect(reset.json().code).toBe('NOT_FOUND');
    const note = await addNote(merchant.code, stranger.id, owner.token, 'wrong brand');
    expect(note.json().code).toBe('NOT_FOUND');
    const member = await createTestMember(sut.services, merchant);
    const tooLong = await addNote(merchant.code, member.id, owner.token, 'x'.repeat(501));
    expect(tooLong.json().code).toBe('VALIDATION_FAILED');
    const blank = await addNote(merchant.code, member.id, owner.token, '   ');
    expect(blank.json().code).toBe('VALIDATION_FAILED');
    expect(
      (await sut.services.auditTrail.search(merchant.id, { action: 'player.', page: 1, pageSize: 10 })).items,
    ).toEqual([]);
  });

  it('keeps notes newest first, paged on the server, each audited, and refuses to rewrite one', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const risk = await createTestOperator(sut.services, merchant.id, 'risk');
    const url = at(API.admin.playerNotes, merchant.code, member.id.toString());
    for (let i = 1; i <= 5; i++) {
      const added = await send('POST', url, risk.token, { text: `  note ${i}  ` });
      expect(added.json().value).toMatchObject({ text: `note ${i}`, author: `operator:${risk.username}` });
    }
    const first = (await send('GET', `${url}?pageNo=1&pageSize=2`, risk.token)).json().value;
    expect(first.total).toBe(5);
    expect(first.list.map((n: { text: string }) => n.text)).toEqual(['note 5', 'note 4']);
    const last = (await send('GET', `${url}?pageNo=3&pageSize=2`, risk.token)).json().value;
    expect(last.list.map((n: { text: string }) => n.text)).toEqual(['note 1']);

    const audit = await sut.services.auditTrail.search(merchant.id, {
      action: 'player.note',
      page: 1,
      pageSize: 10,
    });
    expect(audit.items.map((row) => row.detail.after)).toEqual(
      [5, 4, 3, 2, 1].map((i) => expect.objectContaining({ text: `note ${i}` })),
    );

    // Append-only in the database too: an update or delete is refused whoever asks.
    await expect(
      sql`update player_notes set body = 'rewritten' where member_id = ${member.id}`.execute(sut.database.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from player_notes where member_id = ${member.id}`.execute(sut.database.db),
    ).rejects.toThrow(/append-only/);
  });

  it('refuses a temporary password a day after the reset, after checking it, and lets the member reset it', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const owner = await createTestOperator(sut.services, merchant.id, 'owner');
    const reset = await resetPassword(merchant.code, member.id, owner.token, 'account recovery');
    const { temporaryPassword } = reset.json().value as { temporaryPassword: string };
    // The player waited a day and a minute.
    await sql`update members set password_changed_at = now() - interval '24 hours 1 minute'
              where id = ${member.id}`.execute(sut.database.db);

    const late = await postLogin(sut.app, merchant.domain, member.username, temporaryPassword);
    expect({ status: late.statusCode, code: late.json().code }).toEqual({
      status: 401,
      code: 'TEMPORARY_PASSWORD_EXPIRED',
    });
    // A wrong password still says only that it is wrong: the expiry is told to the holder alone.
    expect((await postLogin(sut.app, merchant.domain, member.username, 'guess12345')).json().code).toBe(
      'LOGIN_FAILED',
    );
    // The operator issues a new one, which signs in again.
    const again = await resetPassword(merchant.code, member.id, owner.token, 'expired, asked again');
    const fresh = (again.json().value as { temporaryPassword: string }).temporaryPassword;
    expect((await loginAs(sut.app, merchant.domain, member.username, fresh)).passwordExpired).toBe(true);
  });

  it('logs out and shows the member info before the change, so the site can sign a player out', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const owner = await createTestOperator(sut.services, merchant.id, 'owner');
    const reset = await resetPassword(merchant.code, member.id, owner.token, 'account recovery');
    const { temporaryPassword } = reset.json().value as { temporaryPassword: string };
    const login = await loginAs(sut.app, merchant.domain, member.username, temporaryPassword);
    expect((await asMember('DELETE', API.session.logout, merchant.domain, login.token)).statusCode).toBe(200);
    expect((await asMember('GET', API.member.info, merchant.domain, login.token)).statusCode).toBe(401);
  });
});
