import { randomBytes } from 'node:crypto';
import type {
  TAdminAnnouncement,
  TAdminAnnouncementRow,
  TAdminAnnouncementsQuery,
  TAdminAnnouncementUpdate,
  TAdminBanner,
  TAdminBannerRow,
  TAdminBannersQuery,
  TAdminBannerUpdate,
  TAnnouncement,
  TBanner,
  TContentImage,
  TContentImageUpload,
  TLanguage,
} from '@croupier/contracts';
import { API, CONTENT_IMAGE_MAX_BYTES, ZAnnouncementType, ZExecutionCode } from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { refuseStaleEdit } from '../http/stale-edit.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { imageSize, reencodeImage } from '../security/uploaded-image.ts';
import { sanitizeAnnouncementHtml } from './announcement-html.ts';
import type {
  AnnouncementInput,
  AnnouncementRow,
  BannerRow,
  LobbyContentRepository,
  Versioned,
} from './lobby-content.repository.ts';

function toAnnouncement(row: AnnouncementRow): TAnnouncement {
  return {
    id: Number(row.id),
    type: ZAnnouncementType.parse(row.type),
    title: row.title,
    // Rows written before the sanitiser existed are cleaned on the way out too.
    content: sanitizeAnnouncementHtml(row.content),
    announcementImages: row.imageUrl ? [{ sequence: 1, url: row.imageUrl }] : [],
    executions: row.executions.map((e) => ZExecutionCode.parse(e)),
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt ? row.endsAt.toISOString() : null,
  };
}

function toBanner(row: BannerRow): TBanner {
  return {
    id: Number(row.id),
    groupName: row.groupName,
    url: row.imageUrl,
    linkageType: row.linkageType,
    linkTarget: row.linkTarget,
    title: row.title,
  };
}

function withMeta<T>(row: { language: string; sortOrder: number } & Versioned, shown: T) {
  return {
    ...shown,
    language: row.language,
    sortOrder: row.sortOrder,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Errors: VALIDATION_FAILED when the window ends before it starts (start defaults to now). */
function announcementInput(input: TAdminAnnouncement, now: Date): AnnouncementInput {
  const startsAt = input.startTime ? new Date(input.startTime) : now;
  const endsAt = input.endTime ? new Date(input.endTime) : null;
  if (endsAt && endsAt.getTime() <= startsAt.getTime())
    throw new AppError('VALIDATION_FAILED', {
      value: { fields: [{ field: 'body.endTime', message: 'endTime must be after startTime' }] },
    });
  return {
    language: input.language,
    type: input.type,
    executions: [...new Set(input.executions)],
    title: input.title,
    content: sanitizeAnnouncementHtml(input.content),
    imageUrl: input.imageUrl,
    startsAt,
    endsAt,
    sortOrder: input.sortOrder,
  };
}

/**
 * The lobby's merchant content: announcements (types B, PL, PU, PR, H; PU are the public popups),
 * filtered by execution code and time window, and banners by group. A language the merchant has not
 * written falls back to its default language. Every admin change writes an audit row.
 */
export class LobbyContentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly content: LobbyContentRepository,
    private readonly audit: AuditLog,
  ) {}

  async announcements(
    merchant: Merchant,
    query: {
      language: TLanguage;
      type?: string | undefined;
      execution?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
    now = new Date(),
  ) {
    const language = (await this.content.hasAnnouncements(merchant.id, query.language))
      ? query.language
      : merchant.defaultLanguage;
    const { rows, total } = await this.content.liveAnnouncements(
      merchant.id,
      { language, type: query.type, execution: query.execution, now },
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    );
    return { list: rows.map(toAnnouncement), pageNo: query.pageNo, pageSize: query.pageSize, total };
  }

  async banners(merchant: Merchant, language: TLanguage, group: string): Promise<TBanner[]> {
    let rows = await this.content.banners(merchant.id, language, group);
    if (rows.length === 0 && language !== merchant.defaultLanguage) {
      rows = await this.content.banners(merchant.id, merchant.defaultLanguage, group);
    }
    return rows.map(toBanner);
  }

  /** A page of the merchant's announcements (all, live or not), filtered and sorted on the server. */
  async adminAnnouncements(merchant: Merchant, query: TAdminAnnouncementsQuery, now = new Date()) {
    const { rows, total } = await this.content.adminAnnouncements(merchant.id, query, now);
    const list: TAdminAnnouncementRow[] = rows.map((row) => withMeta(row, toAnnouncement(row)));
    return { list, total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** A page of the merchant's banners, filtered and sorted on the server. */
  async adminBanners(merchant: Merchant, query: TAdminBannersQuery) {
    const { rows, total } = await this.content.adminBanners(merchant.id, query);
    const list: TAdminBannerRow[] = rows.map((row) => withMeta(row, toBanner(row)));
    return { list, total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /**
   * Stores an uploaded banner or announcement image: the bytes must be a png or jpg by their magic
   * number, agree with the declared type, be at most CONTENT_IMAGE_MAX_BYTES and decode; they are
   * re-encoded as a fresh PNG (metadata and anything hidden after the image do not survive) and
   * stored under a random name with an audit row, in one transaction. Errors: CONTENT_IMAGE_INVALID.
   */
  async uploadImage(merchant: Merchant, input: TContentImageUpload, actor: Actor): Promise<TContentImage> {
    const bytes = Buffer.from(input.data, 'base64');
    const image = bytes.length <= CONTENT_IMAGE_MAX_BYTES ? reencodeImage(bytes, input.contentType) : null;
    const size = image ? imageSize(image, 'png') : null;
    if (!image || !size)
      throw new AppError('CONTENT_IMAGE_INVALID', {
        value: { maxBytes: CONTENT_IMAGE_MAX_BYTES, types: ['image/png', 'image/jpeg'] },
      });
    const name = `${randomBytes(16).toString('hex')}.png`;
    await this.db.transaction().execute(async (tx) => {
      await this.content.insertImage(
        tx,
        merchant.id,
        { name, bytes: image, byteSize: image.length, ...size },
        actor.name,
      );
      await this.audit.recordBy(tx, merchant.id, actor, 'content.image.upload', {
        name,
        uploadedBytes: bytes.length,
        storedBytes: image.length,
        ...size,
      });
    });
    return { url: API.content.image.replace(':name', name), byteSize: image.length, ...size };
  }

  /** A stored image's PNG bytes, or null. */
  async image(name: string): Promise<Buffer | null> {
    if (!/^[0-9a-f]{32}\.png$/.test(name)) return null;
    const bytes = await this.content.image(name);
    return bytes ? Buffer.from(bytes) : null;
  }

  async createAnnouncement(merchant: Merchant, input: TAdminAnnouncement, actor: Actor): Promise<bigint> {
    return this.db.transaction().execute(async (tx) => {
      const id = await this.content.insertAnnouncement(tx, merchant.id, announcementInput(input, new Date()));
      await this.audit.recordBy(tx, merchant.id, actor, 'content.announcement.create', {
        id: id.toString(),
        title: input.title,
      });
      return id;
    });
  }

  /** Errors: NOT_FOUND, CONFLICT (the row changed since `input.version` was read). */
  async updateAnnouncement(
    merchant: Merchant,
    id: bigint,
    input: TAdminAnnouncementUpdate,
    actor: Actor,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const before = await this.content.lockAnnouncement(tx, merchant.id, id);
      if (!before) throw new AppError('NOT_FOUND');
      refuseStaleEdit(before.version, input.version);
      const after = announcementInput(input, new Date());
      await this.content.updateAnnouncement(tx, merchant.id, id, after);
      await this.audit.recordBy(tx, merchant.id, actor, 'content.announcement.update', {
        id: id.toString(),
        title: input.title,
        before: { ...before, id: id.toString() },
        after: { ...after, version: input.version + 1 },
      });
    });
  }

  /** Errors: NOT_FOUND. */
  async deleteAnnouncement(merchant: Merchant, id: bigint, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const before = await this.content.lockAnnouncement(tx, merchant.id, id);
      if (!before || !(await this.content.deleteAnnouncement(tx, merchant.id, id)))
        throw new AppError('NOT_FOUND');
      await this.audit.recordBy(tx, merchant.id, actor, 'content.announcement.delete', {
        id: id.toString(),
        before: { ...before, id: id.toString() },
      });
    });
  }

  async createBanner(merchant: Merchant, input: TAdminBanner, actor: Actor): Promise<bigint> {
    return this.db.transaction().execute(async (tx) => {
      const id = await this.content.insertBanner(tx, merchant.id, input);
      await this.audit.recordBy(tx, merchant.id, actor, 'content.banner.create', {
        id: id.toString(),
        group: input.groupName,
      });
      return id;
    });
  }

  /** Errors: NOT_FOUND, CONFLICT (the row changed since `input.version` was read). */
  async updateBanner(merchant: Merchant, id: bigint, input: TAdminBannerUpdate, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const before = await this.content.lockBanner(tx, merchant.id, id);
      if (!before) throw new AppError('NOT_FOUND');
      refuseStaleEdit(before.version, input.version);
      const { version, ...after } = input;
      await this.content.updateBanner(tx, merchant.id, id, after);
      await this.audit.recordBy(tx, merchant.id, actor, 'content.banner.update', {
        id: id.toString(),
        group: input.groupName,
        before: { ...before, id: id.toString() },
        after: { ...after, version: version + 1 },
      });
    });
  }

  /** Errors: NOT_FOUND. */
  async deleteBanner(merchant: Merchant, id: bigint, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const before = await this.content.lockBanner(tx, merchant.id, id);
      if (!before || !(await this.content.deleteBanner(tx, merchant.id, id))) throw new AppError('NOT_FOUND');
      await this.audit.recordBy(tx, merchant.id, actor, 'content.banner.delete', {
        id: id.toString(),
        before: { ...before, id: id.toString() },
      });
    });
  }
}
