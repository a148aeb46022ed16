import {
  INHOUSE_API,
  INHOUSE_SESSION_HEADER,
  type TInhouseGameCode,
  type TInhouseSessionResponse,
  ZInhouseBalanceResponse,
  ZInhouseFairnessResponse,
  ZInhouseJackpotResponse,
  ZInhouseOpenRoundResponse,
  ZInhouseRoundResponse,
  ZInhouseRoundsResponse,
  ZInhouseSessionResponse,
  ZInhouseSocketTicketResponse,
} from '@croupier/contracts';
import type { z } from 'zod';

/**
 * The vendor game API as the game page calls it: same origin, the `INHOUSE_API` paths, the session
 * token in the `x-inhouse-session` header, every answer validated with the contract's schema. An
 * error answer becomes an `ApiError` carrying the stable code the UI switches on.
 */

/** An error answer of the vendor (or a network failure, code NETWORK). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Codes after which the page cannot continue without a new launch from the lobby. */
export const SESSION_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHORIZED', 'LAUNCH_TOKEN_INVALID']);

/** True when an error means the game session is over. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && SESSION_CODES.has(error.code);
}

export type TSession = TInhouseSessionResponse['value'];

const memoryStore = new Map<string, string>();
/** sessionStorage when the (third-party) frame may use it, memory otherwise. */
export const store = {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return memoryStore.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      memoryStore.set(key, value);
    }
  },
  remove(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      memoryStore.delete(key);
    }
  },
};

/** Fills `:name` parameters of a contract path. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

async function call<S extends z.ZodType>(
  schema: S,
  method: 'GET' | 'POST',
  path: string,
  sessionToken: string | null,
  body?: unknown,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (sessionToken) headers[INHOUSE_SESSION_HEADER] = sessionToken;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError('NETWORK', 'The game server cannot be reached. Check your connection.', 0);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(
      'BAD_RESPONSE',
      `Unexpected answer from the game server (HTTP ${response.status}).`,
      response.status,
    );
  }
  const envelope = json as { success?: boolean; code?: string; message?: string };
  if (!response.ok || envelope.success !== true) {
    throw new ApiError(
      envelope.code ?? 'UNKNOWN',
      envelope.message ?? `Request failed (HTTP ${response.status}).`,
      response.status,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', 'Unexpected answer from the game server.', 200);
  return parsed.data;
}

const sessionKey = (gameCode: string): string => `inhouse.session.${gameCode}`;

/**
 * Starts the game session: a launch token in the URL is exchanged once (then removed from the
 * address bar, so a reload does not replay it); without one, the session saved in this tab is
 * reused and its balance/fairness refreshed by the caller.
 */
export async function openSession(gameCode: string, launchToken: string | null): Promise<TSession> {
  if (launchToken) {
    const res = await call(ZInhouseSessionResponse, 'POST', INHOUSE_API.session, null, { launchToken });
    store.set(sessionKey(gameCode), JSON.stringify(res.value));
    return res.value;
  }
  const saved = store.get(sessionKey(gameCode));
  if (!saved)
    throw new ApiError(
      'SESSION_EXPIRED',
      'This game was opened without a launch. Start it from the lobby.',
      401,
    );
  return JSON.parse(saved) as TSession;
}

/** Forgets the saved session of a game (after it expired). */
export function forgetSession(gameCode: string): void {
  store.remove(sessionKey(gameCode));
}

/** The game API bound to one session token. */
export function createApi(sessionToken: string) {
  const get = <S extends z.ZodType>(schema: S, path: string) => call(schema, 'GET', path, sessionToken);
  const post = <S extends z.ZodType>(schema: S, path: string, body: unknown) =>
    call(schema, 'POST', path, sessionToken, body);
  return {
    sessionToken,
    balance: () => get(ZInhouseBalanceResponse, INHOUSE_API.balance),
    spin: (bet: string) => post(ZInhouseRoundResponse, INHOUSE_API.slotsSpin, { bet }),
    dice: (bet: string, target: number, direction: 'under' | 'over') =>
      post(ZInhouseRoundResponse, INHOUSE_API.diceRoll, { bet, target, direction }),
    limbo: (bet: string, target: string) =>
      post(ZInhouseRoundResponse, INHOUSE_API.limboPlay, { bet, target }),
    plinko: (bet: string, rows: number, risk: 'low' | 'medium' | 'high') =>
      post(ZInhouseRoundResponse, INHOUSE_API.plinkoDrop, { bet, rows, risk }),
    minesStart: (bet: string, mines: number) =>
      post(ZInhouseRoundResponse, INHOUSE_API.minesStart, { bet, mines }),
    minesReveal: (roundId: string, tile: number) =>
      post(ZInhouseRoundResponse, INHOUSE_API.minesReveal, { roundId, tile }),
    minesCashout: (roundId: string) => post(ZInhouseRoundResponse, INHOUSE_API.minesCashout, { roundId }),
    minesActive: () => get(ZInhouseOpenRoundResponse, INHOUSE_API.minesActive),
    rounds: (limit = 20) => get(ZInhouseRoundsResponse, `${INHOUSE_API.rounds}?limit=${limit}`),
    /** `GET rounds/:id`: only the round is used (an answer with just `{ round }` is accepted too). */
    round: async (roundId: string) => {
      const res = await get(ZInhouseOpenRoundResponse, fillPath(INHOUSE_API.round, { roundId }));
      if (!res.value.round) throw new ApiError('NOT_FOUND', 'This round was not found.', 404);
      return { success: true as const, value: { round: res.value.round } };
    },
    fairness: () => get(ZInhouseFairnessResponse, INHOUSE_API.fairness),
    setClientSeed: (clientSeed: string) =>
      post(ZInhouseFairnessResponse, INHOUSE_API.clientSeed, { clientSeed }),
    rotateSeed: (clientSeed?: string) =>
      post(ZInhouseFairnessResponse, INHOUSE_API.rotateSeed, clientSeed ? { clientSeed } : {}),
    jackpot: () => get(ZInhouseJackpotResponse, INHOUSE_API.jackpot),
    /** The crash socket's URL with a fresh one-time ticket (the session token never goes in a URL). */
    crashSocketUrl: async () => {
      const { value } = await post(ZInhouseSocketTicketResponse, INHOUSE_API.crashTicket, {});
      const url = new URL(INHOUSE_API.crashSocket, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      url.searchParams.set('ticket', value.ticket);
      return url.toString();
    },
  };
}

export type GameApi = ReturnType<typeof createApi>;
export type { TInhouseGameCode };
