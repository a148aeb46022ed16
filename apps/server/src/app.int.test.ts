import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from './seed/demo-seed.ts';
import { loginAs } from './testing/accounts.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

describe('platform process basics', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  it('reports liveness and readiness with the database kind', async () => {
    expect((await sut.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await sut.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: sut.database.kind });
  });

  it('echoes a request id, or makes one', async () => {
    const given = await sut.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await sut.app.inject({ url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await sut.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.paths['/wps/system/permission'].get).toBeDefined();
    expect(spec.paths['/admin/api/merchants/{merchantCode}/settings'].patch.requestBody).toBeDefined();
  });

  it('applies no migration twice', async () => {
    expect(await sut.database.migrate()).toEqual([]);
  });

  it('seeds the two demo merchants once, however often it runs', async () => {
    const options = { operatorKey: 'integration-demo-operator-key' };
    expect(await seedDemo(sut.services, options)).toEqual({ created: ['ROYAL', 'LOTUS'] });
    expect(await seedDemo(sut.services, options)).toEqual({ created: [] });
    const royal = await sut.app.inject({
      url: '/wps/system/permission',
      headers: { host: 'localhost:8080' },
    });
    const lotus = await sut.app.inject({
      url: '/wps/system/permission',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(royal.json().value.merchant).toMatchObject({ name: 'Royal Flush Casino', currency: 'USD' });
    expect(lotus.json().value.merchant).toMatchObject({
      name: 'Lotus Palace',
      currency: 'THB',
      defaultLanguage: 'TH',
    });
    expect(royal.json().value.brand.primaryColor).not.toBe(lotus.json().value.brand.primaryColor);
    const player = await loginAs(sut.app, 'localhost', 'demoplayer', 'player123');
    expect(player).toMatchObject({ account: 'demoplayer', isAgent: false });
    const agent = await loginAs(sut.app, 'localhost', 'demoagent', 'agent123', { side: 'agent' });
    expect(agent).toMatchObject({ isAgent: true });
  });
});
