import { RECORDS_MAX_DAYS } from '@croupier/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The date-range presets of the records pages (spec section 9: previous 7 or 30 days), plus custom. */
export const RANGE_PRESETS = ['today', 'last7', 'last30', 'custom'] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];

/** A range as the records calls take it: ISO instants, inclusive. */
export type TRange = { from: string; to: string };

/**
 * The instants of a preset in the merchant's time zone: today from midnight; the last 7 or 30 days
 * as that many calendar days ending today (today included). The end is the end of today, so a
 * movement posted while the page is open still falls inside.
 */
export function presetRange(preset: Exclude<TRangePreset, 'custom'>, zone: string, now = new Date()): TRange {
  const today = dayjs(now).tz(zone).startOf('day');
  const days = preset === 'today' ? 1 : preset === 'last7' ? 7 : 30;
  return {
    from: today.subtract(days - 1, 'day').toISOString(),
    to: today.endOf('day').toISOString(),
  };
}

/** The calendar day (`YYYY-MM-DD`) of an instant in the merchant's time zone (for date inputs). */
export function dayOf(iso: string, zone: string): string {
  return dayjs(iso).tz(zone).format('YYYY-MM-DD');
}

/**
 * A custom range of calendar days `[fromDay, toDay]` (`YYYY-MM-DD`, merchant time zone) as
 * instants, or the problem with it: `order` (from after to) or `tooWide` (more than the server's
 * RECORDS_MAX_DAYS).
 */
export function customRange(
  fromDay: string,
  toDay: string,
  zone: string,
): { range: TRange } | { problem: 'order' | 'tooWide' | 'invalid' } {
  const from = dayjs.tz(fromDay, 'YYYY-MM-DD', zone);
  const to = dayjs.tz(toDay, 'YYYY-MM-DD', zone).endOf('day');
  if (!from.isValid() || !to.isValid()) return { problem: 'invalid' };
  if (from.isAfter(to)) return { problem: 'order' };
  if (to.diff(from, 'millisecond') > RECORDS_MAX_DAYS * 86_400_000) return { problem: 'tooWide' };
  return { range: { from: from.toISOString(), to: to.toISOString() } };
}

/** An instant as the records show it: 24-hour time (spec section 9) in the merchant's time zone. */
export function formatTime(iso: string, zone: string): string {
  return dayjs(iso).tz(zone).format('YYYY-MM-DD HH:mm:ss');
}
