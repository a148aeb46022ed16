import { describe, expect, it } from 'vitest';
import { codeCountdownSeconds, countdownEnd, DEFAULT_CODE_MINUTES, secondsLeft } from './countdown.ts';

describe('code countdown', () => {
  it('waits expiredMinutes × 60 seconds after a send', () => {
    expect(codeCountdownSeconds(1)).toBe(60);
    expect(codeCountdownSeconds(5)).toBe(300);
    expect(codeCountdownSeconds(0.5)).toBe(30);
  });

  it('falls back to the spec default of one minute when the server names no valid time', () => {
    for (const minutes of [undefined, null, 0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(codeCountdownSeconds(minutes)).toBe(DEFAULT_CODE_MINUTES * 60);
    }
  });

  it('counts whole seconds down to zero, rounding up so the last second still shows', () => {
    const now = 1_000_000;
    const endsAt = countdownEnd(60, now);
    expect(endsAt).toBe(now + 60_000);
    expect(secondsLeft(endsAt, now)).toBe(60);
    expect(secondsLeft(endsAt, now + 1)).toBe(60);
    expect(secondsLeft(endsAt, now + 1000)).toBe(59);
    expect(secondsLeft(endsAt, now + 59_001)).toBe(1);
    expect(secondsLeft(endsAt, now + 60_000)).toBe(0);
    expect(secondsLeft(endsAt, now + 90_000)).toBe(0);
  });

  it('has nothing left without a countdown, and a negative length ends at once', () => {
    expect(secondsLeft(null, 5)).toBe(0);
    expect(countdownEnd(-10, 5)).toBe(5);
  });
});
