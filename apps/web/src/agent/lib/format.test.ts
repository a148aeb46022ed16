import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatPeriod } from './format.ts';

describe('agent center time display', () => {
  it('shows instants in the merchant timezone, 24-hour', () => {
    expect(formatDateTime('2026-11-22T15:04:05Z', 'UTC')).toBe('2026-11-22 15:04:05');
    expect(formatDateTime('2026-11-22T20:04:05Z', 'Asia/Bangkok')).toBe('2026-11-23 03:04:05');
    expect(formatDateTime('2026-11-22T20:04:05Z', 'Asia/Bangkok', false)).toBe('2026-11-23 03:04');
    expect(formatDay('2026-11-22T20:04:05Z', 'Asia/Bangkok')).toBe('2026-11-23');
    expect(formatDateTime('not a date', 'UTC')).toBe('not a date');
  });

  it('names settlement periods by their days or their time window', () => {
    // A Bangkok day is 17:00Z to 17:00Z.
    expect(formatPeriod('2026-11-21T17:00:00Z', '2026-11-22T17:00:00Z', 'Asia/Bangkok')).toBe('2026-11-22');
    expect(formatPeriod('2026-11-15T17:00:00Z', '2026-11-22T17:00:00Z', 'Asia/Bangkok')).toBe(
      '2026-11-16 – 2026-11-22',
    );
    expect(formatPeriod('2026-11-22T14:00:00Z', '2026-11-22T14:05:00Z', 'UTC')).toBe(
      '2026-11-22 14:00–14:05',
    );
    expect(formatPeriod('2026-11-22T23:00:00Z', '2026-11-23T00:00:00Z', 'UTC')).toBe(
      '2026-11-22 23:00 – 2026-11-23 00:00',
    );
  });
});
