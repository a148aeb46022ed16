import { describe, expect, it } from 'vitest';
import { ZInstant, ZRowId } from './primitives.ts';
import * as z from './z.ts';

describe('z.string', () => {
  it.each(['a\u0000b', '\ud800', 'x\udc00', '\ud83d'])(
    'refuses %j, which the database cannot store',
    (text) => {
      expect(z.string().safeParse(text).success).toBe(false);
      expect(z.string().min(1).max(100).trim().safeParse(text).success).toBe(false);
    },
  );

  it.each(['', 'plain', 'กขค', '\ud83c\udfb0 slots'])('accepts %j', (text) => {
    expect(z.string().safeParse(text).success).toBe(true);
  });
});

describe('ZRowId', () => {
  it.each(['1', '42', '9223372036854775807'])('accepts %s', (id) => {
    expect(ZRowId.safeParse(id).success).toBe(true);
  });

  it.each(['0', '-1', '01', '9223372036854775808', '99999999999999999999', '1e3', 'javascript:alert(1)'])(
    'refuses %s',
    (id) => {
      expect(ZRowId.safeParse(id).success).toBe(false);
    },
  );
});

describe('ZInstant', () => {
  it('accepts an instant with an offset', () => {
    expect(ZInstant.safeParse('2026-11-25T12:00:00+07:00').success).toBe(true);
  });

  it.each(['0000-01-01T00:00:00Z', '2026-11-25', 'yesterday'])('refuses %s', (value) => {
    expect(ZInstant.safeParse(value).success).toBe(false);
  });
});
