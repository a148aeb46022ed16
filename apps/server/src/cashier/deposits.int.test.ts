import { API, MEMBER_TYPE } from '@croupier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BALANCED_LEDGER, ledgerInvariants } from '../ledger/wallet-test-kit.ts';
import { createAccount, newKey, playerCall } from '../member-money/money-flows-test-kit.ts';
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

const ask = (token: string | undefined, body: Record<string, unknown>) =>
  playerCall(sut.app, merchant, token, 'POST', API.wallet.deposits, body);
const decide = (
  id: string,
  action: 'approve' | 'reject',
  options: { key?: string; code?: string; body?: object } = {},
) =>
  sut.app.inject({
    method: 'POST',
    url: (action === 'approve' ? API.admin.depositApprove : API.admin.depositReject)
      .replace(':merchantCode', options.code ?? merchant.code)
      .replace(':id', id),
    headers: { 'x-admin-key': options.key ?? adminKey },
    ...(options.body ? { payload: options.body } : {}),
  });
const balanceOf = (memberId: bigint) => sut.services.wallet.balanceOf(merchant, memberId);
const depositBody = (amount = '100') => ({
  channel: 'BANK',
  amount,
  reference: 'BANK-REF-1',
  idempotencyKey: newKey(),
});

describe('manual bank-transfer deposits', () => {
  it('lists the BANK channel every merchant gets, with its limits', async () => {
    const { token } = await createAccount(sut.services, merchant);
    const response = await playerCall(sut.app, merchant, token, 'GET', API.wallet.channels);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual([
      {
        code: 'BANK',
        kind: 'manual',
        name: 'Bank transfer',
        minAmount: '10.0000',
        maxAmount: '50000.0000',
        bank: null,
        gatewayCode: null,
        method: null,
      },
    ]);
    expect((await playerCall(sut.app, merchant, undefined, 'GET', API.wallet.channels)).statusCode).toBe(401);
  });

  it('creates a pending request once per key; the operator approves it and the wallet is credited once', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    const body = depositBody('123.4567');
    const first = await ask(token, body);
    expect(first.statusCode, first.body).toBe(200);
    const deposit = first.json().value;
    expect(deposit).toMatchObject({
      channel: 'BANK',
      amount: '123.4567',
      reference: 'BANK-REF-1',
      status: 'pending',
      decidedAt: null,
      replayed: false,
    });
    const again = await ask(token, body);
    expect(again.json().value).toEqual({ ...deposit, replayed: true });
    expect((await ask(token, { ...body, amount: '124' })).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(member.id)).toBe(0n);

    const approved = await decide(deposit.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({
      id: deposit.id,
      status: 'approved',
      memberId: member.id.toString(),
      username: member.username,
      replayed: false,
    });
    expect(await balanceOf(member.id)).toBe(1_234_567n);
    const twice = await decide(deposit.id, 'approve');
    expect(twice.json().value).toMatchObject({ status: 'approved', replayed: true });
    expect(await balanceOf(member.id)).toBe(1_234_567n);
    expect((await decide(deposit.id, 'reject')).json()).toMatchObject({
      code: 'REQUEST_ALREADY_DECIDED',
      value: { status: 'approved' },
    });
    expect(await sut.services.ledger.balanceOf(merchant.id, 'payment_channel', 'BANK')).toBe(-1_234_567n);
    const audit = await sut.services.audit.listForMerchant(sut.database.db, merchant.id);
    expect(audit.filter((row) => row.action === 'wallet.deposit.approve')).toHaveLength(1);
  });

  it('rejects: nothing moves, and it can no longer be approved', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    const deposit = (await ask(token, depositBody('50'))).json().value;
    const rejected = await decide(deposit.id, 'reject', { body: { reason: 'no money arrived' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', rejectReason: 'no money arrived' });
    expect((await decide(deposit.id, 'reject')).json().value).toMatchObject({ replayed: true });
    expect((await decide(deposit.id, 'approve')).json().code).toBe('REQUEST_ALREADY_DECIDED');
    expect(await balanceOf(member.id)).toBe(0n);
  });

  it('enforces the channel limits, known channels, amounts, real accounts', async () => {
    const { token } = await createAccount(sut.services, merchant);
    const low = await ask(token, depositBody('9.9999'));
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      value: { minAmount: '10.0000', maxAmount: '50000.0000' },
    });
    expect((await ask(token, depositBody('50000.0001'))).json().code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await ask(token, { ...depositBody(), channel: 'NOPE' })).json().code).toBe('CHANNEL_UNAVAILABLE');
    for (const amount of ['0', '-5', '10.00001', 'x']) {
      expect((await ask(token, depositBody(amount))).json().code).toBe('VALIDATION_FAILED');
    }
    expect((await ask(token, { ...depositBody(), reference: '' })).json().code).toBe('VALIDATION_FAILED');
    const trial = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.TRIAL });
    expect((await ask(trial.token, depositBody())).json().code).toBe('TRIAL_NOT_ALLOWED');
  });

  it('lists requests by status for the operator, paged, and keeps other merchants out', async () => {
    const { token } = await createAccount(sut.services, merchant);
    const a = (await ask(token, depositBody('11'))).json().value;
    const b = (await ask(token, depositBody('12'))).json().value;
    await decide(a.id, 'approve');
    const list = (status: string, pageSize = 100) =>
      sut.app.inject({
        url: `${API.admin.deposits.replace(':merchantCode', merchant.code)}?status=${status}&pageSize=${pageSize}`,
        headers: { 'x-admin-key': adminKey },
      });
    const pending = await list('pending');
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().value.list.map((d: { id: string }) => d.id)).toContain(b.id);
    expect(pending.json().value.list.map((d: { id: string }) => d.id)).not.toContain(a.id);
    // The player sees only its own requests, without operator fields.
    const own = await playerCall(sut.app, merchant, token, 'GET', `${API.wallet.deposits}?status=pending`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().value).toMatchObject({ total: 1, list: [{ id: b.id, status: 'pending' }] });
    expect(own.json().value.list[0].memberId).toBeUndefined();
    const stranger = await createAccount(sut.services, merchant);
    const theirs = await playerCall(sut.app, merchant, stranger.token, 'GET', API.wallet.deposits);
    expect(theirs.json().value).toMatchObject({ total: 0, list: [] });
    const approved = (await list('approved', 1)).json().value;
    expect(approved.list).toHaveLength(1);
    expect(approved.total).toBeGreaterThanOrEqual(1);
    // Bad list queries stop at the schema, before any SQL.
    for (const query of ['pageNo=10001', 'pageNo=0', 'pageSize=101', 'status=paid']) {
      const mine = await playerCall(sut.app, merchant, token, 'GET', `${API.wallet.deposits}?${query}`);
      expect(mine.json().code, query).toBe('VALIDATION_FAILED');
      const theirs = await playerCall(sut.app, merchant, token, 'GET', `${API.wallet.withdrawals}?${query}`);
      expect(theirs.json().code, query).toBe('VALIDATION_FAILED');
    }
    expect(
      (await playerCall(sut.app, merchant, token, 'GET', `${API.wallet.deposits}?pageNo=10000`)).statusCode,
    ).toBe(200);

    const other = await createTestMerchant(sut.services);
    const otherKey = await createAdminKey(sut.services, other.id);
    expect((await decide(b.id, 'approve', { key: otherKey })).json().code).toBe('FORBIDDEN');
    // The id of one merchant's deposit is unknown under another merchant.
    const platformKey = await createAdminKey(sut.services);
    expect((await decide(b.id, 'approve', { key: platformKey, code: other.code })).json().code).toBe(
      'NOT_FOUND',
    );
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('deposit decisions under concurrency (PostgreSQL)', () => {
  it('approves once when 10 operators approve the same deposit at the same time', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    const deposit = (await ask(token, depositBody('77'))).json().value;
    const results = await Promise.all(Array.from({ length: 10 }, () => decide(deposit.id, 'approve')));
    for (const result of results) expect(result.statusCode, result.body).toBe(200);
    expect(results.filter((r) => r.json().value.replayed === false)).toHaveLength(1);
    expect(await balanceOf(member.id)).toBe(770_000n);
  });

  it('lets exactly one of racing approvals and rejections win', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    const deposit = (await ask(token, depositBody('33'))).json().value;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => decide(deposit.id, i % 2 === 0 ? 'approve' : 'reject')),
    );
    const winners = results.filter((r) => r.statusCode === 200 && r.json().value.replayed === false);
    expect(winners).toHaveLength(1);
    const status = winners[0]?.json().value.status;
    expect(await balanceOf(member.id)).toBe(status === 'approved' ? 330_000n : 0n);
    for (const r of results) {
      if (r.statusCode !== 200) expect(r.json().code).toBe('REQUEST_ALREADY_DECIDED');
    }
  });
});
