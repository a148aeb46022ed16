import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, generateNumericCode } from './one-time-code.ts';

describe(generateNumericCode.name, () => {
  it('gives six digits, leading zeros included, and rarely repeats', () => {
    expect(CODE_LENGTH).toBe(6);
    const codes = Array.from({ length: 5000 }, generateNumericCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 5000 draws from a million: a handful of collisions at most; a broken generator repeats a lot.
    expect(new Set(codes).size).toBeGreaterThan(4950);
    // Every first digit, 0 included, shows up (P(miss) ≈ 10 × 0.9^5000).
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });
});
