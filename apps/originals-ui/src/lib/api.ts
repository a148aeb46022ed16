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
const call = vendorCaller({ sessionHeader: INHOUSE_SESSION_HEADER, serverName: 'game server' });

export { ApiError, fillPath, isSessionError };

export type TSession = TInhouseSessionResponse['value'];

const sessionKey = (gameCode: string): string => `inhouse.session.${gameCode}`;

/**
 * Starts the session: a launch token in the URL is exchanged once (the caller then drops it from
 * the address bar, so a reload does not replay it); without one, the session saved in this tab is
 * reused and refreshed by the caller.
 */
export function openSession(gameCode: string, launchToken: string | null): Promise<TSession> {
  return openSavedSession(sessionKey(gameCode), launchToken, async (token) => {
    const res = await call(ZInhouseSessionResponse, 'POST', INHOUSE_API.session, null, {
      launchToken: token,
    });
    return res.value;
  });
}

/** Forgets the saved session of a game (after it expired). */
export function forgetSession(gameCode: string): void {
  frameStorage.remove(sessionKey(gameCode));
}

/** The game API bound to one session token. */
export function createApi(sessionToken: string) {
  const get = <S extends z.ZodType>(schema: S, path: string) => call(schema, 'GET', path, sessionToken);
  const post = <S extends z.ZodType>(schema: S, path: string, body: unknown) =>
    call(schema, 'POST', path, sessionToken, body);
  return {
    sessionToken,
    balance: () => get(ZInhouseBalanceResponse, INHOUSE_API.balance),
    /** Demo sessions: the play money back to its starting amount. */
    demoReset: () => post(ZInhouseBalanceResponse, INHOUSE_API.demoReset, {}),
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
