import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every documented route (the OpenAPI document is generated from the route schemas, so it lists them
 * all) gets malformed bodies, query strings and headers. Whatever arrives, the answer is a 2xx or a
 * 4xx in the error envelope: never a 5xx.
 */
describe('API robustness against malformed input', () => {
  let sut: TestApp;
  let routes: { method: Method; url: string }[];
  let host: string;
  let adminKey: string;
  let merchantCode: string;

  beforeAll(async () => {
    sut = await startTestApp();
    const merchant = await createTestMerchant(sut.services);
    host = merchant.domain;
    merchantCode = merchant.code;
    adminKey = await createAdminKey(sut.services);
    const spec = sut.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase() as Method,
        url: path.replace('{merchantCode}', merchantCode),
      })),
    );
  });
  afterAll(() => sut.close());

  it('covers the routes of every feature', () => {
    const urls = routes.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/wps/system/permission', '/lgw/games/vendors', '/healthz']),
    );
    expect(routes.some((r) => r.method === 'PATCH')).toBe(true);
  });

  it('never answers 5xx to random query strings, bodies and content types', async () => {
    const arbitraryBody = fc.oneof(
      fc.string(),
      fc.json(),
      fc.constantFrom('{', '{"a":', 'null', '[]', '"', '{"maintenance":null}', '{"blockedCidrs":["::/999"]}'),
    );
    const arbitraryQuery = fc.oneof(
      fc.webQueryParameters(),
      fc.constantFrom('lang=%E0%A4%A', 'device=PHONE', 'lang[]=EN', 'platform=x&platform=y', '%%%'),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
    );

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        arbitraryQuery,
        arbitraryBody,
        contentType,
        async (route, query, body, type) => {
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const response = await sut.app.inject({
            method: route.method,
            url: `${route.url}?${query}`,
            headers: { host, 'x-admin-key': adminKey, ...(hasBody ? { 'content-type': type } : {}) },
            ...(hasBody ? { payload: body } : {}),
          });
          expect(response.statusCode, `${route.method} ${route.url}?${query} ${type} ${body}`).toBeLessThan(
            500,
          );
          if (response.statusCode >= 400) {
            expect(response.json()).toMatchObject({
              success: false,
              code: expect.any(String),
              message: expect.any(String),
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers unknown paths and methods with the error envelope', async () => {
    const missing = await sut.app.inject({ method: 'GET', url: '/wps/nothing/here', headers: { host } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const wrongMethod = await sut.app.inject({
      method: 'DELETE',
      url: '/wps/system/status',
      headers: { host },
    });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('refuses an oversized body with PAYLOAD_TOO_LARGE', async () => {
    const response = await sut.app.inject({
      method: 'PATCH',
      url: `/admin/api/merchants/${merchantCode}/settings`,
      headers: { host, 'x-admin-key': adminKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ blockedCountries: Array.from({ length: 60_000 }, () => 'TH') }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
