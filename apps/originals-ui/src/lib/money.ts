import { formatMinor, parseMinor } from '@croupier/contracts';

/**
 * Money in the game UIs: amounts arrive as the wire's decimal strings, are parsed to bigint minor
 * units (1/10000) with the contracts' parser and never pass through a JavaScript number.
 */

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Minor units for display with `decimals` places (default 2, like the lobby header), thousands
 * separated. Extra decimals are cut toward zero, never rounded up, so the UI never shows a cent the
 * player does not have.
 */
export function displayMinor(minor: bigint, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 4)
    throw new RangeError('decimals must be 0..4');
  const isNegative = minor < 0n;
  const magnitude = isNegative ? -minor : minor;
  const scaled = magnitude / 10n ** BigInt(4 - decimals);
  const unit = 10n ** BigInt(decimals);
  const whole = groupThousands((scaled / unit).toString());
  const fraction = decimals === 0 ? '' : `.${(scaled % unit).toString().padStart(decimals, '0')}`;
  return `${isNegative && scaled !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** A wire amount ('12.5', '-3.0001') for display; see displayMinor. */
export function displayMoney(amount: string, decimals = 2): string {
  return displayMinor(parseMinor(amount, { allowNegative: true }), decimals);
}

/**
 * A bet size for the selector: the shortest form of the amount (trailing zeros of the fraction
 * dropped, at least 2 decimals under 1 unit), e.g. 10000n → '1', 5000n → '0.50', 12500n → '1.25'.
 */
export function displayBet(minor: bigint): string {
  const text = formatMinor(minor);
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed === '') return groupThousands(whole);
  return `${groupThousands(whole)}.${trimmed.length === 1 ? `${trimmed}0` : trimmed}`;
}

/** The signed net result of a round, win − bet, as a decimal string for the wire/display. */
export function netResult(bet: string, win: string): bigint {
  return parseMinor(win) - parseMinor(bet);
}

/** The 1-2-5 ladder of bet sizes in minor units: 0.01, 0.02, 0.05, 0.10 … up to 1 000 000 units. */
const LADDER: readonly bigint[] = (() => {
  const out: bigint[] = [];
  for (let decade = 100n; decade <= 10_000_000_000n; decade *= 10n) {
    out.push(decade, decade * 2n, decade * 5n);
  }
  return out;
})();

/**
 * The bet sizes the selector offers within [min, max] (minor units): the 1-2-5 ladder clipped to the
 * limits, always including min and max themselves, sorted and without duplicates.
 */
export function betSteps(min: bigint, max: bigint): bigint[] {
  if (min <= 0n || max < min) throw new RangeError('bet limits must satisfy 0 < min ≤ max');
  const steps = new Set<bigint>([min, max]);
  for (const step of LADDER) if (step > min && step < max) steps.add(step);
  return [...steps].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The index of the step nearest to `value` (ties go down), for restoring a remembered bet. */
export function nearestStep(steps: readonly bigint[], value: bigint): number {
  let best = 0;
  let bestDistance: bigint | null = null;
  steps.forEach((step, i) => {
    const distance = step > value ? step - value : value - step;
    if (bestDistance === null || distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/** Hundredths (e.g. 245n or 245) as a multiplier text '2.45×'. */
export function displayHundredths(hundredths: bigint | number): string {
  const h = BigInt(hundredths);
  return `${groupThousands((h / 100n).toString())}.${(h % 100n).toString().padStart(2, '0')}×`;
}
