import { describe, expect, it } from 'vitest';
import { customRange, dayOf, formatTime, presetRange } from './money-time.ts';

describe('presetRange', () => {
  const now = new Date('2026-03-10T20:30:00Z'); // 2026-03-11 03:30 in Bangkok

  it('starts today at midnight in the merchant time zone', () => {
    expect(presetRange('today', 'UTC', now)).toEqual({
      from: '2026-03-10T00:00:00.000Z',
      to: '2026-03-10T23:59:59.999Z',
    });
    expect(presetRange('today', 'Asia/Bangkok', now)).toEqual({
      from: '2026-03-10T17:00:00.000Z',
      to: '2026-03-11T16:59:59.999Z',
    });
  });

  it('counts the last 7 and 30 days with today included', () => {
    expect(presetRange('last7', 'UTC', now).from).toBe('2026-03-04T00:00:00.000Z');
    expect(presetRange('last30', 'UTC', now).from).toBe('2026-02-09T00:00:00.000Z');
  });
});

describe('customRange', () => {
  it('turns calendar days into the inclusive instants of the time zone', () => {
    expect(customRange('2026-03-01', '2026-03-02', 'Asia/Bangkok')).toEqual({
      range: { from: '2026-02-28T17:00:00.000Z', to: '2026-03-02T16:59:59.999Z' },
    });
  });

  it('refuses a reversed, too wide or broken range', () => {
    expect(customRange('2026-03-02', '2026-03-01', 'UTC')).toEqual({ problem: 'order' });
    expect(customRange('2026-01-01', '2026-04-01', 'UTC')).toEqual({ problem: 'tooWide' });
    expect(customRange('2026-01-02', '2026-04-01', 'UTC')).toHaveProperty('range');
    expect(customRange('', '2026-04-01', 'UTC')).toEqual({ problem: 'invalid' });
  });
});

describe('formatting', () => {
  it('shows 24-hour time and days in the merchant time zone', () => {
    expect(formatTime('2026-03-10T20:30:05Z', 'Asia/Bangkok')).toBe('2026-03-11 03:30:05');
    expect(dayOf('2026-03-10T20:30:05Z', 'UTC')).toBe('2026-03-10');
  });
});
