import { AGENT_API, API, FEEDBACK_TYPES, MEMBER_TYPE, type TSiteFlags } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flat, grant } from '../agents/agents-test-kit.ts';
import { createAccount, newKey, PAY_PASSWORD, playerCall } from '../member-money/money-flows-test-kit.ts';
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

// The captcha answer exists only in the picture: record what the generator draws, as a reader would.
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('../verification/captcha-image.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../verification/captcha-image.ts')>();
  return {
    ...actual,
    randomCaptchaText: () => {
      const text = actual.randomCaptchaText();
      drawn.push(text);
      return text;
    },
  };
});

/**
 * Each site flag of spec section 1 changes what the server accepts, not only what the site shows:
 * the same call on a merchant with the flag on and one with it off.
 */
describe('site flags change what the server accepts', () => {
  let sut: TestApp;
  let adminKey: string;
  beforeAll(async () => {
    sut = await startTestApp();
    adminKey = await createAdminKey(sut.services);
  });
  afterAll(() => sut.close());

  const merchantWith = (flags: Partial<TSiteFlags>) => createTestMerchant(sut.services, { flags });

  describe('MOBILENUMPASSREG3 (mobile password registration)', () => {
    const mobile = { mobileNum: '0891112233', countryDialingCode: '66' };
    const phone = '+66891112233';
    const sendCode = async (domain: string, url: string, extra: Record<string, unknown> = {}) =>
      sut.app.inject({
        method: 'POST',
        url,
        headers: { host: domain },
        payload: { ...mobile, humanVerification: await solveHumanCheck(sut.app, domain), ...extra },
      });
    const registerMobile = async (domain: string, body: Record<string, unknown>) =>
      sut.app.inject({
        method: 'PUT',
        url: API.member.registerMobile,
        headers: { host: domain },
        payload: await encryptedBody(sut.app, domain, {
          ...mobile,
          termsAccepted: true,
          humanVerification: await solveHumanCheck(sut.app, domain),
          ...body,
        }),
      });
    const smsLogin = async (domain: string, code: string) =>
      sut.app.inject({
        method: 'POST',
        url: API.session.login,
        headers: { host: domain },
        payload: await encryptedBody(sut.app, domain, {
          type: 'sms',
          username: mobile.mobileNum,
          countryDialingCode: mobile.countryDialingCode,
          password: code,
        }),
      });

    it('off: registers by mobile and code alone, and that member logs in by SMS code', async () => {
      // SMS verification and SMS login are both off: the flag alone brings the code steps.
      const merchant = await merchantWith({ mobileRegistration: true, mobilePasswordRegistration: false });
      expect((await sendCode(merchant.domain, API.verification.smsRegister)).statusCode).toBe(200);
      const noCode = await registerMobile(merchant.domain, {});
      expect(noCode.json().code).toBe('VALIDATION_FAILED');
      expect(noCode.json().value.fields).toEqual([
        { field: 'verificationCode', problem: expect.objectContaining({ kind: 'required' }) },
      ]);
      const code = await latestCode(sut.app, adminKey, merchant, 'sms', phone);
      const registered = await registerMobile(merchant.domain, { verificationCode: code });
      expect(registered.statusCode, registered.body).toBe(200);
      expect(registered.json().value).toMatchObject({ account: '0891112233', passwordExpired: false });

      // No password was kept: none logs in, not even an empty one.
      expect((await postLogin(sut.app, merchant.domain, '0891112233', 'anything1')).json().code).toBe(
        'LOGIN_FAILED',
      );
      const send = await sendCode(merchant.domain, API.session.smsNoLogin, { purpose: 'login' });
      expect(send.statusCode, send.body).toBe(200);
      const login = await smsLogin(
        merchant.domain,
        await latestCode(sut.app, adminKey, merchant, 'sms', phone),
      );
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().value.account).toBe('0891112233');
    });

    it('on: mobile registration asks for a password, and SMS login stays off', async () => {
      const merchant = await merchantWith({
        mobileRegistration: true,
        mobilePasswordRegistration: true,
        smsVerification: true,
      });
      expect((await sendCode(merchant.domain, API.verification.smsRegister)).statusCode).toBe(200);
      const code = await latestCode(sut.app, adminKey, merchant, 'sms', phone);
      const noPassword = await registerMobile(merchant.domain, { verificationCode: code });
      expect(noPassword.json().code).toBe('VALIDATION_FAILED');
      expect(noPassword.json().value.fields.map((f: { field: string }) => f.field)).toContain('password');
      const ok = await registerMobile(merchant.domain, {
        verificationCode: code,
        password: 'mobile123',
        confirmPassword: 'mobile123',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      await loginAs(sut.app, merchant.domain, '0891112233', 'mobile123');
      const send = await sendCode(merchant.domain, API.session.smsNoLogin, { purpose: 'login' });
      expect(send.json().code).toBe('OPERATION_NOT_ENABLED');
      expect((await smsLogin(merchant.domain, '123456')).json().code).toBe('OPERATION_NOT_ENABLED');
    });

    it('off without mobile registration: the register code is not sent', async () => {
      const merchant = await merchantWith({ mobileRegistration: false, mobilePasswordRegistration: false });
      expect((await sendCode(merchant.domain, API.verification.smsRegister)).json().code).toBe(
        'OPERATION_NOT_ENABLED',
      );
    });
  });

  describe('forcePasswordChange', () => {
    it('a temporary password forces a change only when the merchant forces it', async () => {
      for (const forcePasswordChange of [true, false]) {
        const merchant = await merchantWith({ forcePasswordChange });
        const member = await createTestMember(sut.services, merchant, { mustChangePassword: true });
        const login = await loginAs(sut.app, merchant.domain, member.username, member.password);
        expect(login.passwordExpired, `forcePasswordChange ${forcePasswordChange}`).toBe(forcePasswordChange);
      }
    });
  });

  describe('AGENTPOLICY3 (agent policy)', () => {
    const applyAgent = async (domain: string, token: string | undefined) => {
      const captcha = await sut.app.inject({ url: API.verification.captcha, headers: { host: domain } });
      return playerCall(sut.app, { domain }, token, 'PUT', API.member.feedback, {
        type: FEEDBACK_TYPES.APPLY_AGENT,
        content: 'I run a players club of forty people and would like to be an agent.',
        captcha: drawn.at(-1) ?? '',
        captchaKey: captcha.json().captchaKey,
      });
    };

    it('on: a member applies to become an agent; an agent or a visitor cannot', async () => {
      const merchant = await merchantWith({ agentPolicy: true });
      const member = await createAccount(sut.services, merchant);
      const applied = await applyAgent(merchant.domain, member.token);
      expect(applied.statusCode, applied.body).toBe(200);
      const agent = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.AGENT });
      expect((await applyAgent(merchant.domain, agent.token)).json().code).toBe('OPERATION_NOT_ENABLED');
      expect((await applyAgent(merchant.domain, undefined)).json().code).toBe('UNAUTHORIZED');
    });

    it('off: the application is refused, other feedback is not', async () => {
      const merchant = await merchantWith({ agentPolicy: false });
      const member = await createAccount(sut.services, merchant);
      expect((await applyAgent(merchant.domain, member.token)).json().code).toBe('OPERATION_NOT_ENABLED');
      const captcha = await sut.app.inject({
        url: API.verification.captcha,
        headers: { host: merchant.domain },
      });
      const other = await playerCall(sut.app, merchant, member.token, 'PUT', API.member.feedback, {
        type: FEEDBACK_TYPES.GAME,
        content: 'The fishing game froze after my last spin.',
        captcha: drawn.at(-1) ?? '',
        captchaKey: captcha.json().captchaKey,
      });
      expect(other.statusCode, other.body).toBe(200);
    });
  });

  describe('dividend and salary flags', () => {
    it('refuse grants, offers and acceptances of a disabled kind; the consolidated flags follow', async () => {
      const merchant = await merchantWith({
        dividend: true,
        dailySalary: true,
        hourlySalary: false,
        realtimeSalary: false,
      });
      const top = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.AGENT });
      const sub = await createAccount(sut.services, merchant, {
        type: MEMBER_TYPE.AGENT,
        uplineId: top.member.id,
      });
      const grantCall = (kind: string) =>
        sut.app.inject({
          method: 'POST',
          url: AGENT_API.adminGrant.replace(':merchantCode', merchant.code),
          headers: { 'x-admin-key': adminKey },
          payload: { username: top.member.username, kind, tiers: flat('1') },
        });
      for (const kind of ['hourlySalary', 'realtimeSalary']) {
        const refused = await grantCall(kind);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('CONTRACT_KIND_DISABLED');
      }
      await grant(sut.app, merchant, adminKey, top, 'dailySalary', flat('1'));
      await grant(sut.app, merchant, adminKey, top, 'dividend', flat('20'), 'weekly');
      const offer = (kind: string, rate: string) =>
        playerCall(sut.app, merchant, top.token, 'POST', AGENT_API.offer, {
          kind,
          username: sub.member.username,
          tiers: flat(rate),
        });
      expect((await offer('hourlySalary', '0.5')).json().code).toBe('CONTRACT_KIND_DISABLED');
      const pending = await offer('dailySalary', '0.5');
      expect(pending.statusCode, pending.body).toBe(200);
      const consolidated = async (who: typeof top) =>
        (await playerCall(sut.app, merchant, who.token, 'GET', AGENT_API.consolidated)).json().value;
      expect(await consolidated(top)).toMatchObject({
        dailysalreqtype: 1,
        divtypereq: 1,
        contracthoursalreqtype: 0,
        realtimesalreqtype: 0,
      });

      // The operator turns daily salary off: the pending offer cannot be accepted, but can be ended.
      await sut.services.merchants.updateSettings(
        merchant.code,
        { flags: { dailySalary: false } },
        { name: 'test' },
      );
      const id = pending.json().value.id as string;
      const decide = (path: string) =>
        playerCall(sut.app, merchant, sub.token, 'POST', path.replace(':id', id), {});
      expect((await decide(AGENT_API.accept)).json().code).toBe('CONTRACT_KIND_DISABLED');
      expect(await consolidated(top)).toMatchObject({
        dailysalreqtype: 0,
        divtypereq: 1,
        enableSalary: false,
      });
      expect((await decide(AGENT_API.reject)).statusCode).toBe(200);
    });
  });

  describe('transferFund', () => {
    it('is refused to a member who is not an agent', async () => {
      const merchant = await merchantWith({});
      const member = await createAccount(sut.services, merchant);
      const other = await createAccount(sut.services, merchant, { uplineId: member.member.id });
      const response = await playerCall(
        sut.app,
        merchant,
        member.token,
        'POST',
        API.wallet.transferDownline,
        {
          username: other.member.username,
          amount: '1',
          paymentPassword: PAY_PASSWORD,
          idempotencyKey: newKey(),
        },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    });
  });
});
