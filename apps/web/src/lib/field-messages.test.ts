import { checkField, fieldRuleFor } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en.ts';
import { fieldIssuesOf, fieldMessage, placeApiError, type TFieldMessage } from './field-messages.ts';

/** The English text of a message, as the form shows it. */
function english(message: TFieldMessage): string {
  if ('text' in message) return message.text;
  const [head, tail] = message.key.split('.') as [string, string | undefined];
  const bundle = en.validation as unknown as Record<string, string | Record<string, string>>;
  const entry = tail ? (bundle[head] as Record<string, string>)[tail] : bundle[head];
  return String(entry).replace('{{range}}', message.params?.range ?? '');
}

const username = fieldRuleFor('LETTER_FIRST_ALNUM', { minLength: 6, maxLength: 16 }, { required: true });
const password = fieldRuleFor('LETTERS_AND_DIGITS', { minLength: 6, maxLength: 16 }, { required: true });

describe('field messages of spec section 5', () => {
  it('says "Input cannot be empty" for an empty required field, whatever the field', () => {
    for (const field of ['username', 'password', 'email', 'qqNum']) {
      expect(english(fieldMessage(field, { kind: 'required' }))).toBe('Input cannot be empty');
    }
  });

  it('uses the account message for the username', () => {
    const problem = checkField('1abcdef', username);
    expect(problem).toMatchObject({ kind: 'pattern' });
    expect(english(fieldMessage('username', problem ?? { kind: 'required' }))).toBe(
      'Account format is incorrect',
    );
    expect(english(fieldMessage('username', { kind: 'length', min: 6, max: 16 }))).toBe(
      'Account length must be 6-16 characters',
    );
  });

  it('gives the password its format and length messages, one number when the bounds are equal', () => {
    expect(english(fieldMessage('password', checkField('abcdefgh', password) ?? { kind: 'required' }))).toBe(
      'Password format is incorrect',
    );
    expect(english(fieldMessage('password', checkField('ab1', password) ?? { kind: 'required' }))).toBe(
      'Password length must be 6-16 characters',
    );
    expect(english(fieldMessage('newPassword', { kind: 'length', min: 8, max: 8 }))).toBe(
      'Password length must be 8 characters',
    );
    expect(
      english(fieldMessage('paymentPassword', { kind: 'pattern', patternId: 'DIGITS', min: 6, max: 6 })),
    ).toBe('Password format is incorrect');
  });

  it('names e-mail, real name, phone and invitation code problems as the spec does', () => {
    const pattern = (patternId: string) => ({ kind: 'pattern' as const, patternId, min: 1, max: 64 });
    expect(english(fieldMessage('email', pattern('EMAIL')))).toBe('E-mail format is incorrect');
    expect(english(fieldMessage('payeeName', pattern('FULL_NAME')))).toBe('Real name format is incorrect');
    expect(english(fieldMessage('mobileNum', pattern('DIGITS')))).toBe('Phone number format is incorrect');
    expect(english(fieldMessage('affiliateCode', pattern('LETTERS_OR_DIGITS')))).toBe(
      'Invalid invitation code',
    );
  });

  it('says the confirmation is not correct when it differs', () => {
    expect(english(fieldMessage('confirmPassword', { kind: 'mismatch' }))).toBe(
      'Confirmation password is not correct',
    );
  });

  it('falls back to the message of the pattern kind with its bounds for other fields', () => {
    expect(fieldMessage('qqNum', { kind: 'pattern', patternId: 'DIGITS', min: 5, max: 12 })).toEqual({
      key: 'patterns.DIGITS',
      params: { range: '5-12' },
    });
    expect(english(fieldMessage('line', { kind: 'pattern', patternId: 'NO_SPACES', min: 1, max: 30 }))).toBe(
      'Use 1-30 characters without spaces',
    );
    expect(english(fieldMessage('wechat', { kind: 'length', min: 3, max: 3 }))).toBe(
      'Length must be 3 characters',
    );
    expect(fieldMessage('idNumber', { kind: 'pattern', patternId: 'MADE_UP', min: 1, max: 2 })).toEqual({
      key: 'formatIncorrect',
    });
  });

  it('has an English message for every pattern kind a merchant can pick', async () => {
    const { PATTERN_IDS } = await import('@croupier/contracts');
    expect(Object.keys(en.validation.patterns).sort()).toEqual([...PATTERN_IDS].sort());
  });
});

describe('server errors on the form', () => {
  const validationFailed = (fields: unknown) => ({
    code: 'VALIDATION_FAILED' as const,
    message: 'Some fields are missing or invalid',
    value: { fields },
  });

  it('reads the field problems of VALIDATION_FAILED and ignores anything malformed', () => {
    expect(
      fieldIssuesOf({
        fields: [
          {
            field: 'username',
            problem: { kind: 'pattern', patternId: 'LETTER_FIRST_ALNUM', min: 6, max: 16 },
          },
          { field: 'confirmPassword', problem: { kind: 'mismatch' } },
        ],
      }),
    ).toEqual([
      { field: 'username', issue: { kind: 'pattern', patternId: 'LETTER_FIRST_ALNUM', min: 6, max: 16 } },
      { field: 'confirmPassword', issue: { kind: 'mismatch' } },
    ]);
    expect(fieldIssuesOf(undefined)).toEqual([]);
    expect(fieldIssuesOf({ fields: [{ field: 'x', problem: { kind: 'weird' } }] })).toEqual([]);
  });

  it('puts each problem next to its field with the same message the form uses', () => {
    const placed = placeApiError(
      validationFailed([
        { field: 'username', problem: { kind: 'pattern', patternId: 'LETTER_FIRST_ALNUM', min: 6, max: 16 } },
        { field: 'password', problem: { kind: 'length', min: 6, max: 16 } },
        { field: 'confirmPassword', problem: { kind: 'mismatch' } },
      ]),
      new Set(['username', 'password', 'confirmPassword']),
    );
    expect(placed.general).toBeNull();
    expect(placed.fields.map(({ field, message }) => [field, english(message)])).toEqual([
      ['username', 'Account format is incorrect'],
      ['password', 'Password length must be 6-16 characters'],
      ['confirmPassword', 'Confirmation password is not correct'],
    ]);
  });

  it("keeps the server's message when a problem is about a field the form does not show", () => {
    const placed = placeApiError(
      validationFailed([
        { field: 'newPassword', problem: { kind: 'required' } },
        { field: 'captcha', problem: { kind: 'required' } },
      ]),
      new Set(['newPassword']),
    );
    expect(placed.fields.map(({ field }) => field)).toEqual(['newPassword']);
    expect(placed.general).toBe('Some fields are missing or invalid');
    expect(placeApiError(validationFailed([]), new Set(['username'])).general).toBe(
      'Some fields are missing or invalid',
    );
  });

  it('puts one-field codes next to that field with the server text', () => {
    const taken = { code: 'USERNAME_TAKEN' as const, message: 'This username is already registered' };
    expect(placeApiError(taken, new Set(['username']))).toEqual({
      fields: [{ field: 'username', message: { text: 'This username is already registered' } }],
      general: null,
    });
    const wrongOld = { code: 'PASSWORD_INCORRECT' as const, message: 'The current password is incorrect' };
    expect(placeApiError(wrongOld, new Set(['oldPassword'])).fields[0]?.field).toBe('oldPassword');
    expect(placeApiError(wrongOld, new Set(['newPassword']))).toEqual({
      fields: [],
      general: 'The current password is incorrect',
    });
    const code = { code: 'VERIFICATION_CODE_INVALID' as const, message: 'Invalid verification code' };
    expect(placeApiError(code, new Set(['verificationCode'])).fields[0]?.field).toBe('verificationCode');
  });

  it('leaves every other error to the general message', () => {
    const limited = {
      code: 'TOO_MANY_REQUESTS' as const,
      message: 'Too many requests, please try again after 5 minutes',
    };
    expect(placeApiError(limited, new Set(['username']))).toEqual({ fields: [], general: limited.message });
  });
});
