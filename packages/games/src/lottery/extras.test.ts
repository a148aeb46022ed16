import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../rng.ts';
import { drawLottery } from './draw.ts';
import { formatEdgePercent, lotteryTrends, randomSelections } from './extras.ts';
import { houseEdge, LOTTERY_BET_TYPES, priceLine } from './lottery.ts';
import { LOTTERY_KINDS, type LotteryResult } from './types.ts';

describe('randomSelections (quick pick)', () => {
  it('gives a valid selection for every bet type of every game', () => {
    const rng = new SeededRandom(7);
    for (const kind of LOTTERY_KINDS)
      for (const t of LOTTERY_BET_TYPES[kind])
        for (let i = 0; i < 50; i++) {
          const selections = randomSelections(kind, t.code, rng);
          expect(priceLine(kind, { betType: t.code, selections, stake: 1n }).ok, `${kind} ${t.code}`).toBe(
            true,
          );
        }
    expect(() => randomSelections('VN_NORTH', 'NOPE', rng)).toThrow(RangeError);
  });

  it('reaches every value of a pick', () => {
    const rng = new SeededRandom(3);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(randomSelections('VN_NORTH', 'DE', rng)[0] ?? '');
    expect(seen.size).toBe(100);
  });
});

describe('lotteryTrends', () => {
  const dice = (...faces: string[]): LotteryResult => ({
    kind: 'FAST_DICE',
    tiers: [{ tier: 'DICE', name: 'Dice', numbers: faces }],
  });
  it('counts every key and how many draws ago it came up, newest first', () => {
    const t = lotteryTrends('FAST_DICE', [dice('1', '1', '2'), dice('2', '3', '4'), dice('6', '6', '6')]);
    expect(t).toEqual([
      { key: '1', count: 2, drawsAgo: 0 },
      { key: '2', count: 2, drawsAgo: 0 },
      { key: '3', count: 1, drawsAgo: 1 },
      { key: '4', count: 1, drawsAgo: 1 },
      { key: '5', count: 0, drawsAgo: null },
      { key: '6', count: 3, drawsAgo: 2 },
    ]);
    expect(() => lotteryTrends('FAST_5D', [dice('1', '2', '3')])).toThrow(RangeError);
  });

  it('counts lô endings of the northern draw per occurrence, 27 a draw', () => {
    const results = Array.from({ length: 10 }, (_, i) =>
      drawLottery('VN_NORTH', 'c1f4a8e3b2d5f6071829304a5b6c7d8e9fa0b1c2d3e4f5061728394a5b6c7d8e', `t:${i}`),
    );
    const t = lotteryTrends('VN_NORTH', results);
    expect(t).toHaveLength(100);
    expect(t.reduce((s, x) => s + x.count, 0)).toBe(270);
    const g7 = results[0]?.tiers[7]?.numbers[0] ?? '';
    expect(t.find((x) => x.key === g7)?.drawsAgo).toBe(0);
    expect(lotteryTrends('FAST_RACE', [])).toHaveLength(100);
    expect(lotteryTrends('SEA_4D', [])).toHaveLength(40);
  });
});

describe('formatEdgePercent', () => {
  it('truncates the exact edge to a percentage', () => {
    expect(formatEdgePercent(houseEdge('FAST_DICE', 'SUM_BS'))).toBe('2.77'); // 1/36 = 2.777… %
    expect(formatEdgePercent(houseEdge('VN_NORTH', 'LO2'))).toBe('1.00');
    expect(formatEdgePercent(houseEdge('SEA_4D', 'BIG'), 1)).toBe('36.0');
    expect(formatEdgePercent({ numerator: -1n, denominator: 100n })).toBe('-1.00');
    expect(formatEdgePercent({ numerator: 1n, denominator: 3n }, 0)).toBe('33');
  });
});
