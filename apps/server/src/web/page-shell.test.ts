import { createHash } from 'node:crypto';
import {
  INLINE_BOOTSTRAP_ELEMENT_ID,
  INLINE_HOME_ELEMENT_ID,
  SYSTEM_STATUS,
  type TInlineHome,
  type TPermission,
} from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { policyWithStyleHash, renderPageShell } from './page-shell.ts';

const TEMPLATE =
  '<!doctype html><html lang="en" data-theme="dark"><head><meta name="theme-color" content="#0b1020" />' +
  '<title>Casino</title></head><body><div id="root"></div></body></html>';

/** Only the parts of a permission payload the shell reads; the rest travels as it is. */
const permission = (name: string) =>
  ({
    merchant: { name, defaultLanguage: 'TH' },
    brand: { primaryColor: '#0f766e', accentColor: '#f59e0b', defaultTheme: 'light' },
    extra: { note: '</script><script>alert(1)</script>' },
  }) as unknown as TPermission;

describe('renderPageShell', () => {
  it('writes the brand theme, language, title and colours into the page', () => {
    const { html } = renderPageShell(TEMPLATE, permission('Lotus Palace'));
    expect(html).toContain('<html lang="th" data-theme="light">');
    expect(html).toContain('<title>Lotus Palace</title>');
    expect(html).toContain('<meta name="theme-color" content="#0f766e" />');
    expect(html).toContain('--brand-primary:#0f766e;--brand-accent:#f59e0b;');
  });

  it('hands over the bootstrap as JSON that cannot close its script element', () => {
    const { html } = renderPageShell(TEMPLATE, permission('Lotus Palace'));
    const match = html.match(
      new RegExp(`<script id="${INLINE_BOOTSTRAP_ELEMENT_ID}" type="application/json">(.*?)</script>`),
    );
    expect(match?.[1]).toBeDefined();
    expect(match?.[1]).not.toContain('</script>');
    expect(JSON.parse(match?.[1] ?? '')).toEqual(permission('Lotus Palace'));
  });

  it('escapes the merchant name', () => {
    const { html } = renderPageShell(TEMPLATE, permission('A & B <Casino>'));
    expect(html).toContain('<title>A &#38; B &#60;Casino&#62;</title>');
  });

  it('hashes exactly the inline style it adds, for the page policy', () => {
    const { html, styleHash } = renderPageShell(TEMPLATE, permission('Lotus Palace'));
    const css = html.match(/<style>(.*?)<\/style>/)?.[1] ?? '';
    expect(styleHash).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(policyWithStyleHash("default-src 'self';style-src 'self';img-src 'self'", styleHash ?? '')).toBe(
      `default-src 'self';style-src 'self' ${styleHash};img-src 'self'`,
    );
  });

  it('sends the template as built when the merchant is unknown', () => {
    expect(renderPageShell(TEMPLATE, null)).toEqual({ html: TEMPLATE, styleHash: null, preloads: [] });
  });
});

describe('renderPageShell with the home first screen', () => {
  const open = (status: number) =>
    ({
      ...permission('Lotus <Palace>'),
      status,
      brand: {
        primaryColor: '#0f766e',
        accentColor: '#f59e0b',
        defaultTheme: 'light',
        logoText: 'lotus',
        sideMenuMode: 'shown',
      },
    }) as unknown as TPermission;
  const home: TInlineHome = {
    language: 'TH',
    banners: [
      {
        id: 1,
        groupName: 'w_home',
        url: 'javascript:alert(1)',
        linkageType: 'NONE',
        linkTarget: null,
        title: 'x',
      },
      {
        id: 2,
        groupName: 'w_home',
        url: '/demo/lotus.svg',
        linkageType: 'NONE',
        linkTarget: null,
        title: 'A "deal"',
      },
    ],
    notices: {
      list: [{ title: '<b>Big</b> news' } as TInlineHome['notices']['list'][number]],
      pageNo: 1,
      pageSize: 20,
      total: 1,
    },
  };

  it('paints the brand, the notices and the first safe banner as HTML, and preloads banner and language', () => {
    const shell = renderPageShell(TEMPLATE, open(SYSTEM_STATUS.NORMAL), {
      home,
      languageModules: ['/assets/th-abc.js'],
    });
    const root = shell.html.match(/<div id="root">(.*)<\/div><\/body>/)?.[1] ?? '';
    expect(root).toContain('<span class="brand__mark" aria-hidden="true">L</span>');
    expect(root).toContain('&#60;b&#62;Big&#60;/b&#62; news');
    expect(root).toContain('<img class="banner__image" src="/demo/lotus.svg" alt="A &#34;deal&#34;"');
    expect(root).not.toContain('javascript:');
    expect(root).toContain('<nav class="side-menu"');
    expect(shell.preloads).toEqual([
      { href: '/demo/lotus.svg', as: 'image' },
      { href: '/assets/th-abc.js', as: 'script' },
    ]);
    expect(shell.html).toContain('<link rel="modulepreload" crossorigin href="/assets/th-abc.js">');
    const data = shell.html.match(
      new RegExp(`<script id="${INLINE_HOME_ELEMENT_ID}" type="application/json">(.*?)</script>`),
    );
    expect(JSON.parse(data?.[1] ?? '')).toEqual(home);
  });

  it('shows no page under maintenance or a region block: the site shows its status page', () => {
    for (const status of [SYSTEM_STATUS.MAINTENANCE, SYSTEM_STATUS.REGION_RESTRICTED]) {
      const shell = renderPageShell(TEMPLATE, open(status), { home });
      expect(shell.html).toContain('<div id="root"></div>');
      expect(shell.html).not.toContain(INLINE_HOME_ELEMENT_ID);
      expect(shell.html).not.toContain('/demo/lotus.svg');
    }
  });
});
