/**
 * The slot reel engine: one compiled title evaluates a spin from uniform reel stops. Pays are in
 * integer coins; a paid spin stakes `betCoins` coins, so a round returns the exact rational
 * totalCoins / betCoins of the stake (see money.ts for the minor-unit payout).
 *
 * Rules, shared by spin(), the fast simulator path and the exact RTP calculator:
 * - a line pays its leftmost run: leading wilds, then the first non-wild symbol X, counting reels
 *   that show X or a wild; the line pays max(wild pay for the leading wilds, X pay for the run);
 * - ways: for each regular symbol X, the run of consecutive reels from the left showing X or a wild;
 *   it pays X's pay for the run length × the product of matching positions per reel;
 * - scatters pay anywhere (by count in the window) and award free spins by count; free spins use the
 *   same strips with every win × `freeSpinMultiplier`, and can retrigger.
 */
import type { RandomSource } from '../rng.ts';
import { uniformInt } from '../rng.ts';

/** A symbol; `pays[k]` is the coin pay for k of a kind (index 0..reels). */
export interface SlotSymbol {
  readonly id: string;
  readonly name: string;
  readonly kind: 'regular' | 'wild' | 'scatter';
  readonly pays: readonly number[];
}

/** Lines (row index per reel for each line) or all-ways evaluation. */
export type SlotMode =
  | { readonly kind: 'lines'; readonly lines: readonly (readonly number[])[] }
  | { readonly kind: 'ways' };

/** A configured title. Strips are strings of one-character symbol ids, one per reel. */
export interface SlotTitle {
  readonly id: string;
  readonly name: string;
  readonly theme: string;
  /** Declared RTP (fraction, 4 decimals), computed exactly by `exactRtp` from strips and paytable. */
  readonly declaredRtp: number;
  readonly rows: number;
  readonly betCoins: number;
  readonly symbols: readonly SlotSymbol[];
  readonly reels: readonly string[];
  readonly mode: SlotMode;
  /** Free spins awarded by scatter count (index = count). */
  readonly freeSpins: readonly number[];
  readonly freeSpinMultiplier: number;
}

/** A title compiled to typed arrays for the hot path. */
export interface CompiledTitle {
  readonly title: SlotTitle;
  readonly nReels: number;
  readonly rows: number;
  readonly nSymbols: number;
  readonly strips: readonly Int32Array[];
  /** pay[sym * (nReels + 1) + count] in coins. */
  readonly pay: Int32Array;
  readonly isRegular: Uint8Array;
  readonly wild: number;
  readonly scatter: number;
  readonly isWays: boolean;
  /** lines[line * nReels + reel] = row. */
  readonly lines: Int32Array;
  /** linePositions[line * nReels + reel] = index into `window` (reel * rows + row). */
  readonly linePositions: Int32Array;
  readonly nLines: number;
  readonly freeSpins: Int32Array;
  readonly multiplier: number;
  /** Scratch buffers reused by every spin (no per-spin allocation). */
  readonly stops: Int32Array;
  readonly window: Int32Array;
  readonly lineSyms: Int32Array;
  readonly counts: Int32Array;
}

/** Validates a title and compiles it; throws on an unknown symbol, bad line or stacked scatters. */
export function compileTitle(title: SlotTitle): CompiledTitle {
  const nReels = title.reels.length;
  const rows = title.rows;
  const index = new Map<string, number>();
  title.symbols.forEach((s, i) => {
    if (s.id.length !== 1 || index.has(s.id)) throw new Error(`${title.id}: bad symbol id ${s.id}`);
    index.set(s.id, i);
  });
  const nSymbols = title.symbols.length;
  const pay = new Int32Array(nSymbols * (nReels + 1));
  const isRegular = new Uint8Array(nSymbols);
  let wild = -1;
  let scatter = -1;
  title.symbols.forEach((s, i) => {
    if (s.kind === 'regular') isRegular[i] = 1;
    else if (s.kind === 'wild') wild = i;
    else scatter = i;
    for (let k = 0; k <= nReels; k++) {
      const p = s.pays[k] ?? 0;
      if (!Number.isInteger(p) || p < 0) throw new Error(`${title.id}: bad pay for ${s.id}`);
      pay[i * (nReels + 1) + k] = p;
    }
  });
  const strips = title.reels.map((strip, r) => {
    const a = new Int32Array(strip.length);
    for (let i = 0; i < strip.length; i++) {
      const s = index.get(strip[i] as string);
      if (s === undefined) throw new Error(`${title.id}: reel ${r} has unknown symbol ${strip[i]}`);
      a[i] = s;
    }
    if (strip.length < rows) throw new Error(`${title.id}: reel ${r} shorter than the window`);
    if (scatter >= 0) {
      for (let stop = 0; stop < a.length; stop++) {
        let n = 0;
        for (let row = 0; row < rows; row++) if (a[(stop + row) % a.length] === scatter) n++;
        if (n > 1) throw new Error(`${title.id}: reel ${r} can show two scatters`);
      }
    }
    return a;
  });
  const lineDefs = title.mode.kind === 'lines' ? title.mode.lines : [];
  const lines = new Int32Array(lineDefs.length * nReels);
  lineDefs.forEach((line, l) => {
    if (line.length !== nReels) throw new Error(`${title.id}: line ${l} has the wrong length`);
    line.forEach((row, r) => {
      if (!Number.isInteger(row) || row < 0 || row >= rows) throw new Error(`${title.id}: line ${l} bad row`);
      lines[l * nReels + r] = row;
    });
  });
  const freeSpins = new Int32Array(nReels * rows + 1);
  title.freeSpins.forEach((f, k) => {
    if (k < freeSpins.length) freeSpins[k] = f;
  });
  return {
    title,
    nReels,
    rows,
    nSymbols,
    strips,
    pay,
    isRegular,
    wild,
    scatter,
    isWays: title.mode.kind === 'ways',
    lines,
    linePositions: lines.map((row, i) => (i % nReels) * rows + row),
    nLines: lineDefs.length,
    freeSpins,
    multiplier: title.freeSpinMultiplier,
    stops: new Int32Array(nReels),
    window: new Int32Array(nReels * rows),
    lineSyms: new Int32Array(nReels),
    counts: new Int32Array(nReels * nSymbols),
  };
}

let lastSymbol = -1;
let lastCount = 0;

/**
 * Coin pay of one line given its symbols (one per reel); also records the paying symbol and count
 * in module scratch for `spin`'s detail. Shared by the hot path and the exact calculator.
 */
export function evaluateLine(c: CompiledTitle, syms: Int32Array): number {
  const n = c.nReels;
  const w = c.wild;
  const stride = n + 1;
  let lead = 0;
  while (lead < n && syms[lead] === w) lead++;
  const wildPay = lead > 0 ? (c.pay[w * stride + lead] as number) : 0;
  lastSymbol = lead > 0 ? w : -1;
  lastCount = lead;
  if (lead === n) return wildPay;
  const s = syms[lead] as number;
  if (c.isRegular[s] === 0) return wildPay;
  let k = lead + 1;
  while (k < n && (syms[k] === s || syms[k] === w)) k++;
  const symPay = c.pay[s * stride + k] as number;
  if (symPay > wildPay) {
    lastSymbol = s;
    lastCount = k;
    return symPay;
  }
  return wildPay;
}

/** Draws the reel stops (uniform, unbiased) and fills the window; returns the scatter count. */
function drawWindow(c: CompiledTitle, rng: RandomSource): number {
  const rows = c.rows;
  let scatters = 0;
  for (let r = 0; r < c.nReels; r++) {
    const strip = c.strips[r] as Int32Array;
    const len = strip.length;
    const stop = uniformInt(rng, len);
    c.stops[r] = stop;
    for (let row = 0; row < rows; row++) {
      let i = stop + row;
      if (i >= len) i -= len;
      const s = strip[i] as number;
      c.window[r * rows + row] = s;
      if (s === c.scatter) scatters++;
    }
  }
  return scatters;
}

/**
 * The line rule of `evaluateLine`, inlined over precomputed window indices for the hot path (the
 * tests hold the two equal: exact RTP from `evaluateLine` = stop enumeration through this path).
 */
function linesCoins(c: CompiledTitle): number {
  const n = c.nReels;
  const stride = n + 1;
  const w = c.wild;
  const pay = c.pay;
  const win = c.window;
  const pos = c.linePositions;
  let total = 0;
  for (let base = 0; base < pos.length; base += n) {
    let lead = 0;
    while (lead < n && win[pos[base + lead] as number] === w) lead++;
    const wildPay = lead > 0 ? (pay[w * stride + lead] as number) : 0;
    if (lead === n) {
      total += wildPay;
      continue;
    }
    const s = win[pos[base + lead] as number] as number;
    if (c.isRegular[s] === 0) {
      total += wildPay;
      continue;
    }
    let k = lead + 1;
    while (k < n) {
      const x = win[pos[base + k] as number];
      if (x !== s && x !== w) break;
      k++;
    }
    const symPay = pay[s * stride + k] as number;
    total += symPay > wildPay ? symPay : wildPay;
  }
  return total;
}

function waysCoins(c: CompiledTitle, detail?: WaysWin[]): number {
  const n = c.nReels;
  const rows = c.rows;
  const S = c.nSymbols;
  const counts = c.counts;
  counts.fill(0);
  for (let r = 0; r < n; r++) {
    for (let row = 0; row < rows; row++) {
      const i = r * S + (c.window[r * rows + row] as number);
      counts[i] = (counts[i] as number) + 1;
    }
  }
  const w = c.wild;
  let total = 0;
  for (let x = 0; x < S; x++) {
    if (c.isRegular[x] === 0) continue;
    let ways = 1;
    let k = 0;
    while (k < n) {
      const m = (counts[k * S + x] as number) + (w >= 0 ? (counts[k * S + w] as number) : 0);
      if (m === 0) break;
      ways *= m;
      k++;
    }
    const p = c.pay[x * (n + 1) + k] as number;
    if (p > 0) {
      total += p * ways;
      detail?.push({ symbol: c.title.symbols[x]?.id ?? '?', count: k, ways, coins: p * ways });
    }
  }
  return total;
}

let lastFreeSpins = 0;

/**
 * Hot path: one spin's coin win (before the free-spin multiplier) with no allocation; the free
 * spins it awards are left in `lastAwardedFreeSpins()`.
 */
export function spinCoins(c: CompiledTitle, rng: RandomSource): number {
  const scatters = drawWindow(c, rng);
  const base = c.isWays ? waysCoins(c) : linesCoins(c);
  const sc =
    c.scatter >= 0 ? (c.pay[c.scatter * (c.nReels + 1) + Math.min(scatters, c.nReels)] as number) : 0;
  lastFreeSpins = c.freeSpins[scatters] as number;
  return base + sc;
}

/** Free spins awarded by the last `spinCoins` call. */
export function lastAwardedFreeSpins(): number {
  return lastFreeSpins;
}

/** Hot path: a whole paid round (base spin plus every free spin it triggers) in coins. */
export function roundCoins(c: CompiledTitle, rng: RandomSource): number {
  let total = spinCoins(c, rng);
  let pending = lastFreeSpins;
  while (pending > 0) {
    pending--;
    total += c.multiplier * spinCoins(c, rng);
    pending += lastFreeSpins;
  }
  return total;
}

/** One paying line. */
export interface LineWin {
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  readonly coins: number;
}
/** One paying ways combination. */
export interface WaysWin {
  readonly symbol: string;
  readonly count: number;
  readonly ways: number;
  readonly coins: number;
}

/** Everything a round recall shows about one spin. Coins include the free-spin multiplier. */
export interface SpinOutcome {
  readonly stops: number[];
  /** window[reel][row], symbol ids. */
  readonly window: string[][];
  readonly lineWins: LineWin[];
  readonly waysWins: WaysWin[];
  readonly scatter: { readonly count: number; readonly coins: number };
  readonly freeSpinsAwarded: number;
  readonly multiplier: number;
  readonly totalCoins: number;
}

/** One spin in detail; `isFreeSpin` applies the title's free-spin multiplier. */
export function spin(c: CompiledTitle, rng: RandomSource, isFreeSpin = false): SpinOutcome {
  const scatters = drawWindow(c, rng);
  const m = isFreeSpin ? c.multiplier : 1;
  const n = c.nReels;
  const rows = c.rows;
  const ids = c.title.symbols.map((s) => s.id);
  const window: string[][] = [];
  for (let r = 0; r < n; r++) {
    const col: string[] = [];
    for (let row = 0; row < rows; row++) col.push(ids[c.window[r * rows + row] as number] ?? '?');
    window.push(col);
  }
  const lineWins: LineWin[] = [];
  const waysWins: WaysWin[] = [];
  let coins = 0;
  if (c.isWays) {
    coins += waysCoins(c, waysWins);
  } else {
    for (let l = 0; l < c.nLines; l++) {
      for (let r = 0; r < n; r++)
        c.lineSyms[r] = c.window[r * rows + (c.lines[l * n + r] as number)] as number;
      const p = evaluateLine(c, c.lineSyms);
      if (p > 0) lineWins.push({ line: l, symbol: ids[lastSymbol] ?? '?', count: lastCount, coins: p * m });
      coins += p;
    }
  }
  const scatterCoins = c.scatter >= 0 ? (c.pay[c.scatter * (n + 1) + Math.min(scatters, n)] as number) : 0;
  coins += scatterCoins;
  return {
    stops: Array.from(c.stops),
    window,
    lineWins,
    waysWins: waysWins.map((w) => ({ ...w, coins: w.coins * m })),
    scatter: { count: scatters, coins: scatterCoins * m },
    freeSpinsAwarded: c.freeSpins[scatters] as number,
    multiplier: m,
    totalCoins: coins * m,
  };
}

/** A paid round: the base spin and every free spin it triggered, in order. */
export interface RoundOutcome {
  readonly base: SpinOutcome;
  readonly freeSpins: SpinOutcome[];
  readonly totalCoins: number;
  readonly betCoins: number;
}

/** Plays a whole paid round in detail; the stake multiplier is totalCoins / betCoins exactly. */
export function playRound(c: CompiledTitle, rng: RandomSource): RoundOutcome {
  const base = spin(c, rng, false);
  const freeSpins: SpinOutcome[] = [];
  let total = base.totalCoins;
  let pending = base.freeSpinsAwarded;
  while (pending > 0) {
    pending--;
    const s = spin(c, rng, true);
    freeSpins.push(s);
    total += s.totalCoins;
    pending += s.freeSpinsAwarded;
  }
  return { base, freeSpins, totalCoins: total, betCoins: c.title.betCoins };
}
