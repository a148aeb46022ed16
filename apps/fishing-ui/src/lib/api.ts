import {
  FISHING_API,
  FISHING_SESSION_HEADER,
  type TFishingGameCode,
  type TFishingSession,
  ZFishingBalanceResponse,
  ZFishingRoundResponse,
  ZFishingRoundsResponse,
  ZFishingSessionResponse,
} from '@croupier/contracts';
import {
  ApiError,
  fillPath,
  frameStorage,
  isSessionError,
  openSavedSession,
  vendorCaller,
} from '@croupier/game-client';

/** The fishing vendor's API as this page calls it (see @croupier/game-client). */
const call = vendorCaller({ sessionHeader: FISHING_SESSION_HEADER, serverName: 'fishing server' });

export { ApiError, isSessionError };
export type TSession = TFishingSession;

const sessionKey = (gameCode: TFishingGameCode) => `fishing.session.${gameCode}`;

/** Exchanges the launch token once; a reload reuses the session saved in this tab. */
export function openSession(gameCode: TFishingGameCode, launchToken: string | null): Promise<TSession> {
  return openSavedSession(sessionKey(gameCode), launchToken, async (token) => {
    const res = await call(ZFishingSessionResponse, 'POST', FISHING_API.session, null, {
      launchToken: token,
    });
    return res.value;
  });
}

export function forgetSession(gameCode: TFishingGameCode): void {
  frameStorage.remove(sessionKey(gameCode));
}

export function createApi(sessionToken: string) {
  return {
    balance: () => call(ZFishingBalanceResponse, 'GET', FISHING_API.balance, sessionToken),
    rounds: (limit = 30) =>
      call(ZFishingRoundsResponse, 'GET', `${FISHING_API.rounds}?limit=${limit}`, sessionToken),
    round: (roundId: string) =>
      call(ZFishingRoundResponse, 'GET', fillPath(FISHING_API.round, { roundId }), sessionToken),
  };
}
export type FishingApi = ReturnType<typeof createApi>;
