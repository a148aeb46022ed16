import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, VENDOR_TRANSACTIONS_API } from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorDb } from './db.ts';
import { createVendorHttp, registerOperatorRoutes } from './http.ts';
import { OperatorStore } from './operators.ts';
import type { FetchLike } from './platform-client.ts';
import { injectSigned, openTestVendorDb, uniqueSchema } from './testing/index.ts';
import { WalletCallLog } from './wallet-calls.ts';

const SCHEMA = uniqueSchema('vendor_calls_test');
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing', 'fixture-migrations');
const link = {
  merchantCode: 'ROYAL',
  platformUrl: 'http://platform.test',
  vendorCode: 'ACME',
  keyId: 'vk_calls',
  secret: 's'.repeat(40),
  currency: 'USD',
};

/** A platform that applies every call except bets of 99 (refused) and wins of round R-lost (no answer). */
const platform: FetchLike = async (_url, init) => {
  const body = JSON.parse(init.body) as { amount?: string; roundId?: string };
  if (body.roundId === 'R-lost') throw new Error('connection reset');
  if (body.amount === '99')
    return { status: 402, text: async () => JSON.stringify({ success: false, code: 'INSUFFICIENT_FUNDS' }) };
  return { status: 200, text: async () => JSON.stringify({ success: true, value: { balance: '1' } }) };
};

let db: VendorDb;
let app: FastifyInstance;
let operators: OperatorStore;

const page = (body: Record<string, unknown>, signer = link) =>
  injectSigned(app, signer, VENDOR_TRANSACTIONS_API.transactions, {
    requestId: 'rq-1',
    merchantCode: 'ROYAL',
    vendorCode: 'ACME',
    from: new Date(Date.now() - 3_600_000).toISOString(),
    to: new Date(Date.now() + 3_600_000).toISOString(),
    limit: 2,
    ...body,
  });

beforeAll(async () => {
  db = await openTestVendorDb({ schema: SCHEMA, migrationsDir: FIXTURES });
  operators = new OperatorStore(db, { fetch: platform, batchWalletCalls: false });
  await operators.save(link);
  app = createVendorHttp({ logLevel: 'silent' });
  registerOperatorRoutes(app, {
    path: '/admin/operators',
    adminKey: 'admin-key-of-some-length',
    operators,
    onRegistered: async () => true,
  });
  await app.ready();
  const player = { playerId: 'ROYAL:7', gameCode: 'DICE' };
  await operators.call('ROYAL', API.vendorWallet.bet, {
    ...player,
    transactionId: 'b1',
    roundId: 'R1',
    amount: '5',
  });
  await operators.call('ROYAL', API.vendorWallet.win, {
    ...player,
    transactionId: 'w1',
    roundId: 'R1',
    amount: '7.5',
  });
  await operators.call('ROYAL', API.vendorWallet.bet, {
    ...player,
    transactionId: 'b2',
    roundId: 'R2',
    amount: '99',
  });
  await operators.call('ROYAL', API.vendorWallet.bet, {
    ...player,
    transactionId: 'b3',
    roundId: 'R3',
    amount: '2',
  });
  await operators.call('ROYAL', API.vendorWallet.rollback, {
    ...player,
    transactionId: 'rb3',
    betTransactionId: 'b3',
    roundId: 'R3',
  });
  await operators.call('ROYAL', API.vendorWallet.win, {
    ...player,
    transactionId: 'w-lost',
    roundId: 'R-lost',
    amount: '1',
  });
  // The balance call is not a money movement: not recorded.
  await operators.call('ROYAL', API.vendorWallet.balance, { playerId: 'ROYAL:7' });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('the vendor transactions listing', () => {
  it('lists every bet, win and rollback with the platform answer, paged, signed by the platform', async () => {
    const seen: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    do {
      const answer = await page({ cursor });
      expect(answer.status).toBe(200);
      seen.push(...answer.json.value.transactions);
      cursor = answer.json.value.nextCursor;
    } while (cursor);
    expect(seen.map((t) => [t.transactionId, t.kind, t.amount, t.status, t.code])).toEqual([
      ['b1', 'bet', '5.0000', 'ok', null],
      ['w1', 'win', '7.5000', 'ok', null],
      ['b2', 'bet', '99.0000', 'refused', 'INSUFFICIENT_FUNDS'],
      ['b3', 'bet', '2.0000', 'ok', null],
      ['rb3', 'rollback', '2.0000', 'ok', null],
      ['w-lost', 'win', '1.0000', 'unknown', null],
    ]);
    expect(seen[4]).toMatchObject({ betTransactionId: 'b3', playerId: 'ROYAL:7', currency: 'USD' });
  });

  it('keeps the first time and an ok answer when a call is repeated', async () => {
    await operators.call('ROYAL', API.vendorWallet.win, {
      playerId: 'ROYAL:7',
      gameCode: 'DICE',
      transactionId: 'w-lost',
      roundId: 'R-found',
      amount: '1',
    });
    const rows = await db.query<{ status: string; n: bigint }>(
      `select status, count(*) over () as n from ${SCHEMA}.wallet_calls where transaction_id = 'w-lost'`,
    );
    expect(rows.map((r) => [r.status, Number(r.n)])).toEqual([['ok', 1]]);
  });

  it('refuses a bad signature, another vendor code and a range outside the day', async () => {
    expect((await page({}, { ...link, secret: 'x'.repeat(40) })).json.code).toBe('VENDOR_SIGNATURE_INVALID');
    expect((await page({}, { ...link, keyId: 'vk_other' })).status).toBe(401);
    expect((await page({ vendorCode: 'OTHER' })).json.code).toBe('VENDOR_SIGNATURE_INVALID');
    const empty = await page({ from: '2020-01-01T00:00:00Z', to: '2020-01-02T00:00:00Z' });
    expect(empty.json.value).toEqual({ transactions: [], nextCursor: null });
    expect((await page({ from: '2020-01-02T00:00:00Z', to: '2020-01-01T00:00:00Z' })).status).toBe(400);
  });
});

describe('a wallet call that cannot be recorded', () => {
  it('is logged with its transaction id and kind, and nothing is thrown', async () => {
    const logged: { message: string; detail: Record<string, unknown> | undefined }[] = [];
    // A database whose schema has no wallet_calls table: the record's insert fails.
    const calls = new WalletCallLog({ ...db, schema: `${SCHEMA}_missing` }, (message, detail) =>
      logged.push({ message, detail }),
    );
    await calls.record(
      link,
      'bet',
      {
        playerId: 'ROYAL:8',
        transactionId: 'T-unrecorded',
        roundId: 'R-unrecorded',
        gameCode: 'DICE',
        amount: '1',
      },
      { kind: 'ok', value: { balance: '1' } },
    );
    expect(logged).toEqual([
      {
        message: 'wallet call not recorded',
        detail: expect.objectContaining({ transactionId: 'T-unrecorded', kind: 'bet' }),
      },
    ]);
  });
});
