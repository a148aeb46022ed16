import type { TCountryCodes } from '@croupier/contracts';
import type { Merchant } from '../merchants/merchant.ts';

/** Countries the phone fields offer, each with its dialing code (the country-code picker's list). */
export const COUNTRIES = [
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'SG', countryDialingCode: '+65' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'US', countryDialingCode: '+1' },
  { countryCode: 'GB', countryDialingCode: '+44' },
] as const;

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
const BY_LANGUAGE: Record<string, string> = { TH: '+66', VI: '+84', CN: '+86' };

/**
 * The country-codes call: the list, and the code the picker starts on (the merchant's country by its
 * time zone, else by its default language, else the first of the list).
 */
export function countryCodesFor(merchant: Pick<Merchant, 'timezone' | 'defaultLanguage'>): TCountryCodes {
  return {
    list: COUNTRIES.map((country) => ({ ...country })),
    defaultDialingCode:
      BY_TIMEZONE[merchant.timezone] ??
      BY_LANGUAGE[merchant.defaultLanguage] ??
      COUNTRIES[0].countryDialingCode,
  };
}
