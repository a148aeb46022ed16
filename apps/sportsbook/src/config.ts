import type { MarketType } from '@croupier/games';

/** Stake limits in minor units (10,000 per unit). */
export interface StakeLimits {
  minStake: bigint;
  /** The most one bet may stake on a market of this type (a parlay: the lowest of its legs'). */
  maxStakeByMarket: Record<MarketType, bigint>;
  /** The most a parlay or system bet may stake in all. */
  maxParlayStake: bigint;
  /** The most one bet may return. */
  maxReturn: bigint;
  /** The most one customer may have staked on open bets at once. */
  customerOpenStake: bigint;
}

const UNIT = 10_000n;
export const DEFAULT_LIMITS: StakeLimits = {
  minStake: 1n * UNIT,
  maxStakeByMarket: {
    '1X2': 20_000n * UNIT,
    HT_1X2: 5_000n * UNIT,
    AH: 20_000n * UNIT,
    OU: 20_000n * UNIT,
    CS: 1_000n * UNIT,
    BTTS: 5_000n * UNIT,
    ML: 20_000n * UNIT,
    MAP_AH: 5_000n * UNIT,
    MAP_OU: 5_000n * UNIT,
    MAP_WIN: 5_000n * UNIT,
  },
  maxParlayStake: 5_000n * UNIT,
  maxReturn: 500_000n * UNIT,
  customerOpenStake: 100_000n * UNIT,
};
