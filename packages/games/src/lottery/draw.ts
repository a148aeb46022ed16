/**
 * Lottery draws. Every number comes from the word stream of HMAC-SHA256(key = the server seed's hex
 * text as UTF-8, message = `${drawKey}:${counter}`), counter 0, 1, 2 …, each 32-byte block read as
 * eight big-endian uint32 words (the same keying and word order as fair.ts, the Stake scheme). An
 * integer in [0, n) is drawn with `uniformInt` (rejection sampling, no modulo bias); a number of N
 * digits is an integer in [0, 10^N) padded with zeros; distinct numbers redraw repeats; the race
 * ranking is a Fisher–Yates shuffle. Pure @noble/hashes, so the results page recomputes a draw in
 * the browser from the revealed seed.
 */
import { HmacWordStream } from '../fair.ts';
import { type RandomSource, shuffle, uniformInt } from '../rng.ts';
import type { LotteryKind, LotteryResult, LotteryTier } from './types.ts';

/** The word stream of one draw; deterministic in (serverSeedHex, drawKey). */
export class LotteryRandom extends HmacWordStream {
  constructor(
    readonly serverSeedHex: string,
    readonly drawKey: string,
  ) {
    if (!/^[0-9a-f]{32,}$/.test(serverSeedHex))
      throw new RangeError('server seed must be ≥ 32 lower-case hex chars');
    if (drawKey.length === 0) throw new RangeError('draw key must not be empty');
    super(serverSeedHex, (counter) => `${drawKey}:${counter}`);
  }
}

/** A tier layout: code, English name, how many numbers and how many digits each. */
export interface TierLayout {
  readonly tier: string;
  readonly name: string;
  readonly count: number;
  readonly digits: number;
}

/** XSMB (the northern draw), in publishing order: 27 numbers in 8 tiers. */
export const VN_NORTH_TIERS: readonly TierLayout[] = [
  { tier: 'DB', name: 'Special prize', count: 1, digits: 5 },
  { tier: 'G1', name: 'First prize', count: 1, digits: 5 },
  { tier: 'G2', name: 'Second prize', count: 2, digits: 5 },
  { tier: 'G3', name: 'Third prize', count: 6, digits: 5 },
  { tier: 'G4', name: 'Fourth prize', count: 4, digits: 4 },
  { tier: 'G5', name: 'Fifth prize', count: 6, digits: 4 },
  { tier: 'G6', name: 'Sixth prize', count: 3, digits: 3 },
  { tier: 'G7', name: 'Seventh prize', count: 4, digits: 2 },
];

/** XSMN / XSMT (a southern or central province), publishing order G8 first: 18 numbers in 9 tiers. */
export const VN_SOUTH_TIERS: readonly TierLayout[] = [
  { tier: 'G8', name: 'Eighth prize', count: 1, digits: 2 },
  { tier: 'G7', name: 'Seventh prize', count: 1, digits: 3 },
  { tier: 'G6', name: 'Sixth prize', count: 3, digits: 4 },
  { tier: 'G5', name: 'Fifth prize', count: 1, digits: 4 },
  { tier: 'G4', name: 'Fourth prize', count: 7, digits: 5 },
  { tier: 'G3', name: 'Third prize', count: 2, digits: 5 },
  { tier: 'G2', name: 'Second prize', count: 1, digits: 5 },
  { tier: 'G1', name: 'First prize', count: 1, digits: 5 },
  { tier: 'DB', name: 'Special prize', count: 1, digits: 6 },
];

/**
 * 4D (the Magnum / Sports Toto / Singapore Pools format): 23 four-digit numbers. We draw them
 * distinct (a repeat is redrawn; see sea4d.ts), so a number wins one tier at most.
 */
export const SEA_4D_TIERS: readonly TierLayout[] = [
  { tier: 'P1', name: '1st prize', count: 1, digits: 4 },
  { tier: 'P2', name: '2nd prize', count: 1, digits: 4 },
  { tier: 'P3', name: '3rd prize', count: 1, digits: 4 },
  { tier: 'SPECIAL', name: 'Special prize', count: 10, digits: 4 },
  { tier: 'CONSOLATION', name: 'Consolation prize', count: 10, digits: 4 },
];

/** The tier layout of every kind (fast games have one tier; their digits are the width of a number). */
export const LOTTERY_TIER_LAYOUTS: Readonly<Record<LotteryKind, readonly TierLayout[]>> = {
  VN_NORTH: VN_NORTH_TIERS,
  VN_SOUTH: VN_SOUTH_TIERS,
  SEA_4D: SEA_4D_TIERS,
  FAST_5D: [{ tier: 'DIGITS', name: 'Digits', count: 5, digits: 1 }],
  FAST_RACE: [{ tier: 'RANKING', name: 'Ranking', count: 10, digits: 2 }],
  FAST_DICE: [{ tier: 'DICE', name: 'Dice', count: 3, digits: 1 }],
  FAST_11X5: [{ tier: 'BALLS', name: 'Balls', count: 5, digits: 2 }],
};

function pad(n: number, digits: number): string {
  return n.toString().padStart(digits, '0');
}

/** Numbers drawn tier by tier in layout order, each uniform over [0, 10^digits). */
function drawDigitTiers(
  rng: RandomSource,
  layouts: readonly TierLayout[],
  isDistinct: boolean,
): LotteryTier[] {
  const seen = new Set<string>();
  return layouts.map(({ tier, name, count, digits }) => {
    const numbers: string[] = [];
    while (numbers.length < count) {
      const n = pad(uniformInt(rng, 10 ** digits), digits);
      if (isDistinct && seen.has(n)) continue;
      seen.add(n);
      numbers.push(n);
    }
    return { tier, name, numbers };
  });
}

function singleTier(kind: LotteryKind, numbers: string[]): LotteryTier[] {
  const [layout] = LOTTERY_TIER_LAYOUTS[kind];
  if (layout === undefined) throw new Error(`no tier layout for ${kind}`);
  return [{ tier: layout.tier, name: layout.name, numbers }];
}

/**
 * The draw of `kind` from the revealed server seed and the draw's key (e.g. 'VN_NORTH:2026-11-25').
 * FAST_5D: 5 digits 0–9 (independent); FAST_RACE: the cars '01'–'10' in finishing order (a uniform
 * permutation); FAST_DICE: 3 dice '1'–'6'; FAST_11X5: 5 distinct balls '01'–'11' in drawing order.
 */
export function drawLottery(kind: LotteryKind, serverSeedHex: string, drawKey: string): LotteryResult {
  const rng = new LotteryRandom(serverSeedHex, drawKey);
  switch (kind) {
    case 'VN_NORTH':
    case 'VN_SOUTH':
      return { kind, tiers: drawDigitTiers(rng, LOTTERY_TIER_LAYOUTS[kind], false) };
    case 'SEA_4D':
      return { kind, tiers: drawDigitTiers(rng, SEA_4D_TIERS, true) };
    case 'FAST_5D':
      return {
        kind,
        tiers: singleTier(
          kind,
          Array.from({ length: 5 }, () => String(uniformInt(rng, 10))),
        ),
      };
    case 'FAST_RACE':
      return {
        kind,
        tiers: singleTier(
          kind,
          shuffle(rng, 10).map((car) => pad(car + 1, 2)),
        ),
      };
    case 'FAST_DICE':
      return {
        kind,
        tiers: singleTier(
          kind,
          Array.from({ length: 3 }, () => String(uniformInt(rng, 6) + 1)),
        ),
      };
    case 'FAST_11X5': {
      const balls: string[] = [];
      while (balls.length < 5) {
        const ball = pad(uniformInt(rng, 11) + 1, 2);
        if (!balls.includes(ball)) balls.push(ball);
      }
      return { kind, tiers: singleTier(kind, balls) };
    }
    default:
      throw new RangeError(`unknown lottery kind ${String(kind)}`);
  }
}

/** The numbers of one tier of a result (empty when the tier is absent). */
export function tierNumbers(result: LotteryResult, tier: string): readonly string[] {
  return result.tiers.find((t) => t.tier === tier)?.numbers ?? [];
}

/** Every number of a result, tiers in publishing order. */
export function allNumbers(result: LotteryResult): string[] {
  return result.tiers.flatMap((t) => t.numbers);
}

const DIGIT_PATTERNS = new Map<number, RegExp>();

/** The compiled pattern of a string of exactly `digits` ASCII digits. */
export function digitsPattern(digits: number): RegExp {
  let p = DIGIT_PATTERNS.get(digits);
  if (p === undefined) {
    p = new RegExp(`^[0-9]{${digits}}$`);
    DIGIT_PATTERNS.set(digits, p);
  }
  return p;
}

/** Results already checked (settling a draw checks its one result once, not once per line). */
const checkedResults = new WeakSet<LotteryResult>();

/**
 * Throws when a result does not have the shape of its kind's draws (a programming error: results
 * come from `drawLottery`), so settlement never pays against a malformed result.
 */
export function assertResultShape(kind: LotteryKind, result: LotteryResult): void {
  if (result.kind !== kind) throw new RangeError(`result of ${result.kind} settled as ${kind}`);
  if (checkedResults.has(result)) return;
  const layouts = LOTTERY_TIER_LAYOUTS[kind] as readonly TierLayout[] | undefined;
  if (layouts === undefined) throw new RangeError(`unknown lottery kind ${String(kind)}`);
  if (result.tiers.length !== layouts.length)
    throw new RangeError(`${kind} result needs ${layouts.length} tiers`);
  layouts.forEach((layout, i) => {
    const t = result.tiers[i];
    const pattern = digitsPattern(layout.digits);
    if (t === undefined || t.tier !== layout.tier || t.numbers.length !== layout.count)
      throw new RangeError(`${kind} result tier ${i} must be ${layout.tier} with ${layout.count} numbers`);
    for (const n of t.numbers)
      if (!pattern.test(n))
        throw new RangeError(`${kind} ${layout.tier} number ${n} is not ${layout.digits} digits`);
  });
  checkedResults.add(result);
}
