/**
 * Mission progress, pure: what a member's events of one period (bets, deposits, sign-ins) count
 * towards a mission. The service reads the events from their owners (the wallet's bets, the
 * cashier's credited deposits, the sessions' sign-ins) and judges with this, so the same events
 * always give the same progress, however often it is asked.
 */

export type MissionEvent =
  | { type: 'bet'; vendorCode: string; gameCode: string; gameType: string | null; amount: bigint }
  | { type: 'deposit'; amount: bigint }
  /** A sign-in on a local day (YYYY-MM-DD in the merchant's timezone). */
  | { type: 'login'; day: string };

export interface MissionRule {
  kind: 'bet_amount' | 'distinct_games' | 'deposit_count' | 'login_days';
  /** bet_amount only: the game type that counts (null: every game). */
  gameType: string | null;
  /** Minor units for bet_amount; a count otherwise. */
  target: bigint;
}

export interface Progress {
  /** What counted so far (minor units or a count), capped at the target. */
  done: bigint;
  isComplete: boolean;
  percent: number;
}

/** The progress of `events` (one member, one period) towards `mission`. */
export function missionProgress(mission: MissionRule, events: readonly MissionEvent[]): Progress {
  let done = 0n;
  switch (mission.kind) {
    case 'bet_amount':
      for (const event of events) {
        if (event.type !== 'bet') continue;
        if (mission.gameType !== null && event.gameType !== mission.gameType) continue;
        done += event.amount;
      }
      break;
    case 'distinct_games': {
      const games = new Set<string>();
      for (const event of events) {
        if (event.type === 'bet') games.add(`${event.vendorCode}\u0000${event.gameCode}`);
      }
      done = BigInt(games.size);
      break;
    }
    case 'deposit_count':
      done = BigInt(events.filter((event) => event.type === 'deposit').length);
      break;
    case 'login_days':
      done = BigInt(new Set(events.flatMap((event) => (event.type === 'login' ? [event.day] : []))).size);
      break;
  }
  const capped = done > mission.target ? mission.target : done;
  return {
    done: capped,
    isComplete: done >= mission.target,
    percent: mission.target <= 0n ? 100 : Number((capped * 100n) / mission.target),
  };
}

/**
 * A leaderboard from each member's points: best first; equal points rank by who reached them
 * first (the earlier last claim), then by member id, so the order never depends on the database.
 */
export function rankBoard<T extends { memberId: bigint; points: number; reachedAt: Date }>(
  rows: readonly T[],
): (T & { rank: number })[] {
  return [...rows]
    .filter((row) => row.points > 0)
    .sort(
      (a, b) =>
        b.points - a.points ||
        a.reachedAt.getTime() - b.reachedAt.getTime() ||
        (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0),
    )
    .map((row, index) => ({ ...row, rank: index + 1 }));
}
