import { API, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer } from '../ledger/wallet-test-kit.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { fuzzPlatform } from '../testing/fuzz-harness.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { installErrorHandling } from './error-handler.ts';

/**
 * Finding 8 of issue 21 and its proof: values the database cannot take (NUL bytes, lone
 * surrogates, ids past BIGINT, year 0000) are refused by the contracts with a 400, a database
 * data error that still happens is a 400, and a bounded run of the OpenAPI fuzzer sees no 5xx.
 */
describe('hostile input', () => {
  let sut: TestApp;
  let host: string;
  let merchantCode: string;
  let adminKey: string;

  beforeAll(async () => {
    sut = await startTestApp();
    const merchant = await createTestMerchant(sut.services);
    host = merchant.domain;
    merchantCode = merchant.code;
    adminKey = await createAdminKey(sut.services);
  });
  afterAll(() => sut.close());

  const announcement = (title: string, startTime = '2026-01-01T00:00:00Z') => ({
    language: 'EN',
    type: 'B',
    title,
    content: 'body',
    startTime,
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udfffx'],
  ])('refuses %s in a string field with VALIDATION_FAILED', async (_, title) => {
    const response = await sut.app.inject({
      method: 'POST',
      url: API.admin.announcements.replace(':merchantCode', merchantCode),
      headers: { host, 'x-admin-key': adminKey },
      payload: announcement(title),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().value.fields).toEqual([expect.objectContaining({ field: 'body.title' })]);
  });

  it('keeps a well-formed surrogate pair (an emoji)', async () => {
    const response = await sut.app.inject({
      method: 'POST',
      url: API.admin.announcements.replace(':merchantCode', merchantCode),
      headers: { host, 'x-admin-key': adminKey },
      payload: announcement('Jackpot \ud83c\udfb0'),
    });
    expect(response.statusCode).toBeLessThan(300);
  });

  it('refuses year 0000 in a date-time field', async () => {
    const response = await sut.app.inject({
      method: 'POST',
      url: API.admin.announcements.replace(':merchantCode', merchantCode),
      headers: { host, 'x-admin-key': adminKey },
      payload: announcement('Year zero', '0000-01-01T00:00:00Z'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields).toEqual([expect.objectContaining({ field: 'body.startTime' })]);
  });

  it.each(['9223372036854775808', '9999999999999999999'])('refuses the id %s, past BIGINT', async (id) => {
    const response = await sut.app.inject({
      method: 'POST',
      url: API.admin.withdrawalApprove.replace(':merchantCode', merchantCode).replace(':id', id),
      headers: { host, 'x-admin-key': adminKey },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });

  it('answers a data error raised by the database itself with VALIDATION_FAILED, not a 500', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/overflow', async () => {
      await sql`select ${'9223372036854775808'}::bigint`.execute(sut.services.database.db);
      return { ok: true };
    });
    const response = await app.inject({ url: '/overflow' });
    await app.close();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it.each(['constructor', '__proto__', 'to_string', 'has_own_property'])(
    'takes a filter named like an Object property (%s) as any unknown value, not a 500 (found by npm run fuzz)',
    async (type) => {
      const merchant = await createTestMerchant(sut.services);
      const { token } = await createPlayer(sut.services, merchant);
      const response = await sut.app.inject({
        url: `${API.wallet.records}?type=${type}`,
        headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token },
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
    },
  );

  it('sees no 5xx from a bounded fuzzer run over every documented route, and the ledger holds', async () => {
    await sut.app.listen({ port: 0, host: '127.0.0.1' });
    const result = await fuzzPlatform({ app: sut.app, services: sut.services, requests: 600, seed: 21 });
    expect(result.operations).toBeGreaterThan(100);
    expect(result.report.sent).toBe(600);
    expect(result.report.failures).toEqual([]);
    expect(result.brokenLedgers).toEqual([]);
  }, 300_000);
});
