import { describe, expect, it } from 'vitest';
import { completedPeriods, periodContaining, resolveRange } from './periods.ts';

const at = (iso: string) => new Date(iso);
const span = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];

describe('periodContaining', () => {
  it('cuts 5-minute windows and hours on UTC boundaries', () => {
    expect(span(periodContaining('fiveMinutes', at('2026-11-22T02:13:24Z'), 'UTC'))).toEqual([
      '2026-11-22T02:10:00.000Z',
      '2026-11-22T02:15:00.000Z',
    ]);
    expect(span(periodContaining('hourly', at('2026-11-22T02:13:24Z'), 'Asia/Bangkok'))).toEqual([
      '2026-11-22T02:00:00.000Z',
      '2026-11-22T03:00:00.000Z',
    ]);
  });

  it('cuts days, Monday-first weeks, half months and months in the merchant timezone', () => {
    // 2026-11-22 02:13 UTC is 09:13 on Sunday the 22nd in Bangkok (UTC+7).
    const t = at('2026-11-22T02:13:24Z');
    expect(span(periodContaining('daily', t, 'Asia/Bangkok'))).toEqual([
      '2026-11-21T17:00:00.000Z',
      '2026-11-22T17:00:00.000Z',
    ]);
    expect(span(periodContaining('weekly', t, 'Asia/Bangkok'))).toEqual([
      '2026-11-15T17:00:00.000Z', // Monday 16 November 00:00 Bangkok
      '2026-11-22T17:00:00.000Z',
    ]);
    expect(span(periodContaining('semimonthly', t, 'Asia/Bangkok'))).toEqual([
      '2026-11-15T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
    ]);
    expect(span(periodContaining('semimonthly', at('2026-02-10T00:00:00Z'), 'UTC'))).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-02-16T00:00:00.000Z',
    ]);
    expect(span(periodContaining('monthly', at('2026-12-31T23:59:59Z'), 'UTC'))).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('follows daylight saving changes', () => {
    // New York switched to EDT on 2026-03-08: that day has 23 hours.
    const day = periodContaining('daily', at('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(span(day)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
  });
});

describe('completedPeriods', () => {
  it('lists the periods that ended before now minus the grace, oldest first', () => {
    const windows = completedPeriods('fiveMinutes', at('2026-11-22T02:15:20Z'), 'UTC', 2, 30_000);
    // 02:15:20 − 30 s is still in 02:10-02:15: the last complete window is 02:05-02:10.
    expect(windows.map(span)).toEqual([
      ['2026-11-22T02:00:00.000Z', '2026-11-22T02:05:00.000Z'],
      ['2026-11-22T02:05:00.000Z', '2026-11-22T02:10:00.000Z'],
    ]);
    const later = completedPeriods('fiveMinutes', at('2026-11-22T02:15:31Z'), 'UTC', 1, 30_000);
    expect(later.map(span)).toEqual([['2026-11-22T02:10:00.000Z', '2026-11-22T02:15:00.000Z']]);
    const days = completedPeriods('daily', at('2026-11-22T00:10:00Z'), 'UTC', 1, 30_000);
    expect(days.map(span)).toEqual([['2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z']]);
  });
});

describe('resolveRange', () => {
  const now = at('2026-11-22T02:13:24Z');
  it('resolves presets and custom days', () => {
    expect(resolveRange({ preset: 'yesterday' }, now, 'UTC')).toEqual({
      from: '2026-11-21T00:00:00.000Z',
      to: '2026-11-22T00:00:00.000Z',
      timezone: 'UTC',
    });
    expect(resolveRange({ preset: 'lastWeek' }, now, 'UTC').from).toBe('2026-11-09T00:00:00.000Z');
    expect(resolveRange({ preset: 'lastMonth' }, now, 'UTC')).toMatchObject({
      from: '2026-10-01T00:00:00.000Z',
      to: '2026-11-01T00:00:00.000Z',
    });
    expect(
      resolveRange({ preset: 'custom', from: '2026-11-01', to: '2026-11-03' }, now, 'UTC'),
    ).toMatchObject({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-04T00:00:00.000Z',
    });
  });

  it('refuses custom ranges that are backwards, incomplete or too long', () => {
    expect(() =>
      resolveRange({ preset: 'custom', from: '2026-11-03', to: '2026-11-01' }, now, 'UTC'),
    ).toThrow();
    expect(() => resolveRange({ preset: 'custom', from: '2026-11-03' }, now, 'UTC')).toThrow();
    expect(() =>
      resolveRange({ preset: 'custom', from: '2026-01-01', to: '2026-11-01' }, now, 'UTC'),
    ).toThrow();
  });
});
