import { describe, expect, it } from 'vitest';
import { type MissionEvent, missionProgress, rankBoard } from './mission-progress.ts';

const bet = (gameCode: string, amount: bigint, gameType: string | null = 'RNG', vendorCode = 'V1') =>
  ({ type: 'bet', vendorCode, gameCode, gameType, amount }) as const satisfies MissionEvent;

describe('missionProgress', () => {
  it('sums the valid bet of the mission game type only, capped at the target', () => {
    const events: MissionEvent[] = [
      bet('slot-1', 30_000n),
      bet('live-1', 500_000n, 'LIVE'),
      bet('slot-2', 50_000n),
      { type: 'deposit', amount: 1_000_000n },
    ];
    const rule = { kind: 'bet_amount', gameType: 'RNG', target: 100_000n } as const;
    expect(missionProgress(rule, events)).toEqual({ done: 80_000n, isComplete: false, percent: 80 });
    expect(missionProgress(rule, [...events, bet('slot-1', 40_000n)])).toEqual({
      done: 100_000n,
      isComplete: true,
      percent: 100,
    });
    expect(missionProgress({ ...rule, gameType: null }, events).isComplete).toBe(true);
  });

  it('counts different games, not bets, and tells vendors apart', () => {
    const rule = { kind: 'distinct_games', gameType: null, target: 3n } as const;
    const same = [bet('slot-1', 1n), bet('slot-1', 1n), bet('slot-1', 1n)];
    expect(missionProgress(rule, same)).toMatchObject({ done: 1n, isComplete: false, percent: 33 });
    const three = [...same, bet('slot-2', 1n), bet('slot-1', 1n, 'RNG', 'V2')];
    expect(missionProgress(rule, three)).toMatchObject({ done: 3n, isComplete: true });
  });

  it('counts deposits and distinct sign-in days', () => {
    expect(
      missionProgress({ kind: 'deposit_count', gameType: null, target: 1n }, [
        { type: 'deposit', amount: 1n },
      ]),
    ).toMatchObject({ isComplete: true });
    const logins: MissionEvent[] = ['2026-12-07', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'].map(
      (day) => ({ type: 'login', day }),
    );
    const rule = { kind: 'login_days', gameType: null, target: 5n } as const;
    expect(missionProgress(rule, logins)).toEqual({ done: 4n, isComplete: false, percent: 80 });
    expect(missionProgress(rule, [...logins, { type: 'login', day: '2026-12-13' }]).isComplete).toBe(true);
  });

  it('starts at nothing', () => {
    expect(missionProgress({ kind: 'bet_amount', gameType: null, target: 10n }, [])).toEqual({
      done: 0n,
      isComplete: false,
      percent: 0,
    });
  });
});

describe('rankBoard', () => {
  it('ranks by points, then by who got there first, and leaves out members without points', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 11, 7, 10, minute));
    const board = rankBoard([
      { memberId: 1n, points: 10, reachedAt: at(5) },
      { memberId: 2n, points: 30, reachedAt: at(9) },
      { memberId: 3n, points: 10, reachedAt: at(1) },
      { memberId: 4n, points: 0, reachedAt: at(0) },
    ]);
    expect(board.map((row) => [row.memberId, row.rank])).toEqual([
      [2n, 1],
      [3n, 2],
      [1n, 3],
    ]);
  });
});
