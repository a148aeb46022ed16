/**
 * The lottery entry points: bet types per game, line validation and pricing, settlement, exposure
 * for the per-number payout cap, and the exact house edge. Every figure is a bigint; payouts are
 * floored to the minor unit (the house keeps the remainder).
 */
import { assertResultShape, digitsPattern } from './draw.ts';
import { FAST_5D_RULES, FAST_11X5_RULES, FAST_DICE_RULES, FAST_RACE_RULES } from './fast.ts';
import { type BetRule, gcd, lineWinKey } from './rule.ts';

export { lineWinKey } from './rule.ts';

import { SEA_4D_RULES } from './sea4d.ts';
import type {
  LotteryBetType,
  LotteryEdge,
  LotteryKind,
  LotteryLine,
  LotteryLineError,
  LotteryOdds,
  LotteryResult,
  LotteryWinKey,
} from './types.ts';
import { VN_NORTH_RULES, VN_SOUTH_RULES } from './vn.ts';

const RULES: Readonly<Record<LotteryKind, readonly BetRule[]>> = {
  VN_NORTH: VN_NORTH_RULES,
  VN_SOUTH: VN_SOUTH_RULES,
  SEA_4D: SEA_4D_RULES,
  FAST_5D: FAST_5D_RULES,
  FAST_RACE: FAST_RACE_RULES,
  FAST_DICE: FAST_DICE_RULES,
  FAST_11X5: FAST_11X5_RULES,
};

/** The bet types each game offers, in bet-slip order. */
export const LOTTERY_BET_TYPES: Readonly<Record<LotteryKind, readonly LotteryBetType[]>> = {
  VN_NORTH: RULES.VN_NORTH.map((r) => r.type),
  VN_SOUTH: RULES.VN_SOUTH.map((r) => r.type),
  SEA_4D: RULES.SEA_4D.map((r) => r.type),
  FAST_5D: RULES.FAST_5D.map((r) => r.type),
  FAST_RACE: RULES.FAST_RACE.map((r) => r.type),
  FAST_DICE: RULES.FAST_DICE.map((r) => r.type),
  FAST_11X5: RULES.FAST_11X5.map((r) => r.type),
};

/** The bet type `code` of a game, or undefined. */
export function findBetType(kind: LotteryKind, code: string): LotteryBetType | undefined {
  return ruleOf(kind, code)?.type;
}

const RULE_BY_CODE = new Map<string, BetRule>(
  Object.values(RULES).flatMap((rules) => rules.map((r) => [`${r.type.kind}:${r.type.code}`, r] as const)),
);

function ruleOf(kind: LotteryKind, code: string): BetRule | undefined {
  return RULE_BY_CODE.get(`${kind}:${code}`);
}

type Checked =
  | { ok: true; rule: BetRule; combinations: number }
  | { ok: false; code: LotteryLineError; message: string };

function check(kind: LotteryKind, line: LotteryLine): Checked {
  const rule = ruleOf(kind, line.betType);
  if (rule === undefined)
    return {
      ok: false,
      code: 'LOTTERY_UNKNOWN_BET_TYPE',
      message: `${kind} has no bet type ${String(line.betType)}`,
    };
  if (typeof line.stake !== 'bigint' || line.stake < 1n)
    return { ok: false, code: 'LOTTERY_BAD_STAKE', message: 'stake must be at least 1 minor unit' };
  const { pick, options, code } = rule.type;
  const bad = (message: string): Checked => ({ ok: false, code: 'LOTTERY_BAD_SELECTION', message });
  const selections = line.selections;
  if (!Array.isArray(selections) || selections.length !== pick.count)
    return bad(`${code} takes exactly ${pick.count} selection${pick.count === 1 ? '' : 's'}`);
  for (const s of selections) {
    if (typeof s !== 'string') return bad(`${code} selections must be strings`);
    if (pick.digits === null) {
      if (!options?.includes(s)) return bad(`${code} selection must be one of ${options?.join(', ')}`);
      continue;
    }
    const value = Number(s);
    if (!digitsPattern(pick.digits).test(s) || value < pick.min || value > pick.max)
      return bad(
        `${code} selection ${s} must be ${pick.digits} digit${pick.digits === 1 ? '' : 's'} from ${String(pick.min).padStart(pick.digits, '0')} to ${pick.max}`,
      );
  }
  if (rule.isDistinct && new Set(selections).size !== selections.length)
    return bad(`${code} selections must all differ`);
  const combinations = rule.combinations?.(selections) ?? 1;
  if (typeof combinations === 'string') return bad(combinations);
  return { ok: true, rule, combinations };
}

/** Validates a line and prices it: combinations (e.g. a box of 4 distinct digits = 24) and total cost. */
export function priceLine(
  kind: LotteryKind,
  line: LotteryLine,
): { ok: true; combinations: number; cost: bigint } | { ok: false; code: LotteryLineError; message: string } {
  const c = check(kind, line);
  if (!c.ok) return c;
  const perCombination = c.rule.isChargedPerCombination ? BigInt(c.combinations) : 1n;
  return {
    ok: true,
    combinations: c.combinations,
    cost: line.stake * c.rule.type.costFactor * perCombination,
  };
}

function checkedRule(kind: LotteryKind, line: LotteryLine): BetRule {
  const c = check(kind, line);
  if (!c.ok) throw new RangeError(`${c.code}: ${c.message}`);
  return c.rule;
}

/**
 * What the line wins against a result (0n when it loses), floored to minor units. Throws a
 * RangeError on an invalid line or a result that is not of this kind's shape (both are programming
 * errors: lines were priced at purchase, results come from `drawLottery`).
 */
export function settleLine(
  kind: LotteryKind,
  line: LotteryLine,
  result: LotteryResult,
  odds?: LotteryOdds,
): bigint {
  const rule = checkedRule(kind, line);
  assertResultShape(kind, result);
  return rule.settle(line.selections, result, line.stake, odds);
}

/**
 * Worst-case payout per number key the line exposes (for the per-draw per-number payout cap). Keys
 * are `${betType}:${selection}` (xiên: the sorted numbers joined by '-'; SEA_4D: `BIG:` or `SMALL:`
 * and each number a box covers, so big, box and i-box bets on one number share its cap). The sum of
 * a line's payouts is ≥ what settleLine pays it for any result.
 */
export function lineExposure(
  kind: LotteryKind,
  line: LotteryLine,
  odds?: LotteryOdds,
): readonly { key: string; payout: bigint }[] {
  return checkedRule(kind, line).exposure(line.selections, line.stake, odds);
}

/**
 * Exact house edge of a bet type at given odds: 1 − expected payout / cost, before the floor to
 * minor units, as a reduced fraction (negative when the odds favour the player). Throws a
 * RangeError for an unknown bet type.
 */
export function houseEdge(kind: LotteryKind, betType: string, odds?: LotteryOdds): LotteryEdge {
  const rule = ruleOf(kind, betType);
  if (rule === undefined) throw new RangeError(`${kind} has no bet type ${betType}`);
  const r = rule.returnRatio(odds);
  const numerator = r.den - r.num;
  const g = gcd(numerator, r.den) || 1n;
  return { numerator: numerator / g, denominator: r.den / g };
}

/**
 * The draw's win table for set-based settlement: per bet type of the game, the win keys the result
 * makes win with their multiplier and divisor (see LotteryWinKey). A line wins the sum of
 * floor(stake × multiplier ÷ divisor) over the rows of its bet type whose key is `lineWinKey` of
 * its selections, which equals `settleLine` for every valid line (the tests prove it, here and in
 * SQL). A few hundred rows, up to about 21 000 for a northern draw (xiên 4 over 27 endings).
 */
export function lotteryWinKeys(
  kind: LotteryKind,
  result: LotteryResult,
  odds?: LotteryOdds,
): LotteryWinKey[] {
  assertResultShape(kind, result);
  return RULES[kind].flatMap((rule) =>
    rule.winKeys(result, odds).map((row) => ({ betType: rule.type.code, ...row })),
  );
}

/** The full standard pay table, as a payout share in basis points. */
export const FULL_PAYOUT_BP = 10_000;

/**
 * What a line wins when its merchant pays `payoutBp` basis points of the standard pay table: the sum
 * over the draw's win keys matching the line of floor(stake × multiplier × payoutBp ÷ (divisor ×
 * 10000)), which is what set-based settlement pays; `settleLine` when payoutBp is the full table.
 * `winKeys` may be given when already computed for the draw (`lotteryWinKeys(kind, result)`).
 */
export function settleLineAtPayout(
  kind: LotteryKind,
  line: LotteryLine,
  result: LotteryResult,
  payoutBp: number,
  winKeys?: readonly LotteryWinKey[],
): bigint {
  if (!Number.isInteger(payoutBp) || payoutBp < 1 || payoutBp > FULL_PAYOUT_BP)
    throw new RangeError(`a payout share from 1 to ${FULL_PAYOUT_BP} bp`);
  if (payoutBp === FULL_PAYOUT_BP) return settleLine(kind, line, result);
  checkedRule(kind, line);
  const key = lineWinKey(line.selections);
  const bp = BigInt(payoutBp);
  let win = 0n;
  for (const row of winKeys ?? lotteryWinKeys(kind, result))
    if (row.betType === line.betType && row.key === key)
      win += (line.stake * row.multiplier * bp) / (row.divisor * BigInt(FULL_PAYOUT_BP));
  return win;
}

/** A bet type's exact house edge when its merchant pays `payoutBp` of the standard table. */
export function houseEdgeAtPayout(kind: LotteryKind, betType: string, payoutBp: number): LotteryEdge {
  const edge = houseEdge(kind, betType);
  // return = (1 − edge) × share: edge' = 1 − (d − n)·bp / (d·10000)
  const bp = BigInt(payoutBp);
  const den = edge.denominator * BigInt(FULL_PAYOUT_BP);
  const numerator = den - (edge.denominator - edge.numerator) * bp;
  const g = gcd(numerator < 0n ? -numerator : numerator, den) || 1n;
  return { numerator: numerator / g, denominator: den / g };
}
