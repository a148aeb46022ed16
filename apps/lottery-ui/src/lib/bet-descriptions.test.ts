import { LANGUAGES } from '@croupier/contracts';
import { bundleProblems } from '@croupier/game-client';
import { LOTTERY_BET_TYPES, type LotteryKind } from '@croupier/games';
import { describe, expect, it } from 'vitest';
import { BET_DESCRIPTIONS, betTypeDescription } from './bet-descriptions.ts';

const others = LANGUAGES.filter((l) => l !== 'EN');
const kinds = Object.keys(LOTTERY_BET_TYPES) as LotteryKind[];
const betTypes = kinds.flatMap((kind) => LOTTERY_BET_TYPES[kind]);

/** The figures of a text that must survive translation: counts, ranges, odds (not 1st, 2nd, 3rd). */
const figures = (text: string) => [...new Set(text.match(/\d+(?!\d|st|nd|rd|th)/g) ?? [])];

describe('bet-type descriptions in every language', () => {
  it('every language has every template, with the placeholders of English', () => {
    expect(Object.keys(BET_DESCRIPTIONS).sort()).toEqual([...LANGUAGES].sort());
    expect(bundleProblems(BET_DESCRIPTIONS)).toEqual([]);
  });

  it("says in English word for word what the vendor's maths says, for every bet type of every game", () => {
    expect(betTypes.length).toBeGreaterThan(60);
    for (const t of betTypes) expect(betTypeDescription('EN', t), `${t.kind} ${t.code}`).toBe(t.description);
    expect(betTypeDescription('EN', { code: 'NOT_A_TYPE', costFactor: 1 })).toBeUndefined();
  });

  it('describes every bet type in every other language: filled, translated, with the same figures', () => {
    for (const t of betTypes)
      for (const language of others) {
        const text = betTypeDescription(language, t) ?? '';
        const label = `${language} ${t.kind} ${t.code}: ${text}`;
        expect(text, label).not.toBe('');
        expect(text, label).not.toMatch(/\{\w+\}/);
        expect(text, label).not.toBe(t.description);
        // A template copied from English keeps English words; a translation keeps only the figures.
        expect(text, label).not.toMatch(/\bPays\b|\bthe odds\b|\bchosen\b|\bpermutation of\b/);
        const own = figures(text);
        for (const figure of figures(t.description))
          expect(own, `${label} lacks ${figure}`).toContain(figure);
      }
  });

  it('fills the counts from the code and the cost factor', () => {
    const north = LOTTERY_BET_TYPES.VN_NORTH.find((t) => t.code === 'LO2');
    const south = LOTTERY_BET_TYPES.VN_SOUTH.find((t) => t.code === 'LO3');
    expect(north && betTypeDescription('VI', north)).toBe(
      'Trả tỷ lệ nhân số điểm cho mỗi giải trong 27 giải có 2 số cuối trùng số đã chọn; giá 27 điểm.',
    );
    expect(south && betTypeDescription('CN', south)).toContain('全部17个奖号');
    expect(betTypeDescription('TH', { code: 'SUM_9_12', costFactor: 1 })).toContain('(โอกาส 25 ใน 216)');
    expect(betTypeDescription('JA', { code: 'PICK7', costFactor: 1 })).toContain('確率 21/462');
    // Arabic isolates each filled figure so it keeps its own order.
    expect(betTypeDescription('AR', { code: 'RANK3', costFactor: 1 })).toContain('المركز \u20683\u2069');
  });
});
