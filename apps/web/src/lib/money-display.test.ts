import { describe, expect, it } from 'vitest';
import { displayMoney } from './money-display.ts';

describe(displayMoney.name, () => {
  it('shows two decimals with thousands separators', () => {
    expect(displayMoney('1234567.5')).toBe('1,234,567.50');
    expect(displayMoney('0')).toBe('0.00');
    expect(displayMoney('999.9999')).toBe('999.99');
  });

  it('cuts extra decimals instead of rounding up', () => {
    expect(displayMoney('0.0099')).toBe('0.00');
    expect(displayMoney('-12.3456')).toBe('-12.34');
  });

  it('keeps amounts beyond a JavaScript number exact', () => {
    expect(displayMoney('90071992547409.9312')).toBe('90,071,992,547,409.93');
  });
});
