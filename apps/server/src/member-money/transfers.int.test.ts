import { API, MEMBER_TYPE } from '@croupier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BALANCED_LEDGER, ledgerInvariants } from '../ledger/wallet-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createAccount, newKey, PAY_PASSWORD, playerCall } from './money-flows-test-kit.ts';

let sut: TestApp;
let merchant: Merchant & { domain: string };
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const call = (token: string | undefined, url: string, payload?: unknown) =>
  playerCall(sut.app, merchant, token, 'POST', url, payload);
const balanceOf = (memberId: bigint) => sut.services.wallet.balanceOf(merchant, memberId);

describe('payment password', () => {
  it('sets one when none, then changes it only with the old one', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { paymentPassword: null });
    const set = await call(token, API.member.paymentPassword, {
      newPaymentPassword: '123456',
      loginPassword: member.password,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      success: true,
      value: { changed: false, kind: 'payment_password_set', withdrawalsHeldUntil: null },
    });

    const noOld = await call(token, API.member.paymentPassword, { newPaymentPassword: '654321' });
    expect(noOld.json()).toMatchObject({ code: 'SENSITIVE_PROOF_REQUIRED' });
    const wrongOld = await call(token, API.member.paymentPassword, {
      oldPaymentPassword: '000000',
      newPaymentPassword: '654321',
    });
    expect(wrongOld.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT' });
    const change = await call(token, API.member.paymentPassword, {
      oldPaymentPassword: '123456',
      newPaymentPassword: '654321',
    });
    expect(change.json().value).toMatchObject({ changed: true, kind: 'payment_password_change' });
    await expect(
      sut.services.paymentPassword.verify(merchant.id, member.id, '654321'),
    ).resolves.toBeUndefined();

    const audit = await sut.services.audit.listForMerchant(sut.database.db, merchant.id);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['member.payment_password.set', 'member.payment_password.change']),
    );
  });

  it('refuses non-6-digit passwords, trial accounts and calls without a session', async () => {
    const { token } = await createAccount(sut.services, merchant, { paymentPassword: null });
    for (const newPaymentPassword of ['12345', '1234567', 'abcdef', 123456]) {
      const response = await call(token, API.member.paymentPassword, { newPaymentPassword });
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const trial = await createAccount(sut.services, merchant, {
      type: MEMBER_TYPE.TRIAL,
      paymentPassword: null,
    });
    expect(
      (
        await call(trial.token, API.member.paymentPassword, {
          newPaymentPassword: '123456',
          loginPassword: 'secret123',
        })
      ).json().code,
    ).toBe('TRIAL_NOT_ALLOWED');
    expect(
      (await call(undefined, API.member.paymentPassword, { newPaymentPassword: '123456' })).json().code,
    ).toBe('UNAUTHORIZED');
  });
});

describe('transfers', () => {
  it('moves money from a member to its direct upline once per key, audited', async () => {
    const agent = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.AGENT });
    const player = await createAccount(sut.services, merchant, { uplineId: agent.member.id, balance: '50' });
    const body = { amount: '12.3456', paymentPassword: PAY_PASSWORD, idempotencyKey: newKey() };
    const first = await call(player.token, API.wallet.transferUpline, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      amount: '12.3456',
      to: agent.member.username,
      balance: '37.6544',
      replayed: false,
    });
    const again = await call(player.token, API.wallet.transferUpline, body);
    expect(again.json().value).toEqual({ ...first.json().value, replayed: true });
    expect((await call(player.token, API.wallet.transferUpline, { ...body, amount: '1' })).json().code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );

    expect(await balanceOf(player.member.id)).toBe(376_544n);
    expect(await balanceOf(agent.member.id)).toBe(123_456n);
    const audit = await sut.services.audit.listForMerchant(sut.database.db, merchant.id);
    expect(audit.filter((row) => row.action === 'wallet.transfer.upline')).toHaveLength(1);
    const tx = await sut.database.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'actor', 'request_id'])
      .where('id', '=', BigInt(first.json().value.transactionId))
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ kind: 'transfer', actor: `member:${player.member.id}` });
    expect(tx.request_id).toBeTruthy();
  });

  it('refuses a member without upline, bad amounts, overdrafts and trial accounts', async () => {
    const orphan = await createAccount(sut.services, merchant, { balance: '5' });
    const body = { amount: '1', paymentPassword: PAY_PASSWORD, idempotencyKey: newKey() };
    expect((await call(orphan.token, API.wallet.transferUpline, body)).json().code).toBe('NO_UPLINE');

    const agent = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.AGENT });
    const player = await createAccount(sut.services, merchant, { uplineId: agent.member.id, balance: '5' });
    for (const amount of ['0', '-1', '1.00001', 'abc', '1e2', 3]) {
      const response = await call(player.token, API.wallet.transferUpline, { ...body, amount });
      expect(response.json().code, String(amount)).toBe('VALIDATION_FAILED');
    }
    const overdraw = await call(player.token, API.wallet.transferUpline, { ...body, amount: '5.0001' });
    expect(overdraw.statusCode).toBe(402);
    expect(overdraw.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '5.0000' } });
    expect(await balanceOf(player.member.id)).toBe(50_000n);

    const trial = await createAccount(sut.services, merchant, {
      type: MEMBER_TYPE.TRIAL,
      uplineId: agent.member.id,
    });
    expect((await call(trial.token, API.wallet.transferUpline, body)).json().code).toBe('TRIAL_NOT_ALLOWED');
    const unset = await createAccount(sut.services, merchant, {
      uplineId: agent.member.id,
      balance: '1',
      paymentPassword: null,
    });
    expect((await call(unset.token, API.wallet.transferUpline, body)).json().code).toBe(
      'PAYMENT_PASSWORD_NOT_SET',
    );
  });

  it('locks the payment password after 5 wrong tries in 15 minutes, even for the right one', async () => {
    const agent = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.AGENT });
    const player = await createAccount(sut.services, merchant, { uplineId: agent.member.id, balance: '5' });
    const body = { amount: '1', paymentPassword: '999999', idempotencyKey: newKey() };
    // A right password clears earlier wrong tries.
    for (let i = 0; i < 4; i++) {
      expect((await call(player.token, API.wallet.transferUpline, body)).json().code).toBe(
        'PAYMENT_PASSWORD_INCORRECT',
      );
    }
    const ok = await call(player.token, API.wallet.transferUpline, {
      ...body,
      paymentPassword: PAY_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await call(player.token, API.wallet.transferUpline, body)).json().code).toBe(
        'PAYMENT_PASSWORD_INCORRECT',
      );
    }
    const locked = await call(player.token, API.wallet.transferUpline, {
      ...body,
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(locked.json().value.retryAfterSeconds).toBeGreaterThan(0);
    expect(await balanceOf(player.member.id)).toBe(40_000n);
  });

  it('lets an agent pay any member of its own downline, and nobody else', async () => {
    const agent = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.AGENT, balance: '100' });
    const subAgent = await createAccount(sut.services, merchant, {
      type: MEMBER_TYPE.AGENT_L2,
      uplineId: agent.member.id,
    });
    const deep = await createAccount(sut.services, merchant, { uplineId: subAgent.member.id });
    const otherAgent = await createAccount(sut.services, merchant, {
      type: MEMBER_TYPE.AGENT,
      balance: '10',
    });
    const stranger = await createAccount(sut.services, merchant, { uplineId: otherAgent.member.id });
    const send = (token: string, username: string, amount = '1') =>
      call(token, API.wallet.transferDownline, {
        username,
        amount,
        paymentPassword: PAY_PASSWORD,
        idempotencyKey: newKey(),
      });

    const direct = await send(agent.token, subAgent.member.username, '10');
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.json().value).toMatchObject({ to: subAgent.member.username, balance: '90.0000' });
    const twoDown = await send(agent.token, deep.member.username.toUpperCase(), '2.5');
    expect(twoDown.statusCode, twoDown.body).toBe(200);
    expect(await balanceOf(deep.member.id)).toBe(25_000n);

    // Another agent's downline, the agent itself, its own upline, unknown names: all NOT_IN_DOWNLINE.
    for (const username of [stranger.member.username, agent.member.username, 'nobody-here']) {
      expect((await send(agent.token, username)).json().code, username).toBe('NOT_IN_DOWNLINE');
    }
    expect((await send(subAgent.token, agent.member.username)).json().code).toBe('NOT_IN_DOWNLINE');
    expect((await send(otherAgent.token, deep.member.username)).json().code).toBe('NOT_IN_DOWNLINE');
    // A plain member is no agent.
    expect((await send(deep.token, agent.member.username)).json().code).toBe('FORBIDDEN');
    expect(await balanceOf(stranger.member.id)).toBe(0n);
    expect(await balanceOf(agent.member.id)).toBe(875_000n);
  });

  it('does not see members of another merchant', async () => {
    const other = await createTestMerchant(sut.services);
    const foreignAgent = await createAccount(sut.services, other, { type: MEMBER_TYPE.AGENT });
    const agent = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.AGENT, balance: '1' });
    const response = await call(agent.token, API.wallet.transferDownline, {
      username: foreignAgent.member.username,
      amount: '1',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    expect(response.json().code).toBe('NOT_IN_DOWNLINE');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('transfers under concurrency (PostgreSQL)', () => {
  it('never overdraws: 20 parallel transfers of 1 from a balance of 10 move exactly 10', async () => {
    const agent = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.AGENT });
    const player = await createAccount(sut.services, merchant, { uplineId: agent.member.id, balance: '10' });
    // The payment-password lock counts every try, so the race goes through the movement itself.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        sut.services.transfers.move(merchant, player.member, agent.member, 10_000n, 'upline', newKey(), {
          actor: 'test',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await balanceOf(player.member.id)).toBe(0n);
    expect(await balanceOf(agent.member.id)).toBe(100_000n);
  });

  it('applies one idempotency key once under parallel retries', async () => {
    const agent = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.AGENT });
    const player = await createAccount(sut.services, merchant, { uplineId: agent.member.id, balance: '10' });
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        sut.services.transfers.move(merchant, player.member, agent.member, 30_000n, 'upline', key, {
          actor: 'test',
        }),
      ),
    );
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(player.member.id)).toBe(70_000n);
  });
});
