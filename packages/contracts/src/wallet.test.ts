import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMinor,
  isMoney,
  MoneyFormatError,
  parseMinor,
  ZPositiveMoney,
  ZSignedMoney,
} from './wallet.ts';

describe('parseMinor', () => {
  it.each([
    ['12.5', 125_000n],
    ['0', 0n],
    ['0.0001', 1n],
    ['1', 10_000n],
    ['123.45', 1_234_500n],
    ['99999999999999.9999', 999_999_999_999_999_999n],
  ])('parses %s to %s minor units', (text, minor) => {
    expect(parseMinor(text)).toBe(minor);
  });

  it('parses negatives only when allowed', () => {
    expect(parseMinor('-12.5', { allowNegative: true })).toBe(-125_000n);
    expect(() => parseMinor('-12.5')).toThrow(MoneyFormatError);
  });

  it.each([
    '1.23456',
    '0.00001',
    '',
    ' 1',
    '1 ',
    '+1',
    '1e3',
    '0x10',
    '.5',
    '5.',
    '01',
    '1,5',
    'NaN',
    'Infinity',
    '--1',
    '١٢',
    '100000000000000',
  ])('refuses %j', (text) => {
    expect(() => parseMinor(text, { allowNegative: true })).toThrow(MoneyFormatError);
    expect(isMoney(text, { allowNegative: true })).toBe(false);
  });
});

describe('formatMinor', () => {
  it.each([
    [125_000n, '12.5000'],
    [0n, '0.0000'],
    [1n, '0.0001'],
    [-1n, '-0.0001'],
    [-125_000n, '-12.5000'],
    [1_234_567_890_123n, '123456789.0123'],
  ])('formats %s as %s', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
  });

  it('round-trips every amount the ledger can hold on the wire', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -999_999_999_999_999_999n, max: 999_999_999_999_999_999n }), (minor) => {
        expect(parseMinor(formatMinor(minor), { allowNegative: true })).toBe(minor);
      }),
    );
  });
});

describe('money schemas', () => {
  it('accepts only positive amounts as a positive amount', () => {
    expect(ZPositiveMoney.safeParse('0.0001').success).toBe(true);
    expect(ZPositiveMoney.safeParse('0').success).toBe(false);
    expect(ZPositiveMoney.safeParse('-1').success).toBe(false);
    expect(ZPositiveMoney.safeParse('1.00001').success).toBe(false);
  });

  it('accepts signed non-zero amounts as a signed amount', () => {
    expect(ZSignedMoney.safeParse('-5').success).toBe(true);
    expect(ZSignedMoney.safeParse('5').success).toBe(true);
    expect(ZSignedMoney.safeParse('0.0000').success).toBe(false);
    expect(ZSignedMoney.safeParse('abc').success).toBe(false);
  });
});
