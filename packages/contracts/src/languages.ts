import * as z from './z.ts';

/**
 * Languages the platform speaks: the spec's named ones. Codes are the product's own (EN, CN, ...),
 * as stored in the `hisLang`/`lang` keys and merchants' language lists; `htmlLang` is the BCP 47
 * tag for the document and for Intl; `dir` is the text direction of the page.
 * TW is Chinese in traditional characters; FIL is Tagalog (Filipino); MY is Burmese (ISO 639 "my").
 */
export const LANGUAGES = [
  'EN',
  'CN',
  'TW',
  'VI',
  'TH',
  'JA',
  'KO',
  'ES',
  'PT',
  'TR',
  'RU',
  'AR',
  'HI',
  'FIL',
  'BN',
  'ID',
  'MS',
  'KM',
  'MY',
] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;
export const DEFAULT_LANGUAGE: TLanguage = 'EN';

export type TTextDirection = 'ltr' | 'rtl';

export interface TLanguageInfo {
  /** The language's name in itself, as the language selector shows it. */
  nativeName: string;
  /** BCP 47 tag: `<html lang>`, `Intl` formats. */
  htmlLang: string;
  dir: TTextDirection;
}

export const LANGUAGE_INFO: Record<TLanguage, TLanguageInfo> = {
  EN: { nativeName: 'English', htmlLang: 'en', dir: 'ltr' },
  CN: { nativeName: '简体中文', htmlLang: 'zh-CN', dir: 'ltr' },
  TW: { nativeName: '繁體中文', htmlLang: 'zh-TW', dir: 'ltr' },
  VI: { nativeName: 'Tiếng Việt', htmlLang: 'vi', dir: 'ltr' },
  TH: { nativeName: 'ไทย', htmlLang: 'th', dir: 'ltr' },
  JA: { nativeName: '日本語', htmlLang: 'ja', dir: 'ltr' },
  KO: { nativeName: '한국어', htmlLang: 'ko', dir: 'ltr' },
  ES: { nativeName: 'Español', htmlLang: 'es', dir: 'ltr' },
  PT: { nativeName: 'Português', htmlLang: 'pt', dir: 'ltr' },
  TR: { nativeName: 'Türkçe', htmlLang: 'tr', dir: 'ltr' },
  RU: { nativeName: 'Русский', htmlLang: 'ru', dir: 'ltr' },
  AR: { nativeName: 'العربية', htmlLang: 'ar', dir: 'rtl' },
  HI: { nativeName: 'हिन्दी', htmlLang: 'hi', dir: 'ltr' },
  FIL: { nativeName: 'Filipino', htmlLang: 'fil', dir: 'ltr' },
  BN: { nativeName: 'বাংলা', htmlLang: 'bn', dir: 'ltr' },
  ID: { nativeName: 'Bahasa Indonesia', htmlLang: 'id', dir: 'ltr' },
  MS: { nativeName: 'Bahasa Melayu', htmlLang: 'ms', dir: 'ltr' },
  KM: { nativeName: 'ខ្មែរ', htmlLang: 'km', dir: 'ltr' },
  MY: { nativeName: 'မြန်မာ', htmlLang: 'my', dir: 'ltr' },
};

/**
 * Text kept per language where English must exist and every other language may be missing:
 * a language without its own entry reads English (see `localized`).
 */
export type TLocalized<T> = { EN: T } & Partial<Record<TLanguage, T>>;

/** The entry of `language` in `record`, or English when that language has none yet. */
export function localized<T>(record: TLocalized<T>, language: TLanguage | string | null | undefined): T {
  return (language ? record[language as TLanguage] : undefined) ?? record.EN;
}

/** Primary subtags (lower case) of BCP 47 / ISO 639 that mean one of our languages. */
const PRIMARY_SUBTAGS = new Map<string, TLanguage>(
  Object.entries({
    en: 'EN',
    zh: 'CN',
    vi: 'VI',
    th: 'TH',
    ja: 'JA',
    ko: 'KO',
    es: 'ES',
    pt: 'PT',
    tr: 'TR',
    ru: 'RU',
    ar: 'AR',
    hi: 'HI',
    fil: 'FIL',
    tl: 'FIL',
    bn: 'BN',
    id: 'ID',
    in: 'ID',
    ms: 'MS',
    km: 'KM',
    my: 'MY',
  } satisfies Record<string, TLanguage>) as [string, TLanguage][],
);

/** Chinese tags that mean traditional characters: the script Hant, or Taiwan, Hong Kong and Macau. */
const TRADITIONAL_CHINESE = /^zh-(?:.*-)?(?:hant|tw|hk|mo)(?:-|$)/;

/**
 * Picks a supported language from a product code (EN, TW, FIL...) or an Accept-Language style
 * list of BCP 47 tags; undefined if none fits.
 */
export function matchLanguage(raw: string | undefined | null): TLanguage | undefined {
  if (!raw) return undefined;
  for (const part of raw.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().replaceAll('_', '-') ?? '';
    if (!tag) continue;
    const upper = tag.toUpperCase();
    if ((LANGUAGES as readonly string[]).includes(upper)) return upper as TLanguage;
    if (TRADITIONAL_CHINESE.test(tag)) return 'TW';
    const primary = PRIMARY_SUBTAGS.get(tag.split('-')[0] ?? '');
    if (primary) return primary;
  }
  return undefined;
}

/** The page's text direction in `language`. */
export function languageDirection(language: TLanguage): TTextDirection {
  return LANGUAGE_INFO[language].dir;
}
