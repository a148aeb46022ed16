import {
  API,
  ZAdminMessage,
  ZAdminMessageInput,
  ZAdminMessagePage,
  ZAdminMessagesQuery,
  ZErrorBody,
  ZInboxMessageParams,
  ZMemberMessages,
  ZMemberMessagesQuery,
  ZMerchantParams,
  ZOk,
  ZUnreadCount,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../accounts/auth-context.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { MessagesServices } from './messages.plugin.ts';

const errors = { '4xx': ZErrorBody, '5xx': ZErrorBody };

/** The member's inbox (messageV2; merchant-scoped by host, T): list, unread count, read, read all, delete. */
export const messagesRoutes: FastifyPluginAsyncZod<{ services: MessagesServices }> = async (
  app,
  { services },
) => {
  const { sessions, messages } = services;

  app.get(
    API.member.messages,
    {
      schema: {
        tags: ['member'],
        summary:
          "The member's inbox: system messages and the operator's platform messages, newest first, with the unread count (T)",
        querystring: ZMemberMessagesQuery,
        response: { 200: ZOk(ZMemberMessages), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await messages.messages(merchantOf(request).id, member.id, request.query);
      return { success: true as const, value };
    },
  );

  app.get(
    API.member.messagesUnread,
    {
      schema: {
        tags: ['member'],
        summary: "The member's unread message count: the spec's unreadMessage (T)",
        response: { 200: ZOk(ZUnreadCount), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await messages.unreadCount(merchantOf(request).id, member.id) };
    },
  );

  app.post(
    API.member.messagesRead,
    {
      schema: {
        tags: ['member'],
        summary: "Mark all the member's messages read (T)",
        response: { 200: ZOk(z.object({ marked: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      return { success: true as const, value: await messages.markAllRead(merchantOf(request).id, member.id) };
    },
  );

  app.post(
    API.member.messageRead,
    {
      schema: {
        tags: ['member'],
        summary: "Marks one of the member's messages read; answers the unread count left (T)",
        params: ZInboxMessageParams,
        response: { 200: ZOk(ZUnreadCount), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await messages.markRead(merchantOf(request).id, member.id, request.params.id);
      return { success: true as const, value };
    },
  );

  app.delete(
    API.member.message,
    {
      schema: {
        tags: ['member'],
        summary: "Deletes one message from the member's own inbox; answers the unread count left (T)",
        params: ZInboxMessageParams,
        response: { 200: ZOk(ZUnreadCount), ...errors },
      },
    },
    async (request) => {
      const { member } = await requireAuth(request, sessions);
      const value = await messages.remove(merchantOf(request).id, member.id, request.params.id);
      return { success: true as const, value };
    },
  );
};

/** Operator calls: send a platform message to an audience, and the messages sent (audited sends). */
export const messagesAdminRoutes: FastifyPluginAsyncZod<{ services: MessagesServices }> = async (
  app,
  { services },
) => {
  app.get(
    API.admin.messages,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's platform messages, newest first, with how many members read each",
        params: ZMerchantParams,
        querystring: ZAdminMessagesQuery,
        response: { 200: ZOk(ZAdminMessagePage), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.read',
      );
      return { success: true as const, value: await services.messages.adminList(merchant, request.query) };
    },
  );

  app.post(
    API.admin.messages,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Send a platform message to every member, a VIP level, an agent downline or one member (audited)',
        params: ZMerchantParams,
        body: ZAdminMessageInput,
        response: { 201: ZOk(ZAdminMessage), ...errors },
      },
    },
    async (request, reply) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'content.write',
      );
      const value = await services.messages.send(merchant, request.body, actor);
      return reply.code(201).send({ success: true as const, value });
    },
  );
};
