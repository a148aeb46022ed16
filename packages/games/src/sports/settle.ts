/**
 * Settlement of one selection against a match result. Lines are kept in quarters of a goal (or
 * point, or map) as integers: -3 is a handicap of -0.75, 10 an over/under of 2.5, so quarter lines
 * split exactly: -0.75 is half the stake on -0.5 and half on -1.
 */

export type SportKind = 'FOOTBALL' | 'BASKETBALL' | 'ESPORTS';

/** What a selection did: its part of the stake won, pushed or lost. */
export type LegOutcome = 'WIN' | 'HALF_WIN' | 'PUSH' | 'HALF_LOSE' | 'LOSE' | 'VOID';

/** A market. `line` in quarters (handicap of the home side / over-under total); `map` for a map winner. */
export type Market =
  | { type: '1X2' } // football full time: HOME, DRAW, AWAY
  | { type: 'HT_1X2' } // football first half: HOME, DRAW, AWAY
  | { type: 'AH'; line: number } // Asian handicap (home's line; AWAY takes -line): HOME, AWAY
  | { type: 'OU'; line: number } // goals / points total: OVER, UNDER
  | { type: 'CS' } // correct score: 'h-a' for 0..4, or OTHER
  | { type: 'BTTS' } // both teams to score: YES, NO
  | { type: 'ML' } // money line (basketball, overtime included; e-sports match winner): HOME, AWAY
  | { type: 'MAP_AH'; line: number } // e-sports map handicap: HOME, AWAY
  | { type: 'MAP_OU'; line: number } // e-sports total maps: OVER, UNDER
  | { type: 'MAP_WIN'; map: number }; // e-sports winner of map N (1-based): HOME, AWAY

export type MarketType = Market['type'];

/** A finished match. E-sports: home/away are maps won and `maps` each map's winner in order. */
export interface MatchResult {
  home: number;
  away: number;
  /** Football: the score at half time. */
  htHome?: number;
  htAway?: number;
  maps?: ('HOME' | 'AWAY')[];
  /** Abandoned: every selection is void. */
  abandoned?: boolean;
}

/** The key of a market: `AH:-3`, `MAP_WIN:2`, `1X2`. */
export function marketKey(market: Market): string {
  if ('line' in market) return `${market.type}:${market.line}`;
  if (market.type === 'MAP_WIN') return `MAP_WIN:${market.map}`;
  return market.type;
}

export function parseMarketKey(key: string): Market | undefined {
  const [type, arg, extra] = key.split(':');
  if (extra !== undefined) return undefined;
  const n = arg === undefined ? Number.NaN : Number(arg);
  switch (type) {
    case '1X2':
    case 'HT_1X2':
    case 'CS':
    case 'BTTS':
    case 'ML':
      return arg === undefined ? { type } : undefined;
    case 'AH':
    case 'OU':
    case 'MAP_AH':
    case 'MAP_OU':
      return Number.isInteger(n) && Math.abs(n) <= 2000 ? { type, line: n } : undefined;
    case 'MAP_WIN':
      return Number.isInteger(n) && n >= 1 && n <= 7 ? { type, map: n } : undefined;
    default:
      return undefined;
  }
}

/** The selections a market offers. */
export function selectionsOf(market: Market): readonly string[] {
  switch (market.type) {
    case '1X2':
    case 'HT_1X2':
      return ['HOME', 'DRAW', 'AWAY'];
    case 'AH':
    case 'ML':
    case 'MAP_AH':
    case 'MAP_WIN':
      return ['HOME', 'AWAY'];
    case 'OU':
    case 'MAP_OU':
      return ['OVER', 'UNDER'];
    case 'BTTS':
      return ['YES', 'NO'];
    case 'CS':
      return CORRECT_SCORES;
  }
}

export const CORRECT_SCORES: readonly string[] = [
  ...Array.from({ length: 25 }, (_, i) => `${Math.floor(i / 5)}-${i % 5}`),
  'OTHER',
];

/** One whole or half line: > 0 wins, 0 pushes, < 0 loses (`margin4` is the result + line, in quarters). */
const sideOf = (margin4: number): 'W' | 'P' | 'L' => (margin4 > 0 ? 'W' : margin4 === 0 ? 'P' : 'L');

/**
 * A line bet's outcome: `margin4` is the selection's score margin in quarters before the line
 * (home - away for HOME, total for OVER …), `line4` the line in quarters. A quarter line (odd) is
 * half on each neighbouring half line.
 */
export function lineOutcome(margin4: number, line4: number): LegOutcome {
  if (line4 % 2 === 0) {
    const s = sideOf(margin4 + line4);
    return s === 'W' ? 'WIN' : s === 'P' ? 'PUSH' : 'LOSE';
  }
  const a = sideOf(margin4 + line4 - 1);
  const b = sideOf(margin4 + line4 + 1);
  const key = [a, b].sort().join('');
  switch (key) {
    case 'WW':
      return 'WIN';
    case 'PW':
      return 'HALF_WIN';
    case 'LP':
      return 'HALF_LOSE';
    case 'LL':
      return 'LOSE';
    default:
      // L and W cannot both come from lines a quarter apart; a push on both is impossible too.
      return 'PUSH';
  }
}

const winner = (home: number, away: number) => (home > away ? 'HOME' : home < away ? 'AWAY' : 'DRAW');
const verdict = (won: boolean): LegOutcome => (won ? 'WIN' : 'LOSE');

/** The outcome of `selection` of `market` for `result`. Throws on a selection the market does not offer. */
export function settleSelection(market: Market, selection: string, result: MatchResult): LegOutcome {
  if (!selectionsOf(market).includes(selection))
    throw new RangeError(`no selection ${selection} in ${marketKey(market)}`);
  if (result.abandoned) return 'VOID';
  const { home, away } = result;
  switch (market.type) {
    case '1X2':
    case 'ML':
      return verdict(winner(home, away) === selection);
    case 'HT_1X2':
      if (result.htHome === undefined || result.htAway === undefined) return 'VOID';
      return verdict(winner(result.htHome, result.htAway) === selection);
    case 'AH':
    case 'MAP_AH': {
      const diff4 = (home - away) * 4;
      return selection === 'HOME' ? lineOutcome(diff4, market.line) : lineOutcome(-diff4, -market.line);
    }
    case 'OU':
    case 'MAP_OU': {
      const total4 = (home + away) * 4;
      return selection === 'OVER' ? lineOutcome(total4, -market.line) : lineOutcome(-total4, market.line);
    }
    case 'CS': {
      const score = `${home}-${away}`;
      return verdict(CORRECT_SCORES.includes(score) ? selection === score : selection === 'OTHER');
    }
    case 'BTTS':
      return verdict((home > 0 && away > 0) === (selection === 'YES'));
    case 'MAP_WIN': {
      const mapWinner = result.maps?.[market.map - 1];
      return mapWinner ? verdict(mapWinner === selection) : 'VOID';
    }
  }
}

/** A leg's multiplier on its stake as a fraction: WIN odds, HALF_WIN (odds + 1) / 2, PUSH/VOID 1, HALF_LOSE 1/2, LOSE 0. */
export function legMultiplier(outcome: LegOutcome, oddsMilli: number): { num: bigint; den: bigint } {
  const odds = BigInt(oddsMilli);
  switch (outcome) {
    case 'WIN':
      return { num: odds, den: 1000n };
    case 'HALF_WIN':
      return { num: odds + 1000n, den: 2000n };
    case 'PUSH':
    case 'VOID':
      return { num: 1n, den: 1n };
    case 'HALF_LOSE':
      return { num: 1n, den: 2n };
    case 'LOSE':
      return { num: 0n, den: 1n };
  }
}

/** What a single returns (stake included), rounded down to the minor unit. */
export function singleReturn(stake: bigint, outcome: LegOutcome, oddsMilli: number): bigint {
  const m = legMultiplier(outcome, oddsMilli);
  return (stake * m.num) / m.den;
}

/**
 * What a parlay returns: the stake times every leg's multiplier (a void or pushed leg counts as
 * 1.00, a half win as (odds + 1) / 2, a half loss as 1/2), rounded down once at the end.
 */
export function parlayReturn(
  stake: bigint,
  legs: readonly { outcome: LegOutcome; oddsMilli: number }[],
): bigint {
  let num = stake;
  let den = 1n;
  for (const leg of legs) {
    const m = legMultiplier(leg.outcome, leg.oddsMilli);
    num *= m.num;
    den *= m.den;
  }
  return num / den;
}

/** The combined price of a parlay (thousandths, rounded down). */
export function parlayOdds(oddsMilli: readonly number[]): number {
  let num = 1000n;
  for (const o of oddsMilli) num = (num * BigInt(o)) / 1000n;
  return Number(num);
}

/** The valid (turnover) bet of a settled bet: none for void or pushed, half for half results. */
export function validStake(stake: bigint, outcome: LegOutcome): bigint {
  if (outcome === 'VOID' || outcome === 'PUSH') return 0n;
  if (outcome === 'HALF_WIN' || outcome === 'HALF_LOSE') return stake / 2n;
  return stake;
}
