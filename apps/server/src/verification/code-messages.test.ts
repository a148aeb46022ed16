import { LANGUAGES } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { codeMessageSubject, codeMessageText } from './code-messages.ts';

const input = { brand: 'Royal Flush', code: '123456', minutes: 5 };

describe(codeMessageText.name, () => {
  it('reads as the product wording in English, singular for one minute', () => {
    expect(codeMessageText('EN', input)).toBe(
      'Your Royal Flush verification code is 123456. It expires in 5 minutes.',
    );
    expect(codeMessageText('EN', { ...input, minutes: 1 })).toBe(
      'Your Royal Flush verification code is 123456. It expires in 1 minute.',
    );
  });

  it('is translated for Chinese, Vietnamese and Thai', () => {
    expect(codeMessageText('CN', input)).toBe('您的Royal Flush验证码是123456，5分钟内有效。');
    expect(codeMessageText('VI', input)).toBe(
      'Mã xác minh Royal Flush của bạn là 123456. Mã sẽ hết hạn sau 5 phút.',
    );
    expect(codeMessageText('TH', input)).toBe('รหัสยืนยัน Royal Flush ของคุณคือ 123456 รหัสจะหมดอายุใน 5 นาที');
  });

  it('uses the plural a number takes in Russian and Arabic', () => {
    expect(codeMessageText('RU', { ...input, minutes: 1 })).toContain('1 минуту');
    expect(codeMessageText('RU', { ...input, minutes: 3 })).toContain('3 минуты');
    expect(codeMessageText('RU', { ...input, minutes: 11 })).toContain('11 минут');
    expect(codeMessageText('AR', { ...input, minutes: 5 })).toContain('5 دقائق');
    expect(codeMessageText('AR', { ...input, minutes: 15 })).toContain('15 دقيقة');
  });

  it.each(LANGUAGES)(
    'carries brand, code and minutes in %s, differently from every other language',
    (language) => {
      const text = codeMessageText(language, { brand: 'Gold Coast', code: '004217', minutes: 7 });
      expect(text).toContain('Gold Coast');
      expect(text).toContain('004217');
      expect(text).toContain('7');
      for (const other of LANGUAGES.filter((l) => l !== language)) {
        expect(codeMessageText(other, input)).not.toBe(codeMessageText(language, input));
      }
    },
  );
});

describe(codeMessageSubject.name, () => {
  it.each(LANGUAGES)('names the brand in %s', (language) => {
    expect(codeMessageSubject(language, 'Royal Flush')).toContain('Royal Flush');
  });

  it('is English for EN', () => {
    expect(codeMessageSubject('EN', 'Royal Flush')).toBe('Your Royal Flush verification code');
  });
});
