import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema.ts';

export interface CustomerServiceRow {
  csType: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK';
  csPosition: string;
  title: string;
  url: string;
}

export interface HelpArticleRow {
  categoryKey: string;
  category: string;
  articleKey: string;
  title: string;
  content: string;
}

/** Merchant content shown by the shell: customer-service links, resources, help-centre articles. */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async customerServices(merchantId: bigint): Promise<CustomerServiceRow[]> {
    return this.db
      .selectFrom('customer_services')
      .select(['cs_type as csType', 'cs_position as csPosition', 'title', 'url'])
      .where('merchant_id', '=', merchantId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async resources(merchantId: bigint): Promise<{ labelNameEn: string; url: string }[]> {
    return this.db
      .selectFrom('resources')
      .select(['label_name_en as labelNameEn', 'url'])
      .where('merchant_id', '=', merchantId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async helpArticles(
    merchantId: bigint,
    language: string,
    device: 'WEB' | 'MOBILE',
  ): Promise<HelpArticleRow[]> {
    return this.db
      .selectFrom('help_articles')
      .select(['category_key as categoryKey', 'category', 'article_key as articleKey', 'title', 'content'])
      .where('merchant_id', '=', merchantId)
      .where('language', '=', language)
      .where('device', '=', device)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async insertCustomerServices(tx: Db, merchantId: bigint, rows: CustomerServiceRow[]): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insertInto('customer_services')
      .values(
        rows.map((row, index) => ({
          merchant_id: merchantId,
          cs_type: row.csType,
          cs_position: row.csPosition,
          title: row.title,
          url: row.url,
          sort_order: index,
        })),
      )
      .execute();
  }

  async insertResources(
    tx: Db,
    merchantId: bigint,
    rows: { labelNameEn: string; url: string }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insertInto('resources')
      .values(
        rows.map((row, index) => ({
          merchant_id: merchantId,
          label_name_en: row.labelNameEn,
          url: row.url,
          sort_order: index,
        })),
      )
      .execute();
  }

  async insertHelpArticles(
    tx: Db,
    merchantId: bigint,
    language: string,
    device: 'WEB' | 'MOBILE',
    rows: HelpArticleRow[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insertInto('help_articles')
      .values(
        rows.map((row, index) => ({
          merchant_id: merchantId,
          language,
          device,
          category_key: row.categoryKey,
          category: row.category,
          article_key: row.articleKey,
          title: row.title,
          content: row.content,
          sort_order: index,
        })),
      )
      .execute();
  }

  /** Replaces the merchant's customer-service entries with `rows`, in their order. */
  async replaceCustomerServices(tx: Db, merchantId: bigint, rows: CustomerServiceRow[]): Promise<void> {
    await tx.deleteFrom('customer_services').where('merchant_id', '=', merchantId).execute();
    await this.insertCustomerServices(tx, merchantId, rows);
  }

  /** Replaces the merchant's download resources with `rows`, in their order. */
  async replaceResources(tx: Db, merchantId: bigint, rows: { labelNameEn: string; url: string }[]) {
    await tx.deleteFrom('resources').where('merchant_id', '=', merchantId).execute();
    await this.insertResources(tx, merchantId, rows);
  }

  /** Replaces the help centre of one language and device with `rows`, in their order. */
  async replaceHelpArticles(
    tx: Db,
    merchantId: bigint,
    language: string,
    device: 'WEB' | 'MOBILE',
    rows: HelpArticleRow[],
  ): Promise<void> {
    await tx
      .deleteFrom('help_articles')
      .where('merchant_id', '=', merchantId)
      .where('language', '=', language)
      .where('device', '=', device)
      .execute();
    await this.insertHelpArticles(tx, merchantId, language, device, rows);
  }
}
