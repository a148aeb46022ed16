import {
  API,
  ZDashboard,
  ZDashboardQuery,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZPlayerLock,
  ZPlayerNote,
  ZPlayerNoteCreate,
  ZPlayerNotesPage,
  ZPlayerNotesQuery,
  ZPlayerPasswordReset,
  ZPlayerPasswordResetResult,
  ZPlayerProfile,
  ZPlayersPage,
  ZPlayersQuery,
  ZRowId,
} from '@croupier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMerchant } from '../admin/admin-guard.ts';
import type { ConsoleServices } from './console.plugin.ts';

const errors = { '4xx': ZErrorBody };
const ZPlayerParams = ZMerchantParams.extend({ id: ZRowId });

/** The back office's player look-up, player locks, password resets and notes, and the dashboard. */
export const consoleRoutes: FastifyPluginAsyncZod<{ services: ConsoleServices }> = async (
  app,
  { services },
) => {
  const { console: backOffice } = services;

  app.get(
    API.admin.players,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Search players by username, nickname, mobile, email, address or referral code; sorted and paged',
        params: ZMerchantParams,
        querystring: ZPlayersQuery,
        response: { 200: ZOk(ZPlayersPage), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'players.read',
      );
      return { success: true as const, value: await backOffice.searchPlayers(merchant, request.query) };
    },
  );

  app.get(
    API.admin.player,
    {
      schema: {
        tags: ['admin'],
        summary: "A player's profile: balance, newest wallet movements, bets and logins",
        params: ZPlayerParams,
        response: { 200: ZOk(ZPlayerProfile), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'players.read',
      );
      return { success: true as const, value: await backOffice.profile(merchant, BigInt(request.params.id)) };
    },
  );

  app.post(
    API.admin.playerLock,
    {
      schema: {
        tags: ['admin'],
        summary: 'Lock a player (its sessions end at once) or unlock it, with a reason (audited)',
        params: ZPlayerParams,
        body: ZPlayerLock,
        response: { 200: ZOk(z.null()), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'players.lock',
      );
      await backOffice.setLocked(
        merchant,
        BigInt(request.params.id),
        request.body.locked,
        request.body.reason,
        actor,
      );
      return { success: true as const, value: null };
    },
  );

  app.post(
    API.admin.playerPasswordReset,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Reset a player's password to a temporary one, answered once; its sessions end and it must choose a new password at its next log in (audited)",
        params: ZPlayerParams,
        body: ZPlayerPasswordReset,
        response: { 200: ZOk(ZPlayerPasswordResetResult), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'players.password',
      );
      return {
        success: true as const,
        value: await backOffice.resetPassword(
          merchant,
          BigInt(request.params.id),
          request.body.reason,
          actor,
        ),
      };
    },
  );

  app.get(
    API.admin.playerNotes,
    {
      schema: {
        tags: ['admin'],
        summary: "A player's notes by operators, newest first, paged",
        params: ZPlayerParams,
        querystring: ZPlayerNotesQuery,
        response: { 200: ZOk(ZPlayerNotesPage), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'players.read',
      );
      return {
        success: true as const,
        value: await backOffice.notes(merchant, BigInt(request.params.id), request.query),
      };
    },
  );

  app.post(
    API.admin.playerNotes,
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a note to a player (append-only: notes are never edited or deleted; audited)',
        params: ZPlayerParams,
        body: ZPlayerNoteCreate,
        response: { 200: ZOk(ZPlayerNote), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'players.notes',
      );
      return {
        success: true as const,
        value: await backOffice.addNote(merchant, BigInt(request.params.id), request.body.text, actor),
      };
    },
  );

  app.get(
    API.admin.dashboard,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Today's and the period's registrations, first deposits, money in and out, bets, GGR and active players, per day",
        params: ZMerchantParams,
        querystring: ZDashboardQuery,
        response: { 200: ZOk(ZDashboard), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'reports.read',
      );
      return { success: true as const, value: await backOffice.dashboard(merchant, request.query.days) };
    },
  );
};
