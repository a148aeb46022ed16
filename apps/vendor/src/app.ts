import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_KEY_HEADER,
  formatMinor,
  INHOUSE_ADMIN_KEY_HEADER,
  INHOUSE_API,
  INHOUSE_SESSION_HEADER,
  INHOUSE_VENDOR_API,
  type TErrorCode,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  ZCrashClientMessage,
  ZDiceRollRequest,
  ZInhouseLaunchRequest,
  ZInhouseOperatorRegistration,
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
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';
import { gameSvg } from './art.ts';
import type { CrashClient, CrashEngine } from './crash.ts';
import type { VendorDb } from './db/sql.ts';
import { errorBody, VendorError } from './errors.ts';
import type { FairnessService } from './fairness.service.ts';
import { GAMES, gameName, gameOf, MAX_BET, MIN_BET, rulesOf } from './games.ts';
import type { MoneyService } from './money.service.ts';
import { isValidSignature } from './platform-client.ts';
import type { PlayService } from './play.service.ts';
import { repo, type SessionRow } from './repository.ts';
import type { SessionsService } from './sessions.service.ts';

export interface VendorAppDeps {
  db: VendorDb;
  sessions: SessionsService;
  money: MoneyService;
  fairness: FairnessService;
  play: PlayService;
  crash: CrashEngine;
  adminKey: string;
  uiDist: string;
  onOperatorRegistered: (merchantCode: string) => Promise<boolean>;
  logLevel: string;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === 'string' ? v : undefined;
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  return schema.parse(value);
}

/** The game pages' policy: their own scripts, styles and socket only; framed by nobody by default. */
const GAME_PAGE_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The CSP header of a game page that `siteOrigin` (the merchant site of its launch) may frame. */
export function gamePagePolicy(siteOrigin: string | null): string {
  const directives: Record<string, string[]> = {
    ...GAME_PAGE_DIRECTIVES,
    frameAncestors: siteOrigin ? ["'self'", siteOrigin] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');
}

/** The vendor's HTTP surface: platform launch, operator onboarding, the game API, the crash socket and the game UI. */
export async function buildVendorApp(deps: VendorAppDeps): Promise<FastifyInstance> {
  const { sessions, money, fairness, play, crash } = deps;
  const app = Fastify({
    logger: deps.logLevel === 'silent' ? false : { level: deps.logLevel },
    bodyLimit: 64 * 1024,
  });
  // Security headers on every answer; the game pages replace the policy's frame-ancestors with
  // the merchant site of their launch (see gamePagePolicy).
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: GAME_PAGE_DIRECTIVES },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Framing is governed by frame-ancestors, which X-Frame-Options cannot express per merchant.
    xFrameOptions: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, text.length === 0 ? {} : JSON.parse(text));
    } catch {
      done(new VendorError('VALIDATION_FAILED', 'invalid JSON'));
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const language = header(request, 'x-language') ?? 'EN';
    if (error instanceof VendorError) return reply.status(error.status).send(errorBody(error.code, language));
    if (error instanceof ZodError) return reply.status(400).send(errorBody('VALIDATION_FAILED', language));
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply
        .status(status)
        .send(errorBody(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', language));
    request.log.error({ err: error }, 'vendor error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', language));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('NOT_FOUND')));

  await app.register(fastifyWebsocket);

  const session = (request: FastifyRequest): Promise<SessionRow> =>
    sessions.authenticate(header(request, INHOUSE_SESSION_HEADER));
  const ok = <T>(value: T) => ({ success: true as const, value });

  // ---- health, art ----
  app.get(INHOUSE_VENDOR_API.health, async () => ({ success: true, value: { games: GAMES.length } }));
  app.get<{ Params: { file: string } }>('/inhouse/img/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    const game = gameOf(code);
    if (!game || !request.params.file.endsWith('.svg')) throw new VendorError('NOT_FOUND');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(gameSvg(game));
  });

  // ---- operator onboarding (vendor admin key) ----
  const requireAdmin = (request: FastifyRequest) => {
    const key = header(request, INHOUSE_ADMIN_KEY_HEADER) ?? header(request, ADMIN_KEY_HEADER);
    if (!key || key !== deps.adminKey) throw new VendorError('UNAUTHORIZED');
  };
  app.post(INHOUSE_VENDOR_API.operators, async (request) => {
    requireAdmin(request);
    const body = parse(ZInhouseOperatorRegistration, request.body);
    await repo.upsertOperator(deps.db, body);
    money.forgetLink(body.merchantCode);
    const isCatalogueRegistered = await deps.onOperatorRegistered(body.merchantCode);
    return ok({ merchantCode: body.merchantCode, isCatalogueRegistered });
  });
  app.get<{ Params: { merchantCode: string } }>(
    `${INHOUSE_VENDOR_API.operators}/:merchantCode`,
    async (request) => {
      requireAdmin(request);
      const link = await repo.operator(deps.db, request.params.merchantCode);
      if (!link) throw new VendorError('NOT_FOUND');
      return ok({ merchantCode: link.merchantCode, keyId: link.keyId, platformUrl: link.platformUrl });
    },
  );

  // ---- platform launch (signed with the operator's vendor credential) ----
  app.post(INHOUSE_VENDOR_API.launch, async (request) => {
    const raw = rawBodies.get(request) ?? '';
    const merchantCode = (request.body as { merchantCode?: unknown } | undefined)?.merchantCode;
    const link = typeof merchantCode === 'string' ? await repo.operator(deps.db, merchantCode) : undefined;
    if (
      !link ||
      header(request, VENDOR_KEY_HEADER) !== link.keyId ||
      !isValidSignature(
        link.secret,
        header(request, VENDOR_TIMESTAMP_HEADER),
        raw,
        header(request, VENDOR_SIGNATURE_HEADER),
      )
    ) {
      throw new VendorError('VENDOR_SIGNATURE_INVALID');
    }
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
      money.balance(s.merchant_code, s.player_id),
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
    });
  });

  app.get(INHOUSE_API.balance, async (request) => {
    const s = await session(request);
    return ok({
      balance: formatMinor(await money.balance(s.merchant_code, s.player_id)),
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
    return ok({ amount: formatMinor(await money.jackpotPool(s.merchant_code)), currency: s.currency });
  });

  // ---- crash socket ----
  app.get<{ Querystring: { session?: string } }>(
    INHOUSE_API.crashSocket,
    { websocket: true },
    async (socket, request) => {
      let s: SessionRow;
      try {
        s = await sessions.authenticate(request.query.session);
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

  // ---- the game UI (apps/vendor-ui/dist) ----
  const dist = path.resolve(deps.uiDist);
  if (existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, { root: dist, prefix: '/play/', index: false, wildcard: false });
    app.get<{ Querystring: { token?: string } }>('/play/*', async (request, reply) => {
      // The page may be framed by the merchant site its launch was issued for, and nothing else.
      const token = typeof request.query.token === 'string' ? request.query.token : undefined;
      const siteOrigin = await sessions.launchSiteOrigin(token);
      reply.header('content-security-policy', gamePagePolicy(siteOrigin));
      return reply.type('text/html').sendFile('index.html', dist, { cacheControl: false });
    });
  } else {
    app.get('/play/*', async (_request, reply) =>
      reply
        .type('text/html')
        .status(503)
        .send(
          '<!doctype html><title>Croupier Originals</title><p>The game UI is not built: run <code>npm run build</code>.</p>',
        ),
    );
  }
  return app;
}
