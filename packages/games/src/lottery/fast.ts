/**
 * The fast e-lottery games (LOTT / ELOTT, a draw every 1–5 minutes): a 5-digit game, a 10-car race,
 * three dice and 11-choose-5. Each bet type pays fixed odds once; its win probability is a closed
 * form over the outcome space (the tests check every one against enumeration), so `houseEdge` is
 * exact. Option bets (BIG/SMALL/ODD/EVEN, DRAGON/TIGER, a pair of dice sums) group options of equal
 * probability, so one odds figure fits each.
 */
import { LOTTERY_TIER_LAYOUTS, tierNumbers } from './draw.ts';
import { type BetRule, choose, fixedOddsReturn, lineWinKey, oddsOf, pay, selectionDomain } from './rule.ts';
import { BP, type LotteryBetType, type LotteryKind, type LotteryResult } from './types.ts';

type FastKind = 'FAST_5D' | 'FAST_RACE' | 'FAST_DICE' | 'FAST_11X5';

const BSOE = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;

/** The drawn numbers of a fast game (its single tier). */
function drawn(kind: FastKind, result: LotteryResult): readonly string[] {
  const tier = LOTTERY_TIER_LAYOUTS[kind][0]?.tier ?? '';
  return tierNumbers(result, tier);
}

/** A rule paying `oddsBp` once when `wins` holds, with win probability wins/outcomes per selection. */
function fixedRule(
  type: LotteryBetType,
  probability: { wins: bigint; outcomes: bigint },
  isWin: (numbers: readonly string[], selections: readonly string[]) => boolean,
  isDistinct = false,
): BetRule {
  const kind = type.kind as FastKind;
  return {
    type,
    isDistinct,
    settle: (s, r, stake, odds) => (isWin(drawn(kind, r), s) ? pay(stake, oddsOf(type, odds)) : 0n),
    exposure: (s, stake, odds) => [
      { key: `${type.code}:${[...s].sort().join('-')}`, payout: pay(stake, oddsOf(type, odds)) },
    ],
    returnRatio: (odds) => fixedOddsReturn(oddsOf(type, odds), probability.wins, probability.outcomes),
    // Every selection the line could take (at most C(11, 5) = 462), kept when it wins.
    winKeys: (r, odds) => {
      const numbers = drawn(kind, r);
      return selectionDomain(type)
        .filter((s) => isWin(numbers, s))
        .map((s) => ({ key: lineWinKey(s), multiplier: oddsOf(type, odds), divisor: BP }));
    },
  };
}

function numberType(
  kind: LotteryKind,
  code: string,
  name: string,
  description: string,
  pick: LotteryBetType['pick'],
  defaultOddsBp: bigint,
): LotteryBetType {
  return { code, kind, name, description, pick, costFactor: 1n, defaultOddsBp };
}

function optionType(
  kind: LotteryKind,
  code: string,
  name: string,
  description: string,
  options: readonly string[],
  defaultOddsBp: bigint,
): LotteryBetType {
  return {
    code,
    kind,
    name,
    description,
    pick: { count: 1, min: 0, max: 0, digits: null },
    options,
    costFactor: 1n,
    defaultOddsBp,
  };
}

/** BIG/SMALL/ODD/EVEN of a value against its big threshold. */
function bsoe(option: string | undefined, value: number, bigFrom: number): boolean {
  if (option === 'BIG') return value >= bigFrom;
  if (option === 'SMALL') return value < bigFrom;
  if (option === 'ODD') return value % 2 === 1;
  return option === 'EVEN' && value % 2 === 0;
}

const HALF = { wins: 1n, outcomes: 2n };
const TENTH = { wins: 1n, outcomes: 10n };
const POSITIONS = [1, 2, 3, 4, 5] as const;

function fast5dRules(): BetRule[] {
  const k = 'FAST_5D';
  const digits = (ns: readonly string[]) => ns.map(Number);
  return [
    ...POSITIONS.map((p) =>
      fixedRule(
        numberType(
          k,
          `P${p}_DIGIT`,
          `Position ${p} digit`,
          `Pays the odds when digit ${p} of the 5 drawn is the chosen digit (1 in 10).`,
          { count: 1, min: 0, max: 9, digits: 1 },
          98_000n,
        ),
        TENTH,
        (ns, s) => ns[p - 1] === s[0],
      ),
    ),
    ...POSITIONS.map((p) =>
      fixedRule(
        optionType(
          k,
          `P${p}_BSOE`,
          `Position ${p} big / small / odd / even`,
          `Pays the odds when digit ${p} is big (5–9), small (0–4), odd or even as chosen (1 in 2).`,
          BSOE,
          19_800n,
        ),
        HALF,
        (ns, s) => bsoe(s[0], Number(ns[p - 1]), 5),
      ),
    ),
    fixedRule(
      optionType(
        k,
        'SUM_BSOE',
        'Sum big / small / odd / even',
        'Pays the odds when the sum of the 5 digits (0–45) is big (23–45), small (0–22), odd or even as chosen (1 in 2).',
        BSOE,
        19_800n,
      ),
      // d → 9 − d maps a sum s to 45 − s: it swaps big with small and odd with even, so each has 1/2.
      HALF,
      (ns, s) =>
        bsoe(
          s[0],
          digits(ns).reduce((a, b) => a + b, 0),
          23,
        ),
    ),
  ];
}

const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

function fastRaceRules(): BetRule[] {
  const k = 'FAST_RACE';
  return [
    ...RANKS.map((r) =>
      fixedRule(
        numberType(
          k,
          `RANK${r}`,
          `Car at rank ${r}`,
          `Pays the odds when the chosen car (01–10) finishes at rank ${r} (1 in 10).`,
          { count: 1, min: 1, max: 10, digits: 2 },
          98_000n,
        ),
        TENTH,
        (ns, s) => ns[r - 1] === s[0],
      ),
    ),
    ...RANKS.map((r) =>
      fixedRule(
        optionType(
          k,
          `RANK${r}_BSOE`,
          `Rank ${r} big / small / odd / even`,
          `Pays the odds when the car at rank ${r} is big (06–10), small (01–05), odd or even as chosen (1 in 2).`,
          BSOE,
          19_800n,
        ),
        HALF,
        (ns, s) => bsoe(s[0], Number(ns[r - 1]), 6),
      ),
    ),
    fixedRule(
      optionType(
        k,
        'DRAGON_TIGER',
        'Dragon / tiger',
        'Pays the odds on DRAGON when the car at rank 1 has a higher number than the car at rank 10, on TIGER when lower (1 in 2).',
        ['DRAGON', 'TIGER'],
        19_800n,
      ),
      HALF,
      (ns, s) => {
        const first = Number(ns[0]);
        const last = Number(ns[9]);
        return s[0] === 'DRAGON' ? first > last : first < last;
      },
    ),
  ];
}

/** Ordered ways (of 216) for three dice to total s, s = 3 … 18. */
export function diceSumWays(s: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (s - a - b >= 1 && s - a - b <= 6) n++;
  return n;
}

/**
 * Sic bo total bets, paired by equal probability, at the Atlantic City pay table (60 to 1 on 4/17,
 * 30 to 1 on 5/16, 17 to 1 on 6/15, 12 to 1 on 7/14, 8 to 1 on 8/13, 6 to 1 on 9/12 and 10/11;
 * specific triple 180 to 1, any triple 30 to 1; wizardofodds.com/games/sic-bo). Odds in bp are the
 * total payout, stake included: 60 to 1 is 610 000 bp.
 */
const DICE_SUM_PAIRS: readonly [number, bigint][] = [
  [4, 610_000n],
  [5, 310_000n],
  [6, 180_000n],
  [7, 130_000n],
  [8, 90_000n],
  [9, 70_000n],
  [10, 70_000n],
];

function fastDiceRules(): BetRule[] {
  const k = 'FAST_DICE';
  const dice = (ns: readonly string[]) => ns.map(Number);
  const sum = (ns: readonly string[]) => dice(ns).reduce((a, b) => a + b, 0);
  const isTriple = (ns: readonly string[]) => ns[0] === ns[1] && ns[1] === ns[2];
  return [
    fixedRule(
      optionType(
        k,
        'SUM_BS',
        'Big / small',
        'Pays the odds when the total of the 3 dice is big (11–17) or small (4–10) as chosen; any triple loses (105 in 216).',
        ['BIG', 'SMALL'],
        20_000n,
      ),
      // Totals 11–17 are 108 of 216 ordered outcomes, less the triples 444, 555 and 666.
      { wins: 105n, outcomes: 216n },
      (ns, s) => !isTriple(ns) && bsoe(s[0], sum(ns), 11),
    ),
    ...DICE_SUM_PAIRS.map(([low, odds]) => {
      const high = 21 - low;
      return fixedRule(
        optionType(
          k,
          `SUM_${low}_${high}`,
          `Total ${low} or ${high}`,
          `Pays the odds when the 3 dice total the chosen ${low} or ${high} (${diceSumWays(low)} in 216).`,
          [String(low), String(high)],
          odds,
        ),
        { wins: BigInt(diceSumWays(low)), outcomes: 216n },
        (ns, s) => sum(ns) === Number(s[0]),
      );
    }),
    fixedRule(
      numberType(
        k,
        'TRIPLE',
        'Specific triple',
        'Pays the odds when all 3 dice show the chosen face (1 in 216).',
        { count: 1, min: 1, max: 6, digits: 1 },
        1_810_000n,
      ),
      { wins: 1n, outcomes: 216n },
      (ns, s) => isTriple(ns) && ns[0] === s[0],
    ),
    fixedRule(
      optionType(
        k,
        'ANY_TRIPLE',
        'Any triple',
        'Pays the odds when all 3 dice show the same face (6 in 216).',
        ['ANY'],
        310_000n,
      ),
      { wins: 6n, outcomes: 216n },
      (ns) => isTriple(ns),
    ),
  ];
}

/** Default odds of pick-N in 11-choose-5, about 2–3 % edge each (fair: 2.2, 5.5, 16.5, 66, 462, 77, 22, 8.25). */
const PICK_ODDS: readonly bigint[] = [
  21_500n,
  54_000n,
  162_000n,
  650_000n,
  4_500_000n,
  750_000n,
  215_000n,
  80_000n,
];

function fast11x5Rules(): BetRule[] {
  const k = 'FAST_11X5';
  return PICK_ODDS.map((odds, i) => {
    const n = i + 1;
    const description =
      n < 5
        ? `Pays the odds when all ${n} chosen balls (01–11) are among the 5 drawn (${choose(11 - n, 5 - n)} in 462).`
        : n === 5
          ? 'Pays the odds when the 5 chosen balls (01–11) are the 5 drawn (1 in 462).'
          : `Pays the odds when all 5 drawn balls are among the ${n} chosen (${choose(n, 5)} in 462).`;
    return fixedRule(
      numberType(k, `PICK${n}`, `Pick ${n}`, description, { count: n, min: 1, max: 11, digits: 2 }, odds),
      // Of the C(11,5) = 462 equally likely sets, C(11−n, 5−n) contain n chosen balls (n ≤ 5) and
      // C(n, 5) lie inside n chosen balls (n ≥ 5).
      { wins: n <= 5 ? choose(11 - n, 5 - n) : choose(n, 5), outcomes: choose(11, 5) },
      (ns, s) => (n <= 5 ? s.every((x) => ns.includes(x)) : ns.every((x) => s.includes(x))),
      true,
    );
  });
}

/** The rules of the 5-digit game. */
export const FAST_5D_RULES: readonly BetRule[] = fast5dRules();
/** The rules of the 10-car race. */
export const FAST_RACE_RULES: readonly BetRule[] = fastRaceRules();
/** The rules of the three-dice game. */
export const FAST_DICE_RULES: readonly BetRule[] = fastDiceRules();
/** The rules of 11-choose-5. */
export const FAST_11X5_RULES: readonly BetRule[] = fast11x5Rules();
