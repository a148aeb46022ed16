import {
  formatMinor,
  isLiveGameCode,
  LIVE_API,
  LIVE_SESSION_HEADER,
  LIVE_TABLE_CODES,
  LIVE_VENDOR_API,
  LIVE_VENDOR_CODES,
  LIVE_WS_CLOSE,
  LIVE_WS_JOIN_TIMEOUT_MS,
  LIVE_WS_PATH,
  liveTablesOf,
  type TErrorCode,
  type TLiveServerMessage,
  type TLiveTableCode,
  VENDOR_ADMIN_KEY_HEADER,
  ZLiveChatSendRequest,
  ZLiveClientMessage,
  ZLiveHistoryQuery,
  ZLiveMuteRequest,
  ZLiveMyRoundsQuery,
  ZLivePariMutuelRequest,
  ZLivePlaceBetsRequest,
  ZLiveSessionRequest,
  ZLiveTableCode,
  ZLiveTableLimitsQuery,
  ZLiveTableLimitsRequest,
  ZVendorModelsRequest,
  ZVendorSettingsRequest,
} from '@croupier/contracts';
import {
  createVendorHttp,
  errorBody,
  header,
  isAdminKey,
  type LaunchSessions,
  ok,
  parse,
  registerLaunchRoute,
  registerOperatorRoutes,
  type SessionRow,
  serveGameUi,
  VendorError,
  type VendorLinks,
} from '@croupier/vendor-kit';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MODELS, portraitSvg, tableIconSvg } from './art.ts';
import type { LiveChat } from './chat.ts';
import type { LiveClient, LiveHub } from './hub.ts';
import type { LiveLimits } from './limits.ts';
import type { LiveMoney } from './money.ts';
import type { LiveSettings } from './settings.ts';
import { type LiveTables, vendorOfTable } from './tables.ts';

export interface LiveAppDeps {
  links: VendorLinks;
  sessions: LaunchSessions;
  money: LiveMoney;
  tables: LiveTables;
  hub: LiveHub;
  chat: LiveChat;
  limits: LiveLimits;
  settings: LiveSettings;
  models: () => Promise<{ model_id: string; name: string; languages: string[]; table_code: string | null }[]>;
  adminKey: string;
  /** Where players reach this service (absolute URLs of portraits for the platform's model list). */
  publicUrl: () => string;
  uiDist: string;
  onOperatorRegistered: (merchantCode: string, vendorCode: string) => Promise<boolean>;
  logLevel: string;
  now: () => Date;
}

const ZTableParams = z.object({ tableCode: z.string() });

/** The live vendor's HTTP and socket surface: onboarding, platform launch, the game API, the player UI. */
export async function buildLiveApp(deps: LiveAppDeps): Promise<FastifyInstance> {
  const { sessions, money, tables, links, hub, chat } = deps;
  const app = createVendorHttp({ logLevel: deps.logLevel });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4 * 1024 } });
  const session = (request: FastifyRequest): Promise<SessionRow> =>
    sessions.authenticate(header(request, LIVE_SESSION_HEADER));
  const serverTime = () => deps.now().toISOString();
  /** A table of the session's vendor code (the UI may switch between them). */
  const tableOf = (request: FastifyRequest, s: SessionRow): TLiveTableCode => {
    const { tableCode } = parse(ZTableParams, request.params);
    if (
      !isLiveGameCode(tableCode) ||
      vendorOfTable(tableCode) !== vendorOfTable(s.game_code as TLiveTableCode)
    )
      throw new VendorError('LIVE_TABLE_NOT_FOUND');
    return tableCode;
  };

  app.get(LIVE_VENDOR_API.health, async () => ok({ tables: LIVE_TABLE_CODES.length }));
  app.get<{ Params: { file: string } }>('/live/img/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    if (!isLiveGameCode(code) || !request.params.file.endsWith('.svg')) throw new VendorError('NOT_FOUND');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(tableIconSvg(code));
  });
  app.get<{ Params: { modelId: string } }>(LIVE_API.modelPortrait, async (request, reply) => {
    const model = MODELS.find((m) => m.modelId === request.params.modelId);
    if (!model) throw new VendorError('NOT_FOUND');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(portraitSvg(model.modelId, model.name));
  });

  // ---- operator onboarding: one credential per merchant and vendor code; chat moderation ----
  const requireAdmin = (request: FastifyRequest) => {
    if (!isAdminKey(header(request, VENDOR_ADMIN_KEY_HEADER), deps.adminKey))
      throw new VendorError('UNAUTHORIZED');
  };
  registerOperatorRoutes(app, {
    path: LIVE_VENDOR_API.operators,
    adminKey: deps.adminKey,
    operators: links,
    vendorCodes: LIVE_VENDOR_CODES,
    onRegistered: deps.onOperatorRegistered,
  });
  app.put(LIVE_VENDOR_API.limits, async (request) => {
    requireAdmin(request);
    const body = parse(ZLiveTableLimitsRequest, request.body);
    return ok({ tableCode: body.tableCode, limits: await deps.limits.set(body) });
  });
  app.put(LIVE_VENDOR_API.pariMutuel, async (request) => {
    requireAdmin(request);
    const body = parse(ZLivePariMutuelRequest, request.body);
    return ok({ tableCode: body.tableCode, pariMutuel: await deps.limits.setPariMutuel(body) });
  });
  app.get(LIVE_VENDOR_API.limits, async (request) => {
    requireAdmin(request);
    const { merchantCode } = parse(ZLiveTableLimitsQuery, request.query);
    return ok(await deps.limits.list(merchantCode));
  });
  app.post(LIVE_VENDOR_API.mutes, async (request) => {
    requireAdmin(request);
    const until = await chat.mute(parse(ZLiveMuteRequest, request.body));
    return ok({ mutedUntil: until?.toISOString() ?? null });
  });

  // ---- platform launch (signed with the credential of the launched vendor code) ----
  registerLaunchRoute(app, {
    path: LIVE_VENDOR_API.launch,
    links,
    sessions,
    vendorCodeOf: (gameCode) => (isLiveGameCode(gameCode) ? vendorOfTable(gameCode) : undefined),
  });

  // ---- a merchant's settings (signed with its credential for the vendor code), for its console ----
  app.post(LIVE_VENDOR_API.settings, async (request) => {
    const vendorCode = (request.body as { vendorCode?: unknown } | undefined)?.vendorCode;
    await links.verify(request, typeof vendorCode === 'string' ? vendorCode : '');
    const body = parse(ZVendorSettingsRequest, request.body);
    const code = LIVE_VENDOR_CODES.find((c) => c === body.vendorCode);
    if (!code) throw new VendorError('NOT_FOUND', `no vendor code ${body.vendorCode}`);
    const settings =
      body.changes.length === 0
        ? await deps.settings.read(body.merchantCode, code)
        : await deps.settings.change(body, code);
    return ok({ settings });
  });

  // ---- the platform's live model list (signed with the merchant's credential for the vendor code) ----
  app.post(LIVE_VENDOR_API.models, async (request) => {
    const vendorCode = (request.body as { vendorCode?: unknown } | undefined)?.vendorCode;
    await links.verify(request, typeof vendorCode === 'string' ? vendorCode : '');
    const body = parse(ZVendorModelsRequest, request.body);
    const code = LIVE_VENDOR_CODES.find((c) => c === body.vendorCode);
    if (!code) throw new VendorError('NOT_FOUND', `no vendor code ${body.vendorCode}`);
    const rows = await deps.models();
    const base = deps.publicUrl().replace(/\/$/, '');
    return ok({
      models: rows
        .filter((m) => m.table_code && isLiveGameCode(m.table_code) && vendorOfTable(m.table_code) === code)
        .map((m) => ({
          modelId: m.model_id,
          name: m.name,
          portraitUrl: `${base}${LIVE_API.modelPortrait.replace(':modelId', m.model_id)}`,
          gameCode: m.table_code,
          languages: m.languages,
        })),
    });
  });

  // ---- game API ----
  const tablesOfSession = (s: SessionRow) =>
    Promise.all(
      liveTablesOf(vendorOfTable(s.game_code as TLiveTableCode)).map((t) =>
        tables.table(t, s.language, s.merchant_code),
      ),
    );
  app.post(LIVE_API.session, async (request) => {
    const { launchToken } = parse(ZLiveSessionRequest, request.body);
    const { token, session: s } = await sessions.exchange(launchToken);
    const tableCode = ZLiveTableCode.parse(s.game_code);
    const vendorCode = vendorOfTable(tableCode);
    const [balance, list] = await Promise.all([
      money.balance(s.merchant_code, vendorCode, s.player_id),
      tablesOfSession(s),
    ]);
    return ok({
      sessionToken: token,
      player: { displayName: s.display_name },
      currency: s.currency,
      balance: formatMinor(balance),
      language: s.language,
      vendorCode,
      tableCode,
      tables: list,
      lobbyUrl: s.back_url,
      serverTime: serverTime(),
    });
  });
  app.get(LIVE_API.balance, async (request) => {
    const s = await session(request);
    const vendorCode = vendorOfTable(s.game_code as TLiveTableCode);
    return ok({
      balance: formatMinor(await money.balance(s.merchant_code, vendorCode, s.player_id)),
      currency: s.currency,
    });
  });
  app.get(LIVE_API.tables, async (request) => {
    const s = await session(request);
    return ok({ tables: await tablesOfSession(s), serverTime: serverTime() });
  });
  app.get(LIVE_API.table, async (request) => {
    const s = await session(request);
    return ok(await hub.snapshot(s, tableOf(request, s)));
  });
  app.post(LIVE_API.bets, async (request) => {
    const s = await session(request);
    const table = tableOf(request, s);
    return ok(await tables.place(s, table, parse(ZLivePlaceBetsRequest, request.body)));
  });
  app.get(LIVE_API.myBets, async (request) => {
    const s = await session(request);
    const table = tableOf(request, s);
    const { limit } = parse(ZLiveMyRoundsQuery, request.query);
    return ok({ rounds: await tables.myRounds(s, table, limit) });
  });
  app.get(LIVE_API.history, async (request) => {
    const s = await session(request);
    const table = tableOf(request, s);
    const { limit } = parse(ZLiveHistoryQuery, request.query);
    return ok({ rounds: await tables.history(table, limit) });
  });
  app.get(LIVE_API.chat, async (request) => {
    const s = await session(request);
    const table = tableOf(request, s);
    const [messages, muted] = await Promise.all([
      chat.recent(table),
      chat.isMuted(s.merchant_code, s.player_id, table),
    ]);
    return ok({ messages, muted });
  });
  app.post(LIVE_API.chatSend, async (request) => {
    const s = await session(request);
    const table = tableOf(request, s);
    const { text } = parse(ZLiveChatSendRequest, request.body);
    return ok({ message: await chat.send(s, table, text) });
  });
  app.get(LIVE_API.models, async (request) => {
    await session(request);
    const rows = await deps.models();
    return ok({
      models: rows.map((m) => ({
        modelId: m.model_id,
        name: m.name,
        tableCode: m.table_code && isLiveGameCode(m.table_code) ? m.table_code : null,
        languages: m.languages,
        portraitUrl: `/live/api/models/${m.model_id}/portrait.svg`,
      })),
    });
  });

  // ---- the socket: join a table with the session token, then the table's events ----
  app.get(LIVE_WS_PATH, { websocket: true }, (socket) => {
    let client: LiveClient | undefined;
    const send = (message: TLiveServerMessage) => {
      if (socket.readyState === 1) socket.send(JSON.stringify(message));
    };
    const timeout = setTimeout(() => {
      if (!client) socket.close(LIVE_WS_CLOSE.joinTimeout, 'join timeout');
    }, LIVE_WS_JOIN_TIMEOUT_MS);
    socket.on('message', (data: Buffer) => {
      let message: z.infer<typeof ZLiveClientMessage>;
      try {
        message = ZLiveClientMessage.parse(JSON.parse(data.toString('utf8')));
      } catch {
        send({ type: 'error', ...errorBody('VALIDATION_FAILED', client?.session.language) });
        socket.close(LIVE_WS_CLOSE.badMessage, 'bad message');
        return;
      }
      if (message.type === 'ping') {
        send({ type: 'pong', serverTime: serverTime() });
        return;
      }
      const { sessionToken, tableCode } = message;
      void (async () => {
        try {
          const s = await sessions.authenticate(sessionToken);
          if (vendorOfTable(tableCode) !== vendorOfTable(s.game_code as TLiveTableCode))
            throw new VendorError('LIVE_TABLE_NOT_FOUND');
          if (!client) client = { session: s, table: tableCode, send };
          else client.session = s;
          clearTimeout(timeout);
          await hub.join(client, tableCode);
        } catch (error) {
          const code: TErrorCode = error instanceof VendorError ? error.code : 'INTERNAL_ERROR';
          const { success: _, ...body } = errorBody(code, client?.session.language);
          send({ type: 'error', ...body });
          if (!client) socket.close(LIVE_WS_CLOSE.unauthorized, code);
        }
      })();
    });
    socket.on('close', () => {
      clearTimeout(timeout);
      if (client) hub.leave(client);
    });
  });

  // ---- the player UI (apps/live-ui/dist) ----
  await serveGameUi(app, { dist: deps.uiDist, title: 'Live casino', sessions });
  return app;
}
