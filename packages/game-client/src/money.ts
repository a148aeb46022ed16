import { formatMinor, parseMinor } from '@croupier/contracts';

/**
 * Money in the game pages: wire amounts are decimal strings, parsed to bigint minor units (1/10000)
 * by the contracts' parser; no JavaScript number ever holds money.
 */

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Minor units with 2 decimals (cut toward zero, never rounded up), thousands separated. */
export function displayMinor(minor: bigint): string {
  const isNegative = minor < 0n;
  const cents = (isNegative ? -minor : minor) / 100n;
  const text = `${groupThousands((cents / 100n).toString())}.${(cents % 100n).toString().padStart(2, '0')}`;
  return isNegative && cents !== 0n ? `-${text}` : text;
}

/** A wire amount ('12.5') for display; see displayMinor. */
export function displayMoney(amount: string): string {
  return displayMinor(parseMinor(amount, { allowNegative: true }));
}

/** A stake in its shortest form: 10000n → '1', 5000n → '0.50', 12500n → '1.25'. */
export function displayStake(minor: bigint): string {
  const [whole = '0', fraction = ''] = formatMinor(minor).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed === '') return groupThousands(whole);
  return `${groupThousands(whole)}.${trimmed.length === 1 ? `${trimmed}0` : trimmed}`;
}

/** The 1-2-5 ladder of chip values (0.01 … 1 000 000 units) within [min, max], min and max included. */
export function stakeSteps(min: bigint, max: bigint): bigint[] {
  if (min <= 0n || max < min) return min > 0n ? [min] : [];
  const steps = new Set<bigint>([min, max]);
  for (let decade = 100n; decade <= 10_000_000_000n; decade *= 10n) {
    for (const step of [decade, decade * 2n, decade * 5n]) if (step > min && step < max) steps.add(step);
  }
  return [...steps].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A typed stake ('2', '0.5') in minor units, or null when it is not a positive amount. */
export function parseStake(text: string): bigint | null {
  try {
    const minor = parseMinor(text.trim().replace(/,/g, ''));
    return minor > 0n ? minor : null;
  } catch {
    return null;
  }
}
