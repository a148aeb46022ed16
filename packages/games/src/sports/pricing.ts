import { priceOf } from './odds.ts';
import {
  CORRECT_SCORES,
  type Market,
  type MatchResult,
  marketKey,
  selectionsOf,
  settleSelection,
} from './settle.ts';

/**
 * Fair probabilities of every market from a model of the rest of a match, turned into book prices
 * with the operator's margin. Football: independent Poisson goals for the time left; basketball: a
 * normal points margin and total; e-sports: each remaining map won with a fixed probability.
 */

/** A match in play: score so far and how much of it is left (0..1). */
export interface MatchState {
  home: number;
  away: number;
  htHome?: number;
  htAway?: number;
  /** Fraction of the regular time left (1 before kick-off, 0 at the end). */
  left: number;
  /** Football: fraction of the first half left (0 once it ended). */
  firstHalfLeft?: number;
  maps?: ('HOME' | 'AWAY')[];
}

const poisson = (lambda: number, max: number): number[] => {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
};

const binomial = (k: number, n: number, q: number): number => {
  let c = 1;
  for (let t = 1; t <= k; t++) c = (c * (n - k + t)) / t;
  return c * q ** k * (1 - q) ** (n - k);
};

/** Every final score with its probability (football), from expected goals per full match. */
export function footballScores(
  state: MatchState,
  homeRate: number,
  awayRate: number,
): { result: MatchResult; p: number }[] {
  const max = 8;
  const h = poisson(homeRate * state.left, max);
  const a = poisson(awayRate * state.left, max);
  const fh = state.firstHalfLeft ?? 0;
  const out: { result: MatchResult; p: number }[] = [];
  for (let i = 0; i <= max; i++)
    for (let j = 0; j <= max; j++) {
      const p = (h[i] ?? 0) * (a[j] ?? 0);
      if (p < 1e-7) continue;
      // First half still to play: each goal still to come falls in it with the share of the time left that it is.
      if (fh > 0 && state.left > 0) {
        const share = Math.min(1, (fh * 0.5) / state.left);
        for (let x = 0; x <= i; x++)
          for (let y = 0; y <= j; y++) {
            const q = p * binomial(x, i, share) * binomial(y, j, share);
            if (q < 1e-7) continue;
            out.push({
              result: {
                home: state.home + i,
                away: state.away + j,
                htHome: state.home + x,
                htAway: state.away + y,
              },
              p: q,
            });
          }
      } else {
        out.push({
          result: {
            home: state.home + i,
            away: state.away + j,
            htHome: state.htHome ?? state.home,
            htAway: state.htAway ?? state.away,
          },
          p,
        });
      }
    }
  return out;
}

/** Basketball finals on a grid of margins and totals (normal approximations, ties broken by overtime). */
export function basketballScores(
  state: MatchState,
  homeEdge: number,
  expectedTotal: number,
): { result: MatchResult; p: number }[] {
  const left = state.left;
  const meanMargin = state.home - state.away + homeEdge * left;
  const sdMargin = Math.max(0.5, 12 * Math.sqrt(left));
  const meanTotal = state.home + state.away + expectedTotal * left;
  const sdTotal = Math.max(0.5, 14 * Math.sqrt(left));
  const out: { result: MatchResult; p: number }[] = [];
  const norm = (x: number, m: number, s: number) => Math.exp(-(((x - m) / s) ** 2) / 2);
  let sum = 0;
  const total0 = Math.round(meanTotal);
  const margin0 = Math.round(meanMargin);
  for (let dm = -40; dm <= 40; dm++)
    for (let dt = -45; dt <= 45; dt += 1) {
      const margin = margin0 + dm;
      const total = total0 + dt;
      if ((total + margin) % 2 !== 0 || margin === 0) continue;
      const home = (total + margin) / 2;
      const away = (total - margin) / 2;
      if (home < state.home || away < state.away) continue;
      const p = norm(margin, meanMargin, sdMargin) * norm(total, meanTotal, sdTotal);
      sum += p;
      out.push({ result: { home, away }, p });
    }
  for (const o of out) o.p /= sum;
  return out;
}

/** E-sports best-of-N finals from the maps played and the home side's chance per map. */
export function esportsScores(
  state: MatchState,
  bestOf: number,
  homeMapChance: number,
): { result: MatchResult; p: number }[] {
  const need = Math.ceil(bestOf / 2);
  const out: { result: MatchResult; p: number }[] = [];
  const walk = (maps: ('HOME' | 'AWAY')[], p: number) => {
    const h = maps.filter((m) => m === 'HOME').length;
    const a = maps.length - h;
    if (h === need || a === need) {
      out.push({ result: { home: h, away: a, maps }, p });
      return;
    }
    walk([...maps, 'HOME'], p * homeMapChance);
    walk([...maps, 'AWAY'], p * (1 - homeMapChance));
  };
  walk(state.maps ?? [], 1);
  return out;
}

/**
 * The fair probability of each selection of `market` over the final scores: a half win counts half,
 * a push is taken out (the price is on the stakes that stay in play).
 */
export function fairProbabilities(
  market: Market,
  finals: readonly { result: MatchResult; p: number }[],
): Record<string, number> {
  const out: Record<string, number> = {};
  if (market.type === 'CS') {
    // One pass: each final score counts for its own selection (or OTHER).
    for (const selection of CORRECT_SCORES) out[selection] = 0;
    for (const { result, p } of finals) {
      const score = `${result.home}-${result.away}`;
      const key = score in out ? score : 'OTHER';
      out[key] = (out[key] ?? 0) + p;
    }
    const total = Object.values(out).reduce((a, b) => a + b, 0);
    if (total > 0) for (const key of Object.keys(out)) out[key] = (out[key] ?? 0) / total;
    return out;
  }
  for (const selection of selectionsOf(market)) {
    let win = 0;
    let decided = 0;
    for (const { result, p } of finals) {
      const o = settleSelection(market, selection, result);
      if (o === 'WIN') win += p;
      else if (o === 'HALF_WIN') win += p / 2;
      if (o === 'WIN' || o === 'LOSE') decided += p;
      else if (o === 'HALF_WIN' || o === 'HALF_LOSE') decided += p / 2;
    }
    out[selection] = decided > 0 ? win / decided : 0;
  }
  return out;
}

/** Book prices (thousandths) of every selection of `market`, `null` for one with no chance left. */
export function marketPrices(
  market: Market,
  finals: readonly { result: MatchResult; p: number }[],
  marginPermille: number,
): Record<string, number | null> {
  const probabilities = fairProbabilities(market, finals);
  const out: Record<string, number | null> = {};
  for (const [selection, p] of Object.entries(probabilities)) {
    out[selection] = p < 0.002 || p > 0.995 ? null : priceOf(p, marginPermille);
  }
  return out;
}

export { CORRECT_SCORES, marketKey };
