/**
 * The bet slip of one round: chips the player put on spots but has not sent yet (grouped by the
 * gesture that placed them, so undo takes back a whole racetrack bet at once), the bets the vendor
 * accepted this round, and the last round's accepted bets for "repeat". Pure; money is bigint.
 */

/** Chips on one spot. */
export interface Placement {
  readonly spot: string;
  readonly amount: bigint;
}

export interface Slip {
  /** Unsent gestures, oldest first; each is undone as a whole. */
  readonly pending: readonly (readonly Placement[])[];
  /** Accepted this round: spot → total staked. */
  readonly confirmed: ReadonlyMap<string, bigint>;
  /** The previous round's accepted bets (what "repeat" places again). */
  readonly previous: readonly Placement[];
}

export const emptySlip: Slip = { pending: [], confirmed: new Map(), previous: [] };

/** Sums placements per spot, keeping the order in which spots first appear. */
export function totalsOf(placements: Iterable<Placement>): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const { spot, amount } of placements) totals.set(spot, (totals.get(spot) ?? 0n) + amount);
  return totals;
}

/** Unsent chips per spot. */
export function pendingTotals(slip: Slip): Map<string, bigint> {
  return totalsOf(slip.pending.flat());
}

/** The total of the unsent chips. */
export function pendingTotal(slip: Slip): bigint {
  return slip.pending.flat().reduce((sum, p) => sum + p.amount, 0n);
}

/** The total accepted this round. */
export function confirmedTotal(slip: Slip): bigint {
  let sum = 0n;
  for (const amount of slip.confirmed.values()) sum += amount;
  return sum;
}

/** Puts one gesture's chips down (a chip on a spot, or a racetrack bet's several spots). */
export function place(slip: Slip, placements: readonly Placement[]): Slip {
  const valid = placements.filter((p) => p.amount > 0n);
  return valid.length === 0 ? slip : { ...slip, pending: [...slip.pending, valid] };
}

/** Takes back the last unsent gesture. */
export function undo(slip: Slip): Slip {
  return slip.pending.length === 0 ? slip : { ...slip, pending: slip.pending.slice(0, -1) };
}

/** Takes back every unsent chip. */
export function clearPending(slip: Slip): Slip {
  return slip.pending.length === 0 ? slip : { ...slip, pending: [] };
}

/** Places the previous round's bets again, as one gesture (nothing when there were none). */
export function repeat(slip: Slip): Slip {
  return place(slip, slip.previous);
}

/**
 * Doubles every bet of this round: one gesture adding, per spot, what is on it (accepted plus
 * unsent), so the table then holds twice as much everywhere.
 */
export function double(slip: Slip): Slip {
  const all = totalsOf([
    ...[...slip.confirmed].map(([spot, amount]) => ({ spot, amount })),
    ...slip.pending.flat(),
  ]);
  return place(
    slip,
    [...all].map(([spot, amount]) => ({ spot, amount })),
  );
}

/** The vendor accepted `accepted` (the bets sent): they leave the pending list for the confirmed map. */
export function confirm(slip: Slip, accepted: readonly Placement[]): Slip {
  const confirmed = new Map(slip.confirmed);
  for (const { spot, amount } of accepted) confirmed.set(spot, (confirmed.get(spot) ?? 0n) + amount);
  return { ...slip, pending: [], confirmed };
}

/** Replaces the accepted bets by the vendor's list (after a reconnect), keeping unsent chips. */
export function withConfirmed(slip: Slip, bets: readonly Placement[]): Slip {
  return { ...slip, confirmed: totalsOf(bets) };
}

/**
 * A new round opened: unsent chips are dropped, and the round that ended becomes "previous" when
 * the player had bets in it (otherwise the older previous round stays repeatable).
 */
export function nextRound(slip: Slip): Slip {
  const previous =
    slip.confirmed.size > 0 ? [...slip.confirmed].map(([spot, amount]) => ({ spot, amount })) : slip.previous;
  return { pending: [], confirmed: new Map(), previous };
}

/** Limits the slip is checked against before anything is sent. */
export interface SlipLimits {
  readonly minBet: bigint;
  /** The most on one spot in a round (accepted plus unsent). */
  readonly maxBet: bigint;
}

export type SlipProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'insufficient'; readonly need: bigint; readonly balance: bigint }
  | { readonly kind: 'belowMin'; readonly spot: string; readonly min: bigint }
  | { readonly kind: 'aboveMax'; readonly spot: string; readonly max: bigint }
  | { readonly kind: 'aboveRoundMax'; readonly max: bigint };

/**
 * Why the unsent chips cannot be sent, or null: nothing to send, a spot whose round total (accepted
 * plus unsent) would be under its minimum or over its maximum, a round total over the table's
 * `roundMax`, or more than the balance.
 */
export function slipProblem(
  slip: Slip,
  limitsOf: (spot: string) => SlipLimits,
  balance: bigint,
  roundMax: bigint | null = null,
): SlipProblem | null {
  const totals = pendingTotals(slip);
  if (totals.size === 0) return { kind: 'empty' };
  for (const [spot, amount] of totals) {
    const limits = limitsOf(spot);
    const onSpot = amount + (slip.confirmed.get(spot) ?? 0n);
    if (onSpot < limits.minBet) return { kind: 'belowMin', spot, min: limits.minBet };
    if (onSpot > limits.maxBet) return { kind: 'aboveMax', spot, max: limits.maxBet };
  }
  const need = pendingTotal(slip);
  if (roundMax !== null && need + confirmedTotal(slip) > roundMax)
    return { kind: 'aboveRoundMax', max: roundMax };
  if (need > balance) return { kind: 'insufficient', need, balance };
  return null;
}

/** Up to `count` chip values on the 1-2-5 ladder from the table's minimum bet, none above the maximum. */
export function chipValues(minBet: bigint, maxBet: bigint, count = 6): bigint[] {
  if (minBet <= 0n || maxBet < minBet) return [];
  const values: bigint[] = [minBet];
  let decade = 1n;
  while (decade * 10n <= minBet) decade *= 10n;
  while (values.length < count) {
    let added = false;
    for (const factor of [1n, 2n, 5n]) {
      const value = decade * factor;
      if (value > minBet && value <= maxBet && values.length < count) {
        values.push(value);
        added = true;
      }
    }
    decade *= 10n;
    if (!added && decade > maxBet) break;
  }
  return values;
}

/** Splits an amount into chips of the given values, largest first (for drawing a stack). */
export function chipStack(amount: bigint, values: readonly bigint[]): bigint[] {
  const sorted = [...values].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  const stack: bigint[] = [];
  let rest = amount;
  for (const value of sorted) {
    while (rest >= value && stack.length < 8) {
      stack.push(value);
      rest -= value;
    }
  }
  if (rest > 0n && stack.length < 8) stack.push(rest);
  return stack;
}
