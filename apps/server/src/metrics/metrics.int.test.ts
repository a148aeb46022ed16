import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../http/error-handler.ts';
import { createPlayer, registerVendor, signedVendorCall, vendorId } from '../ledger/wallet-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { metricsPlugin } from './metrics.plugin.ts';

/** The value of one sample of the exposition text, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (wanted.every((pair) => labelText.split(',').includes(pair))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('metrics, health and readiness', () => {
  let sut: TestApp;
  let merchant: Merchant;
  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
  });
  afterAll(() => sut.close());

  const scrape = async () => {
    const response = await sut.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('answers liveness and readiness', async () => {
    expect((await sut.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await sut.app.inject({ url: '/readyz' })).json()).toEqual({
      status: 'ready',
      database: sut.database.kind,
    });
  });

  it('counts requests by route pattern, never by raw URL', async () => {
    const before =
      sample(await scrape(), 'http_requests_total', { route: '/healthz', status_code: '200' }) ?? 0;
    await sut.app.inject({ url: '/healthz' });
    await sut.app.inject({ url: '/healthz?probe=1' });
    await sut.app.inject({ url: '/wps/no-such-call-4711' });
    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' }),
    ).toBe(before + 2);
    expect(
      sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-call-4711');
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/healthz', status_code: '200' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts vendor wallet calls by kind and outcome', async () => {
    const { credential } = await registerVendor(sut.services, merchant, 'METRICSV');
    const player = await createPlayer(sut.services, merchant, '10');
    const base = { playerId: player.playerId, gameCode: 'slot-1' };
    const bet = { ...base, transactionId: vendorId('bet'), roundId: vendorId('round'), amount: '1' };
    const ok = await signedVendorCall(sut.app, credential, 'bet', { ...bet, requestId: vendorId('req') });
    expect(ok.statusCode).toBe(200);
    // The vendor repeats the same transaction: answered from storage, counted as replayed.
    const replay = await signedVendorCall(sut.app, credential, 'bet', { ...bet, requestId: vendorId('req') });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value.balance).toBe(ok.json().value.balance);
    const refused = await signedVendorCall(sut.app, credential, 'bet', {
      ...base,
      requestId: vendorId('req'),
      transactionId: vendorId('bet'),
      roundId: vendorId('round'),
      amount: '1000',
    });
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');
    await signedVendorCall(sut.app, credential, 'balance', { ...base, requestId: vendorId('req') });

    const text = await scrape();
    expect(sample(text, 'croupier_wallet_calls_total', { kind: 'bet', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'croupier_wallet_calls_total', { kind: 'bet', outcome: 'replayed' })).toBe(1);
    expect(sample(text, 'croupier_wallet_calls_total', { kind: 'bet', outcome: 'insufficient_funds' })).toBe(
      1,
    );
    expect(sample(text, 'croupier_wallet_calls_total', { kind: 'balance', outcome: 'ok' })).toBe(1);
    expect(
      sample(text, 'http_requests_total', { route: '/vendor-api/v1/:vendorCode/bet', status_code: '200' }),
    ).toBe(2);
  });

  it('reports the job queue depth and, on PostgreSQL, the pool', async () => {
    await sut.services.jobs.send('metrics-probe', {});
    const text = await scrape();
    expect(sample(text, 'croupier_job_queue_depth', { queue: 'metrics-probe', state: 'created' })).toBe(1);
    if (sut.database.kind === 'postgres') {
      expect(sample(text, 'croupier_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'croupier_db_pool_connections', { state: 'waiting' })).toBe(0);
    }
  });

  it('refuses proxied readers when no token is set', async () => {
    const proxied = await sut.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json().code).toBe('FORBIDDEN');
  });

  it('with METRICS_TOKEN, answers only the bearer of the token', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(metricsPlugin, { services: sut.services, token: 'a-long-metrics-token' });
    try {
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
      const wrong = await app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer a-long-metrics-tokeX' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer a-long-metrics-token', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('process_cpu_seconds_total');
    } finally {
      await app.close();
    }
  });
});
