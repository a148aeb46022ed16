import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isBirthday,
  isOldEnoughForBirthdayBonus,
  type LevelRule,
  levelAfterRetention,
  percentOf,
  progressToNext,
  reachedLevel,
} from './vip-rules.ts';

const LEVELS: LevelRule[] = [
  { level: 0, minValidBet: 0n, minDeposit: 0n, retentionValidBet: 0n },
  { level: 1, minValidBet: 1_000n, minDeposit: 500n, retentionValidBet: 0n },
  { level: 2, minValidBet: 10_000n, minDeposit: 2_000n, retentionValidBet: 3_000n },
  { level: 3, minValidBet: 50_000n, minDeposit: 10_000n, retentionValidBet: 20_000n },
];

describe('reachedLevel', () => {
  it('needs both thresholds of a level', () => {
    expect(reachedLevel(LEVELS, { validBet: 999n, deposit: 10_000n }, 0)).toBe(0);
    expect(reachedLevel(LEVELS, { validBet: 1_000n, deposit: 499n }, 0)).toBe(0);
    expect(reachedLevel(LEVELS, { validBet: 1_000n, deposit: 500n }, 0)).toBe(1);
  });
  it('jumps several levels at once and takes the highest met', () => {
    expect(reachedLevel(LEVELS, { validBet: 60_000n, deposit: 10_000n }, 0)).toBe(3);
    expect(reachedLevel([...LEVELS].reverse(), { validBet: 60_000n, deposit: 2_000n }, 0)).toBe(2);
  });
  it('never lowers a level by totals (only retention does)', () => {
    expect(reachedLevel(LEVELS, { validBet: 0n, deposit: 0n }, 2)).toBe(2);
  });
});

describe('progressToNext', () => {
  it('is the lesser of the two thresholds', () => {
    expect(progressToNext(LEVELS, { validBet: 5_000n, deposit: 1_500n }, 1)).toEqual({
      level: 2,
      validBetToGo: 5_000n,
      depositToGo: 500n,
      progressPercent: 50,
    });
  });
  it('shows nothing left of a met threshold, and null at the top', () => {
    expect(progressToNext(LEVELS, { validBet: 20_000n, deposit: 0n }, 1)).toMatchObject({
      validBetToGo: 0n,
      depositToGo: 2_000n,
      progressPercent: 0,
    });
    expect(progressToNext(LEVELS, { validBet: 0n, deposit: 0n }, 3)).toBeNull();
  });
  it('floors the percent and caps it at 100', () => {
    expect(percentOf(1n, 3n)).toBe(33);
    expect(percentOf(7n, 3n)).toBe(100);
    expect(percentOf(0n, 0n)).toBe(100);
  });
});

describe('levelAfterRetention', () => {
  it('keeps a level that asks nothing, or whose month reached the threshold', () => {
    expect(levelAfterRetention(LEVELS, 1, 0n)).toBe(1);
    expect(levelAfterRetention(LEVELS, 2, 3_000n)).toBe(2);
  });
  it('steps one level down when the month fell short', () => {
    expect(levelAfterRetention(LEVELS, 3, 19_999n)).toBe(2);
    expect(levelAfterRetention(LEVELS, 2, 0n)).toBe(1);
    expect(levelAfterRetention(LEVELS, 0, 0n)).toBe(0);
  });
});

describe('the birthday check', () => {
  it('counts whole years, the day before the birthday still the younger age', () => {
    expect(ageOn('2005-12-08', '2026-12-07')).toBe(20);
    expect(ageOn('2005-12-07', '2026-12-07')).toBe(21);
    expect(isOldEnoughForBirthdayBonus('2005-12-08', '2026-12-07')).toBe(false);
    expect(isOldEnoughForBirthdayBonus('2005-12-07', '2026-12-07')).toBe(true);
  });
  it('knows the birthday, 29 February on the 28th in a common year', () => {
    expect(isBirthday('1990-12-07', '2026-12-07')).toBe(true);
    expect(isBirthday('1990-12-08', '2026-12-07')).toBe(false);
    expect(isBirthday('1992-02-29', '2026-02-28')).toBe(true);
    expect(isBirthday('1992-02-29', '2028-02-28')).toBe(false);
    expect(isBirthday('1992-02-29', '2028-02-29')).toBe(true);
  });
});
