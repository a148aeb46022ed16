import { describe, expect, it } from 'vitest';
import { cashbackAmount } from './cashback.ts';

describe('cashbackAmount', () => {
  const rules = { percent: 10, minLoss: 200_000n, cap: 500_000n };

  it('pays the percent of the net loss', () => {
    expect(cashbackAmount(1_000_000n, rules)).toBe(100_000n);
  });

  it('rounds down to the minor unit', () => {
    expect(cashbackAmount(200_009n, rules)).toBe(20_000n);
  });

  it('stops at the cap', () => {
    expect(cashbackAmount(90_000_000n, rules)).toBe(500_000n);
  });

  it('pays nothing below the minimum loss, at the minimum it pays', () => {
    expect(cashbackAmount(199_999n, rules)).toBe(0n);
    expect(cashbackAmount(200_000n, rules)).toBe(20_000n);
  });

  it('pays nothing without a loss', () => {
    expect(cashbackAmount(0n, { ...rules, minLoss: 0n })).toBe(0n);
    expect(cashbackAmount(-5n, { ...rules, minLoss: 0n })).toBe(0n);
  });
});
