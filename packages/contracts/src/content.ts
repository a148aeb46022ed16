import { ZInstant } from './primitives.ts';
import { ZPage, ZPageNo } from './wallet.ts';
import * as z from './z.ts';

/** Announcement types of spec section 7: B, PL, PU (public popup), PR, H. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ZAnnouncementType = z.enum(ANNOUNCEMENT_TYPES);
/** Execution codes: A logged in, B anonymous, F first-time login. */
export const EXECUTION_CODES = ['A', 'B', 'F'] as const;
export const ZExecutionCode = z.enum(EXECUTION_CODES);
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_leftmenu'] as const;
export const ZBannerGroup = z.enum(BANNER_GROUPS);
export const LINKAGE_TYPES = ['NONE', 'URL', 'GAME', 'PROMOTION'] as const;
export const ZLinkageType = z.enum(LINKAGE_TYPES);

export const ZAnnouncementsQuery = z.object({
  type: ZAnnouncementType.optional(),
  platform: z.literal('W').default('W'),
  execution: ZExecutionCode.optional(),
  language: z.string().max(8).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(9),
});
export const ZAnnouncement = z.object({
  id: z.number().int(),
  type: ZAnnouncementType,
  title: z.string(),
  /** HTML as the operator wrote it: the site sanitises it before showing it. */
  content: z.string(),
  announcementImages: z.array(z.object({ sequence: z.number().int(), url: z.string() })),
  executions: z.array(ZExecutionCode),
  startTime: z.string(),
  endTime: z.string().nullable(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;
export const ZAnnouncementsResponse = z.object({
  success: z.literal(true),
  value: z.object({
    list: z.array(ZAnnouncement),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});

export const ZBannersQuery = z.object({ group: ZBannerGroup, language: z.string().max(8).optional() });
export const ZBanner = z.object({
  id: z.number().int(),
  groupName: ZBannerGroup,
  url: z.string(),
  linkageType: ZLinkageType,
  linkTarget: z.string().nullable(),
  title: z.string(),
});
export type TBanner = z.infer<typeof ZBanner>;
export const ZBannersResponse = z.object({ success: z.literal(true), list: z.array(ZBanner) });

// ---- Admin ----

const ZLanguageCode = z.string().regex(/^[A-Z]{2,3}$/);
const ZUrlText = z.string().trim().min(1).max(2000);
const ZVersion = z.number().int().min(1).max(2_000_000_000);
const ZAdminAnnouncementFields = z.object({
  language: ZLanguageCode,
  type: ZAnnouncementType,
  executions: z.array(ZExecutionCode).min(1).max(3).default(['A', 'B']),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(50_000).default(''),
  imageUrl: ZUrlText.nullable().default(null),
  startTime: ZInstant.optional(),
  endTime: ZInstant.nullable().default(null),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
const windowInOrder = (a: { startTime?: string | undefined; endTime: string | null }) =>
  !a.endTime || !a.startTime || Date.parse(a.endTime) > Date.parse(a.startTime);
export const ZAdminAnnouncement = ZAdminAnnouncementFields.refine(
  windowInOrder,
  'endTime must be after startTime',
);
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;
/** A replacement names the version it was read at: a row changed meanwhile is refused (CONFLICT). */
export const ZAdminAnnouncementUpdate = ZAdminAnnouncementFields.extend({ version: ZVersion }).refine(
  windowInOrder,
  'endTime must be after startTime',
);
export type TAdminAnnouncementUpdate = z.infer<typeof ZAdminAnnouncementUpdate>;
export const ZAdminBanner = z.object({
  language: ZLanguageCode,
  groupName: ZBannerGroup,
  imageUrl: ZUrlText,
  linkageType: ZLinkageType.default('NONE'),
  linkTarget: ZUrlText.nullable().default(null),
  title: z.string().trim().max(200).default(''),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type TAdminBanner = z.infer<typeof ZAdminBanner>;
/** A replacement names the version it was read at: a row changed meanwhile is refused (CONFLICT). */
export const ZAdminBannerUpdate = ZAdminBanner.extend({ version: ZVersion });
export type TAdminBannerUpdate = z.infer<typeof ZAdminBannerUpdate>;
export const ZAdminContentParams = z.object({
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  id: z.string().regex(/^[1-9]\d{0,15}$/),
});
const ZAdminListPaging = {
  q: z.string().trim().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
/** `GET …/banners`: by language, group and title words; sorted and paged on the server. */
export const ZAdminBannersQuery = z.object({
  language: ZLanguageCode.optional(),
  group: ZBannerGroup.optional(),
  sort: z.enum(['sortOrder', 'title', 'updatedAt']).default('sortOrder'),
  ...ZAdminListPaging,
});
export type TAdminBannersQuery = z.infer<typeof ZAdminBannersQuery>;
/** Where an announcement's window stands now. */
export const ANNOUNCEMENT_STATES = ['live', 'scheduled', 'ended'] as const;
/** `GET …/announcements`: by language, type (PU: popups), window state and title words; sorted and paged. */
export const ZAdminAnnouncementsQuery = z.object({
  language: ZLanguageCode.optional(),
  type: ZAnnouncementType.optional(),
  state: z.enum(ANNOUNCEMENT_STATES).optional(),
  sort: z.enum(['sortOrder', 'title', 'startTime', 'updatedAt']).default('sortOrder'),
  ...ZAdminListPaging,
});
export type TAdminAnnouncementsQuery = z.infer<typeof ZAdminAnnouncementsQuery>;
export const ZAdminCreated = z.object({
  success: z.literal(true),
  value: z.object({ id: z.number().int() }),
});
const ZAdminRowMeta = {
  language: z.string(),
  sortOrder: z.number().int(),
  /** Named back by a replacement (stale edits are refused). */
  version: z.number().int(),
  updatedAt: z.string(),
};
export const ZAdminAnnouncementRow = ZAnnouncement.extend(ZAdminRowMeta);
export type TAdminAnnouncementRow = z.infer<typeof ZAdminAnnouncementRow>;
export const ZAdminBannerRow = ZBanner.extend(ZAdminRowMeta);
export type TAdminBannerRow = z.infer<typeof ZAdminBannerRow>;
export const ZAdminAnnouncementsResponse = z.object({
  success: z.literal(true),
  value: ZPage(ZAdminAnnouncementRow),
});
export const ZAdminBannersResponse = z.object({
  success: z.literal(true),
  value: ZPage(ZAdminBannerRow),
});

// ---- Uploaded content images (banners, announcements, popups) ----

/** Image types an operator may upload; every upload is re-encoded as a PNG before it is stored. */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** The largest upload accepted, in bytes of the file (before base64). */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** `POST …/content/images`: the file as base64 with its declared type. */
export const ZContentImageUpload = z.object({
  contentType: z.enum([...CONTENT_IMAGE_TYPES, 'image/jpg']),
  /** Base64 of at most {@link CONTENT_IMAGE_MAX_BYTES} bytes. */
  data: z
    .string()
    .min(8)
    .max(Math.ceil(CONTENT_IMAGE_MAX_BYTES / 3) * 4 + 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export type TContentImageUpload = z.infer<typeof ZContentImageUpload>;
export const ZContentImage = z.object({
  /** Where the site serves the stored image (same origin, cacheable forever: the name is random). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
});
export type TContentImage = z.infer<typeof ZContentImage>;

// ---- First home data in the page (issue 26) ----

/**
 * The id of the `<script type="application/json">` element in which the server hands the home page
 * its first screen's data (the w_home banners and the notice line, in the merchant's default
 * language) with the first HTML, so the banner paints without waiting for an API round trip.
 */
export const INLINE_HOME_ELEMENT_ID = 'croupier-home';
export const ZInlineHome = z.object({
  language: z.string(),
  banners: z.array(ZBanner),
  /** The first page of B notices, as `/wps/announcements?type=B&pageSize=20` answers it. */
  notices: ZAnnouncementsResponse.shape.value,
});
export type TInlineHome = z.infer<typeof ZInlineHome>;
/** The notice line's page size: the home asks for this many, so the inline copy answers the same query. */
export const HOME_NOTICES_PAGE_SIZE = 20;
