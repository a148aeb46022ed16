import { API, MEMBER_TYPE } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BALANCED_LEDGER, ledgerInvariants } from '../ledger/wallet-test-kit.ts';
import { createAccount, newKey, PAY_PASSWORD, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let sut: TestApp;
let merchant: Merchant & { domain: string };
let adminKey: string;
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services, merchant.id);
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const post = (token: string | undefined, url: string, payload?: unknown) =>
  playerCall(sut.app, merchant, token, 'POST', url, payload);
const admin = (
  id: string,
  action: 'withdrawalApprove' | 'withdrawalReject' | 'withdrawalForceReceived',
  key = adminKey,
) =>
  sut.app.inject({
    method: 'POST',
    url: API.admin[action].replace(':merchantCode', merchant.code).replace(':id', id),
    headers: { 'x-admin-key': key },
  });
const confirm = (token: string, id: string, body: Record<string, unknown>) =>
  post(token, API.wallet.withdrawalConfirm.replace(':id', id), body);
const balanceOf = (memberId: bigint) => sut.services.wallet.balanceOf(merchant, memberId);
const holdOf = (memberId: bigint) =>
  sut.services.ledger.balanceOf(merchant.id, 'withdrawal_hold', memberId.toString());

/** A member with 100.0000, a payment password and a bound bank account. */
async function withdrawer(balance = '100') {
  const account = await createAccount(sut.services, merchant, { balance });
  const bound = await post(account.token, API.member.bankAccount, {
    payeeName: 'Nguyen Van A',
    bankName: 'Vietcombank',
    accountNumber: '0123 4567 8901',
    paymentPassword: PAY_PASSWORD,
  });
  expect(bound.statusCode, bound.body).toBe(200);
  return account;
}
const withdrawBody = (amount = '40') => ({ amount, paymentPassword: PAY_PASSWORD, idempotencyKey: newKey() });

describe('bank account', () => {
  it('binds one with proof, fixing the payee name; later bindings keep the holder name; reads are masked', async () => {
    const { token } = await createAccount(sut.services, merchant);
    const empty = await playerCall(sut.app, merchant, token, 'GET', API.member.bankAccount);
    expect(empty.json()).toEqual({ success: true, value: null });
    const first = { payeeName: 'Somchai Jaidee', bankName: 'Kasikorn', accountNumber: '123-4-56789-0' };
    expect((await post(token, API.member.bankAccount, first)).json().code).toBe('SENSITIVE_PROOF_REQUIRED');
    const bound = await post(token, API.member.bankAccount, { ...first, paymentPassword: PAY_PASSWORD });
    expect(bound.json().value).toEqual({
      payeeName: 'S****** J*****',
      bankName: 'Kasikorn',
      accountNumberMasked: '1234 **** **** 7890',
      kind: 'bank_account_bind',
      withdrawalsHeldUntil: null,
    });
    const other = await post(token, API.member.bankAccount, {
      payeeName: 'Someone Else',
      bankName: 'SCB',
      accountNumber: '99998888',
      paymentPassword: PAY_PASSWORD,
    });
    expect(other.json().code).toBe('PAYEE_NAME_MISMATCH');
    // The payee name on file need not be repeated (the site only has it masked).
    const moved = await post(token, API.member.bankAccount, {
      bankName: 'SCB',
      accountNumber: '99998888',
      paymentPassword: PAY_PASSWORD,
    });
    expect(moved.json().value).toMatchObject({
      payeeName: 'S****** J*****',
      bankName: 'SCB',
      accountNumberMasked: '**** 8888',
      kind: 'bank_account_replace',
    });
    expect((await playerCall(sut.app, merchant, token, 'GET', API.member.bankAccount)).json().value).toEqual({
      payeeName: 'S****** J*****',
      bankName: 'SCB',
      accountNumberMasked: '**** 8888',
    });
  });
});

describe('withdrawals', () => {
  it('needs a bound bank account, a right payment password, limits and funds', async () => {
    const plain = await createAccount(sut.services, merchant, { balance: '100' });
    expect((await post(plain.token, API.wallet.withdrawals, withdrawBody())).json().code).toBe(
      'BANK_ACCOUNT_REQUIRED',
    );
    const { member, token } = await withdrawer('100');
    expect(
      (await post(token, API.wallet.withdrawals, { ...withdrawBody(), paymentPassword: '000000' })).json()
        .code,
    ).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect((await post(token, API.wallet.withdrawals, withdrawBody('9.9999'))).json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      value: { minAmount: '10.0000' },
    });
    const over = await post(token, API.wallet.withdrawals, withdrawBody('100.0001'));
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '100.0000' } });
    for (const amount of ['0', '-1', '10.00001']) {
      expect((await post(token, API.wallet.withdrawals, withdrawBody(amount))).json().code).toBe(
        'VALIDATION_FAILED',
      );
    }
    const trial = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.TRIAL });
    expect((await post(trial.token, API.wallet.withdrawals, withdrawBody())).json().code).toBe(
      'TRIAL_NOT_ALLOWED',
    );
    expect(await balanceOf(member.id)).toBe(1_000_000n);
    expect(
      await sut.database.db
        .selectFrom('withdrawals')
        .select('id')
        .where('member_id', '=', member.id)
        .execute(),
    ).toEqual([]);
  });

  it('holds the amount at request (once per key), pays it out on approval (once)', async () => {
    const { member, token } = await withdrawer('100');
    const body = withdrawBody('40');
    const first = await post(token, API.wallet.withdrawals, body);
    expect(first.statusCode, first.body).toBe(200);
    const withdrawal = first.json().value;
    expect(withdrawal).toMatchObject({
      amount: '40.0000',
      status: 'pending',
      balance: '60.0000',
      payeeName: 'N***** V** *',
      bankName: 'Vietcombank',
      accountNumberMasked: '0123 **** **** 8901',
      replayed: false,
    });
    const again = await post(token, API.wallet.withdrawals, body);
    expect(again.json().value).toMatchObject({ id: withdrawal.id, replayed: true });
    expect((await post(token, API.wallet.withdrawals, { ...body, amount: '41' })).json().code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await balanceOf(member.id)).toBe(600_000n);
    expect(await holdOf(member.id)).toBe(400_000n);

    const approved = await admin(withdrawal.id, 'withdrawalApprove');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({
      status: 'approved',
      replayed: false,
      memberId: member.id.toString(),
      // The operator pays to the name on file, so it sees it in full.
      payeeName: 'Nguyen Van A',
    });
    expect((await admin(withdrawal.id, 'withdrawalApprove')).json().value).toMatchObject({ replayed: true });
    expect((await admin(withdrawal.id, 'withdrawalReject')).json().code).toBe('REQUEST_ALREADY_DECIDED');
    expect(await holdOf(member.id)).toBe(0n);
    expect(await balanceOf(member.id)).toBe(600_000n);

    const mine = await playerCall(
      sut.app,
      merchant,
      token,
      'GET',
      `${API.wallet.withdrawals}?status=approved`,
    );
    expect(mine.json().value).toMatchObject({ total: 1, list: [{ id: withdrawal.id, status: 'approved' }] });
  });

  it('releases the hold back to the wallet on rejection (once)', async () => {
    const { member, token } = await withdrawer('100');
    const withdrawal = (await post(token, API.wallet.withdrawals, withdrawBody('25'))).json().value;
    const rejected = await admin(withdrawal.id, 'withdrawalReject');
    expect(rejected.json().value).toMatchObject({ status: 'rejected', replayed: false });
    expect((await admin(withdrawal.id, 'withdrawalReject')).json().value).toMatchObject({ replayed: true });
    expect((await admin(withdrawal.id, 'withdrawalApprove')).json().code).toBe('REQUEST_ALREADY_DECIDED');
    expect(await balanceOf(member.id)).toBe(1_000_000n);
    expect(await holdOf(member.id)).toBe(0n);
    expect((await confirm(token, withdrawal.id, { result: 'received' })).json().code).toBe(
      'REQUEST_ALREADY_DECIDED',
    );
  });

  it('runs the confirmation flow: received, not received (disputed), partial, forced received', async () => {
    const { token } = await withdrawer('100');
    const approvedOne = async () => {
      const w = (await post(token, API.wallet.withdrawals, withdrawBody('20'))).json().value;
      expect((await admin(w.id, 'withdrawalApprove')).statusCode).toBe(200);
      return w.id as string;
    };
    const pending = (await post(token, API.wallet.withdrawals, withdrawBody('10'))).json().value;
    expect((await confirm(token, pending.id, { result: 'received' })).json().code).toBe(
      'REQUEST_ALREADY_DECIDED',
    );

    const a = await approvedOne();
    const received = await confirm(token, a, { result: 'received' });
    expect(received.json().value).toMatchObject({
      status: 'received',
      confirmation: 'received',
      replayed: false,
    });
    expect((await confirm(token, a, { result: 'received' })).json().value).toMatchObject({ replayed: true });
    expect((await confirm(token, a, { result: 'not_received' })).json().code).toBe('REQUEST_ALREADY_DECIDED');

    const b = await approvedOne();
    const disputed = await confirm(token, b, { result: 'not_received' });
    expect(disputed.json().value).toMatchObject({ status: 'disputed', confirmation: 'not_received' });
    const forced = await admin(b, 'withdrawalForceReceived');
    expect(forced.json().value).toMatchObject({
      status: 'received',
      confirmation: 'forced',
      replayed: false,
    });
    expect((await admin(b, 'withdrawalForceReceived')).json().value).toMatchObject({ replayed: true });

    const c = await approvedOne();
    expect((await confirm(token, c, { result: 'partial' })).json().code).toBe('VALIDATION_FAILED');
    expect((await confirm(token, c, { result: 'received', receivedAmount: '1' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await confirm(token, c, { result: 'partial', receivedAmount: '20' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    const partial = await confirm(token, c, { result: 'partial', receivedAmount: '15.5' });
    expect(partial.json().value).toMatchObject({
      status: 'partially_received',
      confirmation: 'partial',
      receivedAmount: '15.5000',
    });
    const flagged = await sut.app.inject({
      url: `${API.admin.withdrawals.replace(':merchantCode', merchant.code)}?status=partially_received`,
      headers: { 'x-admin-key': adminKey },
    });
    expect(flagged.json().value.list.map((w: { id: string }) => w.id)).toContain(c);

    // Another member cannot confirm someone else's withdrawal.
    const d = await approvedOne();
    const stranger = await createAccount(sut.services, merchant);
    expect((await confirm(stranger.token, d, { result: 'received' })).json().code).toBe('NOT_FOUND');
    expect((await admin(pending.id, 'withdrawalForceReceived')).json().code).toBe('REQUEST_ALREADY_DECIDED');
  });

  it('auto-receives approved withdrawals left unconfirmed past the timeout, once', async () => {
    const { token } = await withdrawer('100');
    const w = (await post(token, API.wallet.withdrawals, withdrawBody('30'))).json().value;
    await admin(w.id, 'withdrawalApprove');
    const early = await sut.services.withdrawals.autoReceiveOverdue(new Date(Date.now() + 29 * 60_000));
    expect(early).toBe(0);
    // Pretend the approval happened 31 minutes ago.
    await sql`update withdrawals set decided_at = now() - interval '31 minutes' where id = ${BigInt(w.id)}`.execute(
      sut.database.db,
    );
    expect(await sut.services.withdrawals.autoReceiveOverdue(new Date())).toBeGreaterThanOrEqual(1);
    expect(await sut.services.withdrawals.autoReceiveOverdue(new Date())).toBe(0);
    const mine = await playerCall(sut.app, merchant, token, 'GET', API.wallet.withdrawals);
    expect(mine.json().value.list[0]).toMatchObject({ id: w.id, status: 'received', confirmation: 'auto' });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('withdrawal decisions under concurrency (PostgreSQL)', () => {
  it('pays out once when 10 approvals race', async () => {
    const { member, token } = await withdrawer('100');
    const w = (await post(token, API.wallet.withdrawals, withdrawBody('50'))).json().value;
    const results = await Promise.all(Array.from({ length: 10 }, () => admin(w.id, 'withdrawalApprove')));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(results.filter((r) => r.json().value.replayed === false)).toHaveLength(1);
    expect(await holdOf(member.id)).toBe(0n);
    expect(await balanceOf(member.id)).toBe(500_000n);
  });

  it('releases once when 10 rejections race, and only one of mixed approve/reject wins', async () => {
    const { member, token } = await withdrawer('100');
    const w = (await post(token, API.wallet.withdrawals, withdrawBody('50'))).json().value;
    const rejections = await Promise.all(Array.from({ length: 10 }, () => admin(w.id, 'withdrawalReject')));
    expect(rejections.filter((r) => r.json().value?.replayed === false)).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(1_000_000n);

    const v = (await post(token, API.wallet.withdrawals, withdrawBody('50'))).json().value;
    const mixed = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin(v.id, i % 2 === 0 ? 'withdrawalApprove' : 'withdrawalReject'),
      ),
    );
    const winners = mixed.filter((r) => r.statusCode === 200 && r.json().value.replayed === false);
    expect(winners).toHaveLength(1);
    const expected = winners[0]?.json().value.status === 'approved' ? 500_000n : 1_000_000n;
    expect(await balanceOf(member.id)).toBe(expected);
    expect(await holdOf(member.id)).toBe(0n);
  });

  it('never holds more than the balance when withdrawals race', async () => {
    const { member, token } = await withdrawer('100');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post(token, API.wallet.withdrawals, withdrawBody('30'))),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(3);
    expect(await balanceOf(member.id)).toBe(100_000n);
    expect(await holdOf(member.id)).toBe(900_000n);
  });
});

describe("a VIP level's daily withdrawal limit", () => {
  let limited: Merchant & { domain: string };
  let limitedKey: string;
  const vipLevel = (level: number, name: string, withdrawalDailyLimit: string) => ({
    level,
    name,
    icon: 'bronze' as const,
    minValidBet: String(level * 1_000),
    minDeposit: '0',
    retentionValidBet: '0',
    upgradeBonus: '0',
    monthlyBonus: '0',
    birthdayBonus: '0',
    withdrawalDailyLimit,
    rebateRates: {},
  });
  beforeAll(async () => {
    limited = await createTestMerchant(sut.services, { flags: { vip: true } });
    limitedKey = await createAdminKey(sut.services, limited.id);
    await sut.services.vip.replaceTable(
      limited,
      { levels: [vipLevel(0, 'Bronze', '100'), vipLevel(1, 'Silver', '1000')] },
      { actor: 'test' },
    );
  });
  afterEach(async () => {
    expect(await ledgerInvariants(sut.services, limited.id)).toMatchObject(BALANCED_LEDGER);
  });
  const call = (token: string, amount: string, idempotencyKey = newKey()) =>
    playerCall(sut.app, limited, token, 'POST', API.wallet.withdrawals, {
      amount,
      paymentPassword: PAY_PASSWORD,
      idempotencyKey,
    });
  async function limitedWithdrawer() {
    const account = await createAccount(sut.services, limited, { balance: '500' });
    const bound = await playerCall(sut.app, limited, account.token, 'POST', API.member.bankAccount, {
      payeeName: 'Maria Santos',
      bankName: 'BDO',
      accountNumber: '0099 8877 6655',
      paymentPassword: PAY_PASSWORD,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    return account;
  }

  it("refuses what would pass the day's limit, holding nothing; replays and rejected requests do not count", async () => {
    const { member, token } = await limitedWithdrawer();
    const key = newKey();
    const first = await call(token, '60', key);
    expect(first.statusCode, first.body).toBe(200);
    const over = await call(token, '50');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'WITHDRAWAL_DAILY_LIMIT',
      value: { limit: '100.0000', requestedToday: '60.0000' },
    });
    expect(await sut.services.ledger.balanceOf(limited.id, 'withdrawal_hold', member.id.toString())).toBe(
      600_000n,
    );
    // The first request again (a retry of the same key) is answered as it was, not refused.
    const replay = await call(token, '60', key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().value).toMatchObject({ id: first.json().value.id, replayed: true });
    // The wallet overview tells the member the limit and what they asked for today.
    const overview = await playerCall(sut.app, limited, token, 'GET', API.wallet.overview);
    expect(overview.json().value.withdrawal).toMatchObject({
      dailyLimit: '100.0000',
      requestedToday: '60.0000',
    });
    // Up to the limit exactly is allowed.
    expect((await call(token, '40')).statusCode).toBe(200);
    expect((await call(token, '20')).json().code).toBe('WITHDRAWAL_DAILY_LIMIT');
    // A rejected request gives its share of the day back.
    const rejected = await sut.app.inject({
      method: 'POST',
      url: API.admin.withdrawalReject
        .replace(':merchantCode', limited.code)
        .replace(':id', first.json().value.id),
      headers: { 'x-admin-key': limitedKey },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await call(token, '60')).statusCode).toBe(200);
  });

  it('lets exactly as many concurrent requests through as the limit holds', async () => {
    const { member, token } = await limitedWithdrawer();
    const results = await Promise.all(Array.from({ length: 5 }, () => call(token, '30')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.json().code === 'WITHDRAWAL_DAILY_LIMIT')).toHaveLength(2);
    expect(await sut.services.ledger.balanceOf(limited.id, 'withdrawal_hold', member.id.toString())).toBe(
      900_000n,
    );
  });
});
