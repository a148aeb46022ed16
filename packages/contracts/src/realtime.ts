import * as z from './z.ts';

/**
 * The player site's WebSocket (`/wps/ws` on the merchant's own domain).
 *
 * The socket authenticates with the member's session token: either in the `token` query parameter
 * or as the first message `{type:'auth', token}` within AUTH_TIMEOUT_MS. A refused or missing token
 * gets an `error` message and the close code REALTIME_CLOSE.unauthorized. After `ready`, the
 * server pushes `balance` whenever the member's main wallet changes (from any server process).
 */
export const REALTIME_PATH = '/wps/ws';

export const REALTIME_CLOSE = {
  /** The token is missing, unknown, expired or of another merchant. */
  unauthorized: 4401,
  /** No auth message came in time. */
  authTimeout: 4408,
  /** The message was not one of ZRealtimeClientMessage. */
  badMessage: 4400,
  /** The socket's session ended after it was authenticated (logout, password change, expiry, disabled member). */
  sessionEnded: 4410,
} as const;

export const REALTIME_AUTH_TIMEOUT_MS = 10_000;

export const ZRealtimeClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(512) }),
  z.object({ type: z.literal('ping') }),
]);
export type TRealtimeClientMessage = z.infer<typeof ZRealtimeClientMessage>;

export const ZRealtimeBalance = z.object({
  type: z.literal('balance'),
  /** Decimal string (formatMinor), as in `GET /wps/v2/wallets/balance`. */
  balance: z.string(),
  currency: z.string(),
});
export type TRealtimeBalance = z.infer<typeof ZRealtimeBalance>;

export const ZRealtimeServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), memberId: z.string() }),
  ZRealtimeBalance,
  z.object({ type: z.literal('pong') }),
  /** The member's inbox changed (a message arrived): re-read the unread count (issue 18). */
  z.object({ type: z.literal('messages') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type TRealtimeServerMessage = z.infer<typeof ZRealtimeServerMessage>;
