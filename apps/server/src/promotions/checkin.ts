/**
 * The arithmetic of a daily check-in ladder (issue 17): a member checks in once per local day of
 * the merchant; consecutive days climb the ladder (day 1, day 2...), a missed day starts it again at
 * day 1, and after its last day the next check-in starts a new round at day 1. Days are the
 * merchant's local calendar dates, `yyyy-MM-dd`.
 */

/** The member's last check-in of a promotion: its local date and its step on the ladder (1-based). */
export interface LastCheckin {
  day: string;
  step: number;
}

/** Where the member stands on the ladder today. */
export interface CheckinPosition {
  /** True when the member has checked in today already. */
  isCheckedInToday: boolean;
  /** The step today's check-in pays (or paid, when checked in already), 1-based. */
  todayStep: number;
  /** How many steps of the round shown are claimed (today's included when checked in). */
  claimedSteps: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local date before `day` (both `yyyy-MM-dd`). */
export function previousDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) throw new Error(`bad day ${day}`);
  return new Date(Date.UTC(year, month - 1, date) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The member's position today on a ladder of `steps` days, from their last check-in before or on
 * `today` (null: never checked in). Yesterday's check-in continues the streak (its step + 1, back to
 * 1 after the last step); an older one restarts it.
 */
export function checkinPosition(steps: number, last: LastCheckin | null, today: string): CheckinPosition {
  if (steps < 1) throw new Error('a check-in ladder has at least one day');
  if (last !== null && last.day === today) {
    return { isCheckedInToday: true, todayStep: last.step, claimedSteps: last.step };
  }
  if (last !== null && last.day === previousDay(today) && last.step < steps) {
    return { isCheckedInToday: false, todayStep: last.step + 1, claimedSteps: last.step };
  }
  return { isCheckedInToday: false, todayStep: 1, claimedSteps: 0 };
}

/** Each step of the ladder as the calendar strip shows it: claimed, today's (to claim), or still to come. */
export function ladderDays<T>(
  rewards: readonly T[],
  position: CheckinPosition,
): { step: number; amount: T; state: 'claimed' | 'today' | 'upcoming' }[] {
  return rewards.map((amount, index) => {
    const step = index + 1;
    const state =
      step <= position.claimedSteps
        ? 'claimed'
        : step === position.todayStep && !position.isCheckedInToday
          ? 'today'
          : 'upcoming';
    return { step, amount, state };
  });
}
