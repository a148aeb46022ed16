/**
 * Punto banco: dealing by the fixed third-card rules, the bets' returns and the exact outcome
 * probabilities of a shoe (by enumeration over card values, drawn without replacement).
 */
import { type Rational, rational } from '../money.ts';
import { baccaratValue, type Card, cardRank } from './shoe.ts';

export type BaccaratSide = 'PLAYER' | 'BANKER';
export type BaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';

/** One dealt coup. `cardsUsed` cards were taken from the front of the shoe, in `dealOrder`. */
export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerPoint: number;
  bankerPoint: number;
  winner: BaccaratWinner;
  /** The player's first two cards have the same rank. */
  playerPair: boolean;
  /** The banker's first two cards have the same rank. */
  bankerPair: boolean;
  cardsUsed: number;
  dealOrder: { side: BaccaratSide; card: Card }[];
}

/** The baccarat bet spots. */
export const BACCARAT_SPOTS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

/** Point of a hand: the sum of the card values modulo 10. */
export function baccaratPoint(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;
}

/**
 * Whether the player draws a third card: never on a natural (either side 8 or 9), otherwise on 0–5.
 */
export function playerDraws(playerPoint: number, bankerPoint: number): boolean {
  if (playerPoint >= 8 || bankerPoint >= 8) return false;
  return playerPoint <= 5;
}

/**
 * Whether the banker draws, from both two-card points and the player's third card value (`null`
 * when the player stood). No draw on a natural. Player stood: banker draws on 0–5. Player
 * drew card value v: banker 0–2 draws; 3 draws unless v = 8; 4 draws on v 2–7; 5 on v 4–7;
 * 6 on v 6–7; 7 stands.
 */
export function bankerDraws(playerPoint: number, bankerPoint: number, playerThird: number | null): boolean {
  if (playerPoint >= 8 || bankerPoint >= 8) return false;
  if (playerThird === null) return bankerPoint <= 5;
  switch (bankerPoint) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Deals one coup from the front of `cards` in the order P1, B1, P2, B2, then the player's third
 * card and the banker's third card when the rules call for them. Throws when the cards run out or
 * one is malformed (the table reshuffles before the cut card, so this is a programming error).
 */
export function dealBaccarat(cards: readonly Card[]): BaccaratHand {
  let next = 0;
  const dealOrder: { side: BaccaratSide; card: Card }[] = [];
  const take = (side: BaccaratSide): Card => {
    const card = cards[next];
    if (card === undefined) throw new RangeError('not enough cards to deal a baccarat coup');
    baccaratValue(card);
    next += 1;
    dealOrder.push({ side, card });
    return card;
  };
  const player = [take('PLAYER')];
  const banker = [take('BANKER')];
  player.push(take('PLAYER'));
  banker.push(take('BANKER'));
  const p2 = baccaratPoint(player);
  const b2 = baccaratPoint(banker);
  let playerThird: number | null = null;
  if (playerDraws(p2, b2)) {
    const card = take('PLAYER');
    player.push(card);
    playerThird = baccaratValue(card);
  }
  if (bankerDraws(p2, b2, playerThird)) banker.push(take('BANKER'));
  const playerPoint = baccaratPoint(player);
  const bankerPoint = baccaratPoint(banker);
  return {
    player,
    banker,
    playerPoint,
    bankerPoint,
    winner: playerPoint > bankerPoint ? 'PLAYER' : bankerPoint > playerPoint ? 'BANKER' : 'TIE',
    playerPair: cardRank(player[0] as Card) === cardRank(player[1] as Card),
    bankerPair: cardRank(banker[0] as Card) === cardRank(banker[1] as Card),
    cardsUsed: next,
    dealOrder,
  };
}

const ZERO = rational(0n);
const ONE = rational(1n);

/**
 * What one unit staked on `spot` returns (stake included) for a coup: player 1:1, banker 0.95:1
 * (5 % commission), both pushed on a tie; tie 8:1; player pair and banker pair 11:1.
 */
export function baccaratReturn(
  spot: BaccaratSpot,
  hand: Pick<BaccaratHand, 'winner' | 'playerPair' | 'bankerPair'>,
): Rational {
  switch (spot) {
    case 'PLAYER':
      return hand.winner === 'PLAYER' ? rational(2n) : hand.winner === 'TIE' ? ONE : ZERO;
    case 'BANKER':
      return hand.winner === 'BANKER' ? rational(195n, 100n) : hand.winner === 'TIE' ? ONE : ZERO;
    case 'TIE':
      return hand.winner === 'TIE' ? rational(9n) : ZERO;
    case 'PLAYER_PAIR':
      return hand.playerPair ? rational(12n) : ZERO;
    case 'BANKER_PAIR':
      return hand.bankerPair ? rational(12n) : ZERO;
    default:
      throw new RangeError(`not a baccarat spot: ${String(spot)}`);
  }
}

/** Exact outcome counts of a fresh shoe: each count is over `total` equally likely deals. */
export interface BaccaratProbabilities {
  /** Ordered draws of six cards from the shoe: N·(N−1)·…·(N−5). */
  total: bigint;
  player: bigint;
  banker: bigint;
  tie: bigint;
  /** Deals whose first two player cards (equally, banker cards) share a rank. */
  pair: bigint;
}

const probabilityCache = new Map<number, BaccaratProbabilities>();

/**
 * The exact probabilities of a fresh `decks`-deck shoe, by enumerating every sequence of card
 * values of the (up to) six cards of a coup, weighted by the number of ordered card draws giving
 * it; cards not dealt are counted as any remaining card, so every weight is over the same total.
 */
export function baccaratProbabilities(decks = 8): BaccaratProbabilities {
  const cached = probabilityCache.get(decks);
  if (cached !== undefined) return cached;
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) throw new RangeError('decks must be 1..8');
  const n = 52 * decks;
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
  const sums = { player: 0n, banker: 0n, tie: 0n };
  const add = (p: number, b: number, w: number, into: { player: number; banker: number; tie: number }) => {
    if (p > b) into.player += w;
    else if (b > p) into.banker += w;
    else into.tie += w;
  };
  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = counts[p1] as number;
    counts[p1] = w1 - 1;
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * (counts[b1] as number);
      counts[b1] = (counts[b1] as number) - 1;
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * (counts[p2] as number);
        counts[p2] = (counts[p2] as number) - 1;
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * (counts[b2] as number);
          if (w4 === 0) continue;
          counts[b2] = (counts[b2] as number) - 1;
          // Numbers stay below 2^53 inside one four-card branch; the totals are bigint.
          const local = { player: 0, banker: 0, tie: 0 };
          const pp = (p1 + p2) % 10;
          const bp = (b1 + b2) % 10;
          if (playerDraws(pp, bp)) {
            for (let p3 = 0; p3 < 10; p3++) {
              const w5 = w4 * (counts[p3] as number);
              if (w5 === 0) continue;
              counts[p3] = (counts[p3] as number) - 1;
              const pFinal = (pp + p3) % 10;
              if (bankerDraws(pp, bp, p3)) {
                for (let b3 = 0; b3 < 10; b3++)
                  add(pFinal, (bp + b3) % 10, w5 * (counts[b3] as number), local);
              } else add(pFinal, bp, w5 * (n - 5), local);
              counts[p3] = (counts[p3] as number) + 1;
            }
          } else if (bankerDraws(pp, bp, null)) {
            for (let b3 = 0; b3 < 10; b3++)
              add(pp, (bp + b3) % 10, w4 * (counts[b3] as number) * (n - 5), local);
          } else add(pp, bp, w4 * (n - 4) * (n - 5), local);
          sums.player += BigInt(local.player);
          sums.banker += BigInt(local.banker);
          sums.tie += BigInt(local.tie);
          counts[b2] = (counts[b2] as number) + 1;
        }
        counts[p2] = (counts[p2] as number) + 1;
      }
      counts[b1] = (counts[b1] as number) + 1;
    }
    counts[p1] = w1;
  }
  let total = 1n;
  for (let i = 0; i < 6; i++) total *= BigInt(n - i);
  // The first two player cards share a rank with probability (4·decks − 1)/(N − 1).
  const pair = (total * BigInt(4 * decks - 1)) / BigInt(n - 1);
  const result = { total, ...sums, pair };
  probabilityCache.set(decks, result);
  return result;
}
