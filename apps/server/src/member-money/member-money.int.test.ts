import { API, LANGUAGE_HEADER, MEMBER_TYPE, SESSION_TOKEN_HEADER, ZAdminGame } from '@croupier/contracts';
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

const get = (token: string | undefined, url: string) =>
  playerCall(suite.sut.app, suite.merchant, token, 'GET', url);
const adminPost = (url: string) =>
  suite.sut.app.inject({ method: 'POST', url, headers: { 'x-admin-key': suite.adminKey } });

/** Plays one round through the signed vendor protocol: bets, then a win (closes) unless `win` is null. */
async function playRound(
  credential: Parameters<typeof signedVendorCall>[1],
  memberId: bigint,
  gameCode: string,
  bets: string[],
  win: string | null,
  rollbackFirst = false,
) {
  const playerId = `${suite.merchant.code}:${memberId}`;
  const roundId = vendorId('round');
  const betIds: string[] = [];
  for (const amount of bets) {
    const transactionId = vendorId('bet');
    betIds.push(transactionId);
    const response = await signedVendorCall(suite.sut.app, credential, 'bet', {
      requestId: vendorId('req'),
      playerId,
      transactionId,
      roundId,
      gameCode,
      amount,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  if (rollbackFirst) {
    for (const betTransactionId of betIds) {
      const response = await signedVendorCall(suite.sut.app, credential, 'rollback', {
        requestId: vendorId('req'),
        playerId,
        transactionId: vendorId('rb'),
        betTransactionId,
        roundId,
        gameCode,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  }
  if (win !== null) {
    const response = await signedVendorCall(suite.sut.app, credential, 'win', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('win'),
      roundId,
      gameCode,
      amount: win,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return roundId;
}

describe('money overview', () => {
  it('shows balance, held withdrawals, password and bank state, upline and the withdrawal limits', async () => {
    const agent = await createAccount(suite.sut.services, suite.merchant, { type: MEMBER_TYPE.AGENT });
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, {
      uplineId: agent.member.id,
      balance: '100',
      paymentPassword: null,
    });
    const first = await get(token, API.wallet.overview);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({
      balance: '100.0000',
      held: '0.0000',
      currency: 'USD',
      currencySymbol: '$',
      hasPaymentPassword: false,
      payeeName: null,
      bankAccount: null,
      upline: agent.member.username,
      isAgent: false,
      security: {
        maskedMobile: null,
        maskedEmail: null,
        proofMethods: ['loginPassword'],
        withdrawalsHeldUntil: null,
        totpEnabled: false,
      },
      withdrawal: {
        enabled: true,
        minAmount: '10.0000',
        maxAmount: '50000.0000',
        autoReceiveMinutes: 30,
        dailyLimit: null,
        requestedToday: '0.0000',
      },
    });

    const post = (url: string, body: Record<string, unknown>) =>
      playerCall(suite.sut.app, suite.merchant, token, 'POST', url, body);
    expect(
      (
        await post(API.member.paymentPassword, {
          newPaymentPassword: PAY_PASSWORD,
          loginPassword: member.password,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(API.member.bankAccount, {
          payeeName: 'Ann Lee',
          bankName: 'KBank',
          accountNumber: '1234 5678',
          paymentPassword: PAY_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    const withdrawal = await post(API.wallet.withdrawals, {
      amount: '30',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    const after = (await get(token, API.wallet.overview)).json().value;
    expect(after).toMatchObject({
      balance: '70.0000',
      held: '30.0000',
      hasPaymentPassword: true,
      payeeName: 'A** L**',
      bankAccount: { payeeName: 'A** L**', bankName: 'KBank', accountNumberMasked: '**** 5678' },
    });
    // Approval pays the held money out: nothing held any more.
    await adminPost(
      API.admin.withdrawalApprove
        .replace(':merchantCode', suite.merchant.code)
        .replace(':id', withdrawal.json().value.id),
    );
    expect((await get(token, API.wallet.overview)).json().value).toMatchObject({
      balance: '70.0000',
      held: '0.0000',
    });
    expect((await get(agent.token, API.wallet.overview)).json().value).toMatchObject({
      isAgent: true,
      upline: null,
    });
  });

  it('needs a session', async () => {
    expect((await get(undefined, API.wallet.overview)).statusCode).toBe(401);
  });
});

describe('betting record', () => {
  it('names games in the caller’s language and vendors by name; a game the catalogue lacks keeps its code', async () => {
    const { services } = suite.sut;
    const { member, token } = await createAccount(services, suite.merchant, { balance: '100' });
    const credential = (await registerVendor(services, suite.merchant, 'NAMED')).credential;
    await services.catalogue.upsertVendors(
      [
        {
          vassalage: 'NAMED',
          displayName: 'Named Studio',
          gameType: 'RNG',
          gameTypes: ['RNG'],
          status: 'active',
        },
      ],
      { name: 'test' },
    );
    await services.catalogue.upsertGames(
      [
        ZAdminGame.parse({
          vassalage: 'NAMED',
          gameCode: 'dragon-gold',
          gameId: 'dragon-gold',
          gameType: 'RNG',
          name: 'Dragon Gold',
          names: { TH: 'มังกรทอง' },
        }),
      ],
      { name: 'test' },
    );
    await playRound(credential, member.id, 'dragon-gold', ['1'], '0');
    await playRound(credential, member.id, 'retired-game', ['1'], '0');

    const names = (value: { list: { gameName: string; vendorName: string }[] }) =>
      value.list.map((r) => [r.gameName, r.vendorName]);
    const english = (await get(token, API.wallet.bets)).json().value;
    expect(names(english)).toEqual([
      ['retired-game', 'Named Studio'],
      ['Dragon Gold', 'Named Studio'],
    ]);
    expect(english.vendorNames).toEqual({ NAMED: 'Named Studio' });
    const thai = await suite.sut.app.inject({
      url: API.wallet.bets,
      headers: { host: suite.merchant.domain, [SESSION_TOKEN_HEADER]: token, [LANGUAGE_HEADER]: 'TH' },
    });
    expect(names(thai.json().value)).toEqual([
      ['retired-game', 'Named Studio'],
      ['มังกรทอง', 'Named Studio'],
    ]);
  });

  it('lists the member’s rounds with status, amounts and totals; filters by vendor and status; pages', async () => {
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, { balance: '500' });
    const other = await createAccount(suite.sut.services, suite.merchant, { balance: '50' });
    const acme = (await registerVendor(suite.sut.services, suite.merchant, 'BETA')).credential;
    const zeta = (await registerVendor(suite.sut.services, suite.merchant, 'ZETA')).credential;
    const lost = await playRound(acme, member.id, 'slot-1', ['10'], '0');
    const won = await playRound(acme, member.id, 'slot-2', ['5', '5'], '25.5');
    const open = await playRound(zeta, member.id, 'table-1', ['7'], null);
    const cancelled = await playRound(zeta, member.id, 'table-1', ['3'], null, true);
    await playRound(acme, other.member.id, 'slot-1', ['1'], '0');

    const response = await get(token, API.wallet.bets);
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.total).toBe(4);
    expect(value.vendors).toEqual(['BETA', 'ZETA']);
    expect(
      value.list.map((r: Record<string, unknown>) => [
        r.roundId,
        r.vendorCode,
        r.status,
        r.betCount,
        r.betAmount,
        r.winAmount,
        r.profit,
      ]),
    ).toEqual([
      [cancelled, 'ZETA', 'cancelled', 0, '0.0000', '0.0000', '0.0000'],
      [open, 'ZETA', 'open', 1, '7.0000', '0.0000', '0.0000'],
      [won, 'BETA', 'settled', 2, '10.0000', '25.5000', '15.5000'],
      [lost, 'BETA', 'settled', 1, '10.0000', '0.0000', '-10.0000'],
    ]);
    expect(value.totals).toEqual({
      rounds: 4,
      betAmount: '27.0000',
      validBet: '20.0000',
      winAmount: '25.5000',
      profit: '-1.5000',
    });
    expect(value.list[2].closedAt).not.toBeNull();
    expect(value.list[1].closedAt).toBeNull();

    const byVendor = (await get(token, `${API.wallet.bets}?vendorCode=BETA`)).json().value;
    expect(byVendor.list.map((r: { roundId: string }) => r.roundId)).toEqual([won, lost]);
    expect(byVendor.totals.profit).toBe('5.5000');
    const settled = (await get(token, `${API.wallet.bets}?status=settled`)).json().value;
    expect(settled.total).toBe(2);
    expect((await get(token, `${API.wallet.bets}?status=open`)).json().value.list).toMatchObject([
      { roundId: open },
    ]);
    expect((await get(token, `${API.wallet.bets}?status=cancelled`)).json().value.list).toMatchObject([
      { roundId: cancelled },
    ]);
    const page2 = (await get(token, `${API.wallet.bets}?pageNo=2&pageSize=3`)).json().value;
    expect(page2).toMatchObject({ total: 4, pageNo: 2, pageSize: 3 });
    expect(page2.list.map((r: { roundId: string }) => r.roundId)).toEqual([lost]);
    // Totals cover the whole filter, not the page.
    expect(page2.totals.rounds).toBe(4);

    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const farFuture = encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString());
    expect((await get(token, `${API.wallet.bets}?from=${future}&to=${farFuture}`)).json().value.total).toBe(
      0,
    );
    expect((await get(token, `${API.wallet.bets}?status=lost`)).json().code).toBe('VALIDATION_FAILED');
    const wide = encodeURIComponent(new Date(Date.now() - 91 * 86_400_000).toISOString());
    expect((await get(token, `${API.wallet.bets}?from=${wide}&to=${future}`)).json().code).toBe(
      'VALIDATION_FAILED',
    );
    // The other member sees only its own round.
    expect((await get(other.token, API.wallet.bets)).json().value.total).toBe(1);
    expect((await get(undefined, API.wallet.bets)).statusCode).toBe(401);
  });
});

describe('personal profit and loss', () => {
  it('sums money in and out by kind and groups settled rounds by day in the merchant time zone', async () => {
    const agent = await createAccount(suite.sut.services, suite.merchant, { type: MEMBER_TYPE.AGENT });
    const { member, token } = await createAccount(suite.sut.services, suite.merchant, {
      uplineId: agent.member.id,
      balance: '200',
    });
    const post = (url: string, body: Record<string, unknown>) =>
      playerCall(suite.sut.app, suite.merchant, token, 'POST', url, body);
    await post(API.wallet.transferUpline, {
      amount: '20',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    await playerCall(suite.sut.app, suite.merchant, agent.token, 'POST', API.wallet.transferDownline, {
      username: member.username,
      amount: '1',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    await post(API.member.bankAccount, {
      payeeName: 'Bo Chan',
      bankName: 'Bank',
      accountNumber: '99990000',
      paymentPassword: PAY_PASSWORD,
    });
    const rejected = (
      await post(API.wallet.withdrawals, {
        amount: '15',
        paymentPassword: PAY_PASSWORD,
        idempotencyKey: newKey(),
      })
    ).json().value;
    await adminPost(
      API.admin.withdrawalReject.replace(':merchantCode', suite.merchant.code).replace(':id', rejected.id),
    );
    await post(API.wallet.withdrawals, {
      amount: '40',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    const vendor = (await registerVendor(suite.sut.services, suite.merchant, 'PNL')).credential;
    const early = await playRound(vendor, member.id, 'g', ['10'], '4');
    const late = await playRound(vendor, member.id, 'g', ['6'], '20');
    await playRound(vendor, member.id, 'g', ['2'], null, true);
    await playRound(vendor, member.id, 'g', ['3'], null);
    // Pin the two settled rounds to 2026-03-01 20:00 UTC and 2026-03-02 02:00 UTC: one UTC day
    // apart, but the same day (03-02) in Bangkok (UTC+7).
    const db = suite.sut.services.database.db;
    const pin = (roundId: string, at: string) =>
      db
        .updateTable('game_rounds')
        .set({ closed_at: new Date(at) })
        .where('merchant_id', '=', suite.merchant.id)
        .where('round_id', '=', roundId)
        .execute();
    await pin(early, '2026-03-01T20:00:00Z');
    await pin(late, '2026-03-02T02:00:00Z');

    const response = await get(token, API.wallet.profit);
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.timezone).toBe('UTC');
    expect(value.summary).toEqual({
      deposits: '0.0000',
      withdrawals: '40.0000',
      transfersIn: '1.0000',
      transfersOut: '20.0000',
      adjustments: '200.0000',
      bets: '21.0000',
      wins: '24.0000',
      rollbacks: '2.0000',
      gameProfit: '5.0000',
    });

    const now = new Date('2026-03-10T00:00:00Z');
    const query = { pageNo: 1, pageSize: 20 };
    const utc = await suite.sut.services.memberMoney.profit(suite.merchant, member.id, query, now);
    expect(utc.list).toEqual([
      { day: '2026-03-02', rounds: 1, betAmount: '6.0000', winAmount: '20.0000', profit: '14.0000' },
      { day: '2026-03-01', rounds: 1, betAmount: '10.0000', winAmount: '4.0000', profit: '-6.0000' },
    ]);
    expect(utc.total).toBe(2);
    const bangkok = await suite.sut.services.memberMoney.profit(
      { ...suite.merchant, timezone: 'Asia/Bangkok' },
      member.id,
      query,
      now,
    );
    expect(bangkok).toMatchObject({ timezone: 'Asia/Bangkok', total: 1 });
    expect(bangkok.list).toEqual([
      { day: '2026-03-02', rounds: 2, betAmount: '16.0000', winAmount: '24.0000', profit: '8.0000' },
    ]);
    const paged = await suite.sut.services.memberMoney.profit(
      suite.merchant,
      member.id,
      { pageNo: 2, pageSize: 1 },
      now,
    );
    expect(paged.list.map((d) => d.day)).toEqual(['2026-03-01']);
    expect(paged.total).toBe(2);

    expect((await get(token, `${API.wallet.profit}?pageSize=0`)).json().code).toBe('VALIDATION_FAILED');
    expect((await get(undefined, API.wallet.profit)).statusCode).toBe(401);
  });
});
