import * as z from './z.ts';

/**
 * Languages the platform ships complete bundles for. Codes are the product's own (EN, CN, ...),
 * as stored in the `hisLang`/`lang` keys; `htmlLang` is the BCP 47 tag for the document.
 */
export const LANGUAGES = ['EN', 'CN', 'VI', 'TH'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;
export const DEFAULT_LANGUAGE: TLanguage = 'EN';

export const LANGUAGE_INFO: Record<TLanguage, { nativeName: string; htmlLang: string }> = {
  EN: { nativeName: 'English', htmlLang: 'en' },
  CN: { nativeName: '中文', htmlLang: 'zh-CN' },
  VI: { nativeName: 'Tiếng Việt', htmlLang: 'vi' },
  TH: { nativeName: 'ไทย', htmlLang: 'th' },
};

/** Picks a supported language from a product code or an Accept-Language style tag; undefined if none fits. */
export function matchLanguage(raw: string | undefined | null): TLanguage | undefined {
  if (!raw) return undefined;
  for (const part of raw.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!tag) continue;
    const upper = tag.toUpperCase();
    if ((LANGUAGES as readonly string[]).includes(upper)) return upper as TLanguage;
    const primary = tag.split('-')[0];
    if (primary === 'en') return 'EN';
    if (primary === 'zh') return 'CN';
    if (primary === 'vi') return 'VI';
    if (primary === 'th') return 'TH';
  }
  return undefined;
}
