import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAxis, fractionFromTop, niceStep } from './chart-scale.ts';

describe('chart axis', () => {
  it('picks 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(100n, 4)).toBe(50n);
    expect(niceStep(1_000n, 4)).toBe(500n);
    expect(niceStep(9n, 4)).toBe(5n);
    expect(niceStep(0n, 4)).toBe(1n);
  });

  it('always holds zero and every value, on nice ticks', () => {
    const axis = buildAxis([1_250_000n, -300_000n, 800_000n]);
    expect(axis.min).toBeLessThanOrEqual(-300_000n);
    expect(axis.max).toBeGreaterThanOrEqual(1_250_000n);
    expect(axis.ticks).toContain(0n);
    expect(axis.ticks[0]).toBe(axis.min);
    expect(axis.ticks.at(-1)).toBe(axis.max);
  });

  it('frames an empty chart from zero', () => {
    const axis = buildAxis([]);
    expect(axis.min).toBe(0n);
    expect(axis.max).toBeGreaterThan(0n);
    expect(fractionFromTop(axis, 0n)).toBe(1);
    expect(fractionFromTop(axis, axis.max)).toBe(0);
  });

  it('places any value inside the frame (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), { minLength: 1, maxLength: 40 }),
        (values) => {
          const axis = buildAxis(values);
          expect(axis.ticks.length).toBeLessThanOrEqual(7);
          expect(axis.ticks).toContain(0n);
          for (const value of values) {
            const fraction = fractionFromTop(axis, value);
            expect(fraction).toBeGreaterThanOrEqual(0);
            expect(fraction).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});
