import { LANGUAGE_INFO, type TLanguage } from '@croupier/contracts';

/** A UI's words: English is complete, every other language may lack a key (it then says English). */
export type TBundles<K extends string> = { readonly EN: Readonly<Record<K, string>> } & Partial<
  Record<TLanguage, Readonly<Partial<Record<K, string>>>>
>;

/**
 * Fills `{name}` placeholders from `params`; an unknown placeholder stays as written. With `isolate`
 * (right-to-left text) each value is wrapped in first-strong isolate marks, so an amount, a draw key
 * or a signed line ("-0.5", "20261126-2132") keeps its own order inside Arabic.
 */
export function fillPlaceholders(
  text: string,
  params: Record<string, string | number> = {},
  isolate = false,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? (isolate ? `\u2068${params[name]}\u2069` : String(params[name])) : whole,
  );
}

/**
 * One language's words with English under them key by key, so a bundle that lacks a key (or a
 * language without a bundle) still shows every word.
 */
export function wordsOf<K extends string>(bundles: TBundles<K>, language: TLanguage): Record<K, string> {
  const own = bundles[language];
  return own ? { ...bundles.EN, ...stripEmpty(own) } : { ...bundles.EN };
}

function stripEmpty<K extends string>(
  words: Readonly<Partial<Record<K, string>>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [key, text] of Object.entries(words) as [K, string | undefined][]) if (text) out[key] = text;
  return out;
}

/** The BCP 47 tag of a language and its writing direction. */
export function scriptOf(language: TLanguage): { lang: string; dir: 'ltr' | 'rtl' } {
  const info = LANGUAGE_INFO[language] ?? LANGUAGE_INFO.EN;
  return { lang: info.htmlLang, dir: info.dir };
}

/**
 * Marks the game page's document with the language (for fonts, hyphenation and screen readers)
 * and its direction: Arabic lays the frame out right to left.
 */
export function applyDocumentLanguage(language: TLanguage, doc: Document = document): void {
  const { lang, dir } = scriptOf(language);
  doc.documentElement.lang = lang;
  doc.documentElement.dir = dir;
}

/**
 * Every key of English a bundle lacks or leaves empty, and every key whose `{placeholders}` differ
 * from English's: what a bundle test asserts is empty.
 */
export function bundleProblems<K extends string>(bundles: TBundles<K>): string[] {
  const placeholders = (text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)]
      .map((m) => m[1])
      .sort()
      .join(',');
  const problems: string[] = [];
  for (const [language, words] of Object.entries(bundles) as [string, Partial<Record<K, string>>][]) {
    for (const [key, english] of Object.entries(bundles.EN) as [K, string][]) {
      const text = words[key];
      if (!text?.trim()) problems.push(`${language}.${key} missing`);
      else if (placeholders(text) !== placeholders(english)) problems.push(`${language}.${key} placeholders`);
    }
    for (const key of Object.keys(words))
      if (!(key in bundles.EN)) problems.push(`${language}.${key} unknown`);
  }
  return problems;
}

/**
 * A UI's `t(key, params)` in `language`: its words over English, placeholders filled, and each value
 * isolated in right-to-left text (see fillPlaceholders).
 */
export function translate<K extends string>(
  bundles: TBundles<K>,
  language: TLanguage,
): (key: K, params?: Record<string, string | number>) => string {
  const words = wordsOf(bundles, language);
  const isolate = scriptOf(language).dir === 'rtl';
  return (key, params = {}) => fillPlaceholders(words[key], params, isolate);
}
