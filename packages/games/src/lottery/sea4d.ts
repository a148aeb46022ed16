/**
 * South-East Asian 4D (TCG_SEA): 23 distinct 4-digit numbers per draw (see SEA_4D_TIERS). Big pays
 * on all 23 with a payout per tier, Small on the top three only; box bets play every distinct
 * permutation of the number (Box: a full stake each; i-Box: one stake spread over them, each
 * permutation paying the tier payout ÷ permutations). Default tables are Magnum 4D Classic's per
 * unit staked (Big 2500 / 1000 / 500 / 180 / 60, Small 3500 / 2000 / 1000; as tabulated by
 * myadvisor.my/guides/4d-magnum-prize-structure and 4d13.asia/blog/magnum-prize-structure).
 * Magnum lets a number repeat within a draw and win each time (spot4d.com/magnum4d); we draw the
 * 23 distinct, our choice, so a number wins one tier at most and its worst case for the payout cap
 * is the top tier payout. The expected return is the same either way (linearity).
 *
 * Odds: the Big table reads `BIG:<tier>` (tiers P1, P2, P3, SPECIAL, CONSOLATION) and the Small
 * table `SMALL:<tier>`; a plain `BIG` / `SMALL` sets the 1st prize. Box and i-Box bets read the
 * table of their family.
 */
import { SEA_4D_TIERS, tierNumbers } from './draw.ts';
import { type BetRule, oddsOf, pay, type WinKeyRow } from './rule.ts';
import { BP, type LotteryBetType, type LotteryOdds, type LotteryResult } from './types.ts';

/** A payout table family: Big (all 23 prizes) or Small (1st, 2nd, 3rd). */
export type Sea4dFamily = 'BIG' | 'SMALL';

/** Default payout per unit stake in bp, per tier, per family (Magnum 4D Classic). */
export const SEA_4D_DEFAULT_TABLES: Readonly<Record<Sea4dFamily, Readonly<Record<string, bigint>>>> = {
  BIG: { P1: 25_000_000n, P2: 10_000_000n, P3: 5_000_000n, SPECIAL: 1_800_000n, CONSOLATION: 600_000n },
  SMALL: { P1: 35_000_000n, P2: 20_000_000n, P3: 10_000_000n },
};

const FAMILY_TYPE: Record<Sea4dFamily, LotteryBetType> = {
  BIG: {
    code: 'BIG',
    kind: 'SEA_4D',
    name: 'Big',
    description:
      'Pays when the number is any of the 23 prizes, at the Big table (by default 1st 2500×, 2nd 1000×, 3rd 500×, special 180×, consolation 60×).',
    pick: { count: 1, min: 0, max: 9999, digits: 4 },
    costFactor: 1n,
    defaultOddsBp: 25_000_000n,
  },
  SMALL: {
    code: 'SMALL',
    kind: 'SEA_4D',
    name: 'Small',
    description:
      'Pays when the number is the 1st, 2nd or 3rd prize, at the Small table (by default 3500×, 2000×, 1000×).',
    pick: { count: 1, min: 0, max: 9999, digits: 4 },
    costFactor: 1n,
    defaultOddsBp: 35_000_000n,
  },
};

/**
 * The payout table of a family at the merchant's odds: tier → bp. Tiers the family does not pay are
 * absent. Throws a RangeError on negative odds.
 */
export function sea4dTable(family: Sea4dFamily, odds?: LotteryOdds): Readonly<Record<string, bigint>> {
  const type = FAMILY_TYPE[family];
  const defaults = SEA_4D_DEFAULT_TABLES[family];
  const table: Record<string, bigint> = {};
  for (const [tier, fallback] of Object.entries(defaults)) {
    const headline = tier === 'P1' ? oddsOf(type, odds, family, fallback) : fallback;
    table[tier] = oddsOf(type, odds, `${family}:${tier}`, headline);
  }
  return table;
}

const PERMUTATIONS = new Map<string, readonly string[]>();

/** The distinct permutations of a 4-digit number, ascending (24, 12, 6, 4 or 1 of them). */
export function permutations4d(number: string): readonly string[] {
  const known = PERMUTATIONS.get(number);
  if (known !== undefined) return known;
  const out = new Set<string>();
  const walk = (rest: string, acc: string) => {
    if (rest.length === 0) out.add(acc);
    for (let i = 0; i < rest.length; i++) walk(rest.slice(0, i) + rest.slice(i + 1), acc + rest[i]);
  };
  walk(number, '');
  const sorted = [...out].sort();
  // At most 10 000 four-digit numbers: the cache is bounded.
  if (/^[0-9]{4}$/.test(number)) PERMUTATIONS.set(number, sorted);
  return sorted;
}

/** Per result: each drawn number → its highest tier (publishing order). */
const tierIndex = new WeakMap<LotteryResult, Map<string, string>>();

function tierOf(result: LotteryResult, number: string): string | undefined {
  let index = tierIndex.get(result);
  if (index === undefined) {
    index = new Map();
    for (const { tier } of SEA_4D_TIERS)
      for (const n of tierNumbers(result, tier)) if (!index.has(n)) index.set(n, tier);
    tierIndex.set(result, index);
  }
  return index.get(number);
}

/** The bp a number wins at a table: its highest tier's payout, 0n when it is not drawn. */
function tierPayout(result: LotteryResult, table: Readonly<Record<string, bigint>>, number: string): bigint {
  const tier = tierOf(result, number);
  return (tier === undefined ? undefined : table[tier]) ?? 0n;
}

/** Each drawn number with its payout at a table (0 payouts left out), publishing order. */
function drawnPayouts(result: LotteryResult, table: Readonly<Record<string, bigint>>) {
  return [...new Set(SEA_4D_TIERS.flatMap(({ tier }) => tierNumbers(result, tier)))]
    .map((n) => ({ n, bp: tierPayout(result, table, n) }))
    .filter(({ bp }) => bp > 0n);
}

function maxOf(table: Readonly<Record<string, bigint>>): bigint {
  return Object.values(table).reduce((m, v) => (v > m ? v : m), 0n);
}

/** Expected payout per unit stake of one number: Σ tier count × payout / 10000 numbers (distinct draw). */
function tableReturn(table: Readonly<Record<string, bigint>>) {
  const num = SEA_4D_TIERS.reduce((s, t) => s + BigInt(t.count) * (table[t.tier] ?? 0n), 0n);
  return { num, den: BP * 10_000n };
}

function straight(family: Sea4dFamily): BetRule {
  const type = FAMILY_TYPE[family];
  return {
    type,
    settle: (s, r, stake, odds) => pay(stake, tierPayout(r, sea4dTable(family, odds), s[0] ?? '')),
    exposure: (s, stake, odds) => [
      { key: `${family}:${s[0]}`, payout: pay(stake, maxOf(sea4dTable(family, odds))) },
    ],
    winKeys: (r, odds) =>
      drawnPayouts(r, sea4dTable(family, odds)).map(({ n, bp }) => ({ key: n, multiplier: bp, divisor: BP })),
    returnRatio: (odds) => tableReturn(sea4dTable(family, odds)),
  };
}

function boxCombinations(selections: readonly string[]): number | string {
  const n = permutations4d(selections[0] ?? '').length;
  return n > 1 ? n : 'a box needs at least two different digits (play Big or Small on a number like 1111)';
}

function box(family: Sea4dFamily, code: string, isSpread: boolean): BetRule {
  const base = FAMILY_TYPE[family];
  const tiers = family === 'BIG' ? 'any of the 23 prizes' : 'the 1st, 2nd or 3rd prize';
  const type: LotteryBetType = {
    ...base,
    code,
    name: `${isSpread ? 'i-Box' : 'Box'} (${base.name})`,
    description: isSpread
      ? `One stake covers every permutation of the number; each permutation drawn as ${tiers} pays the ${base.name} table divided by the number of permutations.`
      : `A full stake on every permutation of the number (24, 12, 6 or 4 combinations); each permutation drawn as ${tiers} pays the ${base.name} table.`,
  };
  /** The bp paid per stake unit for one permutation, before the floor. */
  const share = (stake: bigint, bp: bigint, perms: number) =>
    isSpread ? (stake * bp) / (BP * BigInt(perms)) : pay(stake, bp);
  return {
    type,
    combinations: boxCombinations,
    isChargedPerCombination: !isSpread,
    settle: (s, r, stake, odds) => {
      const table = sea4dTable(family, odds);
      const perms = permutations4d(s[0] ?? '');
      return perms.reduce((sum, p) => sum + share(stake, tierPayout(r, table, p), perms.length), 0n);
    },
    // Every permutation of every drawn number (a box needs two different digits): the line's
    // number matches one row per drawn permutation of it, each floored on its own as in settle.
    winKeys: (r, odds) =>
      drawnPayouts(r, sea4dTable(family, odds)).flatMap(({ n, bp }): WinKeyRow[] => {
        const perms = permutations4d(n);
        if (perms.length < 2) return [];
        const divisor = isSpread ? BP * BigInt(perms.length) : BP;
        return perms.map((key) => ({ key, multiplier: bp, divisor }));
      }),
    exposure: (s, stake, odds) => {
      const top = maxOf(sea4dTable(family, odds));
      const perms = permutations4d(s[0] ?? '');
      return perms.map((p) => ({ key: `${family}:${p}`, payout: share(stake, top, perms.length) }));
    },
    // Box: each permutation is a straight bet at its own stake. i-Box: each of k permutations pays
    // 1/k of the table for one stake: the same return per unit of cost.
    returnRatio: (odds) => tableReturn(sea4dTable(family, odds)),
  };
}

/** The 4D rules: Big, Small, and Box / i-Box of each. */
export const SEA_4D_RULES: readonly BetRule[] = [
  straight('BIG'),
  straight('SMALL'),
  box('BIG', 'BOX', false),
  box('BIG', 'IBOX', true),
  box('SMALL', 'SMALL_BOX', false),
  box('SMALL', 'SMALL_IBOX', true),
];
