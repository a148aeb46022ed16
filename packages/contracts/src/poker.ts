/**
 * The poker vendor (apps/poker, vendor code CPOKER, category PVP): no-limit hold'em cash tables
 * where members play each other and the house keeps only the rake; its tables, the game API of its
 * player UI (apps/poker-ui, served by the vendor under `/play/`), its WebSocket and the room list.
 *
 * Flow (as the live vendor, live.ts): the lobby's launch makes the platform ask the vendor for
 * `http://<vendor>/play/<tableCode>?token=<launchToken>`; the UI exchanges the token at
 * `POKER_API.session` and sends the session token in `x-poker-session`; the socket (`POKER_WS_PATH`)
 * is joined with `{ type: 'join', sessionToken, tableCode }` and then pushes the table's state.
 *
 * Money: a table wallet. Sitting down with a buy-in is one wallet bet (the round is the sitting);
 * leaving is the win of that round with the stack (also of 0). The chips a table holds are always
 * chips the platform debited; the rake of each hand is what the house keeps.
 *
 * Provably fair: each hand's deck is `deckOf(seed)` of packages/games; `seedHash` (SHA-256 of the
 * seed) is shown when the hand starts, the seed when it ends.
 *
 * Errors: POKER_TABLE_NOT_FOUND, POKER_NOT_YOUR_TURN (also an action for a hand that is over),
 * POKER_ILLEGAL_ACTION, POKER_RAISE_TOO_SMALL, POKER_RAISE_TOO_LARGE, POKER_BUY_IN_OUT_OF_RANGE,
 * POKER_ALREADY_SEATED, POKER_SEAT_TAKEN, POKER_NOT_SEATED, plus INSUFFICIENT_FUNDS (the platform's
 * refusal of a buy-in above the balance), UNAUTHORIZED / SESSION_EXPIRED, VALIDATION_FAILED,
 * TOO_MANY_REQUESTS (chat), SERVICE_UNAVAILABLE.
 */

import { ZGamePageBalanceResponse, ZGamePageSession } from './vendor-platform.ts';
import { ZMoney, ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

export const POKER_VENDOR_CODES = ['CPOKER'] as const;
export type TPokerVendorCode = (typeof POKER_VENDOR_CODES)[number];

/** Every table: the catalogue's `gameCode`; blinds and buy-ins in money units. */
export const POKER_TABLES = {
  NL6_SAKURA: {
    name: 'Sakura',
    seats: 6,
    smallBlind: '0.05',
    bigBlind: '0.1',
    minBuyIn: '4',
    maxBuyIn: '10',
  },
  NL6_JADE: { name: 'Jade', seats: 6, smallBlind: '0.25', bigBlind: '0.5', minBuyIn: '20', maxBuyIn: '50' },
  NL6_DRAGON: { name: 'Dragon', seats: 6, smallBlind: '1', bigBlind: '2', minBuyIn: '80', maxBuyIn: '200' },
  NL9_LOTUS: { name: 'Lotus', seats: 9, smallBlind: '0.1', bigBlind: '0.2', minBuyIn: '8', maxBuyIn: '20' },
  NL9_TIGER: { name: 'Tiger', seats: 9, smallBlind: '0.5', bigBlind: '1', minBuyIn: '40', maxBuyIn: '100' },
} as const satisfies Record<
  string,
  { name: string; seats: 6 | 9; smallBlind: string; bigBlind: string; minBuyIn: string; maxBuyIn: string }
>;
export type TPokerTableCode = keyof typeof POKER_TABLES;
export const POKER_TABLE_CODES = Object.keys(POKER_TABLES) as TPokerTableCode[];
export const ZPokerTableCode = z.enum(POKER_TABLE_CODES as [TPokerTableCode, ...TPokerTableCode[]]);

export function isPokerGameCode(code: string): code is TPokerTableCode {
  return Object.hasOwn(POKER_TABLES, code);
}

/** Rake of every table: 5 % of the pot, at most three big blinds, none without a flop. */
export const POKER_RAKE = { basisPoints: 500, capBigBlinds: 3 } as const;

export const POKER_SESSION_HEADER = 'x-poker-session';
export const POKER_WS_PATH = '/poker/ws';
export const POKER_WS_CLOSE = { unauthorized: 4401, joinTimeout: 4408, badMessage: 4400 } as const;
export const POKER_WS_JOIN_TIMEOUT_MS = 10_000;
export const POKER_CHAT_MAX_LENGTH = 160;
/** At most `messages` chat messages per player and table in `seconds`. */
export const POKER_CHAT_RATE = { messages: 5, seconds: 15 } as const;

export const POKER_API = {
  /** GET: the player UI, `?token=<launchToken>`. */
  play: '/play/:tableCode',
  /** POST `ZPokerSessionRequest` -> `ZPokerSessionResponse`. */
  session: '/poker/api/session',
  /** GET -> `ZPokerBalanceResponse`. */
  balance: '/poker/api/balance',
  /** GET (public) -> `ZPokerRoomsResponse`: the room list (the platform relays it). */
  rooms: '/poker/api/rooms',
  /** GET -> `ZPokerTableResponse`: the table as I see it (as the socket's `table` message). */
  table: '/poker/api/tables/:tableCode',
  /** POST `ZPokerSitRequest` -> `ZPokerTableResponse`: buy in (one wallet bet) and take a seat. */
  sit: '/poker/api/tables/:tableCode/sit',
  /** POST `ZPokerActRequest` -> `ZPokerTableResponse`. */
  act: '/poker/api/tables/:tableCode/act',
  /** POST -> `ZPokerTableResponse`: sit out (not dealt in) or back in (`ZPokerSitOutRequest`). */
  sitOut: '/poker/api/tables/:tableCode/sit-out',
  /** POST -> `ZPokerLeaveResponse`: leave; the stack goes back to the wallet (after the hand I am in). */
  leave: '/poker/api/tables/:tableCode/leave',
  /** GET `?limit=` -> `ZPokerHandsResponse`: hands I played at this table, newest first (replayable). */
  hands: '/poker/api/tables/:tableCode/hands',
  /** POST `ZPokerChatSendRequest` -> `{ success: true }`; GET -> `ZPokerChatResponse`. */
  chat: '/poker/api/tables/:tableCode/chat',
} as const;

export const POKER_VENDOR_API = {
  launch: '/poker/platform/launch',
  operators: '/poker/admin/operators',
  health: '/poker/healthz',
} as const;

// ---- the table as a player sees it ----

export const POKER_STREETS = ['PREFLOP', 'FLOP', 'TURN', 'RIVER', 'SHOWDOWN'] as const;
export const ZPokerCard = z.string().regex(/^[2-9TJQKA][SHDC]$/);

export const ZPokerSeat = z.object({
  seat: z.number().int(),
  displayName: z.string(),
  stack: ZMoney,
  /** Put in on this street. */
  bet: ZMoney,
  status: z.enum(['PLAYING', 'FOLDED', 'ALL_IN', 'WAITING', 'SITTING_OUT']),
  isMe: z.boolean(),
  /** My cards, or everyone's shown at the showdown; null when hidden (a card back when `hasCards`). */
  cards: z.array(ZPokerCard).nullable(),
  hasCards: z.boolean(),
  isButton: z.boolean(),
  connected: z.boolean(),
  /** When this seat's turn ends (action timer plus its time bank), when it is to act. */
  turnEndsAt: z.string().nullable(),
  timeBankMs: z.number().int(),
  /** Chips won in the last finished hand (shown until the next starts). */
  won: ZMoney.nullable(),
  handCategory: z.string().nullable(),
});
export type TPokerSeat = z.infer<typeof ZPokerSeat>;

export const ZPokerLegal = z.object({
  canCheck: z.boolean(),
  toCall: ZMoney,
  minRaiseTo: ZMoney.nullable(),
  maxRaiseTo: ZMoney.nullable(),
});

export const ZPokerTableView = z.object({
  tableCode: ZPokerTableCode,
  name: z.string(),
  seatsTotal: z.number().int(),
  smallBlind: ZMoney,
  bigBlind: ZMoney,
  minBuyIn: ZMoney,
  maxBuyIn: ZMoney,
  seats: z.array(ZPokerSeat),
  /** My seat number when seated. */
  mySeat: z.number().int().nullable(),
  hand: z
    .object({
      handId: z.string(),
      handNo: z.number().int(),
      street: z.enum(POKER_STREETS),
      board: z.array(ZPokerCard),
      /** Main pot first, then side pots (chips of earlier streets; this street's bets are on the seats). */
      pots: z.array(ZMoney),
      totalPot: ZMoney,
      seatToAct: z.number().int().nullable(),
      seedHash: z.string(),
      /** Set once the hand is over. */
      seed: z.string().nullable(),
      isOver: z.boolean(),
      rake: ZMoney.nullable(),
      /** What I may do, when it is my turn. */
      legal: ZPokerLegal.nullable(),
    })
    .nullable(),
  /** When the next hand starts (between hands). */
  nextHandAt: z.string().nullable(),
  serverTime: z.string(),
});
export type TPokerTableView = z.infer<typeof ZPokerTableView>;

export const ZPokerRoom = z.object({
  tableCode: ZPokerTableCode,
  name: z.string(),
  game: z.literal('NLHE'),
  smallBlind: ZMoney,
  bigBlind: ZMoney,
  minBuyIn: ZMoney,
  maxBuyIn: ZMoney,
  seatsTotal: z.number().int(),
  seatsTaken: z.number().int(),
  /** Mean pot of the table's recent hands (0 before the first). */
  averagePot: ZMoney,
  handsPlayed: z.number().int(),
});
export type TPokerRoom = z.infer<typeof ZPokerRoom>;
export const ZPokerRoomsResponse = z.object({
  success: z.literal(true),
  value: z.object({ rooms: z.array(ZPokerRoom) }),
});

// ---- requests ----

export const ZPokerSessionRequest = z.object({ launchToken: z.string().min(1).max(512) });
export const ZPokerSessionResponse = z.object({
  success: z.literal(true),
  value: ZGamePageSession.extend({ tableCode: ZPokerTableCode, rooms: z.array(ZPokerRoom) }),
});
export type TPokerSession = z.infer<typeof ZPokerSessionResponse>['value'];
export const ZPokerBalanceResponse = ZGamePageBalanceResponse;

export const ZPokerSitRequest = z.object({
  seat: z.number().int().min(1).max(9),
  buyIn: ZPositiveMoney,
});
export type TPokerSitRequest = z.infer<typeof ZPokerSitRequest>;
export const ZPokerActRequest = z.object({
  handId: z.string().regex(/^\d{1,18}$/),
  kind: z.enum(['FOLD', 'CHECK', 'CALL', 'RAISE']),
  /** RAISE: my total bet on this street after it. */
  to: ZPositiveMoney.optional(),
});
export type TPokerActRequest = z.infer<typeof ZPokerActRequest>;
export const ZPokerSitOutRequest = z.object({ sitOut: z.boolean() });
export const ZPokerTableResponse = z.object({ success: z.literal(true), value: ZPokerTableView });
export const ZPokerLeaveResponse = z.object({
  success: z.literal(true),
  value: z.object({
    /** The stack paid back (null while the hand I am in finishes: paid at its end). */
    cashedOut: ZMoney.nullable(),
    /** The platform balance after the cash-out, when known. */
    balance: ZMoney.nullable(),
  }),
});

// ---- hand history ----

export const ZPokerHandAction = z.object({
  seat: z.number().int(),
  kind: z.enum(['SB', 'BB', 'FOLD', 'CHECK', 'CALL', 'RAISE', 'TIMEOUT_FOLD']),
  amount: ZMoney,
  to: ZMoney,
  street: z.enum(POKER_STREETS),
  allIn: z.boolean(),
});
export const ZPokerHandRecord = z.object({
  handId: z.string(),
  handNo: z.number().int(),
  tableCode: ZPokerTableCode,
  startedAt: z.string(),
  endedAt: z.string(),
  buttonSeat: z.number().int(),
  players: z.array(
    z.object({
      seat: z.number().int(),
      displayName: z.string(),
      startStack: ZMoney,
      endStack: ZMoney,
      /** Mine, or shown at the showdown. */
      cards: z.array(ZPokerCard).nullable(),
      isMe: z.boolean(),
    }),
  ),
  board: z.array(ZPokerCard),
  actions: z.array(ZPokerHandAction),
  pots: z.array(
    z.object({
      amount: ZMoney,
      winners: z.array(z.object({ seat: z.number().int(), amount: ZMoney, category: z.string().nullable() })),
    }),
  ),
  rake: ZMoney,
  seedHash: z.string(),
  seed: z.string(),
});
export type TPokerHandRecord = z.infer<typeof ZPokerHandRecord>;
export const ZPokerHandsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
export const ZPokerHandsResponse = z.object({
  success: z.literal(true),
  value: z.object({ hands: z.array(ZPokerHandRecord) }),
});

// ---- chat ----

export const ZPokerChatMessage = z.object({
  messageId: z.string(),
  author: z.string(),
  text: z.string(),
  at: z.string(),
});
export type TPokerChatMessage = z.infer<typeof ZPokerChatMessage>;
export const ZPokerChatSendRequest = z.object({
  text: z
    .string()
    .min(1)
    .max(POKER_CHAT_MAX_LENGTH * 2),
});
export const ZPokerChatResponse = z.object({
  success: z.literal(true),
  value: z.object({ messages: z.array(ZPokerChatMessage) }),
});

// ---- the socket ----

export const ZPokerClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), sessionToken: z.string().min(1).max(512), tableCode: ZPokerTableCode }),
  z.object({ type: z.literal('ping') }),
]);
export type TPokerClientMessage = z.infer<typeof ZPokerClientMessage>;
export type TPokerServerMessage =
  | { type: 'table'; table: TPokerTableView }
  | { type: 'chat'; message: TPokerChatMessage }
  | { type: 'handEnded'; handId: string }
  | { type: 'balance'; balance: string }
  | { type: 'error'; code: string; message: string }
  | { type: 'pong'; serverTime: string };
