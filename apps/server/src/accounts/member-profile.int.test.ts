import { API, MEMBER_ICONS } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMember, loginAs } from '../testing/accounts.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** Member info calls of spec section 7: icon, first login, unread count, badges, country codes. */
describe('member profile and counts', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services, { flags: { countryCodePicker: true } });
  });
  afterAll(() => sut.close());

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    playerCall(sut.app, merchant, token, method, url, body);

  it('keeps the avatar the member picks from the set, and refuses any other', async () => {
    const { token } = await createAccount(sut.services, merchant);
    expect((await call(token, 'GET', API.member.icon)).json().value).toEqual({
      icon: null,
      choices: [...MEMBER_ICONS],
    });
    const set = await call(token, 'PUT', API.member.icon, { icon: 'trophy' });
    expect(set.json().value.icon).toBe('trophy');
    expect((await call(token, 'GET', API.member.info)).json().value.icon).toBe('trophy');
    const unknown = await call(token, 'PUT', API.member.icon, { icon: 'unicorn' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
    expect((await call(token, 'GET', API.member.icon)).json().value.icon).toBe('trophy');
    expect((await call(undefined, 'GET', API.member.icon)).statusCode).toBe(401);
  });

  it('shows the login before the current one as the last login, and the first-login welcome once', async () => {
    const member = await createTestMember(sut.services, merchant);
    const first = await loginAs(sut.app, merchant.domain, member.username, member.password);
    expect(first).toMatchObject({ firstTimeLogin: true, lastLoginAt: null });
    const welcome = (await call(first.token, 'GET', API.member.firstLogin)).json().value;
    expect(welcome).toEqual({
      firstTimeLogin: true,
      steps: { icon: false, paymentPassword: false, mobile: false, email: false },
    });
    expect((await call(first.token, 'POST', API.member.firstLogin)).json().value.firstTimeLogin).toBe(false);
    expect((await call(first.token, 'GET', API.member.firstLogin)).json().value.firstTimeLogin).toBe(false);

    const firstAt = (await sut.services.membersRepository.findById(merchant.id, member.id))?.last_login_at;
    const second = await loginAs(sut.app, merchant.domain, member.username, member.password);
    expect(second.firstTimeLogin).toBe(false);
    expect(second.lastLoginAt).toBe(firstAt?.toISOString());
    expect((await call(second.token, 'GET', API.member.info)).json().value.lastLoginAt).toBe(
      firstAt?.toISOString(),
    );
  });

  it('counts unread messages: up when one arrives, down when it is read', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { paymentPassword: null });
    const unread = async () => (await call(token, 'GET', API.member.messagesUnread)).json().value.unread;
    const badges = async () => (await call(token, 'GET', API.member.badges)).json().value;
    expect(await unread()).toBe(0);
    expect(await badges()).toEqual({ mission: 0, message: 0, reward: 0 });

    // Setting the payment password is a sensitive change: the member gets a message about it.
    const set = await call(token, 'POST', API.member.paymentPassword, {
      newPaymentPassword: '135790',
      loginPassword: member.password,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await unread()).toBe(1);
    expect(await badges()).toEqual({ mission: 0, message: 1, reward: 0 });

    const [message] = (await call(token, 'GET', API.member.messages)).json().value.list;
    const read = await call(token, 'POST', API.member.messageRead.replace(':id', message.id));
    expect(read.json().value).toEqual({ unread: 0 });
    expect(await badges()).toMatchObject({ message: 0 });
    // Another member's message, or none at all, is not found.
    const other = await createAccount(sut.services, merchant);
    const foreign = await playerCall(
      sut.app,
      merchant,
      other.token,
      'POST',
      API.member.messageRead.replace(':id', message.id),
    );
    expect(foreign.json().code).toBe('NOT_FOUND');
    // An id that is not a row id (0, past BIGINT) is refused before any query.
    for (const id of ['0', '9223372036854775808']) {
      const bad = await call(token, 'POST', API.member.messageRead.replace(':id', id));
      expect(bad.json().code, id).toBe('VALIDATION_FAILED');
    }
  });

  it('serves the country codes and the one the merchant starts on', async () => {
    const response = await call(undefined, 'GET', API.system.countryCodes);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.list).toContainEqual({ countryCode: 'TH', countryDialingCode: '+66' });
    // The test merchant's time zone is UTC and its language EN: the first of the list.
    expect(value.defaultDialingCode).toBe(value.list[0].countryDialingCode);
    const thai = await createTestMerchant(sut.services);
    await sut.database.db
      .updateTable('merchants')
      .set({ timezone: 'Asia/Ho_Chi_Minh' })
      .where('id', '=', thai.id)
      .execute();
    sut.services.merchants.forgetResolvedHosts();
    const vn = await playerCall(sut.app, thai, undefined, 'GET', API.system.countryCodes);
    expect(vn.json().value.defaultDialingCode).toBe('+84');
  });
});
