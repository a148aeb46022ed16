import { API, POINTS_API, PUBLIC_STATE_API, type TAdminPointsGoodInput } from '@croupier/contracts';
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
import { createAccount, newKey, PAY_PASSWORD, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { encryptedBody, solveHumanCheck } from '../testing/accounts.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let sut: TestApp;
let merchant: Merchant & { domain: string };
let plain: Merchant & { domain: string };
let adminKey: string;
let vendor: { vendorCode: string; keyId: string; secret: string };
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services, {
    flags: { pointsMall: true, manualRebate: true, referral: true },
  });
  plain = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services, merchant.id);
  const code = testVendorCode('LOY');
  await givenVendor(sut.services, merchant, { vassalage: code, gameType: 'RNG' }, [
    testGame(code, 'slot-1'),
    testGame(code, 'live-1', { gameType: 'LIVE' }),
  ]);
  ({ credential: vendor } = await registerVendor(sut.services, merchant, code));
  const admin = (method: 'PUT', url: string, payload: object) =>
    sut.app.inject({
      method,
      url: url.replace(':merchantCode', merchant.code),
      headers: { 'x-admin-key': adminKey },
      payload: payload as Record<string, unknown>,
    });
  // 10 points per 100 on slots, 3 on live; 200 points convert to 1.00; rebate 0.8% slots, 0.5% live.
  expect(
    (
      await admin('PUT', POINTS_API.admin.settings, {
        rates: [
          { gameType: 'RNG', pointsPerHundred: 10 },
          { gameType: 'LIVE', pointsPerHundred: 3 },
        ],
        convertPointsPerUnit: 200,
        minConvertPoints: '100',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await admin('PUT', POINTS_API.admin.rebateSettings, {
        rates: [
          { gameType: 'RNG', ratePpm: 8000 },
          { gameType: 'LIVE', ratePpm: 5000 },
        ],
        minAmount: '0.5',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await admin('PUT', POINTS_API.admin.referralSettings, {
        firstDepositReward: '8',
        firstDepositMin: '20',
        betTarget: '50',
        betTargetReward: '5',
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  playerCall(sut.app, merchant, token, method, url, payload);
const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  sut.app.inject({
    method,
    url: url.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': adminKey },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
/** An `E` call, encrypted with the merchant's key as the site does it. */
const encryptedCall = async (token: string, url: string, payload: object) =>
  sut.app.inject({
    method: 'POST',
    url,
    headers: { host: merchant.domain, 'x-session-token': token },
    payload: await encryptedBody(sut.app, merchant.domain, payload),
  });
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
const pointsOf = async (token: string) => (await call(token, 'GET', POINTS_API.balance)).json().value.points;
const cashOf = (memberId: bigint) => sut.services.wallet.balanceOf(merchant, memberId);
async function createGood(overrides: Partial<TAdminPointsGoodInput> = {}) {
  const response = await adminCall('POST', POINTS_API.admin.goods, {
    kind: 'cash',
    name: 'Cash 5',
    description: '5.00 straight to your wallet',
    imageUrl: '/points/cash.svg',
    pointsRequired: '30',
    amountRequired: '0',
    creditAmount: '5',
    stock: null,
    status: 'active',
    sortOrder: 0,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().value as { id: string };
}
async function givePoints(memberId: bigint, points: string) {
  const response = await adminCall('POST', POINTS_API.admin.adjust, {
    memberId: memberId.toString(),
    points,
    kind: 'activity',
    remark: 'Welcome activity',
    idempotencyKey: newKey(),
  });
  expect(response.statusCode, response.body).toBe(200);
}
const redeem = (token: string, goodsId: string, extra: object = {}) =>
  encryptedCall(token, POINTS_API.redeem, {
    goodsId,
    quantity: 1,
    paymentPassword: PAY_PASSWORD,
    idempotencyKey: newKey(),
    ...extra,
  });

describe('the merchant flags', () => {
  it('refuses every programme with OPERATION_NOT_ENABLED while its flag is off', async () => {
    const { token } = await createAccount(sut.services, plain);
    for (const url of [POINTS_API.balance, POINTS_API.goods, POINTS_API.rebate, POINTS_API.referral]) {
      const response = await playerCall(sut.app, plain, token, 'GET', url);
      expect({ url, code: response.json().code }).toEqual({ url, code: 'OPERATION_NOT_ENABLED' });
    }
    // The public state tells the site whether invite friends is open.
    const state = (await playerCall(sut.app, plain, token, 'GET', PUBLIC_STATE_API)).json().value;
    expect(state).toMatchObject({ availablePromo: { REFERRAL: { enabled: false } }, currencySymbol: '$' });
    const on = await createAccount(sut.services, merchant, { balance: '3' });
    expect((await call(on.token, 'GET', PUBLIC_STATE_API)).json().value).toMatchObject({
      balance: '3.0000',
      availablePromo: { REFERRAL: { enabled: true } },
    });
  });
});

describe('points from bets', () => {
  it('earns exactly the rate per game type, once per bet, with the remainder carried; a rollback takes them back', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '500' });
    const playerId = `${merchant.code}:${member.id}`;
    // 3 x 33.33 on slots at 10 per 100: 9.999 points -> 9, carry .999; 40 on live at 3 per 100: 1.2.
    for (let i = 0; i < 3; i += 1) expect((await bet(playerId, '33.33')).statusCode).toBe(200);
    const [repeated, round] = [vendorId('bet'), vendorId('round')];
    expect((await bet(playerId, '40', 'live-1', repeated, round)).statusCode).toBe(200);
    expect((await bet(playerId, '40', 'live-1', repeated, round)).statusCode).toBe(200);
    await sut.services.points.drain();
    // 99.99 x 10 / 100 = 9.999 and 40 x 3 / 100 = 1.2: 11.199 in all, 11 whole points.
    expect(await pointsOf(token)).toBe('11');
    const [refunded, refundedRound] = [vendorId('bet'), vendorId('round')];
    expect((await bet(playerId, '100', 'slot-1', refunded, refundedRound)).statusCode).toBe(200);
    await sut.services.points.drain();
    expect(await pointsOf(token)).toBe('21');
    const rollback = await signedVendorCall(sut.app, vendor, 'rollback', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('rb'),
      betTransactionId: refunded,
      roundId: refundedRound,
      gameCode: 'slot-1',
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    await sut.services.points.drain();
    expect(await pointsOf(token)).toBe('11');
    const details = (await call(token, 'GET', POINTS_API.transactions)).json().value;
    expect(
      details.list.map((e: { kind: string; points: string; balanceAfter: string }) => [
        e.kind,
        e.points,
        e.balanceAfter,
      ]),
    ).toEqual([
      ['bet_refund', '-10', '11'],
      ['bet', '10', '21'],
      // 3.333 each, the remainder carried: 3, 3 (3.666), 3 (3.999), then live 1.2 + .999 = 2.199.
      ['bet', '2', '11'],
      ['bet', '3', '9'],
      ['bet', '3', '6'],
      ['bet', '3', '3'],
    ]);
  });

  it('catches up on bets the after-commit feed lost, each once', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '100' });
    const playerId = `${merchant.code}:${member.id}`;
    // A process that stopped between the wallet's commit and the count: nobody hears the bets.
    sut.services.vendorWallet.onBet(() => {});
    try {
      expect((await bet(playerId, '50')).statusCode).toBe(200);
      expect((await bet(playerId, '20')).statusCode).toBe(200);
    } finally {
      sut.services.vendorWallet.onBet((b) => {
        sut.services.promotions.betSettled(b);
        sut.services.points.betSettled(b);
      });
    }
    expect(await pointsOf(token)).toBe('0');
    await sut.services.points.catchUp(new Date());
    expect(await pointsOf(token)).toBe('7');
    await sut.services.points.catchUp(new Date());
    expect(await pointsOf(token)).toBe('7');
  });
});

describe('the points mall', () => {
  it('redeems a cash good through the ledger once, with the record fields; a wrong payment password takes nothing', async () => {
    const good = await createGood();
    const { member, token } = await createAccount(sut.services, merchant);
    await givePoints(member.id, '100');
    expect((await call(token, 'GET', POINTS_API.goods)).json().value.list).toContainEqual(
      expect.objectContaining({ id: good.id, kind: 'cash', pointsRequired: '30', creditAmount: '5.0000' }),
    );
    const wrong = await redeem(token, good.id, { paymentPassword: '000000' });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect(await pointsOf(token)).toBe('100');

    const key = newKey();
    const first = await redeem(token, good.id, { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      replayed: false,
      redeem: {
        type: 'cash',
        name: 'Cash 5',
        quantity: 1,
        pointsRequired: '30',
        amountRequired: '0.0000',
        status: 'approved',
        changedPoints: '-30',
        pointsBalance: '70',
        remark: null,
      },
    });
    expect(first.json().value.redeem.referenceNo).toMatch(/^PM\d{18}$/);
    const again = await redeem(token, good.id, { idempotencyKey: key });
    expect(again.json().value).toMatchObject({
      replayed: true,
      redeem: { id: first.json().value.redeem.id },
    });
    expect(await pointsOf(token)).toBe('70');
    expect(await cashOf(member.id)).toBe(50_000n);
    const records = (await call(token, 'GET', `${API.wallet.records}?type=points_cash`)).json().value;
    expect(records.list).toHaveLength(1);
    const history = (await call(token, 'GET', POINTS_API.redeems)).json().value;
    expect(history.list).toHaveLength(1);
  });

  it('credits a bonus good to the bonus wallet with its wagering, converted to cash once wagered', async () => {
    const good = await createGood({
      kind: 'bonus',
      name: 'Bonus 8',
      creditAmount: '8',
      wageringMultiplier: 3,
      bonusExpiryDays: 7,
      stock: 5,
    });
    expect((await call(undefined, 'GET', POINTS_API.goods)).json().value.list).toContainEqual(
      expect.objectContaining({ id: good.id, kind: 'bonus', creditAmount: '8.0000', wageringMultiplier: 3 }),
    );
    const { member, token } = await createAccount(sut.services, merchant, { balance: '30' });
    const playerId = `${merchant.code}:${member.id}`;
    await givePoints(member.id, '100');
    const redeemed = await redeem(token, good.id);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().value.redeem).toMatchObject({
      type: 'bonus',
      status: 'approved',
      pointsBalance: '70',
    });
    // The main wallet is untouched: the 8.00 waits in the bonus wallet, wagering 3 x 8.00.
    expect(await cashOf(member.id)).toBe(300_000n);
    let wallet = (await call(token, 'GET', API.promotions.bonuses)).json().value;
    expect(wallet).toMatchObject({
      activeBonusBalance: '8.0000',
      bonuses: [
        {
          promotionId: null,
          promotionTitle: 'Bonus 8',
          amount: '8.0000',
          wageringRequired: '24.0000',
          wageringDone: '0.0000',
          status: 'active',
        },
      ],
    });
    const expiresIn = Date.parse(wallet.bonuses[0].expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 86_400_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);
    // One ledger transaction moved the mall's money into the member's bonus account, and the
    // redemption names it.
    const [credit] = await sut.database.db
      .selectFrom('points_redemptions as r')
      .innerJoin('ledger_transactions as t', 't.id', 'r.credit_transaction_id')
      .select(['t.kind', 't.reference'])
      .where('r.id', '=', BigInt(redeemed.json().value.redeem.id))
      .execute();
    expect(credit).toMatchObject({ kind: 'points_bonus', reference: { memberId: member.id.toString() } });
    // Wagered in full (slots count 100%), it turns to cash once.
    for (let i = 0; i < 3; i += 1) expect((await bet(playerId, '8')).statusCode).toBe(200);
    await sut.services.promotions.drain();
    wallet = (await call(token, 'GET', API.promotions.bonuses)).json().value;
    expect(wallet).toMatchObject({
      activeBonusBalance: '0.0000',
      bonuses: [{ status: 'converted', wageringDone: '24.0000', progressPercent: 100 }],
    });
    expect(await cashOf(member.id)).toBe(300_000n - 240_000n + 80_000n);
  });

  it('forfeits a wagering bonus good on a confirmed withdrawal, its money back to the mall', async () => {
    const good = await createGood({
      kind: 'bonus',
      name: 'Bonus 6',
      creditAmount: '6',
      wageringMultiplier: 10,
    });
    const { member, token } = await createAccount(sut.services, merchant, { balance: '100' });
    const bound = await call(token, 'POST', API.member.bankAccount, {
      payeeName: 'Nguyen Van B',
      bankName: 'Vietcombank',
      accountNumber: '0123 4567 8902',
      paymentPassword: PAY_PASSWORD,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    await givePoints(member.id, '30');
    expect((await redeem(token, good.id)).statusCode).toBe(200);
    const mallBefore = await sut.services.ledger.balanceOf(merchant.id, 'promotion', 'points-mall');
    const body = { amount: '40', paymentPassword: PAY_PASSWORD, idempotencyKey: newKey() };
    expect((await call(token, 'POST', API.wallet.withdrawals, body)).json()).toMatchObject({
      code: 'BONUS_WAGERING_ACTIVE',
      value: { bonuses: [{ title: 'Bonus 6' }] },
    });
    const done = await call(token, 'POST', API.wallet.withdrawals, { ...body, forfeitBonus: true });
    expect(done.statusCode, done.body).toBe(200);
    expect((await call(token, 'GET', API.promotions.bonuses)).json().value).toMatchObject({
      activeBonusBalance: '0.0000',
      bonuses: [{ promotionTitle: 'Bonus 6', status: 'forfeited' }],
    });
    expect(await sut.services.ledger.balanceOf(merchant.id, 'member_bonus', `${member.id}:points-mall`)).toBe(
      0n,
    );
    expect(await sut.services.ledger.balanceOf(merchant.id, 'promotion', 'points-mall')).toBe(
      mallBefore + 60_000n,
    );
  });

  it('redeems a bonus good in one transaction: a failed bonus credit takes no points, stock or money', async () => {
    const good = await createGood({ kind: 'bonus', name: 'Doomed bonus', creditAmount: '4', stock: 2 });
    const { member, token } = await createAccount(sut.services, merchant);
    await givePoints(member.id, '100');
    const db = sut.database.db;
    // The bonus row is written after the points, the stock and the redemption: the database refuses it.
    await sql`create function refuse_doomed_bonus() returns trigger language plpgsql as $$
      begin
        if new.title = 'Doomed bonus' then raise exception 'bonus refused for the test'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger refuse_doomed_bonus before insert on member_bonuses
      for each row execute function refuse_doomed_bonus()`.execute(db);
    try {
      const failed = await redeem(token, good.id);
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_doomed_bonus on member_bonuses`.execute(db);
      await sql`drop function refuse_doomed_bonus()`.execute(db);
    }
    expect(await pointsOf(token)).toBe('100');
    expect(
      (await adminCall('GET', POINTS_API.admin.goods))
        .json()
        .value.find((g: { id: string }) => g.id === good.id).stock,
    ).toBe(2);
    expect((await call(token, 'GET', POINTS_API.redeems)).json().value.list).toEqual([]);
    expect((await call(token, 'GET', API.promotions.bonuses)).json().value.bonuses).toEqual([]);
    const postings = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', 'points_bonus')
      .where(sql<boolean>`reference->>'memberId' = ${member.id.toString()}`)
      .execute();
    expect(postings).toEqual([]);
    // The same redeem once the credit can be written goes through whole; without wagering the bonus
    // turns to cash at once.
    expect((await redeem(token, good.id)).json().value.redeem).toMatchObject({ status: 'approved' });
    expect((await call(token, 'GET', API.promotions.bonuses)).json().value).toMatchObject({
      activeBonusBalance: '0.0000',
      bonuses: [{ promotionTitle: 'Doomed bonus', amount: '4.0000', status: 'converted' }],
    });
    expect(await cashOf(member.id)).toBe(40_000n);
  });

  it('holds a physical good for approval and returns the points once when rejected', async () => {
    const good = await createGood({
      kind: 'physical',
      name: 'Headphones',
      creditAmount: '0',
      pointsRequired: '40',
      stock: 3,
    });
    const { member, token } = await createAccount(sut.services, merchant);
    await givePoints(member.id, '50');
    expect((await redeem(token, good.id)).json().code).toBe('VALIDATION_FAILED');
    const asked = await redeem(token, good.id, {
      delivery: { recipient: 'Ann Lee', phone: '+1 555 0100', address: '1 Main Street, Springfield' },
    });
    expect(asked.json().value.redeem).toMatchObject({ status: 'in_process', pointsBalance: '10' });
    expect(
      (await adminCall('GET', POINTS_API.admin.goods))
        .json()
        .value.find((g: { id: string }) => g.id === good.id).stock,
    ).toBe(2);
    const pending = (await adminCall('GET', `${POINTS_API.admin.redemptions}?status=in_process`)).json()
      .value;
    expect(pending.list.find((r: { id: string }) => r.id === asked.json().value.redeem.id)).toMatchObject({
      delivery: { recipient: 'Ann Lee' },
    });
    const decision = POINTS_API.admin.redemptionDecision.replace(':id', asked.json().value.redeem.id);
    const [one, two] = await Promise.all([
      adminCall('POST', decision, { decision: 'reject', remark: 'Out of this colour' }),
      adminCall('POST', decision, { decision: 'reject', remark: 'Out of this colour' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await pointsOf(token)).toBe('50');
    expect(
      (await adminCall('GET', POINTS_API.admin.goods))
        .json()
        .value.find((g: { id: string }) => g.id === good.id).stock,
    ).toBe(3);
    const record = (await call(token, 'GET', POINTS_API.redeems)).json().value.list[0];
    expect(record).toMatchObject({ status: 'rejected', changedPoints: '0', remark: 'Out of this colour' });
  });

  it("the console's goods screen: adds, edits and hides a good (gone from the mall, kept in history), each audited", async () => {
    const good = await createGood({ name: 'Console cash', pointsRequired: '20', creditAmount: '2' });
    const { member, token } = await createAccount(sut.services, merchant);
    await givePoints(member.id, '50');
    expect((await redeem(token, good.id)).statusCode).toBe(200);
    const [row] = (await adminCall('GET', POINTS_API.admin.goods))
      .json()
      .value.filter((g: { id: string }) => g.id === good.id);
    const edited = await adminCall('PUT', POINTS_API.admin.good.replace(':id', good.id), {
      ...row,
      name: 'Console cash 3',
      creditAmount: '3',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().value).toMatchObject({
      name: 'Console cash 3',
      creditAmount: '3.0000',
      status: 'active',
    });
    const hidden = await adminCall('PUT', POINTS_API.admin.good.replace(':id', good.id), {
      ...row,
      name: 'Console cash 3',
      creditAmount: '3',
      status: 'hidden',
    });
    expect(hidden.json().value.status).toBe('hidden');
    const mall = (await call(token, 'GET', POINTS_API.goods)).json().value.list;
    expect(mall.map((g: { id: string }) => g.id)).not.toContain(good.id);
    expect((await call(token, 'GET', POINTS_API.good.replace(':id', good.id))).statusCode).toBe(404);
    expect((await redeem(token, good.id)).json().code).toBe('NOT_FOUND');
    expect((await call(token, 'GET', POINTS_API.redeems)).json().value.list).toEqual([
      expect.objectContaining({ name: 'Console cash', status: 'approved' }),
    ]);
    const bad = await adminCall('PUT', POINTS_API.admin.good.replace(':id', good.id), {
      ...row,
      creditAmount: '0',
    });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const audits = await sql<{ action: string }>`select action from audit_log
      where merchant_id = ${merchant.id} and detail->>'goodsId' = ${good.id}
        and action like 'points.goods.%' order by id`.execute(sut.database.db);
    expect(audits.rows.map((r) => r.action)).toEqual([
      'points.goods.create',
      'points.goods.update',
      'points.goods.update',
    ]);
  });

  it("the console's approvals: approves a gift once, audited; the points stay spent", async () => {
    const good = await createGood({ kind: 'physical', name: 'Mug', creditAmount: '0', pointsRequired: '15' });
    const { member, token } = await createAccount(sut.services, merchant);
    await givePoints(member.id, '20');
    const asked = await redeem(token, good.id, {
      delivery: { recipient: 'Bo Chen', phone: '+1 555 0101', address: '2 High Street, Springfield' },
    });
    const id = asked.json().value.redeem.id;
    const decision = POINTS_API.admin.redemptionDecision.replace(':id', id);
    const [one, two] = await Promise.all([
      adminCall('POST', decision, { decision: 'approve' }),
      adminCall('POST', decision, { decision: 'reject', remark: 'Too late' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const decided = one.statusCode === 200 ? 'approved' : 'rejected';
    const record = (await call(token, 'GET', POINTS_API.redeems)).json().value.list[0];
    expect(record.status).toBe(decided);
    expect(await pointsOf(token)).toBe(decided === 'approved' ? '5' : '20');
    const waiting = (await adminCall('GET', `${POINTS_API.admin.redemptions}?status=in_process`)).json()
      .value;
    expect(waiting.list.map((r: { id: string }) => r.id)).not.toContain(id);
    const audits = await sql<{ action: string }>`select action from audit_log
      where merchant_id = ${merchant.id} and action like 'points.redemption.%'
        and detail->>'redemptionId' = ${id}`.execute(sut.database.db);
    expect(audits.rows.map((r) => r.action)).toEqual([
      `points.redemption.${decided === 'approved' ? 'approve' : 'reject'}`,
    ]);
  });

  it('never overspends points or stock under concurrent redeems', async () => {
    const limited = await createGood({ name: 'Limited 5', stock: 2 });
    const open = await createGood({ name: 'Open 5' });
    const { member, token } = await createAccount(sut.services, merchant);
    await givePoints(member.id, '100');
    // Stock 2: of four redeems at once, two pass (four: the payment password lock-out counts each try
    // before it clears, and five at once would lock it).
    const stockRace = await Promise.all(Array.from({ length: 4 }, () => redeem(token, limited.id)));
    expect(stockRace.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(stockRace.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(2).fill('POINTS_OUT_OF_STOCK'),
    );
    // 40 points left at 30 each: of four at once, one passes.
    const pointsRace = await Promise.all(Array.from({ length: 4 }, () => redeem(token, open.id)));
    expect(pointsRace.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(3).fill('POINTS_INSUFFICIENT'),
    );
    expect(pointsRace.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await pointsOf(token)).toBe('10');
    expect(await cashOf(member.id)).toBe(150_000n);
    const [ledgerSum] = (
      await sql<{
        total: string;
      }>`select coalesce(sum(points), 0) as total from points_entries where member_id = ${member.id}`.execute(
        sut.database.db,
      )
    ).rows;
    expect(ledgerSum?.total.toString()).toBe('10');
  });

  it("refuses an operator's points for a member the merchant does not have, writing nothing", async () => {
    const other = await createTestMerchant(sut.services, { flags: { pointsMall: true } });
    const { member: stranger } = await createAccount(sut.services, other);
    for (const memberId of ['999999999', stranger.id.toString()]) {
      const response = await adminCall('POST', POINTS_API.admin.adjust, {
        memberId,
        points: '5',
        kind: 'adjustment',
        remark: 'Correction',
        idempotencyKey: newKey(),
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await sut.services.points.balance(other, stranger.id)).toEqual({ points: '0' });
  });

  it('converts points to cash at the merchant rate', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    await givePoints(member.id, '300');
    const small = await encryptedCall(token, POINTS_API.convert, {
      points: '50',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    expect(small.json().code).toBe('VALIDATION_FAILED');
    const converted = await encryptedCall(token, POINTS_API.convert, {
      points: '250',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    expect(converted.json().value.redeem).toMatchObject({
      type: 'convert',
      creditAmount: '1.2500',
      pointsBalance: '50',
    });
    expect(await cashOf(member.id)).toBe(12_500n);
  });
});

describe('manual rebate', () => {
  it('shows the breakdown and pays once when claimed twice at once', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '500' });
    const playerId = `${merchant.code}:${member.id}`;
    expect((await call(token, 'GET', POINTS_API.rebate)).json().value).toMatchObject({
      canClaim: false,
      amount: '0.0000',
    });
    expect((await bet(playerId, '100')).statusCode).toBe(200);
    expect((await bet(playerId, '50', 'live-1')).statusCode).toBe(200);
    const preview = (await call(token, 'GET', POINTS_API.rebate)).json().value;
    expect(preview).toMatchObject({
      lines: [
        { gameType: 'LIVE', validBet: '50.0000', ratePpm: 5000, amount: '0.2500' },
        { gameType: 'RNG', validBet: '100.0000', ratePpm: 8000, amount: '0.8000' },
      ],
      validBet: '150.0000',
      amount: '1.0500',
      canClaim: true,
      rateSource: 'merchant',
    });
    const [one, two] = await Promise.all([
      call(token, 'POST', POINTS_API.rebateClaim),
      call(token, 'POST', POINTS_API.rebateClaim),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.statusCode === 409)?.json().code).toBe('REBATE_BELOW_MINIMUM');
    expect(await cashOf(member.id)).toBe(3_500_000n + 10_500n);
    expect((await call(token, 'GET', POINTS_API.rebate)).json().value).toMatchObject({
      amount: '0.0000',
      canClaim: false,
    });
    expect((await call(token, 'GET', POINTS_API.rebateClaims)).json().value.list).toHaveLength(1);
    const records = (await call(token, 'GET', `${API.wallet.records}?type=manual_rebate`)).json().value;
    expect(records.list).toMatchObject([{ amount: '1.0500' }]);
  });
});

describe('invite friends', () => {
  it('records a friend registered through the link and pays the first-deposit reward once', async () => {
    const { member, token } = await createAccount(sut.services, merchant);
    const overview = (await call(token, 'GET', POINTS_API.referral)).json().value;
    expect(overview.path).toBe(`/register?referralCode=${overview.referralCode}`);
    expect(overview).toMatchObject({ friends: [], rewards: [], rules: { firstDepositReward: '8.0000' } });

    const username = `f${newKey('').slice(2, 12)}`;
    const registered = await sut.app.inject({
      method: 'PUT',
      url: API.member.register,
      headers: { host: merchant.domain },
      payload: await encryptedBody(sut.app, merchant.domain, {
        humanVerification: await solveHumanCheck(sut.app, merchant.domain),
        username,
        password: 'secret123',
        confirmPassword: 'secret123',
        referralCode: overview.referralCode,
        termsAccepted: true,
      }),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const friendToken = registered.json().value.token as string;
    const listed = (await call(token, 'GET', POINTS_API.referral)).json().value;
    expect(listed.friends).toMatchObject([
      { account: `${username.slice(0, 2)}***${username.slice(-2)}`, state: 'invited' },
    ]);

    const asked = await call(friendToken, 'POST', API.wallet.deposits, {
      channel: 'BANK',
      amount: '25',
      reference: 'REF',
      idempotencyKey: newKey(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(
      (await adminCall('POST', API.admin.depositApprove.replace(':id', asked.json().value.id))).statusCode,
    ).toBe(200);
    await sut.services.referral.settleDue();
    const rewarded = (await call(token, 'GET', POINTS_API.referral)).json().value;
    expect(rewarded.friends[0]).toMatchObject({ state: 'deposited', hasDeposited: true });
    expect(rewarded.rewards).toMatchObject([
      { kind: 'first_deposit', amount: '8.0000', status: 'claimable' },
    ]);
    expect((await call(token, 'GET', API.member.badges)).json().value.reward).toBe(1);

    const claim = POINTS_API.referralClaim.replace(':id', rewarded.rewards[0].id);
    const results = await Promise.all([
      call(token, 'POST', claim),
      call(token, 'POST', claim),
      call(token, 'POST', claim),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().value.status)).toEqual(['claimed', 'claimed', 'claimed']);
    expect(await cashOf(member.id)).toBe(80_000n);
    // Checking again records nothing new: the reward is once per friend.
    await sut.services.referral.settleDue();
    expect((await call(token, 'GET', POINTS_API.referral)).json().value.rewards).toHaveLength(1);
    expect((await call(token, 'GET', API.member.badges)).json().value.reward).toBe(0);
  });

  it('refuses a member code on a merchant whose referral programme is off', async () => {
    const { member } = await createAccount(sut.services, plain);
    const code = await sut.services.referral
      .overview({ id: plain.id }, member.id)
      .then((o) => o.referralCode);
    const registered = await sut.app.inject({
      method: 'PUT',
      url: API.member.register,
      headers: { host: plain.domain },
      payload: await encryptedBody(sut.app, plain.domain, {
        humanVerification: await solveHumanCheck(sut.app, plain.domain),
        username: `f${newKey('').slice(2, 12)}`,
        password: 'secret123',
        confirmPassword: 'secret123',
        referralCode: code,
        termsAccepted: true,
      }),
    });
    expect(registered.json().code).toBe('INVALID_INVITATION_CODE');
  });
});
