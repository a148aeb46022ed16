import {
  API,
  CONTENT_IMAGE_MAX_BYTES,
  matchLanguage,
  ZAdminAnnouncement,
  ZAdminAnnouncementsQuery,
  ZAdminAnnouncementsResponse,
  ZAdminAnnouncementUpdate,
  ZAdminBanner,
  ZAdminBannersQuery,
  ZAdminBannersResponse,
  ZAdminBannerUpdate,
  ZAdminContentParams,
  ZAdminCreated,
  ZAnnouncementsQuery,
  ZAnnouncementsResponse,
  ZBannersQuery,
  ZBannersResponse,
  ZContentImage,
  ZContentImageUpload,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMerchant } from '../admin/admin-guard.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { ContentServices } from './content.plugin.ts';

const ZDone = z.object({ success: z.literal(true) });
/** The upload's JSON body: the file as base64 (4/3 of its size) and a little room for the rest. */
const IMAGE_UPLOAD_BODY_LIMIT = Math.ceil(CONTENT_IMAGE_MAX_BYTES / 3) * 4 + 4096;

/** Uploaded content images, on every host: random names, so they are cached for good. */
export const contentImageRoutes: FastifyPluginAsyncZod<{ services: ContentServices }> = async (
  app,
  { services },
) => {
  app.get(
    API.content.image,
    {
      schema: {
        tags: ['content'],
        summary: 'An image an operator uploaded (re-encoded png)',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: z.any(), '4xx': ZErrorBody },
      },
    },
    async (request, reply) => {
      const bytes = await services.lobbyContent.image(request.params.name);
      if (!bytes) throw new AppError('NOT_FOUND');
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);
    },
  );
};

/** Lobby content for players (merchant-scoped by host): announcements and popups, banners. */
export const contentRoutes: FastifyPluginAsyncZod<{ services: ContentServices }> = async (
  app,
  { services },
) => {
  const { lobbyContent } = services;

  app.get(
    API.content.announcements,
    {
      schema: {
        tags: ['content'],
        summary: 'Live announcements by type (B, PL, PU popups, PR, H) and execution code (A, B, F)',
        querystring: ZAnnouncementsQuery,
        response: { 200: ZAnnouncementsResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const q = request.query;
      const value = await lobbyContent.announcements(merchantOf(request), {
        language: matchLanguage(q.language) ?? requestLanguage(request),
        type: q.type,
        execution: q.execution,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      return { success: true as const, value };
    },
  );

  app.get(
    API.content.banners,
    {
      schema: {
        tags: ['content'],
        summary: 'Banners of a group (w_home, w_login, w_register, w_leftmenu) in order',
        querystring: ZBannersQuery,
        response: { 200: ZBannersResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const q = request.query;
      const list = await lobbyContent.banners(
        merchantOf(request),
        matchLanguage(q.language) ?? requestLanguage(request),
        q.group,
      );
      return { success: true as const, list };
    },
  );
};

/** Operator API of lobby content: announcements and banners per merchant, every change audited. */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ services: ContentServices }> = async (
  app,
  { services },
) => {
  const { lobbyContent } = services;

  app.get(
    API.admin.announcements,
    {
      schema: {
        tags: ['admin'],
        summary: "A merchant's announcements and popups (all, live or not): filtered, sorted and paged",
        params: ZMerchantParams,
        querystring: ZAdminAnnouncementsQuery,
        response: { 200: ZAdminAnnouncementsResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.read',
      );
      return {
        success: true as const,
        value: await lobbyContent.adminAnnouncements(merchant, request.query),
      };
    },
  );

  app.post(
    API.admin.announcements,
    {
      schema: {
        tags: ['admin'],
        summary: 'Create an announcement',
        params: ZMerchantParams,
        body: ZAdminAnnouncement,
        response: { 201: ZAdminCreated, '4xx': ZErrorBody },
      },
    },
    async (request, reply) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      const id = await lobbyContent.createAnnouncement(merchant, request.body, actor);
      return reply.status(201).send({ success: true as const, value: { id: Number(id) } });
    },
  );

  app.put(
    API.admin.announcement,
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace an announcement read at `version` (a row changed meanwhile: 409 CONFLICT)',
        params: ZAdminContentParams,
        body: ZAdminAnnouncementUpdate,
        response: { 200: ZDone, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      await lobbyContent.updateAnnouncement(merchant, BigInt(request.params.id), request.body, actor);
      return { success: true as const };
    },
  );

  app.delete(
    API.admin.announcement,
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an announcement',
        params: ZAdminContentParams,
        response: { 200: ZDone, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      await lobbyContent.deleteAnnouncement(merchant, BigInt(request.params.id), actor);
      return { success: true as const };
    },
  );

  app.get(
    API.admin.banners,
    {
      schema: {
        tags: ['admin'],
        summary: "A merchant's banners: filtered, sorted and paged",
        params: ZMerchantParams,
        querystring: ZAdminBannersQuery,
        response: { 200: ZAdminBannersResponse, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.read',
      );
      return {
        success: true as const,
        value: await lobbyContent.adminBanners(merchant, request.query),
      };
    },
  );

  app.post(
    API.admin.banners,
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a banner',
        params: ZMerchantParams,
        body: ZAdminBanner,
        response: { 201: ZAdminCreated, '4xx': ZErrorBody },
      },
    },
    async (request, reply) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      const id = await lobbyContent.createBanner(merchant, request.body, actor);
      return reply.status(201).send({ success: true as const, value: { id: Number(id) } });
    },
  );

  app.put(
    API.admin.banner,
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace a banner read at `version` (a row changed meanwhile: 409 CONFLICT)',
        params: ZAdminContentParams,
        body: ZAdminBannerUpdate,
        response: { 200: ZDone, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      await lobbyContent.updateBanner(merchant, BigInt(request.params.id), request.body, actor);
      return { success: true as const };
    },
  );

  app.delete(
    API.admin.banner,
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a banner',
        params: ZAdminContentParams,
        response: { 200: ZDone, '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      await lobbyContent.deleteBanner(merchant, BigInt(request.params.id), actor);
      return { success: true as const };
    },
  );

  app.post(
    API.admin.contentImages,
    {
      bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Upload a banner or announcement image: png or jpg, at most 2 MB, re-encoded (audited)',
        params: ZMerchantParams,
        body: ZContentImageUpload,
        response: { 201: ZOk(ZContentImage), '4xx': ZErrorBody },
      },
    },
    async (request, reply) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      const value = await lobbyContent.uploadImage(merchant, request.body, actor);
      return reply.status(201).send({ success: true as const, value });
    },
  );
};
