import { describe, expect, it } from 'vitest';
import {
  applyDocumentLanguage,
  bundleProblems,
  fillPlaceholders,
  scriptOf,
  type TBundles,
  translate,
  wordsOf,
} from './i18n.ts';

const bundles: TBundles<'hello' | 'bet'> = {
  EN: { hello: 'Hello {name}', bet: 'Bet' },
  CN: { hello: '你好 {name}' },
};

describe('vendor UI words', () => {
  it('falls back to English key by key, and wholly for a language without a bundle', () => {
    expect(wordsOf(bundles, 'CN')).toEqual({ hello: '你好 {name}', bet: 'Bet' });
    expect(wordsOf(bundles, 'TH')).toEqual(bundles.EN);
    expect(wordsOf({ EN: bundles.EN, VI: { bet: '' } }, 'VI').bet).toBe('Bet');
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(fillPlaceholders('Hello {name}, {other}', { name: 'Ann' })).toBe('Hello Ann, {other}');
    expect(fillPlaceholders('السحب {key}', { key: '20261126-2132' }, true)).toBe(
      'السحب \u206820261126-2132\u2069',
    );
  });

  it('lists missing keys, changed placeholders and unknown keys', () => {
    expect(bundleProblems(bundles)).toEqual(['CN.bet missing']);
    expect(
      bundleProblems({ EN: bundles.EN, VI: { hello: 'Xin chào', bet: 'Cược', extra: 'x' } as never }),
    ).toEqual(['VI.hello placeholders', 'VI.extra unknown']);
  });

  it("marks the frame's document with the language's tag and direction", () => {
    const doc = { documentElement: { lang: '', dir: '' } } as unknown as Document;
    applyDocumentLanguage('CN', doc);
    expect(doc.documentElement).toEqual({ lang: 'zh-CN', dir: 'ltr' });
    expect(scriptOf('TH')).toEqual({ lang: 'th', dir: 'ltr' });
    applyDocumentLanguage('AR', doc);
    expect(doc.documentElement).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

describe('translate', () => {
  const rtlBundles = {
    EN: { hello: 'Hello {name}', bye: 'Bye' },
    AR: { hello: 'مرحبا {name}' },
  } as const;

  it('says the language words, English where a key is missing, with placeholders filled', () => {
    const t = translate(rtlBundles, 'EN');
    expect(t('hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(translate(rtlBundles, 'AR')('bye')).toBe('Bye');
  });

  it('isolates the values in right-to-left text', () => {
    expect(translate(rtlBundles, 'AR')('hello', { name: '-0.5' })).toBe('مرحبا \u2068-0.5\u2069');
  });
});
