import { describe, expect, it } from 'vitest';
import { hotAndCold, trendBoard, trendKeys, trendUniverse } from './trends.ts';

const tiers = (...numbers: string[][]) =>
  numbers.map((n, i) => ({ tier: `T${i}`, name: `Tier ${i}`, numbers: n }));

describe('trends', () => {
  it('reads the Vietnamese draw by last two digits and racing by the winning car', () => {
    expect(trendKeys('VN_NORTH', tiers(['12345'], ['0045', '77']))).toEqual(['45', '45', '77']);
    expect(trendKeys('FAST_RACE', tiers(['07', '01', '10']))).toEqual(['07']);
    expect(trendUniverse('FAST_11X5')).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
    ]);
    expect(trendUniverse('VN_SOUTH')).toHaveLength(100);
  });

  it('counts appearances and draws since last seen, newest first, skipping undrawn results', () => {
    const board = trendBoard('FAST_DICE', [tiers(['1', '1', '2']), null, tiers(['3', '2', '6'])]);
    expect(board).toEqual([
      { key: '1', count: 2, gap: 0 },
      { key: '2', count: 2, gap: 0 },
      { key: '3', count: 1, gap: 1 },
      { key: '4', count: 0, gap: 2 },
      { key: '5', count: 0, gap: 2 },
      { key: '6', count: 1, gap: 1 },
    ]);
    const { hot, cold } = hotAndCold(board, 2);
    expect(hot.map((e) => e.key)).toEqual(['1', '2']);
    expect(cold.map((e) => e.key)).toEqual(['4', '5']);
  });
});
