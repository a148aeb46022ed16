import type { TLanguage, TMerchantInfo } from '@croupier/contracts';

/** Dialing codes the country-code picker offers, each with the country it names. */
export const DIALING_CODES = [
  { code: '+66', country: 'TH' },
  { code: '+84', country: 'VN' },
  { code: '+86', country: 'CN' },
  { code: '+63', country: 'PH' },
  { code: '+60', country: 'MY' },
  { code: '+65', country: 'SG' },
  { code: '+62', country: 'ID' },
  { code: '+1', country: 'US' },
  { code: '+44', country: 'GB' },
] as const;
export type TCountry = (typeof DIALING_CODES)[number]['country'];

const BY_TIMEZONE: Record<string, string> = {
  'Asia/Bangkok': '+66',
  'Asia/Ho_Chi_Minh': '+84',
  'Asia/Saigon': '+84',
  'Asia/Shanghai': '+86',
  'Asia/Manila': '+63',
  'Asia/Kuala_Lumpur': '+60',
  'Asia/Singapore': '+65',
  'Asia/Jakarta': '+62',
  'Europe/London': '+44',
  'America/New_York': '+1',
};
const BY_LANGUAGE: Partial<Record<TLanguage, string>> = { TH: '+66', VI: '+84', CN: '+86' };

/** The code the picker starts on: the merchant's country by its time zone, else by its language. */
export function defaultDialingCode(merchant: Pick<TMerchantInfo, 'timezone' | 'defaultLanguage'>): string {
  return BY_TIMEZONE[merchant.timezone] ?? BY_LANGUAGE[merchant.defaultLanguage] ?? DIALING_CODES[0].code;
}

/** True when `code` is one the picker offers (a remembered code may be stale). */
export function isOfferedDialingCode(code: string | undefined): code is string {
  return DIALING_CODES.some((entry) => entry.code === code);
}

/**
 * The mobile format check of the log in and forgot-password forms: 6 to 15 digits, an optional
 * leading +, spaces, dashes and brackets allowed (the server normalises the number).
 */
export function isMobileFormat(value: string): boolean {
  return /^\+?[0-9]{6,15}$/.test(value.trim().replace(/[\s()-]/g, ''));
}
