import { createHash } from 'node:crypto';
import {
  brandCssVariables,
  INLINE_BOOTSTRAP_ELEMENT_ID,
  INLINE_HOME_ELEMENT_ID,
  SYSTEM_STATUS,
  type TInlineHome,
  type TPermission,
} from '@croupier/contracts';

/** The site's HTML for one merchant, and the hash its inline style needs in the page's policy. */
export interface PageShell {
  html: string;
  /** `'sha256-…'` of the inline `<style>`, for `style-src`; null when the template went out as built. */
  styleHash: string | null;
  /** Files the browser should fetch at once, for a `Link` header (the same as the page's preload tags). */
  preloads: readonly PagePreload[];
}

export interface PagePreload {
  href: string;
  as: 'image' | 'script';
}

/** What the page carries besides the bootstrap: the home's first data and the first language's files. */
export interface PageExtras {
  /** The home's first screen (only for a home path of an open site). */
  home?: TInlineHome | null;
  /** The module files of the merchant's default language bundle (from the build manifest). */
  languageModules?: readonly string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that cannot end its `<script>` element early (`</script>`, `<!--`). */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A site path or an http(s) URL, nothing a browser would run. */
const isSafeUrl = (url: string) => /^(\/(?!\/)|https?:\/\/)/i.test(url);

/**
 * Rules only the first-paint shell needs: the empty navigation strip keeps the height the site's
 * own navigation takes, so the banner does not move when the site replaces the shell.
 */
const SHELL_CSS =
  '.page-shell .top-nav{min-height:53px}@media(min-width:1024px){.page-shell .top-nav{min-height:57px}}';

/**
 * The home's first screen as plain HTML, in the site's own classes (header with the brand, the
 * empty side menu and navigation, the notice line, the first banner), so the first paint is the
 * page the player is about to use, not a spinner; the site replaces it on its first render.
 * Only for an open site: maintenance and the region block are the site's to show.
 */
function homeShell(permission: TPermission, home: TInlineHome): string {
  const { brand, merchant } = permission;
  const initial = Array.from(brand.logoText.trim())[0]?.toUpperCase() ?? '★';
  const sideMenu = brand.sideMenuMode === 'hidden' ? '' : '<nav class="side-menu" aria-hidden="true"></nav>';
  const notices = home.notices.list.length
    ? '<section class="marquee" aria-hidden="true"><svg class="icon" width="18" height="18"></svg>' +
      '<div class="marquee__viewport"><ul class="marquee__track">' +
      home.notices.list
        .map((notice) => `<li><span class="marquee__item">${escapeHtml(notice.title)}</span></li>`)
        .join('') +
      // The announcements button, without its words (the site's to translate), keeps the line's height.
      '</ul></div><span class="button button--ghost button--small"></span></section>'
    : '';
  const first = home.banners.find((banner) => isSafeUrl(banner.url));
  const banner = first
    ? '<section class="banner"><img class="banner__image" ' +
      `src="${escapeHtml(first.url)}" alt="${escapeHtml(first.title)}" width="1200" height="400" ` +
      'loading="eager" fetchpriority="high"></section>'
    : '';
  return (
    `<div class="layout page-shell" data-side-menu="${sideMenu ? 'expanded' : 'none'}" aria-busy="true">` +
    '<header class="site-header"><div class="site-header__start">' +
    `<a class="brand" href="/" aria-label="${escapeHtml(merchant.name)}">` +
    `<span class="brand__mark" aria-hidden="true">${escapeHtml(initial)}</span>` +
    `<span class="brand__text" aria-hidden="true">${escapeHtml(brand.logoText)}</span></a></div></header>` +
    `<div class="layout__body">${sideMenu}<div class="layout__main"><nav class="top-nav" aria-hidden="true"></nav>` +
    `<main class="content"><div class="home">${notices}` +
    // The site's visually hidden page heading: it takes the page's gap, so the banner sits where it will.
    `<h1 class="visually-hidden">${escapeHtml(merchant.name)}</h1>${banner}</div></main></div></div></div>`
  );
}

/**
 * Writes the merchant into the built index.html so the first paint is already the brand's: the
 * default theme and language on `<html>`, the brand colours as CSS variables in one inline style
 * (allowed by its hash, the policy keeps `style-src 'self'` otherwise), the name as the title, and
 * the bootstrap itself as JSON the site reads instead of asking for it (apps/web/src/api/inline-bootstrap.ts).
 * With `extras`, a home page also carries its first data and its first screen as HTML, and the
 * merchant's language bundle and first banner are preloaded, so the largest paint needs no script.
 */
export function renderPageShell(
  template: string,
  permission: TPermission | null,
  extras: PageExtras = {},
): PageShell {
  if (!permission) return { html: template, styleHash: null, preloads: [] };
  const { brand, merchant } = permission;
  const isOpen = permission.status === SYSTEM_STATUS.NORMAL;
  const home = isOpen ? (extras.home ?? null) : null;
  const variables = Object.entries(brandCssVariables(brand))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const css = `:root{${variables}}${home ? SHELL_CSS : ''}`;
  const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

  const preloads: PagePreload[] = (extras.languageModules ?? []).map((href) => ({ href, as: 'script' }));
  const firstBanner = home?.banners.find((banner) => isSafeUrl(banner.url));
  if (firstBanner) preloads.unshift({ href: firstBanner.url, as: 'image' });
  const preloadTags = preloads
    .map(({ href, as }) =>
      as === 'image'
        ? `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`
        : `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    )
    .join('');

  // The style and the first banner go before the scripts: the first paint needs them first.
  const firstPaint = `<style>${css}</style>${preloadTags}`;
  const head =
    (template.includes('<script') ? '' : firstPaint) +
    `<script id="${INLINE_BOOTSTRAP_ELEMENT_ID}" type="application/json">${scriptSafeJson(permission)}</script>` +
    (home
      ? `<script id="${INLINE_HOME_ELEMENT_ID}" type="application/json">${scriptSafeJson(home)}</script>`
      : '');
  let html = template
    .replace(
      /<html[^>]*>/,
      `<html lang="${escapeHtml(merchant.defaultLanguage.toLowerCase())}" data-theme="${brand.defaultTheme}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(merchant.name)}</title>`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${escapeHtml(brand.primaryColor)}$2`)
    .replace('</head>', `${head}</head>`);
  if (template.includes('<script')) html = html.replace('<script', `${firstPaint}<script`);
  if (home)
    html = html.replace('<div id="root"></div>', `<div id="root">${homeShell(permission, home)}</div>`);
  return { html, styleHash, preloads };
}

/** The page's Content Security Policy with the shell's inline style allowed by its hash. */
export function policyWithStyleHash(policy: string, styleHash: string): string {
  return policy.replace(/style-src 'self'/, `style-src 'self' ${styleHash}`);
}
