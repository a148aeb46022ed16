import { describe, expect, it } from 'vitest';
import { DEMO_SCHEDULE, demoSchedule, drawKeyOf, nextDrawAt, PRODUCTION_SCHEDULE } from './config.ts';

describe('draw schedule', () => {
  it('draws VN north daily at 18:15 Asia/Ho_Chi_Minh (11:15 UTC), keyed by its day', () => {
    const schedule = PRODUCTION_SCHEDULE['vn-north'];
    const before = nextDrawAt(new Date('2031-03-10T11:14:59Z'), schedule);
    expect(before.toISOString()).toBe('2031-03-10T11:15:00.000Z');
    const after = nextDrawAt(new Date('2031-03-10T11:15:00Z'), schedule);
    expect(after.toISOString()).toBe('2031-03-11T11:15:00.000Z');
    expect(drawKeyOf(after, schedule)).toBe('20310311');
  });

  it('numbers the fast draws within their UTC day, one key per draw', () => {
    const schedule = PRODUCTION_SCHEDULE['elott-5d'];
    expect(schedule.intervalSeconds).toBe(60);
    const first = nextDrawAt(new Date('2031-03-10T00:00:00Z'), schedule);
    expect(drawKeyOf(first, schedule)).toBe('20310310-0002');
    expect(drawKeyOf(new Date('2031-03-10T23:59:00Z'), schedule)).toBe('20310310-1440');
    expect(PRODUCTION_SCHEDULE['lott-5d'].intervalSeconds).toBe(300);
  });

  it('the demo schedule draws the daily games every 3 minutes and keeps the fast ones', () => {
    expect(DEMO_SCHEDULE['vn-north'].intervalSeconds).toBe(180);
    expect(DEMO_SCHEDULE['sea-4d'].intervalSeconds).toBe(180);
    expect(DEMO_SCHEDULE['elott-dice']).toEqual(PRODUCTION_SCHEDULE['elott-dice']);
  });

  it('a shorter demo interval moves only the daily games, with the same sales close', () => {
    const fast = demoSchedule(40);
    expect(fast['vn-north']).toEqual({ intervalSeconds: 40, offsetSeconds: 0, closeBeforeSeconds: 20 });
    expect(fast['sea-4d'].intervalSeconds).toBe(40);
    expect(fast['elott-5d']).toEqual(PRODUCTION_SCHEDULE['elott-5d']);
    expect(fast['lott-5d']).toEqual(PRODUCTION_SCHEDULE['lott-5d']);
    expect(() => demoSchedule(39)).toThrow(RangeError);
    expect(() => demoSchedule(40.5)).toThrow(RangeError);
  });
});
