import {
  formatMinor,
  isLotteryGameCode,
  LOTTERY_API,
  LOTTERY_GAME_CODES,
  LOTTERY_SESSION_HEADER,
  LOTTERY_VENDOR_API,
  LOTTERY_VENDOR_CODES,
  ZLotteryBuyRequest,
  ZLotteryDrawParams,
  ZLotteryDrawsQuery,
  ZLotteryGameCode,
  ZLotterySessionRequest,
  ZLotteryTicketParams,
  ZLotteryTicketsQuery,
  ZVendorResultsRequest,
  ZVendorSettingsRequest,
} from '@croupier/contracts';
import {
  createVendorHttp,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { gameIconSvg } from './catalogue.ts';
import type { TicketMoney } from './money.ts';
import type { LotterySettings } from './settings.ts';
import { type TicketService, vendorOfGame } from './tickets.ts';

export interface LotteryAppDeps {
  links: VendorLinks;
  sessions: LaunchSessions;
  money: TicketMoney;
  tickets: TicketService;
  settings: LotterySettings;
  adminKey: string;
  uiDist: string;
  onOperatorRegistered: (merchantCode: string, vendorCode: string) => Promise<boolean>;
  logLevel: string;
  now: () => Date;
}

const ZGameParams = z.object({ gameCode: ZLotteryGameCode });

/** The lottery vendor's HTTP surface: onboarding, platform launch, the game API and the player UI. */
export async function buildLotteryApp(deps: LotteryAppDeps): Promise<FastifyInstance> {
  const { sessions, money, tickets, links } = deps;
  const app = createVendorHttp({ logLevel: deps.logLevel });
  const session = (request: FastifyRequest): Promise<SessionRow> =>
    sessions.authenticate(header(request, LOTTERY_SESSION_HEADER));
  const serverTime = () => deps.now().toISOString();

  app.get(LOTTERY_VENDOR_API.health, async () => ok({ games: LOTTERY_GAME_CODES.length }));
  app.get<{ Params: { file: string } }>('/lottery/img/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    if (!isLotteryGameCode(code) || !request.params.file.endsWith('.svg')) throw new VendorError('NOT_FOUND');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(gameIconSvg(code));
  });

  // ---- operator onboarding: one credential per merchant and vendor code ----
  registerOperatorRoutes(app, {
    path: LOTTERY_VENDOR_API.operators,
    adminKey: deps.adminKey,
    operators: links,
    vendorCodes: LOTTERY_VENDOR_CODES,
    onRegistered: deps.onOperatorRegistered,
  });

  // ---- platform launch (signed with the credential of the launched vendor code) ----
  registerLaunchRoute(app, {
    path: LOTTERY_VENDOR_API.launch,
    links,
    sessions,
    vendorCodeOf: (gameCode) => (isLotteryGameCode(gameCode) ? vendorOfGame(gameCode) : undefined),
  });

  // ---- published results (signed with the credential of the asked vendor code) ----
  app.post(LOTTERY_VENDOR_API.results, async (request) => {
    const vendorCode = (request.body as { vendorCode?: unknown } | undefined)?.vendorCode;
    await links.verify(request, typeof vendorCode === 'string' ? vendorCode : '');
    const body = parse(ZVendorResultsRequest, request.body);
    if (!isLotteryGameCode(body.gameCode) || vendorOfGame(body.gameCode) !== body.vendorCode)
      throw new VendorError('NOT_FOUND', `no ${body.vendorCode} game ${body.gameCode}`);
    return ok({ results: await tickets.publishedResults(body.gameCode, body.limit) });
  });

  // ---- a merchant's stakes and odds (signed with its credential for the vendor code), for its console ----
  app.post(LOTTERY_VENDOR_API.settings, async (request) => {
    const vendorCode = (request.body as { vendorCode?: unknown } | undefined)?.vendorCode;
    await links.verify(request, typeof vendorCode === 'string' ? vendorCode : '');
    const body = parse(ZVendorSettingsRequest, request.body);
    const code = LOTTERY_VENDOR_CODES.find((c) => c === body.vendorCode);
    if (!code) throw new VendorError('NOT_FOUND', `no vendor code ${body.vendorCode}`);
    const settings =
      body.changes.length === 0
        ? await deps.settings.read(body.merchantCode, code)
        : await deps.settings.change(body, code);
    return ok({ settings });
  });

  // ---- game API ----
  app.post(LOTTERY_API.session, async (request) => {
    const { launchToken } = parse(ZLotterySessionRequest, request.body);
    const { token, session: s } = await sessions.exchange(launchToken);
    const vendorCode = vendorOfGame(s.game_code);
    const [balance, games] = await Promise.all([
      money.balance(s.merchant_code, vendorCode, s.player_id),
      tickets.games(vendorCode, s.merchant_code),
    ]);
    return ok({
      sessionToken: token,
      player: { displayName: s.display_name },
      currency: s.currency,
      balance: formatMinor(balance),
      language: s.language,
      vendorCode,
      gameCode: s.game_code,
      games,
      lobbyUrl: s.back_url,
      serverTime: serverTime(),
    });
  });
  app.get(LOTTERY_API.balance, async (request) => {
    const s = await session(request);
    return ok({
      balance: formatMinor(await money.balance(s.merchant_code, vendorOfGame(s.game_code), s.player_id)),
      currency: s.currency,
    });
  });
  app.get(LOTTERY_API.games, async (request) => {
    const s = await session(request);
    return ok({
      games: await tickets.games(vendorOfGame(s.game_code), s.merchant_code),
      serverTime: serverTime(),
    });
  });
  app.get(LOTTERY_API.game, async (request) => {
    const s = await session(request);
    const { gameCode } = parse(ZGameParams, request.params);
    return ok({ game: await tickets.game(gameCode, s.merchant_code), serverTime: serverTime() });
  });
  app.get(LOTTERY_API.draws, async (request) => {
    await session(request);
    const { gameCode } = parse(ZGameParams, request.params);
    const { limit } = parse(ZLotteryDrawsQuery, request.query);
    return ok({ draws: await tickets.draws(gameCode, limit) });
  });
  app.get(LOTTERY_API.draw, async (request) => {
    await session(request);
    const { drawId } = parse(ZLotteryDrawParams, request.params);
    return ok({ draw: await tickets.draw(BigInt(drawId)) });
  });
  app.post(LOTTERY_API.buy, async (request) => {
    const s = await session(request);
    return ok(await tickets.buy(s, parse(ZLotteryBuyRequest, request.body)));
  });
  app.get(LOTTERY_API.tickets, async (request) => {
    const s = await session(request);
    return ok({ tickets: await tickets.tickets(s, parse(ZLotteryTicketsQuery, request.query)) });
  });
  app.get(LOTTERY_API.ticket, async (request) => {
    const s = await session(request);
    const { ticketId } = parse(ZLotteryTicketParams, request.params);
    return ok({ ticket: await tickets.ticket(s, BigInt(ticketId)) });
  });

  // ---- the player UI (apps/lottery-ui/dist) ----
  await serveGameUi(app, { dist: deps.uiDist, title: 'Lottery', sessions });
  return app;
}
