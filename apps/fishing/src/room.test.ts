import { describe, expect, it } from 'vitest';
import { available, type RoomPlayer, spendable } from './room.ts';

/** The money part of a seated player: the platform balance and the rounds not yet settled. */
function player(
  balance: bigint,
  openRoundId: bigint | null,
  pending: [bigint, bigint, bigint][],
): RoomPlayer {
  return {
    balance,
    openRoundId,
    pending: new Map(pending.map(([id, bet, win]) => [id, { bet, win }])),
  } as unknown as RoomPlayer;
}

describe('a player’s money in the room', () => {
  it('does not let the open round’s catches pay for its own shots (the platform takes the bet first)', () => {
    // 1.00 on the platform; the open round bet 0.50 and caught 2.00.
    const p = player(10_000n, 2n, [[2n, 5_000n, 20_000n]]);
    expect(available(p)).toBe(25_000n);
    expect(spendable(p)).toBe(5_000n);
  });

  it('counts the wins of earlier rounds, which settle before the open one', () => {
    const p = player(10_000n, 3n, [
      [2n, 5_000n, 20_000n],
      [3n, 2_500n, 0n],
    ]);
    expect(spendable(p)).toBe(22_500n);
    expect(available(p)).toBe(22_500n);
  });
});
