import { describe, expect, it } from 'vitest';
import { betSettlement, sameResult } from './settlement.ts';

const UNIT = 10_000n;
const single = (stake: bigint, cashed = 0n) => ({
  kind: 'SINGLE' as const,
  stake: stake * UNIT,
  unit_stake: stake * UNIT,
  system_size: null,
  cashed_stake: cashed * UNIT,
});

describe('betSettlement', () => {
  it('a half win pays half at the odds and half back, with half the stake valid', () => {
    expect(betSettlement(single(100n), [{ outcome: 'HALF_WIN', odds: 1900 }])).toEqual({
      payout: 145n * UNIT,
      outcome: 'WON',
      validStake: 50n * UNIT,
    });
  });

  it('a push returns the stake with nothing valid; a void single is void with nothing valid', () => {
    expect(betSettlement(single(100n), [{ outcome: 'PUSH', odds: 1900 }])).toMatchObject({
      payout: 100n * UNIT,
      validStake: 0n,
    });
    expect(betSettlement(single(100n), [{ outcome: 'VOID', odds: 1900 }])).toEqual({
      payout: 100n * UNIT,
      outcome: 'VOID',
      validStake: 0n,
    });
  });

  it('a bet partly cashed out settles what still rides; the part sold counts as wagered', () => {
    expect(betSettlement(single(100n, 40n), [{ outcome: 'WIN', odds: 2000 }])).toEqual({
      payout: 120n * UNIT,
      outcome: 'WON',
      validStake: 100n * UNIT,
    });
    expect(betSettlement(single(100n, 40n), [{ outcome: 'HALF_LOSE', odds: 2000 }])).toEqual({
      payout: 30n * UNIT,
      outcome: 'WON',
      validStake: 70n * UNIT,
    });
    // Void: what rides comes back; only the part sold was wagered.
    expect(betSettlement(single(100n, 40n), [{ outcome: 'VOID', odds: 2000 }])).toEqual({
      payout: 60n * UNIT,
      outcome: 'VOID',
      validStake: 40n * UNIT,
    });
  });
});

describe('sameResult', () => {
  it('ignores the order of keys (jsonb keeps its own) and absent halves', () => {
    expect(
      sameResult({ home: 2, away: 1, htHome: 1, htAway: 0 }, { away: 1, home: 2, htAway: 0, htHome: 1 }),
    ).toBe(true);
    expect(sameResult({ home: 2, away: 1, htHome: undefined }, { away: 1, home: 2 })).toBe(true);
    expect(sameResult({ home: 2, away: 1 }, { home: 3, away: 1 })).toBe(false);
  });
});
