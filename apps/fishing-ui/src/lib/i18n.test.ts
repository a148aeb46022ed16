import { LANGUAGES } from '@croupier/contracts';
import { bundleProblems, scriptOf } from '@croupier/game-client';
import { FISH_KIND_CODES } from '@croupier/games';
import { describe, expect, it } from 'vitest';
import { BUNDLES, translator } from './i18n.ts';

describe('fishing UI words', () => {
  it('has a bundle for every language with every English key and the same placeholders', () => {
    expect(LANGUAGES.filter((language) => !BUNDLES[language])).toEqual([]);
    expect(bundleProblems(BUNDLES)).toEqual([]);
  });

  it('names every fish kind in every language', () => {
    for (const language of LANGUAGES) {
      const { fishName } = translator(language);
      for (const kind of FISH_KIND_CODES) expect(fishName(kind), `${language} ${kind}`).not.toBe(kind);
    }
    expect(translator('JA').fishName('SHARK')).toBe('サメ');
    expect(translator('EN').fishName('NO_SUCH_FISH')).toBe('NO_SUCH_FISH');
  });

  it('fills placeholders in the language, isolating values in Arabic', () => {
    expect(translator('CN').t('round', { id: 42 })).toBe('局 42');
    expect(translator('TH').t('caught', { m: 30 })).toBe('จับได้ ×30');
    expect(translator('ES').t('caught', { m: 5 })).toBe('Atrapado ×5');
    expect(translator('AR').t('round', { id: 7 })).toBe('الجولة \u20687\u2069');
    expect(scriptOf('AR')).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});
