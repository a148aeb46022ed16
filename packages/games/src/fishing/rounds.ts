/**
 * Grouping shots into wallet rounds: a player's shots accumulate in an open round that closes after
 * `maxShots` shots or `maxAgeMs` after its first shot, whichever comes first (or when the player
 * leaves); each closed round is one wallet bet (the shots' cost) and one win (the catches). Pure
 * bookkeeping in minor units, so a test can check that no shot is lost or counted twice.
 */
export interface RoundLimits {
  maxShots: number;
  maxAgeMs: number;
}

export const FISH_ROUND_LIMITS: RoundLimits = { maxShots: 50, maxAgeMs: 1000 };

export interface OpenRound {
  /** The round's number for this player (1, 2, …). */
  seq: number;
  openedAt: number;
  shots: number;
  bet: bigint;
  win: bigint;
}

export class RoundGrouper {
  private open: OpenRound | null = null;
  private seq = 0;

  constructor(private readonly limits: RoundLimits = FISH_ROUND_LIMITS) {}

  get current(): OpenRound | null {
    return this.open;
  }

  /** The round the next shot at `now` goes into; opens one when none is open. */
  roundFor(now: number): OpenRound {
    if (!this.open) {
      this.seq += 1;
      this.open = { seq: this.seq, openedAt: now, shots: 0, bet: 0n, win: 0n };
    }
    return this.open;
  }

  /** Adds a shot to the open round; returns the round when this shot closed it (it was the last). */
  add(bet: bigint, win: bigint, now: number): { round: OpenRound; closed: boolean } {
    const round = this.roundFor(now);
    round.shots += 1;
    round.bet += bet;
    round.win += win;
    const closed = round.shots >= this.limits.maxShots;
    if (closed) this.open = null;
    return { round, closed };
  }

  /** Closes the open round when it is due at `now` (or always with `force`); returns it. */
  close(now: number, force = false): OpenRound | null {
    const round = this.open;
    if (!round) return null;
    if (!force && now - round.openedAt < this.limits.maxAgeMs) return null;
    this.open = null;
    return round;
  }
}
