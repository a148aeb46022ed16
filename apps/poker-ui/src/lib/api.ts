import {
  POKER_API,
  POKER_SESSION_HEADER,
  type TPokerActRequest,
  type TPokerSession,
  type TPokerTableCode,
  ZPokerBalanceResponse,
  ZPokerChatResponse,
  ZPokerHandsResponse,
  ZPokerLeaveResponse,
  ZPokerSessionResponse,
  ZPokerTableResponse,
} from '@croupier/contracts';
import {
  ApiError,
  fillPath,
  frameStorage,
  isSessionError,
  openSavedSession,
  vendorCaller,
} from '@croupier/game-client';
import { z } from 'zod';

/** The poker vendor's API as this page calls it (see @croupier/game-client). */
const call = vendorCaller({ sessionHeader: POKER_SESSION_HEADER, serverName: 'poker server' });

export { ApiError, isSessionError };
export type TSession = TPokerSession;

const sessionKey = (tableCode: TPokerTableCode) => `poker.session.${tableCode}`;

/** Exchanges the launch token once; a reload reuses the session saved in this tab. */
export function openSession(tableCode: TPokerTableCode, launchToken: string | null): Promise<TSession> {
  return openSavedSession(sessionKey(tableCode), launchToken, async (token) => {
    const res = await call(ZPokerSessionResponse, 'POST', POKER_API.session, null, { launchToken: token });
    return res.value;
  });
}

export function forgetSession(tableCode: TPokerTableCode): void {
  frameStorage.remove(sessionKey(tableCode));
}

const ZOk = z.object({ success: z.literal(true) });

/** The table API bound to one session and table. */
export function createApi(sessionToken: string, tableCode: TPokerTableCode) {
  const at = (path: string) => fillPath(path, { tableCode });
  return {
    balance: () => call(ZPokerBalanceResponse, 'GET', POKER_API.balance, sessionToken),
    table: () => call(ZPokerTableResponse, 'GET', at(POKER_API.table), sessionToken),
    sit: (seat: number, buyIn: string) =>
      call(ZPokerTableResponse, 'POST', at(POKER_API.sit), sessionToken, { seat, buyIn }),
    act: (request: TPokerActRequest) =>
      call(ZPokerTableResponse, 'POST', at(POKER_API.act), sessionToken, request),
    sitOut: (sitOut: boolean) =>
      call(ZPokerTableResponse, 'POST', at(POKER_API.sitOut), sessionToken, { sitOut }),
    leave: () => call(ZPokerLeaveResponse, 'POST', at(POKER_API.leave), sessionToken, {}),
    hands: (limit = 20) =>
      call(ZPokerHandsResponse, 'GET', `${at(POKER_API.hands)}?limit=${limit}`, sessionToken),
    chat: () => call(ZPokerChatResponse, 'GET', at(POKER_API.chat), sessionToken),
    sendChat: (text: string) => call(ZOk, 'POST', at(POKER_API.chat), sessionToken, { text }),
  };
}
export type PokerApi = ReturnType<typeof createApi>;
