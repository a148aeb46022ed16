import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  matchLanguage,
  type TLanguage,
  type TMerchantInfo,
  ZLanguage,
} from '@croupier/contracts';
import { hasBundle, switchLanguage } from './i18n.ts';

/** Persistent keys of spec section 3 that remember the player's language (both are written). */
export const LANGUAGE_STORAGE_KEYS = ['hisLang', 'lang'] as const;

/** The language the player chose before, if any (hisLang first, then lang). */
export function readStoredLanguage(): TLanguage | undefined {
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) {
      const parsed = ZLanguage.safeParse(localStorage.getItem(key)?.toUpperCase());
      if (parsed.success) return parsed.data;
    }
  } catch {
    // Storage blocked: fall through.
  }
  return undefined;
}

/**
 * The language to use before the merchant is known (loader, bootstrap request, domain error):
 * the stored choice, else the browser's, else the platform default.
 */
export function guessLanguage(): TLanguage {
  const browser = typeof navigator === 'undefined' ? undefined : navigator.languages?.join(',');
  return readStoredLanguage() ?? matchLanguage(browser) ?? DEFAULT_LANGUAGE;
}

/**
 * Languages the merchant offers that the site speaks (all bundled ones when it lists none): a
 * language still without its bundle is not offered rather than shown in English.
 */
export function merchantLanguages(merchant: TMerchantInfo): TLanguage[] {
  const bundled = LANGUAGES.filter(hasBundle);
  const offered = bundled.filter((code) => merchant.languages.includes(code));
  return offered.length > 0 ? offered : bundled;
}

/** Spec: language from localStorage hisLang/lang, else the merchant's default. */
export function pickLanguage(merchant: TMerchantInfo): TLanguage {
  const stored = readStoredLanguage();
  const offered = merchantLanguages(merchant);
  if (stored && offered.includes(stored)) return stored;
  return offered.includes(merchant.defaultLanguage)
    ? merchant.defaultLanguage
    : (offered[0] ?? DEFAULT_LANGUAGE);
}

/** The player's explicit choice: switches every visible text now and remembers it. */
export async function chooseLanguage(language: TLanguage): Promise<void> {
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) localStorage.setItem(key, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  await switchLanguage(language);
}
