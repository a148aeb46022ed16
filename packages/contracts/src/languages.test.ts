import { describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, LANGUAGES, languageDirection, localized, matchLanguage } from './languages.ts';

describe(matchLanguage.name, () => {
  it('accepts product codes in any case', () => {
    expect(matchLanguage('CN')).toBe('CN');
    expect(matchLanguage('th')).toBe('TH');
    expect(matchLanguage('fil')).toBe('FIL');
    for (const code of LANGUAGES) expect(matchLanguage(code.toLowerCase())).toBe(code);
  });

  it('maps Accept-Language tags to the first supported language', () => {
    expect(matchLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('CN');
    expect(matchLanguage('fr-FR, vi;q=0.7')).toBe('VI');
    expect(matchLanguage('ar-EG')).toBe('AR');
    expect(matchLanguage('pt-BR,pt;q=0.9')).toBe('PT');
    expect(matchLanguage('tl-PH')).toBe('FIL');
    expect(matchLanguage('in-ID')).toBe('ID');
    expect(matchLanguage('my-MM')).toBe('MY');
    expect(matchLanguage('ms-MY')).toBe('MS');
  });

  it('tells traditional from simplified Chinese by script or region', () => {
    expect(matchLanguage('zh-TW')).toBe('TW');
    expect(matchLanguage('zh-Hant-HK')).toBe('TW');
    expect(matchLanguage('zh_HK')).toBe('TW');
    expect(matchLanguage('zh-Hans')).toBe('CN');
    expect(matchLanguage('zh-SG')).toBe('CN');
  });

  it('returns undefined when nothing fits', () => {
    expect(matchLanguage('fr-FR,de')).toBeUndefined();
    expect(matchLanguage('constructor')).toBeUndefined();
    expect(matchLanguage('')).toBeUndefined();
    expect(matchLanguage(undefined)).toBeUndefined();
  });
});

describe('LANGUAGE_INFO', () => {
  it('names every language in itself with a distinct BCP 47 tag', () => {
    const tags = LANGUAGES.map((code) => LANGUAGE_INFO[code].htmlLang);
    expect(new Set(tags).size).toBe(LANGUAGES.length);
    for (const tag of tags) expect(() => new Intl.Locale(tag)).not.toThrow();
    expect(new Set(LANGUAGES.map((code) => LANGUAGE_INFO[code].nativeName)).size).toBe(LANGUAGES.length);
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(LANGUAGES.filter((code) => languageDirection(code) === 'rtl')).toEqual(['AR']);
  });
});

describe(localized.name, () => {
  it('reads the language entry, else English', () => {
    const record = { EN: 'Deposit', TH: 'ฝากเงิน' };
    expect(localized(record, 'TH')).toBe('ฝากเงิน');
    expect(localized(record, 'JA')).toBe('Deposit');
    expect(localized(record, undefined)).toBe('Deposit');
  });
});
