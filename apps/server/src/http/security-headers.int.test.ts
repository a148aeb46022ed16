import { API } from '@croupier/contracts';
import { startSandboxGateway } from '@croupier/sandbox-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** Issue 21, finding 5: the platform's and the sandbox gateway's security headers. */
describe('security headers', () => {
  let sut: TestApp;
  let host: string;

  beforeAll(async () => {
    sut = await startTestApp({ trustProxy: true });
    host = (await createTestMerchant(sut.services)).domain;
  });
  afterAll(() => sut.close());

  it('sends a strict policy without inline script, and the other headers, on every answer', async () => {
    for (const url of [API.system.permission, '/no/such/route']) {
      const response = await sut.app.inject({ url, headers: { host } });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("script-src-attr 'none'");
      expect(policy).toContain("style-src 'self';");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('sends HSTS only when the request came over TLS', async () => {
    const plain = await sut.app.inject({ url: API.system.permission, headers: { host } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await sut.app.inject({
      url: API.system.permission,
      headers: { host, 'x-forwarded-proto': 'https' },
    });
    expect(behindTls.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('keeps the sandbox payment page unframable and free of script, its own style sheet allowed', async () => {
    const gateway = await startSandboxGateway({ port: 0, host: '127.0.0.1', masterSecret: 'x'.repeat(32) });
    try {
      const response = await fetch(`${gateway.url}/`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(policy).not.toContain('script-src');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    } finally {
      await gateway.close();
    }
  });
});
