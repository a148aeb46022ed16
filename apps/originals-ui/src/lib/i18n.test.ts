import { LANGUAGES } from '@croupier/contracts';
import { bundleProblems } from '@croupier/game-client';
import { describe, expect, it } from 'vitest';
import { BUNDLES, translator } from './i18n.ts';

describe('in-house game words', () => {
  it('has a bundle for every language with every English key and the same placeholders', () => {
    expect(LANGUAGES.filter((language) => !BUNDLES[language])).toEqual([]);
    expect(bundleProblems(BUNDLES)).toEqual([]);
  });

  it('fills placeholders in the language', () => {
    expect(translator('CN').t('cashOutAmount', { amount: '12.50' })).toBe('兑现 12.50');
    expect(translator('JA').t('tileLabel', { n: 3, state: '宝石' })).toBe('タイル 3、宝石');
    expect(translator('AR').t('spin')).toBe('دوّر');
  });
});
