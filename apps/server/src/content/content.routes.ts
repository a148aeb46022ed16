import {
  API,
  matchLanguage,
  ZAdminAnnouncement,
  ZAdminAnnouncementsResponse,
  ZAdminBanner,
  ZAdminBannersResponse,
  ZAdminContentList,
  ZAdminContentParams,
  ZAdminCreated,
  ZAnnouncementsQuery,
  ZAnnouncementsResponse,
  ZBannersQuery,
  ZBannersResponse,
  ZErrorBody,
  ZMerchantParams,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMerchant } from '../admin/admin-guard.ts';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { ContentServices } from './content.plugin.ts';

const ZDone = z.object({ success: z.literal(true) });

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
        summary: "A merchant's announcements (all, live or not)",
        params: ZMerchantParams,
        querystring: ZAdminContentList,
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
        value: await lobbyContent.adminAnnouncements(merchant, request.query.language),
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
        summary: 'Replace an announcement',
        params: ZAdminContentParams,
        body: ZAdminAnnouncement,
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
        summary: "A merchant's banners",
        params: ZMerchantParams,
        querystring: ZAdminContentList,
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
        value: await lobbyContent.adminBanners(merchant, request.query.language),
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
        summary: 'Replace a banner',
        params: ZAdminContentParams,
        body: ZAdminBanner,
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
};
