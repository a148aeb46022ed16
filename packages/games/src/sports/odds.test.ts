import { describe, expect, it } from 'vitest';
import { formatOdds, fromDecimal, priceOf, toDecimal } from './odds.ts';

describe('odds formats', () => {
  it('converts decimal to Hong Kong, Malay and Indonesian, negatives included', () => {
    expect(fromDecimal(1950, 'HK')).toBe(0.95);
    expect(fromDecimal(1950, 'MALAY')).toBe(0.95);
    expect(fromDecimal(1950, 'INDO')).toBe(-1.053);
    expect(fromDecimal(3000, 'HK')).toBe(2);
    expect(fromDecimal(3000, 'MALAY')).toBe(-0.5);
    expect(fromDecimal(3000, 'INDO')).toBe(2);
    expect(fromDecimal(1500, 'INDO')).toBe(-2);
    expect(fromDecimal(2000, 'MALAY')).toBe(1);
    expect(fromDecimal(2000, 'INDO')).toBe(1);
    expect(formatOdds(1800, 'MALAY')).toBe('0.80');
    expect(formatOdds(2250, 'MALAY')).toBe('-0.80');
    expect(formatOdds(2250, 'INDO')).toBe('1.25');
    expect(formatOdds(1800, 'INDO')).toBe('-1.25');
  });

  it('reads every format back to the same decimal price', () => {
    for (const d of [1010, 1250, 1500, 1800, 1950, 2000, 2250, 3000, 5500, 12_000])
      for (const f of ['DECIMAL', 'HK', 'MALAY', 'INDO'] as const) {
        const back = toDecimal(fromDecimal(d, f), f);
        // Malay / Indonesian negatives are rounded to 3 decimals: within a thousandth of a unit of price.
        expect(Math.abs(back - d)).toBeLessThanOrEqual(d > 5000 ? 150 : 3);
      }
    expect(toDecimal(-0.5, 'MALAY')).toBe(3000);
    expect(toDecimal(-2, 'INDO')).toBe(1500);
    expect(toDecimal(0.9, 'HK')).toBe(1900);
  });

  it('refuses prices that are not prices', () => {
    expect(() => toDecimal(1.5, 'MALAY')).toThrow(RangeError);
    expect(() => toDecimal(0.5, 'INDO')).toThrow(RangeError);
    expect(() => toDecimal(1, 'DECIMAL')).toThrow(RangeError);
    expect(() => fromDecimal(1000, 'HK')).toThrow(RangeError);
  });

  it('shortens a fair price by the margin', () => {
    // Even money with a 5 % margin: 1 / (0.5 × 1.05) = 1.904… -> 1.90.
    expect(priceOf(0.5, 50)).toBe(1900);
    expect(priceOf(0.5, 0)).toBe(2000);
    expect(priceOf(0.9999, 50)).toBe(1010);
  });
});
