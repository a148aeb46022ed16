import { ZRowId } from './primitives.ts';
import { ZMoney } from './wallet.ts';
import * as z from './z.ts';

/** How long a mission runs: a day or an ISO week (Monday first), in the merchant's timezone. */
export const ZMissionPeriod = z.enum(['daily', 'weekly']);
export type TMissionPeriod = z.infer<typeof ZMissionPeriod>;

/**
 * What a mission counts in its period: valid bet (money, optionally of one game type), distinct
 * games played, credited deposits, or days logged in.
 */
export const MISSION_KINDS = ['bet_amount', 'distinct_games', 'deposit_count', 'login_days'] as const;
export const ZMissionKind = z.enum(MISSION_KINDS);
export type TMissionKind = z.infer<typeof ZMissionKind>;

/** A mission with the caller's progress in the current period. */
export const ZMission = z.object({
  id: z.string(),
  code: z.string(),
  period: ZMissionPeriod,
  kind: ZMissionKind,
  gameType: z.string().nullable(),
  title: z.string(),
  /** A money amount for bet_amount, a count otherwise. */
  target: z.string(),
  progress: z.string(),
  progressPercent: z.number().int().min(0).max(100),
  rewardAmount: ZMoney,
  points: z.number().int().min(0),
  /** in_progress, claim (done, reward waiting), claimed. */
  status: z.enum(['in_progress', 'claim', 'claimed']),
  periodKey: z.string(),
  periodEnd: z.string(),
});
export type TMission = z.infer<typeof ZMission>;

/** `GET /wps/mission/summary` (T): the member's missions of the current day and week, and their points. */
export const ZMissionSummary = z.object({
  daily: z.object({ periodKey: z.string(), periodEnd: z.string(), points: z.number().int() }),
  weekly: z.object({ periodKey: z.string(), periodEnd: z.string(), points: z.number().int() }),
  completed: z.number().int(),
  claimable: z.number().int(),
  missions: z.array(ZMission),
});
export type TMissionSummary = z.infer<typeof ZMissionSummary>;

export const ZMissionLeaderboardQuery = z.object({
  period: ZMissionPeriod.default('weekly'),
  /** A past period's key (YYYY-MM-DD of its first day); the current one when left out. */
  periodKey: z.iso.date().optional(),
});

/** `GET /wps/mission/leaderboard` (T): mission points of the period, best first, with the prizes. */
export const ZMissionLeaderboard = z.object({
  period: ZMissionPeriod,
  periodKey: z.string(),
  periodEnd: z.string(),
  prizes: z.array(z.object({ rank: z.number().int(), amount: ZMoney })),
  list: z.array(
    z.object({
      rank: z.number().int(),
      /** The member's name, masked for everyone but the member. */
      name: z.string(),
      points: z.number().int(),
      prize: ZMoney.nullable(),
      isMe: z.boolean(),
    }),
  ),
  me: z.object({ rank: z.number().int().nullable(), points: z.number().int() }),
});
export type TMissionLeaderboard = z.infer<typeof ZMissionLeaderboard>;

// ---- operator ----

/** One mission of a merchant's set (the code names it across edits). */
export const ZAdminMission = z.object({
  code: z.string().regex(/^[A-Z0-9_-]{2,40}$/),
  period: ZMissionPeriod,
  kind: ZMissionKind,
  gameType: z
    .string()
    .regex(/^[A-Z]{2,12}$/)
    .nullable(),
  title: z.string().trim().min(1).max(80),
  /** Money (bet_amount) or a whole count from 1. */
  target: ZMoney,
  rewardAmount: ZMoney,
  points: z.number().int().min(0).max(100000),
  status: z.enum(['active', 'paused']),
  sortOrder: z.number().int().min(0).max(100000),
});
export type TAdminMission = z.infer<typeof ZAdminMission>;

/** `GET|PUT /admin/api/merchants/:merchantCode/missions`: the merchant's mission set and leaderboard prizes. */
export const ZAdminMissionSet = z.object({
  missions: z.array(ZAdminMission).max(50),
  /** Prizes by rank of each period's leaderboard (rank 1 first). */
  prizes: z.object({
    daily: z.array(ZMoney).max(20),
    weekly: z.array(ZMoney).max(20),
  }),
});
export type TAdminMissionSet = z.infer<typeof ZAdminMissionSet>;

/**
 * `PUT …/missions`: the set with the `revision` it was read at; a set someone changed meanwhile is
 * refused (CONFLICT), never overwritten.
 */
export const ZAdminMissionSetUpdate = ZAdminMissionSet.extend({
  revision: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TAdminMissionSetUpdate = z.infer<typeof ZAdminMissionSetUpdate>;

export const ZAdminMissionSetReport = ZAdminMissionSet.extend({
  claims: z.array(z.object({ code: z.string(), periodKey: z.string(), count: z.number().int() })),
  /** What the set is now (a digest of its missions and prizes): named back by a replacement. */
  revision: z.string(),
});
export type TAdminMissionSetReport = z.infer<typeof ZAdminMissionSetReport>;

export const ZMissionParams = z.object({ id: ZRowId });
