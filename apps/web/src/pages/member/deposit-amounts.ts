import { isMoney, parseMinor } from '@croupier/contracts';

/** Round amounts a player picks from, in currency units; those within a channel's limits are offered. */
const CANDIDATES = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/** Up to six quick-pick amounts (decimal strings) within [min, max]; the minimum first when it is not round. */
export function quickAmounts(minAmount: string, maxAmount: string, count = 6): string[] {
  const min = parseMinor(minAmount);
  const max = parseMinor(maxAmount);
  const picks = CANDIDATES.map(String).filter((unit) => {
    const minor = parseMinor(unit);
    return minor >= min && minor <= max;
  });
  const minText = trimAmount(minAmount);
  if (!picks.includes(minText)) picks.unshift(minText);
  return picks.slice(0, count);
}

/** '10.0000' → '10', '12.5000' → '12.5': how an amount is typed. */
export function trimAmount(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
}

export type TAmountProblem = 'required' | 'invalid' | 'range' | null;

/** What is wrong with a typed amount for a channel (at most 2 decimals in the form), or null. */
export function amountProblem(text: string, minAmount: string, maxAmount: string): TAmountProblem {
  const value = text.trim();
  if (!value) return 'required';
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value) || !isMoney(value)) return 'invalid';
  const minor = parseMinor(value);
  if (minor <= 0n) return 'invalid';
  if (minor < parseMinor(minAmount) || minor > parseMinor(maxAmount)) return 'range';
  return null;
}
