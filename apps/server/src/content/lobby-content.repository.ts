import type { TAdminAnnouncementsQuery, TAdminBannersQuery } from '@croupier/contracts';
import { type Kysely, sql } from 'kysely';
import { COUNT_ROWS, containsPattern, fetchPage } from '../db/paging.ts';
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

/** What the console lists: the row, when it last changed and the version a replacement names. */
export interface Versioned {
  version: number;
  updatedAt: Date;
}

export interface StoredImage {
  name: string;
  bytes: Uint8Array;
  byteSize: number;
  width: number;
  height: number;
}

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

  /** A page of the merchant's announcements for the console, filtered and sorted as asked. */
  async adminAnnouncements(merchantId: bigint, query: TAdminAnnouncementsQuery, now: Date) {
    let rows = this.db.selectFrom('announcements').where('merchant_id', '=', merchantId);
    if (query.language) rows = rows.where('language', '=', query.language);
    if (query.type) rows = rows.where('type', '=', query.type);
    if (query.q) rows = rows.where('title', 'ilike', containsPattern(query.q));
    if (query.state === 'scheduled') rows = rows.where('starts_at', '>', now);
    if (query.state === 'ended') rows = rows.where('ends_at', '<=', now);
    if (query.state === 'live')
      rows = rows
        .where('starts_at', '<=', now)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
    const column = {
      sortOrder: 'sort_order',
      title: 'title',
      startTime: 'starts_at',
      updatedAt: 'updated_at',
    } as const;
    return fetchPage(
      rows
        .select([...ANNOUNCEMENT_COLUMNS, 'version', 'updated_at as updatedAt'])
        .orderBy(column[query.sort], query.order)
        .orderBy('id', query.order === 'asc' ? 'desc' : 'asc'),
      rows.select(COUNT_ROWS),
      query,
    );
  }

  /** A page of the merchant's banners for the console, filtered and sorted as asked. */
  async adminBanners(merchantId: bigint, query: TAdminBannersQuery) {
    let rows = this.db.selectFrom('banners').where('merchant_id', '=', merchantId);
    if (query.language) rows = rows.where('language', '=', query.language);
    if (query.group) rows = rows.where('group_name', '=', query.group);
    if (query.q) rows = rows.where('title', 'ilike', containsPattern(query.q));
    const column = { sortOrder: 'sort_order', title: 'title', updatedAt: 'updated_at' } as const;
    return fetchPage(
      rows
        .select([...BANNER_COLUMNS, 'version', 'updated_at as updatedAt'])
        .orderBy(column[query.sort], query.order)
        .orderBy('id', query.order),
      rows.select(COUNT_ROWS),
      query,
    );
  }

  /** The row as it stands, locked for the caller's transaction (before a replacement or deletion). */
  async lockAnnouncement(tx: Db, merchantId: bigint, id: bigint) {
    return tx
      .selectFrom('announcements')
      .select([...ANNOUNCEMENT_COLUMNS, 'version'])
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The row as it stands, locked for the caller's transaction (before a replacement or deletion). */
  async lockBanner(tx: Db, merchantId: bigint, id: bigint) {
    return tx
      .selectFrom('banners')
      .select([...BANNER_COLUMNS, 'version'])
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async insertImage(tx: Db, merchantId: bigint, image: StoredImage, createdBy: string): Promise<void> {
    await tx
      .insertInto('content_images')
      .values({
        merchant_id: merchantId,
        name: image.name,
        bytes: image.bytes,
        byte_size: image.byteSize,
        width: image.width,
        height: image.height,
        created_by: createdBy,
      })
      .execute();
  }

  /** A stored image's bytes by its (random) name. */
  async image(name: string): Promise<Uint8Array | undefined> {
    const row = await this.db
      .selectFrom('content_images')
      .select('bytes')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.bytes;
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
        version: sql<number>`version + 1`,
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
        version: sql<number>`version + 1`,
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
