/**
 * The fishing vendor (apps/fishing, vendor code CFISH, category FISH): shared ocean rooms of up to
 * four players who shoot fish for their multiplier; its games, the API of its player UI
 * (apps/fishing-ui, served by the vendor under `/play/`) and its WebSocket.
 *
 * Flow (as poker, poker.ts): the lobby's launch makes the platform ask the vendor for
 * `http://<vendor>/play/<gameCode>?token=<launchToken>`; the UI exchanges the token at
 * `FISHING_API.session`, sends the session token in `x-fishing-session`, and joins the socket
 * (`FISHING_WS_PATH`) with `{ type: 'join', sessionToken, gameCode, clientSeed }`: the vendor seats the
 * player in a room of that game with a free cannon and pushes the room, then every spawn and shot.
 *
 * Money: each shot costs the cannon's bet; a player's shots are grouped into rounds (at most
 * `FISHING_ROUND_LIMITS.maxShots` shots or `maxAgeMs` after the first), each one wallet bet (the
 * shots' cost) and one win (the catches, also of 0). Leaving, a dropped socket or a restart settles
 * the open round once.
 *
 * Provably fair: each round has its own server seed, whose SHA-256 (`seedHash`) the player is shown
 * before the round's first shot; shot `nonce` (0, 1, … in the round) is decided by
 * `fairShot(serverSeed, clientSeed, nonce, fishKind, bossShots)` of packages/games; the seed is
 * revealed in the round history once the round closed.
 *
 * Errors: NOT_FOUND (a game or round that is not there), INSUFFICIENT_FUNDS (a shot beyond the
 * balance), TOO_MANY_REQUESTS (shots faster than the cannon), UNAUTHORIZED / SESSION_EXPIRED,
 * VALIDATION_FAILED, SERVICE_UNAVAILABLE.
 */

import { ZGamePageBalanceResponse, ZGamePageSession } from './vendor-platform.ts';
import { ZMoney } from './wallet.ts';
import * as z from './z.ts';

export const FISHING_VENDOR_CODES = ['CFISH'] as const;
export type TFishingVendorCode = (typeof FISHING_VENDOR_CODES)[number];

/** Every game (the catalogue's `gameCode`): a themed ocean with its cannon's bet levels (money units). */
export const FISHING_GAMES = {
  OCEAN_KING: { name: 'Ocean King', bets: ['0.1', '0.2', '0.5', '1', '2', '5'] },
  DRAGON_FORTUNE: { name: 'Dragon Fortune', bets: ['1', '2', '5', '10', '20', '50'] },
  MERMAID_TREASURE: { name: 'Mermaid Treasure', bets: ['0.01', '0.02', '0.05', '0.1', '0.2', '0.5'] },
} as const satisfies Record<string, { name: string; bets: readonly string[] }>;
export type TFishingGameCode = keyof typeof FISHING_GAMES;
export const FISHING_GAME_CODES = Object.keys(FISHING_GAMES) as TFishingGameCode[];
export const ZFishingGameCode = z.enum(FISHING_GAME_CODES as [TFishingGameCode, ...TFishingGameCode[]]);

export function isFishingGameCode(code: string): code is TFishingGameCode {
  return Object.hasOwn(FISHING_GAMES, code);
}

/** Players (cannons) per room. */
export const FISHING_ROOM_SEATS = 4;
/** The fastest a cannon fires (ms between two shots of one player). */
export const FISHING_MIN_SHOT_GAP_MS = 90;
export const FISHING_ROUND_LIMITS = { maxShots: 50, maxAgeMs: 1000 } as const;

export const FISHING_SESSION_HEADER = 'x-fishing-session';
export const FISHING_WS_PATH = '/fishing/ws';
export const FISHING_WS_CLOSE = { unauthorized: 4401, joinTimeout: 4408, badMessage: 4400 } as const;
export const FISHING_WS_JOIN_TIMEOUT_MS = 10_000;

export const FISHING_API = {
  /** GET: the player UI, `?token=<launchToken>`. */
  play: '/play/:gameCode',
  /** POST `ZFishingSessionRequest` -> `ZFishingSessionResponse`. */
  session: '/fishing/api/session',
  /** GET -> `ZFishingBalanceResponse`. */
  balance: '/fishing/api/balance',
  /** GET `?limit=` -> `ZFishingRoundsResponse`: my rounds, newest first (seeds of closed rounds shown). */
  rounds: '/fishing/api/rounds',
  /** GET -> `ZFishingRoundResponse`: one of my rounds with its shots (to verify one). */
  round: '/fishing/api/rounds/:roundId',
} as const;

export const FISHING_VENDOR_API = {
  launch: '/fishing/platform/launch',
  operators: '/fishing/admin/operators',
  health: '/fishing/healthz',
} as const;

export const ZFishingSessionRequest = z.object({ launchToken: z.string().min(1).max(512) });
export const ZFishingSessionResponse = z.object({
  success: z.literal(true),
  value: ZGamePageSession.extend({ gameCode: ZFishingGameCode, bets: z.array(ZMoney) }),
});
export type TFishingSession = z.infer<typeof ZFishingSessionResponse>['value'];
export const ZFishingBalanceResponse = ZGamePageBalanceResponse;

// ---- the room ----

export const ZFishingFish = z.object({
  fishId: z.number().int(),
  kind: z.string(),
  /** Bézier control points x0,y0..x3,y3 in world units (packages/games `FishPath`). */
  points: z.array(z.number()).length(8),
  /** Server time (ms since epoch) it entered, and its swim's length. */
  bornAt: z.number(),
  durationMs: z.number(),
  /** The boss's multiplier now (null for the others). */
  multiplier: z.number().int().nullable(),
});
export type TFishingFish = z.infer<typeof ZFishingFish>;

export const ZFishingPlayer = z.object({
  seat: z.number().int(),
  displayName: z.string(),
  betLevel: z.number().int(),
  isMe: z.boolean(),
});
export type TFishingPlayer = z.infer<typeof ZFishingPlayer>;

export const ZFishingRoundStatus = z.enum(['OPEN', 'SETTLING', 'SETTLED', 'REJECTED']);

export const ZFishingRoundSummary = z.object({
  roundId: z.string(),
  gameCode: ZFishingGameCode,
  shots: z.number().int(),
  bet: ZMoney,
  win: ZMoney,
  status: ZFishingRoundStatus,
  seedHash: z.string(),
  /** Revealed once the round closed. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TFishingRoundSummary = z.infer<typeof ZFishingRoundSummary>;

export const ZFishingShotRecord = z.object({
  nonce: z.number().int(),
  fishKind: z.string(),
  bossShots: z.number().int(),
  bet: ZMoney,
  captured: z.boolean(),
  multiplier: z.number().int(),
  win: ZMoney,
  at: z.string(),
});
export type TFishingShotRecord = z.infer<typeof ZFishingShotRecord>;

export const ZFishingRoundsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });
export const ZFishingRoundsResponse = z.object({
  success: z.literal(true),
  value: z.object({ rounds: z.array(ZFishingRoundSummary) }),
});
export const ZFishingRoundResponse = z.object({
  success: z.literal(true),
  value: z.object({ round: ZFishingRoundSummary, shots: z.array(ZFishingShotRecord) }),
});

// ---- the socket ----

export const ZFishingClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('join'),
    sessionToken: z.string().min(1).max(512),
    gameCode: ZFishingGameCode,
    clientSeed: z.string().min(1).max(64).optional(),
  }),
  /** A bullet of mine reached `fishId` (fired at `angle`, radians) with the cannon at `betLevel`. */
  z.object({
    type: z.literal('shot'),
    fishId: z.number().int().min(0),
    angle: z.number().min(-10).max(10),
    betLevel: z.number().int().min(0).max(9),
  }),
  /** My cannon turned or changed its bet (shown to the room). */
  z.object({
    type: z.literal('aim'),
    angle: z.number().min(-10).max(10),
    betLevel: z.number().int().min(0).max(9),
  }),
  z.object({ type: z.literal('leave') }),
  z.object({ type: z.literal('ping') }),
]);
export type TFishingClientMessage = z.infer<typeof ZFishingClientMessage>;

export interface TFishingRoomState {
  roomId: string;
  gameCode: TFishingGameCode;
  mySeat: number;
  players: TFishingPlayer[];
  fish: TFishingFish[];
  serverTime: number;
  /** The commitment of my next round's server seed, and my client seed. */
  seedHash: string;
  clientSeed: string;
  bets: string[];
  /** When the next boss wave comes (server ms). */
  nextBossAt: number;
}

export type TFishingServerMessage =
  | { type: 'room'; room: TFishingRoomState }
  | { type: 'spawn'; fish: TFishingFish[] }
  | { type: 'player'; player: TFishingPlayer | null; seat: number }
  | { type: 'aim'; seat: number; angle: number; betLevel: number }
  | {
      type: 'shot';
      seat: number;
      angle: number;
      fishId: number;
      fishKind: string;
      bet: string;
      captured: boolean;
      multiplier: number;
      win: string;
      /** Fish swept away with a caught bomb or eel. */
      swept: number[];
      /** The boss's multiplier after the shot (boss only). */
      bossMultiplier: number | null;
      /** Mine only: the round and nonce, to find it in the history. */
      roundId: string | null;
      nonce: number | null;
    }
  | { type: 'refused'; fishId: number; code: string; message: string }
  | { type: 'gone'; fishIds: number[] }
  | { type: 'wave'; kind: 'boss'; endsAt: number; nextBossAt: number }
  | {
      type: 'round';
      round: TFishingRoundSummary;
      /** The commitment of my next round's seed. */
      nextSeedHash: string;
    }
  | { type: 'balance'; balance: string }
  | { type: 'error'; code: string; message: string }
  | { type: 'pong'; serverTime: number };
