import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, ERROR_STATUS, errorMessage } from './errors.ts';
import { LANGUAGES } from './languages.ts';

describe('error catalogue', () => {
  it.each(LANGUAGES.filter((language) => ERROR_MESSAGES[language]))(
    'has a non-empty %s message for every code',
    (language) => {
      for (const code of ERROR_CODES) {
        expect(ERROR_MESSAGES[language]?.[code], `${language} ${code}`).toMatch(/\S/);
      }
    },
  );

  it('reads English for a code a language has no message for', () => {
    expect(errorMessage('INVALID_DOMAIN', 'TH')).toBe(ERROR_MESSAGES.TH?.INVALID_DOMAIN);
    expect(errorMessage('INVALID_DOMAIN', 'XX')).toBe(ERROR_MESSAGES.EN.INVALID_DOMAIN);
    expect(errorMessage('INVALID_DOMAIN', undefined)).toBe(ERROR_MESSAGES.EN.INVALID_DOMAIN);
  });

  it('gives every code a 4xx or 5xx status, and only INTERNAL_ERROR a 500', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      if (code !== 'INTERNAL_ERROR') expect(ERROR_STATUS[code]).not.toBe(500);
    }
  });

  it('uses the spec wording for the domain check', () => {
    expect(ERROR_MESSAGES.EN.INVALID_DOMAIN).toBe('Invalid URL, please contact customer service');
  });
});
