import { API } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createAdminKey } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('API docs (issue 21, finding 9)', () => {
  describe('for operators only (API_DOCS=operators, the production default)', () => {
    let sut: TestApp;
    beforeAll(async () => {
      sut = await startTestApp({ apiDocs: 'operators' });
    });
    afterAll(() => sut.close());

    it('refuses the UI and the OpenAPI document without an operator key', async () => {
      for (const url of [API.docs, `${API.docs}/json`, `${API.docs}/static/index.html`]) {
        const res = await sut.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
      const wrong = await sut.app.inject({
        method: 'GET',
        url: `${API.docs}/json`,
        headers: { 'x-admin-key': 'not-a-key-of-anyone-1234' },
      });
      expect(wrong.statusCode).toBe(401);
    });

    it('serves them with an operator key', async () => {
      const key = await createAdminKey(sut.services);
      const res = await sut.app.inject({
        method: 'GET',
        url: `${API.docs}/json`,
        headers: { 'x-admin-key': key },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().openapi).toMatch(/^3\./);
    });
  });

  describe('open (development)', () => {
    let sut: TestApp;
    beforeAll(async () => {
      sut = await startTestApp({ apiDocs: 'open' });
    });
    afterAll(() => sut.close());

    it('serves the OpenAPI document to anyone', async () => {
      const res = await sut.app.inject({ method: 'GET', url: `${API.docs}/json` });
      expect(res.statusCode).toBe(200);
    });
  });

  it('defaults to operators with NODE_ENV=production and to open otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_GATEWAY: 'off' }).API_DOCS).toBe('operators');
    expect(loadConfig({}).API_DOCS).toBe('open');
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_GATEWAY: 'off', API_DOCS: 'open' }).API_DOCS).toBe(
      'open',
    );
  });
});
