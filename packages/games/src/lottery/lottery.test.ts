import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawLottery, LOTTERY_TIER_LAYOUTS } from './draw.ts';
import { houseEdge, LOTTERY_BET_TYPES, lineExposure, priceLine, settleLine } from './lottery.ts';
import { LOTTERY_KINDS, type LotteryBetType, type LotteryKind, type LotteryLine } from './types.ts';

/** A valid line of a bet type: selections drawn from its pick (refused shapes are filtered by priceLine). */
function lineOf(type: LotteryBetType): fc.Arbitrary<LotteryLine> {
  const { count, min, max, digits } = type.pick;
  const selection =
    digits === null
      ? fc.constantFrom(...(type.options ?? []))
      : fc.integer({ min, max }).map((n) => String(n).padStart(digits, '0'));
  return fc.record({
    betType: fc.constant(type.code),
    selections: fc.uniqueArray(selection, { minLength: count, maxLength: count }),
    stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  });
}

const kindAndLine = fc
  .constantFrom(...LOTTERY_KINDS.filter((k) => LOTTERY_BET_TYPES[k].length > 0))
  .chain((kind) => fc.tuple(fc.constant(kind), fc.constantFrom(...LOTTERY_BET_TYPES[kind]).chain(lineOf)));

describe('every bet type of every game', () => {
  it('has a well-formed definition and a house edge in (−1, 1)', () => {
    for (const kind of LOTTERY_KINDS)
      for (const t of LOTTERY_BET_TYPES[kind]) {
        expect(t.kind).toBe(kind);
        expect(t.pick.count).toBeGreaterThan(0);
        expect(t.pick.digits === null).toBe(t.options !== undefined);
        expect(t.costFactor).toBeGreaterThan(0n);
        expect(t.description.length).toBeGreaterThan(20);
        const e = houseEdge(kind, t.code);
        expect(e.denominator).toBeGreaterThan(0n);
        expect(e.numerator).toBeGreaterThan(0n);
        expect(e.numerator).toBeLessThan(e.denominator);
      }
    const codes = LOTTERY_KINDS.flatMap((k) => LOTTERY_BET_TYPES[k].map((t) => `${k}:${t.code}`));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('settles never negative, never above its exposure, and prices at stake × costFactor or more', () => {
    fc.assert(
      fc.property(kindAndLine, fc.stringMatching(/^[0-9a-f]{64}$/), ([kind, line], seed) => {
        const price = priceLine(kind, line);
        fc.pre(price.ok);
        if (!price.ok) return;
        const type = LOTTERY_BET_TYPES[kind].find((t) => t.code === line.betType);
        expect(price.cost).toBeGreaterThanOrEqual(line.stake * (type?.costFactor ?? 1n));
        const result = drawLottery(kind, seed, 'prop');
        const won = settleLine(kind, line, result);
        const exposure = lineExposure(kind, line);
        expect(won).toBeGreaterThanOrEqual(0n);
        expect(exposure.reduce((s, e) => s + e.payout, 0n)).toBeGreaterThanOrEqual(won);
        for (const e of exposure)
          expect(e.key.startsWith(`${line.betType}:`) || kind === 'SEA_4D').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses an unknown bet type, a non-bigint or zero stake and a wrong selection count', () => {
    fc.assert(
      fc.property(kindAndLine, ([kind, line]) => {
        const code = (l: LotteryLine) => {
          const p = priceLine(kind, l);
          return p.ok ? 'ok' : p.code;
        };
        expect(code({ ...line, betType: 'NOPE' })).toBe('LOTTERY_UNKNOWN_BET_TYPE');
        expect(code({ ...line, stake: 0n })).toBe('LOTTERY_BAD_STAKE');
        expect(code({ ...line, selections: [...line.selections, line.selections[0] ?? ''] })).toBe(
          'LOTTERY_BAD_SELECTION',
        );
        expect(code({ ...line, selections: line.selections.slice(1) })).toBe('LOTTERY_BAD_SELECTION');
      }),
      { numRuns: 300 },
    );
  });

  it('reaches its exposure in the worst case: all 27 northern prizes ending in the lô number', () => {
    const worst = {
      kind: 'VN_NORTH' as LotteryKind,
      tiers: LOTTERY_TIER_LAYOUTS.VN_NORTH.map((t) => ({
        tier: t.tier,
        name: t.name,
        numbers: Array<string>(t.count).fill('07'.padStart(t.digits, '1')),
      })),
    };
    const line = { betType: 'LO2', selections: ['07'], stake: 1000n };
    const [exposure] = lineExposure('VN_NORTH', line);
    expect(settleLine('VN_NORTH', line, worst)).toBe(exposure?.payout);
    expect(exposure?.payout).toBe(27n * 99_000n);
  });
});
