import { describe, expect, it } from 'vitest';
import { deckCommitment, deckOf, parseCard } from './cards.ts';
import { type HandError, type HandRules, HoldemHand } from './hand.ts';

const RULES: HandRules = { smallBlind: 50n, bigBlind: 100n, rakeBp: 500, rakeCap: 300n, chip: 1n };

/**
 * A deck whose deal is known: with n players dealt left of the button, card k of round r goes to the
 * (k+1)-th player after the button; then the flop, turn and river.
 */
function rigged(holes: string[][], board: string[]): number[] {
  const n = holes.length;
  const top: number[] = [];
  for (let r = 0; r < 2; r++)
    for (let k = 0; k < n; k++) top.push(parseCard((holes[k] as string[])[r] as string));
  for (const c of board) top.push(parseCard(c));
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !top.includes(c));
  return [...top, ...rest];
}

const stacks = (hand: HoldemHand) => Object.fromEntries(hand.finalStacks());
const total = (hand: HoldemHand) =>
  [...hand.finalStacks().values()].reduce((a, b) => a + b, 0n) + (hand.result?.rake ?? 0n);

describe("a hold'em hand", () => {
  it('deals from the committed seed: the same seed, the same deck', () => {
    const seed = 'a-seed-of-sixteen-or-more';
    expect(deckOf(seed)).toEqual(deckOf(seed));
    expect(new Set(deckOf(seed)).size).toBe(52);
    expect(deckOf(`${seed}x`)).not.toEqual(deckOf(seed));
    expect(deckCommitment(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('posts the blinds left of the button and, heads-up, the button is the small blind and acts first', () => {
    const three = new HoldemHand(
      RULES,
      [
        { seat: 1, playerId: 'a', stack: 1000n },
        { seat: 4, playerId: 'b', stack: 1000n },
        { seat: 7, playerId: 'c', stack: 1000n },
      ],
      1,
      deckOf('seed-0000000000000001'),
    );
    expect(three.players.map((p) => p.bet)).toEqual([0n, 50n, 100n]);
    expect(three.seatToAct).toBe(1);
    const two = new HoldemHand(
      RULES,
      [
        { seat: 2, playerId: 'a', stack: 1000n },
        { seat: 5, playerId: 'b', stack: 1000n },
      ],
      5,
      deckOf('seed-0000000000000001'),
    );
    expect(two.players.map((p) => p.bet)).toEqual([100n, 50n]);
    expect(two.seatToAct).toBe(5);
    two.act(5, { kind: 'CALL' });
    two.act(2, { kind: 'CHECK' });
    // After the flop the big blind (not the button) acts first.
    expect(two.street).toBe('FLOP');
    expect(two.seatToAct).toBe(2);
  });

  it('refuses out-of-turn actions and raises below the minimum or above the stack, changing nothing', () => {
    const hand = new HoldemHand(
      RULES,
      [
        { seat: 1, playerId: 'a', stack: 1000n },
        { seat: 2, playerId: 'b', stack: 1000n },
        { seat: 3, playerId: 'c', stack: 1000n },
      ],
      1,
      deckOf('seed-0000000000000002'),
    );
    const code = (f: () => void) => {
      try {
        f();
      } catch (e) {
        return (e as HandError).code;
      }
      return null;
    };
    expect(code(() => hand.act(2, { kind: 'FOLD' }))).toBe('POKER_NOT_YOUR_TURN');
    expect(code(() => hand.act(1, { kind: 'RAISE', to: 150n }))).toBe('POKER_RAISE_TOO_SMALL');
    expect(code(() => hand.act(1, { kind: 'RAISE', to: 1001n }))).toBe('POKER_RAISE_TOO_LARGE');
    expect(code(() => hand.act(1, { kind: 'CHECK' }))).toBe('POKER_ILLEGAL_ACTION');
    expect(hand.pot).toBe(150n);
    expect(hand.seatToAct).toBe(1);
    // A raise to 300 (by 200) makes the next minimum 500.
    hand.act(1, { kind: 'RAISE', to: 300n });
    expect(hand.legal()).toMatchObject({ seat: 2, toCall: 250n, minRaiseTo: 500n, maxRaiseTo: 1000n });
    expect(code(() => hand.act(2, { kind: 'RAISE', to: 499n }))).toBe('POKER_RAISE_TOO_SMALL');
  });

  it('an all-in short of a full raise does not reopen the betting to a player who already acted', () => {
    const hand = new HoldemHand(
      RULES,
      [
        { seat: 1, playerId: 'a', stack: 1000n },
        { seat: 2, playerId: 'b', stack: 1000n },
        { seat: 3, playerId: 'c', stack: 1000n },
        { seat: 4, playerId: 'd', stack: 450n },
      ],
      1,
      deckOf('seed-0000000000000003'),
    );
    // Seat 4 (under the gun) calls 100... no: seat 4 is first to act; a, b, c are button, SB, BB.
    expect(hand.seatToAct).toBe(4);
    hand.act(4, { kind: 'CALL' });
    hand.act(1, { kind: 'RAISE', to: 300n });
    hand.act(2, { kind: 'FOLD' });
    hand.act(3, { kind: 'CALL' });
    // Seat 4 goes all-in to 450: 150 more, short of the 200 raise.
    hand.act(4, { kind: 'RAISE', to: 450n });
    expect(hand.legal()).toMatchObject({ seat: 1, toCall: 150n, minRaiseTo: null });
    hand.act(1, { kind: 'CALL' });
    expect(hand.legal()).toMatchObject({ seat: 3, toCall: 150n, minRaiseTo: null });
  });

  it('builds side pots for all-ins of different sizes and pays each pot to its best eligible hand', () => {
    // Worked example: A all-in 200, B all-in 500, C calls 500. Main pot 600 (A, B, C); side pot 600 (B, C).
    // A has the best hand (wins the main pot), B the second best (wins the side pot), C nothing.
    const deck = rigged(
      [
        ['AS', 'AH'], // seat 2 (first left of the button at seat 1): A
        ['KS', 'KH'], // seat 3: B
        ['2C', '7D'], // seat 1 (button): C
      ],
      ['AD', 'KD', '9C', '4S', '3H'],
    );
    const hand = new HoldemHand(
      { ...RULES, rakeBp: 0 },
      [
        { seat: 1, playerId: 'c', stack: 1000n },
        { seat: 2, playerId: 'a', stack: 200n },
        { seat: 3, playerId: 'b', stack: 500n },
      ],
      1,
      deck,
    );
    hand.act(1, { kind: 'CALL' });
    hand.act(2, { kind: 'RAISE', to: 200n });
    hand.act(3, { kind: 'RAISE', to: 500n });
    hand.act(1, { kind: 'CALL' });
    expect(hand.isOver).toBe(true);
    expect(hand.result?.pots.map((p) => [p.amount, p.eligible, p.winners])).toEqual([
      [600n, [1, 2, 3], [{ seat: 2, amount: 600n }]],
      [600n, [1, 3], [{ seat: 3, amount: 600n }]],
    ]);
    expect(stacks(hand)).toEqual({ 1: 500n, 2: 600n, 3: 600n });
    expect(total(hand)).toBe(1700n);
  });

  it('returns an uncalled bet and takes no rake when no flop is dealt', () => {
    const hand = new HoldemHand(
      RULES,
      [
        { seat: 1, playerId: 'a', stack: 1000n },
        { seat: 2, playerId: 'b', stack: 1000n },
        { seat: 3, playerId: 'c', stack: 1000n },
      ],
      1,
      deckOf('seed-0000000000000004'),
    );
    hand.act(1, { kind: 'RAISE', to: 400n });
    hand.act(2, { kind: 'FOLD' });
    hand.act(3, { kind: 'FOLD' });
    expect(hand.result?.uncalled).toEqual({ seat: 1, amount: 300n });
    expect(hand.result?.rake).toBe(0n);
    expect(stacks(hand)).toEqual({ 1: 1150n, 2: 950n, 3: 900n });
  });

  it('rakes a share of the pot up to the cap once a flop is dealt', () => {
    const play = (to: bigint) => {
      const hand = new HoldemHand(
        RULES,
        [
          { seat: 1, playerId: 'a', stack: 5000n },
          { seat: 2, playerId: 'b', stack: 5000n },
        ],
        1,
        deckOf('seed-0000000000000005'),
      );
      hand.act(1, { kind: 'CALL' });
      hand.act(2, { kind: 'CHECK' });
      hand.act(2, { kind: 'RAISE', to });
      hand.act(1, { kind: 'CALL' });
      while (!hand.isOver) hand.act(hand.seatToAct as number, { kind: 'CHECK' });
      return hand;
    };
    // Pot 200 + 2×1000 = 2200: 5 % is 110, under the cap.
    expect(play(1000n).result?.rake).toBe(110n);
    // Pot 200 + 2×4900 = 10000: 5 % is 500, capped at 300.
    const capped = play(4900n);
    expect(capped.result?.rake).toBe(300n);
    expect(total(capped)).toBe(10_000n);
  });

  it('splits a tied pot and gives the odd chip to the first winner left of the button', () => {
    // Board plays (a royal flush): every player ties.
    const deck = rigged(
      [
        ['2C', '3D'], // seat 2
        ['2D', '3C'], // seat 3
        ['4C', '5D'], // seat 1 (button)
      ],
      ['AS', 'KS', 'QS', 'JS', 'TS'],
    );
    const hand = new HoldemHand(
      { smallBlind: 1n, bigBlind: 2n, rakeBp: 0, rakeCap: 0n, chip: 1n },
      [
        { seat: 1, playerId: 'c', stack: 100n },
        { seat: 2, playerId: 'a', stack: 100n },
        { seat: 3, playerId: 'b', stack: 100n },
      ],
      1,
      deck,
    );
    // Button folds; SB (seat 2) calls 1; BB raises to 3 (pot 1 + 3 + 3 = 7 after the call).
    hand.act(1, { kind: 'CALL' });
    hand.act(2, { kind: 'CALL' });
    hand.act(3, { kind: 'RAISE', to: 4n });
    hand.act(1, { kind: 'FOLD' });
    hand.act(2, { kind: 'CALL' });
    while (!hand.isOver) hand.act(hand.seatToAct as number, { kind: 'CHECK' });
    // Pot 2 (button) + 4 + 4 = 10 between seats 2 and 3: 5 each.
    expect(hand.result?.pots[0]?.winners).toEqual([
      { seat: 2, amount: 5n },
      { seat: 3, amount: 5n },
    ]);
    const odd = new HoldemHand(
      { smallBlind: 1n, bigBlind: 2n, rakeBp: 0, rakeCap: 0n, chip: 1n },
      [
        { seat: 1, playerId: 'c', stack: 100n },
        { seat: 2, playerId: 'a', stack: 100n },
        { seat: 3, playerId: 'b', stack: 100n },
      ],
      1,
      deck,
    );
    odd.act(1, { kind: 'CALL' });
    odd.act(2, { kind: 'FOLD' });
    odd.act(3, { kind: 'CHECK' });
    while (!odd.isOver) odd.act(odd.seatToAct as number, { kind: 'CHECK' });
    // Pot 1 + 2 + 2 = 5 between the button (seat 1) and seat 3: seat 3 is first left of the button.
    expect(odd.result?.pots[0]?.winners).toEqual([
      { seat: 3, amount: 3n },
      { seat: 1, amount: 2n },
    ]);
    expect(total(odd)).toBe(300n);
  });

  it('conserves chips over thousands of random hands', () => {
    let s = 7;
    const rand = (n: number) => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return (s >>> 8) % n;
    };
    for (let h = 0; h < 1500; h++) {
      const seats = Array.from({ length: 2 + rand(8) }, (_, i) => ({
        seat: i + 1,
        playerId: `p${i}`,
        stack: BigInt(1 + rand(3000)),
      }));
      const start = seats.reduce((a, x) => a + x.stack, 0n);
      const hand = new HoldemHand(RULES, seats, 1 + rand(seats.length), deckOf(`conservation-seed-${h}`));
      while (!hand.isOver) {
        const legal = hand.legal();
        if (!legal) throw new Error('no legal action');
        const r = rand(10);
        if (r < 2) hand.act(legal.seat, { kind: 'FOLD' });
        else if (r < 4 && legal.minRaiseTo !== null && legal.maxRaiseTo !== null)
          hand.act(legal.seat, { kind: 'RAISE', to: r === 2 ? legal.minRaiseTo : legal.maxRaiseTo });
        else hand.act(legal.seat, { kind: legal.canCheck ? 'CHECK' : 'CALL' });
      }
      expect(total(hand)).toBe(start);
      expect(hand.result?.rake ?? 0n).toBeLessThanOrEqual(RULES.rakeCap);
    }
  });
});
