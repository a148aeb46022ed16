import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, INLINE_BOOTSTRAP_ELEMENT_ID, ZPermission } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** Issue 24: each brand's first HTML already carries its theme, colours, language and bootstrap. */
describe('the player site pages', () => {
  let sut: TestApp;
  let dark: string;
  let light: string;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'croupier-web-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en" data-theme="dark"><head><title>Casino</title></head><body><div id="root"></div></body></html>',
    );
    // The build manifest names each language's bundle; the server preloads the merchant's.
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/i18n/locales/en.ts': { file: 'assets/en-2.js', src: 'src/i18n/locales/en.ts' },
      }),
    );
    sut = await startTestApp({ webDist: dist });
    dark = (
      await createTestMerchant(sut.services, {
        name: 'Night Owl',
        brand: { primaryColor: '#d4af37', defaultTheme: 'dark' },
      })
    ).domain;
    light = (
      await createTestMerchant(sut.services, {
        name: 'Sea Breeze',
        brand: { primaryColor: '#0f766e', defaultTheme: 'light' },
      })
    ).domain;
  });
  afterAll(() => sut.close());

  const bootOf = (html: string) => {
    const json = html.match(
      new RegExp(`<script id="${INLINE_BOOTSTRAP_ELEMENT_ID}" type="application/json">(.*?)</script>`),
    )?.[1];
    return ZPermission.parse(JSON.parse(json ?? 'null'));
  };

  it('serves each merchant its own brand on / and on client-side routes', async () => {
    for (const [host, name, colour, theme] of [
      [dark, 'Night Owl', '#d4af37', 'dark'],
      [light, 'Sea Breeze', '#0f766e', 'light'],
    ] as const) {
      for (const url of ['/', '/promotions', '/agentHome?tab=1']) {
        const page = await sut.app.inject({ url, headers: { host } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.headers['cache-control']).toBe('private, no-cache');
        expect(page.body).toContain(`data-theme="${theme}"`);
        expect(page.body).toContain(`<title>${name}</title>`);
        expect(page.body).toContain(`--brand-primary:${colour}`);
        // The same bootstrap the API answers, so the site can skip that first request.
        const api = await sut.app.inject({ url: API.system.permission, headers: { host } });
        expect(bootOf(page.body)).toEqual(ZPermission.parse(api.json().value));
      }
    }
  });

  it("allows the page's inline style by its hash and nothing else inline", async () => {
    const page = await sut.app.inject({ url: '/', headers: { host: light } });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('sends the page as built to an unknown host, and keeps API 404s', async () => {
    const page = await sut.app.inject({ url: '/', headers: { host: 'nobody.test' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(INLINE_BOOTSTRAP_ELEMENT_ID);
    expect(String(page.headers['content-security-policy'])).toContain("style-src 'self';");
    const api = await sut.app.inject({ url: '/wps/no/such/call', headers: { host: light } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it("gives a home page its first screen as HTML and preloads the merchant's language, other pages only the bootstrap (issue 26)", async () => {
    const home = await sut.app.inject({ url: '/', headers: { host: dark } });
    expect(home.body).toMatch(/<div id="root"><div class="layout page-shell"[^>]*>.*Night Owl/);
    expect(home.body).toContain('<script id="croupier-home" type="application/json">');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-2.js">');
    expect(home.headers.link).toContain('</assets/en-2.js>; rel=modulepreload');
    const other = await sut.app.inject({ url: '/promotions', headers: { host: dark } });
    expect(other.body).toContain('<div id="root"></div>');
    expect(other.body).not.toContain('croupier-home');
    // The manifest is the server's to read, not served.
    const manifest = await sut.app.inject({ url: '/.vite/manifest.json', headers: { host: dark } });
    expect(manifest.body).not.toContain('locales');
  });
});
