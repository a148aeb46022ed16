import { describe, expect, it } from 'vitest';
import { formatRtp } from './rtp.ts';

describe('formatRtp', () => {
  it('drops trailing zeros and a bare point', () => {
    expect(formatRtp('99.000')).toBe('99');
    expect(formatRtp('96.020')).toBe('96.02');
    expect(formatRtp('96.5')).toBe('96.5');
    expect(formatRtp('97')).toBe('97');
  });

  it('keeps significant digits exactly (no floating-point rounding)', () => {
    expect(formatRtp('96.125')).toBe('96.125');
    expect(formatRtp('100.00')).toBe('100');
  });

  it('shows text it cannot read as given', () => {
    expect(formatRtp('about 96')).toBe('about 96');
  });
});
