import { API, MEMBER_TYPE } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { registerVendor, signedVendorCall, vendorId } from '../ledger/wallet-test-kit.ts';
import {
  createAccount,
  newKey,
  PAY_PASSWORD,
  playerCall,
  useMoneyFlowSuite,
} from './money-flows-test-kit.ts';

const suite = useMoneyFlowSuite();

const records = (token: string | undefined, query = '') =>
  playerCall(suite.sut.app, suite.merchant, token, 'GET', `${API.wallet.records}${query}`);
const adminPost = (url: string) =>
  suite.sut.app.inject({ method: 'POST', url, headers: { 'x-admin-key': suite.adminKey } });

describe('account records', () => {
  it("lists every movement of the member's wallet, signed, with the balance after, newest first", async () => {
    const agent = await createAccount(suite.sut.services, suite.merchant, { type: MEMBER_TYPE.AGENT });
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, {
      uplineId: agent.member.id,
      balance: '100',
    });
    const post = (url: string, body: Record<string, unknown>) =>
      playerCall(suite.sut.app, suite.merchant, token, 'POST', url, body);
    // deposit 20 (approved)
    const deposit = (
      await post(API.wallet.deposits, {
        channel: 'BANK',
        amount: '20',
        reference: 'r1',
        idempotencyKey: newKey(),
      })
    ).json().value;
    await adminPost(
      API.admin.depositApprove.replace(':merchantCode', suite.merchant.code).replace(':id', deposit.id),
    );
    // transfer 5 to the upline
    await post(API.wallet.transferUpline, {
      amount: '5',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    // withdrawal 30, rejected: hold then release
    await post(API.member.bankAccount, {
      payeeName: 'A B',
      bankName: 'Bank',
      accountNumber: '12345678',
      paymentPassword: PAY_PASSWORD,
    });
    const withdrawal = (
      await post(API.wallet.withdrawals, {
        amount: '30',
        paymentPassword: PAY_PASSWORD,
        idempotencyKey: newKey(),
      })
    ).json().value;
    await adminPost(
      API.admin.withdrawalReject.replace(':merchantCode', suite.merchant.code).replace(':id', withdrawal.id),
    );
    // a bet of 2 and a win of 3.5
    const { credential } = await registerVendor(suite.sut.services, suite.merchant, 'RECS');
    const playerId = `${suite.merchant.code}:${member.id}`;
    const round = vendorId('round');
    const bet = await signedVendorCall(suite.sut.app, credential, 'bet', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('bet'),
      roundId: round,
      gameCode: 'G1',
      amount: '2',
    });
    expect(bet.statusCode, bet.body).toBe(200);
    await signedVendorCall(suite.sut.app, credential, 'win', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('win'),
      roundId: round,
      gameCode: 'G1',
      amount: '3.5',
    });

    const response = await records(token);
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.total).toBe(7);
    expect(
      value.list.map(
        (r: { type: string; amount: string; balanceAfter: string; reference: string | null }) => [
          r.type,
          r.amount,
          r.balanceAfter,
          r.reference,
        ],
      ),
    ).toEqual([
      ['win', '3.5000', '116.5000', `RECS/G1/${round}`],
      ['bet', '-2.0000', '113.0000', `RECS/G1/${round}`],
      ['withdrawal_release', '30.0000', '115.0000', `withdrawal:${withdrawal.id}`],
      ['withdrawal_hold', '-30.0000', '85.0000', `withdrawal:${withdrawal.id}`],
      ['transfer_out', '-5.0000', '115.0000', agent.member.username],
      ['deposit', '20.0000', '120.0000', `deposit:${deposit.id}`],
      ['adjustment', '100.0000', '100.0000', null],
    ]);

    const page2 = (await records(token, '?pageNo=2&pageSize=3')).json().value;
    expect(page2).toMatchObject({ total: 7, pageNo: 2, pageSize: 3 });
    expect(page2.list.map((r: { type: string }) => r.type)).toEqual([
      'withdrawal_hold',
      'transfer_out',
      'deposit',
    ]);
    const transfersOut = (await records(token, '?type=transfer_out')).json().value;
    expect(transfersOut.total).toBe(1);
    expect((await records(token, '?type=bet')).json().value.list).toHaveLength(1);
    expect((await records(token, '?type=transfer_in')).json().value.total).toBe(0);
    // The upline sees the same transfer as money in.
    const agentView = (await records(agent.token, '?type=transfer_in')).json().value;
    expect(agentView.list).toMatchObject([
      { type: 'transfer_in', amount: '5.0000', reference: member.username },
    ]);
  });

  it('filters by time and validates the range (from ≤ to, at most 90 days)', async () => {
    const { token } = await createAccount(suite.sut.services, suite.merchant, { balance: '1' });
    const future = new Date(Date.now() + 60_000).toISOString();
    const farFuture = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await records(token, `?from=${encodeURIComponent(future)}&to=${encodeURIComponent(farFuture)}`)).json()
        .value.total,
    ).toBe(0);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await records(token, `?from=${encodeURIComponent(past)}`)).json().value.total).toBe(1);

    const badOrder = await records(
      token,
      `?from=${encodeURIComponent(farFuture)}&to=${encodeURIComponent(past)}`,
    );
    expect(badOrder.json().code).toBe('VALIDATION_FAILED');
    const tooWide = await records(
      token,
      `?from=${encodeURIComponent(new Date(Date.now() - 91 * 86_400_000).toISOString())}&to=${encodeURIComponent(past)}`,
    );
    expect(tooWide.json().code).toBe('VALIDATION_FAILED');
    expect((await records(token, '?from=yesterday')).json().code).toBe('VALIDATION_FAILED');
    expect((await records(token, '?pageSize=101')).json().code).toBe('VALIDATION_FAILED');
  });

  it("is by token only: a member never sees another's records, and needs a session", async () => {
    const a = await createAccount(suite.sut.services, suite.merchant, { balance: '7' });
    const b = await createAccount(suite.sut.services, suite.merchant);
    expect((await records(b.token)).json().value).toMatchObject({ total: 0, list: [] });
    // Query parameters naming another member are not part of the API (strict: ignored).
    expect((await records(b.token, `?memberId=${a.member.id}`)).json().value.total).toBe(0);
    expect((await records(undefined)).statusCode).toBe(401);
    expect((await records(a.token)).json().value.total).toBe(1);
  });
});
