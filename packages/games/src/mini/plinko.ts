/**
 * Plinko: the ball falls through n rows (8..16), going right when a word's top bit is set (exactly
 * ½), and lands in slot k = number of rights, P(k) = C(n,k)/2^n. Multiplier tables (hundredths,
 * symmetric, rising outward) are built once by a deterministic pure function: a risk-shaped curve
 * scaled to 99 %, rounded to hundredths, then the integer residual Σ C(n,k)·m_k − 99·2^n is removed
 * greedily from the centre pair outward, ending with |residual| ≤ 1, i.e. |RTP − 0.99| ≤
 * 1/(100·2^n) ≤ 3.9e-5 for every row count and risk.
 */
import type { Rational } from '../money.ts';
import type { RandomSource } from '../rng.ts';

export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

const SHAPE: Record<PlinkoRisk, { base: number; floor: number }> = {
  low: { base: 1.4, floor: 0.5 },
  medium: { base: 1.9, floor: 0.3 },
  high: { base: 2.7, floor: 0.2 },
};

function binomials(n: number): bigint[] {
  const c: bigint[] = [1n];
  for (let k = 1; k <= n; k++) c.push(((c[k - 1] as bigint) * BigInt(n - k + 1)) / BigInt(k));
  return c;
}

function buildTable(n: number, risk: PlinkoRisk): number[] {
  const { base, floor } = SHAPE[risk];
  const c = binomials(n);
  const total = 2 ** n;
  const dist = (k: number): number => Math.abs(k - n / 2);
  const curve = (a: number, k: number): number => Math.max(floor, a * base ** dist(k));
  const rtp = (a: number): number => c.reduce((s, ck, k) => s + (Number(ck) / total) * curve(a, k), 0);
  let lo = 0;
  let hi = 10;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (rtp(mid) < 0.99) lo = mid;
    else hi = mid;
  }
  const m = c.map((_, k) => Math.round(100 * curve(lo, k)));
  let residual = 99n * BigInt(total) - c.reduce((s, ck, k) => s + ck * BigInt(m[k] as number), 0n);
  for (let k = Math.floor(n / 2); k >= 0; k--) {
    const mirror = n - k;
    const weight = mirror === k ? (c[k] as bigint) : 2n * (c[k] as bigint);
    const twice = 2n * residual;
    const steps = twice >= 0n ? (twice + weight) / (2n * weight) : -((-twice + weight) / (2n * weight));
    m[k] = (m[k] as number) + Number(steps);
    if (mirror !== k) m[mirror] = m[k] as number;
    residual -= steps * weight;
  }
  return m;
}

/** tables[risk][rows] = multipliers in hundredths for slots 0..rows. */
export const PLINKO_TABLES: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> =
  (() => {
    const out = {} as Record<PlinkoRisk, Record<number, number[]>>;
    for (const risk of PLINKO_RISKS) {
      out[risk] = {};
      for (let n = PLINKO_MIN_ROWS; n <= PLINKO_MAX_ROWS; n++) out[risk][n] = buildTable(n, risk);
    }
    return out;
  })();

/** The multiplier table for a row count and risk; throws outside 8..16 rows. */
export function plinkoTable(rows: number, risk: PlinkoRisk): readonly number[] {
  const t = PLINKO_TABLES[risk]?.[rows];
  if (!t) throw new RangeError('rows must be 8..16');
  return t;
}

/** The exact return Σ C(n,k)·m_k / (100·2^n) of a table. */
export function plinkoRtp(rows: number, risk: PlinkoRisk): Rational {
  const c = binomials(rows);
  const t = plinkoTable(rows, risk);
  return { num: c.reduce((s, ck, k) => s + ck * BigInt(t[k] as number), 0n), den: 100n * 2n ** BigInt(rows) };
}

export interface PlinkoOutcome {
  /** true = right at each row. */
  readonly path: boolean[];
  readonly slot: number;
  readonly multiplier: Rational;
}

/** Drops one ball. */
export function playPlinko(rng: RandomSource, rows: number, risk: PlinkoRisk): PlinkoOutcome {
  const table = plinkoTable(rows, risk);
  const path: boolean[] = [];
  let slot = 0;
  for (let i = 0; i < rows; i++) {
    const right = rng.nextUint32() >>> 31 === 1;
    path.push(right);
    if (right) slot++;
  }
  return { path, slot, multiplier: { num: BigInt(table[slot] as number), den: 100n } };
}
