import { describe, expect, it } from 'vitest';
import {
  applyDocumentLanguage,
  bundleProblems,
  fillPlaceholders,
  scriptOf,
  type TBundles,
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
