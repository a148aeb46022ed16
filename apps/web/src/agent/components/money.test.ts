import { describe, expect, it } from 'vitest';
import { exactMoney, moneySign } from './money.tsx';

describe('agent money display', () => {
  it('keeps every decimal the platform holds, at least two', () => {
    expect(exactMoney('1234567.8912')).toBe('1,234,567.8912');
    expect(exactMoney('8.0000')).toBe('8.00');
    expect(exactMoney('8.0640')).toBe('8.064');
    expect(exactMoney('-0.5')).toBe('-0.50');
    expect(exactMoney('0')).toBe('0.00');
  });

  it('tells the sign without a float', () => {
    expect(moneySign('-0.0001')).toBe(-1);
    expect(moneySign('0.0000')).toBe(0);
    expect(moneySign('900719925474.9999')).toBe(1);
  });
});
