import { API, PUBLIC_STATE_API, type TAdminVipTable, type TVipLevel } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../agents/periods.ts';
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
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services, { flags: { vip: true } });
  adminKey = await createAdminKey(sut.services, merchant.id);
  const code = testVendorCode('VIP');
  await givenVendor(sut.services, merchant, { vassalage: code, gameType: 'RNG' }, [testGame(code, 'slot-1')]);
  ({ credential: vendor } = await registerVendor(sut.services, merchant, code));
  const { revision } = (await adminCall('GET', API.admin.vipLevels)).json().value;
  const table = await adminCall('PUT', API.admin.vipLevels, { ...TABLE, revision });
  expect(table.statusCode, table.body).toBe(200);
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const level = (overrides: Partial<TVipLevel> & Pick<TVipLevel, 'level' | 'name'>): TVipLevel => ({
  icon: 'bronze',
  minValidBet: '0',
  minDeposit: '0',
  retentionValidBet: '0',
  upgradeBonus: '0',
  monthlyBonus: '0',
  birthdayBonus: '0',
  withdrawalDailyLimit: null,
  rebateRates: {},
  ...overrides,
});
const TABLE: TAdminVipTable = {
  levels: [
    level({ level: 0, name: 'Bronze' }),
    level({
      level: 1,
      name: 'Silver',
      icon: 'silver',
      minValidBet: '100',
      minDeposit: '50',
      upgradeBonus: '10',
      monthlyBonus: '5',
      birthdayBonus: '8',
      rebateRates: { RNG: 40, LIVE: 20 },
    }),
    level({
      level: 2,
      name: 'Gold',
      icon: 'gold',
      minValidBet: '1000',
      minDeposit: '500',
      retentionValidBet: '500',
      upgradeBonus: '50',
      withdrawalDailyLimit: '20000',
    }),
  ],
};

const adminCall = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  sut.app.inject({
    method,
    url: url.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': adminKey },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  playerCall(sut.app, merchant, token, method, url, payload);
const bet = (playerId: string, amount: string) =>
  signedVendorCall(sut.app, vendor, 'bet', {
    requestId: vendorId('req'),
    playerId,
    transactionId: vendorId('bet'),
    roundId: vendorId('round'),
    gameCode: 'slot-1',
    amount,
  });
async function deposit(token: string, amount: string) {
  const asked = await call(token, 'POST', API.wallet.deposits, {
    channel: 'BANK',
    amount,
    reference: 'REF',
    idempotencyKey: newKey(),
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const approved = await adminCall('POST', API.admin.depositApprove.replace(':id', asked.json().value.id));
  expect(approved.statusCode, approved.body).toBe(200);
}
const overviewOf = async (token: string) => (await call(token, 'GET', API.vip.overview)).json().value;
const cashOf = (memberId: bigint) => sut.services.wallet.balanceOf(merchant, memberId);
const changesOf = (memberId: bigint) =>
  sut.services.database.db
    .selectFrom('vip_level_changes')
    .select(['from_level', 'to_level', 'reason'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

describe('VIP levels', () => {
  it('moves a member up after bets and a deposit, once, with history, the upgrade bonus and the public state', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '1000' });
    const playerId = `${merchant.code}:${member.id}`;
    let overview = await overviewOf(token);
    expect(overview).toMatchObject({ hasVip: true, vipRankLevel: 0, vipLabelName: 'Bronze' });
    expect(overview.next).toMatchObject({ level: 1, name: 'Silver', progressPercent: 0 });
    expect(overview.levels).toHaveLength(3);

    expect((await bet(playerId, '60')).statusCode).toBe(200);
    await sut.services.vip.drain();
    overview = await overviewOf(token);
    // 60 of 100 bet, 0 of 50 deposited: the lesser progress shows.
    expect(overview).toMatchObject({ vipRankLevel: 0, validBet: '60.0000' });
    expect(overview.next).toMatchObject({
      validBetToGo: '40.0000',
      depositToGo: '50.0000',
      progressPercent: 0,
    });

    await deposit(token, '50');
    expect((await bet(playerId, '40')).statusCode).toBe(200);
    await sut.services.vip.drain();
    overview = await overviewOf(token);
    expect(overview).toMatchObject({ vipRankLevel: 1, vipLabelName: 'Silver', icon: 'silver' });
    expect(overview.next).toMatchObject({ level: 2, validBetToGo: '900.0000', depositToGo: '450.0000' });
    expect(overview.history).toEqual([
      expect.objectContaining({ fromLevel: 0, toLevel: 1, reason: 'upgrade' }),
    ]);

    const state = (await call(token, 'GET', PUBLIC_STATE_API)).json().value;
    expect(state).toMatchObject({ hasVip: true, vipLabelName: 'Silver', vipRankLevel: 1 });
    expect(await sut.services.vip.rebateRates(merchant.id, member.id)).toEqual({
      level: 1,
      rates: { RNG: 40, LIVE: 20 },
    });

    // The job finds nothing more to move, twice; it grants this month's bonus once.
    const first = await sut.services.vip.evaluateMerchant(merchant, new Date());
    const second = await sut.services.vip.evaluateMerchant(merchant, new Date());
    expect(first.upgraded).toBe(0);
    expect(second).toEqual({ upgraded: 0, downgraded: 0, granted: 0 });
    expect(await changesOf(member.id)).toHaveLength(1);

    const rewards = (await call(token, 'GET', API.promotions.rewards)).json().value;
    const vipRewards = rewards.list.filter((reward: { source: string }) => reward.source === 'vip');
    expect(
      vipRewards.map((r: { rewardKind: string; amount: string }) => [r.rewardKind, r.amount]).sort(),
    ).toEqual([
      ['monthly', '5.0000'],
      ['upgrade', '10.0000'],
    ]);
    const badges = (await call(token, 'GET', API.member.badges)).json().value;
    expect(badges.reward).toBe(rewards.count);
  });

  it('pays a VIP reward claimed twice at once exactly once', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    const playerId = `${merchant.code}:${member.id}`;
    await deposit(token, '100');
    expect((await bet(playerId, '100')).statusCode).toBe(200);
    await sut.services.vip.evaluateMember(merchant.id, member.id, new Date());
    const rewards = (await call(token, 'GET', API.promotions.rewards)).json().value.list;
    const upgrade = rewards.find((r: { rewardKind: string }) => r.rewardKind === 'upgrade');
    expect(upgrade).toBeDefined();
    const before = await cashOf(member.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(token, 'POST', API.promotions.rewardClaim, { id: upgrade.id })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const values = answers.map((answer) => answer.json().value);
    expect(values.filter((value) => !value.replayed)).toHaveLength(1);
    expect(values.every((value) => value.amount === '10.0000')).toBe(true);
    expect((await cashOf(member.id)) - before).toBe(100_000n);
    const posted = await sut.services.database.db
      .selectFrom('ledger_transactions')
      .select(sql<string>`count(*)`.as('n'))
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', 'vip_reward')
      .where(sql`reference->>'memberId'`, '=', member.id.toString())
      .where(sql`reference->>'kind'`, '=', 'upgrade')
      .executeTakeFirstOrThrow();
    expect(Number(posted.n)).toBe(1);
    const unknown = await call(token, 'POST', API.promotions.rewardClaim, { id: 'vip:999999999' });
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('judges retention once per finished month and steps a member down with history', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '1000' });
    const playerId = `${merchant.code}:${member.id}`;
    await deposit(token, '500');
    expect((await bet(playerId, '1000')).statusCode).toBe(200);
    expect(await sut.services.vip.evaluateMember(merchant.id, member.id, new Date())).toBe(2);
    // The month the level was reached is not judged; the first full month after it is.
    const nextMonth = new Date(Date.now() + 32 * 24 * 3_600_000);
    await sut.services.vip.evaluateMerchant(merchant, nextMonth);
    expect((await overviewOf(token)).vipRankLevel).toBe(2);
    const later = new Date(Date.now() + 63 * 24 * 3_600_000);
    const judged = await sut.services.vip.evaluateMerchant(merchant, later);
    expect(judged.downgraded).toBeGreaterThanOrEqual(1);
    const again = await sut.services.vip.evaluateMerchant(merchant, later);
    expect(again.downgraded).toBe(0);
    const overview = await overviewOf(token);
    expect(overview.vipRankLevel).toBe(1);
    // Progress restarts from the step down: the old play no longer lifts the member straight back.
    expect(overview.validBet).toBe('0.0000');
    expect((await changesOf(member.id)).map((row) => [row.from_level, row.to_level, row.reason])).toEqual([
      [0, 2, 'upgrade'],
      [2, 1, 'retention'],
    ]);
    expect(await sut.services.vip.withdrawalDailyLimit(merchant.id, member.id)).toBeNull();
  });

  it('asks the birthday once, with the 21 check, and grants the birthday bonus on the day', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '100' });
    const today = localDay(new Date(), merchant.timezone);
    const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
    const tooYoung = await call(token, 'PUT', API.vip.birthday, {
      birthday: yearsAgo(20),
      confirmAge21: true,
    });
    expect(tooYoung.json().code).toBe('VIP_AGE_UNDER_21');
    const unconfirmed = await call(token, 'PUT', API.vip.birthday, {
      birthday: yearsAgo(30),
      confirmAge21: false,
    });
    expect(unconfirmed.json().code).toBe('VALIDATION_FAILED');
    const set = await call(token, 'PUT', API.vip.birthday, { birthday: yearsAgo(30), confirmAge21: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.birthday).toBe(yearsAgo(30));
    const twice = await call(token, 'PUT', API.vip.birthday, { birthday: yearsAgo(31), confirmAge21: true });
    expect(twice.json().code).toBe('VIP_BIRTHDAY_SET');
    // Silver pays a birthday bonus: reach it, then the job grants it once.
    await deposit(token, '60');
    expect((await bet(`${merchant.code}:${member.id}`, '120')).statusCode).toBe(200);
    await sut.services.vip.evaluateMember(merchant.id, member.id, new Date());
    await sut.services.vip.evaluateMerchant(merchant, new Date());
    await sut.services.vip.evaluateMerchant(merchant, new Date());
    const birthday = (await call(token, 'GET', API.promotions.rewards))
      .json()
      .value.list.filter((r: { rewardKind: string }) => r.rewardKind === 'birthday');
    expect(birthday).toHaveLength(1);
    expect(birthday[0].amount).toBe('8.0000');
  });

  it('shows a merchant that has not set up VIP an empty table, not an error', async () => {
    const other = await createTestMerchant(sut.services);
    const key = await createAdminKey(sut.services, other.id);
    const table = await sut.app.inject({
      method: 'GET',
      url: API.admin.vipLevels.replace(':merchantCode', other.code),
      headers: { 'x-admin-key': key },
    });
    expect(table.statusCode, table.body).toBe(200);
    expect(table.json().value).toEqual({ levels: [], members: [], revision: expect.any(String) });
  });

  it('refuses a table whose thresholds do not rise, and changes nothing', async () => {
    const { revision } = (await adminCall('GET', API.admin.vipLevels)).json().value;
    const bad = await adminCall('PUT', API.admin.vipLevels, {
      revision,
      levels: [
        level({ level: 0, name: 'A' }),
        level({ level: 1, name: 'B', minValidBet: '0', minDeposit: '0' }),
      ],
    });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const table = (await adminCall('GET', API.admin.vipLevels)).json().value;
    expect(table.levels.map((l: { name: string }) => l.name)).toEqual(['Bronze', 'Silver', 'Gold']);
  });
});
