/**
 * Fishing (apps/fishing): the fish kinds and what each pays. Every shot costs the cannon's bet and hits
 * one fish; the fish is caught with a probability chosen so that the shot's expected return is the
 * game's RTP exactly, whichever fish it hit:
 *  - a fish of fixed multiplier m is caught with probability rtp / m;
 *  - a special fish (bomb, chain lightning) pays a multiplier drawn from its table (weights w_i,
 *    values m_i) once caught, so it is caught with probability rtp / E[m] = rtp·Σw / Σ(w·m);
 *  - the boss pays the multiplier it has reached when the shot lands (it rises with every shot the
 *    room fires at it), so it is caught with probability rtp / current.
 * The probability is an exact fraction (the decision draws a uniform integer below its denominator),
 * so the RTP per fish and overall is exactly `rtpBp / 10000`.
 */

export type FishKindCode =
  | 'CLOWN'
  | 'NEON'
  | 'PUFFER'
  | 'ANGEL'
  | 'SEAHORSE'
  | 'BUTTERFLY'
  | 'LIONFISH'
  | 'TURTLE'
  | 'LANTERN'
  | 'MANTA'
  | 'OCTOPUS'
  | 'SWORDFISH'
  | 'SHARK'
  | 'GOLD_SHARK'
  | 'WHALE'
  | 'BOMB_CRAB'
  | 'LIGHTNING_EEL'
  | 'DRAGON_KING';

export type FishSpecial = 'bomb' | 'chain' | 'boss';

export interface FishKind {
  code: FishKindCode;
  /** Fixed multiplier (absent for the specials: see `table` and `boss`). */
  multiplier?: number;
  /** Bomb and chain lightning: the multipliers a capture may pay, with their weights. */
  table?: readonly { multiplier: number; weight: number }[];
  /** Boss: its multiplier starts at `start`, rises by `step` per shot fired at it, up to `max`. */
  boss?: { start: number; step: number; max: number };
  special?: FishSpecial;
  /** Hit radius in world units (the world is `FISH_WORLD`), for drawing and hit tests. */
  radius: number;
  /** World units per second along its path. */
  speed: number;
  /** Relative frequency of the kind in the ordinary spawns (0: only in waves). */
  spawnWeight: number;
}

/** The ocean the fish swim in; the UI scales it to the screen. */
export const FISH_WORLD = { width: 1600, height: 900 } as const;

export const FISH_KINDS: Record<FishKindCode, FishKind> = {
  CLOWN: { code: 'CLOWN', multiplier: 2, radius: 22, speed: 120, spawnWeight: 30 },
  NEON: { code: 'NEON', multiplier: 3, radius: 22, speed: 130, spawnWeight: 26 },
  PUFFER: { code: 'PUFFER', multiplier: 4, radius: 26, speed: 100, spawnWeight: 22 },
  ANGEL: { code: 'ANGEL', multiplier: 5, radius: 28, speed: 105, spawnWeight: 20 },
  SEAHORSE: { code: 'SEAHORSE', multiplier: 6, radius: 28, speed: 90, spawnWeight: 16 },
  BUTTERFLY: { code: 'BUTTERFLY', multiplier: 8, radius: 30, speed: 100, spawnWeight: 14 },
  LIONFISH: { code: 'LIONFISH', multiplier: 10, radius: 34, speed: 90, spawnWeight: 12 },
  TURTLE: { code: 'TURTLE', multiplier: 12, radius: 40, speed: 70, spawnWeight: 9 },
  LANTERN: { code: 'LANTERN', multiplier: 15, radius: 40, speed: 80, spawnWeight: 8 },
  MANTA: { code: 'MANTA', multiplier: 18, radius: 52, speed: 75, spawnWeight: 6 },
  OCTOPUS: { code: 'OCTOPUS', multiplier: 20, radius: 50, speed: 65, spawnWeight: 5 },
  SWORDFISH: { code: 'SWORDFISH', multiplier: 25, radius: 50, speed: 110, spawnWeight: 4 },
  SHARK: { code: 'SHARK', multiplier: 30, radius: 64, speed: 80, spawnWeight: 3 },
  GOLD_SHARK: { code: 'GOLD_SHARK', multiplier: 40, radius: 66, speed: 80, spawnWeight: 2 },
  WHALE: { code: 'WHALE', multiplier: 60, radius: 90, speed: 50, spawnWeight: 1 },
  BOMB_CRAB: {
    code: 'BOMB_CRAB',
    special: 'bomb',
    table: [
      { multiplier: 20, weight: 30 },
      { multiplier: 30, weight: 25 },
      { multiplier: 40, weight: 20 },
      { multiplier: 60, weight: 13 },
      { multiplier: 80, weight: 8 },
      { multiplier: 120, weight: 4 },
    ],
    radius: 40,
    speed: 70,
    spawnWeight: 2,
  },
  LIGHTNING_EEL: {
    code: 'LIGHTNING_EEL',
    special: 'chain',
    table: [
      { multiplier: 10, weight: 30 },
      { multiplier: 15, weight: 28 },
      { multiplier: 20, weight: 20 },
      { multiplier: 30, weight: 12 },
      { multiplier: 50, weight: 7 },
      { multiplier: 80, weight: 3 },
    ],
    radius: 40,
    speed: 95,
    spawnWeight: 3,
  },
  DRAGON_KING: {
    code: 'DRAGON_KING',
    special: 'boss',
    boss: { start: 100, step: 1, max: 888 },
    radius: 120,
    speed: 45,
    spawnWeight: 0,
  },
};

export const FISH_KIND_CODES = Object.keys(FISH_KINDS) as FishKindCode[];

export function isFishKind(code: string): code is FishKindCode {
  return Object.hasOwn(FISH_KINDS, code);
}

/** The game's RTP in basis points (96 %). */
export const FISH_RTP_BP = 9600;

/** An exact probability num / den (den ≤ 2^32, so one unbiased draw decides it). */
export interface Fraction {
  num: number;
  den: number;
}

/** Σw and Σ(w·m) of a special's table: E[m] = sum / weight. */
export function tableMoments(table: readonly { multiplier: number; weight: number }[]): {
  weight: number;
  sum: number;
} {
  let weight = 0;
  let sum = 0;
  for (const t of table) {
    weight += t.weight;
    sum += t.weight * t.multiplier;
  }
  return { weight, sum };
}

/** The boss's multiplier after `shotsTaken` shots fired at it. */
export function bossMultiplier(kind: FishKind, shotsTaken: number): number {
  const b = kind.boss;
  if (!b) throw new RangeError(`${kind.code} is not a boss`);
  return Math.min(b.max, b.start + b.step * Math.max(0, Math.floor(shotsTaken)));
}

/**
 * The capture probability of a shot at `kind` (for the boss, at its current multiplier):
 * rtp/m as the exact fraction rtpBp / (10000·m), or rtpBp·Σw / (10000·Σ(w·m)) for a table.
 */
export function captureProbability(kind: FishKind, bossShots = 0, rtpBp = FISH_RTP_BP): Fraction {
  if (kind.table) {
    const { weight, sum } = tableMoments(kind.table);
    return { num: rtpBp * weight, den: 10_000 * sum };
  }
  const m = kind.boss ? bossMultiplier(kind, bossShots) : (kind.multiplier as number);
  return { num: rtpBp, den: 10_000 * m };
}

/** Expected multiplier paid by a capture of `kind` (exact as a fraction of integers). */
export function expectedMultiplier(kind: FishKind, bossShots = 0): Fraction {
  if (kind.table) {
    const { weight, sum } = tableMoments(kind.table);
    return { num: sum, den: weight };
  }
  const m = kind.boss ? bossMultiplier(kind, bossShots) : (kind.multiplier as number);
  return { num: m, den: 1 };
}
