import { API, type TAdminPromotionInput } from '@croupier/contracts';
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
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services, merchant.id);
  const code = testVendorCode('CBK');
  await givenVendor(sut.services, merchant, { vassalage: code, gameType: 'RNG' }, [testGame(code, 'slot-1')]);
  ({ credential: vendor } = await registerVendor(sut.services, merchant, code));
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const DAY = 86_400_000;
const audit = { actor: 'test' };

function cashbackInput(overrides: Partial<TAdminPromotionInput> = {}): TAdminPromotionInput {
  return {
    code: `B${newKey('').slice(1, 12).toUpperCase()}`,
    category: 'casino',
    status: 'active',
    title: 'Daily cashback',
    summary: '10% of your net loss back',
    terms: '<p>Terms</p>',
    images: [],
    sortOrder: 0,
    startTime: new Date(Date.now() - 3_600_000).toISOString(),
    endTime: null,
    totalBudget: null,
    kind: 'cashback',
    depositTrigger: null,
    matchPercent: null,
    maxBonus: null,
    minDeposit: '0',
    bonusAmount: null,
    checkinRewards: null,
    cashback: { percent: 10, period: 'daily', minLoss: '5', cap: '3' },
    wageringMultiplier: 1,
    wageringBase: 'bonus',
    gameWeights: { RNG: 100 },
    maxBet: null,
    expiryDays: 7,
    ...overrides,
  };
}
const adminCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  sut.app.inject({
    method,
    url: url.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': adminKey },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const call = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  playerCall(sut.app, merchant, token, method, url, payload);

/** One round on the slot: a bet, then its win (0 allowed). */
async function play(memberId: bigint, bet: string, win: string) {
  const playerId = `${merchant.code}:${memberId}`;
  const roundId = vendorId('round');
  const base = { playerId, roundId, gameCode: 'slot-1' };
  const placed = await signedVendorCall(sut.app, vendor, 'bet', {
    ...base,
    requestId: vendorId('req'),
    transactionId: vendorId('bet'),
    amount: bet,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const paid = await signedVendorCall(sut.app, vendor, 'win', {
    ...base,
    requestId: vendorId('req'),
    transactionId: vendorId('win'),
    amount: win,
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

describe('cashback on net loss', () => {
  it('refuses a cashback promotion without its rules', async () => {
    const response = await adminCall('POST', API.admin.promotions, cashbackInput({ cashback: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('is computed once per member and finished period from bets less wins, capped, from the minimum loss, and claimed once from the reward center', async () => {
    const created = await adminCall('POST', API.admin.promotions, cashbackInput());
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json().value as { id: string; cashback: unknown };
    expect(promotion.cashback).toEqual({ percent: 10, period: 'daily', minLoss: '5.0000', cap: '3.0000' });
    const loser = await createAccount(sut.services, merchant, { balance: '100' });
    const small = await createAccount(sut.services, merchant, { balance: '100' });
    const big = await createAccount(sut.services, merchant, { balance: '200' });
    await play(loser.member.id, '20', '5'); // loss 15: 10% = 1.5
    await play(small.member.id, '10', '8'); // loss 2: under the minimum
    await play(big.member.id, '100', '0'); // loss 100: 10 capped at 3

    expect(
      (await call(loser.token, 'GET', API.promotions.one.replace(':id', promotion.id))).json().value,
    ).toMatchObject({ memberStatus: 'joined', claimableAmount: null });
    const tomorrow = new Date(Date.now() + DAY);
    expect(await sut.services.promotions.computeCashbacks(tomorrow)).toBe(2);
    expect(await sut.services.promotions.computeCashbacks(tomorrow)).toBe(0);
    const rows = await sut.database.db
      .selectFrom('promotion_cashbacks')
      .select(['member_id', 'net_loss', 'amount', 'status'])
      .where('promotion_id', '=', BigInt(promotion.id))
      .orderBy('amount')
      .execute();
    expect(rows).toEqual([
      { member_id: loser.member.id, net_loss: 150_000n, amount: 15_000n, status: 'claimable' },
      { member_id: big.member.id, net_loss: 1_000_000n, amount: 30_000n, status: 'claimable' },
    ]);

    const shown = (await call(loser.token, 'GET', API.promotions.one.replace(':id', promotion.id))).json()
      .value;
    expect(shown).toMatchObject({ memberStatus: 'claim', claimableAmount: '1.5000' });
    const rewards = (await call(loser.token, 'GET', API.promotions.rewards)).json().value;
    expect(
      rewards.list.find((r: { promotionId: string | null }) => r.promotionId === promotion.id),
    ).toMatchObject({
      amount: '1.5000',
      wageringRequired: '1.5000',
    });
    const claimed = await call(loser.token, 'POST', API.promotions.claim.replace(':id', promotion.id));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().value.bonus).toMatchObject({
      promotionTitle: 'Daily cashback',
      amount: '1.5000',
      wageringRequired: '1.5000',
    });
    const again = await call(loser.token, 'POST', API.promotions.claim.replace(':id', promotion.id));
    expect(again.json().code).toBe('PROMOTION_NOTHING_TO_CLAIM');
    expect(
      (await call(loser.token, 'GET', API.promotions.one.replace(':id', promotion.id))).json().value
        .memberStatus,
    ).toBe('joined');
    expect(
      (await call(small.token, 'POST', API.promotions.claim.replace(':id', promotion.id))).json().code,
    ).toBe('PROMOTION_NOTHING_TO_CLAIM');

    // Many claims at once of the same cashback pay it once.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        sut.services.promotions.claim(merchant, big.member.id, BigInt(promotion.id), audit),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toMatchObject({ code: 'PROMOTION_NOTHING_TO_CLAIM' });
      }
    }
    const bonuses = await sut.database.db
      .selectFrom('member_bonuses')
      .select('amount')
      .where('member_id', '=', big.member.id)
      .execute();
    expect(bonuses).toEqual([{ amount: 30_000n }]);
    const spent = await sut.database.db
      .selectFrom('promotions')
      .select('spent')
      .where('id', '=', BigInt(promotion.id))
      .executeTakeFirstOrThrow();
    expect(spent.spent).toBe(45_000n);
  });
});
