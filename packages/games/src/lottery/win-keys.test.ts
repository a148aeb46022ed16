import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyLineNear, settleByWinKeys } from '../testing/lottery.ts';
import { drawLottery } from './draw.ts';
import { LOTTERY_BET_TYPES, lineWinKey, lotteryWinKeys, priceLine, settleLine } from './lottery.ts';
import { selectionDomain, subsets } from './rule.ts';
import { LOTTERY_KINDS, type LotteryKind, type LotteryWinKey } from './types.ts';

const SEED = 'a3'.repeat(32);
const STAKES = [1n, 7n, 10_000n, 123_456_789n, 3n];

/** The table indexed by bet type and key, for the exhaustive sweeps (10 000 selections and more). */
function indexed(table: readonly LotteryWinKey[]) {
  const byKey = new Map<string, LotteryWinKey[]>();
  for (const row of table) {
    const k = `${row.betType}|${row.key}`;
    byKey.set(k, [...(byKey.get(k) ?? []), row]);
  }
  return (betType: string, selections: readonly string[], stake: bigint) =>
    (byKey.get(`${betType}|${lineWinKey(selections)}`) ?? []).reduce(
      (sum, row) => sum + (stake * row.multiplier) / row.divisor,
      0n,
    );
}

describe('the win table (set-based settlement) equals settleLine', () => {
  it('for every selection of every single-pick bet type and every 11x5 pick, on several draws', () => {
    for (const kind of LOTTERY_KINDS)
      for (const drawKey of ['w1', 'w2']) {
        const result = drawLottery(kind, SEED, drawKey);
        const table = lotteryWinKeys(kind, result);
        const win = indexed(table);
        let winners = 0;
        for (const type of LOTTERY_BET_TYPES[kind]) {
          // Xiên over all 100 numbers is millions of lines: the property below covers it.
          if (type.code.startsWith('XIEN')) continue;
          selectionDomain(type).forEach((selections, i) => {
            const stake = STAKES[i % STAKES.length] as bigint;
            const line = { betType: type.code, selections, stake };
            if (!priceLine(kind, line).ok) return;
            const expected = settleLine(kind, line, result);
            if (win(type.code, selections, stake) !== expected)
              expect(win(type.code, selections, stake), `${kind} ${type.code} ${selections}`).toBe(expected);
            if (expected > 0n) winners++;
          });
        }
        expect(winners).toBeGreaterThan(0);
      }
  });

  it('for xiên on the drawn endings and beside them', () => {
    for (const kind of ['VN_NORTH', 'VN_SOUTH'] as const) {
      const result = drawLottery(kind, SEED, 'xien');
      const win = indexed(lotteryWinKeys(kind, result));
      const drawn = [...new Set(result.tiers.flatMap((t) => t.numbers.map((n) => n.slice(-2))))].sort();
      const missing = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).filter(
        (n) => !drawn.includes(n),
      );
      for (const k of [2, 3, 4]) {
        const pool = [...drawn.slice(0, 8), ...missing.slice(0, 3)];
        for (const selections of subsets(pool, k)) {
          const line = { betType: `XIEN${k}`, selections: [...selections].reverse(), stake: 3_333n };
          expect(win(line.betType, line.selections, line.stake)).toBe(settleLine(kind, line, result));
        }
      }
    }
  });

  it('for generated lines near generated draws of every game (fast-check)', () => {
    const kindArb = fc.constantFrom<LotteryKind>(...LOTTERY_KINDS);
    const caseArb = fc
      .tuple(kindArb, fc.stringMatching(/^[0-9a-f]{64}$/), fc.string({ minLength: 1, maxLength: 12 }))
      .chain(([kind, seed, drawKey]) => {
        const result = drawLottery(kind, seed, drawKey);
        return fc.tuple(
          fc.constant(kind),
          fc.constant(result),
          fc.array(anyLineNear(kind, result), { minLength: 1, maxLength: 20 }),
        );
      });
    let wins = 0;
    fc.assert(
      fc.property(caseArb, ([kind, result, lines]) => {
        const table = lotteryWinKeys(kind, result);
        for (const line of lines) {
          const expected = settleLine(kind, line, result);
          expect(settleByWinKeys(table, line)).toBe(expected);
          if (expected > 0n) wins++;
        }
      }),
      { numRuns: 400 },
    );
    expect(wins).toBeGreaterThan(100);
  });

  it('keeps the northern table small enough for one insert per draw', () => {
    const table = lotteryWinKeys('VN_NORTH', drawLottery('VN_NORTH', SEED, 'size'));
    expect(table.length).toBeLessThan(22_000);
    expect(new Set(table.map((r) => r.betType))).toEqual(
      new Set(LOTTERY_BET_TYPES.VN_NORTH.map((t) => t.code)),
    );
  });
});
