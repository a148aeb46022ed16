import { LANGUAGES } from '@croupier/contracts';
import { bundleProblems } from '@croupier/game-client';
import { describe, expect, it } from 'vitest';
import { BUNDLES, translator } from './i18n.ts';

describe('sportsbook UI words', () => {
  it('has a bundle for every language with every English key and the same placeholders', () => {
    expect(LANGUAGES.filter((language) => !BUNDLES[language])).toEqual([]);
    expect(bundleProblems(BUNDLES)).toEqual([]);
  });

  it('fills placeholders in the language', () => {
    expect(translator('CN').t('m_AH', { line: '-0.5' })).toBe('让球 -0.5');
    expect(translator('TH').t('moreMarkets', { n: 4 })).toContain('4');
  });
});
