import {
  formatMinor,
  INHOUSE_API,
  INHOUSE_SESSION_HEADER,
  INHOUSE_VENDOR_API,
  type TErrorCode,
  ZCrashClientMessage,
  ZDiceRollRequest,
  ZInhouseLaunchRequest,
  ZInhouseRoundParams,
  ZInhouseRoundsQuery,
  ZInhouseSessionRequest,
  ZLimboPlayRequest,
  ZMinesCashoutRequest,
  ZMinesRevealRequest,
  ZMinesStartRequest,
  ZPlinkoDropRequest,
  ZRotateSeedRequest,
  ZSetClientSeedRequest,
  ZSlotSpinRequest,
} from '@croupier/contracts';
import {
  createVendorHttp,
  errorBody,
  header,
  type LaunchSessions,
  type OperatorStore,
  ok,
  parse,
  registerOperatorRoutes,
  type SessionRow,
  serveGameUi,
  VendorError,
  verifyPlatformRequest,
} from '@croupier/vendor-kit';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { gameSvg } from './art.ts';
import type { CrashClient, CrashEngine } from './crash.ts';
import { DEMO_START_BALANCE } from './demo-wallet.service.ts';
import type { FairnessService } from './fairness.service.ts';
import { GAMES, gameName, gameOf, MAX_BET, MIN_BET, rulesOf } from './games.ts';
import type { MoneyService } from './money.service.ts';
import type { PlayService } from './play.service.ts';

export interface VendorAppDeps {
  operators: OperatorStore;
  sessions: LaunchSessions;
  money: MoneyService;
  fairness: FairnessService;
  play: PlayService;
  crash: CrashEngine;
  adminKey: string;
  uiDist: string;
  onOperatorRegistered: (merchantCode: string) => Promise<boolean>;
  logLevel: string;
}

/** The vendor's HTTP surface: platform launch, operator onboarding, the game API, the crash socket and the game UI. */
export async function buildVendorApp(deps: VendorAppDeps): Promise<FastifyInstance> {
  const { sessions, money, fairness, play, crash } = deps;
  const app = createVendorHttp({ logLevel: deps.logLevel });
  await app.register(fastifyWebsocket);

  const session = (request: FastifyRequest): Promise<SessionRow> =>
    sessions.authenticate(header(request, INHOUSE_SESSION_HEADER));

  // ---- health, art ----
  app.get(INHOUSE_VENDOR_API.health, async () => ({ success: true, value: { games: GAMES.length } }));
  app.get<{ Params: { file: string } }>('/inhouse/img/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    const game = gameOf(code);
    if (!game || !request.params.file.endsWith('.svg')) throw new VendorError('NOT_FOUND');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(gameSvg(game));
  });

  // ---- operator onboarding (vendor admin key) ----
  registerOperatorRoutes(app, {
    path: INHOUSE_VENDOR_API.operators,
    adminKey: deps.adminKey,
    operators: deps.operators,
    onRegistered: deps.onOperatorRegistered,
  });

  // ---- platform launch (signed with the operator's vendor credential) ----
  app.post(INHOUSE_VENDOR_API.launch, async (request) => {
    await verifyPlatformRequest(request, deps.operators);
    const body = parse(ZInhouseLaunchRequest, request.body);
    return ok(await sessions.createLaunch(body));
  });

  // ---- game API ----
  app.post(INHOUSE_API.session, async (request) => {
    const { launchToken } = parse(ZInhouseSessionRequest, request.body);
    const { token, session: s } = await sessions.exchange(launchToken);
    const game = gameOf(s.game_code);
    if (!game) throw new VendorError('NOT_FOUND');
    const [balance, seed] = await Promise.all([
      money.balance(s.merchant_code, s.player_id, s.is_demo),
      fairness.active(s.merchant_code, s.player_id),
    ]);
    const openRound = game.kind === 'mines' ? await play.minesActive(s) : null;
    return ok({
      sessionToken: token,
      player: { displayName: s.display_name },
      currency: s.currency,
      balance: formatMinor(balance),
      language: s.language,
      game: {
        code: game.code,
        title: gameName(game, s.language),
        kind: game.kind,
        rtp: game.rtp,
        minBet: formatMinor(MIN_BET),
        maxBet: formatMinor(MAX_BET),
        rules: rulesOf(game, crash.info),
      },
      fairness: {
        serverSeedHash: seed.server_seed_hash,
        clientSeed: seed.client_seed,
        nonce: seed.next_nonce,
      },
      openRound,
      lobbyUrl: s.back_url,
      demo: s.is_demo ? { startBalance: formatMinor(DEMO_START_BALANCE) } : null,
    });
  });

  app.get(INHOUSE_API.balance, async (request) => {
    const s = await session(request);
    return ok({
      balance: formatMinor(await money.balance(s.merchant_code, s.player_id, s.is_demo)),
      currency: s.currency,
    });
  });
  app.post(INHOUSE_API.demoReset, async (request) => {
    const s = await session(request);
    if (!s.is_demo) throw new VendorError('FORBIDDEN', 'not a demo session');
    return ok({
      balance: formatMinor(await money.demo.reset(s.merchant_code, s.player_id)),
      currency: s.currency,
    });
  });
  app.post(INHOUSE_API.slotsSpin, async (request) =>
    ok(await play.spin(await session(request), parse(ZSlotSpinRequest, request.body).bet)),
  );
  app.post(INHOUSE_API.diceRoll, async (request) =>
    ok(await play.dice(await session(request), parse(ZDiceRollRequest, request.body))),
  );
  app.post(INHOUSE_API.limboPlay, async (request) =>
    ok(await play.limbo(await session(request), parse(ZLimboPlayRequest, request.body))),
  );
  app.post(INHOUSE_API.plinkoDrop, async (request) =>
    ok(await play.plinko(await session(request), parse(ZPlinkoDropRequest, request.body))),
  );
  app.post(INHOUSE_API.minesStart, async (request) =>
    ok(await play.minesStart(await session(request), parse(ZMinesStartRequest, request.body))),
  );
  app.post(INHOUSE_API.minesReveal, async (request) => {
    const body = parse(ZMinesRevealRequest, request.body);
    return ok(await play.minesReveal(await session(request), body.roundId, body.tile));
  });
  app.post(INHOUSE_API.minesCashout, async (request) => {
    const body = parse(ZMinesCashoutRequest, request.body);
    return ok(await play.minesCashout(await session(request), body.roundId));
  });
  app.get(INHOUSE_API.minesActive, async (request) =>
    ok({ round: await play.minesActive(await session(request)) }),
  );
  app.get(INHOUSE_API.rounds, async (request) => {
    const { limit } = parse(ZInhouseRoundsQuery, request.query);
    return ok({ list: await play.rounds(await session(request), limit) });
  });
  app.get(INHOUSE_API.round, async (request) => {
    const { roundId } = parse(ZInhouseRoundParams, request.params);
    return ok({ round: await play.round(await session(request), roundId) });
  });
  app.get(INHOUSE_API.fairness, async (request) => {
    const s = await session(request);
    return ok(await fairness.view(s.merchant_code, s.player_id));
  });
  app.post(INHOUSE_API.clientSeed, async (request) => {
    const s = await session(request);
    const { clientSeed } = parse(ZSetClientSeedRequest, request.body);
    return ok(await fairness.rotate(s.merchant_code, s.player_id, clientSeed));
  });
  app.post(INHOUSE_API.rotateSeed, async (request) => {
    const s = await session(request);
    const { clientSeed } = parse(ZRotateSeedRequest, request.body ?? {});
    return ok(await fairness.rotate(s.merchant_code, s.player_id, clientSeed));
  });
  app.get(INHOUSE_API.jackpot, async (request) => {
    const s = await session(request);
    // Play money cannot win the platform's pool: a demo session is not shown it.
    if (s.is_demo) throw new VendorError('FORBIDDEN', 'no jackpot in demo play');
    return ok({ amount: formatMinor(await money.jackpotPool(s.merchant_code)), currency: s.currency });
  });

  // ---- crash socket: opened with a one-time ticket, never the session token (issue 21, finding 7) ----
  app.post(INHOUSE_API.crashTicket, async (request) => {
    const s = await session(request);
    if (s.game_code !== 'ih-crash') throw new VendorError('FORBIDDEN');
    return ok(await sessions.issueSocketTicket(header(request, INHOUSE_SESSION_HEADER)));
  });
  app.get<{ Querystring: { ticket?: string } }>(
    INHOUSE_API.crashSocket,
    { websocket: true },
    async (socket, request) => {
      let s: SessionRow;
      try {
        const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : undefined;
        s = await sessions.redeemSocketTicket(ticket);
        if (s.game_code !== 'ih-crash') throw new VendorError('FORBIDDEN');
      } catch (error) {
        const code: TErrorCode = error instanceof VendorError ? error.code : 'UNAUTHORIZED';
        socket.send(JSON.stringify({ type: 'error', requestId: null, ...errorBody(code) }));
        socket.close(4401, code);
        return;
      }
      const client: CrashClient = {
        session: s,
        send: (message) => {
          if (socket.readyState === 1) socket.send(JSON.stringify(message));
        },
      };
      socket.on('message', (data: Buffer) => {
        let message: z.infer<typeof ZCrashClientMessage>;
        try {
          message = ZCrashClientMessage.parse(JSON.parse(data.toString('utf8')));
        } catch {
          client.send({ type: 'error', requestId: null, ...errorBody('VALIDATION_FAILED', s.language) });
          return;
        }
        const fail = (requestId: string | null) => (error: unknown) => {
          const code: TErrorCode = error instanceof VendorError ? error.code : 'INTERNAL_ERROR';
          client.send({ type: 'error', requestId, code, message: errorBody(code, s.language).message });
        };
        if (message.type === 'ping') client.send({ type: 'pong', serverTime: Date.now() });
        else if (message.type === 'bet')
          crash
            .bet(client, message.requestId, message.bet, message.autoCashOut ?? null)
            .catch(fail(message.requestId));
        else {
          try {
            crash.cashOut(client, message.requestId);
          } catch (error) {
            fail(message.requestId)(error);
          }
        }
      });
      socket.on('close', () => crash.disconnect(client));
      void crash.connect(client);
    },
  );

  // ---- the game UI (apps/originals-ui/dist) ----
  await serveGameUi(app, { dist: deps.uiDist, title: 'Croupier Originals', sessions });
  return app;
}
