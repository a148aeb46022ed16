import {
  formatMinor,
  isPokerGameCode,
  POKER_API,
  POKER_SESSION_HEADER,
  POKER_TABLE_CODES,
  POKER_VENDOR_API,
  POKER_VENDOR_CODES,
  POKER_WS_CLOSE,
  POKER_WS_JOIN_TIMEOUT_MS,
  POKER_WS_PATH,
  parseMinor,
  type TErrorCode,
  type TPokerServerMessage,
  ZPokerActRequest,
  ZPokerChatSendRequest,
  ZPokerClientMessage,
  ZPokerHandsQuery,
  ZPokerSessionRequest,
  ZPokerSitOutRequest,
  ZPokerSitRequest,
} from '@croupier/contracts';
import {
  createVendorHttp,
  errorBody,
  header,
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
import { tableIconSvg } from './catalogue.ts';
import type { PokerChat } from './chat.ts';
import type { PokerClient, PokerHub } from './hub.ts';
import type { PokerMoney } from './money.ts';
import type { PokerTable } from './table.ts';
import type { PokerTables } from './tables.ts';

export interface PokerAppDeps {
  links: VendorLinks;
  sessions: LaunchSessions;
  money: PokerMoney;
  tables: PokerTables;
  hub: PokerHub;
  chat: PokerChat;
  adminKey: string;
  uiDist: string;
  onOperatorRegistered: (merchantCode: string, vendorCode: string) => Promise<boolean>;
  logLevel: string;
  now: () => Date;
}

const VENDOR_CODE = POKER_VENDOR_CODES[0];
const ZTableParams = z.object({ tableCode: z.string() });

/** The poker vendor's HTTP and socket surface: onboarding, launch, the room list, the table API, the UI. */
export async function buildPokerApp(deps: PokerAppDeps): Promise<FastifyInstance> {
  const { sessions, money, tables, links, hub, chat } = deps;
  const app = createVendorHttp({ logLevel: deps.logLevel });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4 * 1024 } });
  const session = (request: FastifyRequest): Promise<SessionRow> =>
    sessions.authenticate(header(request, POKER_SESSION_HEADER));
  const tableOf = (request: FastifyRequest): PokerTable =>
    tables.get(parse(ZTableParams, request.params).tableCode);
  const view = (table: PokerTable, s: SessionRow) =>
    table.view({ merchantCode: s.merchant_code, playerId: s.player_id });

  app.get(POKER_VENDOR_API.health, async () => ok({ tables: POKER_TABLE_CODES.length }));
  app.get<{ Params: { file: string } }>('/poker/img/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    if (!isPokerGameCode(code) || !request.params.file.endsWith('.svg')) throw new VendorError('NOT_FOUND');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(tableIconSvg(code));
  });

  registerOperatorRoutes(app, {
    path: POKER_VENDOR_API.operators,
    adminKey: deps.adminKey,
    operators: links,
    vendorCodes: POKER_VENDOR_CODES,
    onRegistered: deps.onOperatorRegistered,
  });

  registerLaunchRoute(app, {
    path: POKER_VENDOR_API.launch,
    links,
    sessions,
    vendorCodeOf: (gameCode) => (isPokerGameCode(gameCode) ? VENDOR_CODE : undefined),
  });

  // The room list (spec section 7): public, the platform relays it to the lobby's /pvp.
  app.get(POKER_API.rooms, async () => ok({ rooms: tables.rooms() }));

  app.post(POKER_API.session, async (request) => {
    const { launchToken } = parse(ZPokerSessionRequest, request.body);
    const { token, session: s } = await sessions.exchange(launchToken);
    const table = tables.get(s.game_code);
    const balance = await money.balance(s.merchant_code, VENDOR_CODE, s.player_id);
    return ok({
      sessionToken: token,
      player: { displayName: s.display_name },
      currency: s.currency,
      balance: formatMinor(balance),
      language: s.language,
      lobbyUrl: s.back_url,
      serverTime: deps.now().toISOString(),
      tableCode: table.code,
      rooms: tables.rooms(),
    });
  });
  app.get(POKER_API.balance, async (request) => {
    const s = await session(request);
    return ok({
      balance: formatMinor(await money.balance(s.merchant_code, VENDOR_CODE, s.player_id)),
      currency: s.currency,
    });
  });
  app.get(POKER_API.table, async (request) => {
    const s = await session(request);
    return ok(view(tableOf(request), s));
  });
  app.post(POKER_API.sit, async (request) => {
    const s = await session(request);
    const table = tableOf(request);
    const { seat, buyIn } = parse(ZPokerSitRequest, request.body);
    await table.sit(s, VENDOR_CODE, seat, parseMinor(buyIn));
    return ok(view(table, s));
  });
  app.post(POKER_API.act, async (request) => {
    const s = await session(request);
    const table = tableOf(request);
    await table.act(s, parse(ZPokerActRequest, request.body));
    return ok(view(table, s));
  });
  app.post(POKER_API.sitOut, async (request) => {
    const s = await session(request);
    const table = tableOf(request);
    await table.sitOut(s, parse(ZPokerSitOutRequest, request.body).sitOut);
    return ok(view(table, s));
  });
  app.post(POKER_API.leave, async (request) => {
    const s = await session(request);
    const table = tableOf(request);
    const { cashedOut, sittingId } = await table.leave(s);
    // Paid at once when not in a hand: wait for the platform's answer so the balance is the new one.
    let balance: bigint | null = null;
    if (cashedOut !== null) {
      const [row] = await tables.sitting(sittingId);
      if (row) balance = (await money.drive(row)).balance;
    }
    return ok({
      cashedOut: cashedOut === null ? null : formatMinor(cashedOut),
      balance: balance === null ? null : formatMinor(balance),
    });
  });
  app.get(POKER_API.hands, async (request) => {
    const s = await session(request);
    const { limit } = parse(ZPokerHandsQuery, request.query);
    return ok({ hands: await tableOf(request).hands(s, limit) });
  });
  app.get(POKER_API.chat, async (request) => {
    await session(request);
    return ok({ messages: chat.recent(tableOf(request).code) });
  });
  app.post(POKER_API.chat, async (request) => {
    const s = await session(request);
    const table = tableOf(request);
    chat.send(s, table.code, parse(ZPokerChatSendRequest, request.body).text);
    return ok({});
  });

  app.get(POKER_WS_PATH, { websocket: true }, (socket) => {
    let client: PokerClient | undefined;
    const send = (message: TPokerServerMessage) => {
      if (socket.readyState === 1) socket.send(JSON.stringify(message));
    };
    const timeout = setTimeout(() => {
      if (!client) socket.close(POKER_WS_CLOSE.joinTimeout, 'join timeout');
    }, POKER_WS_JOIN_TIMEOUT_MS);
    socket.on('message', (data: Buffer) => {
      let message: z.infer<typeof ZPokerClientMessage>;
      try {
        message = ZPokerClientMessage.parse(JSON.parse(data.toString('utf8')));
      } catch {
        const { success: _, ...body } = errorBody('VALIDATION_FAILED', client?.session.language);
        send({ type: 'error', ...body });
        socket.close(POKER_WS_CLOSE.badMessage, 'bad message');
        return;
      }
      if (message.type === 'ping') {
        send({ type: 'pong', serverTime: deps.now().toISOString() });
        return;
      }
      const { sessionToken, tableCode } = message;
      void (async () => {
        try {
          const s = await sessions.authenticate(sessionToken);
          clearTimeout(timeout);
          if (client) hub.leave(client);
          client = { session: s, table: tableCode, send };
          hub.join(client);
          for (const m of chat.recent(tableCode)) send({ type: 'chat', message: m });
        } catch (error) {
          const code: TErrorCode = error instanceof VendorError ? error.code : 'INTERNAL_ERROR';
          const { success: _, ...body } = errorBody(code, client?.session.language);
          send({ type: 'error', ...body });
          if (!client) socket.close(POKER_WS_CLOSE.unauthorized, code);
        }
      })();
    });
    socket.on('close', () => {
      clearTimeout(timeout);
      if (client) hub.leave(client);
    });
  });

  await serveGameUi(app, { dist: deps.uiDist, title: 'Poker', sessions });
  return app;
}
