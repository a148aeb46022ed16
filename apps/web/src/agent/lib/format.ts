/**
 * Display of agent-center instants: always in the merchant's timezone, 24-hour (spec section 9),
 * as `YYYY-MM-DD HH:mm[:ss]` so every language reads the same digits.
 */

function parts(iso: string, timeZone: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  }
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/** `2026-11-22 14:05:09` in `timeZone`; the raw text when it is not an instant. */
export function formatDateTime(iso: string, timeZone: string, withSeconds = true): string {
  const p = parts(iso, timeZone);
  if (!p) return iso;
  const time = withSeconds ? `${p.hour}:${p.minute}:${p.second}` : `${p.hour}:${p.minute}`;
  return `${p.year}-${p.month}-${p.day} ${time}`;
}

/** `2026-11-22` in `timeZone`. */
export function formatDay(iso: string, timeZone: string): string {
  const p = parts(iso, timeZone);
  return p ? `${p.year}-${p.month}-${p.day}` : iso;
}

/**
 * A settlement period `[start, end)` as people say it: one day (`2026-11-22`), a run of days
 * (`2026-11-16 – 2026-11-22`, the end day is the one before `end`), or a time window within a day
 * (`2026-11-22 14:00–15:00`).
 */
export function formatPeriod(startIso: string, endIso: string, timeZone: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`;
  const spanMs = end.getTime() - start.getTime();
  const startDay = formatDay(startIso, timeZone);
  if (spanMs < 86_400_000 - 3_600_000) {
    const endText = formatDateTime(endIso, timeZone, false);
    const endDay = endText.slice(0, 10);
    const endTime = endText.slice(11);
    const startTime = formatDateTime(startIso, timeZone, false).slice(11);
    return endDay === startDay
      ? `${startDay} ${startTime}–${endTime}`
      : `${startDay} ${startTime} – ${endDay} ${endTime}`;
  }
  const lastDay = formatDay(new Date(end.getTime() - 1).toISOString(), timeZone);
  return lastDay === startDay ? startDay : `${startDay} – ${lastDay}`;
}
