import { describe, expect, it } from 'vitest';
import {
  betSteps,
  displayBet,
  displayHundredths,
  displayMinor,
  displayMoney,
  nearestStep,
  netResult,
} from './money.ts';

describe('displayMinor', () => {
  it('shows 2 decimals with thousands separators, cutting (never rounding up) extra decimals', () => {
    expect(displayMinor(123_456_789_999n)).toBe('12,345,678.99');
    expect(displayMinor(9999n)).toBe('0.99');
    expect(displayMinor(0n)).toBe('0.00');
    expect(displayMinor(-15_000n)).toBe('-1.50');
    expect(displayMinor(-99n)).toBe('0.00');
  });
  it('shows any number of decimals up to the 4 the wire carries', () => {
    expect(displayMinor(12_345n, 4)).toBe('1.2345');
    expect(displayMinor(12_345n, 0)).toBe('1');
    expect(() => displayMinor(1n, 5)).toThrow(RangeError);
  });
  it('keeps amounts beyond 2^53 exact', () => {
    expect(displayMinor(9_007_199_254_740_993_0000n, 4)).toBe('9,007,199,254,740,993.0000');
  });
});

describe('displayMoney', () => {
  it('parses the wire decimal with the contracts parser', () => {
    expect(displayMoney('1234.5')).toBe('1,234.50');
    expect(displayMoney('-0.0001', 4)).toBe('-0.0001');
    expect(() => displayMoney('1e3')).toThrow();
  });
  it('nets win minus bet exactly', () => {
    expect(netResult('1.0000', '0.5600')).toBe(-4400n);
    expect(netResult('0.1', '123.4567')).toBe(1_233_567n);
  });
});

describe('bet sizes', () => {
  it('offers the 1-2-5 ladder clipped to the limits, including the limits', () => {
    expect(betSteps(1000n, 100_000n)).toEqual([1000n, 2000n, 5000n, 10_000n, 20_000n, 50_000n, 100_000n]);
    expect(betSteps(1500n, 4000n)).toEqual([1500n, 2000n, 4000n]);
    expect(betSteps(10_000n, 10_000n)).toEqual([10_000n]);
    expect(() => betSteps(0n, 10n)).toThrow(RangeError);
    expect(() => betSteps(10n, 5n)).toThrow(RangeError);
  });
  it('restores the nearest step, ties going down', () => {
    const steps = [1000n, 2000n, 5000n];
    expect(nearestStep(steps, 2000n)).toBe(1);
    expect(nearestStep(steps, 3500n)).toBe(1);
    expect(nearestStep(steps, 999_999n)).toBe(2);
    expect(nearestStep(steps, 0n)).toBe(0);
  });
  it('writes bet sizes short', () => {
    expect(displayBet(10_000n)).toBe('1');
    expect(displayBet(5000n)).toBe('0.50');
    expect(displayBet(12_500n)).toBe('1.25');
    expect(displayBet(10_000_000n)).toBe('1,000');
    expect(displayBet(1n)).toBe('0.0001');
  });
  it('writes hundredths as a multiplier', () => {
    expect(displayHundredths(245n)).toBe('2.45×');
    expect(displayHundredths(100)).toBe('1.00×');
    expect(displayHundredths(123_456_789n)).toBe('1,234,567.89×');
  });
});
