import {
  formatMinor,
  isSportsGameCode,
  parseMinor,
  SPORTS_API,
  SPORTS_GAMES,
  SPORTS_OF_VENDOR,
  SPORTS_SESSION_HEADER,
  SPORTS_VENDOR_API,
  SPORTS_VENDOR_CODES,
  SPORTS_WS_CLOSE,
  SPORTS_WS_PATH,
  type TErrorCode,
  type TSportsServerMessage,
  VENDOR_ADMIN_KEY_HEADER,
  ZSportsBetsQuery,
  ZSportsCashOutRequest,
  ZSportsClientMessage,
  ZSportsMatchesQuery,
  ZSportsResultCorrection,
  ZSportsSlipRequest,
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
import { type SportsBook, vendorOfSession } from './book.ts';
import { iconSvg } from './catalogue.ts';
import type { StakeLimits } from './config.ts';
import type { SportsClient, SportsHub } from './hub.ts';
import type { MatchBoard } from './matches.ts';
import type { SportsMoney } from './money.ts';
import type { Settlement } from './settlement.ts';
import type { SimulatedFeed } from './simulator.ts';

export interface SportsAppDeps {
  links: VendorLinks;
  sessions: LaunchSessions;
  money: SportsMoney;
  book: SportsBook;
  board: MatchBoard;
  hub: SportsHub;
  feed: SimulatedFeed;
  settlement: Settlement;
  limits: StakeLimits;
  liveDelayMs: number;
  adminKey: string;
  uiDist: string;
  onOperatorRegistered: (merchantCode: string, vendorCode: string) => Promise<boolean>;
  logLevel: string;
  now: () => Date;
}

const ZMatchParams = z.object({ matchId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });
const ZBetParams = z.object({ betId: z.string().regex(/^[1-9]\d{0,18}$/) });

/** The sportsbook's HTTP and socket surface: onboarding, platform launch, the book's API, the player UI. */
export async function buildSportsApp(deps: SportsAppDeps): Promise<FastifyInstance> {
  const { sessions, money, links, book, board, hub } = deps;
  const app = createVendorHttp({ logLevel: deps.logLevel });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4 * 1024 } });
  const session = (request: FastifyRequest): Promise<SessionRow> =>
    sessions.authenticate(header(request, SPORTS_SESSION_HEADER));
  const serverTime = () => deps.now().toISOString();

  app.get(SPORTS_VENDOR_API.health, async () => ok({ up: true }));
  app.get<{ Params: { file: string } }>('/sports/img/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    if (!isSportsGameCode(code) || !request.params.file.endsWith('.svg')) throw new VendorError('NOT_FOUND');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(iconSvg(code));
  });

  registerOperatorRoutes(app, {
    path: SPORTS_VENDOR_API.operators,
    adminKey: deps.adminKey,
    operators: links,
    vendorCodes: SPORTS_VENDOR_CODES,
    onRegistered: deps.onOperatorRegistered,
  });
  // A corrected result from the operator (a provider's correction): recorded as the match's next
  // version (audited with the actor); the next settlement pass resettles what the earlier one settled.
  app.post(SPORTS_VENDOR_API.corrections, async (request) => {
    if (!isAdminKey(header(request, VENDOR_ADMIN_KEY_HEADER), deps.adminKey))
      throw new VendorError('UNAUTHORIZED');
    const { matchId, ...result } = parse(ZSportsResultCorrection, request.body);
    const version = await deps.settlement.correct(matchId, result, 'operator');
    if (version === undefined) throw new VendorError('SPORTS_MATCH_NOT_FOUND');
    return ok({ matchId, version });
  });

  registerLaunchRoute(app, {
    path: SPORTS_VENDOR_API.launch,
    links,
    sessions,
    vendorCodeOf: (gameCode) => (isSportsGameCode(gameCode) ? SPORTS_GAMES[gameCode].vendorCode : undefined),
  });

  app.post(SPORTS_API.session, async (request) => {
    const { launchToken } = parse(z.object({ launchToken: z.string().min(1).max(200) }), request.body);
    const { token, session: s } = await sessions.exchange(launchToken);
    const vendorCode = vendorOfSession(s);
    const balance = await money.balance(s.merchant_code, vendorCode, s.player_id);
    return ok({
      sessionToken: token,
      player: { displayName: s.display_name },
      currency: s.currency,
      balance: formatMinor(balance),
      language: s.language,
      lobbyUrl: s.back_url,
      serverTime: serverTime(),
      vendorCode,
      gameCode: s.game_code,
      sports: [...SPORTS_OF_VENDOR[vendorCode]],
      liveDelayMs: deps.liveDelayMs,
      limits: {
        minStake: formatMinor(deps.limits.minStake),
        maxStake: formatMinor(deps.limits.maxStakeByMarket['1X2']),
        maxLegs: 10,
      },
    });
  });
  app.get(SPORTS_API.balance, async (request) => {
    const s = await session(request);
    return ok({
      balance: formatMinor(await money.balance(s.merchant_code, vendorOfSession(s), s.player_id)),
      currency: s.currency,
    });
  });
  app.get(SPORTS_API.matches, async (request) => {
    const s = await session(request);
    const query = parse(ZSportsMatchesQuery, request.query);
    return ok({ ...board.list(vendorOfSession(s), query), serverTime: serverTime() });
  });
  app.get(SPORTS_API.match, async (request) => {
    const s = await session(request);
    const { matchId } = parse(ZMatchParams, request.params);
    const fixture = deps.feed.fixture(matchId);
    if (!fixture || !SPORTS_OF_VENDOR[vendorOfSession(s)].includes(fixture.sport))
      throw new VendorError('SPORTS_MATCH_NOT_FOUND');
    const view = board.view(fixture, false);
    if (!view) throw new VendorError('SPORTS_MATCH_NOT_FOUND');
    return ok(view);
  });
  app.post(SPORTS_API.slips, async (request) => {
    const s = await session(request);
    const slip = parse(ZSportsSlipRequest, request.body);
    const { bet, balance } = await book.place(s, slip);
    return ok({ bet, balance: balance === null ? null : formatMinor(balance) });
  });
  app.get(SPORTS_API.bets, async (request) => {
    const s = await session(request);
    const { status, limit } = parse(ZSportsBetsQuery, request.query);
    return ok({ bets: await book.myBets(s, status, limit) });
  });
  app.post(SPORTS_API.cashOut, async (request) => {
    const s = await session(request);
    const { betId } = parse(ZBetParams, request.params);
    const { amount, stake } = parse(ZSportsCashOutRequest, request.body);
    const { bet, balance } = await book.cashOut(
      s,
      BigInt(betId),
      parseMinor(amount),
      stake === undefined ? undefined : parseMinor(stake),
    );
    return ok({ bet, balance: balance === null ? null : formatMinor(balance) });
  });

  app.get(SPORTS_WS_PATH, { websocket: true }, (socket) => {
    let client: SportsClient | undefined;
    const send = (message: TSportsServerMessage) => {
      if (socket.readyState === 1) socket.send(JSON.stringify(message));
    };
    const timeout = setTimeout(() => {
      if (!client) socket.close(SPORTS_WS_CLOSE.joinTimeout, 'join timeout');
    }, 10_000);
    socket.on('message', (data: Buffer) => {
      let message: z.infer<typeof ZSportsClientMessage>;
      try {
        message = ZSportsClientMessage.parse(JSON.parse(data.toString('utf8')));
      } catch {
        const { success: _, ...body } = errorBody('VALIDATION_FAILED', client?.session.language);
        send({ type: 'error', ...body });
        socket.close(SPORTS_WS_CLOSE.badMessage, 'bad message');
        return;
      }
      if (message.type === 'ping') {
        send({ type: 'pong', serverTime: serverTime() });
        return;
      }
      const { sessionToken } = message;
      void (async () => {
        try {
          const s = await sessions.authenticate(sessionToken);
          if (client) hub.leave(client);
          client = { session: s, vendorCode: vendorOfSession(s), send };
          clearTimeout(timeout);
          hub.join(client);
        } catch (error) {
          const code: TErrorCode = error instanceof VendorError ? error.code : 'INTERNAL_ERROR';
          const { success: _, ...body } = errorBody(code, client?.session.language);
          send({ type: 'error', ...body });
          if (!client) socket.close(SPORTS_WS_CLOSE.unauthorized, code);
        }
      })();
    });
    socket.on('close', () => {
      clearTimeout(timeout);
      if (client) hub.leave(client);
    });
  });

  await serveGameUi(app, { dist: deps.uiDist, title: 'Sportsbook', sessions });
  return app;
}
