import { describe, expect, it } from 'vitest';
import { checkinPosition, ladderDays, previousDay } from './checkin.ts';

describe('previousDay', () => {
  it('steps back across months, years and leap days', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
    expect(previousDay('2026-12-08')).toBe('2026-12-07');
  });
});

describe('checkinPosition', () => {
  it('starts a new member at day 1 with nothing claimed', () => {
    expect(checkinPosition(7, null, '2026-12-07')).toEqual({
      isCheckedInToday: false,
      todayStep: 1,
      claimedSteps: 0,
    });
  });

  it('continues the streak from yesterday', () => {
    expect(checkinPosition(7, { day: '2026-12-06', step: 3 }, '2026-12-07')).toEqual({
      isCheckedInToday: false,
      todayStep: 4,
      claimedSteps: 3,
    });
  });

  it('continues across a month end', () => {
    expect(checkinPosition(7, { day: '2026-11-30', step: 1 }, '2026-12-01').todayStep).toBe(2);
  });

  it('reports today as claimed once checked in', () => {
    expect(checkinPosition(7, { day: '2026-12-07', step: 4 }, '2026-12-07')).toEqual({
      isCheckedInToday: true,
      todayStep: 4,
      claimedSteps: 4,
    });
  });

  it('restarts at day 1 after a missed day', () => {
    expect(checkinPosition(7, { day: '2026-12-05', step: 5 }, '2026-12-07')).toEqual({
      isCheckedInToday: false,
      todayStep: 1,
      claimedSteps: 0,
    });
  });

  it('starts a new round after the last day of the ladder', () => {
    expect(checkinPosition(7, { day: '2026-12-06', step: 7 }, '2026-12-07')).toEqual({
      isCheckedInToday: false,
      todayStep: 1,
      claimedSteps: 0,
    });
  });

  it('pays day 1 every day on a one-day ladder', () => {
    expect(checkinPosition(1, { day: '2026-12-06', step: 1 }, '2026-12-07').todayStep).toBe(1);
  });

  it('refuses an empty ladder', () => {
    expect(() => checkinPosition(0, null, '2026-12-07')).toThrow();
  });
});

describe('ladderDays', () => {
  const rewards = ['1', '2', '3', '4'];

  it('marks claimed days, the day to claim today and the days to come', () => {
    const position = checkinPosition(4, { day: '2026-12-06', step: 2 }, '2026-12-07');
    expect(ladderDays(rewards, position).map((day) => day.state)).toEqual([
      'claimed',
      'claimed',
      'today',
      'upcoming',
    ]);
  });

  it('shows no day to claim once checked in today', () => {
    const position = checkinPosition(4, { day: '2026-12-07', step: 3 }, '2026-12-07');
    expect(ladderDays(rewards, position).map((day) => day.state)).toEqual([
      'claimed',
      'claimed',
      'claimed',
      'upcoming',
    ]);
  });

  it('keeps each day its own reward', () => {
    const days = ladderDays(rewards, checkinPosition(4, null, '2026-12-07'));
    expect(days.map((day) => [day.step, day.amount])).toEqual([
      [1, '1'],
      [2, '2'],
      [3, '3'],
      [4, '4'],
    ]);
  });
});
