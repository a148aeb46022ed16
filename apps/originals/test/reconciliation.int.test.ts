import {
  INHOUSE_API,
  RECONCILIATION_API,
  type TReconciliationRun,
  VENDOR_TRANSACTIONS_API,
} from '@croupier/contracts';
import { createTestOperator, type Merchant, SETTLE_MS } from '@croupier/server/testing';
import { injectSigned } from '@croupier/vendor-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningVendor } from '../src/index.ts';
import {
  connectedMerchant,
  FaultyFetch,
  launchPlayer,
  type Platform,
  startPlatform,
  startTestVendor,
  vendorCall,
} from './platform-test-kit.ts';

let platform: Platform;
let vendor: RunningVendor;
let merchant: Merchant & { domain: string };
let finance: string;

const at = (path: string, params: Record<string, string> = {}) =>
  Object.entries({ merchantCode: merchant.code, ...params }).reduce(
    (url, [name, value]) => url.replace(`:${name}`, value),
    path,
  );

const send = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
  const response = await platform.test.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, json: response.json() };
};

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: merchant.timezone, dateStyle: 'short' }).format(new Date());

async function reconcile(): Promise<TReconciliationRun> {
  const answer = await send('POST', at(RECONCILIATION_API.runs), finance, {
    vendorCode: 'INHOUSE',
    day: today(),
  });
  expect(answer.status).toBe(200);
  return answer.json.value;
}

async function differencesOf(run: TReconciliationRun) {
  const answer = await send(
    'GET',
    `${at(RECONCILIATION_API.differences, { id: run.id })}?pageSize=50`,
    finance,
  );
  return answer.json.value;
}

beforeAll(async () => {
  platform = await startPlatform();
  vendor = await startTestVendor(new FaultyFetch());
  merchant = await connectedMerchant(platform, vendor);
  finance = (await createTestOperator(platform.test.services, merchant.id, 'finance')).token;
  const p = await launchPlayer(platform, vendor, merchant, 'ih-dice', '50');
  for (const bet of ['1', '2', '3']) {
    const r = await vendorCall(vendor, 'POST', INHOUSE_API.diceRoll, p.session, {
      bet,
      target: 5000,
      direction: 'under',
    });
    expect(r.json.value.round.status).toBe('settled');
  }
  // A run compares what the platform applied SETTLE_MS before it reads the vendor.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 100));
});
afterAll(async () => {
  await vendor?.close();
  await platform?.test.close();
});

describe('per-vendor reconciliation of the in-house vendor', () => {
  it("a clean day: both sides' totals agree and nothing differs; the run is audited and kept", async () => {
    const vendors = await send('GET', at(RECONCILIATION_API.vendors), finance);
    expect(vendors.json.value).toEqual({
      vendors: [{ vendorCode: 'INHOUSE', name: 'in-house vendor' }],
      today: today(),
    });
    const run = await reconcile();
    expect(run).toMatchObject({ vendorCode: 'INHOUSE', day: today(), status: 'matched', differenceCount: 0 });
    expect(run.platform).toEqual(run.vendor);
    expect(run.platform).toMatchObject({ count: 6, bets: '6.0000' });
    expect((await differencesOf(run)).total).toBe(0);
    const history = await send('GET', `${at(RECONCILIATION_API.runs)}?vendorCode=INHOUSE`, finance);
    expect(history.json.value.list[0]).toMatchObject({ id: run.id, trigger: 'operator', status: 'matched' });
    const audit = (
      await platform.test.services.audit.listForMerchant(platform.test.database.db, merchant.id)
    ).filter((r) => r.action === 'reconciliation.run');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({ runId: run.id, vendorCode: 'INHOUSE', differences: 0 });
  });

  it('lists a transaction missing on either side and an amount that differs, each as what it is', async () => {
    const db = platform.test.database.db;
    const bets = await sql<{ vendor_tx_id: string }>`
      select vendor_tx_id from vendor_transactions
       where merchant_id = ${merchant.id} and vendor_code = 'INHOUSE' and kind = 'bet' order by id`.execute(
      db,
    );
    const [first, second] = bets.rows.map((r) => r.vendor_tx_id);
    // The platform's record of the first bet says 1.5 instead of 1; the vendor lost its record of the
    // second bet, and claims a bet the platform never saw.
    await sql`update vendor_transactions set amount = 15000 where merchant_id = ${merchant.id} and vendor_tx_id = ${first}`.execute(
      db,
    );
    const schema = vendor.db.schema;
    await vendor.db.query(`delete from ${schema}.wallet_calls where transaction_id = $1`, [second]);
    await vendor.db.query(
      `insert into ${schema}.wallet_calls (merchant_code, vendor_code, transaction_id, kind, round_id, player_id,
         game_code, amount, currency, status, called_at)
       values ($1, 'INHOUSE', 'ghost-bet', 'bet', 'ghost-round', $2, 'ih-dice', 40000, 'USD', 'ok', now() - interval '1 minute')`,
      [merchant.code, `${merchant.code}:1`],
    );

    const run = await reconcile();
    expect(run).toMatchObject({ status: 'differences', differenceCount: 3 });
    expect(run.platform).toMatchObject({ count: 6, bets: '6.5000' });
    expect(run.vendor).toMatchObject({ count: 6, bets: '8.0000' });
    const found = (await differencesOf(run)).list;
    expect(
      found.map((d: { transactionId: string; difference: string }) => [d.transactionId, d.difference]),
    ).toEqual([
      [first, 'amount_mismatch'],
      [second, 'missing_on_vendor'],
      ['ghost-bet', 'missing_on_platform'],
    ]);
    expect(found[0]).toMatchObject({ kind: 'bet', platformAmount: '1.5000', vendorAmount: '1.0000' });
    expect(found[2]).toMatchObject({ platformAmount: null, vendorAmount: '4.0000', vendorStatus: 'ok' });
  });

  it("the vendor's listing refuses a request not signed with the merchant's credential", async () => {
    const link = await platform.test.services.inhouseLinks.find(merchant.id);
    const body = {
      requestId: 'rq-x',
      merchantCode: merchant.code,
      vendorCode: 'INHOUSE',
      from: new Date(Date.now() - 60_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
      limit: 10,
    };
    const forged = await injectSigned(
      vendor.app,
      { keyId: link?.keyId ?? '', secret: 'f'.repeat(64) },
      VENDOR_TRANSACTIONS_API.transactions,
      body,
    );
    expect(forged).toMatchObject({ status: 401, json: { code: 'VENDOR_SIGNATURE_INVALID' } });
    const signed = await injectSigned(
      vendor.app,
      { keyId: link?.keyId ?? '', secret: link?.secret ?? '' },
      VENDOR_TRANSACTIONS_API.transactions,
      body,
    );
    expect(signed.status).toBe(200);
  });

  it('needs finance.read: a content operator is refused (403) and starts nothing', async () => {
    const content = (await createTestOperator(platform.test.services, merchant.id, 'content')).token;
    const before = (await send('GET', at(RECONCILIATION_API.runs), finance)).json.value.total;
    const started = await send('POST', at(RECONCILIATION_API.runs), content, {
      vendorCode: 'INHOUSE',
      day: today(),
    });
    expect(started).toMatchObject({ status: 403, json: { code: 'FORBIDDEN' } });
    expect((await send('GET', at(RECONCILIATION_API.runs), content)).status).toBe(403);
    expect((await send('GET', at(RECONCILIATION_API.runs), finance)).json.value.total).toBe(before);
  });

  it('refuses a vendor code no service serves, and a day still to come', async () => {
    const unknown = await send('POST', at(RECONCILIATION_API.runs), finance, {
      vendorCode: 'NOPE',
      day: today(),
    });
    expect(unknown).toMatchObject({ status: 404, json: { code: 'NOT_FOUND' } });
    const future = await send('POST', at(RECONCILIATION_API.runs), finance, {
      vendorCode: 'INHOUSE',
      day: '2999-01-01',
    });
    expect(future).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED' } });
  });

  it('keeps a run the vendor could not answer as failed, with the reason, and totals of nothing', async () => {
    const links = platform.test.services.inhouseLinks;
    const link = await links.find(merchant.id);
    if (!link) throw new Error('merchant not connected');
    await links.upsert({ ...link, vendorUrl: 'http://127.0.0.1:1' });
    try {
      const run = await reconcile();
      expect(run).toMatchObject({
        status: 'failed',
        differenceCount: 0,
        platform: { count: 0 },
        vendor: { count: 0 },
      });
      expect(run.error).toContain('unreachable');
    } finally {
      await links.upsert({ ...link, vendorUrl: vendor.url });
    }
  });

  it('the nightly job reconciles each connected vendor code once for the day that ended', async () => {
    const { reconciliation } = platform.test.services;
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await reconciliation.reconcileYesterday(tomorrow)).toBeGreaterThanOrEqual(1);
    const history = await send('GET', `${at(RECONCILIATION_API.runs)}?vendorCode=INHOUSE`, finance);
    expect(history.json.value.list[0]).toMatchObject({ trigger: 'schedule', startedBy: null, day: today() });
    const runs = history.json.value.total;
    await reconciliation.reconcileYesterday(tomorrow);
    expect((await send('GET', at(RECONCILIATION_API.runs), finance)).json.value.total).toBe(runs);
  });
});
