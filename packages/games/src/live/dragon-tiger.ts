/**
 * Dragon tiger: one card to each side, ace low to king high. Dragon and tiger pay 1:1 and return
 * half the stake on a tie; tie pays 8:1, suited tie (same rank and suit) 50:1. Each side's big
 * (8–K) / small (A–6) and odd (A 3 5 9 J K) / even (2 4 6 8 10 Q) pay 1:1 and lose on a 7.
 */
import { type Rational, rational } from '../money.ts';
import { type Card, cardRank, cardSuit } from './shoe.ts';

export type DragonTigerWinner = 'DRAGON' | 'TIGER' | 'TIE';

/** One dealt coup: the first card of the shoe to the dragon, the second to the tiger. */
export interface DragonTigerHand {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
  /** A tie of the same rank and suit. */
  suitedTie: boolean;
  cardsUsed: 2;
}

/** The dragon tiger bet spots. */
export const DRAGON_TIGER_SPOTS = [
  'DRAGON',
  'TIGER',
  'TIE',
  'SUITED_TIE',
  'DRAGON_BIG',
  'DRAGON_SMALL',
  'DRAGON_ODD',
  'DRAGON_EVEN',
  'TIGER_BIG',
  'TIGER_SMALL',
  'TIGER_ODD',
  'TIGER_EVEN',
] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];

/** Deals one coup from the front of `cards`; throws when fewer than two well-formed cards remain. */
export function dealDragonTiger(cards: readonly Card[]): DragonTigerHand {
  const [dragon, tiger] = cards;
  if (dragon === undefined || tiger === undefined)
    throw new RangeError('not enough cards to deal a dragon tiger coup');
  const d = cardRank(dragon);
  const t = cardRank(tiger);
  return {
    dragon,
    tiger,
    winner: d > t ? 'DRAGON' : t > d ? 'TIGER' : 'TIE',
    suitedTie: d === t && cardSuit(dragon) === cardSuit(tiger),
    cardsUsed: 2,
  };
}

const ZERO = rational(0n);
const EVEN_MONEY = rational(2n);

function sideBet(rank: number, kind: 'BIG' | 'SMALL' | 'ODD' | 'EVEN'): Rational {
  if (rank === 7) return ZERO;
  const wins =
    kind === 'BIG'
      ? rank >= 8
      : kind === 'SMALL'
        ? rank <= 6
        : kind === 'ODD'
          ? rank % 2 === 1
          : rank % 2 === 0;
  return wins ? EVEN_MONEY : ZERO;
}

/** What one unit staked on `spot` returns (stake included) for a coup. */
export function dragonTigerReturn(
  spot: DragonTigerSpot,
  hand: Pick<DragonTigerHand, 'dragon' | 'tiger' | 'winner' | 'suitedTie'>,
): Rational {
  switch (spot) {
    case 'DRAGON':
    case 'TIGER':
      return hand.winner === spot ? EVEN_MONEY : hand.winner === 'TIE' ? rational(1n, 2n) : ZERO;
    case 'TIE':
      return hand.winner === 'TIE' ? rational(9n) : ZERO;
    case 'SUITED_TIE':
      return hand.suitedTie ? rational(51n) : ZERO;
    case 'DRAGON_BIG':
    case 'DRAGON_SMALL':
    case 'DRAGON_ODD':
    case 'DRAGON_EVEN':
      return sideBet(cardRank(hand.dragon), spot.slice(7) as 'BIG' | 'SMALL' | 'ODD' | 'EVEN');
    case 'TIGER_BIG':
    case 'TIGER_SMALL':
    case 'TIGER_ODD':
    case 'TIGER_EVEN':
      return sideBet(cardRank(hand.tiger), spot.slice(6) as 'BIG' | 'SMALL' | 'ODD' | 'EVEN');
    default:
      throw new RangeError(`not a dragon tiger spot: ${String(spot)}`);
  }
}
