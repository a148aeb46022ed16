import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loyaltyAr } from '../../i18n/locales/loyalty/ar.ts';
import { loyaltyEn } from '../../i18n/locales/loyalty/en.ts';
import { loyaltyRu } from '../../i18n/locales/loyalty/ru.ts';
import { pointsCount } from './points-format.ts';

async function priceIn(language: string, bundle: unknown, value: string): Promise<string> {
  const sut = i18next.createInstance();
  await sut.init({ lng: language, resources: { [language]: { translation: { loyalty: bundle } } } });
  return sut.t('loyalty.points.price', pointsCount(value));
}

describe(pointsCount.name, () => {
  it('reads one point in the singular and the rest in the plural', async () => {
    expect(await priceIn('EN', loyaltyEn, '1')).toBe('1 point');
    expect(await priceIn('EN', loyaltyEn, '0')).toBe('0 points');
    expect(await priceIn('EN', loyaltyEn, '1200')).toBe('1,200 points');
  });

  it("picks each language's own plural form", async () => {
    expect(await priceIn('RU', loyaltyRu, '21')).toBe('21 балл');
    expect(await priceIn('RU', loyaltyRu, '3')).toBe('3 балла');
    expect(await priceIn('RU', loyaltyRu, '5')).toBe('5 баллов');
    expect(await priceIn('AR', loyaltyAr, '4')).toBe('4 نقاط');
  });

  it('keeps the plural form of a count beyond 2^53', () => {
    expect(pointsCount('90071992547409921').count).toBe(1_409_921);
    expect(pointsCount('90071992547409921').points).toBe('90,071,992,547,409,921');
  });
});
