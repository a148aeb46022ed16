import { localized, type TLanguage, type TLocalized } from '@croupier/contracts';
import { createContext, useContext } from 'react';
import { cn, cnSpots } from './i18n-cn.ts';
import { en, enSpots, type TKey } from './i18n-en.ts';
import { th, thSpots } from './i18n-th.ts';
import { vi, viSpots } from './i18n-vi.ts';
import { spotName } from './spots.ts';

/**
 * The live casino UI's words in the site's four languages. English is the reference shape: every
 * other bundle is typed from it, so a missing key fails the typecheck; spot names fall back to
 * English per code.
 */
export const BUNDLES = { EN: en, CN: cn, VI: vi, TH: th } satisfies TLocalized<Record<TKey, string>>;
const SPOTS: TLocalized<Record<string, string>> = {
  EN: enSpots,
  CN: { ...enSpots, ...cnSpots },
  VI: { ...enSpots, ...viSpots },
  TH: { ...enSpots, ...thSpots },
};
export type TMessageKey = TKey;

/** A translator for one language: `{name}` placeholders filled from `params`. */
export function translator(language: TLanguage) {
  const bundle: Record<TKey, string> = localized<Record<TKey, string>>(BUNDLES, language);
  const t = (key: TKey, params: Record<string, string | number> = {}): string =>
    bundle[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  const spot = (code: string): string => spotName(code, localized(SPOTS, language));
  return { t, spot, language };
}

export type TTranslator = ReturnType<typeof translator>;

export const I18nContext = createContext<TTranslator>(translator('EN'));

/** The current language's translator. */
export function useI18n(): TTranslator {
  return useContext(I18nContext);
}
