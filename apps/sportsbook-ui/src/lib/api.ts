import {
  SPORTS_API,
  SPORTS_SESSION_HEADER,
  type TSportsSession,
  type TSportsSlipRequest,
  ZGamePageBalanceResponse,
  ZSportsBetsResponse,
  ZSportsMatchesResponse,
  ZSportsMatchResponse,
  ZSportsSessionResponse,
  ZSportsSlipResponse,
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

/** The sportsbook's API as this page calls it (see @croupier/game-client). */
const call = vendorCaller({ sessionHeader: SPORTS_SESSION_HEADER, serverName: 'sportsbook server' });

export { ApiError, isSessionError };
export type TSession = TSportsSession;

const sessionKey = (gameCode: string) => `sports.session.${gameCode}`;

/** Exchanges the launch token once (a reload reuses the session saved in this tab). */
export function openSession(gameCode: string, launchToken: string | null): Promise<TSession> {
  return openSavedSession(sessionKey(gameCode), launchToken, async (token) => {
    const res = await call(ZSportsSessionResponse, 'POST', SPORTS_API.session, null, { launchToken: token });
    return res.value;
  });
}

export function forgetSession(gameCode: string): void {
  frameStorage.remove(sessionKey(gameCode));
}

export function createApi(sessionToken: string) {
  const get = <S extends z.ZodType>(schema: S, path: string) => call(schema, 'GET', path, sessionToken);
  return {
    balance: () => get(ZGamePageBalanceResponse, SPORTS_API.balance),
    matches: (tab: 'live' | 'today' | 'early', sport?: string, league?: string) =>
      get(
        ZSportsMatchesResponse,
        `${SPORTS_API.matches}?tab=${tab}${sport ? `&sport=${sport}` : ''}${league ? `&league=${encodeURIComponent(league)}` : ''}`,
      ),
    match: (matchId: string) => get(ZSportsMatchResponse, fillPath(SPORTS_API.match, { matchId })),
    place: (slip: TSportsSlipRequest) =>
      call(ZSportsSlipResponse, 'POST', SPORTS_API.slips, sessionToken, slip),
    bets: (status: 'open' | 'settled') =>
      get(ZSportsBetsResponse, `${SPORTS_API.bets}?status=${status}&limit=30`),
    /** The whole bet, or with `stake` only that part of its open stake (partial cash-out). */
    cashOut: (betId: string, amount: string, stake?: string) =>
      call(ZSportsSlipResponse, 'POST', fillPath(SPORTS_API.cashOut, { betId }), sessionToken, {
        amount,
        ...(stake ? { stake } : {}),
      }),
  };
}

export type SportsApi = ReturnType<typeof createApi>;
