import type {
  TAdminCustomerServices,
  TAdminHelpCenter,
  TAdminResources,
  TCustomerServiceEntry,
  THelpCategory,
  THelpCenter,
  TLanguage,
  TResource,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import type { Merchant } from '../merchants/merchant.ts';
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

/** The operator's side: each call replaces one list whole, with an audit row, in one transaction. */
export class ContentAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly content: ContentRepository,
    private readonly audit: AuditLog,
  ) {}

  async customerServices(merchant: Merchant) {
    return this.content.customerServices(merchant.id);
  }

  async replaceCustomerServices(merchant: Merchant, input: TAdminCustomerServices, actor: Actor) {
    await this.db.transaction().execute(async (tx) => {
      await this.content.replaceCustomerServices(tx, merchant.id, input.entries);
      await this.audit.recordBy(tx, merchant.id, actor, 'content.customerServices.replace', {
        count: input.entries.length,
      });
    });
  }

  async resources(merchant: Merchant) {
    return this.content.resources(merchant.id);
  }

  async replaceResources(merchant: Merchant, input: TAdminResources, actor: Actor) {
    await this.db.transaction().execute(async (tx) => {
      await this.content.replaceResources(tx, merchant.id, input.resources);
      await this.audit.recordBy(tx, merchant.id, actor, 'content.resources.replace', {
        count: input.resources.length,
      });
    });
  }

  async helpArticles(merchant: Merchant, language: TLanguage, device: 'WEB' | 'MOBILE') {
    return this.content.helpArticles(merchant.id, language, device);
  }

  async replaceHelpCenter(
    merchant: Merchant,
    language: TLanguage,
    device: 'WEB' | 'MOBILE',
    input: TAdminHelpCenter,
    actor: Actor,
  ) {
    await this.db.transaction().execute(async (tx) => {
      await this.content.replaceHelpArticles(tx, merchant.id, language, device, input.articles);
      await this.audit.recordBy(tx, merchant.id, actor, 'content.helpCenter.replace', {
        language,
        device,
        count: input.articles.length,
      });
    });
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
