import type { TFieldRule } from './system.ts';

/**
 * The generic pattern kinds of spec section 5. A merchant's field rule names one by `patternId`
 * (which picks the error message) and carries its own `acceptedPattern` regex (usually the kind's
 * own, which `fieldRuleFor` fills in); a lone '*' accepts anything.
 */
export const PATTERN_KINDS = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  CHINESE_DIGITS: '^[\\u4e00-\\u9fa50-9]+$',
  EMAIL: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  LETTERS_OR_DIGITS: '^[A-Za-z0-9]+$',
  LETTERS_AND_DIGITS: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ALNUM_WITH_UPPER: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  ENGLISH_AND_SPACES: '^[A-Za-z ]+$',
  NO_SPACES: '^\\S+$',
  CHINESE_PUNCTUATION: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$',
  DATE: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4})$',
  KOREAN: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$',
  THAI: '^[\\u0e00-\\u0e7f ]+$',
  THAI_OR_ENGLISH: '^[\\u0e00-\\u0e7fA-Za-z ]+$',
  UPPERCASE_AND_SPACES: '^[A-Z ]+$',
  FULL_NAME: '^\\S+( \\S+)+$',
  FULLWIDTH_JAPANESE: '^[\\u3040-\\u309f\\u30a0-\\u30ff\\u4e00-\\u9faf\\uff01-\\uff5e\\u3000]+$',
  STRONG_PASSWORD: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
  UPPERCASE: '^[A-Z]+$',
  NO_SPECIAL_CHARACTERS: '^[\\p{L}\\p{N} ]+$',
} as const;
export type TPatternId = keyof typeof PATTERN_KINDS;
export const PATTERN_IDS = Object.keys(PATTERN_KINDS) as TPatternId[];

/** Why a value failed its rule; `min`/`max` feed the message ("6-16 characters", or one number when equal). */
export type TFieldProblem =
  | { kind: 'required' }
  | { kind: 'length'; min: number; max: number }
  | { kind: 'pattern'; patternId: string; min: number; max: number };

/** A rule of the given kind and bounds, with the kind's own accepted pattern. */
export function fieldRuleFor(
  patternId: TPatternId,
  bounds: { minLength: number; maxLength: number },
  flags: { enabled?: boolean; required?: boolean } = {},
): TFieldRule {
  return {
    enabled: flags.enabled ?? true,
    required: flags.required ?? false,
    acceptedPattern: PATTERN_KINDS[patternId],
    minLength: bounds.minLength,
    maxLength: bounds.maxLength,
    patternId,
  };
}

/**
 * Checks a (trimmed) value against a field rule, as both the form and the server do: empty is fine
 * unless required; otherwise its length must be within bounds and it must match the accepted pattern.
 * Returns null when the value is valid.
 */
export function checkField(rawValue: string | undefined | null, rule: TFieldRule): TFieldProblem | null {
  const value = (rawValue ?? '').trim();
  if (value.length === 0) return rule.required ? { kind: 'required' } : null;
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) {
    return { kind: 'length', min: rule.minLength, max: rule.maxLength };
  }
  if (!matchesPattern(value, rule.acceptedPattern)) {
    return { kind: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  }
  return null;
}

/** A lone '*' accepts anything; a pattern that does not compile accepts nothing (fail closed). */
export function matchesPattern(value: string, acceptedPattern: string): boolean {
  if (acceptedPattern === '*') return true;
  try {
    return new RegExp(acceptedPattern, 'u').test(value);
  } catch {
    return false;
  }
}

/** "6-16" or "6" when both bounds are equal, for the length part of a field message. */
export function lengthRange(min: number, max: number): string {
  return min === max ? String(min) : `${min}-${max}`;
}
