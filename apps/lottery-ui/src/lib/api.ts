import {
  LOTTERY_API,
  LOTTERY_GAMES,
  LOTTERY_SESSION_HEADER,
  type TLotteryBuyRequest,
  type TLotteryGameCode,
  type TLotterySessionResponse,
  type TLotteryTicketsQuery,
  ZLotteryBalanceResponse,
  ZLotteryBuyResponse,
  ZLotteryDrawResponse,
  ZLotteryDrawsResponse,
  ZLotteryGamesResponse,
  ZLotterySessionResponse,
  ZLotteryTicketsResponse,
} from '@croupier/contracts';
import type { z } from 'zod';

/**
 * The lottery vendor's API as the player UI calls it: same origin, the `LOTTERY_API` paths, the
 * session token in the `x-lottery-session` header, every answer validated with the contract's
 * schema. An error answer becomes an `ApiError` carrying the stable code the UI switches on.
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
const SESSION_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHORIZED', 'LAUNCH_TOKEN_INVALID']);

/** True when an error means the game session is over. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && SESSION_CODES.has(error.code);
}

export type TSession = TLotterySessionResponse['value'];

const memoryStore = new Map<string, string>();
/** sessionStorage when the (third-party) frame may use it, memory otherwise. */
const store = {
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
  if (sessionToken) headers[LOTTERY_SESSION_HEADER] = sessionToken;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError('NETWORK', 'The lottery server cannot be reached. Check your connection.', 0);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(
      'BAD_RESPONSE',
      `Unexpected answer from the lottery server (HTTP ${response.status}).`,
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
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', 'Unexpected answer from the lottery server.', 200);
  return parsed.data;
}

/** The session is the vendor code's: one launch opens every game of that vendor. */
const sessionKey = (gameCode: TLotteryGameCode): string =>
  `lottery.session.${LOTTERY_GAMES[gameCode].vendorCode}`;

/**
 * Starts the session: a launch token in the URL is exchanged once (the caller then drops it from
 * the address bar, so a reload does not replay it); without one, the session saved in this tab is
 * reused and refreshed by the caller.
 */
export async function openSession(gameCode: TLotteryGameCode, launchToken: string | null): Promise<TSession> {
  if (launchToken) {
    const res = await call(ZLotterySessionResponse, 'POST', LOTTERY_API.session, null, { launchToken });
    store.set(sessionKey(gameCode), JSON.stringify(res.value));
    return res.value;
  }
  const saved = store.get(sessionKey(gameCode));
  if (!saved)
    throw new ApiError(
      'SESSION_EXPIRED',
      'This lottery was opened without a launch. Start it from the lobby.',
      401,
    );
  return JSON.parse(saved) as TSession;
}

/** Forgets the saved session of a game's vendor (after it expired). */
export function forgetSession(gameCode: TLotteryGameCode): void {
  store.remove(sessionKey(gameCode));
}

/** The lottery API bound to one session token. */
export function createApi(sessionToken: string) {
  const get = <S extends z.ZodType>(schema: S, path: string) => call(schema, 'GET', path, sessionToken);
  return {
    balance: () => get(ZLotteryBalanceResponse, LOTTERY_API.balance),
    games: () => get(ZLotteryGamesResponse, LOTTERY_API.games),
    draws: (gameCode: TLotteryGameCode, limit = 20) =>
      get(ZLotteryDrawsResponse, `${fillPath(LOTTERY_API.draws, { gameCode })}?limit=${limit}`),
    draw: (drawId: string) => get(ZLotteryDrawResponse, fillPath(LOTTERY_API.draw, { drawId })),
    buy: (request: TLotteryBuyRequest) =>
      call(ZLotteryBuyResponse, 'POST', LOTTERY_API.buy, sessionToken, request),
    tickets: (query: Partial<TLotteryTicketsQuery> = {}) => {
      const q = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) q.set(key, String(value));
      const text = q.toString();
      return get(ZLotteryTicketsResponse, text ? `${LOTTERY_API.tickets}?${text}` : LOTTERY_API.tickets);
    },
  };
}

export type LotteryApi = ReturnType<typeof createApi>;
