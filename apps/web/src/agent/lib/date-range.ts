/**
 * Report date ranges of the agent center. A range is two calendar days (`YYYY-MM-DD`, both
 * included) in the merchant's time zone, so "today" is the merchant's today wherever the agent is.
 * The spec's presets are the previous or next 7 or 30 days: the presets pick the last 7 or 30 days,
 * and "previous"/"next" move the window by its own length (never past today).
 */

export type TDateRange = { from: string; to: string };
export type TRangePreset = 'today' | 'yesterday' | 'last7' | 'last30';

export const RANGE_PRESETS: readonly TRangePreset[] = ['today', 'yesterday', 'last7', 'last30'];

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's calendar day in `timeZone` (an unknown zone falls back to UTC). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

function toEpochDay(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function fromEpochDay(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return fromEpochDay(toEpochDay(day) + days);
}

/** Number of days in the range, both ends included. */
export function rangeLength(range: TDateRange): number {
  return toEpochDay(range.to) - toEpochDay(range.from) + 1;
}

/** True when `day` is a real `YYYY-MM-DD` calendar day. */
export function isCalendarDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  return fromEpochDay(toEpochDay(day)) === day;
}

/** The range a preset names, ending today (or yesterday) in the merchant's zone. */
export function presetRange(preset: TRangePreset, today: string): TDateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** The preset a range equals, if any (so the matching chip shows pressed). */
export function matchingPreset(range: TDateRange, today: string): TRangePreset | null {
  return (
    RANGE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/** The window of the same length just before the range. */
export function previousRange(range: TDateRange): TDateRange {
  const length = rangeLength(range);
  return { from: addDays(range.from, -length), to: addDays(range.to, -length) };
}

/** The window of the same length just after the range, or null when it would start after today. */
export function nextRange(range: TDateRange, today: string): TDateRange | null {
  const length = rangeLength(range);
  const next = { from: addDays(range.from, length), to: addDays(range.to, length) };
  if (next.from > today) return null;
  return next.to > today ? { from: next.from, to: today } : next;
}

/** Orders the two ends (a "to" before "from" swaps) and keeps both valid days. */
export function normaliseRange(range: TDateRange): TDateRange {
  return range.from <= range.to ? range : { from: range.to, to: range.from };
}

/** Every calendar day of the range, oldest first (for chart axes with days without data). */
export function daysOf(range: TDateRange): string[] {
  const length = rangeLength(range);
  return Array.from({ length: Math.max(0, length) }, (_, index) => addDays(range.from, index));
}

/**
 * Keeps a range within `maxDays` (the server's longest report): the end the agent just set stays,
 * the other end moves toward it.
 */
export function clampRange(range: TDateRange, maxDays: number, keep: 'from' | 'to'): TDateRange {
  if (rangeLength(range) <= maxDays) return range;
  return keep === 'from'
    ? { from: range.from, to: addDays(range.from, maxDays - 1) }
    : { from: addDays(range.to, -(maxDays - 1)), to: range.to };
}
