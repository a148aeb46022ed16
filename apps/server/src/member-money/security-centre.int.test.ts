import { randomInt } from 'node:crypto';
import { API, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP_ATTEMPTS } from '../accounts/authenticator.service.ts';
import { totpCode } from '../accounts/totp.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMember, latestCode, loginAs, postLogin } from '../testing/accounts.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// Issue #23: binding mobile and email with codes, and Google Authenticator (TOTP) as the second
// factor of a login from a new address. The member logs in over HTTP from a chosen address
// (x-forwarded-for, trusted in this app), so "a new address" is real.

let sut: TestApp;
let merchant: Merchant & { domain: string };
let adminKey: string;

beforeAll(async () => {
  sut = await startTestApp({ trustProxy: true });
  merchant = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services, merchant.id);
});
afterAll(() => sut.close());

const HOME_IP = '198.51.100.10';
const uniqueMobile = () => `+8491${randomInt(1_000_000, 9_999_999)}`;
const uniqueEmail = () => `b${randomInt(1e9)}@example.com`;

function call(token: string, method: 'GET' | 'POST', url: string, payload?: unknown, ip = HOME_IP) {
  return sut.app.inject({
    method,
    url,
    headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token, 'x-forwarded-for': ip },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const post = (token: string, url: string, payload?: unknown) => call(token, 'POST', url, payload);

/** A member without a payment password, logged in from HOME_IP (which it now knows). */
async function member(overrides: { mobileNum?: string; email?: string } = {}) {
  const row = await createTestMember(sut.services, merchant, overrides);
  const { token } = await loginAs(sut.app, merchant.domain, row.username, row.password, { ip: HOME_IP });
  return { row, token };
}

async function newCode(token: string, channel: 'sms' | 'email', destination: string) {
  const body = channel === 'sms' ? { channel, mobileNum: destination } : { channel, email: destination };
  const sent = await post(token, API.member.contactCode, body);
  expect(sent.statusCode, sent.body).toBe(200);
  return latestCode(sut.app, adminKey, merchant, channel, destination);
}

async function auditActions(memberId: bigint) {
  const rows = await sut.services.database.db
    .selectFrom('audit_log')
    .select(['action', 'detail', 'ip'])
    .where('merchant_id', '=', merchant.id)
    .where('actor', '=', `member:${memberId}`)
    .orderBy('id')
    .execute();
  return rows;
}

describe('binding a mobile number and an email', () => {
  it('a first binding takes the new address’s code and the login password, is audited and masked', async () => {
    const { row, token } = await member();
    const email = uniqueEmail();
    // No code was sent yet: the code is refused, nothing is written.
    const early = await post(token, API.member.email, {
      email,
      newCode: '123456',
      loginPassword: row.password,
    });
    expect(early.json().code).toBe('VERIFICATION_CODE_INVALID');
    const code = await newCode(token, 'email', email);
    const masked = (await post(token, API.member.contactCode, { channel: 'email', email })).json();
    // A second send within the resend wait is refused (the first code stays good).
    expect(masked.code).toBe('CODE_RESEND_TOO_SOON');
    const noProof = await post(token, API.member.email, { email, newCode: code });
    expect(noProof.json()).toMatchObject({
      code: 'SENSITIVE_PROOF_REQUIRED',
      value: { methods: ['loginPassword'] },
    });
    const wrongCode = await post(token, API.member.email, {
      email,
      newCode: code === '000000' ? '111111' : '000000',
      loginPassword: row.password,
    });
    expect(wrongCode.json().code).toBe('VERIFICATION_CODE_INVALID');
    const bound = await post(token, API.member.email, {
      email: email.toUpperCase(),
      newCode: code,
      loginPassword: row.password,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    // A first binding replaces nothing: withdrawals are not held.
    expect(bound.json().value).toEqual({ kind: 'email_change', withdrawalsHeldUntil: null });
    expect((await call(token, 'GET', API.member.info)).json().value.email).toBe(`${email[0]}***@example.com`);
    const stored = await sut.services.membersRepository.findById(merchant.id, row.id);
    expect(stored?.email).toBe(email);
    const audit = await auditActions(row.id);
    expect(audit.map((entry) => entry.action)).toContain('member.email.change');
    const entry = audit.find((item) => item.action === 'member.email.change');
    expect(entry?.ip).toBe(HOME_IP);
    expect(JSON.stringify(entry?.detail)).not.toContain(email);

    // The same email again is refused; another member cannot take it (any case).
    const again = await post(token, API.member.contactCode, { channel: 'email', email });
    expect(again.json().code).toBe('VALIDATION_FAILED');
    const other = await member();
    const taken = await post(other.token, API.member.contactCode, {
      channel: 'email',
      email: email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
  });

  it('a mobile is bound with its code; a code sent to one number does not bind another', async () => {
    const { row, token } = await member();
    const mobile = uniqueMobile();
    const code = await newCode(token, 'sms', mobile);
    const elsewhere = await post(token, API.member.mobile, {
      mobileNum: uniqueMobile(),
      newCode: code,
      loginPassword: row.password,
    });
    expect(elsewhere.json().code).toBe('VERIFICATION_CODE_INVALID');
    const bound = await post(token, API.member.mobile, {
      mobileNum: mobile,
      newCode: code,
      loginPassword: row.password,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await call(token, 'GET', API.wallet.overview)).json().value.security).toMatchObject({
      maskedMobile: `${mobile.slice(0, mobile.length - 8)}****${mobile.slice(-4)}`,
      totpEnabled: false,
    });
    const other = await member();
    expect(
      (await post(other.token, API.member.contactCode, { channel: 'sms', mobileNum: mobile })).json().code,
    ).toBe('MOBILE_TAKEN');
  });
});

describe('Google Authenticator (TOTP)', () => {
  /** Sets the authenticator up and turns it on; answers the secret the app would hold. */
  async function enable(token: string) {
    const setup = await post(token, API.member.totpSetup);
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri } = setup.json().value as { secret: string; otpauthUri: string };
    expect(otpauthUri).toContain(`secret=${secret}`);
    const on = await post(token, API.member.totpEnable, { code: totpCode(secret, Date.now()) });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().value).toEqual({ kind: 'totp_enable', withdrawalsHeldUntil: null });
    return secret;
  }

  it('is set up with a secret shown once, confirmed with a code, stored sealed, and never shown again', async () => {
    const { row, token } = await member();
    expect((await post(token, API.member.totpEnable, { code: '123456' })).json().code).toBe(
      'TOTP_SETUP_REQUIRED',
    );
    // A setup started twice: only the newest secret counts.
    const first = (await post(token, API.member.totpSetup)).json().value.secret as string;
    const secret = await enable(token);
    expect(secret).not.toBe(first);
    const stored = await sut.services.database.db
      .selectFrom('member_totp')
      .selectAll()
      .where('member_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored.enabled_at).not.toBeNull();
    expect(stored.secret_ciphertext).not.toContain(secret);
    const again = await post(token, API.member.totpSetup);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TOTP_ALREADY_ENABLED');
    expect(again.body).not.toContain(secret);
    for (const url of [API.wallet.overview, API.member.info]) {
      expect((await call(token, 'GET', url)).body).not.toContain(secret);
    }
    expect((await call(token, 'GET', API.wallet.overview)).json().value.security.totpEnabled).toBe(true);
    expect((await auditActions(row.id)).map((entry) => entry.action)).toContain('member.totp.enable');
  });

  it('a login from a new address asks for the authenticator code alone; a used code is refused', async () => {
    const { row, token } = await member({ email: uniqueEmail(), mobileNum: uniqueMobile() });
    const secret = await enable(token);
    // The address it logged in from is known: no second factor.
    await loginAs(sut.app, merchant.domain, row.username, row.password, { ip: HOME_IP });

    const newIp = '203.0.113.44';
    const held = await postLogin(sut.app, merchant.domain, row.username, row.password, { ip: newIp });
    expect(held.statusCode).toBe(401);
    expect(held.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', value: { methods: ['totp'] } });
    const { challengeId } = held.json().value;
    const verify = (method: string, answer: string) =>
      sut.app.inject({
        method: 'POST',
        url: API.session.loginVerify,
        headers: { host: merchant.domain, 'x-forwarded-for': newIp },
        payload: { challengeId, method, answer },
      });
    // The email code cannot stand in for the authenticator.
    const send = await sut.app.inject({
      method: 'POST',
      url: API.session.loginVerifyCode,
      headers: { host: merchant.domain, 'x-forwarded-for': newIp },
      payload: { challengeId, method: 'email' },
    });
    expect(send.json().code).toBe('OPERATION_NOT_ENABLED');
    expect((await verify('email', '123456')).json().code).toBe('OPERATION_NOT_ENABLED');
    const now = Date.now();
    const wrong = ['000000', '111111'].find((code) => code !== totpCode(secret, now)) ?? '222222';
    expect((await verify('totp', wrong)).json().code).toBe('TOTP_CODE_INVALID');
    // The code that turned it on was of this step (or the one before): already used.
    const passed = await verify('totp', totpCode(secret, now + 30_000));
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().value.token).toBeDefined();
    // The same code cannot log in again (a second challenge from yet another address).
    const heldAgain = await postLogin(sut.app, merchant.domain, row.username, row.password, {
      ip: '203.0.113.45',
    });
    const replay = await sut.app.inject({
      method: 'POST',
      url: API.session.loginVerify,
      headers: { host: merchant.domain, 'x-forwarded-for': '203.0.113.45' },
      payload: {
        challengeId: heldAgain.json().value.challengeId,
        method: 'totp',
        answer: totpCode(secret, now + 30_000),
      },
    });
    expect(replay.json().code).toBe('TOTP_CODE_INVALID');
  });

  it('wrong codes are limited per member, and turning it off takes a code and holds withdrawals', async () => {
    const { row, token } = await member();
    const secret = await enable(token);
    const future = (steps: number) => totpCode(secret, Date.now() + steps * 30_000);
    // Codes of steps outside the window never pass.
    for (let attempt = 0; attempt < TOTP_ATTEMPTS.limit; attempt++) {
      expect((await post(token, API.member.totpDisable, { code: future(10 + attempt) })).json().code).toBe(
        'TOTP_CODE_INVALID',
      );
    }
    const locked = await post(token, API.member.totpDisable, { code: future(1) });
    expect(locked.json().code).toBe('TOO_MANY_REQUESTS');
    await sut.services.rateLimiter.reset(`totp:${merchant.id}:${row.id}`);
    const off = await post(token, API.member.totpDisable, { code: future(1) });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().value.kind).toBe('totp_disable');
    expect(off.json().value.withdrawalsHeldUntil).not.toBeNull();
    expect((await call(token, 'GET', API.wallet.overview)).json().value.security.totpEnabled).toBe(false);
    expect((await post(token, API.member.totpDisable, { code: future(2) })).json().code).toBe(
      'TOTP_NOT_ENABLED',
    );
    // Off again: a login from a new address falls back to the other methods (here none: it passes).
    const plain = await postLogin(sut.app, merchant.domain, row.username, row.password, {
      ip: '203.0.113.60',
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('trial accounts cannot set it up', async () => {
    const trial = await createTestMember(sut.services, merchant, { type: 4 });
    const token = await sut.services.database.db.transaction().execute((tx) =>
      sut.services.sessions.issue(tx, {
        merchant,
        member: trial,
        side: 'player',
        loginType: 'freeplay',
        ip: HOME_IP,
        userAgent: null,
      }),
    );
    expect((await post(token, API.member.totpSetup)).json().code).toBe('TRIAL_NOT_ALLOWED');
  });
});
