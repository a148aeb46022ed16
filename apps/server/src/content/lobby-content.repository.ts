import { type Kysely, sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { AnnouncementsTable, BannersTable } from './content.tables.ts';

export interface AnnouncementRow {
  id: bigint;
  language: string;
  type: AnnouncementsTable['type'];
  executions: string[];
  title: string;
  content: string;
  imageUrl: string | null;
  startsAt: Date;
  endsAt: Date | null;
  sortOrder: number;
}

export interface AnnouncementInput {
  language: string;
  type: AnnouncementsTable['type'];
  executions: string[];
  title: string;
  content: string;
  imageUrl: string | null;
  startsAt: Date;
  endsAt: Date | null;
  sortOrder: number;
}

export interface BannerRow {
  id: bigint;
  language: string;
  groupName: BannersTable['group_name'];
  imageUrl: string;
  linkageType: 'NONE' | 'URL' | 'GAME' | 'PROMOTION';
  linkTarget: string | null;
  title: string;
  sortOrder: number;
}

export type BannerInput = Omit<BannerRow, 'id'>;

const ANNOUNCEMENT_COLUMNS = [
  'id',
  'language',
  'type',
  'executions',
  'title',
  'content',
  'image_url as imageUrl',
  'starts_at as startsAt',
  'ends_at as endsAt',
  'sort_order as sortOrder',
] as const;

const BANNER_COLUMNS = [
  'id',
  'language',
  'group_name as groupName',
  'image_url as imageUrl',
  'linkage_type as linkageType',
  'link_target as linkTarget',
  'title',
  'sort_order as sortOrder',
] as const;

/** Announcements, notices, public popups and banners of a merchant, per language. */
export class LobbyContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The announcements live at `now`, filtered by type and execution code, in the operator's order. */
  async liveAnnouncements(
    merchantId: bigint,
    filter: { language: string; type?: string | undefined; execution?: string | undefined; now: Date },
    limit: number,
    offset: number,
  ): Promise<{ rows: AnnouncementRow[]; total: number }> {
    const base = () => {
      let q = this.db
        .selectFrom('announcements')
        .where('merchant_id', '=', merchantId)
        .where('language', '=', filter.language)
        .where('starts_at', '<=', filter.now)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', filter.now)]));
      if (filter.type) q = q.where('type', '=', filter.type as AnnouncementRow['type']);
      if (filter.execution) q = q.where(sql<boolean>`executions @> array[${filter.execution}]::text[]`);
      return q;
    };
    const rows = await base()
      .select(ANNOUNCEMENT_COLUMNS)
      .orderBy('sort_order')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const count = await base()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.count) };
  }

  async hasAnnouncements(merchantId: bigint, language: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('announcements')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('language', '=', language)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async allAnnouncements(merchantId: bigint, language: string | undefined): Promise<AnnouncementRow[]> {
    let q = this.db
      .selectFrom('announcements')
      .select(ANNOUNCEMENT_COLUMNS)
      .where('merchant_id', '=', merchantId);
    if (language) q = q.where('language', '=', language);
    return q.orderBy('language').orderBy('sort_order').orderBy('id', 'desc').execute();
  }

  async insertAnnouncement(tx: Db, merchantId: bigint, input: AnnouncementInput): Promise<bigint> {
    const row = await tx
      .insertInto('announcements')
      .values({
        merchant_id: merchantId,
        language: input.language,
        type: input.type,
        executions: input.executions,
        title: input.title,
        content: input.content,
        image_url: input.imageUrl,
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        sort_order: input.sortOrder,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateAnnouncement(
    tx: Db,
    merchantId: bigint,
    id: bigint,
    input: AnnouncementInput,
  ): Promise<boolean> {
    const result = await tx
      .updateTable('announcements')
      .set({
        language: input.language,
        type: input.type,
        executions: input.executions,
        title: input.title,
        content: input.content,
        image_url: input.imageUrl,
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        sort_order: input.sortOrder,
        updated_at: new Date(),
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async deleteAnnouncement(tx: Db, merchantId: bigint, id: bigint): Promise<boolean> {
    const result = await tx
      .deleteFrom('announcements')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async banners(merchantId: bigint, language: string | undefined, group?: string): Promise<BannerRow[]> {
    let q = this.db.selectFrom('banners').select(BANNER_COLUMNS).where('merchant_id', '=', merchantId);
    if (language) q = q.where('language', '=', language);
    if (group) q = q.where('group_name', '=', group as BannerRow['groupName']);
    return q.orderBy('language').orderBy('sort_order').orderBy('id').execute();
  }

  async insertBanner(tx: Db, merchantId: bigint, input: BannerInput): Promise<bigint> {
    const row = await tx
      .insertInto('banners')
      .values({
        merchant_id: merchantId,
        language: input.language,
        group_name: input.groupName,
        image_url: input.imageUrl,
        linkage_type: input.linkageType,
        link_target: input.linkTarget,
        title: input.title,
        sort_order: input.sortOrder,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateBanner(tx: Db, merchantId: bigint, id: bigint, input: BannerInput): Promise<boolean> {
    const result = await tx
      .updateTable('banners')
      .set({
        language: input.language,
        group_name: input.groupName,
        image_url: input.imageUrl,
        linkage_type: input.linkageType,
        link_target: input.linkTarget,
        title: input.title,
        sort_order: input.sortOrder,
        updated_at: new Date(),
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async deleteBanner(tx: Db, merchantId: bigint, id: bigint): Promise<boolean> {
    const result = await tx
      .deleteFrom('banners')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
