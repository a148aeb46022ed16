import {
  MINOR_PER_UNIT,
  POKER_RAKE,
  POKER_TABLES,
  parseMinor,
  type TPokerTableCode,
} from '@croupier/contracts';
import type { HandRules } from '@croupier/games';

/** The clocks of a table (ms). */
export interface PokerTiming {
  /** A player's turn before the time bank starts. */
  actionMs: number;
  /** Each player's time bank (spent once the turn's time is up; refills between sessions). */
  timeBankMs: number;
  /** The pause after a hand (the showdown stays on screen) before the next deal. */
  betweenHandsMs: number;
  /** A seated player whose sockets all closed keeps the seat this long before sitting out. */
  disconnectGraceMs: number;
  /** A player sitting out this long leaves the table (the stack goes back to the wallet). */
  sitOutLimitMs: number;
}

export const PRODUCTION_TIMING: PokerTiming = {
  actionMs: 15_000,
  timeBankMs: 30_000,
  betweenHandsMs: 4_000,
  disconnectGraceMs: 60_000,
  sitOutLimitMs: 10 * 60_000,
};

/** The smallest chip: a hundredth of a money unit (stacks, raises and split shares are whole chips). */
export const CHIP = MINOR_PER_UNIT / 100n;

export interface TableConfig {
  code: TPokerTableCode;
  name: string;
  seats: number;
  rules: HandRules;
  minBuyIn: bigint;
  maxBuyIn: bigint;
}

export function tableConfig(code: TPokerTableCode): TableConfig {
  const t = POKER_TABLES[code];
  const bigBlind = parseMinor(t.bigBlind);
  return {
    code,
    name: t.name,
    seats: t.seats,
    rules: {
      smallBlind: parseMinor(t.smallBlind),
      bigBlind,
      rakeBp: POKER_RAKE.basisPoints,
      rakeCap: bigBlind * BigInt(POKER_RAKE.capBigBlinds),
      chip: CHIP,
    },
    minBuyIn: parseMinor(t.minBuyIn),
    maxBuyIn: parseMinor(t.maxBuyIn),
  };
}
