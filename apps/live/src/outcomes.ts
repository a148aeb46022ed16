import type { TLiveFight, TLiveGameKind, TLiveOutcome, TLiveRevealStep } from '@croupier/contracts';
import {
  type Card,
  type CockfightOdds,
  cockfightResult,
  dealBaccarat,
  dealDragonTiger,
  type LiveOutcome,
  rouletteNumber,
  shuffleShoe,
  sicBoDice,
} from '@croupier/games';
import { SHOE_DECKS } from './config.ts';

const shoes = new Map<string, Card[]>();

/** The shuffled shoe of a seed (computed once per process, a few kept). */
export function shoeOf(seed: string): Card[] {
  let shoe = shoes.get(seed);
  if (!shoe) {
    shoe = shuffleShoe(seed, SHOE_DECKS);
    if (shoes.size >= 32) shoes.delete(shoes.keys().next().value as string);
    shoes.set(seed, shoe);
  }
  return shoe;
}

export interface FixedOutcome {
  outcome: LiveOutcome;
  steps: TLiveRevealStep[];
  /** Cards taken from the shoe (shoe games) or 1 (a round of the HMAC seed). */
  used: number;
}

/**
 * The outcome of a round, fixed at the close: shoe games deal from the committed shoe at position
 * `used`; the others draw from HMAC-SHA256(seed, roundKey). The reveal steps show it in order.
 */
export function fixOutcome(
  game: TLiveGameKind,
  seed: string,
  used: number,
  roundKey: string,
  fight: TLiveFight | null,
): FixedOutcome {
  switch (game) {
    case 'BACCARAT': {
      const hand = dealBaccarat(shoeOf(seed).slice(used));
      return {
        outcome: { game, hand },
        steps: hand.dealOrder.map((d, index) => ({ kind: 'CARD', index, side: d.side, card: d.card })),
        used: hand.cardsUsed,
      };
    }
    case 'DRAGON_TIGER': {
      const hand = dealDragonTiger(shoeOf(seed).slice(used));
      return {
        outcome: { game, hand },
        steps: [
          { kind: 'CARD', index: 0, side: 'DRAGON', card: hand.dragon },
          { kind: 'CARD', index: 1, side: 'TIGER', card: hand.tiger },
        ],
        used: hand.cardsUsed,
      };
    }
    case 'ROULETTE': {
      const number = rouletteNumber(seed, roundKey);
      return {
        outcome: { game, number },
        steps: [
          { kind: 'SPIN', index: 0 },
          { kind: 'BALL', index: 1, number },
        ],
        used: 1,
      };
    }
    case 'SIC_BO': {
      const dice = sicBoDice(seed, roundKey);
      return {
        outcome: { game, dice },
        steps: [
          { kind: 'SHAKE', index: 0 },
          { kind: 'DICE', index: 1, dice: [dice[0], dice[1], dice[2]] },
        ],
        used: 1,
      };
    }
    case 'COCKFIGHT': {
      const odds: CockfightOdds = fight?.odds ?? { meron: 90, wala: 90 };
      const result = cockfightResult(seed, roundKey, odds);
      return {
        outcome: { game, result, odds },
        steps: [
          { kind: 'FIGHT', index: 0, stage: 'START' },
          { kind: 'FIGHT', index: 1, stage: 'CLASH' },
          { kind: 'FIGHT_RESULT', index: 2, result },
        ],
        used: 1,
      };
    }
  }
}

/** The outcome as the contract shows it (without the maths' bookkeeping fields). */
export function publicOutcome(outcome: LiveOutcome): TLiveOutcome {
  switch (outcome.game) {
    case 'BACCARAT': {
      const h = outcome.hand;
      return {
        game: 'BACCARAT',
        hand: {
          player: [...h.player],
          banker: [...h.banker],
          playerPoint: h.playerPoint,
          bankerPoint: h.bankerPoint,
          winner: h.winner,
          playerPair: h.playerPair,
          bankerPair: h.bankerPair,
        },
      };
    }
    case 'DRAGON_TIGER': {
      const h = outcome.hand;
      return {
        game: 'DRAGON_TIGER',
        hand: { dragon: h.dragon, tiger: h.tiger, winner: h.winner, suitedTie: h.suitedTie },
      };
    }
    case 'ROULETTE':
      return { game: 'ROULETTE', number: outcome.number };
    case 'SIC_BO':
      return { game: 'SIC_BO', dice: [outcome.dice[0], outcome.dice[1], outcome.dice[2]] };
    case 'COCKFIGHT':
      return { game: 'COCKFIGHT', result: outcome.result, odds: { ...outcome.odds } };
  }
}

const ROOSTERS = [
  'Red Ace',
  'Black Diamond',
  'Golden Spur',
  'Iron Beak',
  'Thunder',
  'Silver Hatch',
  'Jade Talon',
  'Crimson King',
  'Shadow',
  'Sun Blaze',
  'Storm Wing',
  'Lucky Seven',
  'Bronze Claw',
  'Night Fury',
];
const ODDS: CockfightOdds[] = [
  { meron: 90, wala: 90 },
  { meron: 95, wala: 85 },
  { meron: 85, wala: 95 },
  { meron: 92, wala: 88 },
  { meron: 88, wala: 92 },
  { meron: 80, wala: 100 },
];

/** The fight card entry of an arena's `fightNo`: the two roosters and the odds the arena sets. */
export function fightOf(tableCode: string, fightNo: number): TLiveFight {
  const h = [...tableCode].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 9973, 7);
  const meron = ROOSTERS[(fightNo * 3 + h) % ROOSTERS.length] as string;
  let wala = ROOSTERS[(fightNo * 5 + h + 1) % ROOSTERS.length] as string;
  if (wala === meron) wala = ROOSTERS[(fightNo * 5 + h + 2) % ROOSTERS.length] as string;
  return { fightNo, meron, wala, odds: ODDS[(fightNo + h) % ODDS.length] as CockfightOdds };
}
