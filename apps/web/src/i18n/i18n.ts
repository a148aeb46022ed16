import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES, type TLanguage } from '@croupier/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cn } from './locales/cn.ts';
import { en, type TBundle } from './locales/en.ts';
import { th } from './locales/th.ts';
import { vi } from './locales/vi.ts';

/** Every bundled language, keyed by the product's language code (EN, CN, VI, TH). */
export const BUNDLES: Record<TLanguage, TBundle> = { EN: en, CN: cn, VI: vi, TH: th };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TBundle };
  }
}

function syncDocumentLanguage(language: string): void {
  const info = LANGUAGE_INFO[language as TLanguage];
  if (info && typeof document !== 'undefined') document.documentElement.lang = info.htmlLang;
}

/**
 * Initialises i18next synchronously (bundles are inlined; nothing loads over the network), so
 * the first render already has text. `<html lang>` follows every language change.
 */
export function initI18n(language: TLanguage): typeof i18next {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', syncDocumentLanguage);
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(LANGUAGES.map((code) => [code, { translation: BUNDLES[code] }])),
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  syncDocumentLanguage(language);
  return i18next;
}

/** The language i18next currently shows, as a product code. */
export function currentLanguage(): TLanguage {
  const language = i18next.language as TLanguage;
  return (LANGUAGES as readonly string[]).includes(language) ? language : DEFAULT_LANGUAGE;
}
