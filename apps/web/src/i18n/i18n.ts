import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES, type TLanguage } from '@croupier/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TBundle } from './locales/en.ts';
import type { TTranslation } from './locales/translation.ts';

/**
 * Every language's bundle, keyed by the product's language code. Each is a chunk of its own: a
 * visit downloads the language it shows (and English, which fills any key the language lacks), and
 * another only when the player picks it. A language without a bundle reads English.
 */
const BUNDLE_LOADERS: Partial<Record<TLanguage, () => Promise<TTranslation>>> = {
  EN: () => import('./locales/en.ts').then((module) => module.en),
  CN: () => import('./locales/cn.ts').then((module) => module.cn),
  VI: () => import('./locales/vi.ts').then((module) => module.vi),
  TH: () => import('./locales/th.ts').then((module) => module.th),
};

/** The bundles `language` reads: its own (when it has one) and English beneath it. */
async function bundlesOf(language: TLanguage): Promise<Partial<Record<TLanguage, TTranslation>>> {
  const wanted = [...new Set<TLanguage>([language, DEFAULT_LANGUAGE])].filter(
    (code) => !(i18next.isInitialized && i18next.hasResourceBundle(code, 'translation')),
  );
  const loaded = await Promise.all(
    wanted.map(async (code) => [code, await BUNDLE_LOADERS[code]?.()] as const),
  );
  return Object.fromEntries(loaded.filter(([, bundle]) => bundle !== undefined));
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TBundle };
  }
}

function syncDocumentLanguage(language: string): void {
  const info = LANGUAGE_INFO[language as TLanguage];
  if (!info || typeof document === 'undefined') return;
  document.documentElement.lang = info.htmlLang;
  document.documentElement.dir = info.dir;
}

/** Downloads a language's bundle (and English beneath it) into i18next once; later calls return at once. */
export async function loadLanguage(language: TLanguage): Promise<void> {
  for (const [code, bundle] of Object.entries(await bundlesOf(language))) {
    i18next.addResourceBundle(code, 'translation', bundle, true, false);
  }
}

/** Shows the site in `language`, downloading its bundle first when this visit has not yet. */
export async function switchLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

/**
 * Initialises i18next with the first language's bundle (and English), so the first render already
 * has text. `<html lang>` and `<html dir>` follow every language change.
 */
export async function initI18n(language: TLanguage): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', syncDocumentLanguage);
    const bundles = await bundlesOf(language);
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(
        Object.entries(bundles).map(([code, bundle]) => [code, { translation: bundle }]),
      ),
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
