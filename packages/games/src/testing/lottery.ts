import fc from 'fast-check';
import { allNumbers } from '../lottery/draw.ts';
import { LOTTERY_BET_TYPES, lineWinKey, priceLine } from '../lottery/lottery.ts';
import { permutations4d } from '../lottery/sea4d.ts';
import type {
  LotteryBetType,
  LotteryKind,
  LotteryLine,
  LotteryResult,
  LotteryWinKey,
} from '../lottery/types.ts';

/**
 * A valid line of `type` whose selections are, half the time each, taken near the result (endings
 * of drawn numbers, permutations of drawn 4D numbers, drawn balls and cars) so that wins, multiple
 * occurrences and boxes won twice are common; stakes up to 10^12 minor units.
 */
export function lineNear(
  kind: LotteryKind,
  type: LotteryBetType,
  result: LotteryResult,
): fc.Arbitrary<LotteryLine> {
  const { count, min, max, digits } = type.pick;
  let selection: fc.Arbitrary<string>;
  if (digits === null) selection = fc.constantFrom(...(type.options ?? []));
  else {
    const near = new Set<string>();
    for (const n of allNumbers(result)) {
      if (n.length < digits) continue;
      const tail = n.slice(-digits);
      near.add(tail);
      if (kind === 'SEA_4D') for (const p of permutations4d(tail)) near.add(p);
    }
    const inRange = [...near].filter((s) => Number(s) >= min && Number(s) <= max);
    const any = fc.integer({ min, max }).map((n) => String(n).padStart(digits, '0'));
    selection = inRange.length > 0 ? fc.oneof(fc.constantFrom(...inRange), any) : any;
  }
  return fc
    .record({
      betType: fc.constant(type.code),
      selections: fc.uniqueArray(selection, { minLength: count, maxLength: count }),
      stake: fc.oneof(fc.bigInt({ min: 1n, max: 10_000n }), fc.bigInt({ min: 1n, max: 10n ** 12n })),
    })
    .filter((line) => priceLine(kind, line).ok);
}

/** A valid line of any bet type of the game, near the result (see lineNear). */
export function anyLineNear(kind: LotteryKind, result: LotteryResult): fc.Arbitrary<LotteryLine> {
  return fc.constantFrom(...LOTTERY_BET_TYPES[kind]).chain((type) => lineNear(kind, type, result));
}

/**
 * The reference reading of a win table: the sum over the rows of the line's bet type and win key
 * of floor(stake × multiplier ÷ divisor) (what the vendor's SQL computes).
 */
export function settleByWinKeys(table: readonly LotteryWinKey[], line: LotteryLine): bigint {
  const key = lineWinKey(line.selections);
  let win = 0n;
  for (const row of table)
    if (row.betType === line.betType && row.key === key) win += (line.stake * row.multiplier) / row.divisor;
  return win;
}
