import { createHash } from 'node:crypto';
import { API, fieldRuleFor, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestMember,
  encryptedBody,
  latestCode,
  loginAs,
  postLogin,
  solveHumanCheck,
} from '../testing/accounts.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('accounts: register, log in, sessions', () => {
  let sut: TestApp;
  let adminKey: string;
  beforeAll(async () => {
    sut = await startTestApp({ trustProxy: true });
    adminKey = await createAdminKey(sut.services);
  });
  afterAll(() => sut.close());

  const register = async (
    host: string,
    body: Record<string, unknown>,
    mode: 'username' | 'mobile' = 'username',
    ip = '127.0.0.1',
  ) =>
    sut.app.inject({
      method: 'PUT',
      url: mode === 'username' ? API.member.register : API.member.registerMobile,
      headers: { host, 'x-forwarded-for': ip },
      payload: await encryptedBody(sut.app, host, {
        humanVerification: await solveHumanCheck(sut.app, host, ip),
        ...body,
      }),
    });
  const info = (host: string, token: string) =>
    sut.app.inject({ url: API.member.info, headers: { host, [SESSION_TOKEN_HEADER]: token } });

  it('registers a player by username, signs them in, and serves their info to their token only', async () => {
    const merchant = await createTestMerchant(sut.services);
    const response = await register(merchant.domain, {
      username: 'luckyplayer',
      password: 'secret123',
      confirmPassword: 'secret123',
      termsAccepted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      account: 'luckyplayer',
      type: 0,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: true,
      passwordExpired: false,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await info(merchant.domain, value.token);
    expect(me.json().value).toMatchObject({ account: 'luckyplayer', currency: 'USD' });
    expect(
      (await sut.app.inject({ url: API.member.info, headers: { host: merchant.domain } })).statusCode,
    ).toBe(401);
    // The same token means nothing on another merchant's site.
    const other = await createTestMerchant(sut.services);
    expect((await info(other.domain, value.token)).json().code).toBe('UNAUTHORIZED');

    const again = await loginAs(sut.app, merchant.domain, 'LuckyPlayer', 'secret123');
    expect(again.firstTimeLogin).toBe(false);
  });

  it('checks every registration field against the merchant rules and writes nothing when one fails', async () => {
    const merchant = await createTestMerchant(sut.services);
    await sut.services.merchants.updateSettings(
      merchant.code,
      {
        registerFields: {
          paymentPassword: fieldRuleFor('DIGITS', { minLength: 6, maxLength: 6 }),
          email: fieldRuleFor('EMAIL', { minLength: 5, maxLength: 64 }, { required: true }),
        },
      },
      { name: 'test' },
    );
    const base = {
      username: 'goodname1',
      password: 'secret123',
      confirmPassword: 'secret123',
      paymentPassword: '123456',
      email: 'a@b.example',
      termsAccepted: true,
    };

    const bad = await register(merchant.domain, {
      ...base,
      username: '1bad',
      confirmPassword: 'other123',
      paymentPassword: '12',
      email: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const fields = bad.json().value.fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'username', problem: { kind: 'length', min: 6, max: 16 } },
        { field: 'confirmPassword', problem: { kind: 'mismatch' } },
        { field: 'paymentPassword', problem: { kind: 'length', min: 6, max: 6 } },
        { field: 'email', problem: { kind: 'required' } },
      ]),
    );
    const pattern = await register(merchant.domain, { ...base, username: '1badname' });
    expect(pattern.json().value.fields).toEqual([
      { field: 'username', problem: { kind: 'pattern', patternId: 'LETTER_FIRST_ALNUM', min: 6, max: 16 } },
    ]);
    expect(await sut.services.membersRepository.findByUsername(merchant.id, '1badname')).toBeUndefined();

    expect((await register(merchant.domain, { ...base, termsAccepted: undefined })).json().code).toBe(
      'TERMS_NOT_ACCEPTED',
    );
    expect((await register(merchant.domain, base)).statusCode).toBe(200);
    expect((await register(merchant.domain, { ...base, username: 'GOODNAME1' })).json().code).toBe(
      'USERNAME_TAKEN',
    );
  });

  it('links a new player to the agent of an invitation code, and refuses a code nobody owns', async () => {
    const merchant = await createTestMerchant(sut.services);
    const agent = await createTestMember(sut.services, merchant, { type: 1, affiliateCode: 'AGENT7' });
    const check = (code: string) =>
      sut.app.inject({ url: `${API.member.affiliate}?code=${code}`, headers: { host: merchant.domain } });
    expect((await check('agent7')).json()).toEqual({ success: true, value: null });
    expect((await check('NOPE99')).json().code).toBe('INVALID_INVITATION_CODE');

    const base = { password: 'secret123', confirmPassword: 'secret123', termsAccepted: true };
    const invited = await register(merchant.domain, {
      ...base,
      username: 'invited1',
      affiliateCode: 'AGENT7',
    });
    expect(invited.statusCode).toBe(200);
    const row = await sut.services.membersRepository.findByUsername(merchant.id, 'invited1');
    expect(row?.upline_id).toBe(agent.id);
    const referred = await register(merchant.domain, {
      ...base,
      username: 'referred1',
      referralCode: 'agent7',
    });
    expect((await sut.services.membersRepository.findByUsername(merchant.id, 'referred1'))?.upline_id).toBe(
      agent.id,
    );
    expect(referred.statusCode).toBe(200);
    expect(
      (await register(merchant.domain, { ...base, username: 'invited2', affiliateCode: 'NOPE99' })).json()
        .code,
    ).toBe('INVALID_INVITATION_CODE');
  });

  it('refuses E calls whose body is plain or tampered with, cleanly', async () => {
    const merchant = await createTestMerchant(sut.services);
    const plain = await sut.app.inject({
      method: 'POST',
      url: API.session.login,
      headers: { host: merchant.domain },
      payload: { username: 'a', password: 'b' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('DECRYPTION_FAILED');
    const envelope = await encryptedBody(sut.app, merchant.domain, { username: 'a', password: 'b' });
    const tampered = { ...envelope, data: `${envelope.data.slice(0, -4)}AAAA` };
    const response = await sut.app.inject({
      method: 'POST',
      url: API.session.login,
      headers: { host: merchant.domain },
      payload: tampered,
    });
    expect(response.json().code).toBe('DECRYPTION_FAILED');
    // Encrypted for another merchant: the key does not open it.
    const other = await createTestMerchant(sut.services);
    const foreign = await encryptedBody(sut.app, other.domain, { username: 'a', password: 'b' });
    expect(
      (
        await sut.app.inject({
          method: 'POST',
          url: API.session.login,
          headers: { host: merchant.domain },
          payload: foreign,
        })
      ).json().code,
    ).toBe('DECRYPTION_FAILED');
  });

  it('needs a solved human check for a username login, once per solution', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const send = async (humanVerification?: string) =>
      sut.app.inject({
        method: 'POST',
        url: API.session.login,
        headers: { host: merchant.domain },
        payload: await encryptedBody(sut.app, merchant.domain, {
          username: member.username,
          password: member.password,
          humanVerification,
        }),
      });
    expect((await send()).json().code).toBe('HUMAN_VERIFICATION_REQUIRED');
    const solution = await solveHumanCheck(sut.app, merchant.domain);
    expect((await send(solution)).statusCode).toBe(200);
    expect((await send(solution)).json().code).toBe('HUMAN_VERIFICATION_FAILED');
  });

  it('asks for a captcha after 3 failures and locks the account for 5 minutes after 5', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const ip = '198.51.100.7';
    const attempts = [];
    for (let i = 0; i < 3; i++)
      attempts.push(
        (await postLogin(sut.app, merchant.domain, member.username, 'wrong-pass', { ip })).json(),
      );
    expect(attempts.map((a) => [a.code, a.value.captcha])).toEqual([
      ['LOGIN_FAILED', false],
      ['LOGIN_FAILED', false],
      ['LOGIN_FAILED', true],
    ]);
    const noCaptcha = await postLogin(sut.app, merchant.domain, member.username, member.password, { ip });
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });

    const wrongCaptcha = await postLogin(sut.app, merchant.domain, member.username, member.password, {
      ip,
      captcha: { key: 'nonexistent', answer: 'abcd' },
    });
    expect(wrongCaptcha.json().code).toBe('CAPTCHA_INVALID');
    await postLogin(sut.app, merchant.domain, member.username, 'wrong-pass', {
      ip,
      captcha: { key: 'x', answer: 'y' },
    });
    // Five failures: even the right password is refused now, with the spec's message.
    const locked = await postLogin(sut.app, merchant.domain, member.username, member.password, { ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, please try again after 5 minutes',
    });
  });

  it('lets agents into the agent side only, and keeps agent-only accounts off the player side', async () => {
    const merchant = await createTestMerchant(sut.services);
    const player = await createTestMember(sut.services, merchant);
    const agent = await createTestMember(sut.services, merchant, { type: 1 });
    const agentOnly = await createTestMember(sut.services, merchant, { type: 41 });
    expect(
      (await postLogin(sut.app, merchant.domain, player.username, player.password, { side: 'agent' })).json()
        .code,
    ).toBe('NON_AGENT_LOGIN');
    expect(
      (await loginAs(sut.app, merchant.domain, agent.username, agent.password, { side: 'agent' })).isAgent,
    ).toBe(true);
    expect((await loginAs(sut.app, merchant.domain, agent.username, agent.password)).isAgent).toBe(true);
    expect(
      (await postLogin(sut.app, merchant.domain, agentOnly.username, agentOnly.password)).json(),
    ).toMatchObject({
      code: 'NON_MEMBER_LOGIN',
      message: 'Non-member account unable to login',
    });
    expect(
      (await loginAs(sut.app, merchant.domain, agentOnly.username, agentOnly.password, { side: 'agent' }))
        .type,
    ).toBe(41);
  });

  it('ends a session on logout, and every other session on a password change', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const first = await loginAs(sut.app, merchant.domain, member.username, member.password);
    const second = await loginAs(sut.app, merchant.domain, member.username, member.password);
    const third = await loginAs(sut.app, merchant.domain, member.username, member.password);

    const logout = await sut.app.inject({
      method: 'DELETE',
      url: API.session.logout,
      headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: first.token },
    });
    expect(logout.json()).toEqual({ success: true, value: null });
    expect((await info(merchant.domain, first.token)).statusCode).toBe(401);

    const change = async (body: Record<string, unknown>) =>
      sut.app.inject({
        method: 'POST',
        url: API.member.password,
        headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: second.token },
        payload: await encryptedBody(sut.app, merchant.domain, body),
      });
    expect(
      (
        await change({ oldPassword: 'not-it', newPassword: 'newpass99', confirmNewPassword: 'newpass99' })
      ).json().code,
    ).toBe('PASSWORD_INCORRECT');
    expect(
      (
        await change({ oldPassword: member.password, newPassword: 'short', confirmNewPassword: 'short' })
      ).json().code,
    ).toBe('VALIDATION_FAILED');
    expect(
      (
        await change({
          oldPassword: member.password,
          newPassword: 'newpass99',
          confirmNewPassword: 'newpass98',
        })
      ).json().code,
    ).toBe('VALIDATION_FAILED');
    expect(
      (
        await change({
          oldPassword: member.password,
          newPassword: 'newpass99',
          confirmNewPassword: 'newpass99',
        })
      ).statusCode,
    ).toBe(200);

    expect((await info(merchant.domain, second.token)).statusCode).toBe(200);
    expect((await info(merchant.domain, third.token)).statusCode).toBe(401);
    expect((await postLogin(sut.app, merchant.domain, member.username, member.password)).json().code).toBe(
      'LOGIN_FAILED',
    );
    await loginAs(sut.app, merchant.domain, member.username, 'newpass99');
  });

  it('expires a session after 30 minutes without use', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const login = await loginAs(sut.app, merchant.domain, member.username, member.password);
    await sut.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', member.id)
      .execute();
    expect((await info(merchant.domain, login.token)).statusCode).toBe(401);
  });

  it('reports a default password as expired so the site forces a change', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant, { mustChangePassword: true });
    expect((await loginAs(sut.app, merchant.domain, member.username, member.password)).passwordExpired).toBe(
      true,
    );
  });

  it('gives a visitor a trial account that real-money calls refuse', async () => {
    const merchant = await createTestMerchant(sut.services);
    const trial = await sut.app.inject({
      method: 'POST',
      url: API.session.freePlay,
      headers: { host: merchant.domain },
      payload: { platform: 'W' },
    });
    expect(trial.statusCode).toBe(200);
    const value = trial.json().value;
    expect(value).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    const change = await sut.app.inject({
      method: 'POST',
      url: API.member.password,
      headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: value.token },
      payload: await encryptedBody(sut.app, merchant.domain, {
        oldPassword: 'x',
        newPassword: 'newpass99',
        confirmNewPassword: 'newpass99',
      }),
    });
    expect(change.json().code).toBe('TRIAL_NOT_ALLOWED');

    const closed = await createTestMerchant(sut.services, { flags: { freePlay: false } });
    const refused = await sut.app.inject({
      method: 'POST',
      url: API.session.freePlay,
      headers: { host: closed.domain },
      payload: {},
    });
    expect(refused.json().code).toBe('OPERATION_NOT_ENABLED');
  });

  it('a stolen session reads only the masked payee name, which does not pass the new-address check', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant, { payeeName: 'Somchai Jaidee' });
    const { token } = await loginAs(sut.app, merchant.domain, member.username, member.password, {
      ip: '203.0.113.10',
    });
    const read = (url: string) =>
      sut.app.inject({ url, headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token } });
    const overview = await read(API.wallet.overview);
    const info = await read(API.member.info);
    for (const body of [overview.body, info.body]) expect(body).not.toMatch(/somchai|jaidee/i);
    const shown = overview.json().value.payeeName;
    expect(shown).toBe('S****** J*****');

    const held = await postLogin(sut.app, merchant.domain, member.username, member.password, {
      ip: '203.0.113.99',
    });
    expect(held.json().code).toBe('SECOND_FACTOR_REQUIRED');
    const answer = await sut.app.inject({
      method: 'POST',
      url: API.session.loginVerify,
      headers: { host: merchant.domain, 'x-forwarded-for': '203.0.113.99' },
      payload: { challengeId: held.json().value.challengeId, method: 'payeeName', answer: shown },
    });
    expect(answer.json().code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('holds a login from a new address until a second factor proves the member', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant, {
      payeeName: 'Somchai Jaidee',
      email: 'somchai@mail.example',
    });
    await loginAs(sut.app, merchant.domain, member.username, member.password, { ip: '203.0.113.10' });

    const held = await postLogin(sut.app, merchant.domain, member.username, member.password, {
      ip: '203.0.113.99',
    });
    expect(held.statusCode).toBe(401);
    expect(held.json()).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      value: { methods: ['email', 'payeeName'], maskedEmail: 's***@mail.example' },
    });
    const { challengeId } = held.json().value;
    const verify = (answer: string, method = 'payeeName', ip = '203.0.113.99') =>
      sut.app.inject({
        method: 'POST',
        url: API.session.loginVerify,
        headers: { host: merchant.domain, 'x-forwarded-for': ip },
        payload: { challengeId, method, answer },
      });

    expect((await verify('Someone Else')).json().code).toBe('VERIFICATION_CODE_INVALID');
    expect((await verify('somchai  JAIDEE', 'payeeName', '203.0.113.50')).json().code).toBe(
      'VERIFICATION_CODE_EXPIRED',
    );
    const passed = await verify('somchai  JAIDEE');
    expect(passed.statusCode).toBe(200);
    expect(passed.json().value.token).toBeDefined();
    expect((await verify('Somchai Jaidee')).json().code).toBe('VERIFICATION_CODE_EXPIRED');
    // Now the address is known: no second factor.
    await loginAs(sut.app, merchant.domain, member.username, member.password, { ip: '203.0.113.99' });

    const heldAgain = await postLogin(sut.app, merchant.domain, member.username, member.password, {
      ip: '203.0.113.77',
    });
    const challenge = heldAgain.json().value.challengeId;
    const sent = await sut.app.inject({
      method: 'POST',
      url: API.session.loginVerifyCode,
      headers: { host: merchant.domain, 'x-forwarded-for': '203.0.113.77' },
      payload: { challengeId: challenge, method: 'email' },
    });
    expect(sent.json().value.expiredMinutes).toBeGreaterThan(0);
    const code = await latestCode(sut.app, adminKey, merchant, 'email', 'somchai@mail.example');
    const byEmail = await sut.app.inject({
      method: 'POST',
      url: API.session.loginVerify,
      headers: { host: merchant.domain, 'x-forwarded-for': '203.0.113.77' },
      payload: { challengeId: challenge, method: 'email', answer: code },
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
  });

  it('logs in with an SMS code once, and resets a password by phone', async () => {
    const merchant = await createTestMerchant(sut.services, {
      flags: { mobileCodeLogin: true, forgotPasswordByPhone: true },
    });
    const member = await createTestMember(sut.services, merchant, { mobileNum: '+66812345678' });
    const requestCode = async (purpose: 'login' | 'reset') =>
      sut.app.inject({
        method: 'POST',
        url: API.session.smsNoLogin,
        headers: { host: merchant.domain },
        payload: {
          purpose,
          mobileNum: '0812345678',
          countryDialingCode: '66',
          humanVerification: await solveHumanCheck(sut.app, merchant.domain),
        },
      });
    expect((await requestCode('login')).json().value).toEqual({ expiredMinutes: 5 });
    const code = await latestCode(sut.app, adminKey, merchant, 'sms', '+66812345678');
    const smsLogin = async () =>
      sut.app.inject({
        method: 'POST',
        url: API.session.login,
        headers: { host: merchant.domain },
        payload: await encryptedBody(sut.app, merchant.domain, {
          type: 'sms',
          username: '0812345678',
          countryDialingCode: '66',
          password: code,
        }),
      });
    const first = await smsLogin();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.account).toBe(member.username);
    expect((await smsLogin()).json().code).toBe('VERIFICATION_CODE_INVALID');

    // The resend countdown: a second code for the same number and purpose must wait.
    expect((await requestCode('reset')).statusCode).toBe(200);
    const resetCode = await latestCode(sut.app, adminKey, merchant, 'sms', '+66812345678');
    const reset = await sut.app.inject({
      method: 'POST',
      url: API.member.passwordVerification,
      headers: { host: merchant.domain },
      payload: await encryptedBody(sut.app, merchant.domain, {
        mobileNum: '0812345678',
        countryDialingCode: '66',
        verificationCode: resetCode,
        newPassword: 'phonereset1',
      }),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().value.token).toBeDefined();
    await loginAs(sut.app, merchant.domain, member.username, 'phonereset1');
  });

  it('forgotten password offers only the methods the account can use, with its contacts masked', async () => {
    const merchant = await createTestMerchant(sut.services, { flags: { forgotPasswordByPhone: true } });
    const byEmail = await createTestMember(sut.services, merchant, { email: 'only.mail@mail.example' });
    const byMobile = await createTestMember(sut.services, merchant, { mobileNum: '+66812345678' });
    const both = await createTestMember(sut.services, merchant, {
      email: 'both@mail.example',
      mobileNum: '+66898765432',
    });
    const neither = await createTestMember(sut.services, merchant);
    const trial = await createTestMember(sut.services, merchant, { type: 4, email: 'trial@mail.example' });
    const methodsOf = async (username: string, host = merchant.domain) => {
      const response = await sut.app.inject({
        method: 'POST',
        url: API.member.passwordMethods,
        headers: { host, 'x-forwarded-for': '198.51.100.24' },
        payload: { username },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value;
    };
    expect(await methodsOf(byEmail.username)).toEqual({
      methods: ['email'],
      maskedEmail: 'o***@mail.example',
      maskedMobile: null,
    });
    expect(await methodsOf(byMobile.username)).toEqual({
      methods: ['mobile'],
      maskedEmail: null,
      maskedMobile: '+668****5678',
    });
    expect((await methodsOf(both.username)).methods).toEqual(['email', 'mobile']);
    const none = { methods: [], maskedEmail: null, maskedMobile: null };
    expect(await methodsOf(neither.username)).toEqual(none);
    expect(await methodsOf(trial.username)).toEqual(none);
    expect(await methodsOf('nobody-by-this-name')).toEqual(none);
    // Where the merchant does not reset by SMS, a mobile number is no method.
    const emailOnly = await createTestMerchant(sut.services);
    const mobileMember = await createTestMember(sut.services, emailOnly, { mobileNum: '+66812345670' });
    expect(await methodsOf(mobileMember.username, emailOnly.domain)).toEqual(none);
  });

  it('forgotten password by email: changes nothing until the owner confirms the emailed single-use link', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant, { email: 'forgetful@mail.example' });
    const live = await loginAs(sut.app, merchant.domain, member.username, member.password);
    const send = (body: string) =>
      sut.app.inject({
        method: 'POST',
        url: API.member.passwordEmail,
        headers: { host: merchant.domain, 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const confirm = (payload: Record<string, string>) =>
      sut.app.inject({
        method: 'POST',
        url: API.member.passwordEmailConfirm,
        headers: { host: merchant.domain },
        payload,
      });
    const emailedLink = async () => {
      const outbox = await sut.app.inject({
        url: `${API.admin.outbox.replace(':merchantCode', merchant.code)}?channel=email&destination=forgetful%40mail.example`,
        headers: { 'x-admin-key': adminKey },
      });
      const bodies: string[] = outbox.json().value.map((m: { body: string }) => m.body);
      const links = bodies.flatMap(
        (body) => body.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/g) ?? [],
      );
      // The outbox lists the newest first.
      return new URL(links[0] ?? bodies.join('|'));
    };
    expect((await send(`username=${member.username}&email=other%40mail.example`)).json()).toMatchObject({
      code: 'USERNAME_OR_EMAIL_NOT_FOUND',
      message: 'Username/Email does not exist',
    });
    expect((await send(`username=${member.username}&email=forgetful%40mail.example`)).json()).toEqual({
      success: true,
      value: null,
    });
    // Asking changed nothing: the old password and the open session still work.
    await loginAs(sut.app, merchant.domain, member.username, member.password);
    expect((await info(merchant.domain, live.token)).statusCode).toBe(200);

    const first = await emailedLink();
    expect(first.host).toBe(merchant.domain);
    const firstToken = first.searchParams.get('token') ?? '';
    // A newer email voids the older link.
    await send(`username=${member.username}&email=forgetful%40mail.example`);
    const token = (await emailedLink()).searchParams.get('token') ?? '';
    expect(token).not.toBe(firstToken);
    const stale = await confirm({
      token: firstToken,
      newPassword: 'newpass77',
      confirmNewPassword: 'newpass77',
    });
    expect(stale.json().code).toBe('TICKET_INVALID');
    // Stored only as its SHA-256.
    const stored = await sql<{
      n: number;
    }>`select count(*)::int as n from password_reset_links where token_hash = ${createHash('sha256').update(token).digest()}`.execute(
      sut.database.db,
    );
    expect(stored.rows[0]?.n).toBe(1);

    const weak = await confirm({ token, newPassword: 'a', confirmNewPassword: 'a' });
    expect(weak.json().code).toBe('VALIDATION_FAILED');
    const ok = await confirm({ token, newPassword: 'newpass77', confirmNewPassword: 'newpass77' });
    expect(ok.json(), ok.body).toEqual({ success: true, value: null });
    expect((await info(merchant.domain, live.token)).statusCode).toBe(401);
    await loginAs(sut.app, merchant.domain, member.username, 'newpass77');
    const again = await confirm({ token, newPassword: 'newpass88', confirmNewPassword: 'newpass88' });
    expect(again.json().code).toBe('TICKET_INVALID');

    // An expired link is refused.
    await send(`username=${member.username}&email=forgetful%40mail.example`);
    const late = (await emailedLink()).searchParams.get('token') ?? '';
    await sql`update password_reset_links set expires_at = now() - interval '1 second' where used_at is null`.execute(
      sut.database.db,
    );
    expect(
      (await confirm({ token: late, newPassword: 'newpass99', confirmNewPassword: 'newpass99' })).json().code,
    ).toBe('TICKET_INVALID');
  });

  it('registers by mobile number with an SMS code, using the number as the username', async () => {
    const merchant = await createTestMerchant(sut.services, {
      flags: { mobileRegistration: true, smsVerification: true },
    });
    const sendCode = async () =>
      sut.app.inject({
        method: 'POST',
        url: API.verification.smsRegister,
        headers: { host: merchant.domain },
        payload: {
          mobileNum: '0898765432',
          countryDialingCode: '66',
          humanVerification: await solveHumanCheck(sut.app, merchant.domain),
        },
      });
    expect((await sendCode()).statusCode).toBe(200);
    const tooSoon = await sendCode();
    expect(tooSoon.json()).toMatchObject({
      code: 'CODE_RESEND_TOO_SOON',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    const code = await latestCode(sut.app, adminKey, merchant, 'sms', '+66898765432');
    const base = {
      mobileNum: '0898765432',
      countryDialingCode: '66',
      password: 'mobile123',
      confirmPassword: 'mobile123',
      termsAccepted: true,
    };
    expect(
      (await register(merchant.domain, { ...base, verificationCode: '000000' }, 'mobile')).json().code,
    ).toBe('VERIFICATION_CODE_INVALID');
    const ok = await register(merchant.domain, { ...base, verificationCode: code }, 'mobile');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ account: '0898765432', mobileNum: '+668****5432' });
    expect((await sendCode()).json().code).toBe('MOBILE_TAKEN');
  });

  it('stores feedback behind a captcha and the 20-200 character rule', async () => {
    const merchant = await createTestMerchant(sut.services);
    const put = (payload: Record<string, unknown>) =>
      sut.app.inject({
        method: 'PUT',
        url: API.member.feedback,
        headers: { host: merchant.domain },
        payload,
      });
    const short = await put({ type: 3, content: 'too short', captcha: 'abcd', captchaKey: 'k' });
    expect(short.json().code).toBe('VALIDATION_FAILED');
    const wrong = await put({
      type: 3,
      content: 'The fishing game froze after my last spin.',
      captcha: 'abcd',
      captchaKey: 'k',
    });
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');
  });
});
