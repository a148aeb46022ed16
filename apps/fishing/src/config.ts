/** The clocks of a room (ms). */
export interface FishingTiming {
  /** How many fish a room keeps swimming (bosses and waves come on top). */
  fishTarget: number;
  /** Between two boss waves, and before the first one of a new room. */
  bossEveryMs: number;
  firstBossAfterMs: number;
  /** How long a boss wave lasts (its escort keeps coming meanwhile). */
  bossWaveMs: number;
  /** The fastest a cannon fires. */
  minShotGapMs: number;
  /** A round closes after this many shots, or this long after its first shot. */
  roundMaxShots: number;
  roundMaxAgeMs: number;
}

export const PRODUCTION_TIMING: FishingTiming = {
  fishTarget: 22,
  bossEveryMs: 120_000,
  firstBossAfterMs: 40_000,
  bossWaveMs: 30_000,
  minShotGapMs: 90,
  roundMaxShots: 50,
  roundMaxAgeMs: 1000,
};
