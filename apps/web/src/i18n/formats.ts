import { LANGUAGE_INFO, type TLanguage } from '@croupier/contracts';

/**
 * The `Intl` locale of a product language: its BCP 47 tag with Latin digits, so amounts, codes and
 * times read the same in Arabic, Bengali or Burmese as the numbers players type and see elsewhere.
 */
export function intlLocale(language: TLanguage | string): string {
  const info = LANGUAGE_INFO[language as TLanguage] ?? LANGUAGE_INFO.EN;
  return `${info.htmlLang}-u-nu-latn`;
}

const numberFormats = new Map<string, { whole: Intl.NumberFormat; decimal: string }>();

/** Grouping of whole numbers and the decimal mark of `language` (1,234.50 / 1.234,50 / 1 234,50). */
export function numberStyle(language: TLanguage | string): { whole: Intl.NumberFormat; decimal: string } {
  const locale = intlLocale(language);
  let style = numberFormats.get(locale);
  if (!style) {
    const decimal =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    style = { whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }), decimal };
    numberFormats.set(locale, style);
  }
  return style;
}

/** A calendar date in the language's own order and month names ("26 Nov 2026", "2026年11月26日"). */
export function formatLocalDate(
  iso: string,
  language: TLanguage | string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(intlLocale(language), options);
}

/** Left-to-right isolation marks: an amount inside right-to-left text keeps its sign and digits in order. */
export function isolateLtr(text: string, language: TLanguage | string): string {
  return LANGUAGE_INFO[language as TLanguage]?.dir === 'rtl' ? `\u2066${text}\u2069` : text;
}
