import { describe, expect, it } from 'vitest';
import { amountProblem, quickAmounts, trimAmount } from './deposit-amounts.ts';

describe('quickAmounts', () => {
  it('offers round amounts within the limits', () => {
    expect(quickAmounts('10.0000', '20000.0000')).toEqual(['10', '20', '50', '100', '200', '500']);
    expect(quickAmounts('100', '200000')).toEqual(['100', '200', '500', '1000', '2000', '5000']);
    expect(quickAmounts('500', '900')).toEqual(['500']);
  });
  it('puts a non-round minimum first', () => {
    expect(quickAmounts('15.5000', '100')).toEqual(['15.5', '20', '50', '100']);
  });
});

describe('amountProblem', () => {
  it('checks presence, format and the channel range', () => {
    expect(amountProblem('', '10', '100')).toBe('required');
    expect(amountProblem('abc', '10', '100')).toBe('invalid');
    expect(amountProblem('10.123', '10', '100')).toBe('invalid');
    expect(amountProblem('-5', '10', '100')).toBe('invalid');
    expect(amountProblem('9.99', '10', '100')).toBe('range');
    expect(amountProblem('100.01', '10', '100')).toBe('range');
    expect(amountProblem(' 10 ', '10', '100')).toBeNull();
    expect(amountProblem('99.5', '10', '100')).toBeNull();
  });
  it('trims decimals for display', () => {
    expect(trimAmount('10.0000')).toBe('10');
    expect(trimAmount('12.5000')).toBe('12.5');
    expect(trimAmount('100')).toBe('100');
  });
});
