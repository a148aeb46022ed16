import { LOTTERY_GAME_CODES, LOTTERY_GAMES, type TLotteryGameCode } from '@croupier/contracts';

/**
 * When a game draws: every `intervalSeconds` from the Unix epoch shifted by `offsetSeconds` (so a
 * daily game at 18:15 Asia/Ho_Chi_Minh is interval 86400, offset 11:15 UTC), sales closing
 * `closeBeforeSeconds` before each draw.
 */
export interface DrawSchedule {
  intervalSeconds: number;
  offsetSeconds: number;
  closeBeforeSeconds: number;
}

/** Stake limits per combination, and the payout cap per number key and draw (minor units). */
export interface LotteryLimits {
  minStake: bigint;
  maxStake: bigint;
  maxPayoutPerNumber: bigint;
}

const DAY = 86_400;

/** Production: VN north daily 18:15 ICT, VN south 16:15 ICT, 4D 19:00 ICT; LOTT every 5 min, ELOTT every minute. */
export const PRODUCTION_SCHEDULE: Record<TLotteryGameCode, DrawSchedule> = Object.fromEntries(
  LOTTERY_GAME_CODES.map((code) => {
    const { vendorCode, kind } = LOTTERY_GAMES[code];
    const schedule: DrawSchedule =
      kind === 'VN_NORTH'
        ? { intervalSeconds: DAY, offsetSeconds: 11 * 3600 + 15 * 60, closeBeforeSeconds: 15 * 60 }
        : kind === 'VN_SOUTH'
          ? { intervalSeconds: DAY, offsetSeconds: 9 * 3600 + 15 * 60, closeBeforeSeconds: 15 * 60 }
          : kind === 'SEA_4D'
            ? { intervalSeconds: DAY, offsetSeconds: 12 * 3600, closeBeforeSeconds: 10 * 60 }
            : vendorCode === 'LOTT'
              ? { intervalSeconds: 300, offsetSeconds: 0, closeBeforeSeconds: 30 }
              : { intervalSeconds: 60, offsetSeconds: 0, closeBeforeSeconds: 10 };
    return [code, schedule];
  }),
) as Record<TLotteryGameCode, DrawSchedule>;

/** Sales of a demo daily draw close this long before it (a ticket bought last still waits this long). */
export const DEMO_CLOSE_BEFORE_SECONDS = 20;
/** The shortest demo interval for the daily games: sales stay open at least 20 s of each draw. */
export const MIN_DEMO_INTERVAL_SECONDS = 40;

/**
 * The demo (LOTTERY_DEMO_SCHEDULE): the daily games every `dailyIntervalSeconds` (3 minutes unless
 * told, at least MIN_DEMO_INTERVAL_SECONDS; the journeys' server draws more often), the fast ones as
 * in production.
 */
export function demoSchedule(dailyIntervalSeconds = 180): Record<TLotteryGameCode, DrawSchedule> {
  if (!Number.isInteger(dailyIntervalSeconds) || dailyIntervalSeconds < MIN_DEMO_INTERVAL_SECONDS)
    throw new RangeError(`a demo draw interval of at least ${MIN_DEMO_INTERVAL_SECONDS} s, in whole seconds`);
  return Object.fromEntries(
    LOTTERY_GAME_CODES.map((code) => {
      const production = PRODUCTION_SCHEDULE[code];
      return [
        code,
        production.intervalSeconds >= DAY
          ? {
              intervalSeconds: dailyIntervalSeconds,
              offsetSeconds: 0,
              closeBeforeSeconds: DEMO_CLOSE_BEFORE_SECONDS,
            }
          : production,
      ];
    }),
  ) as Record<TLotteryGameCode, DrawSchedule>;
}

/** The demo schedule as `npm start` with the demo runs it: the daily games every 3 minutes. */
export const DEMO_SCHEDULE = demoSchedule();

export const DEFAULT_LIMITS: LotteryLimits = {
  minStake: 1_000n, // 0.1
  maxStake: 10_000n * 10_000n, // 10,000
  maxPayoutPerNumber: 10_000_000n * 10_000n, // 10,000,000
};

/**
 * The draw key of a draw at `drawAt`: `YYYYMMDD` for daily games, `YYYYMMDD-NNNN` (the draw's
 * number in its UTC day, from 0001) for the others. Unique per game.
 */
export function drawKeyOf(drawAt: Date, schedule: DrawSchedule): string {
  const day = drawAt.toISOString().slice(0, 10).replaceAll('-', '');
  if (schedule.intervalSeconds >= DAY) return day;
  const secondsOfDay = Math.floor((drawAt.getTime() % (DAY * 1000)) / 1000);
  const index = Math.floor(secondsOfDay / schedule.intervalSeconds) + 1;
  return `${day}-${String(index).padStart(4, '0')}`;
}

/** The first draw time of the schedule strictly after `now`. */
export function nextDrawAt(now: Date, schedule: DrawSchedule): Date {
  const interval = schedule.intervalSeconds * 1000;
  const offset = schedule.offsetSeconds * 1000;
  const n = Math.floor((now.getTime() - offset) / interval) + 1;
  return new Date(n * interval + offset);
}
