import { parseMinor, type TLanguage } from '@croupier/contracts';
import { isolateLtr, numberStyle } from '../i18n/formats.ts';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * A wallet amount as the header shows it (spec: 2 decimals, thousands separators), with the
 * grouping and decimal mark of the player's language (1,234.50 in English, 1.234,50 in Spanish,
 * 12,34,567.50 in Hindi), isolated left to right inside Arabic text. Extra decimals are cut, not
 * rounded, so the site never shows a cent the player does not have.
 */
export function displayMoney(amount: string, language: TLanguage = currentLanguage()): string {
  const minor = parseMinor(amount, { allowNegative: true });
  const cents = minor / 100n;
  const isNegative = cents < 0n;
  const absolute = isNegative ? -cents : cents;
  const style = numberStyle(language);
  const whole = style.whole.format(absolute / 100n);
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return isolateLtr(`${isNegative ? '-' : ''}${whole}${style.decimal}${fraction}`, language);
}
