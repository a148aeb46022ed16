import type {
  TCustomerServiceEntry,
  THelpCategory,
  THelpCenter,
  TLanguage,
  TResource,
} from '@croupier/contracts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { encryptForSite } from '../security/content-crypto.ts';
import type { ContentRepository, HelpArticleRow } from './content.repository.ts';

/** What the shell shows of a merchant's own content. */
export class ContentService {
  constructor(private readonly content: ContentRepository) {}

  /** Customer-service entries with their links encrypted under the merchant's content key. */
  async customerServices(merchant: Merchant): Promise<TCustomerServiceEntry[]> {
    const rows = await this.content.customerServices(merchant.id);
    return rows.map((row) => ({
      csType: row.csType,
      csPosition: row.csPosition,
      title: row.title,
      path: encryptForSite(merchant.contentKey, row.url),
    }));
  }

  async resources(merchant: Merchant): Promise<TResource[]> {
    return this.content.resources(merchant.id);
  }

  /**
   * Help-centre articles grouped by category, in the requested language; a merchant that has not
   * written that language yet falls back to its default language so the page is never blank.
   */
  async helpCenter(merchant: Merchant, language: TLanguage, device: 'WEB' | 'MOBILE'): Promise<THelpCenter> {
    let served = language;
    let rows = await this.content.helpArticles(merchant.id, language, device);
    if (rows.length === 0 && language !== merchant.defaultLanguage) {
      served = merchant.defaultLanguage;
      rows = await this.content.helpArticles(merchant.id, served, device);
    }
    return { language: served, categories: groupByCategory(rows) };
  }
}

function groupByCategory(rows: HelpArticleRow[]): THelpCategory[] {
  const categories = new Map<string, THelpCategory>();
  for (const row of rows) {
    let category = categories.get(row.categoryKey);
    if (!category) {
      category = { id: row.categoryKey, title: row.category, articles: [] };
      categories.set(row.categoryKey, category);
    }
    category.articles.push({ id: row.articleKey, title: row.title, content: row.content });
  }
  return [...categories.values()];
}
