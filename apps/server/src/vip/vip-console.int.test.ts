import { API, type TVipLevel } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The console's Engagement > VIP levels view (issue 19), as a marketing operator signed in to the
 * console calls it: a replacement names the revision it was read at, a stale one is refused and
 * writes nothing, each replacement is audited, a refused threshold is named at its level's field,
 * and a role without the permission is refused naming it.
 */
let sut: TestApp;
let merchant: Merchant & { domain: string };
let marketing: string;
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services, { flags: { vip: true } });
  marketing = (await createTestOperator(sut.services, merchant.id, 'marketing')).token;
});
afterAll(() => sut.close());

const send = (method: 'GET' | 'PUT', token: string, payload?: object) =>
  sut.app.inject({
    method,
    url: API.admin.vipLevels.replace(':merchantCode', merchant.code),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const level = (n: number, name: string, threshold: string, limit: string | null = null): TVipLevel => ({
  level: n,
  name,
  icon: 'bronze',
  minValidBet: threshold,
  minDeposit: threshold,
  retentionValidBet: '0',
  upgradeBonus: n === 0 ? '0' : '10',
  monthlyBonus: '0',
  birthdayBonus: '0',
  withdrawalDailyLimit: limit,
  rebateRates: { RNG: 50 },
});
const audited = () =>
  sut.database.db
    .selectFrom('audit_log')
    .select(['actor', 'detail'])
    .where('merchant_id', '=', merchant.id)
    .where('action', '=', 'vip.levels.replace')
    .orderBy('id')
    .execute();

describe('the console replaces the VIP table', () => {
  it('from the revision it read: a stale replacement is refused and writes nothing; each one is audited', async () => {
    const empty = (await send('GET', marketing)).json().value;
    expect(empty).toMatchObject({ levels: [], members: [] });
    const first = await send('PUT', marketing, {
      revision: empty.revision,
      levels: [level(0, 'Bronze', '0'), level(1, 'Silver', '100', '5000')],
    });
    expect(first.statusCode, first.body).toBe(200);
    const read = first.json().value;
    expect(read.levels.map((l: TVipLevel) => l.withdrawalDailyLimit)).toEqual([null, '5000.0000']);
    expect(read.revision).not.toBe(empty.revision);

    // Another operator still holds the empty table's revision: their save is refused.
    const stale = await send('PUT', marketing, {
      revision: empty.revision,
      levels: [level(0, 'Everyone', '0')],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect((await send('GET', marketing)).json().value.levels.map((l: TVipLevel) => l.name)).toEqual([
      'Bronze',
      'Silver',
    ]);

    const second = await send('PUT', marketing, {
      revision: read.revision,
      levels: [level(0, 'Bronze', '0'), level(1, 'Silver', '100', '8000'), level(2, 'Gold', '1000')],
    });
    expect(second.statusCode, second.body).toBe(200);
    const rows = await audited();
    expect(rows).toHaveLength(2);
    expect(rows[1]?.actor).toMatch(/^operator:op-marketing-/);
    expect(rows[1]?.detail).toMatchObject({
      before: [{ name: 'Bronze' }, { name: 'Silver', withdrawalDailyLimit: '5000.0000' }],
      after: [{ name: 'Bronze' }, { withdrawalDailyLimit: '8000' }, { name: 'Gold' }],
    });

    const revision = second.json().value.revision;
    const flat = await send('PUT', marketing, {
      revision,
      levels: [level(0, 'Bronze', '0'), level(1, 'Silver', '100'), level(2, 'Gold', '100')],
    });
    expect(flat.statusCode).toBe(400);
    expect(flat.json().value.fields).toEqual([
      { field: 'body.levels.2.minValidBet', message: 'Higher than the level below' },
      { field: 'body.levels.2.minDeposit', message: 'Higher than the level below' },
    ]);
    const missing = await send('PUT', marketing, { levels: [level(0, 'Bronze', '0')] });
    expect(missing.statusCode).toBe(400);
    expect(await audited()).toHaveLength(2);
  });

  it('refuses a role without the permission, naming it', async () => {
    const readOnly = (await createTestOperator(sut.services, merchant.id, 'read_only')).token;
    const { revision } = (await send('GET', readOnly)).json().value;
    const refused = await send('PUT', readOnly, { revision, levels: [level(0, 'Bronze', '0')] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().value).toEqual({ permission: 'promotions.write' });
  });
});
