import { parseMinor } from '@croupier/contracts';

/**
 * A wallet amount as the header shows it (spec: 2 decimals, thousands separators). Extra decimals
 * are cut, not rounded, so the site never shows a cent the player does not have.
 */
export function displayMoney(amount: string): string {
  const minor = parseMinor(amount, { allowNegative: true });
  const cents = minor / 100n;
  const isNegative = cents < 0n;
  const absolute = isNegative ? -cents : cents;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${isNegative ? '-' : ''}${whole}.${fraction}`;
}
