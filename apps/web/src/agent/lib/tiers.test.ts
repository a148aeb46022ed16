import { describe, expect, it } from 'vitest';
import { capRateAt, formatRate, isAboveCap, topRate } from './tiers.ts';

const tier = (minValidBet: string, rate: string, minActiveMembers = 0, minLoss = '0') => ({
  minValidBet,
  minLoss,
  minActiveMembers,
  rate,
});

const own = [tier('0', '0.5'), tier('10000', '0.8', 5), tier('100000', '1.2', 20)];

describe('contract tiers', () => {
  it('caps an offered tier at the highest own tier it reaches', () => {
    expect(capRateAt(own, tier('0', '0.3'))).toBe('0.5');
    expect(capRateAt(own, tier('10000', '0.3'))).toBe('0.5'); // needs 5 active members too
    expect(capRateAt(own, tier('10000', '0.3', 5))).toBe('0.8');
    expect(capRateAt(own, tier('250000', '0.3', 50))).toBe('1.2');
    expect(capRateAt([tier('500', '1')], tier('0', '0.1'))).toBeNull();
  });

  it('compares rates exactly to 4 decimals', () => {
    expect(isAboveCap('0.8', '0.8')).toBe(false);
    expect(isAboveCap('0.8001', '0.8')).toBe(true);
    expect(isAboveCap('0.7999', '0.8')).toBe(false);
    expect(isAboveCap('0.1', null)).toBe(true);
    expect(topRate(own)).toBe('1.2');
    expect(topRate([])).toBe('0');
    expect(topRate([tier('0', '0.8000'), tier('5', '1.2500')])).toBe('1.25');
    expect(formatRate('1.0000')).toBe('1');
    expect(formatRate('0.0500')).toBe('0.05');
    expect(formatRate('12')).toBe('12');
  });
});
