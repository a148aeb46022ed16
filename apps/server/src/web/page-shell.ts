import { createHash } from 'node:crypto';
import { brandCssVariables, INLINE_BOOTSTRAP_ELEMENT_ID, type TPermission } from '@croupier/contracts';

/** The site's HTML for one merchant, and the hash its inline style needs in the page's policy. */
export interface PageShell {
  html: string;
  /** `'sha256-…'` of the inline `<style>`, for `style-src`; null when the template went out as built. */
  styleHash: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that cannot end its `<script>` element early (`</script>`, `<!--`). */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Writes the merchant into the built index.html so the first paint is already the brand's: the
 * default theme and language on `<html>`, the brand colours as CSS variables in one inline style
 * (allowed by its hash, the policy keeps `style-src 'self'` otherwise), the name as the title, and
 * the bootstrap itself as JSON the site reads instead of asking for it (apps/web/src/api/inline-bootstrap.ts).
 */
export function renderPageShell(template: string, permission: TPermission | null): PageShell {
  if (!permission) return { html: template, styleHash: null };
  const { brand, merchant } = permission;
  const variables = Object.entries(brandCssVariables(brand))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const css = `:root{${variables}}`;
  const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  const head =
    `<style>${css}</style>` +
    `<script id="${INLINE_BOOTSTRAP_ELEMENT_ID}" type="application/json">${scriptSafeJson(permission)}</script>`;
  const html = template
    .replace(
      /<html[^>]*>/,
      `<html lang="${escapeHtml(merchant.defaultLanguage.toLowerCase())}" data-theme="${brand.defaultTheme}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(merchant.name)}</title>`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${escapeHtml(brand.primaryColor)}$2`)
    .replace('</head>', `${head}</head>`);
  return { html, styleHash };
}

/** The page's Content Security Policy with the shell's inline style allowed by its hash. */
export function policyWithStyleHash(policy: string, styleHash: string): string {
  return policy.replace(/style-src 'self'/, `style-src 'self' ${styleHash}`);
}
