import { describe, expect, it } from 'vitest';
import { isMobileFormat } from './dialing-codes.ts';

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
