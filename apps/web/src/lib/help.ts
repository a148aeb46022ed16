import type { THelpCategory, THelpCenter } from '@croupier/contracts';

export type THelpArticle = THelpCategory['articles'][number];

/**
 * Resolves a `/help#<id>` target: an article id first (for example `term`), else a category id
 * (its first article). Falls back to the first article when the id is unknown or absent.
 */
export function findHelpArticle(
  help: THelpCenter | undefined,
  target: string | null,
): { category: THelpCategory; article: THelpArticle; isExactMatch: boolean } | null {
  if (!help) return null;
  if (target) {
    for (const category of help.categories) {
      const article = category.articles.find((candidate) => candidate.id === target);
      if (article) return { category, article, isExactMatch: true };
    }
    const category = help.categories.find((candidate) => candidate.id === target);
    const first = category?.articles[0];
    if (category && first) return { category, article: first, isExactMatch: true };
  }
  for (const category of help.categories) {
    const first = category.articles[0];
    if (first) return { category, article: first, isExactMatch: false };
  }
  return null;
}
