/**
 * Sportsbook odds. A price is kept as decimal odds in thousandths (1.950 -> 1950), an integer, so
 * payouts are exact bigint arithmetic; the formats Asian players read are converted from and to it.
 *
 * - Decimal: the return per 1 staked, stake included (1.95).
 * - Hong Kong: the win per 1 staked (decimal - 1: 0.95).
 * - Malay: HK when it is at most 1 (0.95); above even money the stake needed to win 1, negative
 *   (decimal 3.00 -> -0.50).
 * - Indonesian: HK when it is at least 1 (decimal 3.00 -> +2.00); below even money the stake needed
 *   to win 1, negative (decimal 1.50 -> -2.00).
 */

export const ODDS_FORMATS = ['DECIMAL', 'HK', 'MALAY', 'INDO'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** The lowest and highest price the book offers (thousandths). */
export const MIN_ODDS = 1010;
export const MAX_ODDS = 501_000;

/** Decimal odds (thousandths) in `format`, as a number rounded to 3 decimals. */
export function fromDecimal(decimalMilli: number, format: OddsFormat): number {
  if (!Number.isInteger(decimalMilli) || decimalMilli <= 1000) throw new RangeError('odds must exceed 1.000');
  const hk = (decimalMilli - 1000) / 1000;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  switch (format) {
    case 'DECIMAL':
      return decimalMilli / 1000;
    case 'HK':
      return round(hk);
    case 'MALAY':
      return hk <= 1 ? round(hk) : round(-1 / hk);
    case 'INDO':
      return hk >= 1 ? round(hk) : round(-1 / hk);
  }
}

/** A price read in `format` back to decimal odds in thousandths (rounded to the nearest). */
export function toDecimal(value: number, format: OddsFormat): number {
  if (!Number.isFinite(value) || value === 0) throw new RangeError('not a price');
  let hk: number;
  switch (format) {
    case 'DECIMAL':
      hk = value - 1;
      break;
    case 'HK':
      hk = value;
      break;
    case 'MALAY':
      if (value > 1 || value < -1) throw new RangeError('Malay odds lie in [-1, 1]');
      hk = value > 0 ? value : -1 / value;
      break;
    case 'INDO':
      if (value > -1 && value < 1) throw new RangeError('Indonesian odds are at most -1 or at least 1');
      hk = value > 0 ? value : -1 / value;
      break;
  }
  if (hk <= 0) throw new RangeError('odds must exceed 1.000');
  return Math.round((1 + hk) * 1000);
}

/** How a price reads in `format`: 2 decimals (Malay / Indonesian keep their sign). */
export function formatOdds(decimalMilli: number, format: OddsFormat): string {
  return fromDecimal(decimalMilli, format).toFixed(2);
}

/**
 * A book price from a fair probability and the operator's margin (per mille, 50 = 5 %): the fair
 * price shortened by the margin (p × (1 + m)), rounded down to 2 decimals, within [MIN_ODDS, MAX_ODDS].
 */
export function priceOf(probability: number, marginPermille: number): number {
  if (!(probability > 0)) return MAX_ODDS;
  const raw = 1000 / (Math.min(1, probability) * (1 + marginPermille / 1000));
  const twoDecimals = Math.floor(raw / 10) * 10;
  return Math.max(MIN_ODDS, Math.min(MAX_ODDS, twoDecimals));
}
