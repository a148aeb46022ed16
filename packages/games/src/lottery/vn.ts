/**
 * Vietnamese lô đề on the northern (XSMB, 27 numbers) and southern / central (XSMN / XSMT, 18
 * numbers) draws. A line's stake is the "point" (điểm); lô costs the point times the numbers it
 * plays against (27 north, 18 south for 2 digits; 23 / 17 for 3 digits) and pays per occurrence.
 * Default odds are the usual online market figures (e.g. lô 27 → 99, đề ×95, xiên ×17/65/250 north,
 * 3 càng ×900, đầu/đuôi ×9.5), every one overridable by the merchant.
 */
import { allNumbers, tierNumbers, VN_NORTH_TIERS, VN_SOUTH_TIERS } from './draw.ts';
import { type BetRule, choose, fixedOddsReturn, oddsOf, pay, type Ratio, subsets } from './rule.ts';
import { BP, type LotteryBetType, type LotteryResult } from './types.ts';

type VnKind = 'VN_NORTH' | 'VN_SOUTH';

function layoutOf(kind: VnKind) {
  return kind === 'VN_NORTH' ? VN_NORTH_TIERS : VN_SOUTH_TIERS;
}

/** How many drawn numbers have at least `digits` digits: lô 2 số 27 / 18, lô 3 số 23 / 17. */
export function vnNumbersWithDigits(kind: VnKind, digits: number): number {
  return layoutOf(kind).reduce((sum, t) => sum + (t.digits >= digits ? t.count : 0), 0);
}

function special(result: LotteryResult): string {
  return tierNumbers(result, 'DB')[0] ?? '';
}

/** Per result: how many prizes end in each 2- and 3-digit ending (3: among prizes of ≥ 3 digits). */
const endingCounts = new WeakMap<LotteryResult, Map<string, number>>();

function endings(result: LotteryResult): Map<string, number> {
  let counts = endingCounts.get(result);
  if (counts === undefined) {
    counts = new Map();
    for (const n of allNumbers(result))
      for (const d of [2, 3]) if (n.length >= d) counts.set(n.slice(-d), (counts.get(n.slice(-d)) ?? 0) + 1);
    endingCounts.set(result, counts);
  }
  return counts;
}

function occurrences(result: LotteryResult, selection: string): number {
  return endings(result).get(selection) ?? 0;
}

/** The distinct endings of `digits` digits that appear, sorted. */
function endingsOf(result: LotteryResult, digits: number): string[] {
  return [...endings(result).keys()].filter((e) => e.length === digits).sort();
}

/** P(all k given 2-digit endings appear among n uniform numbers) by inclusion–exclusion, exactly. */
export function xienProbability(k: number, n: number): Ratio {
  let num = 0n;
  for (let j = 0; j <= k; j++) {
    const term = choose(k, j) * BigInt(100 - j) ** BigInt(n);
    num += j % 2 === 0 ? term : -term;
  }
  return { num, den: 100n ** BigInt(n) };
}

/**
 * Default xiên 2/3/4 odds. North: the market's ×17 / ×65 / ×250 (edges 6.7 %, 20.1 %, 33.2 %).
 * South plays against 18 numbers, where those figures would keep 56–86 %: its defaults are ours,
 * set for about the north's edges (×35, ×200, ×1200: 8.6 %, 21.7 %, 33.4 %).
 */
const XIEN_ODDS: Readonly<Record<VnKind, readonly bigint[]>> = {
  VN_NORTH: [170_000n, 650_000n, 2_500_000n],
  VN_SOUTH: [350_000n, 2_000_000n, 12_000_000n],
};

function vnRules(kind: VnKind): BetRule[] {
  const n2 = vnNumbersWithDigits(kind, 2);
  const n3 = vnNumbersWithDigits(kind, 3);
  const type = (t: Omit<LotteryBetType, 'kind'>): LotteryBetType => ({ ...t, kind });

  const lo = (code: string, digits: 2 | 3, name: string, count: number, defaultOddsBp: bigint): BetRule => {
    const t = type({
      code,
      name,
      description: `Pays the odds times the point for every one of the ${count} prizes ending in the chosen ${digits} digits; costs ${count} points.`,
      pick: { count: 1, min: 0, max: 10 ** digits - 1, digits },
      costFactor: BigInt(count),
      defaultOddsBp,
    });
    return {
      type: t,
      settle: (s, r, stake, odds) => pay(stake, oddsOf(t, odds), occurrences(r, s[0] ?? '')),
      exposure: (s, stake, odds) => [{ key: `${code}:${s[0]}`, payout: pay(stake, oddsOf(t, odds), count) }],
      winKeys: (r, odds) =>
        endingsOf(r, digits).map((e) => ({
          key: e,
          multiplier: oddsOf(t, odds) * BigInt(occurrences(r, e)),
          divisor: BP,
        })),
      // Expected occurrences count/10^digits per point, at a cost of count points.
      returnRatio: (odds) => fixedOddsReturn(oddsOf(t, odds), 1n, 10n ** BigInt(digits)),
    };
  };

  const onSpecial = (
    code: string,
    name: string,
    description: string,
    digits: number,
    max: number,
    outcomes: bigint,
    defaultOddsBp: bigint,
    wins: (db: string, selection: string) => boolean,
  ): BetRule => {
    const t = type({
      code,
      name,
      description,
      pick: { count: 1, min: 0, max, digits },
      costFactor: 1n,
      defaultOddsBp,
    });
    return {
      type: t,
      settle: (s, r, stake, odds) => (wins(special(r), s[0] ?? '') ? pay(stake, oddsOf(t, odds)) : 0n),
      exposure: (s, stake, odds) => [{ key: `${code}:${s[0]}`, payout: pay(stake, oddsOf(t, odds)) }],
      // The selections (at most 1000) that the special prize makes win.
      winKeys: (r, odds) =>
        Array.from({ length: max + 1 }, (_, i) => String(i).padStart(digits, '0'))
          .filter((selection) => wins(special(r), selection))
          .map((key) => ({ key, multiplier: oddsOf(t, odds), divisor: BP })),
      returnRatio: (odds) => fixedOddsReturn(oddsOf(t, odds), 1n, outcomes),
    };
  };

  const xien = (k: 2 | 3 | 4, defaultOddsBp: bigint): BetRule => {
    const code = `XIEN${k}`;
    const t = type({
      code,
      name: `Xiên ${k}`,
      description: `Pays the odds once when all ${k} chosen 2-digit numbers appear as lô (last two digits of any prize).`,
      pick: { count: k, min: 0, max: 99, digits: 2 },
      costFactor: 1n,
      defaultOddsBp,
    });
    return {
      type: t,
      isDistinct: true,
      settle: (s, r, stake, odds) =>
        s.every((x) => occurrences(r, x) > 0) ? pay(stake, oddsOf(t, odds)) : 0n,
      exposure: (s, stake, odds) => [
        { key: `${code}:${[...s].sort().join('-')}`, payout: pay(stake, oddsOf(t, odds)) },
      ],
      // Every k of the distinct 2-digit endings drawn (at most C(27, 4) = 17 550 keys).
      winKeys: (r, odds) =>
        subsets(endingsOf(r, 2), k).map((set) => ({
          key: set.join('-'),
          multiplier: oddsOf(t, odds),
          divisor: BP,
        })),
      returnRatio: (odds) => {
        const p = xienProbability(k, n2);
        return { num: oddsOf(t, odds) * p.num, den: BP * p.den };
      },
    };
  };

  return [
    lo('LO2', 2, 'Lô 2 số', n2, 990_000n),
    lo('LO3', 3, 'Lô 3 số', n3, 9_800_000n),
    onSpecial(
      'DE',
      'Đề',
      'Pays the odds when the chosen 2 digits are the last two digits of the special prize.',
      2,
      99,
      100n,
      950_000n,
      (db, s) => db.slice(-2) === s,
    ),
    onSpecial(
      'DAU',
      'Đầu',
      'Pays the odds when the chosen digit is the first of the last two digits of the special prize.',
      1,
      9,
      10n,
      95_000n,
      (db, s) => db.slice(-2, -1) === s,
    ),
    onSpecial(
      'DUOI',
      'Đuôi',
      'Pays the odds when the chosen digit is the last digit of the special prize.',
      1,
      9,
      10n,
      95_000n,
      (db, s) => db.slice(-1) === s,
    ),
    ...XIEN_ODDS[kind].map((odds, i) => xien((i + 2) as 2 | 3 | 4, odds)),
    onSpecial(
      'BA_CANG',
      '3 càng',
      'Pays the odds when the chosen 3 digits are the last three digits of the special prize.',
      3,
      999,
      1000n,
      9_000_000n,
      (db, s) => db.slice(-3) === s,
    ),
  ];
}

/** The northern draw's bet rules. */
export const VN_NORTH_RULES: readonly BetRule[] = vnRules('VN_NORTH');
/** The southern / central draw's bet rules. */
export const VN_SOUTH_RULES: readonly BetRule[] = vnRules('VN_SOUTH');
