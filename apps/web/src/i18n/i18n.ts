import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES, type TLanguage } from '@croupier/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TBundle } from './locales/en.ts';

/**
 * Every language's bundle, keyed by the product's language code (EN, CN, VI, TH). Each is a chunk
 * of its own: a visit downloads the language it shows, and another only when the player picks it.
 */
const BUNDLE_LOADERS: Record<TLanguage, () => Promise<TBundle>> = {
  EN: () => import('./locales/en.ts').then((module) => module.en),
  CN: () => import('./locales/cn.ts').then((module) => module.cn),
  VI: () => import('./locales/vi.ts').then((module) => module.vi),
  TH: () => import('./locales/th.ts').then((module) => module.th),
};

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

/** Downloads a language's bundle into i18next once; later calls return at once. */
export async function loadLanguage(language: TLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await BUNDLE_LOADERS[language]());
}

/** Shows the site in `language`, downloading its bundle first when this visit has not yet. */
export async function switchLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

/**
 * Initialises i18next with the first language's bundle, so the first render already has text.
 * `<html lang>` follows every language change.
 */
export async function initI18n(language: TLanguage): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', syncDocumentLanguage);
    const bundle = await BUNDLE_LOADERS[language]();
    void i18next.use(initReactI18next).init({
      resources: { [language]: { translation: bundle } },
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
