import { LANGUAGES } from '@croupier/contracts';
import { bundleProblems } from '@croupier/game-client';
import { describe, expect, it } from 'vitest';
import { BUNDLES, translator } from './i18n.ts';

describe('poker UI words', () => {
  it('has a bundle for every language with every English key and the same placeholders', () => {
    expect(LANGUAGES.filter((language) => !BUNDLES[language])).toEqual([]);
    expect(bundleProblems(BUNDLES)).toEqual([]);
  });

  it('fills placeholders in the language', () => {
    expect(translator('CN').t('blinds', { sb: 1, bb: 2 })).toContain('1/2');
    expect(translator('KO').t('raiseTo', { amount: '40' })).toBe('40로 레이즈');
  });
});
