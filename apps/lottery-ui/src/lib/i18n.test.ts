import { LANGUAGES } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { BUNDLES, translator } from './i18n.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('lottery UI bundles', () => {
  it('every language says every message, with the same placeholders as English', () => {
    const en = BUNDLES.EN;
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(BUNDLES[language] ?? {})) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
  });

  it('fills placeholders and names bet types by code, falling back to the vendor name', () => {
    const { t, betTypeName } = translator('VI');
    expect(t('draw', { key: '20261125-01' })).toBe('Kỳ 20261125-01');
    expect(translator('CN').betTypeName('DE', 'Đề')).toBe('特码');
    expect(betTypeName('DE', 'Đề')).toBe('Đề');
  });
});
