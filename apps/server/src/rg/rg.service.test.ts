import { describe, expect, it } from 'vitest';
import { effectiveLimit, nextLimit, periodStart } from './rg.service.ts';

const now = new Date('2026-11-26T22:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

describe('nextLimit', () => {
  it('applies a first limit and a lower one at once, dropping a pending raise', () => {
    expect(nextLimit(undefined, 100n, now)).toEqual({
      amount: 100n,
      pending_amount: null,
      pending_from: null,
    });
    const pending = { amount: 100n, pending_amount: 500n, pending_from: hours(10) };
    expect(nextLimit(pending, 50n, now)).toEqual({ amount: 50n, pending_amount: null, pending_from: null });
  });

  it('keeps the current limit for 24 hours when it is raised or removed', () => {
    const current = { amount: 100n, pending_amount: null, pending_from: null };
    expect(nextLimit(current, 300n, now)).toEqual({
      amount: 100n,
      pending_amount: 300n,
      pending_from: hours(24),
    });
    expect(nextLimit(current, null, now)).toEqual({
      amount: 100n,
      pending_amount: null,
      pending_from: hours(24),
    });
  });

  it('starts a new cooling-off from the limit that applies now', () => {
    const matured = { amount: 100n, pending_amount: 300n, pending_from: hours(-1) };
    expect(nextLimit(matured, 400n, now)).toEqual({
      amount: 300n,
      pending_amount: 400n,
      pending_from: hours(24),
    });
  });
});

describe('effectiveLimit', () => {
  it('reads the pending value only once its time has come', () => {
    const row = { amount: 100n, pending_amount: null, pending_from: hours(24) };
    expect(effectiveLimit(row, hours(23))).toBe(100n);
    expect(effectiveLimit(row, hours(24))).toBeNull();
  });
});

describe('periodStart', () => {
  it('starts days, ISO weeks and months in UTC', () => {
    expect(periodStart('deposit_daily', now).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(periodStart('deposit_weekly', now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart('deposit_monthly', now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});
