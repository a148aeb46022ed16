import { API, type TAdminMission } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The console's Engagement > Missions view (issue 19), as a marketing operator signed in to the
 * console calls it: a replacement names the revision it was read at, a stale one is refused and
 * writes nothing, each replacement is audited, and a role without the permission is refused naming it.
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

const send = (method: 'GET' | 'PUT', token: string, payload?: object) =>
  sut.app.inject({
    method,
    url: API.admin.missions.replace(':merchantCode', merchant.code),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const mission = (code: string, overrides: Partial<TAdminMission> = {}): TAdminMission => ({
  code,
  period: 'daily',
  kind: 'bet_amount',
  gameType: null,
  title: `Mission ${code}`,
  target: '100',
  rewardAmount: '2',
  points: 10,
  status: 'active',
  sortOrder: 0,
  ...overrides,
});
const prizes = { daily: ['50', '20'], weekly: [] };
const audited = () =>
  sut.database.db
    .selectFrom('audit_log')
    .select(['actor', 'detail'])
    .where('merchant_id', '=', merchant.id)
    .where('action', '=', 'missions.replace')
    .orderBy('id')
    .execute();

describe('the console replaces the mission set', () => {
  it('from the revision it read: a stale replacement is refused and writes nothing; each one is audited', async () => {
    const empty = (await send('GET', marketing)).json().value;
    const first = await send('PUT', marketing, {
      revision: empty.revision,
      missions: [mission('BET_100')],
      prizes,
    });
    expect(first.statusCode, first.body).toBe(200);
    const read = first.json().value;
    expect(read.revision).not.toBe(empty.revision);

    const stale = await send('PUT', marketing, {
      revision: empty.revision,
      missions: [mission('OTHER')],
      prizes,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');

    const paused = await send('PUT', marketing, {
      revision: read.revision,
      missions: [
        mission('BET_100', { status: 'paused' }),
        mission('LOGIN', { kind: 'login_days', target: '1' }),
      ],
      prizes,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().value.missions.map((m: TAdminMission) => [m.code, m.status])).toEqual([
      ['BET_100', 'paused'],
      ['LOGIN', 'active'],
    ]);
    const rows = await audited();
    expect(rows).toHaveLength(2);
    expect(rows[1]?.actor).toMatch(/^operator:op-marketing-/);
    expect(rows[1]?.detail).toMatchObject({ before: { missions: [{ code: 'BET_100', status: 'active' }] } });

    const twice = await send('PUT', marketing, {
      revision: paused.json().value.revision,
      missions: [mission('LOGIN'), mission('LOGIN')],
      prizes,
    });
    expect(twice.json().value.fields).toEqual([
      { field: 'body.missions.1.code', message: 'Another mission has this code' },
    ]);
    expect(await audited()).toHaveLength(2);
  });

  it('refuses a role without the permission, naming it', async () => {
    const readOnly = (await createTestOperator(sut.services, merchant.id, 'read_only')).token;
    const { revision } = (await send('GET', readOnly)).json().value;
    const refused = await send('PUT', readOnly, { revision, missions: [], prizes });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().value).toEqual({ permission: 'promotions.write' });
  });
});
