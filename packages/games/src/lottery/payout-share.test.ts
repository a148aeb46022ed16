import { describe, expect, it } from 'vitest';
import { drawLottery } from './draw.ts';
import { houseEdge, houseEdgeAtPayout, lotteryWinKeys, settleLine, settleLineAtPayout } from './lottery.ts';

const SEED = '5e'.repeat(32);

describe('a merchant paying a share of the standard pay table', () => {
  const result = drawLottery('VN_NORTH', SEED, '20261126');
  const special = result.tiers[0]?.numbers[0] as string;
  const de = { betType: 'DE', selections: [special.slice(-2)], stake: 12_345n };

  it('pays the standard win at the full table and floor(win × share) on a one-key bet (đề)', () => {
    const full = settleLine('VN_NORTH', de, result);
    expect(full).toBeGreaterThan(0n);
    expect(settleLineAtPayout('VN_NORTH', de, result, 10_000)).toBe(full);
    // đề pays once per draw: one win key, so the share floors the standard win.
    expect(settleLineAtPayout('VN_NORTH', de, result, 9_000)).toBe((full * 9_000n) / 10_000n);
    expect(settleLineAtPayout('VN_NORTH', de, result, 9_000, lotteryWinKeys('VN_NORTH', result))).toBe(
      (full * 9_000n) / 10_000n,
    );
  });

  it('pays a losing line nothing at any share, and refuses a share outside 1..10000', () => {
    const other = String((Number(special.slice(-2)) + 1) % 100).padStart(2, '0');
    expect(settleLineAtPayout('VN_NORTH', { ...de, selections: [other] }, result, 8_000)).toBe(0n);
    expect(() => settleLineAtPayout('VN_NORTH', de, result, 0)).toThrow(RangeError);
    expect(() => settleLineAtPayout('VN_NORTH', de, result, 10_001)).toThrow(RangeError);
  });

  it('sums the per-occurrence floors of lô, as the settlement SQL does', () => {
    const endings = result.tiers.flatMap((t) => t.numbers.map((n) => n.slice(-2)));
    const twice = endings.find((e, i) => endings.indexOf(e) !== i) ?? (endings[0] as string);
    const lo = { betType: 'LO2', selections: [twice], stake: 777n };
    const rows = lotteryWinKeys('VN_NORTH', result).filter((r) => r.betType === 'LO2' && r.key === twice);
    const expected = rows.reduce(
      (sum, r) => sum + (777n * r.multiplier * 8_500n) / (r.divisor * 10_000n),
      0n,
    );
    expect(settleLineAtPayout('VN_NORTH', lo, result, 8_500)).toBe(expected);
  });

  it('states the exact house edge at the share: 1 − (1 − edge) × share', () => {
    const base = houseEdge('VN_NORTH', 'DE');
    const at = houseEdgeAtPayout('VN_NORTH', 'DE', 9_000);
    // Compare as fractions: at = 1 − (1 − n/d)·0.9
    const expectedNum = base.denominator * 10n - (base.denominator - base.numerator) * 9n;
    expect(at.numerator * base.denominator * 10n).toBe(expectedNum * at.denominator);
    expect(houseEdgeAtPayout('VN_NORTH', 'DE', 10_000)).toEqual(base);
  });
});
