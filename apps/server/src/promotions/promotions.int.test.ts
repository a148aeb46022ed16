import { API, type TAdminPromotionInput } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { givenVendor, testGame, testVendorCode } from '../games/catalogue-test-kit.ts';
import {
  BALANCED_LEDGER,
  fund,
  ledgerInvariants,
  registerVendor,
  signedVendorCall,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
import { createAccount, newKey, PAY_PASSWORD, playerCall } from '../member-money/money-flows-test-kit.ts';
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
  const code = testVendorCode('PRM');
  await givenVendor(sut.services, merchant, { vassalage: code, gameType: 'RNG' }, [
    testGame(code, 'slot-1'),
    testGame(code, 'live-1', { gameType: 'LIVE' }),
  ]);
  ({ credential: vendor } = await registerVendor(sut.services, merchant, code));
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
function promotionInput(overrides: Partial<TAdminPromotionInput> = {}): TAdminPromotionInput {
  return {
    code: `P${newKey('').slice(1, 12).toUpperCase()}`,
    category: 'deposit',
    status: 'active',
    title: 'Welcome match',
    summary: '100% on your first deposit',
    terms: '<p>Terms</p>',
    images: [{ sequence: 0, url: '/promo/welcome.svg' }],
    sortOrder: 0,
    startTime: hourAgo(),
    endTime: null,
    totalBudget: null,
    kind: 'deposit_match',
    depositTrigger: 'first_deposit',
    matchPercent: 100,
    maxBonus: '50',
    minDeposit: '10',
    bonusAmount: null,
    checkinRewards: null,
    cashback: null,
    wageringMultiplier: 1,
    wageringBase: 'bonus',
    gameWeights: { RNG: 100, LIVE: 10 },
    maxBet: '5',
    expiryDays: 7,
    ...overrides,
  };
}
const adminCall = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, key = adminKey) =>
  sut.app.inject({
    method,
    url: url.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': key },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
async function createPromotion(overrides: Partial<TAdminPromotionInput> = {}) {
  const response = await adminCall('POST', API.admin.promotions, promotionInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().value as { id: string; code: string };
}
const call = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  playerCall(sut.app, merchant, token, method, url, payload);
const promotionOf = async (token: string | undefined, id: string) =>
  (await call(token, 'GET', API.promotions.one.replace(':id', id))).json().value;
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
const cashOf = (memberId: bigint) => sut.services.wallet.balanceOf(merchant, memberId);
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

describe('a first-deposit match', () => {
  it('joins, matches the deposit, claims once, counts weighted bets, refuses a bet over the max and converts to cash', async () => {
    const promotion = await createPromotion();
    const { member, token } = await createAccount(sut.services, merchant);
    const playerId = `${merchant.code}:${member.id}`;
    expect((await promotionOf(undefined, promotion.id)).memberStatus).toBe('join');
    expect((await promotionOf(token, promotion.id)).memberStatus).toBe('join');
    expect((await call(token, 'POST', API.promotions.claim.replace(':id', promotion.id))).json().code).toBe(
      'PROMOTION_NOT_ELIGIBLE',
    );
    const joined = await call(token, 'POST', API.promotions.join.replace(':id', promotion.id));
    expect(joined.json().value.memberStatus).toBe('joined');
    expect((await call(token, 'POST', API.promotions.claim.replace(':id', promotion.id))).json().code).toBe(
      'PROMOTION_NOTHING_TO_CLAIM',
    );

    await deposit(token, '40');
    expect(await promotionOf(token, promotion.id)).toMatchObject({
      memberStatus: 'claim',
      claimableAmount: '40.0000',
    });
    const rewards = (await call(token, 'GET', API.promotions.rewards)).json().value;
    expect(rewards).toMatchObject({ count: 1, list: [{ promotionId: promotion.id, amount: '40.0000' }] });
    expect((await call(token, 'GET', API.member.badges)).json().value.reward).toBe(1);

    const claimed = await call(token, 'POST', API.promotions.claim.replace(':id', promotion.id));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().value).toMatchObject({
      replayed: false,
      bonus: { amount: '40.0000', wageringRequired: '40.0000', wageringDone: '0.0000', status: 'active' },
    });
    const again = await call(token, 'POST', API.promotions.claim.replace(':id', promotion.id));
    expect(again.json().value).toMatchObject({
      replayed: true,
      bonus: { id: claimed.json().value.bonus.id },
    });
    expect(await cashOf(member.id)).toBe(400_000n);
    expect((await promotionOf(token, promotion.id)).memberStatus).toBe('process');

    // Over the max bet: refused by the wallet with its own code, nothing moves.
    expect((await bet(playerId, '5.0001')).json()).toMatchObject({
      code: 'BONUS_MAX_BET_EXCEEDED',
      value: { balance: '40.0000' },
    });
    // A live bet counts 10%; a repeated bet id counts once; slots count in full.
    const [repeated, round] = [vendorId('bet'), vendorId('round')];
    expect((await bet(playerId, '5', 'live-1', repeated, round)).statusCode).toBe(200);
    expect((await bet(playerId, '5', 'live-1', repeated, round)).statusCode).toBe(200);
    // A bet the vendor rolls back is taken back out of the wagering.
    const [refunded, refundedRound] = [vendorId('bet'), vendorId('round')];
    expect((await bet(playerId, '5', 'slot-1', refunded, refundedRound)).statusCode).toBe(200);
    const rollback = await signedVendorCall(sut.app, vendor, 'rollback', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('rb'),
      betTransactionId: refunded,
      roundId: refundedRound,
      gameCode: 'slot-1',
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    await sut.services.promotions.drain();
    expect((await call(token, 'GET', API.promotions.bonuses)).json().value.bonuses[0].wageringDone).toBe(
      '0.5000',
    );
    for (let i = 0; i < 7; i += 1) expect((await bet(playerId, '5')).statusCode).toBe(200);
    await sut.services.promotions.drain();
    let wallet = (await call(token, 'GET', API.promotions.bonuses)).json().value;
    expect(wallet).toMatchObject({
      activeBonusBalance: '40.0000',
      bonuses: [{ wageringDone: '35.5000', progressPercent: 88, status: 'active' }],
    });
    expect(await cashOf(member.id)).toBe(0n);
    expect((await bet(playerId, '4.5')).json().code).toBe('INSUFFICIENT_FUNDS');
    // The bonus converts: it is the member's cash now, moved in one ledger transaction.
    await fund(sut.services, merchant, member, '5');
    expect((await bet(playerId, '4.5')).statusCode).toBe(200);
    await sut.services.promotions.drain();
    wallet = (await call(token, 'GET', API.promotions.bonuses)).json().value;
    expect(wallet).toMatchObject({
      activeBonusBalance: '0.0000',
      bonuses: [{ status: 'converted', progressPercent: 100, wageringDone: '40.0000' }],
    });
    expect(await cashOf(member.id)).toBe(405_000n);
    expect((await promotionOf(token, promotion.id)).memberStatus).toBe('claimed');
    const converts = await sut.database.db
      .selectFrom('ledger_transactions')
      .select(['kind'])
      .where('merchant_id', '=', merchant.id)
      .where('kind', 'in', ['bonus_claim', 'bonus_convert'])
      .where(sql<boolean>`reference->>'memberId' = ${member.id.toString()}`)
      .execute();
    expect(converts.map((row) => row.kind).sort()).toEqual(['bonus_claim', 'bonus_convert']);
    // Past the max bet rule now that nothing wagers.
    expect((await bet(playerId, '6')).statusCode).toBe(200);
  });

  it('is closed to a member who deposited before joining, and refuses out of its period or while paused', async () => {
    const promotion = await createPromotion();
    const { token } = await createAccount(sut.services, merchant);
    await deposit(token, '20');
    expect((await promotionOf(token, promotion.id)).memberStatus).toBe('close');
    expect((await call(token, 'POST', API.promotions.join.replace(':id', promotion.id))).json().code).toBe(
      'PROMOTION_NOT_ELIGIBLE',
    );
    const later = await createPromotion({ startTime: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await promotionOf(token, later.id)).memberStatus).toBe('coming_soon');
    expect((await call(token, 'POST', API.promotions.join.replace(':id', later.id))).json().code).toBe(
      'PROMOTION_NOT_AVAILABLE',
    );
    const gift = await createPromotion({ kind: 'fixed_bonus', bonusAmount: '5', category: 'welcome' });
    const paused = await adminCall('PATCH', API.admin.promotion.replace(':id', gift.id), {
      status: 'paused',
      version: 1,
    });
    expect(paused.json().value.status).toBe('paused');
    expect((await call(token, 'POST', API.promotions.claim.replace(':id', gift.id))).json().code).toBe(
      'PROMOTION_NOT_AVAILABLE',
    );
    const welcome = (await call(token, 'GET', `${API.promotions.list}?category=welcome`)).json().value;
    expect(welcome.list.every((p: { category: string }) => p.category === 'welcome')).toBe(true);
  });
});

describe('withdrawing while a bonus wagers', () => {
  it('is refused naming the bonus, or forfeits it after the member confirms', async () => {
    const gift = await createPromotion({
      kind: 'fixed_bonus',
      bonusAmount: '8',
      category: 'welcome',
      title: 'Free 8 for new players',
      wageringMultiplier: 10,
    });
    const { member, token } = await createAccount(sut.services, merchant, { balance: '100' });
    const bound = await call(token, 'POST', API.member.bankAccount, {
      payeeName: 'Nguyen Van A',
      bankName: 'Vietcombank',
      accountNumber: '0123 4567 8901',
      paymentPassword: PAY_PASSWORD,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await call(token, 'POST', API.promotions.claim.replace(':id', gift.id))).statusCode).toBe(200);
    const body = { amount: '40', paymentPassword: PAY_PASSWORD, idempotencyKey: newKey() };
    const refused = await call(token, 'POST', API.wallet.withdrawals, body);
    expect(refused.json()).toMatchObject({
      code: 'BONUS_WAGERING_ACTIVE',
      value: { bonuses: [{ title: 'Free 8 for new players' }] },
    });
    expect(await cashOf(member.id)).toBe(1_000_000n);
    const done = await call(token, 'POST', API.wallet.withdrawals, { ...body, forfeitBonus: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(await cashOf(member.id)).toBe(600_000n);
    const wallet = (await call(token, 'GET', API.promotions.bonuses)).json().value;
    expect(wallet).toMatchObject({ activeBonusBalance: '0.0000', bonuses: [{ status: 'forfeited' }] });
    expect(await sut.services.ledger.balanceOf(merchant.id, 'member_bonus', `${member.id}:${gift.id}`)).toBe(
      0n,
    );
  });
});

describe('the bonus job', () => {
  it('expires a bonus past its date, its money back to the promotion, once', async () => {
    const gift = await createPromotion({ kind: 'fixed_bonus', bonusAmount: '4', category: 'welcome' });
    const { member, token } = await createAccount(sut.services, merchant);
    expect((await call(token, 'POST', API.promotions.claim.replace(':id', gift.id))).statusCode).toBe(200);
    await sut.database.db
      .updateTable('member_bonuses')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', member.id)
      .execute();
    expect((await sut.services.promotions.settleDue(new Date())).expired).toBeGreaterThanOrEqual(1);
    expect(await sut.services.promotions.settleDue(new Date())).toEqual({
      refunded: 0,
      counted: 0,
      expired: 0,
      converted: 0,
    });
    const wallet = (await call(token, 'GET', API.promotions.bonuses)).json().value;
    expect(wallet).toMatchObject({ activeBonusBalance: '0.0000', bonuses: [{ status: 'expired' }] });
    expect(await sut.services.ledger.balanceOf(merchant.id, 'member_bonus', `${member.id}:${gift.id}`)).toBe(
      0n,
    );
    expect(await sut.services.ledger.balanceOf(merchant.id, 'promotion', `promo:${gift.id}`)).toBe(0n);
    expect(await cashOf(member.id)).toBe(0n);
  });
});

describe('the bonus job catching up on the wagering feed', () => {
  it('counts bets and refunds recorded while the feed was stopped, once, and converts when met', async () => {
    const gift = await createPromotion({ kind: 'fixed_bonus', bonusAmount: '10', category: 'welcome' });
    const { member, token } = await createAccount(sut.services, merchant, { balance: '100' });
    const playerId = `${merchant.code}:${member.id}`;
    expect((await call(token, 'POST', API.promotions.claim.replace(':id', gift.id))).statusCode).toBe(200);
    const wageringDone = async () =>
      (await call(token, 'GET', API.promotions.bonuses)).json().value.bonuses[0].wageringDone;
    const refund = (betTransactionId: string, roundId: string) =>
      signedVendorCall(sut.app, vendor, 'rollback', {
        requestId: vendorId('req'),
        playerId,
        transactionId: vendorId('rb'),
        betTransactionId,
        roundId,
        gameCode: 'slot-1',
      });
    const feedOn = () => {
      sut.services.vendorWallet.onBet((b) => sut.services.promotions.betSettled(b));
      sut.services.vendorWallet.onRollback((r) => sut.services.promotions.betRefunded(r));
    };
    try {
      // The process "stops" before counting: the wallet commits the bets, nobody tells the bonus.
      sut.services.vendorWallet.onBet(() => {});
      sut.services.vendorWallet.onRollback(() => {});
      expect((await bet(playerId, '4')).statusCode).toBe(200);
      expect((await bet(playerId, '3', 'live-1')).statusCode).toBe(200);
      const [refunded, refundedRound] = [vendorId('bet'), vendorId('round')];
      expect((await bet(playerId, '2', 'slot-1', refunded, refundedRound)).statusCode).toBe(200);
      expect((await refund(refunded, refundedRound)).statusCode).toBe(200);
      expect(await wageringDone()).toBe('0.0000');
      // The job counts the two bets still standing (slots in full, live at 10%), once.
      expect(await sut.services.promotions.settleDue(new Date())).toMatchObject({ refunded: 0, counted: 2 });
      expect(await wageringDone()).toBe('4.3000');
      expect(await sut.services.promotions.settleDue(new Date())).toMatchObject({ refunded: 0, counted: 0 });
      expect(await wageringDone()).toBe('4.3000');

      // A bet the feed counted, rolled back while the feed is stopped: the job takes it back out, once.
      feedOn();
      const [counted, countedRound] = [vendorId('bet'), vendorId('round')];
      expect((await bet(playerId, '2', 'slot-1', counted, countedRound)).statusCode).toBe(200);
      await sut.services.promotions.drain();
      expect(await wageringDone()).toBe('6.3000');
      sut.services.vendorWallet.onRollback(() => {});
      expect((await refund(counted, countedRound)).statusCode).toBe(200);
      expect(await sut.services.promotions.settleDue(new Date())).toMatchObject({ refunded: 1, counted: 0 });
      expect(await wageringDone()).toBe('4.3000');
      expect(await sut.services.promotions.settleDue(new Date())).toMatchObject({ refunded: 0, counted: 0 });

      // A lost bet that meets the requirement: the job counts it and converts the bonus to cash.
      sut.services.vendorWallet.onBet(() => {});
      expect((await bet(playerId, '5')).statusCode).toBe(200);
      expect((await bet(playerId, '1')).statusCode).toBe(200);
      expect(await sut.services.promotions.settleDue(new Date())).toMatchObject({ counted: 2, converted: 1 });
      expect(await sut.services.promotions.settleDue(new Date())).toMatchObject({ counted: 0, converted: 0 });
      const wallet = (await call(token, 'GET', API.promotions.bonuses)).json().value;
      expect(wallet).toMatchObject({
        activeBonusBalance: '0.0000',
        bonuses: [{ status: 'converted', wageringDone: '10.0000' }],
      });
    } finally {
      feedOn();
    }
  });
});

describe('the operator', () => {
  it('creates, pauses and reports promotions, audited, and only for merchants the key manages', async () => {
    const promotion = await createPromotion({ code: 'DUPLICATE_ME' });
    expect(
      (await adminCall('POST', API.admin.promotions, promotionInput({ code: 'DUPLICATE_ME' }))).json().code,
    ).toBe('CONFLICT');
    expect(
      (
        await adminCall(
          'POST',
          API.admin.promotions,
          promotionInput({ kind: 'fixed_bonus', bonusAmount: null }),
        )
      ).json().code,
    ).toBe('VALIDATION_FAILED');
    const other = await createTestMerchant(sut.services);
    const otherKey = await createAdminKey(sut.services, other.id);
    expect((await adminCall('GET', API.admin.promotions, undefined, otherKey)).json().code).toBe('FORBIDDEN');
    const listed = (await adminCall('GET', `${API.admin.promotions}?pageSize=100`)).json().value.list;
    expect(listed.find((p: { id: string }) => p.id === promotion.id)).toMatchObject({
      code: 'DUPLICATE_ME',
      spent: '0.0000',
      report: { joined: 0, claimed: 0 },
    });
    const audited = await sut.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('merchant_id', '=', merchant.id)
      .where('action', 'like', 'promotions.%')
      .execute();
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['promotions.create', 'promotions.update', 'promotions.claim']),
    );
  });
});

describe('a limited budget under a rush', () => {
  it('1,000 members claiming at once never pass the budget and nobody is paid twice', async () => {
    const budgetFor = 250;
    const gift = await createPromotion({
      kind: 'fixed_bonus',
      bonusAmount: '2',
      category: 'welcome',
      totalBudget: String(budgetFor * 2),
      maxBet: null,
    });
    const hash = (
      await sut.database.db.selectFrom('members').select('password_hash').limit(1).executeTakeFirstOrThrow()
    ).password_hash;
    const prefix = newKey('rush');
    const members = await sql<{ id: bigint }>`
      insert into members (merchant_id, username, password_hash)
      select ${merchant.id}, ${prefix} || '-' || n, ${hash} from generate_series(1, 1000) as n
      returning id`.execute(sut.database.db);
    expect(members.rows).toHaveLength(1000);
    const audit = { actor: 'test' };
    // Every member claims, and a tenth of them claim twice more at the same time.
    const attempts = members.rows.flatMap((row, index) =>
      index % 10 === 0 ? [row.id, row.id, row.id] : [row.id],
    );
    const outcomes = await Promise.allSettled(
      attempts.map((memberId) => sut.services.promotions.claim(merchant, memberId, BigInt(gift.id), audit)),
    );
    const paid = outcomes.filter((o) => o.status === 'fulfilled' && !o.value.replayed).length;
    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const failure of refused) {
      expect((failure as PromiseRejectedResult).reason).toMatchObject({ code: 'PROMOTION_BUDGET_SPENT' });
    }
    expect(paid).toBe(budgetFor);
    const bonuses = await sut.database.db
      .selectFrom('member_bonuses')
      .select(['member_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('promotion_id', '=', BigInt(gift.id))
      .groupBy('member_id')
      .execute();
    expect(bonuses).toHaveLength(budgetFor);
    expect(bonuses.every((row) => Number(row.n) === 1)).toBe(true);
    const spent = (await adminCall('GET', `${API.admin.promotions}?kind=fixed_bonus&pageSize=100`))
      .json()
      .value.list.find((p: { id: string }) => p.id === gift.id);
    expect(spent).toMatchObject({
      spent: '500.0000',
      totalBudget: '500.0000',
      report: { claimed: budgetFor },
    });
    expect(await sut.services.ledger.balanceOf(merchant.id, 'promotion', `promo:${gift.id}`)).toBe(
      -5_000_000n,
    );
    const claims = await sut.database.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', 'bonus_claim')
      .where(sql<boolean>`reference->>'promotionId' = ${gift.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(claims.n)).toBe(budgetFor);
    // Spent: the list shows it closed to everyone else.
    const { token } = await createAccount(sut.services, merchant);
    expect((await promotionOf(token, gift.id)).memberStatus).toBe('close');
  }, 240_000);
});
