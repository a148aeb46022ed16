import {
  AGENT_REPORT_MAX_DAYS,
  type TContractPeriod,
  type TDateRangeQuery,
  type TResolvedRange,
} from '@croupier/contracts';
import { AppError } from '../http/app-error.ts';

/**
 * Calendar arithmetic of settlement periods and report ranges in a merchant's IANA timezone, with
 * Intl only (no library). Periods are half-open [start, end) instants.
 */

export interface Period {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Local calendar fields of an instant in `timeZone`. */
function localParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The zone's offset from UTC at `instant`, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the local date (month 1-12, day may overflow) begins in `timeZone`. */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  let instant = guess - offsetAt(new Date(guess), timeZone);
  // A second pass settles a DST change between the guess and the answer.
  instant = guess - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** yyyy-MM-dd of an instant in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The period of `kind` that contains `instant`. */
export function periodContaining(period: TContractPeriod, instant: Date, timeZone: string): Period {
  const t = instant.getTime();
  if (period === 'fiveMinutes') {
    const start = t - (t % (5 * MINUTE));
    return { start: new Date(start), end: new Date(start + 5 * MINUTE) };
  }
  if (period === 'hourly') {
    const start = t - (t % HOUR);
    return { start: new Date(start), end: new Date(start + HOUR) };
  }
  const p = localParts(instant, timeZone);
  switch (period) {
    case 'daily':
      return {
        start: startOfLocalDay(p.year, p.month, p.day, timeZone),
        end: startOfLocalDay(p.year, p.month, p.day + 1, timeZone),
      };
    case 'weekly': {
      const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay(); // 0 = Sunday
      const back = (weekday + 6) % 7; // Monday first
      return {
        start: startOfLocalDay(p.year, p.month, p.day - back, timeZone),
        end: startOfLocalDay(p.year, p.month, p.day - back + 7, timeZone),
      };
    }
    case 'semimonthly':
      return p.day <= 15
        ? {
            start: startOfLocalDay(p.year, p.month, 1, timeZone),
            end: startOfLocalDay(p.year, p.month, 16, timeZone),
          }
        : {
            start: startOfLocalDay(p.year, p.month, 16, timeZone),
            end: startOfLocalDay(p.year, p.month + 1, 1, timeZone),
          };
    case 'monthly':
      return {
        start: startOfLocalDay(p.year, p.month, 1, timeZone),
        end: startOfLocalDay(p.year, p.month + 1, 1, timeZone),
      };
  }
}

/**
 * The complete periods that ended at least `graceMs` before `now`, newest last, at most `count`
 * of them: what a settlement run should make sure are settled.
 */
export function completedPeriods(
  period: TContractPeriod,
  now: Date,
  timeZone: string,
  count: number,
  graceMs: number,
): Period[] {
  const result: Period[] = [];
  let cursor = periodContaining(period, new Date(now.getTime() - graceMs), timeZone);
  // The period containing now − grace is not complete: step back from its start.
  for (let i = 0; i < count; i++) {
    cursor = periodContaining(period, new Date(cursor.start.getTime() - 1), timeZone);
    result.unshift(cursor);
  }
  return result;
}

/**
 * The [from, to) instants of a report query in the merchant's timezone. Presets: today, yesterday,
 * this/last week (Monday first), this/last month; custom needs both days, from ≤ to, at most
 * AGENT_REPORT_MAX_DAYS. Errors: VALIDATION_FAILED.
 */
export function resolveRange(query: TDateRangeQuery, now: Date, timeZone: string): TResolvedRange {
  const today = periodContaining('daily', now, timeZone);
  let range: Period;
  switch (query.preset) {
    case 'today':
      range = today;
      break;
    case 'yesterday':
      range = periodContaining('daily', new Date(today.start.getTime() - 1), timeZone);
      break;
    case 'thisWeek':
      range = periodContaining('weekly', now, timeZone);
      break;
    case 'lastWeek':
      range = periodContaining(
        'weekly',
        new Date(periodContaining('weekly', now, timeZone).start.getTime() - 1),
        timeZone,
      );
      break;
    case 'thisMonth':
      range = periodContaining('monthly', now, timeZone);
      break;
    case 'lastMonth':
      range = periodContaining(
        'monthly',
        new Date(periodContaining('monthly', now, timeZone).start.getTime() - 1),
        timeZone,
      );
      break;
    case 'custom': {
      if (!query.from || !query.to)
        throw new AppError('VALIDATION_FAILED', { detail: 'custom ranges need from and to' });
      const [fy, fm, fd] = query.from.split('-').map(Number) as [number, number, number];
      const [ty, tm, td] = query.to.split('-').map(Number) as [number, number, number];
      const days = (Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000 + 1;
      if (!Number.isFinite(days) || days < 1)
        throw new AppError('VALIDATION_FAILED', { detail: 'from is after to' });
      if (days > AGENT_REPORT_MAX_DAYS)
        throw new AppError('VALIDATION_FAILED', { detail: `at most ${AGENT_REPORT_MAX_DAYS} days` });
      range = {
        start: startOfLocalDay(fy, fm, fd, timeZone),
        end: startOfLocalDay(ty, tm, td + 1, timeZone),
      };
      break;
    }
  }
  return { from: range.start.toISOString(), to: range.end.toISOString(), timezone: timeZone };
}
