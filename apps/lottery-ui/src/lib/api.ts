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
import {
  ApiError,
  fillPath,
  frameStorage,
  isSessionError,
  openSavedSession,
  vendorCaller,
} from '@croupier/game-client';
import type { z } from 'zod';

/** The vendor's API as this page calls it (see @croupier/game-client). */
const call = vendorCaller({ sessionHeader: LOTTERY_SESSION_HEADER, serverName: 'lottery server' });

export { ApiError, fillPath, isSessionError };

export type TSession = TLotterySessionResponse['value'];

/** The session is the vendor code's: one launch opens every game of that vendor. */
const sessionKey = (gameCode: TLotteryGameCode): string =>
  `lottery.session.${LOTTERY_GAMES[gameCode].vendorCode}`;

/**
 * Starts the session: a launch token in the URL is exchanged once (the caller then drops it from
 * the address bar, so a reload does not replay it); without one, the session saved in this tab is
 * reused and refreshed by the caller.
 */
export function openSession(gameCode: TLotteryGameCode, launchToken: string | null): Promise<TSession> {
  return openSavedSession(sessionKey(gameCode), launchToken, async (token) => {
    const res = await call(ZLotterySessionResponse, 'POST', LOTTERY_API.session, null, {
      launchToken: token,
    });
    return res.value;
  });
}

/** Forgets the saved session of a game's vendor (after it expired). */
export function forgetSession(gameCode: TLotteryGameCode): void {
  frameStorage.remove(sessionKey(gameCode));
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
