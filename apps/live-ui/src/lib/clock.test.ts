import { describe, expect, it } from 'vitest';
import { betterSample, clockSample, remainingMs, remainingShare } from './clock.ts';

describe('server clock', () => {
  it('measures the offset at the middle of the round trip', () => {
    // Sent at local 1 000, answered at 1 200: the server said 11 100 at local 1 100.
    const sample = clockSample(new Date(11_100).toISOString(), 1_000, 1_200);
    expect(sample).toEqual({ offsetMs: 10_000, roundTripMs: 200 });
    expect(clockSample('not a time', 0, 1)).toBeNull();
    expect(clockSample(new Date(0).toISOString(), 10, 5)).toBeNull();
  });

  it('keeps the sample with the shortest round trip', () => {
    const slow = { offsetMs: 900, roundTripMs: 800 };
    const fast = { offsetMs: 1_000, roundTripMs: 40 };
    expect(betterSample(null, slow)).toBe(slow);
    expect(betterSample(slow, fast)).toBe(fast);
    expect(betterSample(fast, slow)).toBe(fast);
    expect(betterSample(fast, null)).toBe(fast);
  });

  it('counts down to the server end time whatever the local clock says', () => {
    const endsAt = new Date(100_000).toISOString();
    // The local clock runs 30 s behind the server: at local 60 000 it is 90 000 there.
    expect(remainingMs(endsAt, 60_000, 30_000)).toBe(10_000);
    expect(remainingMs(endsAt, 80_000, 30_000)).toBe(0);
    expect(remainingMs(null, 0, 0)).toBe(0);
    const startsAt = new Date(85_000).toISOString();
    expect(remainingShare(startsAt, endsAt, 60_000, 30_000)).toBeCloseTo(10 / 15);
    expect(remainingShare(startsAt, endsAt, 0, 0)).toBe(1);
    expect(remainingShare(endsAt, startsAt, 0, 0)).toBe(0);
  });
});
