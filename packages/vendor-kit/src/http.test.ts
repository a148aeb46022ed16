import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VENDOR_ADMIN_KEY_HEADER } from '@croupier/contracts';
import { signPayload, unixTimestamp } from '@croupier/signing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { VendorDb } from './db.ts';
import { VendorError } from './errors.ts';
import {
  createVendorHttp,
  ok,
  parse,
  rawBodyOf,
  registerOperatorRoutes,
  verifyPlatformRequest,
} from './http.ts';
import { OperatorStore } from './operators.ts';
import { injectJson, injectSigned, openTestVendorDb, uniqueSchema } from './testing/index.ts';

const SCHEMA = uniqueSchema('vendor_http_test');
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing', 'fixture-migrations');
const ADMIN = 'vendor-admin-key-of-some-length';
const registration = {
  merchantCode: 'ROYAL',
  platformUrl: 'http://127.0.0.1:1',
  vendorCode: 'LOTTO',
  keyId: 'vk_1',
  secret: 'k'.repeat(40),
  currency: 'USD',
};

let db: VendorDb;
let app: FastifyInstance;
const registered: string[] = [];

beforeAll(async () => {
  db = await openTestVendorDb({ schema: SCHEMA, migrationsDir: FIXTURES });
  const operators = new OperatorStore(db);
  app = createVendorHttp({ logLevel: 'silent' });
  registerOperatorRoutes(app, {
    path: '/admin/operators',
    adminKey: ADMIN,
    operators,
    onRegistered: async (code) => {
      registered.push(code);
      return true;
    },
  });
  app.post('/launch', async (request) => {
    const link = await verifyPlatformRequest(request, operators);
    return ok({ merchantCode: link.merchantCode, raw: rawBodyOf(request) });
  });
  app.post('/echo', async (request) => ok(parse(z.object({ n: z.number().int() }), request.body)));
  app.get('/teapot', async () => {
    throw new VendorError('INSUFFICIENT_FUNDS');
  });
  app.get('/boom', async () => {
    throw new Error('secret detail');
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('createVendorHttp', () => {
  it('answers every failure as { success: false, code, message }, 5xx without detail', async () => {
    expect(await injectJson(app, 'POST', '/echo', { body: { n: 2 } })).toEqual({
      status: 200,
      json: { success: true, value: { n: 2 } },
    });
    expect(await injectJson(app, 'POST', '/echo', { body: { n: 'two' } })).toMatchObject({
      status: 400,
      json: { success: false, code: 'VALIDATION_FAILED' },
    });
    const badJson = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await injectJson(app, 'GET', '/teapot')).json.code).toBe('INSUFFICIENT_FUNDS');
    const boom = await injectJson(app, 'GET', '/boom');
    expect(boom.status).toBe(500);
    expect(JSON.stringify(boom.json)).not.toContain('secret detail');
    expect(await injectJson(app, 'GET', '/nowhere')).toMatchObject({
      status: 404,
      json: { code: 'NOT_FOUND' },
    });
  });
});

describe('registerOperatorRoutes', () => {
  it('onboards an operator behind the admin key and never shows its secret', async () => {
    const denied = await injectJson(app, 'POST', '/admin/operators', {
      headers: { [VENDOR_ADMIN_KEY_HEADER]: `${ADMIN}x` },
      body: registration,
    });
    expect(denied).toMatchObject({ status: 401, json: { code: 'UNAUTHORIZED' } });
    const invalid = await injectJson(app, 'POST', '/admin/operators', {
      headers: { [VENDOR_ADMIN_KEY_HEADER]: ADMIN },
      body: { ...registration, secret: 'short' },
    });
    expect(invalid).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED' } });
    const done = await injectJson(app, 'POST', '/admin/operators', {
      headers: { [VENDOR_ADMIN_KEY_HEADER]: ADMIN },
      body: registration,
    });
    expect(done.json).toEqual({
      success: true,
      value: { merchantCode: 'ROYAL', isCatalogueRegistered: true },
    });
    expect(registered).toContain('ROYAL');
    const read = await injectJson(app, 'GET', '/admin/operators/ROYAL', {
      headers: { 'x-admin-key': ADMIN },
    });
    expect(read.json.value).toEqual({
      merchantCode: 'ROYAL',
      keyId: 'vk_1',
      platformUrl: 'http://127.0.0.1:1',
    });
    expect(
      (await injectJson(app, 'GET', '/admin/operators/LOTUS', { headers: { 'x-admin-key': ADMIN } })).status,
    ).toBe(404);
  });
});

describe('verifyPlatformRequest', () => {
  const body = { merchantCode: 'ROYAL', playerId: 'ROYAL:1' };

  it('accepts a request signed with the operator credential, over the exact raw body', async () => {
    const answer = await injectSigned(app, registration, '/launch', body);
    expect(answer.json).toEqual({
      success: true,
      value: { merchantCode: 'ROYAL', raw: JSON.stringify(body) },
    });
  });

  it('refuses another key, another secret, a stale timestamp, a tampered body or an unknown merchant', async () => {
    const stale = unixTimestamp(Date.now() - 301_000);
    const raw = JSON.stringify(body);
    const tampered = await app.inject({
      method: 'POST',
      url: '/launch',
      headers: {
        'content-type': 'application/json',
        'x-vendor-key': 'vk_1',
        'x-vendor-timestamp': unixTimestamp(),
        'x-vendor-signature': signPayload(registration.secret, unixTimestamp(), raw),
      },
      payload: raw.replace('ROYAL:1', 'ROYAL:2'),
    });
    for (const answer of [
      await injectSigned(app, { ...registration, keyId: 'vk_2' }, '/launch', body),
      await injectSigned(app, { ...registration, secret: 'x'.repeat(40) }, '/launch', body),
      await injectSigned(app, registration, '/launch', body, stale),
      await injectSigned(app, registration, '/launch', { ...body, merchantCode: 'LOTUS' }),
      await injectSigned(app, registration, '/launch', { playerId: 'ROYAL:1' }),
      { status: tampered.statusCode, json: tampered.json() },
    ]) {
      expect(answer).toMatchObject({ status: 401, json: { code: 'VENDOR_SIGNATURE_INVALID' } });
    }
  });
});
