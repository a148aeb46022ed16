import { LANGUAGES } from '@croupier/contracts';
import { bundleProblems } from '@croupier/game-client';
import { describe, expect, it } from 'vitest';
import { BUNDLES, translator } from './i18n.ts';

describe('lottery UI bundles', () => {
  it('every language says every message, with the same placeholders as English', () => {
    expect(LANGUAGES.filter((language) => !BUNDLES[language])).toEqual([]);
    expect(bundleProblems(BUNDLES)).toEqual([]);
  });

  it('fills placeholders and names bet types by code, falling back to the vendor name', () => {
    const { t, betTypeName } = translator('VI');
    expect(t('draw', { key: '20261125-01' })).toBe('Kỳ 20261125-01');
    expect(translator('CN').betTypeName('DE', 'Đề')).toBe('特码');
    expect(betTypeName('DE', 'Đề')).toBe('Đề');
    expect(translator('TW').betTypeName('DE', 'Đề')).toBe('特碼');
    expect(translator('AR').t('draw', { key: '20261126-7' })).toBe('السحب \u206820261126-7\u2069');
  });

  it("says what a bet type pays in the language, or the vendor's text for a code it does not know", () => {
    const de = { code: 'DE', costFactor: 1, description: 'Pays the odds when …' };
    expect(translator('VI').betTypeHelp(de)).toBe(
      'Trả theo tỷ lệ khi 2 số đã chọn trùng hai số cuối của giải đặc biệt.',
    );
    expect(translator('KO').betTypeHelp({ ...de, code: 'NEW_TYPE' })).toBe('Pays the odds when …');
  });
});
