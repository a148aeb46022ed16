import { describe, expect, it } from 'vitest';
import { amountOf, potRaiseTo, sliderOf } from './sizing.ts';

const U = 10_000n;

describe('bet sizing', () => {
  it('sizes pot-fraction raises from the pot with my call in it, within the limits', () => {
    // Pot 3 (blinds 0.5/1 plus a 1.5 bet... ) facing 1.5 to call with nothing in: pot raise = 1.5 + (3 + 1.5) = 6.
    const spot = { pot: 3n * U, toCall: 15_000n, myBet: 0n, minTo: 3n * U, maxTo: 100n * U };
    expect(potRaiseTo(1, spot)).toBe(6n * U);
    expect(potRaiseTo(0.5, spot)).toBe(37_500n);
    // Never under the minimum raise, never over the stack.
    expect(potRaiseTo(0.1, spot)).toBe(3n * U);
    expect(potRaiseTo(50, spot)).toBe(100n * U);
  });

  it('maps the slider to whole chips, the top being all in', () => {
    expect(amountOf(0, 10_000n, 123_456n)).toBe(10_000n);
    expect(amountOf(1000, 10_000n, 123_456n)).toBe(123_456n);
    expect(amountOf(500, 10_000n, 123_456n) % 100n).toBe(0n);
    expect(sliderOf(10_000n, 10_000n, 123_456n)).toBe(0);
  });
});
