import type { TLanguage } from '@croupier/contracts';
import { type TBundles, translate } from '@croupier/game-client';
import { createContext, useContext } from 'react';
import { en, type TKey } from './i18n-en.ts';
import { LOCALES } from './locales/index.ts';

/**
 * The in-house games' words in the site's languages. English is the reference shape: every other
 * bundle is typed from it; a language or key without words says English.
 */
export const BUNDLES: TBundles<TKey> = { EN: en, ...LOCALES };
export type TMessageKey = TKey;

/** A translator for one language: `{name}` placeholders filled from `params`. */
export function translator(language: TLanguage) {
  const t = translate(BUNDLES, language);
  return { t, language };
}

export type TTranslator = ReturnType<typeof translator>;

export const I18nContext = createContext<TTranslator>(translator('EN'));

/** The current language's translator. */
export function useI18n(): TTranslator {
  return useContext(I18nContext);
}
