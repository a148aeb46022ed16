import { createHash } from 'node:crypto';
import { INLINE_BOOTSTRAP_ELEMENT_ID, type TPermission } from '@croupier/contracts';
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
    expect(renderPageShell(TEMPLATE, null)).toEqual({ html: TEMPLATE, styleHash: null });
  });
});
