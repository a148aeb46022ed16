import { describe, expect, it } from 'vitest';
import { matchLanguage } from './languages.ts';

describe(matchLanguage.name, () => {
  it('accepts product codes in any case', () => {
    expect(matchLanguage('CN')).toBe('CN');
    expect(matchLanguage('th')).toBe('TH');
  });

  it('maps Accept-Language tags to the first supported language', () => {
    expect(matchLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('CN');
    expect(matchLanguage('fr-FR, vi;q=0.7')).toBe('VI');
  });

  it('returns undefined when nothing fits', () => {
    expect(matchLanguage('fr-FR,de')).toBeUndefined();
    expect(matchLanguage('')).toBeUndefined();
    expect(matchLanguage(undefined)).toBeUndefined();
  });
});
