import { describe, expect, it } from 'vitest';
import { BUNDLES, translator } from './i18n.ts';

describe('live UI words', () => {
  it('has every key in every language, with the same placeholders as English', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [language, bundle] of Object.entries(BUNDLES)) {
      for (const [key, text] of Object.entries(BUNDLES.EN)) {
        const translated = (bundle as Record<string, string>)[key];
        expect(translated, `${language}.${key}`).toBeTruthy();
        expect(placeholders(translated ?? ''), `${language}.${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('names spots in the language, English for a name it lacks', () => {
    expect(translator('CN').spot('BANKER')).toBe('庄');
    expect(translator('CN').spot('SPLIT_8_11')).toBe('分注 8-11');
    expect(translator('VI').spot('VOISINS')).toBe('Voisins du zéro');
    expect(translator('TH').t('watching', { count: 3 })).toBe('ผู้ชม 3 คน');
  });
});
