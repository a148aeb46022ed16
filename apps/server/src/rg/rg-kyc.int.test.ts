import { API, SESSION_TOKEN_HEADER, type TRgOverview } from '@croupier/contracts';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { givenVendor, testGame, testVendorCode } from '../games/catalogue-test-kit.ts';
import {
  BALANCED_LEDGER,
  ledgerInvariants,
  registerVendor,
  signedVendorCall,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
import { createAccount, newKey, PAY_PASSWORD, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { encryptedBody, solveHumanCheck } from '../testing/accounts.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let sut: TestApp;
let merchant: Merchant & { domain: string };
let otherBrand: Merchant & { domain: string };
let adminKey: string;
let vendor: { vendorCode: string; keyId: string; secret: string };
let now = new Date();
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  otherBrand = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services);
  const code = testVendorCode('RGK');
  await givenVendor(sut.services, merchant, { vassalage: code, gameType: 'RNG' }, [testGame(code, 'slot-1')]);
  ({ credential: vendor } = await registerVendor(sut.services, merchant, code));
  sut.services.rg.useClock(() => now);
});
afterAll(() => sut.close());
afterEach(async () => {
  now = new Date();
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  playerCall(sut.app, merchant, token, method, url, payload);
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  sut.app.inject({
    method,
    url: url.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': adminKey },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const bet = (memberId: bigint, amount: string, roundId = vendorId('round')) =>
  signedVendorCall(sut.app, vendor, 'bet', {
    requestId: vendorId('req'),
    playerId: `${merchant.code}:${memberId}`,
    transactionId: vendorId('bet'),
    roundId,
    gameCode: 'slot-1',
    amount,
  });
const win = (memberId: bigint, amount: string, roundId: string) =>
  signedVendorCall(sut.app, vendor, 'win', {
    requestId: vendorId('req'),
    playerId: `${merchant.code}:${memberId}`,
    transactionId: vendorId('win'),
    roundId,
    gameCode: 'slot-1',
    amount,
  });
const setLimit = (token: string, kind: string, value: string | null) =>
  call(token, 'PUT', API.rg.limits, { kind, value });
const limitOf = (overview: TRgOverview, kind: string) => overview.limits.find((l) => l.kind === kind);

const png = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#246"/></svg>',
)
  .render()
  .asPng();
const document = (kind: string, data: Buffer = Buffer.from(png), contentType = 'image/png') => ({
  kind,
  fileName: `${kind}.png`,
  contentType,
  data: data.toString('base64'),
});

describe('limits', () => {
  it('refuses a vendor bet that could pass the day’s loss limit, counting wins back', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '100' });
    const set = await setLimit(token, 'loss_daily', '10');
    expect(set.statusCode, set.body).toBe(200);
    expect(limitOf(set.json().value, 'loss_daily')).toMatchObject({ value: '10.0000', pending: null });

    const round = vendorId('round');
    expect((await bet(member.id, '8', round)).statusCode).toBe(200);
    expect((await win(member.id, '3', round)).statusCode).toBe(200);
    // Lost 5 so far: 5 more is the limit exactly, 6 is over it.
    const over = await bet(member.id, '6');
    expect(over.statusCode, over.body).toBe(409);
    // The wallet's refusal carries the balance, as every wallet refusal does (vendor protocol).
    expect(over.json()).toMatchObject({ code: 'RG_LIMIT_REACHED', value: { balance: '95.0000' } });
    expect(await sut.services.wallet.balanceOf(merchant, member.id)).toBe(950_000n);
    expect((await bet(member.id, '5')).statusCode).toBe(200);
  });

  it('lowers a limit at once but raises it only after 24 hours of cooling-off', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '100' });
    await setLimit(token, 'wager_daily', '10');
    const raised = (await setLimit(token, 'wager_daily', '50')).json().value;
    const pending = limitOf(raised, 'wager_daily');
    expect(pending).toMatchObject({ value: '10.0000', pending: { value: '50.0000' } });
    expect(new Date(pending?.pending?.appliesAt ?? 0).getTime() - now.getTime()).toBe(24 * 3_600_000);

    expect((await bet(member.id, '20')).json().code).toBe('RG_LIMIT_REACHED');
    now = new Date(now.getTime() + 23 * 3_600_000);
    expect((await bet(member.id, '20')).json().code).toBe('RG_LIMIT_REACHED');
    now = new Date(now.getTime() + 2 * 3_600_000);
    const after = await bet(member.id, '20');
    expect(after.statusCode, after.body).toBe(200);
    expect(limitOf((await call(token, 'GET', API.rg.overview)).json().value, 'wager_daily')).toMatchObject({
      value: '50.0000',
      pending: null,
    });
    // Lowering again applies at once.
    await setLimit(token, 'wager_daily', '1');
    expect((await bet(member.id, '2')).json().code).toBe('RG_LIMIT_REACHED');
  });

  it('refuses a deposit request above the daily deposit limit', async () => {
    const { token } = await createAccount(sut.services, merchant);
    await setLimit(token, 'deposit_daily', '50');
    const deposit = (amount: string) =>
      call(token, 'POST', API.wallet.deposits, {
        channel: 'BANK',
        amount,
        reference: 'REF',
        idempotencyKey: newKey(),
      });
    expect((await deposit('40')).statusCode).toBe(200);
    const refused = await deposit('20');
    expect(refused.json()).toMatchObject({
      code: 'RG_LIMIT_REACHED',
      value: { kind: 'deposit_daily', remaining: '10.0000' },
    });
  });
});

describe('time-out and self-exclusion', () => {
  it('signs a self-excluded member out, refuses their bets and their registration on the other brand', async () => {
    const mobile = `+6681${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const { member, token } = await createAccount(sut.services, merchant, {
      balance: '20',
      mobileNum: mobile,
    });
    const excluded = await call(token, 'POST', API.rg.exclusion, { kind: 'self_exclusion', period: '6m' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json().value.exclusion).toMatchObject({ kind: 'self_exclusion' });
    expect((await call(token, 'GET', API.rg.overview)).statusCode).toBe(401);
    expect((await bet(member.id, '1')).statusCode).not.toBe(200);

    const host = otherBrand.domain;
    const registered = await sut.app.inject({
      method: 'PUT',
      url: API.member.register,
      headers: { host },
      payload: await encryptedBody(sut.app, host, {
        humanVerification: await solveHumanCheck(sut.app, host),
        username: `x${newKey('').slice(2, 12)}`,
        password: 'secret123',
        confirmPassword: 'secret123',
        mobileNum: mobile.replace('+66', '0'),
        countryDialingCode: '+66',
        termsAccepted: true,
      }),
    });
    expect(registered.json()).toMatchObject({ code: 'RG_EXCLUDED', value: { kind: 'self_exclusion' } });
  });

  it('keeps a member on a time-out from signing in until it ends', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    await call(token, 'POST', API.rg.exclusion, { kind: 'time_out', days: 1 });
    await expect(sut.services.rg.assertMaySignIn(merchant.id, member)).rejects.toMatchObject({
      code: 'RG_EXCLUDED',
    });
    now = new Date(now.getTime() + 25 * 3_600_000);
    await expect(sut.services.rg.assertMaySignIn(merchant.id, member)).resolves.toBeUndefined();
  });
});

describe('KYC and AML', () => {
  async function withdrawer(payeeName: string, balance: string | undefined = '500') {
    const account = await createAccount(sut.services, merchant, balance ? { balance } : {});
    const bound = await call(account.token, 'POST', API.member.bankAccount, {
      payeeName,
      bankName: 'Vietcombank',
      accountNumber: '0123 4567 8901',
      paymentPassword: PAY_PASSWORD,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    return account;
  }
  const withdraw = (token: string, amount: string) =>
    call(token, 'POST', API.wallet.withdrawals, {
      amount,
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });

  it('refuses a png that is not a png, and more than 3 documents', async () => {
    const { token } = await createAccount(sut.services, merchant);
    const fake = await call(token, 'POST', API.kyc.submit, {
      fullName: 'Nguyen Van B',
      idNumber: '0790123456',
      documents: [document('id_front'), document('id_back', Buffer.from('<html>not an image</html>'))],
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'KYC_DOCUMENT_INVALID', value: { index: 1 } });
    const many = await call(token, 'POST', API.kyc.submit, {
      fullName: 'Nguyen Van B',
      idNumber: '0790123456',
      documents: ['id_front', 'id_back', 'selfie', 'proof_of_address'].map((kind) => document(kind)),
    });
    expect(many.json().code).toBe('VALIDATION_FAILED');
    expect((await call(token, 'GET', API.kyc.overview)).json().value).toMatchObject({
      status: 'unverified',
      latest: null,
    });
  });

  it('refuses a withdrawal above the threshold until an operator approves the ID, then checks the name', async () => {
    const rules = await admin('PUT', API.admin.kycRules, {
      withdrawalThreshold: '100',
      depositThreshold: null,
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const { token } = await withdrawer('Tran Thi C');
    expect((await withdraw(token, '50')).statusCode).toBe(200);
    const refused = await withdraw(token, '150');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'KYC_REQUIRED',
      value: { reason: 'withdrawal_threshold', threshold: '100.0000' },
    });

    const submitted = await call(token, 'POST', API.kyc.submit, {
      fullName: 'Trần Thị C',
      idNumber: '0790999888',
      documents: [document('id_front'), document('selfie')],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().value).toMatchObject({ status: 'pending', latest: { status: 'pending' } });
    const queue = (await admin('GET', `${API.admin.kycSubmissions}?status=pending`)).json().value;
    const mine = queue.find((s: { fullName: string }) => s.fullName === 'Trần Thị C');
    expect(mine.documents).toHaveLength(2);
    const image = await admin('GET', API.admin.kycDocument.replace(':id', mine.documents[0].id));
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    expect((await withdraw(token, '150')).json().code).toBe('KYC_REQUIRED');
    const approved = await admin('POST', API.admin.kycDecision.replace(':id', mine.id), {
      decision: 'approve',
    });
    expect(approved.json().value.status).toBe('approved');
    const again = await admin('POST', API.admin.kycDecision.replace(':id', mine.id), {
      decision: 'reject',
      reason: 'late',
    });
    expect(again.json().code).toBe('REQUEST_ALREADY_DECIDED');
    // The verified name matches the bank account's, accents aside.
    const paid = await withdraw(token, '150');
    expect(paid.statusCode, paid.body).toBe(200);

    const list = (await admin('GET', `${API.admin.withdrawals}?status=pending`)).json().value.list;
    const flagged = list.find((w: { id: string }) => w.id === paid.json().value.id);
    expect(flagged.amlFlags).toEqual([]);
    const audit = await sut.services.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'kyc.approve')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a verified member’s withdrawal to an account in another name', async () => {
    await admin('PUT', API.admin.kycRules, { withdrawalThreshold: null, depositThreshold: null });
    const { token } = await withdrawer('Someone Else');
    await call(token, 'POST', API.kyc.submit, {
      fullName: 'Le Van D',
      idNumber: '0790111222',
      documents: [document('id_front')],
    });
    const [submission] = (await admin('GET', `${API.admin.kycSubmissions}?status=pending`)).json().value;
    await admin('POST', API.admin.kycDecision.replace(':id', submission.id), { decision: 'approve' });
    expect((await withdraw(token, '10')).json().code).toBe('KYC_NAME_MISMATCH');
  });

  it('flags a withdrawal right after an unwagered deposit for review', async () => {
    const { token } = await withdrawer('Pham Van E', undefined);
    const asked = await call(token, 'POST', API.wallet.deposits, {
      channel: 'BANK',
      amount: '80',
      reference: 'REF',
      idempotencyKey: newKey(),
    });
    await admin('POST', API.admin.depositApprove.replace(':id', asked.json().value.id));
    const requested = await withdraw(token, '70');
    expect(requested.statusCode, requested.body).toBe(200);
    const list = (await admin('GET', `${API.admin.withdrawals}?status=pending`)).json().value.list;
    const flagged = list.find((w: { id: string }) => w.id === requested.json().value.id);
    expect(flagged.amlFlags.map((f: { reason: string }) => f.reason)).toEqual(['rapid_in_out', 'turnover']);
  });
});

describe('reality check', () => {
  it('answers the session’s time and net result, and the interval the member chose', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '50' });
    await call(token, 'PUT', API.rg.realityCheck, { minutes: 30 });
    const round = vendorId('round');
    await bet(member.id, '10', round);
    await win(member.id, '4', round);
    const session = await sut.app.inject({
      url: API.rg.session,
      headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token },
    });
    expect(session.json().value).toMatchObject({ netResult: '-6.0000', realityCheckMinutes: 30 });
  });
});
