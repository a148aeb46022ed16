import {
  FISHING_API,
  FISHING_GAME_CODES,
  FISHING_GAMES,
  FISHING_SESSION_HEADER,
  FISHING_VENDOR_API,
  FISHING_VENDOR_CODES,
  FISHING_WS_CLOSE,
  FISHING_WS_JOIN_TIMEOUT_MS,
  FISHING_WS_PATH,
  formatMinor,
  isFishingGameCode,
  type TErrorCode,
  type TFishingServerMessage,
  ZFishingClientMessage,
  ZFishingRoundsQuery,
  ZFishingSessionRequest,
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
  type VendorLog,
} from '@croupier/vendor-kit';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { gameIconSvg } from './catalogue.ts';
import type { FishingMoney } from './money.ts';
import type { FishingRoom, RoomPlayer } from './room.ts';
import type { FishingRooms } from './rooms.ts';

export interface FishingAppDeps {
  links: VendorLinks;
  sessions: LaunchSessions;
  money: FishingMoney;
  rooms: FishingRooms;
  adminKey: string;
  uiDist: string;
  onOperatorRegistered: (merchantCode: string, vendorCode: string) => Promise<boolean>;
  logLevel: string;
  now: () => Date;
  log?: VendorLog;
}

const VENDOR_CODE = FISHING_VENDOR_CODES[0];
const ZRoundParams = z.object({ roundId: z.string() });

/** The fishing vendor's HTTP and socket surface: onboarding, launch, session, game recall, the rooms' socket, the UI. */
export async function buildFishingApp(deps: FishingAppDeps): Promise<FastifyInstance> {
  const { sessions, money, rooms, links } = deps;
  const app = createVendorHttp({ logLevel: deps.logLevel });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4 * 1024 } });
  const session = (request: FastifyRequest): Promise<SessionRow> =>
    sessions.authenticate(header(request, FISHING_SESSION_HEADER));

  app.get(FISHING_VENDOR_API.health, async () =>
    ok({ games: FISHING_GAME_CODES.length, rooms: rooms.all().length }),
  );
  app.get<{ Params: { file: string } }>('/fishing/img/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    if (!isFishingGameCode(code) || !request.params.file.endsWith('.svg')) throw new VendorError('NOT_FOUND');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(gameIconSvg(code));
  });

  registerOperatorRoutes(app, {
    path: FISHING_VENDOR_API.operators,
    adminKey: deps.adminKey,
    operators: links,
    vendorCodes: FISHING_VENDOR_CODES,
    onRegistered: deps.onOperatorRegistered,
  });
  registerLaunchRoute(app, {
    path: FISHING_VENDOR_API.launch,
    links,
    sessions,
    vendorCodeOf: (gameCode) => (isFishingGameCode(gameCode) ? VENDOR_CODE : undefined),
  });

  app.post(FISHING_API.session, async (request) => {
    const { launchToken } = parse(ZFishingSessionRequest, request.body);
    const { token, session: s } = await sessions.exchange(launchToken);
    if (!isFishingGameCode(s.game_code)) throw new VendorError('NOT_FOUND');
    const balance = await money.balance(s.merchant_code, VENDOR_CODE, s.player_id);
    return ok({
      sessionToken: token,
      player: { displayName: s.display_name },
      currency: s.currency,
      balance: formatMinor(balance),
      language: s.language,
      lobbyUrl: s.back_url,
      serverTime: deps.now().toISOString(),
      gameCode: s.game_code,
      bets: [...FISHING_GAMES[s.game_code].bets],
    });
  });
  app.get(FISHING_API.balance, async (request) => {
    const s = await session(request);
    return ok({
      balance: formatMinor(await money.balance(s.merchant_code, VENDOR_CODE, s.player_id)),
      currency: s.currency,
    });
  });
  app.get(FISHING_API.rounds, async (request) => {
    const s = await session(request);
    const { limit } = parse(ZFishingRoundsQuery, request.query);
    return ok({ rounds: await rooms.rounds(s, limit) });
  });
  app.get(FISHING_API.round, async (request) => {
    const s = await session(request);
    return ok(await rooms.round(s, parse(ZRoundParams, request.params).roundId));
  });

  app.get(FISHING_WS_PATH, { websocket: true }, (socket) => {
    let seated: { room: FishingRoom; player: RoomPlayer } | undefined;
    let joining = false;
    let language: string | undefined;
    const send = (message: TFishingServerMessage) => {
      if (socket.readyState === 1) socket.send(JSON.stringify(message));
    };
    const fail = (code: TErrorCode) => {
      const { success: _, ...body } = errorBody(code, language);
      send({ type: 'error', ...body });
    };
    const timeout = setTimeout(() => {
      if (!seated) socket.close(FISHING_WS_CLOSE.joinTimeout, 'join timeout');
    }, FISHING_WS_JOIN_TIMEOUT_MS);
    const leave = () => {
      const s = seated;
      seated = undefined;
      if (s)
        void rooms
          .leave(s.room, s.player, send)
          .catch((error: unknown) => deps.log?.('leave failed', { error: String(error) }));
    };
    socket.on('message', (data: Buffer) => {
      let message: z.infer<typeof ZFishingClientMessage>;
      try {
        message = ZFishingClientMessage.parse(JSON.parse(data.toString('utf8')));
      } catch {
        fail('VALIDATION_FAILED');
        socket.close(FISHING_WS_CLOSE.badMessage, 'bad message');
        return;
      }
      switch (message.type) {
        case 'ping':
          send({ type: 'pong', serverTime: deps.now().getTime() });
          return;
        case 'shot':
          if (seated)
            void seated.room
              .shot(seated.player, message.fishId, message.angle, message.betLevel)
              .catch((error: unknown) => deps.log?.('shot failed', { error: String(error) }));
          return;
        case 'aim':
          if (seated) seated.room.aim(seated.player, message.angle, message.betLevel);
          return;
        case 'leave':
          leave();
          socket.close(1000, 'left');
          return;
        case 'join': {
          if (seated || joining) return;
          joining = true;
          const { sessionToken, gameCode } = message;
          const clientSeed = message.clientSeed ?? Math.random().toString(36).slice(2, 12);
          void (async () => {
            try {
              const s = await sessions.authenticate(sessionToken);
              language = s.language;
              if (s.game_code !== gameCode) throw new VendorError('NOT_FOUND');
              clearTimeout(timeout);
              const joined = await rooms.join(s, VENDOR_CODE, gameCode, clientSeed, send);
              if (socket.readyState !== 1) await rooms.leave(joined.room, joined.player, send);
              else seated = joined;
            } catch (error) {
              const code: TErrorCode = error instanceof VendorError ? error.code : 'SERVICE_UNAVAILABLE';
              fail(code);
              socket.close(FISHING_WS_CLOSE.unauthorized, code);
            } finally {
              joining = false;
            }
          })();
        }
      }
    });
    socket.on('close', () => {
      clearTimeout(timeout);
      leave();
    });
  });

  await serveGameUi(app, { dist: deps.uiDist, title: 'Fishing', sessions });
  return app;
}
