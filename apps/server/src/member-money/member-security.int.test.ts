import { randomInt } from 'node:crypto';
import { API, type TSensitiveChangeKind } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { latestCode } from '../testing/accounts.ts';
import {
  createAccount,
  newKey,
  PAY_PASSWORD,
  playerCall,
  useMoneyFlowSuite,
} from './money-flows-test-kit.ts';
import { PAYMENT_PASSWORD_MAX_FAILURES } from './payment-password.service.ts';

const suite = useMoneyFlowSuite();
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  playerCall(suite.sut.app, suite.merchant, token, method, url, payload);
const post = (token: string, url: string, payload?: unknown) => call(token, 'POST', url, payload);
const admin = (method: 'GET' | 'PUT', path: string, payload?: unknown) =>
  suite.sut.app.inject({
    method,
    url: path.replace(':merchantCode', suite.merchant.code),
    headers: { 'x-admin-key': suite.adminKey },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const HOUR_MS = 3_600_000;
const BANK = { payeeName: 'Nguyen Van An', bankName: 'Vietcombank', accountNumber: '6222021234561234' };
const OTHER_BANK = { bankName: 'Techcombank', accountNumber: '9704229988776655' };
const uniqueMobile = () => `+8490${randomInt(1_000_000, 9_999_999)}`;
const uniqueEmail = () => `m${randomInt(1e9)}@example.com`;

async function codeFor(token: string, channel: 'sms' | 'email', destination: string) {
  const sent = await post(token, API.member.securityCode, { channel });
  expect(sent.statusCode, sent.body).toBe(200);
  return latestCode(suite.sut.app, suite.adminKey, suite.merchant, channel, destination);
}

/** Sends the code to the new mobile or email of a binding and reads it from the outbox. */
async function newCodeFor(token: string, channel: 'sms' | 'email', destination: string) {
  const body = channel === 'sms' ? { channel, mobileNum: destination } : { channel, email: destination };
  const sent = await post(token, API.member.contactCode, body);
  expect(sent.statusCode, sent.body).toBe(200);
  return latestCode(suite.sut.app, suite.adminKey, suite.merchant, channel, destination);
}

/** The member's audit rows, messages and history rows of one kind of change. */
async function traces(memberId: bigint, kind: TSensitiveChangeKind) {
  const db = suite.sut.database.db;
  const [changes, messages, audit] = await Promise.all([
    db
      .selectFrom('member_sensitive_changes')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .execute(),
    db
      .selectFrom('member_messages')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('kind', '=', `security_${kind}`)
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['action', 'detail', 'actor'])
      .where('merchant_id', '=', suite.merchant.id)
      .where('actor', '=', `member:${memberId}`)
      .where('action', '=', `member.${kind.replace(/_(bind|replace|remove|set|change|reset)$/, '.$1')}`)
      .execute(),
  ]);
  return { changes, messages, audit };
}

const withdraw = (token: string, paymentPassword = PAY_PASSWORD) =>
  post(token, API.wallet.withdrawals, { amount: '20', paymentPassword, idempotencyKey: newKey() });

/** Expects the withdrawal to be refused as held, until about `hours` from now. */
async function expectHeld(token: string, hours = 24) {
  const refused = await withdraw(token);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().code).toBe('WITHDRAWALS_HELD');
  const until = Date.parse(refused.json().value.heldUntil);
  expect(until).toBeGreaterThan(Date.now() + (hours - 1) * HOUR_MS);
  expect(until).toBeLessThanOrEqual(Date.now() + hours * HOUR_MS + 60_000);
  const overview = (await call(token, 'GET', API.wallet.overview)).json().value;
  expect(overview.security.withdrawalsHeldUntil).toBe(refused.json().value.heldUntil);
  return refused.json().value.heldUntil as string;
}

describe('bank account binding is a sensitive change', () => {
  it('refuses without proof, counts wrong proof, binds with the payment password; a first binding holds nothing', async () => {
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, { balance: '100' });
    const bare = await post(token, API.member.bankAccount, BANK);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({
      code: 'SENSITIVE_PROOF_REQUIRED',
      value: { methods: ['paymentPassword'] },
    });
    const wrong = await post(token, API.member.bankAccount, { ...BANK, paymentPassword: '000000' });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect(
      await suite.sut.services.rateLimiter.count(`payment-password:${suite.merchant.id}:${member.id}`, 900),
    ).toBe(1);
    expect((await call(token, 'GET', API.member.bankAccount)).json().value).toBeNull();

    const bound = await post(token, API.member.bankAccount, { ...BANK, paymentPassword: PAY_PASSWORD });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().value).toEqual({
      payeeName: 'N***** V** A*',
      bankName: 'Vietcombank',
      accountNumberMasked: '6222 **** **** 1234',
      kind: 'bank_account_bind',
      withdrawalsHeldUntil: null,
    });
    const { changes, messages, audit } = await traces(member.id, 'bank_account_bind');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.proof).toBe('payment_password');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.params).toMatchObject({ accountNumber: '6222 **** **** 1234' });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.detail)).not.toContain('6222021234561234');
    // The first binding redirects nothing: the member can withdraw at once.
    expect((await withdraw(token)).statusCode).toBe(200);
  });

  it('a replacement holds withdrawals, notifies the member and shows the hold to operators', async () => {
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, { balance: '100' });
    expect(
      (await post(token, API.member.bankAccount, { ...BANK, paymentPassword: PAY_PASSWORD })).statusCode,
    ).toBe(200);
    const replaced = await post(token, API.member.bankAccount, {
      ...OTHER_BANK,
      paymentPassword: PAY_PASSWORD,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().value).toMatchObject({
      kind: 'bank_account_replace',
      payeeName: 'N***** V** A*',
      accountNumberMasked: '9704 **** **** 6655',
    });
    const heldUntil = await expectHeld(token);
    expect(replaced.json().value.withdrawalsHeldUntil).toBe(heldUntil);

    const inbox = (await call(token, 'GET', API.member.messages)).json().value;
    expect(inbox.unread).toBe(2);
    expect(inbox.list[0]).toMatchObject({
      kind: 'security_bank_account_replace',
      isRead: false,
      params: { bankName: 'Techcombank', accountNumber: '9704 **** **** 6655', heldUntil },
    });
    expect((await post(token, API.member.messagesRead)).json().value).toEqual({ marked: 2 });
    expect((await call(token, 'GET', API.member.messages)).json().value.unread).toBe(0);

    const seen = await admin('GET', `${API.admin.sensitiveChanges}?memberId=${member.id}`);
    expect(seen.json().value.list[0]).toMatchObject({
      memberId: member.id.toString(),
      username: member.username,
      kind: 'bank_account_replace',
      proof: 'payment_password',
      withdrawalsHeldUntil: heldUntil,
      isHolding: true,
    });
    expect(seen.json().value.list[1]).toMatchObject({ kind: 'bank_account_bind', isHolding: false });
  });

  it('a later binding may not change the payee name, and the name is never read back in full', async () => {
    const { token } = await createAccount(suite.sut.services, suite.merchant, { balance: '100' });
    expect(
      (await post(token, API.member.bankAccount, { ...BANK, paymentPassword: PAY_PASSWORD })).statusCode,
    ).toBe(200);
    const renamed = await post(token, API.member.bankAccount, {
      ...OTHER_BANK,
      payeeName: 'Someone Else',
      paymentPassword: PAY_PASSWORD,
    });
    expect(renamed.json().code).toBe('PAYEE_NAME_MISMATCH');
    const reads = [
      (await call(token, 'GET', API.member.bankAccount)).body,
      (await call(token, 'GET', API.wallet.overview)).body,
      (await call(token, 'GET', API.member.info)).body,
      (await call(token, 'GET', API.wallet.withdrawals)).body,
      (await call(token, 'GET', API.member.messages)).body,
    ];
    for (const body of reads) {
      expect(body).not.toContain('Nguyen');
      expect(body).not.toContain('6222021234561234');
    }
    const overview = JSON.parse(reads[1] ?? '{}').value;
    expect(overview.payeeName).toBe('N***** V** A*');
  });

  it('removal needs proof, takes a code to the mobile on file, and holds withdrawals', async () => {
    const mobile = uniqueMobile();
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, {
      balance: '100',
      mobileNum: mobile,
    });
    expect(
      (await post(token, API.member.bankAccount, { ...BANK, paymentPassword: PAY_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await call(token, 'DELETE', API.member.bankAccount, {})).json()).toMatchObject({
      code: 'SENSITIVE_PROOF_REQUIRED',
      value: { methods: ['paymentPassword', 'sms'] },
    });
    const code = await codeFor(token, 'sms', mobile);
    const wrong = await call(token, 'DELETE', API.member.bankAccount, {
      verificationChannel: 'sms',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
    expect(
      await suite.sut.services.rateLimiter.count(`payment-password:${suite.merchant.id}:${member.id}`, 900),
    ).toBe(1);
    const removed = await call(token, 'DELETE', API.member.bankAccount, {
      verificationChannel: 'sms',
      verificationCode: code,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().value.kind).toBe('bank_account_remove');
    expect((await call(token, 'GET', API.member.bankAccount)).json().value).toBeNull();
    expect((await traces(member.id, 'bank_account_remove')).changes[0]?.proof).toBe('sms');
    // Re-bind: the hold of the removal still stands.
    expect(
      (await post(token, API.member.bankAccount, { ...OTHER_BANK, paymentPassword: PAY_PASSWORD }))
        .statusCode,
    ).toBe(200);
    await expectHeld(token);
  });

  it('wrong proofs lock the payment password: after the limit even the right one is refused', async () => {
    const { token } = await createAccount(suite.sut.services, suite.merchant, { balance: '100' });
    const tries = await Promise.all(
      Array.from({ length: PAYMENT_PASSWORD_MAX_FAILURES + 3 }, () =>
        post(token, API.member.bankAccount, { ...BANK, paymentPassword: '000000' }),
      ),
    );
    const codes = tries.map((reply) => reply.json().code);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INCORRECT')).toHaveLength(
      PAYMENT_PASSWORD_MAX_FAILURES,
    );
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(3);
    const right = await post(token, API.member.bankAccount, { ...BANK, paymentPassword: PAY_PASSWORD });
    expect(right.json().code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('payment password is a sensitive change', () => {
  it('the first one needs the login password or a code; a change needs the old one and holds withdrawals', async () => {
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, {
      balance: '100',
      paymentPassword: null,
    });
    const bare = await post(token, API.member.paymentPassword, { newPaymentPassword: '135790' });
    expect(bare.json()).toMatchObject({
      code: 'SENSITIVE_PROOF_REQUIRED',
      value: { methods: ['loginPassword'] },
    });
    const wrong = await post(token, API.member.paymentPassword, {
      newPaymentPassword: '135790',
      loginPassword: 'not-it-1',
    });
    expect(wrong.json().code).toBe('PASSWORD_INCORRECT');
    const set = await post(token, API.member.paymentPassword, {
      newPaymentPassword: '135790',
      loginPassword: member.password,
    });
    expect(set.json().value).toEqual({
      changed: false,
      kind: 'payment_password_set',
      withdrawalsHeldUntil: null,
    });
    // Once set, the login password no longer proves anything.
    const byLogin = await post(token, API.member.paymentPassword, {
      newPaymentPassword: '246802',
      loginPassword: member.password,
    });
    expect(byLogin.json().code).toBe('SENSITIVE_PROOF_REQUIRED');
    const changed = await post(token, API.member.paymentPassword, {
      oldPaymentPassword: '135790',
      newPaymentPassword: PAY_PASSWORD,
    });
    expect(changed.json().value).toMatchObject({ changed: true, kind: 'payment_password_change' });
    expect((await traces(member.id, 'payment_password_change')).audit).toHaveLength(1);
    expect(
      (await post(token, API.member.bankAccount, { ...BANK, paymentPassword: PAY_PASSWORD })).statusCode,
    ).toBe(200);
    await expectHeld(token);
  });

  it('a forgotten one is reset with a code to the email on file', async () => {
    const email = uniqueEmail();
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, {
      balance: '100',
      email,
    });
    const code = await codeFor(token, 'email', email);
    const reset = await post(token, API.member.paymentPassword, {
      newPaymentPassword: '112233',
      verificationChannel: 'email',
      verificationCode: code,
    });
    expect(reset.json().value).toMatchObject({ changed: true, kind: 'payment_password_reset' });
    expect((await traces(member.id, 'payment_password_reset')).messages).toHaveLength(1);
    // The code is used up.
    const again = await post(token, API.member.paymentPassword, {
      newPaymentPassword: '445566',
      verificationChannel: 'email',
      verificationCode: code,
    });
    expect(again.json().code).toBe('VERIFICATION_CODE_INVALID');
  });
});

describe('mobile and email are sensitive changes', () => {
  it('a mobile change needs codes to the old and the new number, is masked in reads, and holds withdrawals', async () => {
    const old = uniqueMobile();
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, {
      balance: '100',
      mobileNum: old,
    });
    const next = uniqueMobile();
    const bare = await post(token, API.member.mobile, { mobileNum: next, newCode: '000000' });
    expect(bare.json()).toMatchObject({ code: 'SENSITIVE_PROOF_REQUIRED', value: { methods: ['sms'] } });
    // Replacing a bound number takes a code to it: the payment password alone is not enough.
    expect(
      (
        await post(token, API.member.mobile, {
          mobileNum: next,
          newCode: '000000',
          paymentPassword: PAY_PASSWORD,
        })
      ).json().code,
    ).toBe('SENSITIVE_PROOF_REQUIRED');
    const oldCode = await codeFor(token, 'sms', old);
    const newCode = await newCodeFor(token, 'sms', next);
    const changed = await post(token, API.member.mobile, {
      mobileNum: next,
      newCode,
      verificationChannel: 'sms',
      verificationCode: oldCode,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value.kind).toBe('mobile_change');
    expect((await traces(member.id, 'mobile_change')).changes[0]?.proof).toBe('sms');
    const info = (await call(token, 'GET', API.member.info)).json().value;
    expect(info.mobileNum).toBe(`${next.slice(0, next.length - 8)}****${next.slice(-4)}`);
    expect((await call(token, 'GET', API.wallet.overview)).body).not.toContain(next);
    const stored = await suite.sut.services.membersRepository.findById(suite.merchant.id, member.id);
    expect(stored?.mobile_num).toBe(next);
    expect(
      (await post(token, API.member.bankAccount, { ...BANK, paymentPassword: PAY_PASSWORD })).statusCode,
    ).toBe(200);
    await expectHeld(token);

    const other = await createAccount(suite.sut.services, suite.merchant);
    const taken = await post(other.token, API.member.contactCode, { channel: 'sms', mobileNum: next });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('MOBILE_TAKEN');
  });

  it('an email change takes codes to the old and the new email; the merchant hold period applies', async () => {
    const mobile = uniqueMobile();
    const email = uniqueEmail();
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, {
      balance: '100',
      mobileNum: mobile,
      email,
    });
    expect((await admin('PUT', API.admin.memberSecurity, { withdrawalHoldHours: 48 })).json().value).toEqual({
      withdrawalHoldHours: 48,
    });
    try {
      const next = uniqueEmail();
      const newCode = await newCodeFor(token, 'email', next);
      // A code to the mobile proves the member, but not that it holds the old email.
      const smsCode = await codeFor(token, 'sms', mobile);
      const bySms = await post(token, API.member.email, {
        email: next,
        newCode,
        verificationChannel: 'sms',
        verificationCode: smsCode,
      });
      expect(bySms.json()).toMatchObject({ code: 'SENSITIVE_PROOF_REQUIRED', value: { methods: ['email'] } });
      const oldCode = await codeFor(token, 'email', email);
      const changed = await post(token, API.member.email, {
        email: next,
        newCode,
        verificationChannel: 'email',
        verificationCode: oldCode,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await call(token, 'GET', API.member.info)).json().value.email).toBe(
        `${next[0]}***@example.com`,
      );
      expect((await traces(member.id, 'email_change')).changes[0]?.proof).toBe('email');
      expect(
        (await post(token, API.member.bankAccount, { ...BANK, paymentPassword: PAY_PASSWORD })).statusCode,
      ).toBe(200);
      await expectHeld(token, 48);
    } finally {
      await admin('PUT', API.admin.memberSecurity, { withdrawalHoldHours: 24 });
    }
  });

  it('a code is sent only to what is on file, and trial accounts change nothing', async () => {
    const { token } = await createAccount(suite.sut.services, suite.merchant);
    expect((await post(token, API.member.securityCode, { channel: 'sms' })).json().code).toBe(
      'OPERATION_NOT_ENABLED',
    );
    expect((await post(token, API.member.securityCode, { channel: 'fax' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    const trial = await createAccount(suite.sut.services, suite.merchant, { type: 4 });
    expect(
      (
        await post(trial.token, API.member.email, {
          email: uniqueEmail(),
          newCode: '123456',
          paymentPassword: PAY_PASSWORD,
        })
      ).json().code,
    ).toBe('TRIAL_NOT_ALLOWED');
  });
});
