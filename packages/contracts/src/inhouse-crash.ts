/** The in-house vendor's crash game: its multiplier curve and WebSocket messages (JSON text frames). */

import { ZMultiplier } from './inhouse.ts';
import { ZMoney, ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

// ---------------------------------------------------------------------------------------------
// Crash (WebSocket, JSON text frames)
// ---------------------------------------------------------------------------------------------

/** Growth of the crash multiplier per millisecond: 2× after ~11.6 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

/**
 * The crash multiplier in hundredths t ms after the start: floor(100·e^(g·t)), never below 100.
 * `growthPerMs` is the game's `rules.growthPerMs` (CRASH_GROWTH_PER_MS in production).
 */
export function crashMultiplierAt(elapsedMs: number, growthPerMs: number = CRASH_GROWTH_PER_MS): number {
  if (elapsedMs <= 0) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(growthPerMs * elapsedMs)));
}

/** Ms after the start at which the multiplier reaches `hundredths` (inverse of `crashMultiplierAt`). */
export function crashElapsedFor(hundredths: number, growthPerMs: number = CRASH_GROWTH_PER_MS): number {
  if (hundredths <= 100) return 0;
  return Math.ceil(Math.log(hundredths / 100) / growthPerMs);
}

/** Messages from the browser. `requestId` is echoed in the `ack` or `error` answering it. */
export const ZCrashClientMessage = z.discriminatedUnion('type', [
  /** Join the next round (only in the betting phase); `autoCashOut` in hundredths (≥ 101) is optional. */
  z.object({
    type: z.literal('bet'),
    requestId: z.string().max(64),
    bet: ZPositiveMoney,
    autoCashOut: z.number().int().min(101).max(100_000_000).nullable().optional(),
  }),
  /** Cash out now: the server takes the multiplier at ITS receipt time; after the bust it is refused. */
  z.object({ type: z.literal('cashout'), requestId: z.string().max(64) }),
  z.object({ type: z.literal('ping') }),
]);
export type TCrashClientMessage = z.infer<typeof ZCrashClientMessage>;

export const CRASH_PHASES = ['betting', 'running', 'busted'] as const;

export const ZCrashPlayer = z.object({
  /** Masked display name ("de***er"). */
  name: z.string(),
  bet: ZMoney,
  /** Cash-out multiplier, null while riding or when lost. */
  cashOut: ZMultiplier.nullable(),
  win: ZMoney.nullable(),
  isMe: z.boolean(),
});
export type TCrashPlayer = z.infer<typeof ZCrashPlayer>;

export const ZCrashRoundState = z.object({
  crashRoundId: z.string(),
  phase: z.enum(CRASH_PHASES),
  /** Server epoch ms when betting closes (betting phase). */
  bettingEndsAt: z.number().nullable(),
  /** Server epoch ms when the multiplier started rising (running/busted). */
  startedAt: z.number().nullable(),
  /** Bust multiplier (busted phase only). */
  bust: ZMultiplier.nullable(),
  /** Round hash, revealed at the bust; `commitment` is the hash of the previous round (chain link). */
  roundHash: z.string().nullable(),
  previousHash: z.string(),
});
export type TCrashRoundState = z.infer<typeof ZCrashRoundState>;

/** Messages from the server. */
export const ZCrashServerMessage = z.discriminatedUnion('type', [
  /** Full state: sent on connect and at every phase change. `serverTime` lets the page align its clock. */
  z.object({
    type: z.literal('state'),
    serverTime: z.number(),
    round: ZCrashRoundState,
    players: z.array(ZCrashPlayer),
    /** Last busts, newest first. */
    history: z.array(z.object({ crashRoundId: z.string(), bust: ZMultiplier })),
    balance: ZMoney,
    currency: z.string(),
  }),
  /** Running phase, every ~100 ms. */
  z.object({
    type: z.literal('tick'),
    crashRoundId: z.string(),
    multiplier: ZMultiplier,
    elapsedMs: z.number(),
  }),
  /** The player list changed (a bet joined, someone cashed out). */
  z.object({ type: z.literal('players'), crashRoundId: z.string(), players: z.array(ZCrashPlayer) }),
  /** Answer to this player's own `bet` or `cashout`. */
  z.object({
    type: z.literal('ack'),
    requestId: z.string(),
    action: z.enum(['bet', 'cashout']),
    crashRoundId: z.string(),
    roundId: z.string(),
    bet: ZMoney,
    cashOut: ZMultiplier.nullable(),
    win: ZMoney.nullable(),
    balance: ZMoney,
  }),
  /** This player's round settled (a cash-out, an auto cash-out or a loss at the bust). */
  z.object({
    type: z.literal('settled'),
    crashRoundId: z.string(),
    roundId: z.string(),
    win: ZMoney,
    cashOut: ZMultiplier.nullable(),
    balance: ZMoney,
  }),
  z.object({
    type: z.literal('error'),
    requestId: z.string().nullable(),
    code: z.string(),
    message: z.string(),
  }),
  z.object({ type: z.literal('pong'), serverTime: z.number() }),
]);
export type TCrashServerMessage = z.infer<typeof ZCrashServerMessage>;

/** The answer of `INHOUSE_API.crashTicket`: a one-time ticket to open the crash socket with. */
export const ZInhouseSocketTicketResponse = z.object({
  success: z.literal(true),
  value: z.object({ ticket: z.string(), expiresAt: z.string() }),
});
