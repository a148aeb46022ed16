import { describe, expect, it } from 'vitest';
import {
  checkField,
  fieldRuleFor,
  lengthRange,
  matchesPattern,
  PATTERN_IDS,
  PATTERN_KINDS,
  type TPatternId,
} from './field-rules.ts';

const accepts: Record<TPatternId, { good: string[]; bad: string[] }> = {
  ANY: { good: ['anything at all ✓'], bad: [] },
  LETTER_FIRST_ALNUM: { good: ['player01', 'Abc'], bad: ['1player', 'play_er', 'pla yer'] },
  CHINESE_DIGITS: { good: ['张三123', '李四'], bad: ['zhang3', '张 三'] },
  EMAIL: { good: ['a.b+c@mail.example.com'], bad: ['a@b', 'no-at.example.com', 'a @b.com'] },
  LETTERS_OR_DIGITS: { good: ['abc', '123', 'a1'], bad: ['a-1', 'a 1'] },
  LETTERS_AND_DIGITS: { good: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 123'] },
  DIGITS: { good: ['0912345678'], bad: ['09-1234', '12a'] },
  ALNUM_WITH_UPPER: { good: ['Abc123', 'ABC'], bad: ['abc123', 'Abc-1'] },
  ENGLISH_AND_SPACES: { good: ['John Smith'], bad: ['John3', 'Jöhn'] },
  NO_SPACES: { good: ['@line_id.1'], bad: ['has space', 'tab\there'] },
  CHINESE_PUNCTUATION: { good: ['你好，世界。'], bad: ['hello', '你好!'] },
  DATE: { good: ['2000-02-29', '12-31-1999'], bad: ['2000/01/01', '1999-13-01', '31-12-1999'] },
  KOREAN: { good: ['홍길동'], bad: ['Hong', '洪吉童'] },
  THAI: { good: ['สมชาย ใจดี'], bad: ['Somchai'] },
  THAI_OR_ENGLISH: { good: ['สมชาย Jaidee'], bad: ['สมชาย1'] },
  UPPERCASE_AND_SPACES: { good: ['JOHN SMITH'], bad: ['John Smith'] },
  FULL_NAME: { good: ['John Smith', 'Nguyễn Văn An'], bad: ['John', 'John  '] },
  FULLWIDTH_JAPANESE: { good: ['やまだ　タロウ', '山田'], bad: ['yamada', 'ﾔﾏﾀﾞ'] },
  STRONG_PASSWORD: { good: ['Aa1!aaaa'], bad: ['Aa1aaaaa', 'aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa'] },
  UPPERCASE: { good: ['ABC'], bad: ['ABc', 'A B'] },
  NO_SPECIAL_CHARACTERS: { good: ['Trần Văn 2', 'abc'], bad: ['abc!', 'a_b'] },
};

describe('PATTERN_KINDS', () => {
  it.each(PATTERN_IDS)('%s accepts what it names and refuses the rest', (id) => {
    for (const value of accepts[id].good) expect(matchesPattern(value, PATTERN_KINDS[id]), value).toBe(true);
    for (const value of accepts[id].bad) expect(matchesPattern(value, PATTERN_KINDS[id]), value).toBe(false);
  });
});

describe(checkField.name, () => {
  const username = fieldRuleFor('LETTER_FIRST_ALNUM', { minLength: 6, maxLength: 16 }, { required: true });

  it('reports an empty required field, and lets an empty optional one pass', () => {
    expect(checkField('   ', username)).toEqual({ kind: 'required' });
    expect(checkField('', { ...username, required: false })).toBeNull();
  });

  it('checks the trimmed length against the bounds, counting characters not bytes', () => {
    expect(checkField('abc', username)).toEqual({ kind: 'length', min: 6, max: 16 });
    expect(checkField('  player01  ', username)).toBeNull();
    const thai = fieldRuleFor('THAI', { minLength: 2, maxLength: 4 });
    expect(checkField('สมชา', thai)).toBeNull();
  });

  it('names the pattern kind when the value does not match', () => {
    expect(checkField('1player', username)).toEqual({
      kind: 'pattern',
      patternId: 'LETTER_FIRST_ALNUM',
      min: 6,
      max: 16,
    });
  });

  it('treats a lone * as anything and a broken pattern as nothing', () => {
    expect(matchesPattern('x y z', '*')).toBe(true);
    expect(matchesPattern('abc', '([')).toBe(false);
  });
});

describe(lengthRange.name, () => {
  it('shows one number when min equals max', () => {
    expect(lengthRange(6, 6)).toBe('6');
    expect(lengthRange(6, 16)).toBe('6-16');
  });
});
