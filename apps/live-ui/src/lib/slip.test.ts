import { describe, expect, it } from 'vitest';
import {
  chipStack,
  chipValues,
  clearPending,
  confirm,
  confirmedTotal,
  double,
  emptySlip,
  nextRound,
  pendingTotal,
  pendingTotals,
  place,
  repeat,
  slipProblem,
  undo,
  withConfirmed,
} from './slip.ts';

const chip = (spot: string, amount: bigint) => [{ spot, amount }];

describe('bet slip', () => {
  it('adds chips per spot and undoes one gesture at a time (a racetrack bet as a whole)', () => {
    let slip = place(emptySlip, chip('PLAYER', 10_000n));
    slip = place(slip, chip('PLAYER', 50_000n));
    slip = place(slip, [
      { spot: 'SPLIT_0_3', amount: 10_000n },
      { spot: 'CORNER_25_26_28_29', amount: 20_000n },
    ]);
    expect(pendingTotals(slip)).toEqual(
      new Map([
        ['PLAYER', 60_000n],
        ['SPLIT_0_3', 10_000n],
        ['CORNER_25_26_28_29', 20_000n],
      ]),
    );
    expect(pendingTotal(slip)).toBe(90_000n);
    slip = undo(slip);
    expect(pendingTotal(slip)).toBe(60_000n);
    slip = undo(undo(slip));
    expect(slip.pending).toEqual([]);
    expect(undo(slip)).toBe(slip);
    expect(place(slip, chip('TIE', 0n))).toBe(slip);
  });

  it('doubles accepted and unsent bets, and undo takes the doubling back', () => {
    let slip = confirm(place(emptySlip, chip('BANKER', 20_000n)), [{ spot: 'BANKER', amount: 20_000n }]);
    slip = place(slip, chip('TIE', 10_000n));
    slip = double(slip);
    expect(pendingTotals(slip)).toEqual(
      new Map([
        ['TIE', 20_000n],
        ['BANKER', 20_000n],
      ]),
    );
    // On the table: 20 accepted + 20 unsent on BANKER = twice the 20; TIE 10 → 20.
    expect(undo(slip)).toEqual(
      place(
        confirm(place(emptySlip, chip('BANKER', 20_000n)), chip('BANKER', 20_000n)),
        chip('TIE', 10_000n),
      ),
    );
    expect(double(emptySlip)).toBe(emptySlip);
  });

  it('repeats the last round with bets, and a round without bets keeps it repeatable', () => {
    let slip = place(emptySlip, chip('MERON', 30_000n));
    slip = confirm(slip, [{ spot: 'MERON', amount: 30_000n }]);
    expect(confirmedTotal(slip)).toBe(30_000n);
    slip = place(slip, chip('WALA', 10_000n)); // never sent: dropped when the round ends
    slip = nextRound(slip);
    expect(slip.pending).toEqual([]);
    expect(slip.confirmed.size).toBe(0);
    slip = nextRound(slip);
    slip = repeat(slip);
    expect(pendingTotals(slip)).toEqual(new Map([['MERON', 30_000n]]));
    expect(repeat(emptySlip)).toBe(emptySlip);
    expect(clearPending(slip).pending).toEqual([]);
  });

  it('takes the vendor list of accepted bets after a reconnect', () => {
    const slip = withConfirmed(place(emptySlip, chip('TIE', 1n)), [
      { spot: 'PLAYER', amount: 5n },
      { spot: 'PLAYER', amount: 7n },
    ]);
    expect(slip.confirmed).toEqual(new Map([['PLAYER', 12n]]));
    expect(pendingTotal(slip)).toBe(1n);
  });

  it('refuses before sending: nothing, under the minimum, over the spot maximum, over the balance', () => {
    const limits = () => ({ minBet: 10_000n, maxBet: 100_000n });
    expect(slipProblem(emptySlip, limits, 1_000_000n)).toEqual({ kind: 'empty' });
    expect(slipProblem(place(emptySlip, chip('TIE', 5_000n)), limits, 1_000_000n)).toEqual({
      kind: 'belowMin',
      spot: 'TIE',
      min: 10_000n,
    });
    const accepted = confirm(emptySlip, [{ spot: 'PLAYER', amount: 80_000n }]);
    expect(slipProblem(place(accepted, chip('PLAYER', 30_000n)), limits, 1_000_000n)).toEqual({
      kind: 'aboveMax',
      spot: 'PLAYER',
      max: 100_000n,
    });
    expect(slipProblem(place(accepted, chip('PLAYER', 20_000n)), limits, 1_000_000n)).toBeNull();
    expect(slipProblem(place(emptySlip, chip('BANKER', 60_000n)), limits, 59_999n)).toEqual({
      kind: 'insufficient',
      need: 60_000n,
      balance: 59_999n,
    });
    expect(slipProblem(place(emptySlip, chip('BANKER', 60_000n)), limits, 60_000n)).toBeNull();
    // The table caps a player's round total: 80 accepted + 30 unsent > 100.
    expect(slipProblem(place(accepted, chip('TIE', 30_000n)), limits, 1_000_000n, 100_000n)).toEqual({
      kind: 'aboveRoundMax',
      max: 100_000n,
    });
  });
});

describe('chips', () => {
  it('offers the minimum then the 1-2-5 ladder up to the maximum', () => {
    expect(chipValues(10_000n, 50_000_000n)).toEqual([
      10_000n,
      20_000n,
      50_000n,
      100_000n,
      200_000n,
      500_000n,
    ]);
    expect(chipValues(25_000n, 300_000n)).toEqual([25_000n, 50_000n, 100_000n, 200_000n]);
    expect(chipValues(10_000n, 10_000n)).toEqual([10_000n]);
    expect(chipValues(0n, 10n)).toEqual([]);
  });

  it('draws an amount as a stack of chips, largest first', () => {
    expect(chipStack(170_000n, [10_000n, 50_000n, 100_000n])).toEqual([100_000n, 50_000n, 10_000n, 10_000n]);
    expect(chipStack(15_000n, [10_000n])).toEqual([10_000n, 5_000n]);
  });
});
