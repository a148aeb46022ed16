/**
 * The VIP programme's rules, pure: which level a member's totals reach, how far the next level is,
 * whether a month's play keeps the level, and the birthday check (21 or older, as the spec asks).
 */

/** What the rules read of a level. */
export interface LevelRule {
  level: number;
  minValidBet: bigint;
  minDeposit: bigint;
  retentionValidBet: bigint;
}

export interface Totals {
  validBet: bigint;
  deposit: bigint;
}

/** Whole percent of `done` towards `needed` (100 when nothing is needed), floored. */
export function percentOf(done: bigint, needed: bigint): number {
  if (needed <= 0n || done >= needed) return 100;
  if (done <= 0n) return 0;
  return Number((done * 100n) / needed);
}

/**
 * The highest level whose both thresholds the totals meet, never below `current` (a level is lost
 * only by the retention rule, never by totals). Levels may come in any order.
 */
export function reachedLevel(levels: readonly LevelRule[], totals: Totals, current: number): number {
  let reached = current;
  for (const rule of levels) {
    if (rule.level > reached && totals.validBet >= rule.minValidBet && totals.deposit >= rule.minDeposit) {
      reached = rule.level;
    }
  }
  return reached;
}

/**
 * The way to the level above `current`: what is left of each threshold and the progress, the
 * lesser of the two (both must be met). Null at the top.
 */
export function progressToNext(
  levels: readonly LevelRule[],
  totals: Totals,
  current: number,
): { level: number; validBetToGo: bigint; depositToGo: bigint; progressPercent: number } | null {
  const next = levels.filter((rule) => rule.level > current).sort((a, b) => a.level - b.level)[0];
  if (!next) return null;
  const toGo = (needed: bigint, done: bigint) => (done >= needed ? 0n : needed - done);
  return {
    level: next.level,
    validBetToGo: toGo(next.minValidBet, totals.validBet),
    depositToGo: toGo(next.minDeposit, totals.deposit),
    progressPercent: Math.min(
      percentOf(totals.validBet, next.minValidBet),
      percentOf(totals.deposit, next.minDeposit),
    ),
  };
}

/**
 * The level after judging a finished month: kept when the level asks nothing or the month's valid
 * bet reached its retention threshold; otherwise one level down (never below 0).
 */
export function levelAfterRetention(
  levels: readonly LevelRule[],
  current: number,
  monthValidBet: bigint,
): number {
  if (current <= 0) return current;
  const rule = levels.find((r) => r.level === current);
  if (!rule || rule.retentionValidBet === 0n || monthValidBet >= rule.retentionValidBet) return current;
  return current - 1;
}

/** Age in whole years on `day` (YYYY-MM-DD) of someone born on `birthday` (YYYY-MM-DD). */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** The spec's birthday check: a birthday bonus is only for a member 21 or older on `day`. */
export function isOldEnoughForBirthdayBonus(birthday: string, day: string): boolean {
  return ageOn(birthday, day) >= 21;
}

/**
 * True when `day` (YYYY-MM-DD, the merchant's local day) is the birthday; someone born on 29
 * February celebrates on 28 February in a year without one.
 */
export function isBirthday(birthday: string, day: string): boolean {
  const [, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (bm === 2 && bd === 29) {
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    return m === 2 && d === (leap ? 29 : 28);
  }
  return m === bm && d === bd;
}
