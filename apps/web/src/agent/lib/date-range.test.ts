import { describe, expect, it } from 'vitest';
import {
  addDays,
  clampRange,
  daysOf,
  isCalendarDay,
  matchingPreset,
  nextRange,
  normaliseRange,
  presetRange,
  previousRange,
  rangeLength,
  todayIn,
} from './date-range.ts';

describe('agent report date ranges', () => {
  it("takes today's day in the merchant's time zone, not the browser's", () => {
    const instant = new Date('2026-03-01T20:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-03-01');
    expect(todayIn('Asia/Bangkok', instant)).toBe('2026-03-02');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-03-01');
    expect(todayIn('Not/AZone', instant)).toBe('2026-03-01');
  });

  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -30)).toBe('2025-12-02');
  });

  it('builds the presets ending today, both ends included', () => {
    expect(presetRange('today', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetRange('yesterday', '2026-11-22')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(presetRange('last7', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(rangeLength(presetRange('last7', '2026-11-22'))).toBe(7);
    expect(rangeLength(presetRange('last30', '2026-03-05'))).toBe(30);
    expect(matchingPreset({ from: '2026-11-16', to: '2026-11-22' }, '2026-11-22')).toBe('last7');
    expect(matchingPreset({ from: '2026-11-15', to: '2026-11-22' }, '2026-11-22')).toBeNull();
  });

  it('steps to the previous and next window of the same length, never past today', () => {
    const week = { from: '2026-11-16', to: '2026-11-22' };
    expect(previousRange(week)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(nextRange(previousRange(week), '2026-11-22')).toEqual(week);
    expect(nextRange(week, '2026-11-22')).toBeNull();
    expect(nextRange({ from: '2026-11-10', to: '2026-11-19' }, '2026-11-22')).toEqual({
      from: '2026-11-20',
      to: '2026-11-22',
    });
  });

  it('checks and orders typed days', () => {
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(normaliseRange({ from: '2026-11-22', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-22',
    });
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('keeps a typed range within the longest report, moving the other end', () => {
    const long = { from: '2026-01-01', to: '2026-11-22' };
    expect(clampRange(long, 92, 'to')).toEqual({ from: '2026-08-23', to: '2026-11-22' });
    expect(clampRange(long, 92, 'from')).toEqual({ from: '2026-01-01', to: '2026-04-02' });
    expect(rangeLength(clampRange(long, 92, 'to'))).toBe(92);
    const short = { from: '2026-11-01', to: '2026-11-22' };
    expect(clampRange(short, 92, 'from')).toBe(short);
  });
});
