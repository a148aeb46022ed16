import { describe, expect, it } from 'vitest';
import { displayMinor, displayMoney, displayStake, parseStake, stakeSteps } from './money.ts';

describe('money display', () => {
  it('cuts toward zero and groups thousands', () => {
    expect(displayMinor(12_345_678_9n)).toBe('12,345.67');
    expect(displayMinor(-99n)).toBe('0.00');
    expect(displayMoney('-1234.5')).toBe('-1,234.50');
  });

  it('shows stakes in their shortest form and parses typed ones', () => {
    expect(displayStake(10_000n)).toBe('1');
    expect(displayStake(5_000n)).toBe('0.50');
    expect(displayStake(12_500n)).toBe('1.25');
    expect(parseStake(' 2.5 ')).toBe(25_000n);
    expect(parseStake('0')).toBeNull();
    expect(parseStake('abc')).toBeNull();
    expect(parseStake('1.00001')).toBeNull();
  });

  it('offers the 1-2-5 ladder inside the limits', () => {
    expect(stakeSteps(10_000n, 100_000n)).toEqual([10_000n, 20_000n, 50_000n, 100_000n]);
    expect(stakeSteps(3_000n, 3_000n)).toEqual([3_000n]);
  });
});
