import type {
  TAdminAnnouncement,
  TAdminBanner,
  TAnnouncement,
  TBanner,
  TLanguage,
} from '@croupier/contracts';
import { ZAnnouncementType, ZExecutionCode } from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { sanitizeAnnouncementHtml } from './announcement-html.ts';
import type {
  AnnouncementInput,
  AnnouncementRow,
  BannerRow,
  LobbyContentRepository,
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

  async adminAnnouncements(merchant: Merchant, language: string | undefined) {
    const rows = await this.content.allAnnouncements(merchant.id, language);
    return rows.map((row) => ({ ...toAnnouncement(row), language: row.language, sortOrder: row.sortOrder }));
  }

  async adminBanners(merchant: Merchant, language: string | undefined) {
    const rows = await this.content.banners(merchant.id, language);
    return rows.map((row) => ({ ...toBanner(row), language: row.language, sortOrder: row.sortOrder }));
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

  /** Errors: NOT_FOUND. */
  async updateAnnouncement(
    merchant: Merchant,
    id: bigint,
    input: TAdminAnnouncement,
    actor: Actor,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const updated = await this.content.updateAnnouncement(
        tx,
        merchant.id,
        id,
        announcementInput(input, new Date()),
      );
      if (!updated) throw new AppError('NOT_FOUND');
      await this.audit.recordBy(tx, merchant.id, actor, 'content.announcement.update', {
        id: id.toString(),
        title: input.title,
      });
    });
  }

  /** Errors: NOT_FOUND. */
  async deleteAnnouncement(merchant: Merchant, id: bigint, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (!(await this.content.deleteAnnouncement(tx, merchant.id, id))) throw new AppError('NOT_FOUND');
      await this.audit.recordBy(tx, merchant.id, actor, 'content.announcement.delete', { id: id.toString() });
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

  /** Errors: NOT_FOUND. */
  async updateBanner(merchant: Merchant, id: bigint, input: TAdminBanner, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (!(await this.content.updateBanner(tx, merchant.id, id, input))) throw new AppError('NOT_FOUND');
      await this.audit.recordBy(tx, merchant.id, actor, 'content.banner.update', {
        id: id.toString(),
        group: input.groupName,
      });
    });
  }

  /** Errors: NOT_FOUND. */
  async deleteBanner(merchant: Merchant, id: bigint, actor: Actor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (!(await this.content.deleteBanner(tx, merchant.id, id))) throw new AppError('NOT_FOUND');
      await this.audit.recordBy(tx, merchant.id, actor, 'content.banner.delete', { id: id.toString() });
    });
  }
}
