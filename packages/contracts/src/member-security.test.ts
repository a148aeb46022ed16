import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskEmail, maskMobile, maskName } from './member-security.ts';

describe('masking', () => {
  it('shows the first and last four digits of an account number', () => {
    expect(maskAccountNumber('6222021234561234')).toBe('6222 **** **** 1234');
    expect(maskAccountNumber('6222 0212 3456 1234')).toBe('6222 **** **** 1234');
    expect(maskAccountNumber('12345678')).toBe('**** 5678');
  });

  it('keeps only the first letter of each word of a name', () => {
    expect(maskName('John Doe')).toBe('J*** D**');
    expect(maskName('  Ada   Lovelace ')).toBe('A** L*******');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('X Æ')).toBe('* *');
  });

  it('masks the middle of a mobile number', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('+8613812345678')).toBe('+86138****5678');
    expect(maskMobile('12345')).toBe('****45');
  });

  it('masks the local part of an email', () => {
    expect(maskEmail('john@example.com')).toBe('j***@example.com');
    expect(maskEmail('@x.com')).toBe('***');
  });
});
