import { API, type TAdminPromotionInput, type TPromotion } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BALANCED_LEDGER, ledgerInvariants } from '../ledger/wallet-test-kit.ts';
import { createAccount, newKey, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let sut: TestApp;
let merchant: Merchant & { domain: string };
let adminKey: string;
/** The time the promotions service reads: each test moves it instead of sleeping. */
let now: Date;
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services, merchant.id);
  sut.services.promotions.useClock(() => now);
});
beforeEach(() => {
  now = new Date('2026-12-07T10:00:00Z');
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const audit = { actor: 'test' };
const at = (iso: string) => {
  now = new Date(iso);
};

function checkinInput(overrides: Partial<TAdminPromotionInput> = {}): TAdminPromotionInput {
  return {
    code: `C${newKey('').slice(1, 12).toUpperCase()}`,
    category: 'daily',
    status: 'active',
    title: 'Daily check-in',
    summary: 'Check in every day',
    terms: '<p>Terms</p>',
    images: [],
    sortOrder: 0,
    startTime: '2026-01-01T00:00:00.000Z',
    endTime: null,
    totalBudget: null,
    kind: 'daily_checkin',
    depositTrigger: null,
    matchPercent: null,
    maxBonus: null,
    minDeposit: '0',
    bonusAmount: null,
    checkinRewards: ['1', '2', '3', '4', '5', '6', '10'],
    cashback: null,
    wageringMultiplier: 3,
    wageringBase: 'bonus',
    gameWeights: { RNG: 100 },
    maxBet: '5',
    expiryDays: 7,
    ...overrides,
  };
}
const adminCall = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  sut.app.inject({
    method,
    url: url.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': adminKey },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
async function createCheckin(overrides: Partial<TAdminPromotionInput> = {}) {
  const response = await adminCall('POST', API.admin.promotions, checkinInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().value as { id: string; checkinRewards: string[] };
}
const call = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  playerCall(sut.app, merchant, token, method, url, payload);
const promotionOf = async (token: string | undefined, id: string): Promise<TPromotion> =>
  (await call(token, 'GET', API.promotions.one.replace(':id', id))).json().value;
const checkIn = (token: string, id: string) => call(token, 'POST', API.promotions.checkin.replace(':id', id));
const steps = async (memberId: bigint, id: string) =>
  (
    await sut.database.db
      .selectFrom('promotion_checkins')
      .select(['day', 'step', 'amount'])
      .where('member_id', '=', memberId)
      .where('promotion_id', '=', BigInt(id))
      .orderBy('day')
      .execute()
  ).map((row) => `${row.day}:${row.step}:${row.amount}`);

describe('an operator creates a daily check-in', () => {
  it('keeps its ladder and refuses one without a ladder', async () => {
    const created = await createCheckin();
    expect(created.checkinRewards).toEqual([
      '1.0000',
      '2.0000',
      '3.0000',
      '4.0000',
      '5.0000',
      '6.0000',
      '10.0000',
    ]);
    const missing = await adminCall('POST', API.admin.promotions, checkinInput({ checkinRewards: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const zero = await adminCall('POST', API.admin.promotions, checkinInput({ checkinRewards: ['1', '0'] }));
    expect(zero.statusCode).toBe(400);
    const listed = await adminCall('GET', `${API.admin.promotions}?kind=daily_checkin&pageSize=100`);
    const mine = listed.json().value.list.find((p: { id: string }) => p.id === created.id);
    expect(mine.checkinRewards).toHaveLength(7);
    // A patch that leaves the ladder out keeps it.
    const patched = await adminCall('PATCH', API.admin.promotion.replace(':id', created.id), {
      title: 'Renamed',
      version: mine.version,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().value.checkinRewards).toHaveLength(7);
  });
});

describe('a member checks in', () => {
  it('once a day: day 1 is paid into the bonus wallet with its wagering, a second check-in is refused', async () => {
    const promotion = await createCheckin();
    const { member, token } = await createAccount(sut.services, merchant);
    const before = await promotionOf(token, promotion.id);
    expect(before.memberStatus).toBe('claim');
    expect(before.claimableAmount).toBe('1.0000');
    expect(before.checkin?.today).toBe('2026-12-07');
    expect(before.checkin?.days.map((day) => day.state)).toEqual([
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);

    const first = await checkIn(token, promotion.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      step: 1,
      amount: '1.0000',
      bonus: {
        promotionTitle: 'Daily check-in',
        amount: '1.0000',
        wageringRequired: '3.0000',
        maxBet: '5.0000',
      },
      checkin: { isCheckedInToday: true, todayStep: 1 },
    });

    const again = await checkIn(token, promotion.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROMOTION_ALREADY_CHECKED_IN');
    expect(again.json().message).toBe('You have already checked in today');
    // Through the reward center's claim as well.
    const viaClaim = await call(token, 'POST', API.promotions.claim.replace(':id', promotion.id));
    expect(viaClaim.json().code).toBe('PROMOTION_ALREADY_CHECKED_IN');

    const wallet = (await call(token, 'GET', API.promotions.bonuses)).json().value;
    expect(wallet.bonuses).toHaveLength(1);
    expect(wallet.activeBonusBalance).toBe('1.0000');
    const after = await promotionOf(token, promotion.id);
    expect(after.memberStatus).toBe('joined');
    expect(after.claimableAmount).toBeNull();
    expect(after.checkin?.days.slice(0, 2).map((day) => day.state)).toEqual(['claimed', 'upcoming']);
    expect(await steps(member.id, promotion.id)).toEqual(['2026-12-07:1:10000']);
    const rewards = (await call(token, 'GET', API.promotions.rewards)).json().value;
    expect(rewards.list.some((r: { promotionId: string | null }) => r.promotionId === promotion.id)).toBe(
      false,
    );
    // The operator's report counts the check-in's bonus and its spend.
    const report = (await adminCall('GET', `${API.admin.promotions}?kind=daily_checkin&pageSize=100`))
      .json()
      .value.list.find((p: { id: string }) => p.id === promotion.id);
    expect(report).toMatchObject({ spent: '1.0000', report: { claimed: 1, active: 1 } });
  });

  it('continues the streak on consecutive days and restarts it after a missed day', async () => {
    const promotion = await createCheckin();
    const { member, token } = await createAccount(sut.services, merchant);
    for (const day of ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-11', '2026-12-12']) {
      at(`${day}T23:59:00Z`);
      const response = await checkIn(token, promotion.id);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await steps(member.id, promotion.id)).toEqual([
      '2026-12-07:1:10000',
      '2026-12-08:2:20000',
      '2026-12-09:3:30000',
      '2026-12-11:1:10000',
      '2026-12-12:2:20000',
    ]);
    at('2026-12-13T00:00:00Z');
    const next = await promotionOf(token, promotion.id);
    expect(next.claimableAmount).toBe('3.0000');
    expect(next.checkin?.days.slice(0, 4).map((day) => day.state)).toEqual([
      'claimed',
      'claimed',
      'today',
      'upcoming',
    ]);
    const wallet = (await call(token, 'GET', API.promotions.bonuses)).json().value;
    expect(wallet.activeBonusBalance).toBe('9.0000');
  });

  it('starts the ladder again after its last day', async () => {
    const promotion = await createCheckin({ checkinRewards: ['1', '2', '3'] });
    const { member, token } = await createAccount(sut.services, merchant);
    for (const day of ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10']) {
      at(`${day}T12:00:00Z`);
      expect((await checkIn(token, promotion.id)).statusCode).toBe(200);
    }
    expect((await steps(member.id, promotion.id)).map((row) => row.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '1',
    ]);
  });

  it("counts days on the merchant's clock", async () => {
    const promotion = await createCheckin();
    const { member } = await createAccount(sut.services, merchant);
    const bangkok = { ...merchant, timezone: 'Asia/Bangkok' };
    // 23:00 on the 7th in Bangkok, then 00:30 on the 8th: two days there, one day in UTC.
    at('2026-12-07T16:00:00Z');
    await sut.services.promotions.checkIn(bangkok, member.id, BigInt(promotion.id), audit);
    at('2026-12-07T17:30:00Z');
    const second = await sut.services.promotions.checkIn(bangkok, member.id, BigInt(promotion.id), audit);
    expect(second.step).toBe(2);
    expect(await steps(member.id, promotion.id)).toEqual(['2026-12-07:1:10000', '2026-12-08:2:20000']);
  });

  it('is claimable from the reward center, which checks in', async () => {
    const promotion = await createCheckin();
    const { token } = await createAccount(sut.services, merchant);
    const rewards = (await call(token, 'GET', API.promotions.rewards)).json().value;
    const reward = rewards.list.find((r: { promotionId: string | null }) => r.promotionId === promotion.id);
    expect(reward).toMatchObject({ amount: '1.0000', wageringRequired: '3.0000' });
    const claimed = await call(token, 'POST', API.promotions.claim.replace(':id', promotion.id));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().value.bonus.amount).toBe('1.0000');
    expect((await promotionOf(token, promotion.id)).memberStatus).toBe('joined');
  });

  it('stops at the budget: nothing is credited once it cannot pay the day', async () => {
    const promotion = await createCheckin({ checkinRewards: ['2', '2'], totalBudget: '3' });
    const { member, token } = await createAccount(sut.services, merchant);
    expect((await checkIn(token, promotion.id)).statusCode).toBe(200);
    at('2026-12-08T10:00:00Z');
    const spent = await checkIn(token, promotion.id);
    expect(spent.json().code).toBe('PROMOTION_BUDGET_SPENT');
    expect(await steps(member.id, promotion.id)).toEqual(['2026-12-07:1:20000']);
  });

  it('refuses a visitor and a promotion of another kind', async () => {
    const promotion = await createCheckin();
    const visitor = await call(undefined, 'POST', API.promotions.checkin.replace(':id', promotion.id));
    expect(visitor.statusCode).toBe(401);
    const visible = await promotionOf(undefined, promotion.id);
    expect(visible.checkin?.days[0]?.state).toBe('today');
    const gift = await createCheckin({ kind: 'fixed_bonus', bonusAmount: '5', checkinRewards: null });
    const { token } = await createAccount(sut.services, merchant);
    const wrong = await checkIn(token, gift.id);
    expect(wrong.json().code).toBe('PROMOTION_NOT_AVAILABLE');
  });
});

describe('concurrent check-ins', () => {
  it('pay once when the same member checks in many times at once', async () => {
    const promotion = await createCheckin();
    const { member } = await createAccount(sut.services, merchant);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        sut.services.promotions.checkIn(merchant, member.id, BigInt(promotion.id), audit),
      ),
    );
    const paid = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(paid).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toMatchObject({ code: 'PROMOTION_ALREADY_CHECKED_IN' });
      }
    }
    const bonuses = await sut.database.db
      .selectFrom('member_bonuses')
      .select(['amount'])
      .where('member_id', '=', member.id)
      .execute();
    expect(bonuses).toEqual([{ amount: 10000n }]);
    const postings = await sut.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', 'bonus_checkin')
      .where(sql<boolean>`reference->>'memberId' = ${member.id.toString()}`)
      .execute();
    expect(postings).toHaveLength(1);
    const row = await sut.database.db
      .selectFrom('promotions')
      .select('spent')
      .where('id', '=', BigInt(promotion.id))
      .executeTakeFirstOrThrow();
    expect(row.spent).toBe(10000n);
  });
});
