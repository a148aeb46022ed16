import { LANGUAGES } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { STARTER_HELP } from './help-content.ts';

describe('starter help centre', () => {
  it('has the same four articles as English in every language, written in it', () => {
    const keys = (language: string) =>
      (STARTER_HELP[language as keyof typeof STARTER_HELP] ?? []).map(
        (a) => `${a.categoryKey}/${a.articleKey}`,
      );
    for (const language of LANGUAGES) {
      expect(keys(language), language).toEqual(keys('EN'));
      if (language === 'EN') continue;
      for (const article of STARTER_HELP[language] ?? []) {
        expect(article.title, `${language}.${article.articleKey}`).not.toBe(
          STARTER_HELP.EN.find((a) => a.articleKey === article.articleKey)?.title,
        );
        expect(article.content).toMatch(/^<p>/);
      }
    }
  });
});
