import { LANGUAGES, type TLanguage } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';

/**
 * Every bundle file under locales/, the site's (locales/<language>.ts, which holds the feature
 * bundles) and each feature's (locales/<feature>/<language>.ts), by path.
 */
const FILES = import.meta.glob<Record<string, unknown>>(['./locales/*.ts', './locales/*/*.ts'], {
  eager: true,
});

/** Languages that have no bundle yet and read English; the site offers them only as such. */
const NOT_YET_TRANSLATED: readonly TLanguage[] = [];

/**
 * Share of strings a language may keep as in English: Indonesian, Malay and Filipino players read
 * Deposit, Email, Status, Bank or Slot as their own words.
 */
const LOANWORD_SHARE: Partial<Record<TLanguage, number>> = { ID: 0.1, MS: 0.1, FIL: 0.2 };

type Tree = { [key: string]: string | Tree };

/** Flattens a bundle to `path -> value`; non-string, non-object leaves are reported as-is. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) {
    out.set(prefix, tree);
    return out;
  }
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [inner, leaf] of flatten(value, path)) out.set(inner, leaf);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** The one bundle a locale file exports (each exports exactly one object). */
function bundleOf(path: string): unknown {
  const values = Object.values(FILES[path] ?? {}).filter((value) => typeof value === 'object');
  expect(values, path).toHaveLength(1);
  return values[0];
}

const fileName = (language: TLanguage) => `${language.toLowerCase()}.ts`;
const FEATURES = [
  ...new Set(
    Object.keys(FILES)
      .map((path) => path.split('/'))
      .filter((parts) => parts.length === 4)
      .map((parts) => parts[2] ?? ''),
  ),
].sort();

/** An abbreviation such as "RTP {{rtp}}%" or "VIP" reads the same in every language. */
function isAbbreviation(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const words = value.replace(/\{\{\s*\w+\s*\}\}/g, '').match(/\p{L}+/gu) ?? [];
  return words.length > 0 && words.every((word) => /^\p{Lu}{2,5}$/u.test(word));
}

/**
 * The plural keys `language` adds to English's counted phrases (`x_few` for `x_other`...), each with
 * the English `_other` text whose placeholders it may use.
 */
function pluralFormsOf(english: Map<string, unknown>, language: TLanguage): Map<string, string> {
  const categories = new Intl.PluralRules(language.toLowerCase()).resolvedOptions().pluralCategories;
  const forms = new Map<string, string>();
  for (const [key, value] of english) {
    if (!key.endsWith('_other') || typeof value !== 'string') continue;
    const base = key.slice(0, -'_other'.length);
    for (const category of categories) {
      if (category !== 'one' && category !== 'other') forms.set(`${base}_${category}`, value);
    }
  }
  return forms;
}

/** Checks `bundle` against the English `reference`: same keys, non-empty text, same placeholders. */
function expectComplete(reference: unknown, bundle: unknown, language: TLanguage, where: string) {
  const english = flatten(reference);
  const translated = flatten(bundle);
  // A counted phrase needs every plural form of the language's own rules (i18next picks the form
  // with Intl.PluralRules on the language code, as here): Russian "3" reads `_few`, and without it
  // English would show. A form the language lacks is no key of it.
  const forms = pluralFormsOf(english, language);
  const missing = [...english.keys(), ...forms.keys()].filter((key) => !translated.has(key));
  const extra = [...translated.keys()].filter((key) => !english.has(key) && !forms.has(key));
  expect({ where, missing, extra }).toEqual({ where, missing: [], extra: [] });
  const countedWrong = [...forms]
    .filter(([key, base]) => {
      const text = translated.get(key);
      return (
        typeof text === 'string' && placeholders(text).some((name) => !placeholders(base).includes(name))
      );
    })
    .map(([key]) => key);
  expect(countedWrong, where).toEqual([]);
  const empty = [...translated].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
  expect(
    empty.map(([key]) => key),
    where,
  ).toEqual([]);
  const mismatched = [...english]
    .filter(([key, value]) => {
      const text = translated.get(key);
      return typeof text === 'string' && typeof value === 'string'
        ? placeholders(text).join() !== placeholders(value).join()
        : false;
    })
    .map(([key]) => key);
  expect(mismatched, where).toEqual([]);
  if (language !== 'EN') {
    // Brand and product names (Telegram, WhatsApp, VIP, iOS...) stay as they are.
    const same = [...english]
      .filter(([key, value]) => translated.get(key) === value && !isAbbreviation(value))
      .map(([key]) => key);
    expect(same.length / english.size, `${where}: copies of English ${same.join(', ')}`).toBeLessThan(
      LOANWORD_SHARE[language] ?? 0.05,
    );
  }
}

const TRANSLATED = LANGUAGES.filter((language) => !NOT_YET_TRANSLATED.includes(language));

describe('translation bundles', () => {
  it('finds the feature bundles', () => {
    expect(FEATURES).toEqual(expect.arrayContaining(['agent', 'member-money', 'payments', 'promotions']));
  });

  it('lists as untranslated only languages with no bundle file at all', () => {
    for (const language of NOT_YET_TRANSLATED) {
      const files = Object.keys(FILES).filter((path) => path.endsWith(`/${fileName(language)}`));
      expect(files, language).toEqual([]);
    }
  });

  for (const language of TRANSLATED) {
    describe(language, () => {
      it('has every key of the English site bundle, none empty, with the same placeholders', () => {
        expectComplete(
          en,
          bundleOf(`./locales/${fileName(language)}`),
          language,
          `locales/${fileName(language)}`,
        );
      });

      it.each(FEATURES)('has every key of the English %s bundle', (feature) => {
        const path = `./locales/${feature}/${fileName(language)}`;
        expect(Object.keys(FILES), path).toContain(path);
        expectComplete(bundleOf(`./locales/${feature}/en.ts`), bundleOf(path), language, path);
      });
    });
  }
});
