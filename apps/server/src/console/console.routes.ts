import {
  API,
  ZDashboard,
  ZDashboardQuery,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZPlayerLock,
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

/** The back office's player look-up, player locks and dashboard. */
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
