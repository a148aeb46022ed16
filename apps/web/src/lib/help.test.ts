import type { THelpCenter } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { findHelpArticle } from './help.ts';

const help: THelpCenter = {
  language: 'EN',
  categories: [
    { id: 'empty', title: 'Empty', articles: [] },
    { id: 'about', title: 'About', articles: [{ id: 'about', title: 'About us', content: '<p>a</p>' }] },
    {
      id: 'rules',
      title: 'Rules',
      articles: [
        { id: 'term', title: 'Terms', content: '<p>t</p>' },
        { id: 'responsible', title: 'Responsible', content: '<p>r</p>' },
      ],
    },
  ],
};

describe('findHelpArticle', () => {
  it('finds an article by id', () => {
    expect(findHelpArticle(help, 'responsible')?.article.id).toBe('responsible');
    expect(findHelpArticle(help, 'term')?.category.id).toBe('rules');
  });

  it('maps a category id to its first article', () => {
    expect(findHelpArticle(help, 'rules')).toMatchObject({ article: { id: 'term' }, isExactMatch: true });
  });

  it('falls back to the first article when the target is unknown', () => {
    expect(findHelpArticle(help, 'nope')).toMatchObject({ article: { id: 'about' }, isExactMatch: false });
    expect(findHelpArticle(help, null)?.article.id).toBe('about');
  });

  it('returns null without content', () => {
    expect(findHelpArticle(undefined, 'term')).toBeNull();
    expect(findHelpArticle({ language: 'EN', categories: [] }, 'term')).toBeNull();
  });
});
