import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryCodesFor } from './country-codes.ts';

describe('countryCodesFor', () => {
  it('offers the short list of dialing codes, each once', () => {
    const codes = COUNTRIES.map(({ countryDialingCode }) => countryDialingCode);
    expect(codes).toEqual(['+66', '+84', '+86', '+63', '+60', '+65', '+62', '+1', '+44']);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("starts on the merchant's country by time zone, else by language, else the first", () => {
    const sut = (timezone: string, defaultLanguage: 'EN' | 'CN') =>
      countryCodesFor({ timezone, defaultLanguage }).defaultDialingCode;
    expect(sut('Asia/Bangkok', 'EN')).toBe('+66');
    expect(sut('Asia/Ho_Chi_Minh', 'EN')).toBe('+84');
    expect(sut('Asia/Singapore', 'EN')).toBe('+65');
    expect(sut('UTC', 'CN')).toBe('+86');
    expect(sut('UTC', 'EN')).toBe('+66');
  });
});
