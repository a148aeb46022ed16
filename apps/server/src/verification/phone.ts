import { AppError } from '../http/app-error.ts';

export interface ParsedPhone {
  /** `+<cc><number>` when the country is known; the national digits as entered otherwise. */
  normalised: string;
  /** Country dialing code digits (no +), or null when neither given nor typed with the number. */
  countryDialingCode: string | null;
  /** The subscriber number: digits only, the national trunk 0 dropped when a country code applies. */
  national: string;
}

const SEPARATORS = /[\s\-().]/g;
const MIN_DIGITS = 6;
const MAX_DIGITS = 15;

/**
 * Reads a mobile number as a player types it ("0912 345 678", "+84 912-345-678") together with the
 * optional country dialing code of the picker ("+84", "84").
 * - A number typed with `+` is international: the picker's code is ignored.
 * - With a dialing code, a national number loses one leading trunk 0 and gets `+<cc>` in front,
 *   so "0912345678" with "+84" and "+84912345678" are the same number.
 * - Without either, the digits are kept as entered (the merchant's national format).
 * Errors: PHONE_MISSING when empty; PHONE_INVALID when not 6-15 digits, when the dialing code is
 * not 1-4 digits, or when the full number would pass E.164's 15 digits.
 */
export function parsePhone(raw: string | null | undefined, countryDialingCode?: string | null): ParsedPhone {
  const compact = (raw ?? '').replace(SEPARATORS, '');
  if (compact.length === 0) throw new AppError('PHONE_MISSING');
  if (compact.startsWith('+')) {
    const digits = compact.slice(1);
    if (!isDigits(digits, MIN_DIGITS + 1, MAX_DIGITS)) throw invalid('international number');
    return { normalised: `+${digits}`, countryDialingCode: null, national: digits };
  }
  if (!isDigits(compact, MIN_DIGITS, MAX_DIGITS)) throw invalid('number');
  const cc = countryDialingCode?.replace(SEPARATORS, '').replace(/^\+/, '') ?? '';
  if (cc === '') return { normalised: compact, countryDialingCode: null, national: compact };
  if (!isDigits(cc, 1, 4) || cc.startsWith('0')) throw invalid('country dialing code');
  const national = compact.startsWith('0') ? compact.slice(1) : compact;
  if (national.length < MIN_DIGITS - 1 || cc.length + national.length > MAX_DIGITS) throw invalid('length');
  return { normalised: `+${cc}${national}`, countryDialingCode: cc, national };
}

/** The one form a phone number is stored, sent to and looked up under. Errors as {@link parsePhone}. */
export function normalisePhone(raw: string | null | undefined, countryDialingCode?: string | null): string {
  return parsePhone(raw, countryDialingCode).normalised;
}

function isDigits(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max && /^\d+$/.test(value);
}

function invalid(what: string): AppError {
  return new AppError('PHONE_INVALID', { detail: `invalid phone ${what}` });
}
