import { API, type TAdminMission, type TAdminMissionSet } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { givenVendor, testGame, testVendorCode } from '../games/catalogue-test-kit.ts';
import {
  BALANCED_LEDGER,
  ledgerInvariants,
  registerVendor,
  signedVendorCall,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
import { createAccount, newKey, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let sut: TestApp;
let merchant: Merchant & { domain: string };
let adminKey: string;
let vendor: { vendorCode: string; keyId: string; secret: string };

const mission = (
  overrides: Partial<TAdminMission> & Pick<TAdminMission, 'code' | 'kind'>,
): TAdminMission => ({
  period: 'daily',
  gameType: null,
  title: overrides.code,
  target: '1',
  rewardAmount: '1',
  points: 10,
  status: 'active',
  sortOrder: 0,
  ...overrides,
});
const SET: TAdminMissionSet = {
  missions: [
    mission({
      code: 'BET_SLOTS',
      kind: 'bet_amount',
      gameType: 'RNG',
      target: '10',
      rewardAmount: '2',
      points: 30,
    }),
    mission({ code: 'THREE_GAMES', kind: 'distinct_games', target: '3', rewardAmount: '1.5', points: 20 }),
    mission({ code: 'DEPOSIT', kind: 'deposit_count', rewardAmount: '1' }),
    mission({
      code: 'LOGIN_5',
      kind: 'login_days',
      period: 'weekly',
      target: '5',
      rewardAmount: '5',
      points: 50,
    }),
  ],
  prizes: { daily: ['20', '10'], weekly: ['100'] },
};

beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services, merchant.id);
  const code = testVendorCode('MSN');
  await givenVendor(sut.services, merchant, { vassalage: code, gameType: 'RNG' }, [
    testGame(code, 'slot-1'),
    testGame(code, 'slot-2'),
    testGame(code, 'live-1', { gameType: 'LIVE' }),
  ]);
  ({ credential: vendor } = await registerVendor(sut.services, merchant, code));
  const { revision } = (await adminCall('GET', API.admin.missions)).json().value;
  const set = await adminCall('PUT', API.admin.missions, { ...SET, revision });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const adminCall = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  sut.app.inject({
    method,
    url: url.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': adminKey },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  playerCall(sut.app, merchant, token, method, url, payload);
const bet = (
  playerId: string,
  amount: string,
  gameCode = 'slot-1',
  transactionId = vendorId('bet'),
  roundId = vendorId('round'),
) =>
  signedVendorCall(sut.app, vendor, 'bet', {
    requestId: vendorId('req'),
    playerId,
    transactionId,
    roundId,
    gameCode,
    amount,
  });
const summaryOf = async (token: string) => (await call(token, 'GET', API.missions.summary)).json().value;
const missionOf = async (token: string, code: string) =>
  (await summaryOf(token)).missions.find((m: { code: string }) => m.code === code);
const cashOf = (memberId: bigint) => sut.services.wallet.balanceOf(merchant, memberId);

describe('missions', () => {
  it('tracks a daily bet mission from real bets, refuses an early claim, pays a double claim once', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '100' });
    const playerId = `${merchant.code}:${member.id}`;
    const summary = await summaryOf(token);
    expect(summary.missions).toHaveLength(4);
    expect(summary.missions.every((m: { status: string }) => m.status === 'in_progress')).toBe(true);
    // The member's own sign-in (the test session) already counts one day of the weekly log-in mission.
    expect((await missionOf(token, 'LOGIN_5')).progress).toBe('1');

    expect((await bet(playerId, '4')).statusCode).toBe(200);
    expect((await bet(playerId, '50', 'live-1')).statusCode).toBe(200); // live does not count to a slots mission
    let slots = await missionOf(token, 'BET_SLOTS');
    expect(slots).toMatchObject({
      progress: '4.0000',
      target: '10.0000',
      progressPercent: 40,
      status: 'in_progress',
    });
    const early = await call(token, 'POST', API.promotions.rewardClaim, {
      id: `mission:${slots.id}:${slots.periodKey}`,
    });
    expect(early.json().code).toBe('MISSION_NOT_COMPLETE');

    // A bet the vendor rolls back stops counting.
    const rolled = vendorId('bet');
    const round = vendorId('round');
    expect((await bet(playerId, '6', 'slot-2', rolled, round)).statusCode).toBe(200);
    expect((await missionOf(token, 'BET_SLOTS')).status).toBe('claim');
    const rollback = await signedVendorCall(sut.app, vendor, 'rollback', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('rb'),
      betTransactionId: rolled,
      roundId: round,
      gameCode: 'slot-2',
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect((await missionOf(token, 'BET_SLOTS')).progress).toBe('4.0000');
    expect((await bet(playerId, '6', 'slot-2')).statusCode).toBe(200);

    slots = await missionOf(token, 'BET_SLOTS');
    expect(slots).toMatchObject({ status: 'claim', progressPercent: 100 });
    // Three different games: slot-1, live-1 and slot-2.
    expect((await missionOf(token, 'THREE_GAMES')).status).toBe('claim');
    expect((await call(token, 'GET', API.member.badges)).json().value.mission).toBe(2);
    const rewards = (await call(token, 'GET', API.promotions.rewards)).json().value.list;
    const id = `mission:${slots.id}:${slots.periodKey}`;
    expect(rewards.find((r: { id: string }) => r.id === id)).toMatchObject({
      source: 'mission',
      rewardKind: 'daily',
      amount: '2.0000',
    });

    const before = await cashOf(member.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(token, 'POST', API.promotions.rewardClaim, { id })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.filter((answer) => !answer.json().value.replayed)).toHaveLength(1);
    expect((await cashOf(member.id)) - before).toBe(20_000n);
    const claims = await sut.services.database.db
      .selectFrom('mission_claims')
      .select(sql<string>`count(*)`.as('n'))
      .where('member_id', '=', member.id)
      .where('mission_id', '=', BigInt(slots.id))
      .executeTakeFirstOrThrow();
    expect(Number(claims.n)).toBe(1);
    expect((await missionOf(token, 'BET_SLOTS')).status).toBe('claimed');
    expect((await summaryOf(token)).daily.points).toBe(30);
    const stale = await call(token, 'POST', API.promotions.rewardClaim, {
      id: `mission:${slots.id}:2020-01-01`,
    });
    expect(stale.json().code).toBe('PROMOTION_NOT_AVAILABLE');
  });

  it('counts a deposit, ranks members by mission points and awards the prizes of a finished day once', async () => {
    const a = await createAccount(sut.services, merchant);
    const b = await createAccount(sut.services, merchant);
    for (const { token } of [a, b]) {
      const asked = await call(token, 'POST', API.wallet.deposits, {
        channel: 'BANK',
        amount: '20',
        reference: 'REF',
        idempotencyKey: newKey(),
      });
      const ok = await sut.app.inject({
        method: 'POST',
        url: API.admin.depositApprove
          .replace(':merchantCode', merchant.code)
          .replace(':id', asked.json().value.id),
        headers: { 'x-admin-key': adminKey },
      });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const depositMission = await missionOf(a.token, 'DEPOSIT');
    expect(depositMission.status).toBe('claim');
    for (const { token } of [a, b]) {
      const claimed = await call(token, 'POST', API.promotions.rewardClaim, {
        id: `mission:${depositMission.id}:${depositMission.periodKey}`,
      });
      expect(claimed.statusCode, claimed.body).toBe(200);
    }
    // b also bets slots to 10 and claims it: more points, first place.
    expect((await bet(`${merchant.code}:${b.member.id}`, '10')).statusCode).toBe(200);
    const slots = await missionOf(b.token, 'BET_SLOTS');
    expect(
      (
        await call(b.token, 'POST', API.promotions.rewardClaim, {
          id: `mission:${slots.id}:${slots.periodKey}`,
        })
      ).statusCode,
    ).toBe(200);

    const board = (await call(a.token, 'GET', `${API.missions.leaderboard}?period=daily`)).json().value;
    expect(board.prizes).toEqual([
      { rank: 1, amount: '20.0000' },
      { rank: 2, amount: '10.0000' },
    ]);
    const mine = board.list.find((row: { isMe: boolean }) => row.isMe);
    expect(mine).toMatchObject({ name: a.member.username, points: 10 });
    const other = board.list.find((row: { name: string }) => row.name.includes('***'));
    expect(other).toBeDefined();
    expect(board.me.rank).toBeGreaterThan(1);

    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const awarded = await sut.services.missions.awardFinished(tomorrow);
    expect(awarded).toBeGreaterThanOrEqual(2);
    expect(await sut.services.missions.awardFinished(tomorrow)).toBe(0);
    const prize = (await call(b.token, 'GET', API.promotions.rewards))
      .json()
      .value.list.find((r: { source: string }) => r.source === 'leaderboard');
    expect(prize).toMatchObject({ rewardKind: 'daily' });
    const before = await cashOf(b.member.id);
    const paid = await call(b.token, 'POST', API.promotions.rewardClaim, { id: prize.id });
    expect(paid.json().value).toMatchObject({ source: 'leaderboard', replayed: false });
    expect((await cashOf(b.member.id)) - before).toBe(BigInt(paid.json().value.amount.replace('.', '')));
    const again = await call(b.token, 'POST', API.promotions.rewardClaim, { id: prize.id });
    expect(again.json().value.replayed).toBe(true);
  });

  it('refuses a bad mission set and keeps the one before', async () => {
    const { revision } = (await adminCall('GET', API.admin.missions)).json().value;
    const bad = await adminCall('PUT', API.admin.missions, {
      ...SET,
      revision,
      missions: [mission({ code: 'LOGIN_9', kind: 'login_days', period: 'weekly', target: '9' })],
    });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: [{ field: 'body.missions.0.target', message: 'At most the days the period has' }] },
    });
    const set = (await adminCall('GET', API.admin.missions)).json().value;
    expect(set.missions.map((m: { code: string }) => m.code)).toEqual([
      'BET_SLOTS',
      'THREE_GAMES',
      'DEPOSIT',
      'LOGIN_5',
    ]);
  });
});
