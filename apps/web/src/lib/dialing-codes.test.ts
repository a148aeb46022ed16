import { describe, expect, it } from 'vitest';
import { DIALING_CODES, defaultDialingCode, isMobileFormat, isOfferedDialingCode } from './dialing-codes.ts';

describe('country-code picker', () => {
  it('offers the short list of dialing codes, each once', () => {
    const codes = DIALING_CODES.map(({ code }) => code);
    expect(codes).toEqual(['+66', '+84', '+86', '+63', '+60', '+65', '+62', '+1', '+44']);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("starts on the merchant's country by time zone, else by language, else the first", () => {
    expect(defaultDialingCode({ timezone: 'Asia/Bangkok', defaultLanguage: 'EN' })).toBe('+66');
    expect(defaultDialingCode({ timezone: 'Asia/Ho_Chi_Minh', defaultLanguage: 'EN' })).toBe('+84');
    expect(defaultDialingCode({ timezone: 'Asia/Singapore', defaultLanguage: 'EN' })).toBe('+65');
    expect(defaultDialingCode({ timezone: 'UTC', defaultLanguage: 'CN' })).toBe('+86');
    expect(defaultDialingCode({ timezone: 'UTC', defaultLanguage: 'EN' })).toBe('+66');
  });

  it('knows which remembered codes are still offered', () => {
    expect(isOfferedDialingCode('+84')).toBe(true);
    expect(isOfferedDialingCode('+999')).toBe(false);
    expect(isOfferedDialingCode(undefined)).toBe(false);
  });
});

describe('mobile number format', () => {
  it('accepts 6 to 15 digits with an optional + and common separators', () => {
    for (const value of ['0912345678', ' 0912 345 678 ', '+84912345678', '(091) 234-5678', '123456']) {
      expect(isMobileFormat(value), value).toBe(true);
    }
  });

  it('refuses letters, too few or too many digits, and a + inside', () => {
    for (const value of ['', '09123abc78', '12345', '1234567890123456', '84+912345678']) {
      expect(isMobileFormat(value), value).toBe(false);
    }
  });
});
