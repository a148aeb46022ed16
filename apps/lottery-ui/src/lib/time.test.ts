import { describe, expect, it } from 'vitest';
import { formatCountdown, serverOffset } from './time.ts';

describe('time', () => {
  it('formats the countdown, rounding up to the second and never below zero', () => {
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it("measures the server clock's offset", () => {
    expect(serverOffset('2026-11-25T10:00:05.000Z', Date.parse('2026-11-25T10:00:00.000Z'))).toBe(5000);
    expect(serverOffset('nonsense', 0)).toBe(0);
  });
});
