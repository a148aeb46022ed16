import { describe, expect, it } from 'vitest';
import {
  depositMatchBonus,
  wageringContribution,
  wageringProgress,
  wageringRequirement,
} from './wagering.ts';

const unit = 10_000n;

describe('depositMatchBonus', () => {
  const rule = { percent: 100, cap: 500n * unit, minDeposit: 20n * unit };
  it('matches the percent of the deposit up to the cap', () => {
    expect(depositMatchBonus(100n * unit, rule)).toBe(100n * unit);
    expect(depositMatchBonus(800n * unit, rule)).toBe(500n * unit);
    expect(depositMatchBonus(333n * unit, { ...rule, percent: 50 })).toBe(1_665_000n);
  });
  it('pays nothing below the minimum deposit', () => {
    expect(depositMatchBonus(19n * unit, rule)).toBe(0n);
    expect(depositMatchBonus(20n * unit, rule)).toBe(20n * unit);
    expect(depositMatchBonus(0n, { ...rule, minDeposit: 0n })).toBe(0n);
  });
  it('rounds a fractional minor unit down', () => {
    expect(depositMatchBonus(3n, { percent: 50, cap: unit, minDeposit: 0n })).toBe(1n);
  });
});

describe('wageringRequirement', () => {
  it('multiplies the bonus, or the bonus and the deposit', () => {
    expect(wageringRequirement(100n, 200n, { multiplier: 10, base: 'bonus' })).toBe(1000n);
    expect(wageringRequirement(100n, 200n, { multiplier: 10, base: 'bonus_deposit' })).toBe(3000n);
    expect(wageringRequirement(100n, 200n, { multiplier: 0, base: 'bonus' })).toBe(0n);
  });
});

describe('wageringContribution', () => {
  const weights = { RNG: 100, INHOUSE: 100, LIVE: 10, SPORTS: 50 };
  it('counts a bet by its game type weight', () => {
    expect(wageringContribution(1000n, 'RNG', weights)).toBe(1000n);
    expect(wageringContribution(1000n, 'LIVE', weights)).toBe(100n);
    expect(wageringContribution(999n, 'SPORTS', weights)).toBe(499n);
  });
  it('counts nothing for a type not listed, an unknown game or a zero weight', () => {
    expect(wageringContribution(1000n, 'FISH', weights)).toBe(0n);
    expect(wageringContribution(1000n, null, weights)).toBe(0n);
    expect(wageringContribution(1000n, 'RNG', { RNG: 0 })).toBe(0n);
    expect(wageringContribution(0n, 'RNG', weights)).toBe(0n);
  });
  it('adds up over a mixed stream of bets to the weighted sum', () => {
    const bets: [bigint, string][] = [
      [500n, 'RNG'],
      [1000n, 'LIVE'],
      [300n, 'FISH'],
      [250n, 'SPORTS'],
    ];
    const total = bets.reduce((sum, [amount, type]) => sum + wageringContribution(amount, type, weights), 0n);
    expect(total).toBe(500n + 100n + 0n + 125n);
  });
});

describe('wageringProgress', () => {
  it('is the whole percent met, capped at 100', () => {
    expect(wageringProgress(0n, 1000n)).toBe(0);
    expect(wageringProgress(999n, 1000n)).toBe(99);
    expect(wageringProgress(1000n, 1000n)).toBe(100);
    expect(wageringProgress(5000n, 1000n)).toBe(100);
    expect(wageringProgress(0n, 0n)).toBe(100);
  });
});
