/**
 * One no-limit hold'em hand as a pure state machine: blinds and button, four betting rounds with
 * the no-limit minimum-raise rule (an all-in short of a full raise does not reopen the betting for
 * players who already acted), the uncalled bet returned, side pots, showdown with split pots and
 * the odd-chip rule, and the rake (a share of the pot with a cap, none when no flop is dealt).
 *
 * Amounts are bigint minor units. Chips are conserved exactly: at the end, the players' final
 * stacks plus the rake equal their starting stacks.
 */
import { cardText, type PokerCard } from './cards.ts';
import { categoryOf, evaluate, type HandCategory } from './evaluator.ts';

export interface HandRules {
  smallBlind: bigint;
  bigBlind: bigint;
  /** Rake in basis points of the pot (500 = 5 %). */
  rakeBp: number;
  rakeCap: bigint;
  /** The smallest chip: rake and split shares are whole chips, odd chips go one by one. */
  chip: bigint;
}

export interface HandSeatIn {
  seat: number;
  playerId: string;
  stack: bigint;
}

export type Street = 'PREFLOP' | 'FLOP' | 'TURN' | 'RIVER' | 'SHOWDOWN';

export interface HandPlayer {
  seat: number;
  playerId: string;
  /** Chips behind (not yet put in). */
  stack: bigint;
  startStack: bigint;
  /** Put in on the current street. */
  bet: bigint;
  /** Put in over the whole hand (blinds included, uncalled chips taken back). */
  committed: bigint;
  hole: [PokerCard, PokerCard];
  folded: boolean;
  allIn: boolean;
  /** Acted since the betting was last (re)opened to them. */
  acted: boolean;
  /** False after an incomplete all-in raise faced by a player who had already acted: call or fold only. */
  mayRaise: boolean;
}

export type PokerActionKind = 'FOLD' | 'CHECK' | 'CALL' | 'RAISE';
export interface PokerAction {
  kind: PokerActionKind;
  /** RAISE (a bet when nothing was bet): the player's total street bet after it. */
  to?: bigint;
}

export interface HandLogEntry {
  seat: number;
  kind: PokerActionKind | 'SB' | 'BB' | 'TIMEOUT_FOLD';
  /** Chips the action put in. */
  amount: bigint;
  /** The player's street bet after it. */
  to: bigint;
  street: Street;
  allIn: boolean;
}

export interface PotResult {
  amount: bigint;
  /** After the pot's share of the rake. */
  paid: bigint;
  eligible: number[];
  winners: { seat: number; amount: bigint }[];
}

export interface HandResult {
  pots: PotResult[];
  rake: bigint;
  /** Seat -> the chips won. */
  won: Map<number, bigint>;
  /** The hands shown at a showdown (absent when everyone else folded). */
  shown: { seat: number; hole: string[]; category: HandCategory; value: number }[];
  uncalled: { seat: number; amount: bigint } | null;
  showdown: boolean;
}

export interface LegalActions {
  seat: number;
  canCheck: boolean;
  toCall: bigint;
  /** Null when the player may not raise. */
  minRaiseTo: bigint | null;
  maxRaiseTo: bigint | null;
}

/** Bad input codes (the vendor maps them to its error catalogue). */
export type HandErrorCode =
  | 'POKER_NOT_YOUR_TURN'
  | 'POKER_ILLEGAL_ACTION'
  | 'POKER_RAISE_TOO_SMALL'
  | 'POKER_RAISE_TOO_LARGE';

export class HandError extends Error {
  constructor(
    readonly code: HandErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const STREETS: Street[] = ['PREFLOP', 'FLOP', 'TURN', 'RIVER', 'SHOWDOWN'];
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

export class HoldemHand {
  readonly players: HandPlayer[];
  readonly board: PokerCard[] = [];
  readonly log: HandLogEntry[] = [];
  street: Street = 'PREFLOP';
  /** Index in `players` of the player to act; -1 when nobody (the hand is over). */
  toAct = -1;
  currentBet = 0n;
  /** The last full raise increment (the next raise must add at least this). */
  minRaise: bigint;
  result: HandResult | null = null;
  private deckAt = 0;
  private uncalled: { seat: number; amount: bigint } | null = null;
  readonly buttonIndex: number;
  readonly sbIndex: number;
  readonly bbIndex: number;

  /**
   * Deals a hand. `seats` in seat order (each with chips); `buttonSeat` is one of them; `deck` a
   * permutation of the 52 cards (deckOf(seed)). Two cards each starting left of the button, then
   * the blinds: heads-up the button posts the small blind and acts first before the flop.
   */
  constructor(
    readonly rules: HandRules,
    seats: readonly HandSeatIn[],
    buttonSeat: number,
    private readonly deck: readonly PokerCard[],
  ) {
    if (seats.length < 2) throw new RangeError('a hand needs two players');
    if (rules.smallBlind <= 0n || rules.bigBlind < rules.smallBlind) throw new RangeError('bad blinds');
    const ordered = [...seats].sort((a, b) => a.seat - b.seat);
    for (const s of ordered) if (s.stack <= 0n) throw new RangeError(`seat ${s.seat} has no chips`);
    this.buttonIndex = ordered.findIndex((s) => s.seat === buttonSeat);
    if (this.buttonIndex < 0) throw new RangeError('the button is not on a seated player');
    const n = ordered.length;
    this.players = ordered.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      stack: s.stack,
      startStack: s.stack,
      bet: 0n,
      committed: 0n,
      hole: [0, 0] as [PokerCard, PokerCard],
      folded: false,
      allIn: false,
      acted: false,
      mayRaise: true,
    }));
    for (let round = 0; round < 2; round++)
      for (let k = 1; k <= n; k++) {
        const p = this.players[(this.buttonIndex + k) % n] as HandPlayer;
        p.hole[round] = this.draw();
      }
    this.sbIndex = n === 2 ? this.buttonIndex : (this.buttonIndex + 1) % n;
    this.bbIndex = (this.sbIndex + 1) % n;
    this.minRaise = rules.bigBlind;
    this.put(this.sbIndex, rules.smallBlind, 'SB');
    this.put(this.bbIndex, rules.bigBlind, 'BB');
    this.currentBet = rules.bigBlind;
    this.moveTurn(this.bbIndex);
  }

  private draw(): PokerCard {
    const card = this.deck[this.deckAt++];
    if (card === undefined) throw new RangeError('the deck ran out');
    return card;
  }

  /** Moves up to `amount` from the player's stack into the pot (all-in when it is all they have). */
  private put(index: number, amount: bigint, kind: HandLogEntry['kind']): bigint {
    const p = this.players[index] as HandPlayer;
    const paid = min(amount, p.stack);
    p.stack -= paid;
    p.bet += paid;
    p.committed += paid;
    if (p.stack === 0n) p.allIn = true;
    this.log.push({ seat: p.seat, kind, amount: paid, to: p.bet, street: this.street, allIn: p.allIn });
    return paid;
  }

  get isOver(): boolean {
    return this.result !== null;
  }

  get pot(): bigint {
    return this.players.reduce((sum, p) => sum + p.committed, 0n);
  }

  /** The seat to act, or null. */
  get seatToAct(): number | null {
    return this.toAct < 0 ? null : (this.players[this.toAct] as HandPlayer).seat;
  }

  /** What the player to act may do. */
  legal(): LegalActions | null {
    if (this.toAct < 0) return null;
    const p = this.players[this.toAct] as HandPlayer;
    const toCall = min(this.currentBet - p.bet, p.stack);
    const allInTo = p.bet + p.stack;
    const canRaise = p.mayRaise && allInTo > this.currentBet && this.othersCanAct(this.toAct);
    const fullTo = this.currentBet + this.minRaise;
    return {
      seat: p.seat,
      canCheck: this.currentBet === p.bet,
      toCall,
      minRaiseTo: canRaise ? min(fullTo, allInTo) : null,
      maxRaiseTo: canRaise ? allInTo : null,
    };
  }

  /** Someone besides `index` still has chips to answer a raise. */
  private othersCanAct(index: number): boolean {
    return this.players.some((p, i) => i !== index && !p.folded && !p.allIn);
  }

  /** Applies the action of the player at `seat`; throws HandError (nothing changes) when not allowed. */
  act(seat: number, action: PokerAction, timedOut = false): void {
    if (this.toAct < 0 || (this.players[this.toAct] as HandPlayer).seat !== seat)
      throw new HandError('POKER_NOT_YOUR_TURN', `seat ${seat} is not to act`);
    const legal = this.legal() as LegalActions;
    const index = this.toAct;
    const p = this.players[index] as HandPlayer;
    switch (action.kind) {
      case 'FOLD':
        p.folded = true;
        this.log.push({
          seat,
          kind: timedOut ? 'TIMEOUT_FOLD' : 'FOLD',
          amount: 0n,
          to: p.bet,
          street: this.street,
          allIn: false,
        });
        break;
      case 'CHECK':
        if (!legal.canCheck) throw new HandError('POKER_ILLEGAL_ACTION', 'cannot check facing a bet');
        this.log.push({ seat, kind: 'CHECK', amount: 0n, to: p.bet, street: this.street, allIn: false });
        break;
      case 'CALL':
        if (legal.canCheck) throw new HandError('POKER_ILLEGAL_ACTION', 'nothing to call');
        this.put(index, legal.toCall, 'CALL');
        break;
      case 'RAISE': {
        const to = action.to;
        if (to === undefined || legal.minRaiseTo === null || legal.maxRaiseTo === null)
          throw new HandError('POKER_ILLEGAL_ACTION', 'cannot raise');
        if (to > legal.maxRaiseTo) throw new HandError('POKER_RAISE_TOO_LARGE', 'raise above the stack');
        if (to < legal.minRaiseTo) throw new HandError('POKER_RAISE_TOO_SMALL', 'raise below the minimum');
        if (to % this.rules.chip !== 0n && to !== legal.maxRaiseTo)
          throw new HandError('POKER_ILLEGAL_ACTION', 'raise in whole chips');
        const increment = to - this.currentBet;
        this.put(index, to - p.bet, 'RAISE');
        const full = increment >= this.minRaise;
        for (const [i, other] of this.players.entries()) {
          if (i === index || other.folded || other.allIn) continue;
          if (full) other.mayRaise = true;
          else if (other.acted) other.mayRaise = false;
          other.acted = false;
        }
        if (full) this.minRaise = increment;
        this.currentBet = to;
        break;
      }
    }
    p.acted = true;
    this.advance(index);
  }

  /** The index of the next player after `from` who still has to act this street, or -1. */
  private nextToAct(from: number): number {
    const n = this.players.length;
    for (let k = 1; k <= n; k++) {
      const i = (from + k) % n;
      const p = this.players[i] as HandPlayer;
      if (p.folded || p.allIn) continue;
      if (!p.acted || p.bet < this.currentBet) return i;
    }
    return -1;
  }

  private advance(from: number): void {
    const live = this.players.filter((p) => !p.folded);
    if (live.length === 1) {
      this.returnUncalled();
      this.finish(false);
      return;
    }
    this.moveTurn(from);
  }

  /** The turn passes to the next player who must act, or the street ends. */
  private moveTurn(from: number): void {
    const next = this.nextToAct(from);
    if (next >= 0) {
      // The only player with chips left, facing nothing to call, has nobody to bet against.
      const p = this.players[next] as HandPlayer;
      if (p.bet < this.currentBet || this.othersCanAct(next)) {
        this.toAct = next;
        return;
      }
    }
    this.endStreet();
  }

  /** The chips of a bet nobody matched go back to the bettor. */
  private returnUncalled(): void {
    const bets = this.players.map((p) => p.bet).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
    const top = bets[0] ?? 0n;
    const second = bets[1] ?? 0n;
    if (top <= second) return;
    const p = this.players.find((x) => x.bet === top) as HandPlayer;
    const back = top - second;
    p.bet -= back;
    p.committed -= back;
    p.stack += back;
    if (p.stack > 0n) p.allIn = false;
    this.uncalled = { seat: p.seat, amount: back };
  }

  private endStreet(): void {
    this.returnUncalled();
    for (const p of this.players) {
      p.bet = 0n;
      p.acted = false;
      p.mayRaise = true;
    }
    this.currentBet = 0n;
    this.minRaise = this.rules.bigBlind;
    this.toAct = -1;
    while (true) {
      this.street = STREETS[STREETS.indexOf(this.street) + 1] as Street;
      if (this.street === 'SHOWDOWN') {
        this.finish(true);
        return;
      }
      if (this.street === 'FLOP') this.board.push(this.draw(), this.draw(), this.draw());
      else this.board.push(this.draw());
      const canAct = this.players.filter((p) => !p.folded && !p.allIn).length;
      if (canAct >= 2) {
        this.toAct = this.nextToAct(this.buttonIndex);
        return;
      }
      // Nobody (or one player) left to bet against: the board runs out.
    }
  }

  /** The pots by contribution level: each with the seats still in the hand that put in that much. */
  pots(): { amount: bigint; eligible: number[] }[] {
    const levels = [...new Set(this.players.filter((p) => !p.folded).map((p) => p.committed))].sort((a, b) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    const pots: { amount: bigint; eligible: number[] }[] = [];
    let previous = 0n;
    for (const level of levels) {
      let amount = 0n;
      for (const p of this.players) amount += min(p.committed, level) - min(p.committed, previous);
      const eligible = this.players.filter((p) => !p.folded && p.committed >= level).map((p) => p.seat);
      if (amount > 0n) pots.push({ amount, eligible });
      previous = level;
    }
    // Chips a folded player put in above every live player's level (cannot survive the uncalled-bet return, kept for safety).
    const above = this.players.reduce((sum, p) => sum + max(0n, p.committed - previous), 0n);
    if (above > 0n && pots.length > 0) (pots[pots.length - 1] as { amount: bigint }).amount += above;
    return pots;
  }

  private finish(showdown: boolean): void {
    this.toAct = -1;
    const rules = this.rules;
    const total = this.pot;
    const flopDealt = this.board.length >= 3;
    let rake = flopDealt ? min((total * BigInt(rules.rakeBp)) / 10_000n, rules.rakeCap) : 0n;
    rake -= rake % rules.chip;
    const values = new Map<number, number>();
    const shown: HandResult['shown'] = [];
    if (showdown)
      for (const p of this.players) {
        if (p.folded) continue;
        const value = evaluate([...p.hole, ...this.board]);
        values.set(p.seat, value);
        shown.push({ seat: p.seat, hole: p.hole.map(cardText), category: categoryOf(value), value });
      }
    // Odd chips go to the winners in seat order starting left of the button.
    const n = this.players.length;
    const order = (seat: number) => {
      const i = this.players.findIndex((p) => p.seat === seat);
      return (i - this.buttonIndex - 1 + n) % n;
    };
    const won = new Map<number, bigint>();
    let rakeLeft = rake;
    const pots: PotResult[] = this.pots().map((pot) => {
      const cut = min(rakeLeft, pot.amount);
      rakeLeft -= cut;
      const paid = pot.amount - cut;
      let winners = pot.eligible;
      if (showdown && winners.length > 1) {
        const best = Math.max(...winners.map((s) => values.get(s) as number));
        winners = winners.filter((s) => values.get(s) === best);
      }
      winners = [...winners].sort((a, b) => order(a) - order(b));
      const count = BigInt(winners.length);
      const share = (paid / count / rules.chip) * rules.chip;
      let odd = paid - share * count;
      const result = winners.map((seat) => {
        let amount = share;
        const extra = min(odd, rules.chip);
        amount += extra;
        odd -= extra;
        return { seat, amount };
      });
      // Less than one chip per winner left over: it goes to the first winner.
      if (odd > 0n) (result[0] as { amount: bigint }).amount += odd;
      for (const r of result) won.set(r.seat, (won.get(r.seat) ?? 0n) + r.amount);
      return { amount: pot.amount, paid, eligible: pot.eligible, winners: result };
    });
    for (const p of this.players) p.stack += won.get(p.seat) ?? 0n;
    this.result = { pots, rake, won, shown, uncalled: this.uncalled, showdown };
  }

  /** Each player's final stack (the hand must be over). */
  finalStacks(): Map<number, bigint> {
    if (!this.result) throw new Error('the hand is not over');
    return new Map(this.players.map((p) => [p.seat, p.stack]));
  }
}
