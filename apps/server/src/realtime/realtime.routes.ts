import {
  errorMessage,
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE,
  REALTIME_PATH,
  type TErrorCode,
  type TRealtimeServerMessage,
  ZRealtimeClientMessage,
} from '@croupier/contracts';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { RealtimeServices } from './realtime.plugin.ts';

/** Seconds between server pings; a socket that misses one pong is dropped. */
const HEARTBEAT_MS = 30_000;

/**
 * Root-level part of real time: the WebSocket plugin and the lifecycle (LISTEN on ready; on close,
 * flush pending balance notices, stop listening, and stop the job queue, before the database closes).
 */
export async function installRealtime(app: FastifyInstance, services: RealtimeServices): Promise<void> {
  // Added before the plugin, so it runs before the plugin's own preClose (a close without a code).
  app.addHook('preClose', () => closeSocketsGoingAway(app));
  await app.register(fastifyWebsocket, { options: { maxPayload: 4 * 1024 } });
  services.realtime.useLogger(app.log);
  services.jobs.useLogger(app.log);
  app.addHook('onReady', async () => {
    await services.realtime.start();
  });
  app.addHook('onClose', async () => {
    await services.realtime.stop();
    await services.jobs.stop();
  });
}

/**
 * Closes every member socket with 1001 (going away: the site reconnects to another process or
 * later) and cuts the ones that have not answered within `waitMs`: a silent peer would otherwise
 * hold the HTTP server's close for ws's 30 s closing handshake.
 */
async function closeSocketsGoingAway(app: FastifyInstance, waitMs = 1000): Promise<void> {
  const clients = app.websocketServer ? [...app.websocketServer.clients] : [];
  if (clients.length === 0) return;
  const closed = clients.map(
    (client) =>
      new Promise<void>((resolve) =>
        client.readyState === client.CLOSED ? resolve() : client.once('close', () => resolve()),
      ),
  );
  for (const client of clients) client.close(1001, 'server shutting down');
  const cut = setTimeout(() => {
    for (const client of clients) client.terminate();
  }, waitMs);
  await Promise.all(closed);
  clearTimeout(cut);
}

/**
 * `GET /wps/ws` (merchant scope): the member's live socket. Authenticates with the first message
 * `{type:'auth', token}`; then pushes `balance` on every change of the member's main wallet.
 */
export async function realtimeRoutes(app: FastifyInstance, { services }: { services: RealtimeServices }) {
  app.get(REALTIME_PATH, { websocket: true, schema: { hide: true } }, (socket: WebSocket, request) => {
    const merchant = merchantOf(request);
    const language = requestLanguage(request);
    let detach: (() => void) | undefined;
    let authenticating = false;
    let alive = true;

    const send = (message: TRealtimeServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const refuse = (code: TErrorCode, closeCode: number) => {
      send({ type: 'error', code, message: errorMessage(code, language) });
      socket.close(closeCode, code);
    };

    const authTimer = setTimeout(() => {
      if (!detach) refuse('UNAUTHORIZED', REALTIME_CLOSE.authTimeout);
    }, REALTIME_AUTH_TIMEOUT_MS);
    /** Closes the socket once its session has ended (issue 21, finding 9); asked on events and each heartbeat. */
    let sessionId: bigint | undefined;
    const recheck = () => {
      if (sessionId === undefined) return;
      services.sessions
        .isLive(merchant, sessionId)
        .then((live) => {
          if (!live && detach) refuse('SESSION_EXPIRED', REALTIME_CLOSE.sessionEnded);
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'realtime session check failed'));
    };
    const heartbeat = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
      recheck();
    }, HEARTBEAT_MS);
    socket.on('pong', () => {
      alive = true;
    });

    socket.on('message', (raw) => {
      let parsed: ReturnType<typeof ZRealtimeClientMessage.safeParse>;
      try {
        parsed = ZRealtimeClientMessage.safeParse(JSON.parse(raw.toString()));
      } catch {
        refuse('VALIDATION_FAILED', REALTIME_CLOSE.badMessage);
        return;
      }
      if (!parsed.success) {
        refuse('VALIDATION_FAILED', REALTIME_CLOSE.badMessage);
        return;
      }
      const message = parsed.data;
      if (message.type === 'ping') {
        send({ type: 'pong' });
        return;
      }
      if (detach || authenticating) return;
      authenticating = true;
      void services.sessions
        .authenticate(merchant, message.token)
        .then(async (auth) => {
          authenticating = false;
          if (!auth) {
            refuse('UNAUTHORIZED', REALTIME_CLOSE.unauthorized);
            return;
          }
          if (socket.readyState !== socket.OPEN) return;
          clearTimeout(authTimer);
          sessionId = auth.session.id;
          detach = services.realtime.hub.attach(
            merchant.id,
            auth.member.id,
            merchant.currency,
            socket,
            recheck,
          );
          send({ type: 'ready', memberId: auth.member.id.toString() });
          await services.realtime.hub.pushBalance(merchant.id, auth.member.id);
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'realtime authentication failed');
          refuse('INTERNAL_ERROR', 1011);
        });
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(heartbeat);
      detach?.();
      detach = undefined;
    });
  });
}
