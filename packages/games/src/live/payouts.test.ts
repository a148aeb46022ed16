import { describe, expect, it } from 'vitest';
import { dealBaccarat } from './baccarat.ts';
import { dealDragonTiger } from './dragon-tiger.ts';
import { isLiveSpot, LIVE_GAME_KINDS, type LiveOutcome, liveSpotReturn, liveSpots } from './payouts.ts';

const baccarat = (cards: string[]): LiveOutcome => ({ game: 'BACCARAT', hand: dealBaccarat(cards) });

describe('liveSpots / isLiveSpot', () => {
  it('lists each game’s closed spot list', () => {
    expect(liveSpots('BACCARAT')).toEqual(['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR']);
    expect(liveSpots('DRAGON_TIGER')).toHaveLength(12);
    expect(liveSpots('ROULETTE')).toHaveLength(157);
    expect(liveSpots('SIC_BO')).toHaveLength(52);
    expect(liveSpots('COCKFIGHT')).toEqual(['MERON', 'WALA', 'DRAW']);
    expect(isLiveSpot('ROULETTE', 'CORNER_1_2_4_5')).toBe(true);
    expect(isLiveSpot('ROULETTE', 'CORNER_2_3_5_6')).toBe(true);
    expect(isLiveSpot('ROULETTE', 'CORNER_3_4_6_7')).toBe(false);
    expect(isLiveSpot('BACCARAT', 'DRAGON')).toBe(false);
    expect(isLiveSpot('SIC_BO', 'COMBO_1_6')).toBe(true);
    expect(isLiveSpot('SIC_BO', 'COMBO_6_1')).toBe(false);
    expect(isLiveSpot('NOPE' as never, 'X')).toBe(false);
    expect(() => liveSpots('NOPE' as never)).toThrow(RangeError);
    for (const game of LIVE_GAME_KINDS) expect(new Set(liveSpots(game)).size).toBe(liveSpots(game).length);
  });
});

describe('liveSpotReturn', () => {
  it('pays baccarat: banker 0.95:1 floored to the minor unit, pushes on a tie', () => {
    const bankerWins = baccarat(['TS', '9H', 'TD', 'KC']);
    expect(liveSpotReturn('BANKER', 1000n, bankerWins)).toBe(1950n);
    expect(liveSpotReturn('BANKER', 333n, bankerWins)).toBe(649n); // 333 × 1.95 = 649.35
    expect(liveSpotReturn('PLAYER', 1000n, bankerWins)).toBe(0n);
    const tie = baccarat(['2S', 'KH', '3D', '4C', '9H', '5S']);
    expect(liveSpotReturn('PLAYER', 1000n, tie)).toBe(1000n);
    expect(liveSpotReturn('BANKER', 1000n, tie)).toBe(1000n);
    expect(liveSpotReturn('TIE', 1000n, tie)).toBe(9000n);
    const pairs = baccarat(['7S', 'KH', '7D', 'KS', '6H', 'AS']);
    expect(liveSpotReturn('PLAYER_PAIR', 100n, pairs)).toBe(1200n);
    expect(liveSpotReturn('BANKER_PAIR', 100n, pairs)).toBe(1200n);
  });

  it('pays dragon tiger, returning half (floored) on a tie', () => {
    const tie: LiveOutcome = { game: 'DRAGON_TIGER', hand: dealDragonTiger(['8S', '8H']) };
    expect(liveSpotReturn('DRAGON', 1001n, tie)).toBe(500n);
    expect(liveSpotReturn('TIE', 100n, tie)).toBe(900n);
    expect(liveSpotReturn('SUITED_TIE', 100n, tie)).toBe(0n);
    expect(liveSpotReturn('DRAGON_BIG', 100n, tie)).toBe(200n);
    expect(liveSpotReturn('TIGER_ODD', 100n, tie)).toBe(0n);
  });

  it('pays roulette 35:1 … 1:1 and loses outside bets on zero', () => {
    const zero: LiveOutcome = { game: 'ROULETTE', number: 0 };
    const seven: LiveOutcome = { game: 'ROULETTE', number: 7 };
    expect(liveSpotReturn('STRAIGHT_0', 10n, zero)).toBe(360n);
    expect(liveSpotReturn('RED', 10n, zero)).toBe(0n);
    expect(liveSpotReturn('RED', 10n, seven)).toBe(20n);
    expect(liveSpotReturn('SPLIT_4_7', 10n, seven)).toBe(180n);
    expect(liveSpotReturn('STREET_7', 10n, seven)).toBe(120n);
    expect(liveSpotReturn('CORNER_4_5_7_8', 10n, seven)).toBe(90n);
    expect(liveSpotReturn('LINE_4', 10n, seven)).toBe(60n);
    expect(liveSpotReturn('COLUMN_1', 10n, seven)).toBe(30n);
    expect(liveSpotReturn('BASKET', 10n, zero)).toBe(90n);
  });

  it('pays sic bo and cockfight', () => {
    expect(liveSpotReturn('SINGLE_2', 100n, { game: 'SIC_BO', dice: [2, 2, 5] })).toBe(300n);
    expect(liveSpotReturn('TOTAL_9', 100n, { game: 'SIC_BO', dice: [2, 2, 5] })).toBe(700n);
    const odds = { meron: 85, wala: 95 };
    expect(liveSpotReturn('MERON', 1000n, { game: 'COCKFIGHT', result: 'MERON', odds })).toBe(1850n);
    expect(liveSpotReturn('MERON', 999n, { game: 'COCKFIGHT', result: 'MERON', odds })).toBe(1848n);
    expect(liveSpotReturn('WALA', 1000n, { game: 'COCKFIGHT', result: 'DRAW', odds })).toBe(1000n);
    expect(liveSpotReturn('DRAW', 1000n, { game: 'COCKFIGHT', result: 'DRAW', odds })).toBe(9000n);
    expect(liveSpotReturn('DRAW', 1000n, { game: 'COCKFIGHT', result: 'CANCELLED', odds })).toBe(1000n);
  });

  it('rejects a spot of another game and a negative stake; a zero stake returns zero', () => {
    const seven: LiveOutcome = { game: 'ROULETTE', number: 7 };
    expect(() => liveSpotReturn('PLAYER', 10n, seven)).toThrow(RangeError);
    expect(() => liveSpotReturn('RED', -1n, seven)).toThrow(RangeError);
    expect(liveSpotReturn('RED', 0n, seven)).toBe(0n);
  });
});
