import type { TLanguage } from '@croupier/contracts';
import { type TBundles, translate } from '@croupier/game-client';
import { createContext, useContext } from 'react';
import { ar, arSpots } from './i18n-ar.ts';
import { bn, bnSpots } from './i18n-bn.ts';
import { cn, cnSpots } from './i18n-cn.ts';
import { en, enSpots, type TKey } from './i18n-en.ts';
import { es, esSpots } from './i18n-es.ts';
import { fil, filSpots } from './i18n-fil.ts';
import { hi, hiSpots } from './i18n-hi.ts';
import { id, idSpots } from './i18n-id.ts';
import { ja, jaSpots } from './i18n-ja.ts';
import { km, kmSpots } from './i18n-km.ts';
import { ko, koSpots } from './i18n-ko.ts';
import { ms, msSpots } from './i18n-ms.ts';
import { my, mySpots } from './i18n-my.ts';
import { pt, ptSpots } from './i18n-pt.ts';
import { ru, ruSpots } from './i18n-ru.ts';
import { th, thSpots } from './i18n-th.ts';
import { tr, trSpots } from './i18n-tr.ts';
import { tw, twSpots } from './i18n-tw.ts';
import { vi, viSpots } from './i18n-vi.ts';
import { spotName } from './spots.ts';

/**
 * The live casino UI's words in the site's languages. English is the reference shape: every
 * other bundle is typed from it, so a missing key fails the typecheck; a language or key without
 * words says English, and spot names fall back to English per code.
 */
export const BUNDLES: TBundles<TKey> = {
  EN: en,
  CN: cn,
  TW: tw,
  VI: vi,
  TH: th,
  JA: ja,
  KO: ko,
  ES: es,
  PT: pt,
  TR: tr,
  RU: ru,
  AR: ar,
  HI: hi,
  FIL: fil,
  BN: bn,
  ID: id,
  MS: ms,
  KM: km,
  MY: my,
};
const SPOTS: Partial<Record<TLanguage, Record<string, string>>> = {
  CN: cnSpots,
  TW: twSpots,
  VI: viSpots,
  TH: thSpots,
  JA: jaSpots,
  KO: koSpots,
  ES: esSpots,
  PT: ptSpots,
  TR: trSpots,
  RU: ruSpots,
  AR: arSpots,
  HI: hiSpots,
  FIL: filSpots,
  BN: bnSpots,
  ID: idSpots,
  MS: msSpots,
  KM: kmSpots,
  MY: mySpots,
};
export type TMessageKey = TKey;

/** A translator for one language: `{name}` placeholders filled from `params`. */
export function translator(language: TLanguage) {
  const spots = { ...enSpots, ...SPOTS[language] };
  const t = translate(BUNDLES, language);
  const spot = (code: string): string => spotName(code, spots);
  return { t, spot, language };
}

export type TTranslator = ReturnType<typeof translator>;

export const I18nContext = createContext<TTranslator>(translator('EN'));

/** The current language's translator. */
export function useI18n(): TTranslator {
  return useContext(I18nContext);
}
