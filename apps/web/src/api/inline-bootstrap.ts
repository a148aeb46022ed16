import {
  INLINE_BOOTSTRAP_ELEMENT_ID,
  INLINE_HOME_ELEMENT_ID,
  type TInlineHome,
  type TPermission,
  ZInlineHome,
  ZPermission,
} from '@croupier/contracts';

let parsed: TPermission | null | undefined;
let used = false;

/**
 * The bootstrap the server wrote into the page (apps/server/src/web/page-shell.ts), read once: the
 * theme and language can be settled before the first render and the first bootstrap request is
 * saved. Null when the page has none (a static host, an unknown domain) or it does not validate.
 */
export function inlineBootstrap(): TPermission | null {
  if (parsed !== undefined) return parsed;
  parsed = null;
  if (typeof document === 'undefined') return parsed;
  const text = document.getElementById(INLINE_BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return parsed;
  try {
    const result = ZPermission.safeParse(JSON.parse(text));
    if (result.success) parsed = result.data;
  } catch {
    // Not JSON: ask the server as before.
  }
  return parsed;
}

/**
 * The inline bootstrap for the first bootstrap load only; every later load (after maintenance
 * ends, a region check, a refresh) asks the server, since the page's copy is as old as the page.
 */
export function takeInlineBootstrap(): TPermission | null {
  if (used) return null;
  used = true;
  return inlineBootstrap();
}

let home: TInlineHome | null | undefined;

/**
 * The home's first data the server wrote into a home page (banners and the notice line, in the
 * merchant's default language): seeded into the query cache so the first banner needs no request.
 * Null on other pages, or when it does not validate.
 */
export function inlineHome(): TInlineHome | null {
  if (home !== undefined) return home;
  home = null;
  if (typeof document === 'undefined') return home;
  const text = document.getElementById(INLINE_HOME_ELEMENT_ID)?.textContent;
  if (!text) return home;
  try {
    const result = ZInlineHome.safeParse(JSON.parse(text));
    if (result.success) home = result.data;
  } catch {
    // Not JSON: the home asks for its data as before.
  }
  return home;
}
