import { describe, expect, it } from 'vitest';
import { enSpots } from './i18n-en.ts';
import { spotName } from './spots.ts';

describe('spot names', () => {
  it('names every kind of spot code', () => {
    expect(spotName('BANKER', enSpots)).toBe('Banker');
    expect(spotName('STRAIGHT_17', enSpots)).toBe('17');
    expect(spotName('SPLIT_8_11', enSpots)).toBe('Split 8-11');
    expect(spotName('STREET_4', enSpots)).toBe('Street 4-6');
    expect(spotName('LINE_31', enSpots)).toBe('Six line 31-36');
    expect(spotName('CORNER_25_26_28_29', enSpots)).toBe('Corner 25-26-28-29');
    expect(spotName('TRIO_0_2_3', enSpots)).toBe('Trio 0-2-3');
    expect(spotName('COMBO_2_5', enSpots)).toBe('Combination 2-5');
    expect(spotName('TOTAL_11', enSpots)).toBe('Total 11');
    expect(spotName('WHATEVER_1', enSpots)).toBe('WHATEVER_1');
  });
});
