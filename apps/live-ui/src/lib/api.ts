import {
  LIVE_API,
  LIVE_SESSION_HEADER,
  LIVE_TABLES,
  type TLivePlaceBetsRequest,
  type TLiveSessionResponse,
  type TLiveTableCode,
  ZLiveBalanceResponse,
  ZLiveChatResponse,
  ZLiveChatSendResponse,
  ZLiveHistoryResponse,
  ZLiveModelsResponse,
  ZLiveMyRoundsResponse,
  ZLivePlaceBetsResponse,
  ZLiveSessionResponse,
  ZLiveTableSnapshotResponse,
  ZLiveTablesResponse,
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

/** The live vendor's API as this page calls it (see @croupier/game-client). */
const call = vendorCaller({ sessionHeader: LIVE_SESSION_HEADER, serverName: 'live casino server' });

export { ApiError, fillPath, isSessionError };

export type TSession = TLiveSessionResponse['value'];

/** The session is the vendor code's: one launch opens every table of that vendor. */
const sessionKey = (tableCode: TLiveTableCode): string => `live.session.${LIVE_TABLES[tableCode].vendorCode}`;

/**
 * Starts the session: a launch token in the URL is exchanged once (the caller then drops it from
 * the address bar, so a reload does not replay it); without one, the session saved in this tab is
 * reused.
 */
export function openSession(tableCode: TLiveTableCode, launchToken: string | null): Promise<TSession> {
  return openSavedSession(sessionKey(tableCode), launchToken, async (token) => {
    const res = await call(ZLiveSessionResponse, 'POST', LIVE_API.session, null, { launchToken: token });
    return res.value;
  });
}

/** Forgets the saved session of a table's vendor (after it expired). */
export function forgetSession(tableCode: TLiveTableCode): void {
  frameStorage.remove(sessionKey(tableCode));
}

/** The live API bound to one session token. */
export function createApi(sessionToken: string) {
  const get = <S extends z.ZodType>(schema: S, path: string) => call(schema, 'GET', path, sessionToken);
  const at = (path: string, tableCode: TLiveTableCode) => fillPath(path, { tableCode });
  return {
    balance: () => get(ZLiveBalanceResponse, LIVE_API.balance),
    tables: () => get(ZLiveTablesResponse, LIVE_API.tables),
    table: (tableCode: TLiveTableCode) => get(ZLiveTableSnapshotResponse, at(LIVE_API.table, tableCode)),
    placeBets: (tableCode: TLiveTableCode, request: TLivePlaceBetsRequest) =>
      call(ZLivePlaceBetsResponse, 'POST', at(LIVE_API.bets, tableCode), sessionToken, request),
    myBets: (tableCode: TLiveTableCode, limit = 20) =>
      get(ZLiveMyRoundsResponse, `${at(LIVE_API.myBets, tableCode)}?limit=${limit}`),
    history: (tableCode: TLiveTableCode, limit = 60) =>
      get(ZLiveHistoryResponse, `${at(LIVE_API.history, tableCode)}?limit=${limit}`),
    chat: (tableCode: TLiveTableCode) => get(ZLiveChatResponse, at(LIVE_API.chat, tableCode)),
    sendChat: (tableCode: TLiveTableCode, text: string) =>
      call(ZLiveChatSendResponse, 'POST', at(LIVE_API.chatSend, tableCode), sessionToken, { text }),
    models: () => get(ZLiveModelsResponse, LIVE_API.models),
  };
}

export type LiveApi = ReturnType<typeof createApi>;
