import {
  lengthRange,
  PATTERN_IDS,
  type TErrorCode,
  type TFieldProblem,
  type TPatternId,
} from '@croupier/contracts';
import { z } from 'zod';
import type { TBundle } from '../i18n/locales/en.ts';

/** A problem with one field: a rule problem of contracts, or a confirmation that differs. */
export type TFieldIssue = TFieldProblem | { kind: 'mismatch' };

/** A key of the `validation` bundle section (pattern kinds under `patterns.`). */
export type TValidationKey =
  | Exclude<keyof TBundle['validation'], 'patterns'>
  | `patterns.${keyof TBundle['validation']['patterns']}`;

/** A field message: a bundled one (translated at render) or a text the server wrote in the language. */
export type TFieldMessage = { key: TValidationKey; params?: { range: string } } | { text: string };

/** Fields whose format and length messages are the spec's own ("Password format is incorrect"...). */
const PASSWORD_FIELDS = new Set(['password', 'confirmPassword', 'newPassword', 'paymentPassword']);
const FORMAT_KEYS: Record<string, TValidationKey> = {
  email: 'emailFormat',
  payeeName: 'realNameFormat',
  mobileNum: 'phoneFormat',
  whatsapp: 'phoneFormat',
  affiliateCode: 'invitationCode',
  verificationCode: 'verificationCode',
  captcha: 'captcha',
};

function isPatternId(patternId: string): patternId is TPatternId {
  return (PATTERN_IDS as readonly string[]).includes(patternId);
}

/**
 * The spec-5 message of a field problem: "Input cannot be empty", the field's own format message
 * (account, password with its length, e-mail, real name, phone, invitation code...), else the
 * message of the rule's pattern kind with its bounds ("6-16", or "6" when both are equal).
 */
export function fieldMessage(field: string, issue: TFieldIssue): TFieldMessage {
  if (issue.kind === 'required') return { key: 'required' };
  if (issue.kind === 'mismatch') return { key: 'confirmMismatch' };
  const range = lengthRange(issue.min, issue.max);
  if (field === 'username') {
    return issue.kind === 'length' ? { key: 'accountLength', params: { range } } : { key: 'accountFormat' };
  }
  if (PASSWORD_FIELDS.has(field)) {
    return issue.kind === 'length' ? { key: 'passwordLength', params: { range } } : { key: 'passwordFormat' };
  }
  const own = FORMAT_KEYS[field];
  if (own) return { key: own };
  if (issue.kind === 'length') return { key: 'length', params: { range } };
  return isPatternId(issue.patternId)
    ? { key: `patterns.${issue.patternId}`, params: { range } }
    : { key: 'formatIncorrect' };
}

const ZIssue: z.ZodType<TFieldIssue> = z.union([
  z.object({ kind: z.literal('required') }),
  z.object({ kind: z.literal('mismatch') }),
  z.object({ kind: z.literal('length'), min: z.number(), max: z.number() }),
  z.object({ kind: z.literal('pattern'), patternId: z.string(), min: z.number(), max: z.number() }),
]);
const ZValidationValue = z.object({
  fields: z.array(z.object({ field: z.string(), problem: ZIssue })),
});

/** The field problems a VALIDATION_FAILED answer carries in `value.fields`; none when it has none. */
export function fieldIssuesOf(value: unknown): { field: string; issue: TFieldIssue }[] {
  const parsed = ZValidationValue.safeParse(value);
  return parsed.success ? parsed.data.fields.map(({ field, problem }) => ({ field, issue: problem })) : [];
}

/** Error codes that are about one field: their server message goes next to that field. */
const FIELD_OF_CODE: Partial<Record<TErrorCode, string>> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  PHONE_MISSING: 'mobileNum',
  PHONE_INVALID: 'mobileNum',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  VERIFICATION_CODE_MISSING: 'verificationCode',
  VERIFICATION_CODE_INVALID: 'verificationCode',
  VERIFICATION_CODE_EXPIRED: 'verificationCode',
  PASSWORD_INCORRECT: 'oldPassword',
};

export function fieldOfErrorCode(code: TErrorCode): string | null {
  return FIELD_OF_CODE[code] ?? null;
}

/**
 * Places a failed call's problems on the form: field problems (VALIDATION_FAILED) and one-field
 * codes go next to the fields the form shows; anything else (or a problem of a field the form
 * does not show) becomes the form's general message, the server's text.
 */
export function placeApiError(
  error: { code: TErrorCode; message: string; value?: unknown },
  shownFields: ReadonlySet<string>,
): { fields: { field: string; message: TFieldMessage }[]; general: string | null } {
  if (error.code === 'VALIDATION_FAILED') {
    const issues = fieldIssuesOf(error.value);
    const placed = issues
      .filter(({ field }) => shownFields.has(field))
      .map(({ field, issue }) => ({ field, message: fieldMessage(field, issue) }));
    const isEverythingPlaced = placed.length > 0 && placed.length === issues.length;
    return { fields: placed, general: isEverythingPlaced ? null : error.message };
  }
  const field = fieldOfErrorCode(error.code);
  if (field && shownFields.has(field)) {
    return { fields: [{ field, message: { text: error.message } }], general: null };
  }
  return { fields: [], general: error.message };
}
