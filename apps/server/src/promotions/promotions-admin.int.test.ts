import { API, type TAdminPromotion, type TAdminPromotionInput } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The console's Promotions screen's calls (issues 17 and 19), as a marketing operator signed in to
 * the console makes them: a page filtered and sorted on the server, validation named at the field,
 * a stale edit refused, an audit row with every change, and a role without the permission refused.
 */
let sut: TestApp;
let merchant: Merchant & { domain: string };
let marketing: string;
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  marketing = (await createTestOperator(sut.services, merchant.id, 'marketing')).token;
});
afterAll(() => sut.close());

const DAY = 86_400_000;
const send = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: object) =>
  sut.app.inject({
    method,
    url: path.replace(':merchantCode', merchant.code),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const one = (id: string) => API.admin.promotion.replace(':id', id);

function input(overrides: Partial<TAdminPromotionInput> = {}): TAdminPromotionInput {
  return {
    code: `C${newKey('').slice(1, 12).toUpperCase()}`,
    category: 'welcome',
    status: 'active',
    title: 'Welcome gift',
    summary: 'A gift for new members',
    terms: '',
    images: [],
    sortOrder: 0,
    startTime: new Date(Date.now() - DAY).toISOString(),
    endTime: null,
    totalBudget: null,
    kind: 'fixed_bonus',
    depositTrigger: null,
    matchPercent: null,
    maxBonus: null,
    minDeposit: '0',
    bonusAmount: '5',
    checkinRewards: null,
    cashback: null,
    wageringMultiplier: 1,
    wageringBase: 'bonus',
    gameWeights: { RNG: 100 },
    maxBet: null,
    expiryDays: 7,
    ...overrides,
  };
}

async function create(overrides: Partial<TAdminPromotionInput> = {}): Promise<TAdminPromotion> {
  const response = await send('POST', API.admin.promotions, marketing, input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().value;
}

const auditOf = (promotionId: string) =>
  sut.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'detail'])
    .where('merchant_id', '=', merchant.id)
    .where('action', 'like', 'promotions.%')
    .orderBy('id')
    .execute()
    .then((rows) =>
      rows.filter((row) => (row.detail as { promotionId?: string } | null)?.promotionId === promotionId),
    );

describe('the console lists promotions', () => {
  it('a page at a time, by kind and by state now, sorted on the server, with the total', async () => {
    const listMerchant = await createTestMerchant(sut.services);
    const token = (await createTestOperator(sut.services, listMerchant.id, 'marketing')).token;
    const at = (query: string) =>
      sut.app.inject({
        method: 'GET',
        url: `${API.admin.promotions.replace(':merchantCode', listMerchant.code)}?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const make = async (overrides: Partial<TAdminPromotionInput>) => {
      const response = await sut.app.inject({
        method: 'POST',
        url: API.admin.promotions.replace(':merchantCode', listMerchant.code),
        headers: { authorization: `Bearer ${token}` },
        payload: input(overrides),
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await make({ title: 'Alpha live' });
    await make({ title: 'Bravo scheduled', startTime: new Date(Date.now() + DAY).toISOString() });
    await make({
      title: 'Charlie ended',
      startTime: new Date(Date.now() - 3 * DAY).toISOString(),
      endTime: new Date(Date.now() - DAY).toISOString(),
    });
    await make({ title: 'Delta draft', status: 'draft' });
    await make({ title: 'Echo paused', status: 'paused', kind: 'daily_checkin', checkinRewards: ['1', '2'] });

    const firstPage = (await at('sort=title&order=desc&pageSize=2')).json().value;
    expect(firstPage).toMatchObject({ total: 5, pageNo: 1, pageSize: 2 });
    expect(firstPage.list.map((p: TAdminPromotion) => p.title)).toEqual(['Echo paused', 'Delta draft']);
    const lastPage = (await at('sort=title&order=desc&pageSize=2&pageNo=3')).json().value;
    expect(lastPage.list.map((p: TAdminPromotion) => p.title)).toEqual(['Alpha live']);

    const states = (await at('sort=title')).json().value.list.map((p: TAdminPromotion) => p.state);
    expect(states).toEqual(['live', 'scheduled', 'ended', 'draft', 'paused']);
    for (const state of ['live', 'scheduled', 'ended', 'draft', 'paused']) {
      const page = (await at(`state=${state}`)).json().value;
      expect({ state, titles: page.list.map((p: TAdminPromotion) => p.state) }).toEqual({
        state,
        titles: [state],
      });
    }
    const checkins = (await at('kind=daily_checkin')).json().value;
    expect(checkins.total).toBe(1);
    expect(checkins.list[0]).toMatchObject({ title: 'Echo paused', checkinRewards: ['1.0000', '2.0000'] });
    expect(checkins.list[0]).toMatchObject({ version: 1, report: { joined: 0, claimed: 0 } });

    const bad = await at('state=running&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('the console creates and changes a promotion', () => {
  it('names the field a refused input got wrong, and writes nothing', async () => {
    const noCap = await send(
      'POST',
      API.admin.promotions,
      marketing,
      input({ kind: 'deposit_match', depositTrigger: 'first_deposit', matchPercent: 100, maxBonus: null }),
    );
    expect(noCap.statusCode).toBe(400);
    expect(noCap.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: [{ field: 'body.maxBonus' }] },
    });
    const badPercent = await send(
      'POST',
      API.admin.promotions,
      marketing,
      input({ kind: 'deposit_match', depositTrigger: 'reload', matchPercent: 0, maxBonus: '10' }),
    );
    expect(badPercent.statusCode).toBe(400);
    expect(badPercent.json().value.fields.map((f: { field: string }) => f.field)).toContain(
      'body.matchPercent',
    );
    const backwards = await send(
      'POST',
      API.admin.promotions,
      marketing,
      input({ endTime: new Date(Date.now() - 2 * DAY).toISOString() }),
    );
    expect(backwards.json().value.fields).toEqual([
      { field: 'body.endTime', message: 'The end must follow the start' },
    ]);
    const taken = await create();
    const again = await send('POST', API.admin.promotions, marketing, input({ code: taken.code }));
    expect(again.statusCode).toBe(409);
    expect(again.json().value.fields).toEqual([{ field: 'body.code', message: 'This code is taken' }]);
    const listed = (await send('GET', `${API.admin.promotions}?pageSize=100`, marketing)).json().value;
    expect(listed.list.filter((p: TAdminPromotion) => p.code === taken.code)).toHaveLength(1);
  });

  it('refuses a stale edit instead of overwriting it, and audits each change in its transaction', async () => {
    const promotion = await create({ title: 'Spring gift' });
    const [created] = await auditOf(promotion.id);
    expect(created).toMatchObject({ action: 'promotions.create' });
    expect(created?.actor).toMatch(/^operator:op-marketing-/);

    // Two operators opened the form at version 1; the first one's save wins.
    const first = await send('PATCH', one(promotion.id), marketing, { title: 'Summer gift', version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ title: 'Summer gift', version: 2 });
    const second = await send('PATCH', one(promotion.id), marketing, { title: 'Autumn gift', version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', value: { version: 2 } });

    // A change the merged rules refuse is not written either (and leaves no audit row).
    const refused = await send('PATCH', one(promotion.id), marketing, { bonusAmount: null, version: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().value.fields).toEqual([
      { field: 'body.bonusAmount', message: 'A fixed bonus needs its amount' },
    ]);
    const missingVersion = await send('PATCH', one(promotion.id), marketing, { status: 'paused' });
    expect(missingVersion.statusCode).toBe(400);

    const paused = await send('PATCH', one(promotion.id), marketing, { status: 'paused', version: 2 });
    expect(paused.json().value).toMatchObject({
      title: 'Summer gift',
      status: 'paused',
      state: 'paused',
      version: 3,
    });
    const audit = await auditOf(promotion.id);
    expect(audit.map((row) => row.action)).toEqual([
      'promotions.create',
      'promotions.update',
      'promotions.update',
    ]);
    expect(audit[1]?.detail).toMatchObject({ title: 'Summer gift', fromVersion: 1 });
    expect(audit[2]?.detail).toMatchObject({ status: 'paused', fromVersion: 2 });

    const missing = await send('PATCH', one('999999999'), marketing, { status: 'paused', version: 1 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a role without the permission', () => {
  it('is refused with 403 naming it: read-only may list but not change, customer service may not list', async () => {
    const promotion = await create();
    const readOnly = (await createTestOperator(sut.services, merchant.id, 'read_only')).token;
    expect((await send('GET', API.admin.promotions, readOnly)).statusCode).toBe(200);
    for (const refused of [
      await send('POST', API.admin.promotions, readOnly, input()),
      await send('PATCH', one(promotion.id), readOnly, { status: 'paused', version: 1 }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', value: { permission: 'promotions.write' } });
    }
    const support = (await createTestOperator(sut.services, merchant.id, 'customer_service')).token;
    const listed = await send('GET', API.admin.promotions, support);
    expect(listed.statusCode).toBe(403);
    expect(listed.json().value).toEqual({ permission: 'promotions.read' });
    expect((await auditOf(promotion.id)).map((row) => row.action)).toEqual(['promotions.create']);
  });
});
