import { API, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, encryptedBody, loginAs, postLogin } from '../testing/accounts.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { LOGIN_LIMITS } from './accounts.service.ts';

/**
 * Every credential check counts its attempt before checking, atomically: parallel guesses get no
 * more real checks than the limit. The race only shows on PostgreSQL (PGlite has one connection),
 * so this file is meant for both runs.
 */
describe('credential lockout under parallel guesses', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp({ trustProxy: true });
  });
  afterAll(() => sut.close());

  const codesOf = (responses: { json(): { code?: string } }[]) =>
    responses.map((response) => response.json().code ?? 'OK');
  const countOf = (codes: string[], code: string) => codes.filter((c) => c === code).length;

  it('checks at most 5 passwords of 30 parallel wrong logins, and lets the right one in no more', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    // Each guess from its own address, so only the account limit applies.
    const codes = codesOf(
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          postLogin(sut.app, merchant.domain, member.username, 'wrong-pass', { ip: `198.51.100.${i + 1}` }),
        ),
      ),
    );
    // A wrong password answers LOGIN_FAILED, or CAPTCHA_REQUIRED once 3 failures are counted.
    const checked = countOf(codes, 'LOGIN_FAILED');
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.accountLockAfterFailures);
    expect(
      codes.filter((c) => !['LOGIN_FAILED', 'CAPTCHA_REQUIRED', 'TOO_MANY_REQUESTS'].includes(c)),
    ).toEqual([]);
    const right = await postLogin(sut.app, merchant.domain, member.username, member.password, {
      ip: '198.51.100.200',
    });
    // Locked (429) or, when the refusals were spread out, still held behind a captcha: never let in.
    expect(['TOO_MANY_REQUESTS', 'CAPTCHA_REQUIRED']).toContain(right.json().code);
  });

  it('checks at most 20 passwords of one address over many accounts', async () => {
    const merchant = await createTestMerchant(sut.services);
    const members = await Promise.all(
      Array.from({ length: 30 }, () => createTestMember(sut.services, merchant)),
    );
    const codes = codesOf(
      await Promise.all(
        members.map((member) =>
          postLogin(sut.app, merchant.domain, member.username, 'wrong-pass', { ip: '198.51.100.77' }),
        ),
      ),
    );
    expect(countOf(codes, 'LOGIN_FAILED')).toBeLessThanOrEqual(LOGIN_LIMITS.ipLockAfterFailures);
    expect(countOf(codes, 'TOO_MANY_REQUESTS') + countOf(codes, 'CAPTCHA_REQUIRED')).toBeGreaterThanOrEqual(
      30 - LOGIN_LIMITS.ipLockAfterFailures,
    );
  });

  it('a right password does not count against its address', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    for (let i = 0; i < 4; i++) {
      await loginAs(sut.app, merchant.domain, member.username, member.password, { ip: '198.51.100.88' });
    }
    const wrong = await postLogin(sut.app, merchant.domain, member.username, 'wrong-pass', {
      ip: '198.51.100.88',
    });
    expect(wrong.json()).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: false } });
  });

  it('checks at most 5 old passwords of 20 parallel password changes on one session', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const { token } = await loginAs(sut.app, merchant.domain, member.username, member.password);
    const change = async (oldPassword: string) =>
      sut.app.inject({
        method: 'POST',
        url: API.member.password,
        headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token },
        payload: await encryptedBody(sut.app, merchant.domain, {
          oldPassword,
          newPassword: 'newpass99',
          confirmNewPassword: 'newpass99',
        }),
      });
    const codes = codesOf(await Promise.all(Array.from({ length: 20 }, (_, i) => change(`guess${i}`))));
    expect(countOf(codes, 'PASSWORD_INCORRECT')).toBe(LOGIN_LIMITS.accountLockAfterFailures);
    expect(countOf(codes, 'TOO_MANY_REQUESTS')).toBe(20 - LOGIN_LIMITS.accountLockAfterFailures);
    expect((await change(member.password)).json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('checks at most 5 answers of 20 parallel second-factor guesses', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant, { payeeName: 'Somchai Jaidee' });
    await loginAs(sut.app, merchant.domain, member.username, member.password, { ip: '203.0.113.10' });
    const held = await postLogin(sut.app, merchant.domain, member.username, member.password, {
      ip: '203.0.113.99',
    });
    const { challengeId } = held.json().value;
    const verify = (answer: string) =>
      sut.app.inject({
        method: 'POST',
        url: API.session.loginVerify,
        headers: { host: merchant.domain, 'x-forwarded-for': '203.0.113.99' },
        payload: { challengeId, method: 'payeeName', answer },
      });
    const codes = codesOf(await Promise.all(Array.from({ length: 20 }, (_, i) => verify(`Guess ${i}`))));
    expect(countOf(codes, 'VERIFICATION_CODE_INVALID')).toBe(5);
    expect(countOf(codes, 'VERIFICATION_CODE_EXPIRED')).toBe(15);
    expect((await verify('Somchai Jaidee')).json().code).toBe('VERIFICATION_CODE_EXPIRED');
  });
});
