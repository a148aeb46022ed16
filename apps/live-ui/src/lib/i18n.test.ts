import { LANGUAGES } from '@croupier/contracts';
import { bundleProblems } from '@croupier/game-client';
import { describe, expect, it } from 'vitest';
import { BUNDLES, translator } from './i18n.ts';

describe('live UI words', () => {
  it('has a bundle for every language with every English key and the same placeholders', () => {
    expect(LANGUAGES.filter((language) => !BUNDLES[language])).toEqual([]);
    expect(bundleProblems(BUNDLES)).toEqual([]);
  });

  it('names spots in the language, English for a name it lacks', () => {
    expect(translator('CN').spot('BANKER')).toBe('庄');
    expect(translator('CN').spot('SPLIT_8_11')).toBe('分注 8-11');
    expect(translator('VI').spot('VOISINS')).toBe('Voisins du zéro');
    expect(translator('TH').t('watching', { count: 3 })).toBe('ผู้ชม 3 คน');
    expect(translator('JA').spot('CORNER_1_2_4_5')).toBe('コーナー 1-2-4-5');
    expect(translator('AR').spot('RED')).toBe('أحمر');
    expect(translator('FIL').spot('PLAYER')).toBe('Player');
  });
});
