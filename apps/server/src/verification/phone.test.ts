import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { normalisePhone, parsePhone } from './phone.ts';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

describe(normalisePhone.name, () => {
  it('puts the country dialing code in front and drops the trunk 0 of a national number', () => {
    expect(normalisePhone('0912345678', '+84')).toBe('+84912345678');
    expect(normalisePhone('0912 345 678', '84')).toBe('+84912345678');
    expect(normalisePhone('812345678', '+66')).toBe('+66812345678');
    expect(normalisePhone('(091) 234-5678', ' +84 ')).toBe('+84912345678');
  });

  it('keeps a number typed with + as it is, whatever the picker says', () => {
    expect(normalisePhone('+84 912 345 678')).toBe('+84912345678');
    expect(normalisePhone('+84912345678', '+66')).toBe('+84912345678');
  });

  it('keeps the national digits when no country is known', () => {
    expect(normalisePhone(' 0912345678 ')).toBe('0912345678');
    expect(normalisePhone('0912345678', '')).toBe('0912345678');
    expect(normalisePhone('0912345678', null)).toBe('0912345678');
  });

  it('answers PHONE_MISSING for an empty number', () => {
    for (const empty of ['', '   ', undefined, null]) {
      expect(codeOf(() => normalisePhone(empty, '+84'))).toBe('PHONE_MISSING');
    }
  });

  it('answers PHONE_INVALID for letters, too few or too many digits, and a bad dialing code', () => {
    const cases: [string, string | undefined][] = [
      ['09123abc78', '+84'],
      ['12345', '+84'],
      ['1234567890123456', undefined],
      ['+12345', undefined],
      ['+1234567890123456', undefined],
      ['+84+912345678', undefined],
      ['0912345678', 'VN'],
      ['0912345678', '+12345'],
      ['0912345678', '+0'],
      ['091234567890123', '+84'],
    ];
    for (const [number, cc] of cases) {
      expect(
        codeOf(() => normalisePhone(number, cc)),
        `${number} ${cc}`,
      ).toBe('PHONE_INVALID');
    }
  });

  it('accepts the 6 to 15 digit bounds', () => {
    expect(normalisePhone('123456')).toBe('123456');
    expect(normalisePhone('123456789012345')).toBe('123456789012345');
    expect(normalisePhone('+123456789012345')).toBe('+123456789012345');
  });
});

describe(parsePhone.name, () => {
  it('splits country code and national number', () => {
    expect(parsePhone('0912345678', '+84')).toEqual({
      normalised: '+84912345678',
      countryDialingCode: '84',
      national: '912345678',
    });
    expect(parsePhone('0912345678')).toEqual({
      normalised: '0912345678',
      countryDialingCode: null,
      national: '0912345678',
    });
  });
});
