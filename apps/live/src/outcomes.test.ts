import {
  dealBaccarat,
  isValidCockfightOdds,
  rouletteNumber,
  shoeCommitment,
  shuffleShoe,
} from '@croupier/games';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_LIMITS, spotLimits } from './config.ts';
import { fightOf, fixOutcome, publicOutcome } from './outcomes.ts';

const SEED = 'a'.repeat(64);

describe('fixOutcome', () => {
  it('deals baccarat from the committed shoe at its position, one reveal step per card in dealing order', () => {
    const shoe = shuffleShoe(SEED, 8);
    let used = 0;
    for (let coup = 0; coup < 20; coup++) {
      const fixed = fixOutcome('BACCARAT', SEED, used, `BAC1-${coup}`, null);
      const expected = dealBaccarat(shoe.slice(used));
      expect(fixed.outcome).toEqual({ game: 'BACCARAT', hand: expected });
      expect(fixed.used).toBe(expected.cardsUsed);
      expect(fixed.steps.map((s) => (s.kind === 'CARD' ? `${s.side}:${s.card}` : s.kind))).toEqual(
        expected.dealOrder.map((d) => `${d.side}:${d.card}`),
      );
      used += fixed.used;
    }
    expect(shoeCommitment(SEED)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('draws roulette from HMAC(seed, roundKey) and reveals the spin then the ball', () => {
    const fixed = fixOutcome('ROULETTE', SEED, 0, 'ROU1-x-000001', null);
    expect(fixed.outcome).toEqual({ game: 'ROULETTE', number: rouletteNumber(SEED, 'ROU1-x-000001') });
    expect(fixed.steps.map((s) => s.kind)).toEqual(['SPIN', 'BALL']);
  });

  it('shows the outcome without the maths bookkeeping', () => {
    const fixed = fixOutcome('BACCARAT', SEED, 0, 'k', null);
    const shown = publicOutcome(fixed.outcome);
    expect(shown.game === 'BACCARAT' && Object.keys(shown.hand)).not.toContain('dealOrder');
  });

  it('sets each fight valid odds and two different roosters', () => {
    for (let n = 1; n <= 50; n++) {
      const fight = fightOf('ARENA1', n);
      expect(isValidCockfightOdds(fight.odds)).toBe(true);
      expect(fight.meron).not.toBe(fight.wala);
      const fixed = fixOutcome('COCKFIGHT', SEED, 0, `ARENA1-${n}`, fight);
      expect(fixed.outcome.game === 'COCKFIGHT' && fixed.outcome.odds).toEqual(fight.odds);
    }
  });
});

describe('spotLimits', () => {
  it('caps each spot at the table maximum over its payout, whole units, never below the minimum', () => {
    const baccarat = spotLimits('BACCARAT', DEFAULT_TABLE_LIMITS.BACCARAT);
    expect(baccarat.get('PLAYER')).toEqual({ min: 10_000n, max: 10_000n * 10_000n });
    expect(baccarat.get('TIE')?.max).toBe(1_250n * 10_000n);
    expect(baccarat.get('PLAYER_PAIR')?.max).toBe(909n * 10_000n);
    const roulette = spotLimits('ROULETTE', DEFAULT_TABLE_LIMITS.ROULETTE);
    expect(roulette.get('STRAIGHT_17')?.max).toBe(142n * 10_000n);
    expect(roulette.get('RED')?.max).toBe(5_000n * 10_000n);
    const tiny = spotLimits('SIC_BO', { minBet: 50n * 10_000n, maxBet: 100n * 10_000n });
    expect(tiny.get('TRIPLE_1')?.max).toBe(50n * 10_000n);
  });
});
