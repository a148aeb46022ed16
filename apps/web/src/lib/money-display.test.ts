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

describe('displayMoney in other languages', () => {
  it('uses the grouping and decimal mark of the language, with Latin digits', () => {
    expect(displayMoney('1234567.5', 'ES')).toBe('1.234.567,50');
    expect(displayMoney('1234567.5', 'HI')).toBe('12,34,567.50');
    expect(displayMoney('1234567.5', 'RU')).toBe('1\u00a0234\u00a0567,50');
    expect(displayMoney('1234567.5', 'BN')).toMatch(/^[\d,]+\.50$/);
    expect(displayMoney('90071992547409.9312', 'JA')).toBe('90,071,992,547,409.93');
  });

  it('isolates an amount left to right inside Arabic text', () => {
    expect(displayMoney('-12.3456', 'AR')).toBe('\u2066-12.34\u2069');
  });
});
