import { LANGUAGES } from '@croupier/contracts';
import { LOTTERY_BET_TYPES, LOTTERY_TIER_LAYOUTS } from '@croupier/games';
import { describe, expect, it } from 'vitest';
import { VENDOR_TEXTS, vendorBetTypeName, vendorOptionLabel, vendorTierName } from './vendor-texts.ts';

const others = LANGUAGES.filter((l) => l !== 'EN');

describe("the vendor's English texts in the site's other languages", () => {
  it('covers all 18 other languages', () => {
    expect(Object.keys(VENDOR_TEXTS).sort()).toEqual([...others].sort());
  });

  it('names every fast and 4D bet type in every language, filled and not the English name', () => {
    for (const kind of ['SEA_4D', 'FAST_5D', 'FAST_RACE', 'FAST_DICE', 'FAST_11X5'] as const)
      for (const t of LOTTERY_BET_TYPES[kind])
        for (const language of others) {
          const name = vendorBetTypeName(language, t.code);
          expect(name, `${language} ${t.code}`).toBeTruthy();
          expect(name, `${language} ${t.code}`).not.toMatch(/\{\w+\}/);
          if (!['CN', 'TW', 'JA', 'KO'].includes(language) || !/^[A-Za-z]/.test(name as string))
            expect(name, `${language} ${t.code}`).not.toBe(t.name);
        }
    expect(vendorBetTypeName('VI', 'SUM_7_14')).toBe('Tổng 7 hoặc 14');
    expect(vendorBetTypeName('TH', 'RANK10_BSOE')).toBe('อันดับ 10 สูง / ต่ำ / คี่ / คู่');
    expect(vendorBetTypeName('CN', 'SMALL_IBOX')).toBe('包组（小）');
    expect(vendorBetTypeName('EN', 'PICK3')).toBeUndefined();
    expect(vendorBetTypeName('VI', 'DE')).toBeUndefined();
  });

  it('labels the dragon, tiger and any options, and names every prize tier', () => {
    for (const language of others) {
      for (const option of ['DRAGON', 'TIGER', 'ANY'])
        expect(vendorOptionLabel(language, option)).toBeTruthy();
      for (const kind of ['VN_NORTH', 'VN_SOUTH', 'SEA_4D'] as const)
        for (const tier of LOTTERY_TIER_LAYOUTS[kind]) {
          const name = vendorTierName(language, tier.tier);
          expect(name, `${language} ${tier.tier}`).toBeTruthy();
          expect(name).not.toBe(tier.name);
        }
    }
  });
});
