/**
 * The value axis of the agent center charts, on bigint minor units (money never passes through a
 * float on its way to the screen; only the final pixel fraction is a number). The axis always
 * includes zero, so a negative P&L day draws below the line, and its ticks are "nice" steps of
 * 1, 2 or 5 times a power of ten.
 */

export type TAxis = { min: bigint; max: bigint; step: bigint; ticks: bigint[] };

const MULTIPLIERS = [1n, 2n, 5n] as const;

/** Smallest 1/2/5 × 10^k step with which `span` fits in at most `maxTicks` intervals. */
export function niceStep(span: bigint, maxTicks: number): bigint {
  if (span <= 0n) return 1n;
  const intervals = BigInt(Math.max(1, maxTicks));
  let power = 1n;
  for (;;) {
    for (const multiplier of MULTIPLIERS) {
      const step = multiplier * power;
      if (step * intervals >= span) return step;
    }
    power *= 10n;
  }
}

function floorTo(value: bigint, step: bigint): bigint {
  const remainder = value % step;
  if (remainder === 0n) return value;
  return value < 0n ? value - remainder - step : value - remainder;
}

function ceilTo(value: bigint, step: bigint): bigint {
  const remainder = value % step;
  if (remainder === 0n) return value;
  return value > 0n ? value - remainder + step : value - remainder;
}

/**
 * The axis of `values` with at most about `maxTicks` intervals. With no values, or only zeros, the
 * axis runs from 0 to `emptyMax` so an empty chart still has a frame.
 */
export function buildAxis(values: readonly bigint[], maxTicks = 4, emptyMax = 1_000_000n): TAxis {
  let low = 0n;
  let high = 0n;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (low === 0n && high === 0n) high = emptyMax;
  let step = niceStep(high - low, maxTicks);
  let min = floorTo(low, step);
  let max = ceilTo(high, step);
  // Rounding both ends out may add an interval; widen the step once if it did too much.
  if ((max - min) / step > BigInt(maxTicks) + 1n) {
    step = niceStep(max - min, maxTicks);
    min = floorTo(low, step);
    max = ceilTo(high, step);
  }
  const ticks: bigint[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min, max, step, ticks };
}

/** Where `value` sits between the axis ends: 0 at `max` (top), 1 at `min` (bottom). */
export function fractionFromTop(axis: TAxis, value: bigint): number {
  const span = axis.max - axis.min;
  if (span === 0n) return 1;
  const scaled = ((axis.max - value) * 1_000_000n) / span;
  return Number(scaled) / 1_000_000;
}
