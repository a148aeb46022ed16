import { API, type TAdminApplication, type TAdminPromotionInput } from '@croupier/contracts';
import { Resvg } from '@resvg/resvg-js';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BALANCED_LEDGER, ledgerInvariants } from '../ledger/wallet-test-kit.ts';
import { createAccount, newKey, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Apply activities (issue 17) through the API: a member applies with a comment and images; the
 * rules refuse with their own codes and write nothing; operators approve (reserving the budget) or
 * reject with a remark, once; the member claims an approved reward once through the ledger.
 */
let sut: TestApp;
let merchant: Merchant & { domain: string };
let marketing: string;
let marketing2: string;
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  marketing = (await createTestOperator(sut.services, merchant.id, 'marketing')).token;
  marketing2 = (await createTestOperator(sut.services, merchant.id, 'marketing')).token;
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const png = Buffer.from(
  new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#a35"/></svg>',
  )
    .render()
    .asPng(),
);
const image = (data: Buffer = png, contentType = 'image/png') => ({
  fileName: 'proof.png',
  contentType,
  data: data.toString('base64'),
});

function activity(overrides: Partial<TAdminPromotionInput> = {}): TAdminPromotionInput {
  return {
    code: `A${newKey('').slice(1, 12).toUpperCase()}`,
    category: 'casino',
    status: 'active',
    title: 'Share your big win',
    summary: 'Post a screenshot of a big win and get a reward',
    terms: '',
    images: [],
    sortOrder: 0,
    startTime: new Date(Date.now() - 3_600_000).toISOString(),
    endTime: null,
    totalBudget: null,
    kind: 'apply',
    depositTrigger: null,
    matchPercent: null,
    maxBonus: null,
    minDeposit: '0',
    bonusAmount: '8',
    checkinRewards: null,
    cashback: null,
    wageringMultiplier: 0,
    wageringBase: 'bonus',
    gameWeights: { RNG: 100 },
    maxBet: null,
    expiryDays: 7,
    ...overrides,
  };
}
const admin = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  sut.app.inject({
    method,
    url: url.replace(':merchantCode', merchant.code),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
async function createActivity(overrides: Partial<TAdminPromotionInput> = {}): Promise<string> {
  const response = await admin('POST', API.admin.promotions, marketing, activity(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().value.id;
}
const apply = (token: string, id: string, payload: object) =>
  playerCall(sut.app, merchant, token, 'POST', API.promotions.apply.replace(':id', id), payload);
const promotionOf = async (token: string, id: string) =>
  (await playerCall(sut.app, merchant, token, 'GET', API.promotions.one.replace(':id', id))).json().value;
const claim = (token: string, id: string) =>
  playerCall(sut.app, merchant, token, 'POST', API.promotions.claim.replace(':id', id), {});
async function queue(promotionId: string, token = marketing): Promise<TAdminApplication[]> {
  const response = await admin('GET', `${API.admin.promotionApplications}?promotionId=${promotionId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.list;
}
const decide = (id: string, body: object, token = marketing) =>
  admin('POST', API.admin.promotionApplicationDecision.replace(':id', id), token, body);
const applicationsOf = (promotionId: string) =>
  sut.database.db
    .selectFrom('promotion_applications')
    .selectAll()
    .where('promotion_id', '=', BigInt(promotionId))
    .execute();
const spentOf = async (promotionId: string) =>
  (
    await sut.database.db
      .selectFrom('promotions')
      .select('spent')
      .where('id', '=', BigInt(promotionId))
      .executeTakeFirstOrThrow()
  ).spent;

describe('a member applies', () => {
  it('with a comment and an image: applying, listed in the queue with the image served only to operators', async () => {
    const id = await createActivity();
    const { member, token } = await createAccount(sut.services, merchant);
    expect((await promotionOf(token, id)).memberStatus).toBe('join');

    const applied = await apply(token, id, { comment: '  Won 500 on Dragon Gold!  ', images: [image()] });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().value).toMatchObject({
      memberStatus: 'applying',
      application: { status: 'applying', comment: 'Won 500 on Dragon Gold!', remark: null, imageCount: 1 },
    });

    const [listed] = await queue(id);
    expect(listed).toMatchObject({
      promotionId: id,
      memberId: member.id.toString(),
      username: member.username,
      comment: 'Won 500 on Dragon Gold!',
      status: 'applying',
      amount: '8.0000',
    });
    const imageId = listed?.images[0]?.id ?? '';
    const url = API.admin.promotionApplicationImage.replace(':id', imageId);
    const served = await admin('GET', url, marketing);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Never to an operator without promotions.read, nor to anyone without an operator's session.
    const finance = (await createTestOperator(sut.services, merchant.id, 'finance')).token;
    expect((await admin('GET', url, finance)).statusCode).toBe(403);
    const asMember = await playerCall(sut.app, merchant, token, 'GET', url);
    expect(asMember.statusCode).toBeGreaterThanOrEqual(400);
    expect(asMember.headers['content-type']).not.toBe('image/png');
    expect((await admin('GET', API.admin.promotionApplications, finance)).statusCode).toBe(403);

    const audit = await sut.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('merchant_id', '=', merchant.id)
      .where('action', '=', 'promotions.application.submit')
      .where(sql<boolean>`detail->>'promotionId' = ${id}`)
      .execute();
    expect(audit).toEqual([{ action: 'promotions.application.submit', actor: `member:${member.id}` }]);

    // Once per activity.
    const again = await apply(token, id, { comment: 'again', images: [] });
    expect(again.json()).toMatchObject({ success: false, code: 'APPLICATION_ALREADY_SUBMITTED' });
    expect(again.statusCode).toBe(409);
  });

  it('is refused with the rule it breaks, and nothing is written', async () => {
    const id = await createActivity();
    const { token } = await createAccount(sut.services, merchant);
    const refusals: [object, string, number | undefined][] = [
      [{ comment: 'x'.repeat(141), images: [] }, 'APPLICATION_TEXT_TOO_LONG', undefined],
      [
        { comment: 'ok', images: [image(), image(), image(), image()] },
        'APPLICATION_TOO_MANY_IMAGES',
        undefined,
      ],
      [{ comment: 'ok', images: [image(), image(png, 'image/gif')] }, 'APPLICATION_IMAGE_INVALID', 1],
      [
        { comment: 'ok', images: [image(Buffer.from('<html>not an image</html>'))] },
        'APPLICATION_IMAGE_INVALID',
        0,
      ],
      [
        { comment: 'ok', images: [image(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]))] },
        'APPLICATION_IMAGE_TOO_LARGE',
        0,
      ],
    ];
    for (const [payload, code, index] of refusals) {
      const response = await apply(token, id, payload);
      expect({ code, status: response.statusCode, body: response.json() }).toMatchObject({
        code,
        status: 400,
        body: { success: false, code, ...(index === undefined ? {} : { value: { index } }) },
      });
      expect(response.json().message).not.toBe(code);
    }
    // 140 characters (as people count them) pass.
    expect(await applicationsOf(id)).toEqual([]);
    const fits = await apply(token, id, { comment: '🎰'.repeat(140), images: [] });
    expect(fits.statusCode, fits.body).toBe(200);

    // Only apply activities take applications; closed ones take none.
    const gift = await createActivity({ kind: 'fixed_bonus', bonusAmount: '1' });
    expect((await apply(token, gift, { comment: 'hi', images: [] })).json().code).toBe(
      'PROMOTION_NOT_AVAILABLE',
    );
    const ended = await createActivity({
      startTime: new Date(Date.now() - 7_200_000).toISOString(),
      endTime: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect((await apply(token, ended, { comment: 'hi', images: [] })).json().code).toBe(
      'PROMOTION_NOT_AVAILABLE',
    );
  });
});

describe('an operator decides', () => {
  it('approve: the member claims the reward from the reward center, paid once through the ledger', async () => {
    const id = await createActivity({ totalBudget: '100' });
    const { member, token } = await createAccount(sut.services, merchant);
    await apply(token, id, { comment: 'Here is my win', images: [image()] });
    const [waiting] = await queue(id);
    const approved = await decide(waiting?.id ?? '', { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'approved', amount: '8.0000', remark: null });
    expect(await spentOf(id)).toBe(80_000n);

    expect(await promotionOf(token, id)).toMatchObject({
      memberStatus: 'claim',
      claimableAmount: '8.0000',
      application: { status: 'approved' },
    });
    const rewards = (await playerCall(sut.app, merchant, token, 'GET', API.promotions.rewards)).json().value;
    expect(rewards.list).toContainEqual(expect.objectContaining({ id: `promotion:${id}`, amount: '8.0000' }));

    const before = await sut.services.wallet.balanceOf(merchant, member.id);
    const [first, second] = await Promise.all([claim(token, id), claim(token, id)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect([first?.json().value.replayed, second?.json().value.replayed].sort()).toEqual([false, true]);
    // No wagering: the reward is cash at once, paid exactly once; the budget was reserved once.
    expect(await sut.services.wallet.balanceOf(merchant, member.id)).toBe(before + 80_000n);
    expect(await spentOf(id)).toBe(80_000n);
    const claims = await sut.database.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', 'bonus_claim')
      .where(sql<boolean>`reference->>'promotionId' = ${id}`)
      .executeTakeFirstOrThrow();
    expect(Number(claims.n)).toBe(1);
    expect((await promotionOf(token, id)).memberStatus).toBe('claimed');
    expect((await claim(token, id)).json().value.replayed).toBe(true);

    const audit = await sut.database.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('merchant_id', '=', merchant.id)
      .where('action', '=', 'promotions.application.approve')
      .where(sql<boolean>`detail->>'applicationId' = ${waiting?.id ?? ''}`)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('reject with a remark: the member sees it and has nothing to claim; remarks follow the rules', async () => {
    const id = await createActivity();
    const { token } = await createAccount(sut.services, merchant);
    await apply(token, id, { comment: 'Please', images: [] });
    const [waiting] = await queue(id);
    const applicationId = waiting?.id ?? '';
    expect((await decide(applicationId, { decision: 'reject' })).json().code).toBe('VALIDATION_FAILED');
    const tooLong = await decide(applicationId, { decision: 'reject', remark: 'r'.repeat(141) });
    expect(tooLong.json()).toMatchObject({ code: 'APPLICATION_TEXT_TOO_LONG' });
    expect(tooLong.statusCode).toBe(400);

    const rejected = await decide(applicationId, {
      decision: 'reject',
      remark: 'The screenshot shows no win',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await promotionOf(token, id)).toMatchObject({
      memberStatus: 'rejected',
      claimableAmount: null,
      application: { status: 'rejected', remark: 'The screenshot shows no win' },
    });
    expect((await claim(token, id)).json().code).toBe('PROMOTION_NOTHING_TO_CLAIM');
    expect(await spentOf(id)).toBe(0n);
  });

  it('twice at once: one decision wins, the other is refused and changes nothing', async () => {
    const id = await createActivity();
    const { token } = await createAccount(sut.services, merchant);
    await apply(token, id, { comment: 'Race me', images: [] });
    const [waiting] = await queue(id);
    const applicationId = waiting?.id ?? '';
    const outcomes = await Promise.all([
      decide(applicationId, { decision: 'approve' }, marketing),
      decide(applicationId, { decision: 'reject', remark: 'No' }, marketing2),
    ]);
    const statuses = outcomes.map((o) => o.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = outcomes.find((o) => o.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: 'REQUEST_ALREADY_DECIDED' });
    const winner = outcomes.find((o) => o.statusCode === 200)?.json().value as TAdminApplication;
    const [row] = await applicationsOf(id);
    expect(row?.status).toBe(winner.status);
    expect(await spentOf(id)).toBe(winner.status === 'approved' ? 80_000n : 0n);
    // A repeat of the winner's own decision is refused too (nothing moves twice).
    const repeat = await decide(applicationId, { decision: 'approve' });
    expect(repeat.statusCode).toBe(409);
    expect(await spentOf(id)).toBe(winner.status === 'approved' ? 80_000n : 0n);
    const decisions = await sut.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('merchant_id', '=', merchant.id)
      .where('action', 'in', ['promotions.application.approve', 'promotions.application.reject'])
      .where(sql<boolean>`detail->>'applicationId' = ${applicationId}`)
      .execute();
    expect(decisions).toHaveLength(1);
  });

  it('within the budget: an approval that would pass it is refused and the application keeps waiting', async () => {
    const id = await createActivity({ totalBudget: '10' });
    const first = await createAccount(sut.services, merchant);
    const second = await createAccount(sut.services, merchant);
    await apply(first.token, id, { comment: 'one', images: [] });
    await apply(second.token, id, { comment: 'two', images: [] });
    const [late, early] = await queue(id);
    expect((await decide(early?.id ?? '', { decision: 'approve' })).statusCode).toBe(200);
    const over = await decide(late?.id ?? '', { decision: 'approve' });
    expect(over.json()).toMatchObject({ code: 'PROMOTION_BUDGET_SPENT' });
    expect((await queue(id)).find((a) => a.id === late?.id)?.status).toBe('applying');
    expect(await spentOf(id)).toBe(80_000n);
    // The approved member still claims (the budget was reserved for them), even now it is spent.
    expect((await promotionOf(first.token, id)).memberStatus).toBe('claim');
    expect((await claim(first.token, id)).statusCode).toBe(200);
    expect(await spentOf(id)).toBe(80_000n);
    expect((await decide(late?.id ?? '', { decision: 'reject', remark: 'Budget used up' })).statusCode).toBe(
      200,
    );
  });

  it("a spent budget refuses the next claim even while another promotion's budget has room", async () => {
    // The reservation is one conditional update of this promotion only (its `or` kept in parentheses).
    const roomy = await createActivity({ kind: 'fixed_bonus', bonusAmount: '1', totalBudget: '1000' });
    const tight = await createActivity({ kind: 'fixed_bonus', bonusAmount: '1', totalBudget: '1' });
    const first = await createAccount(sut.services, merchant);
    const second = await createAccount(sut.services, merchant);
    expect((await claim(first.token, tight)).statusCode).toBe(200);
    expect((await claim(second.token, tight)).json().code).toBe('PROMOTION_BUDGET_SPENT');
    expect([await spentOf(tight), await spentOf(roomy)]).toEqual([10_000n, 0n]);
  });
});
