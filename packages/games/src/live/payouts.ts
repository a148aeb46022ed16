/**
 * The bet spots of every live game, what a bet returns for an outcome, the exact house edge of
 * every spot and the pay table shown in the help panel. Every return is `stake × ratio` floored to
 * the minor unit, the ratio an exact rational from the game's own file; the house edges are
 * computed from those same ratios over the exact outcome probabilities, so a pay table change
 * shows in its edge.
 */
import { payout, type Rational } from '../money.ts';
import {
  BACCARAT_SPOTS,
  type BaccaratHand,
  type BaccaratSpot,
  baccaratProbabilities,
  baccaratReturn,
} from './baccarat.ts';
import {
  COCKFIGHT_SPOTS,
  type CockfightOdds,
  type CockfightResult,
  type CockfightSpot,
  cockfightReturn,
  cockfightWeights,
} from './cockfight.ts';
import {
  DRAGON_TIGER_SPOTS,
  type DragonTigerHand,
  type DragonTigerSpot,
  dragonTigerReturn,
} from './dragon-tiger.ts';
import { pariMutuelReturn } from './pari-mutuel.ts';
import { ROULETTE_SPOTS, rouletteReturn } from './roulette.ts';
import { CARD_RANKS, CARD_SUITS } from './shoe.ts';
import { SIC_BO_SPOTS, type SicBoDice, sicBoReturn } from './sic-bo.ts';

/** The live games. */
export const LIVE_GAME_KINDS = ['BACCARAT', 'DRAGON_TIGER', 'ROULETTE', 'SIC_BO', 'COCKFIGHT'] as const;
export type LiveGameKind = (typeof LIVE_GAME_KINDS)[number];

/** A settled round's outcome, everything a bet's return depends on. */
export type LiveOutcome =
  | { game: 'BACCARAT'; hand: BaccaratHand }
  | { game: 'DRAGON_TIGER'; hand: DragonTigerHand }
  | { game: 'ROULETTE'; number: number }
  | { game: 'SIC_BO'; dice: SicBoDice }
  | {
      game: 'COCKFIGHT';
      result: CockfightResult | 'CANCELLED';
      odds: CockfightOdds;
      /** Pari-mutuel: one operator's pools (minor units as text) and plasada; absent at fixed odds. */
      pool?: { meron: string; wala: string; plasadaBp: number };
    };

const SPOTS: Record<LiveGameKind, readonly string[]> = {
  BACCARAT: BACCARAT_SPOTS,
  DRAGON_TIGER: DRAGON_TIGER_SPOTS,
  ROULETTE: ROULETTE_SPOTS,
  SIC_BO: SIC_BO_SPOTS,
  COCKFIGHT: COCKFIGHT_SPOTS,
};
const SPOT_SETS = Object.fromEntries(LIVE_GAME_KINDS.map((g) => [g, new Set(SPOTS[g])])) as unknown as Record<
  LiveGameKind,
  ReadonlySet<string>
>;

/** The closed list of a game's spot codes. */
export function liveSpots(game: LiveGameKind): readonly string[] {
  const spots = SPOTS[game] as readonly string[] | undefined;
  if (spots === undefined) throw new RangeError(`not a live game: ${String(game)}`);
  return spots;
}

/** True when `spot` is one of `game`'s spot codes. */
export function isLiveSpot(game: LiveGameKind, spot: string): boolean {
  return SPOT_SETS[game]?.has(spot) ?? false;
}

/** The return per unit staked on `spot` for `outcome` (stake included). Throws on a foreign spot. */
export function liveSpotRatio(spot: string, outcome: LiveOutcome): Rational {
  if (!isLiveSpot(outcome.game, spot)) throw new RangeError(`${spot} is not a ${outcome.game} spot`);
  switch (outcome.game) {
    case 'BACCARAT':
      return baccaratReturn(spot as BaccaratSpot, outcome.hand);
    case 'DRAGON_TIGER':
      return dragonTigerReturn(spot as DragonTigerSpot, outcome.hand);
    case 'ROULETTE':
      return rouletteReturn(spot, outcome.number);
    case 'SIC_BO':
      return sicBoReturn(spot, outcome.dice);
    case 'COCKFIGHT':
      return outcome.pool
        ? pariMutuelReturn(spot as CockfightSpot, outcome.result, {
            meron: BigInt(outcome.pool.meron),
            wala: BigInt(outcome.pool.wala),
            plasadaBp: outcome.pool.plasadaBp,
          })
        : cockfightReturn(spot as CockfightSpot, outcome.result, outcome.odds);
  }
}

/**
 * The total paid back for one bet: 0 when lost, the stake on a push or refund, stake + win when
 * won (half the stake on dragon/tiger when the coup ties), floored to the minor unit.
 * Throws on a negative stake or a spot of another game.
 */
export function liveSpotReturn(spot: string, stake: bigint, outcome: LiveOutcome): bigint {
  return payout(stake, liveSpotRatio(spot, outcome));
}

/** An exact fraction (reduced, denominator positive). */
export interface ExactFraction {
  numerator: bigint;
  denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Accumulates Σ weight·ratio over a distribution and returns the edge 1 − E[return]. */
function edgeOf(distribution: Iterable<[bigint, Rational]>): ExactFraction {
  let num = 0n;
  let den = 1n;
  let total = 0n;
  const byDen = new Map<bigint, bigint>();
  for (const [weight, ratio] of distribution) {
    total += weight;
    byDen.set(ratio.den, (byDen.get(ratio.den) ?? 0n) + weight * ratio.num);
  }
  for (const [d, n] of byDen) {
    num = num * d + n * den;
    den *= d;
  }
  // edge = 1 − num/(den·total) = (den·total − num)/(den·total)
  const numerator = den * total - num;
  const denominator = den * total;
  const g = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / g, denominator: denominator / g };
}

const baccaratHand = (winner: BaccaratHand['winner'], pair: boolean): BaccaratHand => ({
  player: [],
  banker: [],
  playerPoint: 0,
  bankerPoint: 0,
  winner,
  playerPair: pair,
  bankerPair: pair,
  cardsUsed: 0,
  dealOrder: [],
});

/**
 * Baccarat's outcomes for one spot: each spot depends only on the winner or only on its pair, so the
 * marginal probabilities suffice. With `isExact` false every outcome weighs 1 (enough for the best
 * win, without the enumeration).
 */
function* baccaratDistribution(spot: BaccaratSpot, isExact: boolean): Generator<[bigint, Rational]> {
  const p = isExact ? baccaratProbabilities(8) : { total: 2n, pair: 1n, player: 1n, banker: 1n, tie: 1n };
  if (spot === 'PLAYER_PAIR' || spot === 'BANKER_PAIR') {
    yield [p.pair, baccaratReturn(spot, baccaratHand('TIE', true))];
    yield [p.total - p.pair, baccaratReturn(spot, baccaratHand('TIE', false))];
    return;
  }
  yield [p.player, baccaratReturn(spot, baccaratHand('PLAYER', false))];
  yield [p.banker, baccaratReturn(spot, baccaratHand('BANKER', false))];
  yield [p.tie, baccaratReturn(spot, baccaratHand('TIE', false))];
}

/** Every ordered pair of distinct cards of an 8-deck shoe, grouped by card faces (8 copies each). */
function* dragonTigerDistribution(spot: DragonTigerSpot): Generator<[bigint, Rational]> {
  const cards = [...CARD_SUITS].flatMap((s) => [...CARD_RANKS].map((r) => `${r}${s}`));
  for (const dragon of cards)
    for (const tiger of cards) {
      const d = CARD_RANKS.indexOf(dragon[0] as string);
      const t = CARD_RANKS.indexOf(tiger[0] as string);
      const hand: Pick<DragonTigerHand, 'dragon' | 'tiger' | 'winner' | 'suitedTie'> = {
        dragon,
        tiger,
        winner: d > t ? 'DRAGON' : t > d ? 'TIGER' : 'TIE',
        suitedTie: dragon === tiger,
      };
      yield [dragon === tiger ? 8n * 7n : 8n * 8n, dragonTigerReturn(spot, hand)];
    }
}

/** Every outcome of a spot's game with its weight (over a common total) and the spot's return. */
function spotDistribution(
  game: LiveGameKind,
  spot: string,
  odds: CockfightOdds | undefined,
  isExact = true,
): Iterable<[bigint, Rational]> {
  if (!isLiveSpot(game, spot)) throw new RangeError(`${spot} is not a ${game} spot`);
  switch (game) {
    case 'BACCARAT':
      return baccaratDistribution(spot as BaccaratSpot, isExact);
    case 'DRAGON_TIGER':
      return dragonTigerDistribution(spot as DragonTigerSpot);
    case 'ROULETTE':
      return Array.from({ length: 37 }, (_, n): [bigint, Rational] => [1n, rouletteReturn(spot, n)]);
    case 'SIC_BO': {
      const throws: [bigint, Rational][] = [];
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++)
          for (let c = 1; c <= 6; c++) throws.push([1n, sicBoReturn(spot, [a, b, c])]);
      return throws;
    }
    case 'COCKFIGHT': {
      if (odds === undefined) throw new RangeError('cockfight spots need the odds');
      const w = cockfightWeights(odds);
      return (['MERON', 'WALA', 'DRAW'] as const).map((r): [bigint, Rational] => [
        w[r],
        cockfightReturn(spot as CockfightSpot, r, odds),
      ]);
    }
    default:
      throw new RangeError(`not a live game: ${String(game)}`);
  }
}

/**
 * The exact house edge of a spot, 1 − E[return per unit]: baccarat and dragon tiger over a fresh
 * 8-deck shoe, roulette over the 37 numbers, sic bo over the 216 throws, cockfight at `odds`
 * (required for COCKFIGHT) over its result probabilities.
 */
export function liveHouseEdge(game: LiveGameKind, spot: string, odds?: CockfightOdds): ExactFraction {
  return edgeOf(spotDistribution(game, spot, odds));
}

/**
 * The largest win per unit staked on a spot (its best return less the stake), e.g. 11 for a
 * baccarat pair, 19/20 for banker, 3 for a sic bo single, 9/10 for meron at 90: a table's maximum
 * payout per spot is its maximum stake times this. Cockfight needs the odds.
 */
export function liveMaxWin(game: LiveGameKind, spot: string, odds?: CockfightOdds): Rational {
  let best: Rational = { num: 0n, den: 1n };
  for (const [weight, r] of spotDistribution(game, spot, odds, false))
    if (weight > 0n && r.num * best.den > best.num * r.den) best = r;
  const num = best.num - best.den;
  const g = gcd(num, best.den) || 1n;
  return { num: num / g, den: best.den / g };
}

/** A win per unit as payout text: '11:1', '0.95:1', '0.9:1'. */
function ratioText(win: Rational): string {
  const hundredths = (win.num * 100n) / win.den;
  const whole = hundredths / 100n;
  const frac = hundredths % 100n;
  if (frac === 0n) return `${whole}:1`;
  return `${whole}.${frac.toString().padStart(2, '0').replace(/0$/, '')}:1`;
}

/**
 * The pay table of a game for the help panel: spot → payout ratio text, the best win of the spot
 * (`liveMaxWin`): '11:1', '0.95:1'; sic bo singles '1:1 / 2:1 / 3:1'. Cockfight needs the fight's odds.
 */
export function livePayTable(game: LiveGameKind, fightOdds?: CockfightOdds): Record<string, string> {
  const table: Record<string, string> = {};
  for (const spot of liveSpots(game)) {
    if (game === 'SIC_BO' && spot.startsWith('SINGLE_')) {
      // The win as the number shows on one, two or three dice.
      const f = Number(spot.slice(7));
      const o = f === 1 ? 2 : 1;
      const throws = [
        [f, o, o],
        [f, f, o],
        [f, f, f],
      ];
      table[spot] = throws
        .map((dice) => {
          const r = sicBoReturn(spot, dice);
          return ratioText({ num: r.num - r.den, den: r.den });
        })
        .join(' / ');
    } else table[spot] = ratioText(liveMaxWin(game, spot, fightOdds));
  }
  return table;
}
